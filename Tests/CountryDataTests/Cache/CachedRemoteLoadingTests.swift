import CountryData
import Foundation
import HTTPTransport
import HTTPTransportURLSession
import LoopbackHTTPServer
import QuizEngine
import Testing

/// The cache in front of the real v5 client, over real HTTP and real files.
@Suite("CachedCountryLoader over HTTP and disk", .timeLimit(.minutes(1)))
struct CachedRemoteLoadingTests {
  @Test func aColdCacheCostsThreeRequests_andAFreshOneNone_acrossRuns() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 250), apiKey: key)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }
    let clock = TestClock()

    let cold = try await makeSUT(server, directory, clock).load()
    clock.advance(by: 3_600)
    let warm = try await makeSUT(server, directory, clock).load()

    #expect(server.requests.count == 3)
    #expect(cold.countries.count == 250)
    #expect(Set(warm.countries) == Set(cold.countries))
    #expect(
      warm.source
        == DataSource(kind: .restCountriesV5, label: "REST Countries v5", asOf: cold.source.asOf))
  }

  @Test func theKeyNeverReachesTheCacheDirectory() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 120), apiKey: key)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    defer { server.stop() }

    _ = try await makeSUT(server, directory, TestClock()).load()

    let names = try directory.contents()
    #expect(names.count == 1)
    for name in names {
      #expect(!name.contains(key))
      let bytes = try Data(contentsOf: directory.url.appendingPathComponent(name))
      #expect(bytes.range(of: Data(key.utf8)) == nil)
      #expect(bytes.range(of: Data("127.0.0.1".utf8)) == nil)
    }
  }

  @Test func anExpiredEntryIsServedStale_whenTheServerHasGone() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 120), apiKey: key)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    let clock = TestClock()
    let fetched = try await makeSUT(server, directory, clock).load()
    server.stop()
    clock.advance(by: 30 * 24 * 3_600)

    let outcome = try await makeSUT(server, directory, clock).loadReportingFallback()

    #expect(outcome.fallbackReason == .connectivity)
    #expect(outcome.catalog.source.isStale)
    #expect(outcome.catalog.source.asOf == fetched.source.asOf)
    #expect(outcome.catalog.countries.count == 120)
  }

  @Test func aRevokedKeyFallsBackToStaleData_sayingWhy() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixture = RESTCountriesV5Fixture(records: syntheticV5Records(count: 10), apiKey: key)
    let revoked = Counter()
    let server = try LoopbackHTTPServer { request in
      revoked.value > 0
        ? .respond(.json(restCountriesErrorsBody("Authorization key required."), status: 401))
        : fixture.reply(to: request)
    }
    defer { server.stop() }
    let clock = TestClock()
    _ = try await makeSUT(server, directory, clock).load()
    _ = revoked.increment()
    clock.advance(by: 8 * 24 * 3_600)

    let outcome = try await makeSUT(server, directory, clock).loadReportingFallback()

    #expect(outcome.fallbackReason == .unauthorized)
    #expect(outcome.catalog.source.isStale)
    #expect(outcome.catalog.countries.count == 10)
    #expect(server.requests.count == 2)
  }

  // MARK: - Helpers

  private let key = "rc_live_integration_key"

  private func makeSUT(
    _ server: LoopbackHTTPServer, _ directory: TemporaryDirectory, _ clock: TestClock
  ) -> CachedCountryLoader {
    let base = server.url("/countries/v5")
    let remote = RESTCountriesV5Loader(
      apiKey: key, baseURL: base, client: URLSessionHTTPClient(timeout: 5),
      sleep: SleeperSpy().sleeper, clock: clock.closure)
    return CachedCountryLoader(
      remote: remote, store: FileCountryStore(directory: directory.url),
      key: CountryStoreKey(kind: .restCountriesV5, baseURL: base), clock: clock.closure)
  }
}
