import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a REST Countries record says about a country, in either API shape, before cleaning.
struct RawCountryFields {
  typealias NamePair = (common: String?, official: String?)

  var code: String?
  var commonName: String?
  var officialName: String?
  /// In the order they should be shown: the primary capital first.
  var capitals: [String?] = []
  var nativeNames: [String: NamePair] = [:]
  var alternateNames: [String] = []
  var translations: [String: NamePair] = [:]
  var englishDemonyms: [String?] = []
  var flagEmoji: String?
  var flagPNG: String?
  var flagSVG: String?
  var flagDescription: String?
  var region: String?
  var subregion: String?
  var isIndependent: Bool?
  var isUNMember: Bool?
}

/// Turns raw fields into a `Country` the same way for v3.1 and v5, so both sources give
/// identical countries.
///
/// Only the code and common name are required. Each name appears once across a country's
/// lists, in the first list that has it, in this order: common, official, native, alternate,
/// translated. Native names come before alternates so that `alternateNames` keeps only
/// abbreviations and other names ("Holland", "USA").
enum CountryAssembly {
  static func country(from fields: RawCountryFields) -> Country? {
    guard let code = alpha2Code(fields.code), let name = trimmed(fields.commonName) else {
      return nil
    }
    let officialName = trimmed(fields.officialName) ?? name

    var names = DistinctNames([name, officialName])
    // Dictionary order is not the document's order, so languages are sorted for stable output.
    let nativeNames = names.take(namePairs(fields.nativeNames))
    let alternateNames = names.take(
      fields.alternateNames.filter { $0.trimmingWhitespace().uppercased() != code })
    let translatedNames = names.take(namePairs(fields.translations))
    var capitals = DistinctNames()
    var demonyms = DistinctNames()

    return Country(
      code: code,
      name: name,
      officialName: officialName,
      capitals: capitals.take(fields.capitals),
      flag: Flag(
        emoji: trimmed(fields.flagEmoji) ?? regionalIndicators(for: code),
        pngURL: trimmed(fields.flagPNG).flatMap(URL.init(string:)),
        svgURL: trimmed(fields.flagSVG).flatMap(URL.init(string:)),
        description: trimmed(fields.flagDescription)),
      alternateNames: alternateNames,
      nativeNames: nativeNames,
      translatedNames: .made(translatedNames),
      demonyms: demonyms.take(fields.englishDemonyms),
      // v3.1 gives Antarctica an empty subregion: unknown, not a region named "".
      region: trimmed(fields.region),
      subregion: trimmed(fields.subregion),
      isIndependent: fields.isIndependent,
      isUNMember: fields.isUNMember)
  }

  private static func alpha2Code(_ text: String?) -> String? {
    guard let text = trimmed(text)?.uppercased(),
      text.utf8.count == 2, text.utf8.allSatisfy({ (0x41...0x5A).contains($0) })
    else { return nil }
    return text
  }

  private static func namePairs(_ byLanguage: [String: RawCountryFields.NamePair]) -> [String?] {
    byLanguage.sorted { $0.key < $1.key }.flatMap { [$0.value.common, $0.value.official] }
  }

  static func trimmed(_ text: String?) -> String? {
    guard let text = text?.trimmingWhitespace(), !text.isEmpty else {
      return nil
    }
    return text
  }

  /// The data always has the emoji, but a server asked for other fields may not send it.
  private static func regionalIndicators(for code: String) -> String {
    String(
      String.UnicodeScalarView(
        code.unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }))
  }

  /// Hands out each trimmed, non-empty name the first time it is seen.
  private struct DistinctNames {
    private var seen: Set<String>

    init(_ taken: [String] = []) { seen = Set(taken) }

    mutating func take(_ candidates: some Sequence<String?>) -> [String] {
      candidates.compactMap { candidate in
        guard let name = CountryAssembly.trimmed(candidate), seen.insert(name).inserted else {
          return nil
        }
        return name
      }
    }
  }
}
