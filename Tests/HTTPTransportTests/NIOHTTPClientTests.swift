import Foundation
import HTTPTransport
import HTTPTransportNIO
import LoopbackHTTPServer
import Testing

/// What only the terminal's client does: gzip and proxies from the environment.
@Suite("NIOHTTPClient gzip and proxies", .timeLimit(.minutes(1)))
struct NIOHTTPClientTests {
  // MARK: gzip

  @Test func asksForGzip_andDeliversTheBodyDecompressed() async throws {
    let text = Data(String(repeating: "Brussels, Belgium. ", count: 2_000).utf8)
    let server = try LoopbackHTTPServer { request in
      let response = LoopbackHTTPServer.Response(body: text)
      return .respond(request.acceptsGzip ? response.gzipped() : response)
    }
    defer { server.stop() }

    let response = try await NIOHTTPClient().send(HTTPRequest(url: server.url("/")))

    #expect(server.requests.first?.header("Accept-Encoding") == "gzip")
    #expect(response.body == text)
    #expect(server.bytesSent < text.count / 10)
  }

  @Test func aGzipBomb_isBodyTooLarge_byItsDecompressedSize() async throws {
    let bomb = try #require(Gzip.compress(Data(count: 21 * 1024 * 1024)))
    let server = try LoopbackHTTPServer { _ in
      .respond(.init(headers: ["Content-Encoding": "gzip"], body: bomb))
    }
    defer { server.stop() }

    #expect(bomb.count < 100_000)
    await #expect(throws: HTTPClientError.bodyTooLarge) {
      try await NIOHTTPClient().send(HTTPRequest(url: server.url("/")))
    }
  }

  @Test func theRequestsOwnLimit_appliesToTheDecompressedBody() async throws {
    let body = try #require(Gzip.compress(Data(count: 50_000)))
    let server = try LoopbackHTTPServer { _ in
      .respond(.init(headers: ["Content-Encoding": "gzip"], body: body))
    }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.bodyTooLarge) {
      try await NIOHTTPClient(maximumBodySize: 10_000).send(HTTPRequest(url: server.url("/")))
    }
  }

  @Test func aBodyThatClaimsGzipButIsNot_isInvalidContentEncoding() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(
        .init(headers: ["Content-Encoding": "gzip"], body: Data(#"{"data": "plain"}"#.utf8)))
    }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.invalidContentEncoding) {
      try await NIOHTTPClient().send(HTTPRequest(url: server.url("/")))
    }
  }

  // MARK: Proxies

  @Test func anHTTPRequest_goesThroughTheProxy_withItsCredentials() async throws {
    let origin = try LoopbackHTTPServer { _ in .respond(.init(body: Data("from origin".utf8))) }
    let credentials = "Basic " + Data("alice:s3cr3t".utf8).base64EncodedString()
    let proxy = try LoopbackHTTPServer.forwardProxy(requiredAuthorization: credentials)
    defer {
      origin.stop()
      proxy.stop()
    }
    let sut = NIOHTTPClient(
      proxies: ProxySettings(environment: [
        "http_proxy": "http://alice:s3cr3t@127.0.0.1:\(proxy.port)"
      ]))

    let response = try await sut.send(HTTPRequest(url: origin.url("/countries?page=2")))

    // AsyncHTTPClient tunnels plain http too (CONNECT), where curl would send the URL.
    #expect(response.statusCode == 200)
    #expect(response.body == Data("from origin".utf8))
    #expect(proxy.requests.map(\.method) == ["CONNECT"])
    #expect(proxy.requests.map(\.target) == ["127.0.0.1:\(origin.port)"])
    #expect(proxy.requests.first?.header("Proxy-Authorization") == credentials)
    #expect(origin.requests.map(\.target) == ["/countries?page=2"])
    #expect(origin.requests.first?.header("Proxy-Authorization") == nil)
    #expect(proxy.bytesSent > "from origin".utf8.count)
  }

  @Test func anHTTPSRequest_asksTheHTTPSProxyForATunnel() async throws {
    let proxy = try LoopbackHTTPServer.forwardProxy()
    defer { proxy.stop() }
    let sut = NIOHTTPClient(
      timeout: 5,
      proxies: ProxySettings(environment: [
        "HTTPS_PROXY": "http://bob:pw@127.0.0.1:\(proxy.port)", "http_proxy": "http://127.0.0.1:9",
      ]))

    // Nothing here speaks TLS, so the tunnel is refused; the proxy still saw who asked.
    await #expect(throws: HTTPClientError.connectivity) {
      try await sut.send(
        HTTPRequest(url: URL(string: "https://api.restcountries.com/countries/v5")!))
    }
    let connect = try #require(proxy.requests.first)
    #expect(connect.method == "CONNECT")
    #expect(connect.target == "api.restcountries.com:443")
    #expect(
      connect.header("Proxy-Authorization") == "Basic " + Data("bob:pw".utf8).base64EncodedString())
  }

  @Test func noProxy_sendsTheRequestDirect() async throws {
    let origin = try LoopbackHTTPServer { _ in .respond(.init(body: Data("direct".utf8))) }
    let proxy = try LoopbackHTTPServer.forwardProxy()
    defer {
      origin.stop()
      proxy.stop()
    }
    let sut = NIOHTTPClient(
      proxies: ProxySettings(environment: [
        "http_proxy": "http://127.0.0.1:\(proxy.port)", "no_proxy": "localhost,127.0.0.1",
      ]))

    let response = try await sut.send(HTTPRequest(url: origin.url("/")))

    #expect(response.body == Data("direct".utf8))
    #expect(proxy.requests.isEmpty)
    #expect(origin.requests.count == 1)
  }

  @Test func anUnreachableProxy_isAConnectivityError_neverADirectRequest() async throws {
    let origin = try LoopbackHTTPServer { _ in .respond(.init()) }
    defer { origin.stop() }
    let sut = NIOHTTPClient(
      timeout: 5,
      proxies: ProxySettings(environment: [
        "http_proxy": "http://127.0.0.1:\(try LoopbackHTTPServer.refusedPort())"
      ]))

    await #expect(throws: HTTPClientError.connectivity) {
      try await sut.send(HTTPRequest(url: origin.url("/")))
    }
    #expect(origin.requests.isEmpty)
  }

  @Test func gzip_travelsThroughTheProxy_andArrivesDecompressed() async throws {
    let text = Data(String(repeating: "Chile, Santiago. ", count: 1_000).utf8)
    let origin = try LoopbackHTTPServer { request in
      let response = LoopbackHTTPServer.Response(body: text)
      return .respond(request.acceptsGzip ? response.gzipped() : response)
    }
    let proxy = try LoopbackHTTPServer.forwardProxy()
    defer {
      origin.stop()
      proxy.stop()
    }
    let sut = NIOHTTPClient(
      proxies: ProxySettings(environment: ["http_proxy": "127.0.0.1:\(proxy.port)"]))

    let response = try await sut.send(HTTPRequest(url: origin.url("/")))

    #expect(response.body == text)
    #expect(proxy.bytesSent < text.count / 10)
  }
}
