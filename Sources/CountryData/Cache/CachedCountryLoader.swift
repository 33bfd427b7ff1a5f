import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Puts a `CountryStore` in front of a remote loader, so a session costs no request while
/// the cache is fresh, and a failing remote still leaves the quiz with data.
///
/// - A fresh entry (younger than `maxAge`, in the current format) is returned without touching
///   the remote.
/// - Otherwise the remote is asked; its catalog is saved (best effort) and returned.
/// - If the remote fails with any `DataUnavailable`, an existing entry is returned however
///   old, marked `isStale` with `asOf` its fetch time; `loadReportingFallback()` says why.
///   With no entry the remote's error is rethrown. Cancellation is never papered over.
public struct CachedCountryLoader: CountryLoader {
  public static let defaultMaxAge: TimeInterval = 7 * 24 * 60 * 60

  /// A catalog, and the remote failure that made it come from an expired entry, if any.
  public struct Outcome: Sendable {
    public let catalog: CountryCatalog
    /// nil when the data is fresh from the cache or the remote.
    public let fallbackReason: DataUnavailable?
  }

  private let remote: any CountryLoader
  private let store: any CountryStore
  private let key: CountryStoreKey
  private let maxAge: TimeInterval
  private let clock: @Sendable () -> Date

  /// - Parameters:
  ///   - key: the entry this source uses: its kind and base URL.
  ///   - maxAge: seconds an entry stays fresh; 0 always asks the remote first.
  public init(
    remote: any CountryLoader,
    store: any CountryStore,
    key: CountryStoreKey,
    maxAge: TimeInterval = defaultMaxAge,
    clock: @escaping @Sendable () -> Date = Date.init
  ) {
    self.remote = remote
    self.store = store
    self.key = key
    self.maxAge = maxAge
    self.clock = clock
  }

  public func load() async throws -> CountryCatalog {
    try await loadReportingFallback().catalog
  }

  /// Like `load()`, also saying when the data is stale and why, for the chat's notice.
  public func loadReportingFallback() async throws -> Outcome {
    let entry = await cachedEntry()
    if let entry, isFresh(entry) {
      return Outcome(catalog: catalog(from: entry, staleReason: nil), fallbackReason: nil)
    }
    do {
      return Outcome(catalog: try await fetchAndSave(), fallbackReason: nil)
    } catch let error as DataUnavailable {
      guard let entry else { throw error }
      return Outcome(catalog: catalog(from: entry, staleReason: error), fallbackReason: error)
    }
  }

  /// Asks the remote whatever the cache holds, and saves what it gets: `quiz data refresh`.
  /// No fallback: the caller asked for new data, so a failure is reported as it is.
  public func refresh() async throws -> CountryCatalog {
    try await fetchAndSave()
  }

  /// What the cache holds for this source, without asking the remote: `quiz data status`.
  public func status() async -> CacheStatus? {
    guard let entry = await cachedEntry() else { return nil }
    return CacheStatus(
      label: entry.label, fetchedAt: entry.fetchedAt,
      age: clock().timeIntervalSince(entry.fetchedAt),
      countryCount: entry.countries.count, isFresh: isFresh(entry))
  }

  private func fetchAndSave() async throws -> CountryCatalog {
    let catalog = try await remote.load()
    let entry = CachedCountries(
      countries: catalog.countries, label: catalog.source.label,
      fetchedAt: catalog.source.asOf ?? clock())
    // The data is good even if the disk is full or read-only; the next run simply fetches.
    try? await store.save(entry, for: key)
    return catalog
  }

  private func cachedEntry() async -> CachedCountries? {
    // An unreadable cache is an empty one: it must never stop the quiz.
    (try? await store.retrieve(key)) ?? nil
  }

  /// A clock set back past the fetch time counts as expired: one extra request, never
  /// data kept forever. So does an entry an older build wrote, which lacks fields.
  private func isFresh(_ entry: CachedCountries) -> Bool {
    let age = clock().timeIntervalSince(entry.fetchedAt)
    return age >= 0 && age < maxAge && !entry.isOutdatedFormat
  }

  private func catalog(from entry: CachedCountries, staleReason: DataUnavailable?) -> CountryCatalog
  {
    CountryCatalog(
      countries: entry.countries,
      source: DataSource(
        kind: key.kind, label: entry.label, asOf: entry.fetchedAt, staleReason: staleReason))
  }
}
