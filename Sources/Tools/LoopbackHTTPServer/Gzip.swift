import CZlib
import Foundation

/// gzip, for servers that compress what they send as REST Countries does.
public enum Gzip {
  /// `data` as one gzip member, or nil if zlib fails.
  public static func compress(_ data: Data) -> Data? {
    var stream = z_stream()
    // 15 window bits plus 16: a gzip header and trailer instead of zlib's.
    guard
      deflateInit2_(
        &stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return nil }
    defer { deflateEnd(&stream) }
    var input = [UInt8](data)
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 32)
    let status = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = uInt(inBuffer.count)
        stream.next_out = outBuffer.baseAddress
        stream.avail_out = uInt(outBuffer.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { return nil }
    return Data(output.prefix(Int(stream.total_out)))
  }
}

extension LoopbackHTTPServer.Request {
  /// Whether `Accept-Encoding` lists gzip (without `q=0`).
  public var acceptsGzip: Bool {
    (header("Accept-Encoding") ?? "").split(separator: ",").contains { item in
      let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      return parts.first?.lowercased() == "gzip"
        && !parts.dropFirst().contains { $0.replacingOccurrences(of: " ", with: "") == "q=0" }
    }
  }
}

extension LoopbackHTTPServer.Response {
  /// The same response with its body gzipped and `Content-Encoding: gzip`.
  public func gzipped() -> Self {
    var response = self
    response.body = Gzip.compress(body) ?? body
    response.headers["Content-Encoding"] = "gzip"
    return response
  }
}
