import Synchronization

/// `CountryStore` in memory, for tests and for runs that must not touch the disk.
public final class InMemoryCountryStore: CountryStore {
  private let entries = Mutex<[CountryStoreKey: CachedCountries]>([:])

  public init() {}

  public func retrieve(_ key: CountryStoreKey) async throws -> CachedCountries? {
    entries.withLock { $0[key] }
  }

  public func save(_ entry: CachedCountries, for key: CountryStoreKey) async throws {
    entries.withLock { $0[key] = entry }
  }
}
