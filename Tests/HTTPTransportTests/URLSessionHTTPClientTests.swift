import Foundation
import HTTPTransport
import HTTPTransportURLSession
import LoopbackHTTPServer
import QuizTestSupport
import Testing

@Suite("URLSessionHTTPClient")
struct URLSessionHTTPClientTests {
  @Test func send_deliversStatusHeadersAndBody_asTheServerSentThem() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.init(status: 203, headers: ["X-Thing": "yes"], body: Data("hello".utf8)))
    }
    defer { server.stop() }

    let response = try await makeSUT().send(HTTPRequest(url: server.url("/any")))

    #expect(response.statusCode == 203)
    #expect(response.value(forHeader: "x-thing") == "yes")
    #expect(response.body == Data("hello".utf8))
  }

  @Test func send_sendsTheMethodTargetAndHeaders() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.init()) }
    defer { server.stop() }

    _ = try await makeSUT().send(
      HTTPRequest(url: server.url("/a/b?x=1&y=two"), headers: ["Authorization": "Bearer k"]))

    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.target == "/a/b?x=1&y=two")
    #expect(request.header("authorization") == "Bearer k")
  }

  @Test func send_sendsAPostWithItsBody() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.init()) }
    defer { server.stop() }
    let body = Data(#"{"q":"capital of Chad"}"#.utf8)

    _ = try await makeSUT().send(
      HTTPRequest(
        method: "POST", url: server.url("/v1/chat/completions"),
        headers: ["Content-Type": "application/json"], body: body))

    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.body == body)
    #expect(request.header("content-type") == "application/json")
  }

  @Test(arguments: [400, 401, 404, 429, 500, 503])
  func send_deliversErrorStatuses_asResponses(status: Int) async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json("{}", status: status)) }
    defer { server.stop() }

    let response = try await makeSUT().send(HTTPRequest(url: server.url("/")))

    #expect(response.statusCode == status)
  }

  @Test func send_waitsForASlowAnswer_withinTheTimeout() async throws {
    let server = try LoopbackHTTPServer { _ in
      .slow(.milliseconds(100), .init(body: Data("late".utf8)))
    }
    defer { server.stop() }

    let response = try await makeSUT(timeout: 5).send(HTTPRequest(url: server.url("/")))

    #expect(response.body == Data("late".utf8))
  }

  @Test func send_throwsConnectivity_whenTheConnectionIsDropped() async throws {
    let server = try LoopbackHTTPServer { _ in .dropConnection }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.connectivity) {
      try await makeSUT().send(HTTPRequest(url: server.url("/")))
    }
  }

  @Test func send_throwsConnectivity_whenTheServerHangsPastTheTimeout() async throws {
    let server = try LoopbackHTTPServer { _ in .hang }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.connectivity) {
      try await makeSUT(timeout: 0.5).send(HTTPRequest(url: server.url("/")))
    }
    #expect(server.requests.count == 1)
  }

  @Test func send_throwsConnectivity_whenASlowAnswerMissesTheTimeout() async throws {
    let server = try LoopbackHTTPServer { _ in .slow(.seconds(30), .init()) }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.connectivity) {
      try await makeSUT(timeout: 0.5).send(HTTPRequest(url: server.url("/")))
    }
    #expect(server.requests.count == 1)
  }

  @Test func send_throwsConnectivity_whenTheConnectionIsRefused() async throws {
    let port = try LoopbackHTTPServer.refusedPort()

    await #expect(throws: HTTPClientError.connectivity) {
      try await makeSUT().send(
        HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/"))))
    }
  }

  @Test func send_throwsConnectivity_whenTheBodyIsCutShort() async throws {
    let server = try LoopbackHTTPServer { _ in
      .truncated(.json(String(repeating: "x", count: 1_000)), afterBytes: 100)
    }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.connectivity) {
      try await makeSUT().send(HTTPRequest(url: server.url("/")))
    }
  }

  @Test func send_throwsBodyTooLarge_whenTheDeclaredLengthIsOverTheLimit() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.init(body: Data(count: 2_000))) }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.bodyTooLarge) {
      try await makeSUT(maximumBodySize: 1_000).send(HTTPRequest(url: server.url("/")))
    }
  }

  @Test func send_throwsBodyTooLarge_whenAnUndeclaredBodyGrowsOverTheLimit() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.init(body: Data(count: 300_000), sendsContentLength: false))
    }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.bodyTooLarge) {
      try await makeSUT(maximumBodySize: 100_000).send(HTTPRequest(url: server.url("/")))
    }
  }

  @Test func send_deliversABodyOfExactlyTheLimit() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.init(body: Data(count: 1_000), sendsContentLength: false))
    }
    defer { server.stop() }

    let response = try await makeSUT(maximumBodySize: 1_000).send(HTTPRequest(url: server.url("/")))

    #expect(response.body.count == 1_000)
  }

  @Test func send_throwsCancellation_whenItsTaskIsCancelled() async throws {
    let server = try LoopbackHTTPServer { _ in .hang }
    defer { server.stop() }
    let sut = makeSUT(timeout: 30)
    let url = server.url("/")

    let task = Task { try await sut.send(HTTPRequest(url: url)) }
    try await waitUntil { server.requests.count == 1 }
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func send_doesNotFollowARedirectToAnotherOrigin_withCredentials() async throws {
    let elsewhere = try LoopbackHTTPServer { _ in .respond(.init(body: Data("secret".utf8))) }
    defer { elsewhere.stop() }
    let target = elsewhere.url("/steal").absoluteString
    let server = try LoopbackHTTPServer { _ in
      .respond(.init(status: 302, headers: ["Location": target]))
    }
    defer { server.stop() }

    let response = try await makeSUT().send(
      HTTPRequest(url: server.url("/"), headers: ["Authorization": "Bearer secret-key"]))

    #expect(response.statusCode == 302)
    #expect(elsewhere.requests.isEmpty)
  }

  @Test func requestDescription_neverShowsTheAuthorizationValue() throws {
    let request = HTTPRequest(
      url: try #require(URL(string: "https://example.test/x")),
      headers: ["Authorization": "Bearer secret-key", "Accept": "application/json"])

    #expect(!String(describing: request).contains("secret-key"))
    #expect(!String(reflecting: request).contains("secret-key"))
    #expect(String(describing: request).contains("Accept: application/json"))
  }

  @Test func requestDescription_givesTheBodySize_notItsContent() throws {
    let request = HTTPRequest(
      method: "POST", url: try #require(URL(string: "https://example.test/")),
      body: Data("private question".utf8))

    #expect(String(describing: request).contains("16 bytes"))
    #expect(!String(describing: request).contains("private question"))
  }

  // MARK: - Helpers

  private func makeSUT(
    timeout: TimeInterval = 5, maximumBodySize: Int = URLSessionHTTPClient.defaultMaximumBodySize
  ) -> URLSessionHTTPClient {
    URLSessionHTTPClient(timeout: timeout, maximumBodySize: maximumBodySize)
  }
}
