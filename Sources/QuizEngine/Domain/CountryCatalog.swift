#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every country of one data set, with where it came from.
public struct CountryCatalog: Sendable {
  public let countries: [Country]
  public let source: DataSource
  private let indexByCode: [String: Int]
  /// Only prefix questions read them, so most runs never pay for folding every name.
  private let deferredFoldedNames: Deferred<[FoldedName]>
  var foldedNames: [FoldedName] { deferredFoldedNames.value }

  @_optimize(speed)
  public init(countries: [Country], source: DataSource) {
    self.countries = countries
    self.source = source
    var index: [String: Int] = [:]
    for (position, country) in countries.enumerated() {
      let code = Self.asciiUppercased(country.code)
      index[code] = index[code] ?? position
    }
    self.indexByCode = index
    self.deferredFoldedNames = Deferred {
      countries.map { country in
        let spaced = TextFolding.fold(country.name)
        return FoldedName(spaced: spaced, compacted: spaced.filter { $0.isLetter || $0.isNumber })
      }
    }
  }

  public func country(withCode code: String) -> Country? {
    indexByCode[Self.asciiUppercased(code)].map { countries[$0] }
  }

  /// Codes are ASCII letters; `uppercased()` would consult Unicode's tables for each of them.
  private static func asciiUppercased(_ code: String) -> String {
    guard code.utf8.contains(where: { (97...122).contains($0) }) else { return code }
    return String(decoding: code.utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }, as: UTF8.self)
  }
}

/// Where a catalog's data came from, for the chat's greeting, `--json` and stale-data notices.
public struct DataSource: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case bundled
    case restCountriesV5 = "v5"
    case restCountriesV3 = "v3"
  }

  public let kind: Kind
  /// A short human description: "bundled snapshot of REST Countries".
  public let label: String
  /// When the data was published (bundled) or fetched (remote).
  public let asOf: Date?
  /// Why a remote source failed when this data came from an expired cache entry instead.
  public let staleReason: DataUnavailable?

  public init(kind: Kind, label: String, asOf: Date? = nil, staleReason: DataUnavailable? = nil) {
    self.kind = kind
    self.label = label
    self.asOf = asOf
    self.staleReason = staleReason
  }

  /// True when a remote source failed and this data came from an expired cache entry.
  public var isStale: Bool { staleReason != nil }
}

extension CountryCatalog {
  /// Common names folded for prefix questions: `spaced` keeps word breaks for sorting,
  /// `compacted` drops spaces and punctuation so "Saint-" and "St" questions match alike.
  struct FoldedName: Sendable {
    let spaced: String
    let compacted: String
  }
}
