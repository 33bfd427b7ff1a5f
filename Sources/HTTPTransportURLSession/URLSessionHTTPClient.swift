import Foundation
import HTTPTransport
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPClient` over `URLSession`: the one file that knows about `FoundationNetworking`.
///
/// Each request gets its own ephemeral session (no cookies, no URL cache), a time limit for
/// the whole exchange, and a cap on the body that is enforced while the bytes arrive, so an
/// oversized answer is dropped early instead of buffered. The time limit is our own timer:
/// on Linux, `URLSession` rounds its timeouts down to whole seconds (0.5 s fails at once) and
/// ignores `timeoutIntervalForResource`, so its own timeouts are only a backstop. Every transport failure becomes
/// `HTTPClientError.connectivity`; Task cancellation becomes `CancellationError`.
public struct URLSessionHTTPClient: HTTPClient {
  public static let defaultTimeout: TimeInterval = 10
  public static let defaultMaximumBodySize = 20 * 1024 * 1024

  private let timeout: TimeInterval
  private let maximumBodySize: Int

  /// - Parameters:
  ///   - timeout: seconds allowed for one whole request, from connecting to the last byte.
  ///   - maximumBodySize: bytes; a longer body throws `HTTPClientError.bodyTooLarge`.
  public init(
    timeout: TimeInterval = defaultTimeout, maximumBodySize: Int = defaultMaximumBodySize
  ) {
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()

    let configuration = URLSessionConfiguration.ephemeral
    let backstop = (timeout + 1).rounded(.up)
    configuration.timeoutIntervalForRequest = backstop
    configuration.timeoutIntervalForResource = backstop
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false

    var urlRequest = URLRequest(url: request.url, timeoutInterval: backstop)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }

    let exchange = Exchange(limit: maximumBodySize, original: request)
    let session = URLSession(configuration: configuration, delegate: exchange, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let task = session.dataTask(with: urlRequest)
    let deadline = Task { [timeout] in
      try await Task.sleep(for: .seconds(timeout))
      exchange.timeOut()
    }
    defer { deadline.cancel() }

    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        exchange.start(task, continuation: continuation)
      }
    } onCancel: {
      exchange.cancel()
    }
  }
}

/// The delegate of one request's session: collects the body up to the limit and resumes the
/// caller exactly once.
// @unchecked: NSObject is not Sendable; every mutable field lives in the Mutex.
private final class Exchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private struct State {
    var continuation: CheckedContinuation<HTTPResponse, any Error>?
    var task: URLSessionTask?
    var body = Data()
    var bodyTooLarge = false
    var cancelled = false
    var timedOut = false
  }

  private let limit: Int
  private let original: HTTPRequest
  private let state = Mutex(State())

  init(limit: Int, original: HTTPRequest) {
    self.limit = limit
    self.original = original
  }

  func start(_ task: URLSessionTask, continuation: CheckedContinuation<HTTPResponse, any Error>) {
    let (cancelled, timedOut) = state.withLock { state in
      state.continuation = continuation
      state.task = task
      return (state.cancelled, state.timedOut)
    }
    if cancelled {
      finish(.failure(CancellationError()))
    } else if timedOut {
      finish(.failure(HTTPClientError.connectivity))
    } else {
      task.resume()
    }
  }

  func cancel() {
    let task = state.withLock { state in
      state.cancelled = true
      return state.task
    }
    task?.cancel()
  }

  func timeOut() {
    let task = state.withLock { state in
      state.timedOut = true
      return state.task
    }
    task?.cancel()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    if response.expectedContentLength > Int64(limit) {
      state.withLock { $0.bodyTooLarge = true }
      completionHandler(.cancel)
    } else {
      completionHandler(.allow)
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overLimit = state.withLock { state in
      guard !state.bodyTooLarge else { return true }
      guard state.body.count + data.count <= limit else {
        state.bodyTooLarge = true
        state.body = Data()
        return true
      }
      state.body.append(data)
      return false
    }
    if overLimit { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    // Refusing delivers the 3xx itself, which callers treat as a failed request.
    let mayFollow = request.url.map(original.mayFollowRedirect(to:)) ?? false
    completionHandler(mayFollow ? request : nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let outcome: Result<HTTPResponse, any Error> = state.withLock { state in
      if state.bodyTooLarge { return .failure(HTTPClientError.bodyTooLarge) }
      if state.cancelled { return .failure(CancellationError()) }
      if state.timedOut { return .failure(HTTPClientError.connectivity) }
      if error != nil { return .failure(HTTPClientError.connectivity) }
      guard let http = task.response as? HTTPURLResponse else {
        return .failure(HTTPClientError.connectivity)
      }
      var headers: [String: String] = [:]
      for case (let name as String, let value as String) in http.allHeaderFields {
        headers[name] = value
      }
      return .success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: state.body))
    }
    finish(outcome)
  }

  private func finish(_ outcome: Result<HTTPResponse, any Error>) {
    let continuation = state.withLock { state in
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(with: outcome)
  }
}
