import CZlib

/// Writes the compact snapshot's zlib stream; `CountryData` inflates it.
enum ZlibCompression {
  /// The zlib stream of `bytes` at the best compression, as the world map's is written.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: Int(compressBound(uLong(bytes.count)))) { output, count in
      count = czlib_compress_best(bytes, bytes.count, output.baseAddress, output.count)
    }
  }
}
