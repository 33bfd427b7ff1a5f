import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The project's own compact format for a whole catalog, read on every start-up.
///
/// Line-oriented UTF-8 text, so a regenerated snapshot reviews as a readable diff:
///
///     quizengine-country-snapshot<TAB>2
///     source<TAB>REST Countries v3.1 data file
///     date<TAB>2026-02-25
///     licence<TAB>MPL-2.0
///     count<TAB>250
///     fields<TAB>code<TAB>name<TAB>official<TAB>capitals<TAB>...   (the record layout, verbatim)
///     AD<TAB>Andorra<TAB>Principality of Andorra<TAB>Andorra la Vella<TAB>...
///
/// One record per country, sorted by code, with sixteen tab-separated fields; list fields
/// separate their items with `|`. Empty fields are empty lists or absent values, so empty
/// list items are not kept; `independent` and `un-member` are `true`, `false` or empty
/// (unknown). Version 1 had no region, subregion, independent or un-member fields; it is still
/// read, with those unknown, so a cache written by an older build keeps working. Tab, line
/// breaks, `|` and `\` inside values are written as `\t`, `\n`, `\r`, `\p` and `\\`; the REST
/// Countries data needs none of them. Decoding splits bytes (no JSON), and is strict so that a
/// damaged file is never mistaken for data.
///
/// Version 4 (`encodeCompact`, in `CountrySnapshotWriting` so that `quiz`, which only reads it,
/// does not carry the writer; the bundled snapshot's; the cache keeps writing version 2) keeps
/// in the records only what start-up reads, and the flag descriptions and translations, three
/// quarters of the text, in two zlib streams after them, each inflated when one of its values
/// is first read:
///
///     fields<TAB>code<TAB>name<TAB>...<TAB>native          (no flag-alt, no translations)
///     deflated<TAB>12039<TAB>54051<TAB>code<TAB>flag-alt<TAB>57762<TAB>182842<TAB>code<TAB>translations
///     AD<TAB>Andorra<TAB>...
///     <12,039 bytes of zlib stream, then 57,762 bytes of zlib stream, to the end of the file>
///
/// The `deflated` line gives, for each stream in order, its length, its inflated length and
/// the fields it holds: one line per field per record, field by field (all codes, then all
/// descriptions; like goes with like, which deflates a tenth smaller than record by record),
/// escaped like the records. A flag answer inflates only the descriptions' 54 KB, a foreign
/// name only the translations. Each stream repeats every record's code, checked, so details
/// are never given to the wrong country, and has its own checksum, so damage to one leaves the
/// other readable. Version 3 had one stream of codes, descriptions and translations; only the
/// bundled snapshot, compiled into the same binary, was ever written in it, so it is no longer
/// read. Image addresses that are flagcdn's for the record's own code
/// (`https://flagcdn.com/w320/ad.png`, `https://flagcdn.com/ad.svg`) are written empty and
/// made from the code; no image is written `-`.
public enum CountrySnapshot {
  /// The version `encode` writes, the cache's. Bump it whenever that layout changes, and keep
  /// reading the old ones (see `Layout`).
  public static let formatVersion = 2
  /// The version `encodeCompact` (`CountrySnapshotWriting`) writes, the bundled snapshot's.
  public static let compactFormatVersion = 4

  static let magic = "quizengine-country-snapshot"

  /// Which fields a version's records hold. The translations stay last in versions 1 and 2:
  /// the decoder checks them apart from the rest.
  package struct Layout: Sendable {
    package let version: Int
    package let fieldNames: [String]
    /// The fields of each deflated stream, in the file's order: the descriptions', then the
    /// translations'; none before version 4.
    package let deflatedStreams: [[String]]
    /// Whether records carry region, subregion, independent and un-member.
    var hasStanding: Bool { version >= 2 }
    /// Whether the flag descriptions and translations are deflated after the records, and
    /// flagcdn's image addresses made from the code.
    var isCompact: Bool { version >= 4 }

    static let version1 = Layout(
      version: 1,
      fieldNames: [
        "code", "name", "official", "capitals", "demonyms", "alternates",
        "emoji", "png", "svg", "flag-alt", "native", "translations",
      ],
      deflatedStreams: [])
    static let version2 = Layout(
      version: 2,
      fieldNames: [
        "code", "name", "official", "capitals", "demonyms", "alternates",
        "emoji", "png", "svg", "flag-alt", "region", "subregion", "independent", "un-member",
        "native", "translations",
      ],
      deflatedStreams: [])
    package static let version4 = Layout(
      version: 4,
      fieldNames: [
        "code", "name", "official", "capitals", "demonyms", "alternates",
        "emoji", "png", "svg", "region", "subregion", "independent", "un-member", "native",
      ],
      deflatedStreams: [["code", "flag-alt"], ["code", "translations"]])

    static let readable = [version1, version2, version4]
    /// The most fields any readable record has.
    static let maximumFieldCount = 16
  }

  /// What a snapshot says about itself.
  public struct Metadata: Sendable, Hashable {
    /// The layout the snapshot was written in: `CountrySnapshot.formatVersion` for anything
    /// `encode` writes; lower for an older file, whose records lack the newer fields.
    public let formatVersion: Int
    /// Where the data came from: "REST Countries v3.1 data file".
    public let source: String
    /// The day the source data was last changed; kept to the day, as midnight UTC.
    public let dataDate: Date
    /// The licence of the source data, which travels with it.
    public let licence: String

    public init(source: String, dataDate: Date, licence: String) {
      self.init(
        source: source, dataDate: dataDate, licence: licence,
        formatVersion: CountrySnapshot.formatVersion)
    }

