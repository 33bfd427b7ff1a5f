import CZlib

/// Inflates one of the compact snapshot's deflated streams in one call (`CountrySnapshotWriting`
/// compresses it). The zlib format rather than raw deflate: its Adler-32 check catches damage
/// that would otherwise inflate to garbage.
enum Zlib {
  /// The bytes of one whole zlib stream that inflates to exactly `count` bytes, or nil: damaged
  /// or cut data, a wrong length, or anything after the stream's end.
  static func inflate(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [UInt8]? {
    // Deflate expands at most 1,032 to 1; a damaged length must not make us allocate more.
    guard !bytes.isEmpty, count >= 0, count <= bytes.count * 1_032, count <= 1 << 28 else {
      return nil
    }
    var inflatedCount = uLongf(count)
    var consumed = uLong(bytes.count)
    // One byte more than expected, so that a stream longer than the header says is caught
    // as such rather than as zlib's "buffer full".
    inflatedCount += 1
    var status = Z_OK
    // Uninitialised: zeroing the buffer zlib is about to fill cost a tenth of inflating it.
    let inflated = [UInt8](unsafeUninitializedCapacity: count + 1) { output, initialized in
      status = uncompress2(output.baseAddress, &inflatedCount, bytes.baseAddress, &consumed)
      initialized = status == Z_OK ? min(Int(inflatedCount), count) : 0
    }
    guard status == Z_OK, Int(inflatedCount) == count, Int(consumed) == bytes.count else {
      return nil
    }
    return inflated
  }
}
