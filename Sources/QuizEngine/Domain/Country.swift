import Foundation

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
  public let translatedNames: [String]
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
    self.code = code
    self.name = name
    self.officialName = officialName
    self.capitals = capitals
    self.flag = flag
    self.alternateNames = alternateNames
    self.nativeNames = nativeNames
    self.translatedNames = translatedNames
    self.demonyms = demonyms
  }
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
