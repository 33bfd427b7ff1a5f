#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `quiz data status` shows about one source's cache entry.
public struct CacheStatus: Sendable, Hashable {
  public let label: String
  public let fetchedAt: Date
  /// Seconds since `fetchedAt` by the loader's clock; negative if the clock went back.
  public let age: TimeInterval
  public let countryCount: Int
  /// Whether `load()` would use it without asking the remote.
  public let isFresh: Bool

  public init(label: String, fetchedAt: Date, age: TimeInterval, countryCount: Int, isFresh: Bool) {
    self.label = label
    self.fetchedAt = fetchedAt
    self.age = age
    self.countryCount = countryCount
    self.isFresh = isFresh
  }
}
