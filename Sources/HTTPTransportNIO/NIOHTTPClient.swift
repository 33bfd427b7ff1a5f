import AsyncHTTPClient
import HTTPTransport
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import Synchronization
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `HTTPClient` over AsyncHTTPClient (SwiftNIO): the same promises as `URLSessionHTTPClient`,
/// without `FoundationNetworking`, so on Linux it links neither libcurl nor its libraries.
///
/// Each request gets a time limit for the whole exchange, redirects and body included, and a
/// cap on the body that is checked against `Content-Length` first and then while the bytes
/// arrive, so an oversized answer is dropped early instead of buffered. Redirects are followed
/// (at most `maximumRedirects`) except that a request carrying a credential header
/// (`HTTPResponse.isSecretHeader`) never leaves its origin: the 3xx is delivered instead. Every
/// transport failure becomes `HTTPClientError.connectivity`; Task cancellation becomes
/// `CancellationError`.
///
/// Bodies are asked for gzipped (`Accept-Encoding: gzip`) and decompressed as they arrive; the
/// body cap applies to the decompressed bytes, so a small "gzip bomb" is `bodyTooLarge`, and a
/// body that claims gzip but does not inflate is `invalidContentEncoding`. Requests go through
/// the proxy `ProxySettings` picks for their URL.
public struct NIOHTTPClient: HTTPTransport.HTTPClient {
  public static let defaultTimeout: TimeInterval = 10
  public static let defaultMaximumBodySize = 20 * 1024 * 1024
  /// Redirects followed for one request; one more fails it as `.connectivity`.
  public static let maximumRedirects = 5

  private let timeout: TimeInterval
  private let maximumBodySize: Int
  private let proxies: ProxySettings

  /// - Parameters:
  ///   - timeout: seconds allowed for one whole request, from connecting to the last byte.
  ///   - maximumBodySize: bytes, decompressed; a longer body throws
  ///     `HTTPClientError.bodyTooLarge`.
  ///   - proxies: usually `ProxySettings(environment:)`; none by default, so a client made
  ///     without asking never picks up a proxy from wherever it happens to run.
  public init(
    timeout: TimeInterval = defaultTimeout, maximumBodySize: Int = defaultMaximumBodySize,
    proxies: ProxySettings = .none
  ) {
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.proxies = proxies
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    // Negative, NaN or absurdly long limits must not trap in the integer conversion.
    let seconds = timeout > 0 ? min(timeout, 1_000_000_000) : 0
    let limit = TimeAmount.nanoseconds(Int64((seconds * 1e9).rounded(.up)))
    let deadline = NIODeadline.now() + limit
    do {
      // AsyncHTTPClient's deadline ends when the response head arrives; the race with our
      // own clock also covers a body that stalls halfway.
      return try await Self.race(limit) { [self] in
        try await exchange(request, deadline: deadline)
      }
    } catch {
      if Task.isCancelled { throw CancellationError() }
      if let error = error as? HTTPTransport.HTTPClientError { throw error }
      if let error = error as? NIOHTTPDecompression.DecompressionError {
        throw error == .limit
          ? HTTPTransport.HTTPClientError.bodyTooLarge
          : HTTPTransport.HTTPClientError.invalidContentEncoding
      }
      if error is NIOHTTPDecompression.ExtraDecompressionError {
        throw HTTPTransport.HTTPClientError.invalidContentEncoding
      }
      throw HTTPTransport.HTTPClientError.connectivity
    }
  }

  /// One request and the redirects it is allowed to follow.
  private func exchange(_ original: HTTPRequest, deadline: NIODeadline) async throws
    -> HTTPResponse
  {
    var request = original
    for _ in 0...Self.maximumRedirects {
      let engine: AsyncHTTPClient.HTTPClient
      switch proxies.route(for: request.url) {
      case .direct: engine = Self.engine(through: nil)
      case .proxy(let server): engine = Self.engine(through: server)
      case .unusable: throw HTTPTransport.HTTPClientError.connectivity
      }
      let response = try await engine.execute(
        Self.clientRequest(for: request), deadline: deadline)
      guard let next = Self.redirect(from: request, by: response),
        original.mayFollowRedirect(to: next.url)
      else {
        return try await collect(response, answering: request)
      }
      // The 3xx's own body is not wanted: dropping the response lets AsyncHTTPClient close
      // the connection instead of reading it.
      request = next
    }
    throw HTTPTransport.HTTPClientError.connectivity
  }

