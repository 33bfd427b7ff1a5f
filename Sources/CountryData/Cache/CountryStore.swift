import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Keeps one catalog per remote source between runs. Owned by `CachedCountryLoader`.
///
/// `retrieve` delivers nil for anything it cannot trust (missing, damaged, someone else's),
/// so callers treat the cache as empty rather than failing.
public protocol CountryStore: Sendable {
  func retrieve(_ key: CountryStoreKey) async throws -> CachedCountries?
  /// Replaces the entry for `key` as a whole: a reader sees the old one or the new one.
  func save(_ entry: CachedCountries, for key: CountryStoreKey) async throws
}

/// Which entry: one per source kind and base URL, so two servers never share data.
public struct CountryStoreKey: Sendable, Hashable {
  public let kind: DataSource.Kind
  public let baseURL: URL

  public init(kind: DataSource.Kind, baseURL: URL) {
    self.kind = kind
    self.baseURL = baseURL
  }

  /// A stable, file-name-safe name: the kind and a hash of the URL, never the URL itself
  /// (a self-hosted URL may carry a token), e.g. `v5-3f9c0a1b2c3d4e5f`.
  public var identifier: String {
    "\(kind.rawValue)-\(Self.fnv1a64("\(kind.rawValue)\n\(baseURL.absoluteString)"))"
  }

  /// FNV-1a, 64 bits: stable across runs and platforms, unlike `Hasher`.
  private static func fnv1a64(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// A catalog as the cache keeps it: the countries, who they came from, and when.
public struct CachedCountries: Sendable, Hashable {
  public let countries: [Country]
  /// The source's label when it was fetched: "REST Countries v5".
  public let label: String
  public let fetchedAt: Date
  /// Written by an older build in a layout without the newer fields (regions, independence),
  /// which read as unknown: such an entry is never fresh, so it is fetched again, yet it is
  /// still offered when the remote fails.
  public let isOutdatedFormat: Bool

  public init(
    countries: [Country], label: String, fetchedAt: Date, isOutdatedFormat: Bool = false
  ) {
    self.countries = countries
    self.label = label
    self.fetchedAt = fetchedAt
    self.isOutdatedFormat = isOutdatedFormat
  }
}
