import CountryData
import Foundation
import HTTPTransport
import HTTPTransportURLSession
import LoopbackHTTPServer
import QuizEngine
import Testing

/// Three minutes: fifty requests alone take a tenth of a second, but the tests that drive
/// `quiz` in tmux block the test pool's two threads while they wait, and these requests then
/// wait for a thread. A hang still fails.
@Suite("RESTCountriesV5Loader", .timeLimit(.minutes(3)))
struct RESTCountriesV5LoaderTests {
  @Test func load_deliversEveryPage_followingMetaMore() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 250), apiKey: key)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }
    let clock = TestClock()

    let catalog = try await makeSUT(server, clock: clock).load()

    #expect(catalog.countries.count == 250)
    #expect(Set(catalog.countries.map(\.code)).count == 250)
    #expect(
      catalog.source
        == DataSource(kind: .restCountriesV5, label: "REST Countries v5", asOf: clock.now))
    #expect(server.requests.map { $0.query["offset"] } == ["0", "100", "200"])
    #expect(server.requests.allSatisfy { $0.query["limit"] == "100" })
  }

  @Test func load_sendsTheKeyOnlyInTheAuthorizationHeader() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 250), apiKey: key)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }

    _ = try await makeSUT(server).load()

    #expect(server.requests.count == 3)
    for request in server.requests {
      #expect(request.header("Authorization") == "Bearer \(key)")
      #expect(!request.target.contains(key))
      #expect(request.path == "/countries/v5")
    }
  }

  @Test func load_asksOnlyForTheFieldsTheQuizUses() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 3), apiKey: key)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }

    _ = try await makeSUT(server).load()

    let fields = try #require(server.requests.first?.query["response_fields"])
    #expect(
      fields
        == "names.common,names.official,names.alternates,names.native,names.translations,"
        + "codes.alpha_2,capitals,flag,demonyms.eng,region,subregion,classification")
  }

  @Test
  func load_deliversTheWholeDataSet_inThreeRequests() async throws {
    let fixture = RESTCountriesV5Fixture(records: try RepositoryFixtures.v5Records(), apiKey: key)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }

    let catalog = try await makeSUT(server).load()

    #expect(server.requests.count == 3)
    #expect(catalog.countries.count == 250)
    #expect(catalog.country(withCode: "ZA")?.capitals == ["Pretoria", "Bloemfontein", "Cape Town"])
    #expect(catalog.country(withCode: "AQ")?.capitals == [])
    #expect(catalog.country(withCode: "CG")?.alternateNames.contains("Congo") == true)
    #expect(catalog.countries.filter { $0.isIndependent == true }.count == 195)
    #expect(catalog.country(withCode: "BR")?.subregion == "South America")
    #expect(catalog.country(withCode: "VA")?.isUNMember == false)
  }

  @Test func load_throwsUnauthorized_whenTheServerRefusesTheKey() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 3), apiKey: "other")
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }

    await expectDataUnavailable(.unauthorized) { _ = try await makeSUT(server).load() }
    #expect(server.requests.count == 1)
  }

  @Test(arguments: ["", "   ", "two words", "line\nbreak"])
  func load_throwsUnauthorized_withoutARequest_whenTheKeyIsUnusable(apiKey: String) async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json("{}")) }
    defer { server.stop() }

    await expectDataUnavailable(.unauthorized) {
      _ = try await makeSUT(server, apiKey: apiKey).load()
    }
    #expect(server.requests.isEmpty)
  }

  @Test(
    arguments: [(401, DataUnavailable.unauthorized), (403, .unauthorized)]
      + [400, 404, 500, 502, 503].map { ($0, DataUnavailable.invalidData) })
  func load_mapsTheStatus(status: Int, expected: DataUnavailable) async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.json(restCountriesErrorsBody("Nope."), status: status))
    }
    defer { server.stop() }

    await expectDataUnavailable(expected) { _ = try await makeSUT(server).load() }
  }

  @Test(arguments: BadBody.allCases)
  func load_throwsInvalidData_onA200WithABadBody(body: BadBody) async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(body.data)) }
    defer { server.stop() }

    await expectDataUnavailable(.invalidData) { _ = try await makeSUT(server).load() }
  }

  @Test func load_throwsInvalidData_onABodyOverTheLimit() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(Data(count: 50_000))) }
    defer { server.stop() }
    let sut = RESTCountriesV5Loader(
      apiKey: key, baseURL: server.url("/countries/v5"),
      client: URLSessionHTTPClient(timeout: 5, maximumBodySize: 10_000))

    await expectDataUnavailable(.invalidData) { _ = try await sut.load() }
  }

  @Test func load_throwsInvalidData_onABodyOverTwentyMegabytes_withTheDefaultClient()
    async throws
  {
    let server = try LoopbackHTTPServer { _ in .respond(.json(Data(count: 20 * 1024 * 1024 + 1))) }
    defer { server.stop() }
    let sut = RESTCountriesV5Loader(
      apiKey: key, baseURL: server.url("/countries/v5"), client: URLSessionHTTPClient())

    await expectDataUnavailable(.invalidData) { _ = try await sut.load() }
  }

  @Test func load_throwsInvalidData_whenTheServerSaysMoreForever() async throws {
    let server = try LoopbackHTTPServer { request in
      let offset = Int(request.query["offset"] ?? "") ?? 0
      let code = String(format: "%c%c", 65 + offset / 26 % 26, 65 + offset % 26)
      return .respond(
        .json(
          #"{"data": {"objects": [{"names": {"common": "C \#(code)"}, "codes": {"alpha_2": "\#(code)"}}], "meta": {"more": true}}}"#
        ))
    }
    defer { server.stop() }

    await expectDataUnavailable(.invalidData) { _ = try await makeSUT(server).load() }
    #expect(server.requests.count == V5CountriesMapper.PageAccumulator.defaultMaximumPages)
  }

  @Test func load_throwsInvalidData_whenPagesDoNotAdvance() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(
        .json(
          #"{"data": {"objects": [{"names": {"common": "Belgium"}, "codes": {"alpha_2": "BE"}}], "meta": {"more": true}}}"#
        ))
    }
    defer { server.stop() }

    await expectDataUnavailable(.invalidData) { _ = try await makeSUT(server).load() }
    #expect(server.requests.count == 2)
  }

  @Test func load_throwsInvalidData_ratherThanAPartialCatalog_whenALaterPageFails() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 250), apiKey: key)
    let server = try LoopbackHTTPServer { request in
      request.query["offset"] == "200"
        ? .respond(.json("oops", status: 500)) : fixture.reply(to: request)
    }
    defer { server.stop() }

    await expectDataUnavailable(.invalidData) { _ = try await makeSUT(server).load() }
    #expect(server.requests.count == 3)
  }

  @Test func load_waitsForRetryAfter_retriesOnce_thenThrowsRateLimited() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(
        .json(restCountriesErrorsBody("Slow down."), status: 429, headers: ["Retry-After": "3"]))
    }
    defer { server.stop() }
    let sleeper = SleeperSpy()

    await expectDataUnavailable(.rateLimited(retryAfterSeconds: 3)) {
      _ = try await makeSUT(server, sleeper: sleeper).load()
    }
    #expect(sleeper.recorded == [.seconds(3)])
    #expect(server.requests.count == 2)
  }

  @Test func load_succeeds_whenTheRetryAfterA429Succeeds() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 250), apiKey: key)
    let throttled = LoopbackHTTPServer.Reply.respond(
      .json("{}", status: 429, headers: ["Retry-After": "2"]))
    let server = try LoopbackHTTPServer(
      handler: sequencedThenFixture([throttled], fixture))
    defer { server.stop() }
    let sleeper = SleeperSpy()

    let catalog = try await makeSUT(server, sleeper: sleeper).load()

    #expect(catalog.countries.count == 250)
    #expect(sleeper.recorded == [.seconds(2)])
    #expect(server.requests.map { $0.query["offset"] } == ["0", "0", "100", "200"])
  }

  @Test func load_retriesOnlyOncePerLoad_evenWhenALaterPageIsThrottled() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 250), apiKey: key)
    let throttled = LoopbackHTTPServer.Reply.respond(
      .json("{}", status: 429, headers: ["Retry-After": "1"]))
    let server = try LoopbackHTTPServer { request in
      request.query["offset"] == "0" ? fixture.reply(to: request) : throttled
    }
    defer { server.stop() }
    let sleeper = SleeperSpy()

    await expectDataUnavailable(.rateLimited(retryAfterSeconds: 1)) {
      _ = try await makeSUT(server, sleeper: sleeper).load()
    }
    #expect(sleeper.recorded == [.seconds(1)])
    #expect(server.requests.count == 3)
  }

  @Test func load_doesNotWait_whenRetryAfterIsOverTheBound() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.json("{}", status: 429, headers: ["Retry-After": "3600"]))
    }
    defer { server.stop() }
    let sleeper = SleeperSpy()

    await expectDataUnavailable(.rateLimited(retryAfterSeconds: 3600)) {
      _ = try await makeSUT(server, sleeper: sleeper).load()
    }
    #expect(sleeper.recorded.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test(arguments: [nil, "soon", "Wed, 21 Oct 2026 07:28:00 GMT", "-5"])
  func load_waitsASecondAndRetries_whenRetryAfterIsMissingOrNotSeconds(retryAfter: String?)
    async throws
  {
    let server = try LoopbackHTTPServer { _ in
      .respond(.json("{}", status: 429, headers: retryAfter.map { ["Retry-After": $0] } ?? [:]))
    }
    defer { server.stop() }
    let sleeper = SleeperSpy()

    await expectDataUnavailable(.rateLimited(retryAfterSeconds: nil)) {
      _ = try await makeSUT(server, sleeper: sleeper).load()
    }
    #expect(sleeper.recorded == [.seconds(1)])
    #expect(server.requests.count == 2)
  }

  @Test func load_throwsConnectivity_whenTheConnectionIsDropped() async throws {
    let server = try LoopbackHTTPServer { _ in .dropConnection }
    defer { server.stop() }

    await expectDataUnavailable(.connectivity) { _ = try await makeSUT(server).load() }
  }

  @Test func load_throwsConnectivity_whenTheServerHangsPastTheTimeout() async throws {
    let server = try LoopbackHTTPServer { _ in .hang }
    defer { server.stop() }

    await expectDataUnavailable(.connectivity) {
      _ = try await makeSUT(server, timeout: 0.5).load()
    }
  }

  @Test func load_throwsConnectivity_whenTheConnectionIsRefused() async throws {
    let port = try LoopbackHTTPServer.refusedPort()
    let sut = RESTCountriesV5Loader(
      apiKey: key, baseURL: try #require(URL(string: "http://127.0.0.1:\(port)/countries/v5")),
      client: URLSessionHTTPClient(timeout: 5))

    await expectDataUnavailable(.connectivity) { _ = try await sut.load() }
  }

  @Test func load_throwsConnectivity_whenTheBodyIsCutShort() async throws {
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 50), apiKey: key)
    let server = try LoopbackHTTPServer { request in
      .truncated(fixture.response(to: request), afterBytes: 200)
    }
    defer { server.stop() }

    await expectDataUnavailable(.connectivity) { _ = try await makeSUT(server).load() }
  }

  @Test func loader_neverShowsTheKey_inItsDescriptionOrDump() throws {
    let sut = RESTCountriesV5Loader(apiKey: key, client: URLSessionHTTPClient())

    var dumped = ""
    dump(sut, to: &dumped)

    #expect(!dumped.contains(key))
    #expect(!String(describing: sut).contains(key))
    #expect(!String(reflecting: sut).contains(key))
  }

  @Test func defaultBaseURL_isTheMaintainedAPI() {
    #expect(
      RESTCountriesV5Loader.defaultBaseURL.absoluteString
        == "https://api.restcountries.com/countries/v5")
  }

  // MARK: - Helpers

  private let key = "rc_test_secret_key_123"

  private func makeSUT(
    _ server: LoopbackHTTPServer, apiKey: String? = nil, timeout: TimeInterval = 5,
    sleeper: SleeperSpy = SleeperSpy(), clock: TestClock = TestClock()
  ) -> RESTCountriesV5Loader {
    RESTCountriesV5Loader(
      apiKey: apiKey ?? key, baseURL: server.url("/countries/v5"),
      client: URLSessionHTTPClient(timeout: timeout), sleep: sleeper.sleeper,
      clock: clock.closure)
  }

  private func sequencedThenFixture(
    _ first: [LoopbackHTTPServer.Reply], _ fixture: RESTCountriesV5Fixture
  ) -> LoopbackHTTPServer.Handler {
    let pending = sequenced(first + [.dropConnection])
    let served = Counter()
    return { request in
      served.increment() <= first.count ? pending(request) : fixture.reply(to: request)
    }
  }
}

/// Bodies that must never become a catalog, whatever the status says.
enum BadBody: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case htmlPage, malformedJSON, truncatedJSON, errorsBody, invalidUTF8, bareArray, noCountries,
    empty

  var data: Data {
    switch self {
    case .htmlPage: Data("<!DOCTYPE html><html><body><h1>Welcome</h1></body></html>".utf8)
    case .malformedJSON: Data("{data: objects}".utf8)
    case .truncatedJSON: Data(#"{"data": {"objects": [{"names": {"common": "Bel"#.utf8)
    case .errorsBody: restCountriesErrorsBody("This endpoint has been retired.")
    case .invalidUTF8:
      Data(#"{"data": {"objects": [{"names": {"common": "Bel"#.utf8) + Data([0xFF, 0xFE])
        + Data(#"gium"}, "codes": {"alpha_2": "BE"}}], "meta": {"more": false}}}"#.utf8)
    case .bareArray: Data(#"[{"names": {"common": "Belgium"}, "codes": {"alpha_2": "BE"}}]"#.utf8)
    case .noCountries: Data(#"{"data": {"objects": [], "meta": {"more": false}}}"#.utf8)
    case .empty: Data()
    }
  }

  var testDescription: String { rawValue }
}
