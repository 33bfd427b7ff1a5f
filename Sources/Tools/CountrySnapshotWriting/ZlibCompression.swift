import CZlib

/// Writes the compact snapshot's zlib stream; `CountryData` inflates it.
enum ZlibCompression {
  /// The zlib stream of `bytes` at the best compression: the snapshot is made once and read
  /// on many machines.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var count = compressBound(uLong(bytes.count))
    var compressed = [UInt8](repeating: 0, count: Int(count))
    let status = compressed.withUnsafeMutableBufferPointer { output in
      bytes.withUnsafeBufferPointer { input in
        compress2(
          output.baseAddress, &count, input.baseAddress, uLong(input.count), Z_BEST_COMPRESSION)
      }
    }
    // compressBound is enough for any input; zlib fails only without memory.
    guard status == Z_OK else { return [] }
    return Array(compressed.prefix(Int(count)))
  }
}
