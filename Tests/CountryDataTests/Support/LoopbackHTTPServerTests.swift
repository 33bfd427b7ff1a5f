import CountryData
import Foundation
import HTTPTransport
import HTTPTransportURLSession
import LoopbackHTTPServer
import QuizTestSupport
import Testing

/// The test server itself: the integration tests are only as honest as it is.
@Suite("LoopbackHTTPServer", .timeLimit(.minutes(1)))
struct LoopbackHTTPServerTests {
  @Test func listensOnLoopbackOnly_atAPortOfItsOwn() throws {
    let first = try LoopbackHTTPServer { _ in .respond(.init()) }
    let second = try LoopbackHTTPServer { _ in .respond(.init()) }
    defer {
      first.stop()
      second.stop()
    }

    #expect(first.baseURL.host == "127.0.0.1")
    #expect(first.port != 0)
    #expect(first.port != second.port)
  }

  @Test func stop_endsAHangingConnection_soItsClientIsNotLeftWaiting() async throws {
    let server = try LoopbackHTTPServer { _ in .hang }
    let url = server.url("/")
    let client = Task { try await URLSessionHTTPClient(timeout: 60).send(HTTPRequest(url: url)) }
    try await waitUntil { server.requests.count == 1 }

    server.stop()

    await #expect(throws: HTTPClientError.connectivity) { try await client.value }
  }

  @Test func stall_sendsTheHeadAndFirstBytes_thenHoldsTheConnectionOpen() async throws {
    let server = try LoopbackHTTPServer { _ in
      .stall(.init(body: Data(count: 1_000)), afterBytes: 100)
    }
    let url = server.url("/")
    let client = Task { try await URLSessionHTTPClient(timeout: 60).send(HTTPRequest(url: url)) }
    try await waitUntil { server.bytesSent > 100 }
    let sentWhileStalled = server.bytesSent
    try await Task.sleep(for: .milliseconds(100))

    #expect(server.bytesSent == sentWhileStalled)
    server.stop()
    await #expect(throws: HTTPClientError.connectivity) { try await client.value }
  }

  @Test func refusedPort_refusesConnections_andNoServerCanTakeIt() async throws {
    let port = try LoopbackHTTPServer.refusedPort()
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/"))

    await #expect(throws: HTTPClientError.connectivity) {
      try await URLSessionHTTPClient(timeout: 5).send(HTTPRequest(url: url))
    }
    #expect(throws: LoopbackHTTPServer.StartError.self) {
      try LoopbackHTTPServer(port: port) { _ in .respond(.init()) }
    }
    #expect(try LoopbackHTTPServer.refusedPort() == port)
  }

  @Test func aReservedPort_refuses_untilAServerTakesItOver() async throws {
    let reserved = try LoopbackHTTPServer.ReservedPort()
    let url = try #require(URL(string: "http://127.0.0.1:\(reserved.port)/"))

    await #expect(throws: HTTPClientError.connectivity) {
      try await URLSessionHTTPClient(timeout: 5).send(HTTPRequest(url: url))
    }
    let server = try LoopbackHTTPServer(takingOver: reserved) { _ in .respond(.json("{}")) }
    defer { server.stop() }
    let response = try await URLSessionHTTPClient(timeout: 5).send(HTTPRequest(url: url))

    #expect(server.port == reserved.port)
    #expect(response.statusCode == 200)
    #expect(throws: LoopbackHTTPServer.StartError.self) {
      try LoopbackHTTPServer(takingOver: reserved) { _ in .respond(.init()) }
    }
  }

  @Test func stop_keepsThePortRefusing_yetAServerCanListenThereAgain() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json("{}")) }
    let url = server.url("/")
    server.stop()

    await #expect(throws: HTTPClientError.connectivity) {
      try await URLSessionHTTPClient(timeout: 5).send(HTTPRequest(url: url))
    }
    #expect(throws: LoopbackHTTPServer.StartError.self) {
      try LoopbackHTTPServer.ReservedPort(port: server.port)
    }
    let again = try LoopbackHTTPServer(port: server.port) { _ in .respond(.json("[]")) }
    defer { again.stop() }
    let response = try await URLSessionHTTPClient(timeout: 5).send(HTTPRequest(url: url))
    #expect(response.body == Data("[]".utf8))
  }

  @Test func stop_canBeCalledTwice() throws {
    let server = try LoopbackHTTPServer { _ in .respond(.init()) }

    server.stop()
    server.stop()
  }

  @Test func v5Fixture_refusesAMissingOrWrongKey_withAnErrorsBody() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 3), apiKey: "right")
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }
    let client = URLSessionHTTPClient(timeout: 5)

    let missing = try await client.send(HTTPRequest(url: server.url("/countries/v5")))
    let wrong = try await client.send(
      HTTPRequest(url: server.url("/countries/v5"), headers: ["Authorization": "Bearer wrong"]))
    let bare = try await client.send(
      HTTPRequest(url: server.url("/countries/v5"), headers: ["Authorization": "right"]))

    #expect(missing.statusCode == 401)
    #expect(wrong.statusCode == 401)
    #expect(
      try JSONDecoder().decode(JSONValue.self, from: missing.body)
        == .object([
          "errors": .array([.object(["message": .string("Authorization key required.")])])
        ]))
    #expect(bare.statusCode == 200)
  }

  @Test func v5Fixture_pagesAndTrimsToTheResponseFields() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 5), apiKey: "k")
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }

    let response = try await URLSessionHTTPClient(timeout: 5).send(
      HTTPRequest(
        url: server.url(
          "/countries/v5?limit=2&offset=2&response_fields=codes.alpha_2,names.common"),
        headers: ["Authorization": "Bearer k"]))

    let body = try JSONDecoder().decode(JSONValue.self, from: response.body)
    #expect(
      body["data"]?["objects"]
        == .array([
          .object([
            "codes": .object(["alpha_2": .string("AC")]),
            "names": .object(["common": .string("Country AC")]),
          ]),
          .object([
            "codes": .object(["alpha_2": .string("AD")]),
            "names": .object(["common": .string("Country AD")]),
          ]),
        ]))
    #expect(body["data"]?["meta"]?["more"] == .bool(true))
    #expect(body["data"]?["meta"]?["total"] == .integer(5))
  }

  @Test
  func v3Fixture_trimsToTheFields_andRefusesMoreThanTen() async throws {
    let fixture = try RESTCountriesV3Fixture(records: try RepositoryFixtures.v31Records())
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }
    let client = URLSessionHTTPClient(timeout: 5)

    let trimmed = try await client.send(HTTPRequest(url: server.url("/v3.1/all?fields=cca2")))
    let tooMany = try await client.send(
      HTTPRequest(url: server.url("/v3.1/all?fields=a,b,c,d,e,f,g,h,i,j,k")))

    guard case .array(let records) = try JSONDecoder().decode(JSONValue.self, from: trimmed.body)
    else {
      Issue.record("Not an array")
      return
    }
    #expect(records.count == 250)
    #expect(records.first == .object(["cca2": .string("AW")]))
    #expect(tooMany.statusCode == 400)
  }
}
