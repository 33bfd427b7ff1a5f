import HTTPTransport

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `quiz` hands the `quiz-http` helper on its standard input: one request and the limits
/// to send it with. Credentials travel here, never in the helper's arguments or environment,
/// where `ps` would show them.
public struct HelperRequest: Codable, Sendable, Equatable {
  public var method: String
  public var url: String
  public var headers: [String: String]
  public var body: Data?
  public var timeout: Double
  public var maximumBodySize: Int

  public init(_ request: HTTPRequest, timeout: Double, maximumBodySize: Int) {
    method = request.method
    url = request.url.absoluteString
    headers = request.headers
    body = request.body
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
  }

  /// The request again, or nil when its address does not parse.
  public var httpRequest: HTTPRequest? {
    URL(string: url).map { HTTPRequest(method: method, url: $0, headers: headers, body: body) }
  }
}

/// What the helper writes back on its standard output: the whole response, or why there is
/// none, in `HTTPClientError`'s terms.
public enum HelperReply: Codable, Sendable, Equatable {
  case response(status: Int, headers: [String: String], body: Data)
  case failure(Failure)

  public enum Failure: String, Codable, Sendable {
    case connectivity, bodyTooLarge, invalidContentEncoding

    public init(_ error: HTTPClientError) {
      switch error {
      // The helper is the one program that never looks for itself.
      case .connectivity, .helperMissing: self = .connectivity
      case .bodyTooLarge: self = .bodyTooLarge
      case .invalidContentEncoding: self = .invalidContentEncoding
      }
    }

    public var error: HTTPClientError {
      switch self {
      case .connectivity: .connectivity
      case .bodyTooLarge: .bodyTooLarge
      case .invalidContentEncoding: .invalidContentEncoding
      }
    }
  }

  public init(_ response: HTTPResponse) {
    self = .response(
      status: response.statusCode, headers: response.headers, body: response.body)
  }

  /// The response, or the failure thrown as `HTTPClientError`.
  public func get() throws(HTTPClientError) -> HTTPResponse {
    switch self {
    case .response(let status, let headers, let body):
      HTTPResponse(statusCode: status, headers: headers, body: body)
    case .failure(let failure):
      throw failure.error
    }
  }
}
