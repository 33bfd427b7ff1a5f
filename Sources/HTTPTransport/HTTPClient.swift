#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Sends one HTTP request and delivers the whole response, whatever its status.
///
/// Implementations throw `HTTPClientError` for transport failures and nothing else (bar
/// `CancellationError`), so callers never see a foreign error type.
public protocol HTTPClient: Sendable {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Why no response could be had.
public enum HTTPClientError: Error, Sendable, Hashable {
  /// No network, DNS failure, refused, reset, cut off, timed out.
  case connectivity
  /// The body is larger than the client accepts (decompressed); it was not read to the end.
  case bodyTooLarge
  /// The body claims an encoding (`Content-Encoding: gzip`) it does not have.
  case invalidContentEncoding
  /// The client sends through a program of its own, `name`, and none of the paths it looked
  /// at (`searched`, in order) holds it: nothing was sent, and the network may be fine.
  case helperMissing(name: String, searched: [String])
}

/// An HTTP request, in our own terms. Its description never shows the `Authorization` value.
public struct HTTPRequest: Sendable, Hashable {
  public var method: String
  public var url: URL
  public var headers: [String: String]
  /// Sent as is; nil sends none (a GET).
  public var body: Data?

  public init(
    method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}

extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String {
    let shown = headers.sorted { $0.key < $1.key }.map { name, value in
      HTTPResponse.isSecretHeader(name) ? "\(name): <redacted>" : "\(name): \(value)"
    }
    let size = body.map { " (\($0.count) bytes)" } ?? ""
    return "\(method) \(url.absoluteString) [\(shown.joined(separator: ", "))]\(size)"
  }

  public var debugDescription: String { description }
}

/// An HTTP response, in our own terms: status, headers and the whole body.
public struct HTTPResponse: Sendable, Hashable {
  public let statusCode: Int
  /// Header names are lower-cased so lookups ignore case, as HTTP does.
  public let headers: [String: String]
  public let body: Data

  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    var lowered: [String: String] = [:]
    for (name, value) in headers { lowered[name.lowercased()] = value }
    self.headers = lowered
    self.body = body
  }

  /// The value of a header, whatever the case of its name.
  public func value(forHeader name: String) -> String? {
    headers[name.lowercased()]
  }

  /// Headers whose values are credentials: never shown, never carried to another origin.
  public static func isSecretHeader(_ name: String) -> Bool {
    ["authorization", "proxy-authorization", "cookie", "x-api-key"].contains(name.lowercased())
  }
}
