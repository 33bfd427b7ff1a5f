import CZlib

/// Inflates one of the compact snapshot's deflated streams in one call (`CountrySnapshotWriting`
/// compresses it) with `czlib_inflate_exactly`, as the world map is.
enum Zlib {
  /// The bytes of one whole zlib stream that inflates to exactly `count` bytes, or nil: damaged
  /// or cut data, a wrong length, or anything after the stream's end.
  static func inflate(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [UInt8]? {
    // Deflate expands at most 1,032 to 1; a damaged length must not make us allocate more.
    guard !bytes.isEmpty, count >= 0, count <= bytes.count * 1_032, count <= 1 << 28 else {
      return nil
    }
    var inflatedAll = false
    // Uninitialised: zeroing the buffer zlib is about to fill cost a tenth of inflating it.
    let inflated = [UInt8](unsafeUninitializedCapacity: count + 1) { output, initialized in
      inflatedAll =
        czlib_inflate_exactly(bytes.baseAddress, bytes.count, output.baseAddress, count) == 1
      initialized = inflatedAll ? count : 0
    }
    guard inflatedAll else { return nil }
    return inflated
  }
}