    init(source: String, dataDate: Date, licence: String, formatVersion: Int) {
      self.formatVersion = formatVersion
      self.source = source
      self.dataDate = CalendarDay(dataDate).date
      self.licence = licence
    }

    /// Metadata for a snapshot made from the REST Countries v3.1 data file.
    public static func restCountriesV31(dataDate: Date) -> Metadata {
      Metadata(source: "REST Countries v3.1 data file", dataDate: dataDate, licence: "MPL-2.0")
    }

    /// Midnight UTC of a day written `YYYY-MM-DD`, or nil for anything else.
    public static func date(fromDay text: String) -> Date? {
      CalendarDay(text)?.date
    }
  }

  public enum Error: Swift.Error, Equatable {
    /// Empty, or not a snapshot at all: the first line lacks the magic word.
    case notASnapshot
    /// A snapshot in a layout this build does not read.
    case unsupportedVersion
    /// A header line (1-based) is missing, out of order or holds a bad value.
    case malformedMetadata(line: Int)
    /// A record line (1-based) has the wrong number of fields or a bad value, or is extra.
    case malformedRecord(line: Int)
    /// The data ends early: fewer records than the header promised, or a cut line.
    case truncated
    /// Version 4's deflated streams do not inflate to the records' descriptions and
    /// translations (thrown only when they are checked up front).
    case malformedDeflatedSection
  }

  /// Writes countries in the snapshot format, sorted by code so regenerating gives stable diffs.
  /// Codes must be two letters A–Z and names non-empty, as `V3CountriesMapper` guarantees;
  /// `decode` rejects anything else as damage.
  public static func encode(_ countries: [Country], metadata: Metadata) -> Data {
    var text = header(countries.count, metadata: metadata, layout: .version2)
    for country in sortedByCode(countries) {
      append(
        namesAndEmoji(country) + [
          escaped(country.flag.pngURL?.absoluteString ?? ""),
          escaped(country.flag.svgURL?.absoluteString ?? ""),
          escaped(country.flag.description ?? ""),
          escaped(country.region ?? ""),
          escaped(country.subregion ?? ""),
          flag(country.isIndependent),
          flag(country.isUNMember),
          list(country.nativeNames),
          list(country.translatedNames),
        ], to: &text)
    }
    return Data(text.utf8)
  }

  package static func header(_ count: Int, metadata: Metadata, layout: Layout) -> String {
    var text = ""
    text.reserveCapacity(count * 1_500)
    append([magic, String(layout.version)], to: &text)
    append(["source", escaped(metadata.source)], to: &text)
    append(["date", CalendarDay(metadata.dataDate).text], to: &text)
    append(["licence", escaped(metadata.licence)], to: &text)
    append(["count", String(count)], to: &text)
    append(["fields"] + layout.fieldNames, to: &text)
    return text
  }

  /// A record's first fields, the same in every version: code, names, capitals, demonyms,
  /// alternate names and the flag's emoji.
  package static func namesAndEmoji(_ country: Country) -> [String] {
    [
      escaped(country.code), escaped(country.name), escaped(country.officialName),
      list(country.capitals), list(country.demonyms), list(country.alternateNames),
      escaped(country.flag.emoji),
    ]
  }

  package static func append(_ fields: [String], to text: inout String) {
    text += fields.joined(separator: "\t")
    text += "\n"
  }

  package static func sortedByCode(_ countries: [Country]) -> [Country] {
    countries.enumerated()
      .sorted { ($0.element.code, $0.offset) < ($1.element.code, $1.offset) }
      .map(\.element)
  }

  package static func flag(_ value: Bool?) -> String {
    value.map { $0 ? "true" : "false" } ?? ""
  }

  package static func list(_ items: [String]) -> String {
    items.filter { !$0.isEmpty }.map(escaped).joined(separator: "|")
  }

  package static func escaped(_ value: String) -> String {
    guard value.utf8.contains(where: { Escape.needsEscaping($0) }) else { return value }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.utf8.count + 8)
    for byte in value.utf8 {
      if let letter = Escape.letter(for: byte) {
        bytes += [Escape.backslash, letter]
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Where REST Countries' flag images live: all but one country's, so the compact format makes
/// them from the code instead of storing them.
package enum FlagCDN {
  /// Written for no image; never an address.
  package static let noImage = "-"
  static let pngPrefix = "https://flagcdn.com/w320/"
  static let svgPrefix = "https://flagcdn.com/"

  package static func png(code: String) -> String { pngPrefix + code.lowercased() + ".png" }
  package static func svg(code: String) -> String { svgPrefix + code.lowercased() + ".svg" }
}

/// The escapes of the format; every escape is a backslash and a letter, so no escaped value
/// ever holds a raw separator and splitting needs no look-behind.
enum Escape {
  static let backslash = UInt8(ascii: "\\")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let itemSeparator = UInt8(ascii: "|")

  static func needsEscaping(_ byte: UInt8) -> Bool { letter(for: byte) != nil }

  static func letter(for byte: UInt8) -> UInt8? {
    switch byte {
    case backslash: backslash
    case tab: UInt8(ascii: "t")
    case newline: UInt8(ascii: "n")
    case UInt8(ascii: "\r"): UInt8(ascii: "r")
    case itemSeparator: UInt8(ascii: "p")
    default: nil
    }
  }

  static func byte(for letter: UInt8) -> UInt8? {
    switch letter {
    case backslash: backslash
    case UInt8(ascii: "t"): tab
    case UInt8(ascii: "n"): newline
    case UInt8(ascii: "r"): UInt8(ascii: "\r")
    case UInt8(ascii: "p"): itemSeparator
    default: nil
    }
  }
}
