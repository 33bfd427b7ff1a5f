import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `quiz data status` reports about the configured source.
public struct DataStatus: Sendable, Equatable {
  /// Whether live data could be fetched now, looked at without sending anything: the helper
  /// program requests go through, and the API key. Never the key itself.
  public struct LiveDataAccess: Sendable, Equatable {
    /// "quiz-http".
    public let helperName: String
    /// Where the helper is; nil when it is not installed.
    public let helperPath: String?
    /// Where the helper was looked for, in order.
    public let searched: [String]
    /// The variable the source's API key comes from ("RESTCOUNTRIES_API_KEY"); nil when the
    /// configured source needs none.
    public let apiKeyVariable: String?
    public let hasAPIKey: Bool

    public init(
      helperName: String, helperPath: String?, searched: [String], apiKeyVariable: String?,
      hasAPIKey: Bool
    ) {
      self.helperName = helperName
      self.helperPath = helperPath
      self.searched = searched
      self.apiKeyVariable = apiKeyVariable
      self.hasAPIKey = hasAPIKey
    }
  }

  /// "REST Countries v5", "bundled snapshot of REST Countries".
  public let sourceLabel: String
  /// The remote's base URL; nil for bundled data.
  public let location: URL?
  /// The cache file; nil for bundled data.
  public let cachePath: String?
  /// The cache entry, or nil when nothing was fetched yet (always nil for bundled data).
  public let cacheEntry: CacheStatus?
  /// For bundled data: its date and size.
  public let bundled: (dataDate: Date?, countryCount: Int)?
  public let cacheMaxAge: TimeInterval
  /// Nil when not looked at.
  public let liveData: LiveDataAccess?

  public init(
    sourceLabel: String, location: URL?, cachePath: String?, cacheEntry: CacheStatus?,
    bundled: (dataDate: Date?, countryCount: Int)?, cacheMaxAge: TimeInterval,
    liveData: LiveDataAccess? = nil
  ) {
    self.sourceLabel = sourceLabel
    self.location = location
    self.cachePath = cachePath
    self.cacheEntry = cacheEntry
    self.bundled = bundled
    self.cacheMaxAge = cacheMaxAge
    self.liveData = liveData
  }

  public static func == (lhs: DataStatus, rhs: DataStatus) -> Bool {
    lhs.sourceLabel == rhs.sourceLabel && lhs.location == rhs.location
      && lhs.cachePath == rhs.cachePath && lhs.cacheEntry == rhs.cacheEntry
      && lhs.bundled?.dataDate == rhs.bundled?.dataDate
      && lhs.bundled?.countryCount == rhs.bundled?.countryCount
      && lhs.cacheMaxAge == rhs.cacheMaxAge && lhs.liveData == rhs.liveData
  }
}

/// `quiz data status` and `quiz data refresh`, implemented by the composition root.
public protocol DataAdministering: Sendable {
  func status() async -> DataStatus
  /// Fetches from the remote now; throws `DataUnavailable` when it cannot.
  func refresh() async throws -> DataStatus
}
