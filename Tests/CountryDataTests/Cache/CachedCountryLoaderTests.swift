import CountryData
import Foundation
import LoopbackHTTPServer
import QuizEngine
import QuizTestSupport
import Synchronization
import Testing

@Suite("CachedCountryLoader")
struct CachedCountryLoaderTests {
  @Test func load_deliversAFreshEntry_withoutAskingTheRemote() async throws {
    let (sut, remote, store, clock) = makeSUT()
    let fetchedAt = clock.now
    try await store.save(anyEntry(fetchedAt: fetchedAt), for: anyKey())
    clock.advance(by: maxAge - 1)

    let catalog = try await sut.load()

    #expect(remote.loadCount == 0)
    #expect(catalog.countries == anyEntry().countries)
    #expect(
      catalog.source
        == DataSource(kind: .restCountriesV5, label: "REST Countries v5", asOf: fetchedAt))
  }

  @Test func load_fetchesAndSaves_whenTheStoreIsEmpty() async throws {
    let (sut, remote, store, clock) = makeSUT()

    let catalog = try await sut.load()

    #expect(remote.loadCount == 1)
    #expect(catalog.source == remoteSource(asOf: clock.now))
    let saved = try #require(try await store.retrieve(anyKey()))
    #expect(
      saved
        == CachedCountries(
          countries: remoteCountries(), label: "REST Countries v5", fetchedAt: clock.now))
  }

  @Test(arguments: [0, 1, 1_000_000])
  func load_fetchesAgain_whenTheEntryHasExpired(extraSeconds: TimeInterval) async throws {
    let (sut, remote, store, clock) = makeSUT()
    try await store.save(anyEntry(fetchedAt: clock.now), for: anyKey())
    clock.advance(by: maxAge + extraSeconds)

    let catalog = try await sut.load()

    #expect(remote.loadCount == 1)
    #expect(catalog.countries == remoteCountries())
    #expect(try await store.retrieve(anyKey())?.fetchedAt == clock.now)
  }

  @Test func load_fetchesAgain_whenTheEntryIsFromTheFuture() async throws {
    let (sut, remote, store, clock) = makeSUT()
    try await store.save(anyEntry(fetchedAt: clock.now + 60), for: anyKey())

    _ = try await sut.load()

    #expect(remote.loadCount == 1)
  }

  @Test func load_alwaysAsksTheRemote_whenMaxAgeIsZero() async throws {
    let (sut, remote, store, clock) = makeSUT(maxAge: 0)
    try await store.save(anyEntry(fetchedAt: clock.now), for: anyKey())

    _ = try await sut.load()

    #expect(remote.loadCount == 1)
  }

  @Test(arguments: [
    DataUnavailable.connectivity, .invalidData, .rateLimited(retryAfterSeconds: 30),
    .rateLimited(retryAfterSeconds: nil), .unauthorized,
  ])
  func load_deliversTheExpiredEntryAsStale_whenTheRemoteFails(failure: DataUnavailable)
    async throws
  {
    let (sut, remote, store, clock) = makeSUT(remote: [.failure(failure)])
    let fetchedAt = clock.now
    try await store.save(anyEntry(fetchedAt: fetchedAt), for: anyKey())
    clock.advance(by: maxAge * 3)

    let outcome = try await sut.loadReportingFallback()

    #expect(remote.loadCount == 1)
    #expect(outcome.fallbackReason == failure)
    #expect(outcome.catalog.countries == anyEntry().countries)
    #expect(
      outcome.catalog.source
        == DataSource(
          kind: .restCountriesV5, label: "REST Countries v5", asOf: fetchedAt, staleReason: failure)
    )
    #expect(try await store.retrieve(anyKey())?.fetchedAt == fetchedAt)
  }

  @Test(arguments: [
    DataUnavailable.connectivity, .invalidData, .rateLimited(retryAfterSeconds: 5), .unauthorized,
  ])
  func load_rethrowsTheRemotesFailure_whenThereIsNoEntry(failure: DataUnavailable) async throws {
    let (sut, _, store, _) = makeSUT(remote: [.failure(failure)])

    await expectDataUnavailable(failure) { _ = try await sut.load() }
    #expect(try await store.retrieve(anyKey()) == nil)
  }

  @Test func loadReportingFallback_reportsNoReason_forFreshOrFetchedData() async throws {
    let (sut, _, _, _) = makeSUT()

    let fetched = try await sut.loadReportingFallback()
    let cached = try await sut.loadReportingFallback()

    #expect(fetched.fallbackReason == nil)
    #expect(cached.fallbackReason == nil)
    #expect(cached.catalog.source.isStale == false)
  }

  @Test func load_doesNotPaperOverCancellation() async throws {
    let remote = CancelledLoader()
    let store = InMemoryCountryStore()
    try await store.save(anyEntry(), for: anyKey())
    let sut = CachedCountryLoader(
      remote: remote, store: store, key: anyKey(), maxAge: 0, clock: TestClock().closure)

    await #expect(throws: CancellationError.self) { try await sut.load() }
  }

  @Test func load_treatsAnUnreadableStoreAsEmpty_andStillDelivers_whenSavingFails() async throws {
    let remote = LoaderStub([.success(remoteCatalog(asOf: TestClock().now))])
    let sut = CachedCountryLoader(
      remote: remote, store: FailingStore(), key: anyKey(), clock: TestClock().closure)

    let catalog = try await sut.load()

    #expect(catalog.countries == remoteCountries())
    #expect(remote.loadCount == 1)
  }

  @Test func refresh_asksTheRemote_evenWithAFreshEntry_andSaves() async throws {
    let (sut, remote, store, clock) = makeSUT()
    try await store.save(anyEntry(fetchedAt: clock.now), for: anyKey())
    clock.advance(by: 10)

    let catalog = try await sut.refresh()

    #expect(remote.loadCount == 1)
    #expect(catalog.countries == remoteCountries())
    #expect(try await store.retrieve(anyKey())?.fetchedAt == clock.now)
  }

  @Test func refresh_reportsTheFailure_ratherThanStaleData() async throws {
    let (sut, _, store, clock) = makeSUT(remote: [.failure(.connectivity)])
    try await store.save(anyEntry(fetchedAt: clock.now), for: anyKey())

    await expectDataUnavailable(.connectivity) { _ = try await sut.refresh() }
    #expect(try await store.retrieve(anyKey()) == anyEntry(fetchedAt: clock.now))
  }

  @Test func status_isNil_withoutAnEntry() async throws {
    let (sut, _, _, _) = makeSUT()

    #expect(await sut.status() == nil)
  }

  @Test func status_describesTheEntry_withoutAskingTheRemote() async throws {
    let (sut, remote, store, clock) = makeSUT()
    let fetchedAt = clock.now
    try await store.save(anyEntry(fetchedAt: fetchedAt), for: anyKey())
    clock.advance(by: 3_600)

    let fresh = await sut.status()
    clock.advance(by: maxAge)
    let expired = await sut.status()

    #expect(
      fresh
        == CacheStatus(
          label: "REST Countries v5", fetchedAt: fetchedAt, age: 3_600, countryCount: 2,
          isFresh: true))
    #expect(expired?.isFresh == false)
    #expect(expired?.age == 3_600 + maxAge)
    #expect(remote.loadCount == 0)
  }

  // MARK: - Helpers

  private let maxAge: TimeInterval = 7 * 24 * 60 * 60

  private func makeSUT(
    remote results: [Result<CountryCatalog, DataUnavailable>]? = nil, maxAge: TimeInterval? = nil
  ) -> (CachedCountryLoader, LoaderStub, InMemoryCountryStore, TestClock) {
    let clock = TestClock()
    let remote = LoaderStub(results ?? [.success(remoteCatalog(asOf: clock.now))])
    let store = InMemoryCountryStore()
    let sut = CachedCountryLoader(
      remote: ClockedLoader(remote, clock: clock), store: store, key: anyKey(),
      maxAge: maxAge ?? self.maxAge, clock: clock.closure)
    return (sut, remote, store, clock)
  }

  private func remoteCountries() -> [Country] {
    [makeCountry(code: "FR", name: "France", capitals: ["Paris"])]
  }

  private func remoteSource(asOf date: Date) -> DataSource {
    DataSource(kind: .restCountriesV5, label: "REST Countries v5", asOf: date)
  }

  private func remoteCatalog(asOf date: Date) -> CountryCatalog {
    CountryCatalog(countries: remoteCountries(), source: remoteSource(asOf: date))
  }
}

/// Stamps the stub's catalog with the test clock's time at load, as a real remote would.
private struct ClockedLoader: CountryLoader {
  let stub: LoaderStub
  let clock: TestClock

  init(_ stub: LoaderStub, clock: TestClock) {
    self.stub = stub
    self.clock = clock
  }

  func load() async throws -> CountryCatalog {
    let catalog = try await stub.load()
    return CountryCatalog(
      countries: catalog.countries,
      source: DataSource(kind: catalog.source.kind, label: catalog.source.label, asOf: clock.now))
  }
}

private struct CancelledLoader: CountryLoader {
  func load() async throws -> CountryCatalog { throw CancellationError() }
}

private struct FailingStore: CountryStore {
  struct Failure: Error {}

  func retrieve(_ key: CountryStoreKey) async throws -> CachedCountries? { throw Failure() }
  func save(_ entry: CachedCountries, for key: CountryStoreKey) async throws { throw Failure() }
}
