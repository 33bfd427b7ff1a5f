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
  private let translations: TranslatedNames
  /// English demonyms ("Belgian"), used for "the Belgian flag".
  public let demonyms: [String]
  /// The data's region ("Africa", "Americas", "Europe"); nil when the source did not say, as
  /// in a cache written before regions were kept.
  public let region: String?
  /// The data's subregion ("South America", "Caribbean", "Western Europe"); nil when unknown.
  public let subregion: String?
  /// Whether the data counts it as an independent (sovereign) state; nil when unknown.
  public let isIndependent: Bool?
  /// Whether the data counts it as a member of the United Nations; nil when unknown.
  public let isUNMember: Bool?

  /// `translatedNames` are made already (an array of them), or made only when first read
  /// (`.deferred` names, or the `.details` its flag was made with).
  public init(
    code: String,
    name: String,
    officialName: String,
    capitals: [String],
    flag: Flag,
    alternateNames: [String] = [],
    nativeNames: [String] = [],
    translatedNames: TranslatedNames = [],
    demonyms: [String] = [],
    region: String? = nil,
    subregion: String? = nil,
    isIndependent: Bool? = nil,
    isUNMember: Bool? = nil
  ) {
    self.code = code
    self.name = name
    self.officialName = officialName
    self.capitals = capitals
    self.flag = flag
    self.alternateNames = alternateNames
    self.nativeNames = nativeNames
    self.translations = translatedNames
    self.demonyms = demonyms
    self.region = region
    self.subregion = subregion
    self.isIndependent = isIndependent
    self.isUNMember = isUNMember
  }
}

/// A country's names in other languages, made already or when first read. Equal when the names
/// are, however they were made.
public enum TranslatedNames: Sendable, Hashable, ExpressibleByArrayLiteral {
  case made([String])
  case deferred(DeferredNames)
  case details(DeferredDetails)

  public init(arrayLiteral names: String...) {
    self = .made(names)
  }

  var value: [String] {
    switch self {
    case .made(let names): names
    case .deferred(let deferred): deferred.value
    case .details(let details): details.translatedNames
    }
  }

  public static func == (lhs: TranslatedNames, rhs: TranslatedNames) -> Bool {
    lhs.value == rhs.value
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A country's flag: the emoji, and images where the data has them.
public struct Flag: Sendable, Hashable {
  public let emoji: String
  /// Kept as text and parsed when read: parsing 500 URLs was a sixth of every start-up, and
  /// only a flag answer ever reads one.
  private let pngAddress: String?
  private let svgAddress: String?
  private let describedBy: Description
  /// Alt text describing the flag, for screen readers.
  public var description: String? { describedBy.value }

  public var pngURL: URL? { pngAddress.flatMap(Self.imageURL) }
  public var svgURL: URL? { svgAddress.flatMap(Self.imageURL) }

  /// Checked here, when read, because the snapshot compiled into the binary is not checked as
  /// it is decoded at every start (see `CountrySnapshot.TranslationChecks`).
  private static func imageURL(_ address: String) -> URL? {
    isImageAddress(address) ? URL(string: address) : nil
  }

  public init(emoji: String, pngURL: URL? = nil, svgURL: URL? = nil, description: String? = nil) {
    self.init(
      emoji: emoji, pngAddress: pngURL?.absoluteString, svgAddress: svgURL?.absoluteString,
      description: description)
  }

  /// A flag whose image addresses are parsed only when read. Each must be an absolute URL's
  /// `absoluteString`, as `Flag.isImageAddress` checks.
  public init(emoji: String, pngAddress: String?, svgAddress: String?, description: String?) {
    self.emoji = emoji
    self.pngAddress = pngAddress
    self.svgAddress = svgAddress
    self.describedBy = .made(description)
  }

  /// A flag whose description is made only when first read, from the country's details.
  public init(
    emoji: String, pngAddress: String?, svgAddress: String?,
    deferredDescription: DeferredDetails
  ) {
    self.emoji = emoji
    self.pngAddress = pngAddress
    self.svgAddress = svgAddress
    self.describedBy = .deferred(deferredDescription)
  }

  public static func == (lhs: Flag, rhs: Flag) -> Bool {
    lhs.emoji == rhs.emoji && lhs.pngAddress == rhs.pngAddress
      && lhs.svgAddress == rhs.svgAddress && lhs.description == rhs.description
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(emoji)
    hasher.combine(pngAddress)
    hasher.combine(svgAddress)
    hasher.combine(description)
  }

  /// Equal when the text is, however it was made: the synthesised equality would compare the
  /// `Deferred` objects.
  private enum Description: Sendable {
    case made(String?)
    case deferred(DeferredDetails)

    var value: String? {
      switch self {
      case .made(let text): text
      case .deferred(let details): details.flagDescription
      }
    }
  }

  /// Whether text can stand for an image address without parsing it now: an http(s) URL with
  /// a host, and nothing a URL would have to escape. What passes parses to itself.
  public static func isImageAddress(_ text: String) -> Bool {
    let bytes = text.utf8
    let scheme: Int
    if bytes.starts(with: "https://".utf8) {
      scheme = 8
    } else if bytes.starts(with: "http://".utf8) {
      scheme = 7
    } else {
      return false
    }
    guard bytes.count > scheme, bytes.dropFirst(scheme).first != UInt8(ascii: "/") else {
      return false
    }
    var hexDigitsOwed = 0
    for byte in bytes {
      let isHexDigit =
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
      if hexDigitsOwed > 0 {
        guard isHexDigit else { return false }
        hexDigitsOwed -= 1
        continue
      }
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        continue
      case UInt8(ascii: "%"):
        hexDigitsOwed = 2
      // RFC 3986's unreserved and reserved characters, bar "%", which the case above checks.
      case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"),
        UInt8(ascii: "&")...UInt8(ascii: "/"),
        UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "?"),
        UInt8(ascii: "@"),
        UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "~"):
        continue
      default:
        return false
      }
    }
    return hexDigitsOwed == 0
  }
}
