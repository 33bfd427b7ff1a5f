#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A country as the quiz knows it: what answering needs and every name a person might use for it.
public struct Country: Sendable, Hashable {
  /// ISO 3166-1 alpha-2 code, upper case ("BE").
  public let code: String
  /// The English common name ("Belgium"), used in every answer.
  public let name: String
  public let officialName: String
  /// Zero, one or several capitals, the primary one first.
  public let capitals: [String]
  public let flag: Flag
  /// Other names the data lists: abbreviations and older names ("USA", "Holland", "Burma").
  public let alternateNames: [String]
  /// Names in the country's own languages, common and official.
  public let nativeNames: [String]
  /// Names in other languages, common and official.
  public var translatedNames: [String] { translations.value }
  private let translations: Translations
  /// English demonyms ("Belgian"), used for "the Belgian flag".
  public let demonyms: [String]

  public init(
    code: String,
    name: String,
    officialName: String,
    capitals: [String],
    flag: Flag,
    alternateNames: [String] = [],
    nativeNames: [String] = [],
    translatedNames: [String] = [],
    demonyms: [String] = []
  ) {
    self.init(
      code: code, name: name, officialName: officialName, capitals: capitals, flag: flag,
      alternateNames: alternateNames, nativeNames: nativeNames,
      translations: .made(translatedNames), demonyms: demonyms)
  }

  /// A country whose translations are made only when first read (see `DeferredNames`).
  public init(
    code: String,
    name: String,
    officialName: String,
    capitals: [String],
    flag: Flag,
    alternateNames: [String],
    nativeNames: [String],
    deferredTranslatedNames: DeferredNames,
    demonyms: [String]
  ) {
    self.init(
      code: code, name: name, officialName: officialName, capitals: capitals, flag: flag,
      alternateNames: alternateNames, nativeNames: nativeNames,
      translations: .deferred(deferredTranslatedNames), demonyms: demonyms)
  }

  private init(
    code: String, name: String, officialName: String, capitals: [String], flag: Flag,
    alternateNames: [String], nativeNames: [String], translations: Translations,
    demonyms: [String]
  ) {
    self.code = code
    self.name = name
    self.officialName = officialName
    self.capitals = capitals
    self.flag = flag
    self.alternateNames = alternateNames
    self.nativeNames = nativeNames
    self.translations = translations
    self.demonyms = demonyms
  }
}

/// Equal when the names are, however they were made.
private enum Translations: Sendable, Hashable {
  case made([String])
  case deferred(DeferredNames)

  var value: [String] {
    switch self {
    case .made(let names): names
    case .deferred(let deferred): deferred.value
    }
  }

  static func == (lhs: Translations, rhs: Translations) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A country's flag: the emoji, and images where the data has them.
public struct Flag: Sendable, Hashable {
  public let emoji: String
  public let pngURL: URL?
  public let svgURL: URL?
  /// Alt text describing the flag, for screen readers.
  public let description: String?

  public init(emoji: String, pngURL: URL? = nil, svgURL: URL? = nil, description: String? = nil) {
    self.emoji = emoji
    self.pngURL = pngURL
    self.svgURL = svgURL
    self.description = description
  }
}
