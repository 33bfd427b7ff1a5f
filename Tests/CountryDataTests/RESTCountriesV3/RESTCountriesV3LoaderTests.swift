import CountryData
import Foundation
import HTTPTransport
import HTTPTransportURLSession
import LoopbackHTTPServer
import QuizEngine
import Testing

@Suite("RESTCountriesV3Loader", .timeLimit(.minutes(1)))
struct RESTCountriesV3LoaderTests {
  @Test func load_deliversTheArray_fromOneRequestForOnlyTheQuizFields() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(smallArray)) }
    defer { server.stop() }
    let clock = TestClock()

    let catalog = try await makeSUT(server, clock: clock).load()

    #expect(catalog.countries.map(\.code) == ["BE", "ZA"])
    #expect(catalog.country(withCode: "ZA")?.capitals == ["Pretoria", "Bloemfontein", "Cape Town"])
    #expect(
      catalog.source
        == DataSource(kind: .restCountriesV3, label: "REST Countries v3.1", asOf: clock.now))
    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.path == "/v3.1/all")
    #expect(
      request.query["fields"]
        == "name,capital,cca2,flags,altSpellings,translations,demonyms,region,subregion,independent"
    )
    #expect(try #require(request.query["fields"]).split(separator: ",").count <= 10)
    #expect(request.header("Authorization") == nil)
  }

  @Test
  func load_deliversTheWholeDataSet_trimmedToTheQuizFields() async throws {
    let records = try RepositoryFixtures.v31Records()
    let fixtureSize = records.count
    let fixture = try RESTCountriesV3Fixture(records: records)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }

    let catalog = try await makeSUT(server).load()

    #expect(catalog.countries.count == 250)
    #expect(catalog.country(withCode: "BE")?.capitals == ["Brussels"])
    #expect(server.bytesSent < fixtureSize)
  }

  @Test func load_throwsInvalidData_onTheRetiredHostsErrorsBody_evenWith200() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.json(restCountriesErrorsBody("This endpoint has been retired."), status: 200))
    }
    defer { server.stop() }

    await expectDataUnavailable(.invalidData) { _ = try await makeSUT(server).load() }
  }

  @Test(arguments: [
    #"[]"#, #"<html><body>Bad Gateway</body></html>"#, #"[{"cca2": "BE", "name": {"common": "Bel"#,
    #"{"data": []}"#,
  ])
  func load_throwsInvalidData_onA200WithABadBody(body: String) async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(body)) }
    defer { server.stop() }

    await expectDataUnavailable(.invalidData) { _ = try await makeSUT(server).load() }
  }

  @Test(
    arguments: [(401, DataUnavailable.unauthorized), (403, .unauthorized)]
      + [400, 404, 500, 503].map { ($0, DataUnavailable.invalidData) })
  func load_mapsTheStatus(status: Int, expected: DataUnavailable) async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.json(restCountriesErrorsBody("Nope."), status: status))
    }
    defer { server.stop() }

    await expectDataUnavailable(expected) { _ = try await makeSUT(server).load() }
  }

  @Test func load_retriesOnceAfterRetryAfter_thenThrowsRateLimited() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.json("{}", status: 429, headers: ["Retry-After": "4"]))
    }
    defer { server.stop() }
    let sleeper = SleeperSpy()

    await expectDataUnavailable(.rateLimited(retryAfterSeconds: 4)) {
      _ = try await makeSUT(server, sleeper: sleeper).load()
    }
    #expect(sleeper.recorded == [.seconds(4)])
    #expect(server.requests.count == 2)
  }

  @Test func load_throwsConnectivity_whenTheConnectionIsDropped() async throws {
    let server = try LoopbackHTTPServer { _ in .dropConnection }
    defer { server.stop() }

    await expectDataUnavailable(.connectivity) { _ = try await makeSUT(server).load() }
  }

  // MARK: - Helpers

  private let smallArray = #"""
    [{"cca2": "BE", "name": {"common": "Belgium", "official": "Kingdom of Belgium"},
      "capital": ["Brussels"], "flag": "🇧🇪"},
     {"cca2": "ZA", "name": {"common": "South Africa"},
      "capital": ["Pretoria", "Bloemfontein", "Cape Town"]}]
    """#

  private func makeSUT(
    _ server: LoopbackHTTPServer, sleeper: SleeperSpy = SleeperSpy(), clock: TestClock = TestClock()
  ) -> RESTCountriesV3Loader {
    RESTCountriesV3Loader(
      baseURL: server.url("/v3.1"), client: URLSessionHTTPClient(timeout: 5),
      sleep: sleeper.sleeper, clock: clock.closure)
  }
}