  private func collect(_ response: HTTPClientResponse, answering request: HTTPRequest)
    async throws -> HTTPResponse
  {
    // A HEAD response announces the length of a body it never sends.
    let declared =
      request.method == "HEAD"
      ? nil : response.headers.first(name: "content-length").flatMap { Int($0) }
    if let declared, declared > maximumBodySize {
      throw HTTPTransport.HTTPClientError.bodyTooLarge
    }
    var body = Data()
    if let declared { body.reserveCapacity(max(0, declared)) }
    for try await chunk in response.body {
      guard chunk.readableBytes <= maximumBodySize - body.count else {
        throw HTTPTransport.HTTPClientError.bodyTooLarge
      }
      body.append(contentsOf: chunk.readableBytesView)
    }
    return HTTPResponse(
      statusCode: Int(response.status.code), headers: Self.fields(response.headers), body: body)
  }
}

// MARK: - AsyncHTTPClient

extension NIOHTTPClient {
  /// One AsyncHTTPClient per proxy (and one direct) for the whole process, so connections are
  /// pooled across requests and nothing needs shutting down: they are kept until exit. A proxy
  /// is set per client in AsyncHTTPClient, not per request, hence one each. They are not
  /// `AsyncHTTPClient.HTTPClient.shared` because that one follows up to 20 redirects for every
  /// request, and redirect policy is set per client, not per request; ours depends on the
  /// request's headers, so AsyncHTTPClient must leave every 3xx to us.
  private static let engines = Mutex<[ProxySettings.Server?: AsyncHTTPClient.HTTPClient]>([:])

  private static func engine(through proxy: ProxySettings.Server?) -> AsyncHTTPClient.HTTPClient {
    engines.withLock { engines in
      if let engine = engines[proxy] { return engine }
      var configuration = AsyncHTTPClient.HTTPClient.Configuration()
      configuration.redirectConfiguration = .disallow
      // Its default retries a refused connection until the deadline; a person at the terminal
      // is better served by failing at once and falling back to the bundled data.
      configuration.connectionPool.retryConnectionEstablishment = false
      // The decompressor's own cap stops a bomb while it inflates; each request's smaller cap
      // is checked on the decompressed chunks in `collect`.
      configuration.decompression = .enabled(limit: .size(defaultMaximumBodySize))
      configuration.proxy = proxy.map { server in
        .server(
          host: server.host, port: server.port,
          authorization: server.username.map {
            .basic(username: $0, password: server.password ?? "")
          })
      }
      let engine = AsyncHTTPClient.HTTPClient(
        eventLoopGroup: AsyncHTTPClient.HTTPClient.defaultEventLoopGroup,
        configuration: configuration)
      engines[proxy] = engine
      return engine
    }
  }

  private static func clientRequest(for request: HTTPRequest) -> HTTPClientRequest {
    var outgoing = HTTPClientRequest(url: request.url.absoluteString)
    outgoing.method = HTTPMethod(rawValue: request.method)
    for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
    // Country data shrinks several times over gzipped. Named explicitly, so the decompressor
    // does not add its default "deflate, gzip": servers disagree on what deflate means.
    if !outgoing.headers.contains(name: "accept-encoding") {
      outgoing.headers.add(name: "Accept-Encoding", value: "gzip")
    }
    // Data is replayable, so a 307 or 308 can send it again.
    if let body = request.body { outgoing.body = .bytes(body) }
    return outgoing
  }

  /// Repeated fields are joined with commas, as HTTP allows and URLSession does.
  private static func fields(_ headers: HTTPHeaders) -> [String: String] {
    var fields: [String: String] = [:]
    for (name, value) in headers {
      let key = name.lowercased()
      fields[key] = fields[key].map { "\($0), \(value)" } ?? value
    }
    return fields
  }

  /// The request a 3xx asks for, or nil when it asks for none we can make.
  private static func redirect(from request: HTTPRequest, by response: HTTPClientResponse)
    -> HTTPRequest?
  {
    let code = Int(response.status.code)
    guard [301, 302, 303, 307, 308].contains(code),
      let location = response.headers.first(name: "location"),
      let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
      let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else { return nil }
    var next = request
    next.url = target
    // As browsers and URLSession do: 303 always, and 301 or 302 after a POST, become a GET
    // without the body; 307 and 308 repeat the request as it was.
    if (code == 303 && request.method != "HEAD")
      || ([301, 302].contains(code) && request.method == "POST")
    {
      next.method = "GET"
      next.body = nil
      next.headers = next.headers.filter { name, _ in
        !["content-type", "content-length"].contains(name.lowercased())
      }
    }
    return next
  }

  /// Runs `operation` against the clock: whichever ends first wins, and the other is
  /// cancelled. Running out of time throws `DeadlinePassed`.
  private static func race<Result: Sendable>(
    _ limit: TimeAmount, _ operation: @escaping @Sendable () async throws -> Result
  ) async throws -> Result {
    try await withThrowingTaskGroup(of: Result.self) { group in
      group.addTask(operation: operation)
      group.addTask {
        try await Task.sleep(for: .nanoseconds(limit.nanoseconds))
        throw DeadlinePassed()
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw DeadlinePassed() }
      return first
    }
  }
}

private struct DeadlinePassed: Error {}
