import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The cache file: four header lines, then a `CountrySnapshot` of the countries.
///
///     quizengine-country-cache<TAB>1
///     key<TAB>v5-3f9c0a1b2c3d4e5f
///     label<TAB>REST Countries v5
///     fetched<TAB>2026-11-22T08:36:12.345Z
///     quizengine-country-snapshot<TAB>1
///     ...
///
/// `key` is the entry's identifier (a hash, never a URL or an API key): a file copied or
/// renamed into another entry's place is foreign, not data. Decoding is strict: anything
/// off is an error, which the store reads as "no entry".
enum CountryCacheFile {
  static let magic = "quizengine-country-cache"
  static let formatVersion = 1

  enum Error: Swift.Error, Equatable {
    case notACacheFile
    case unsupportedVersion
    case foreign
    case malformedHeader
    case badSnapshot
    case noCountries
  }

  static func encode(_ entry: CachedCountries, for key: CountryStoreKey) -> Data {
    let header = [
      "\(magic)\t\(formatVersion)",
      "key\t\(key.identifier)",
      "label\t\(oneLine(entry.label))",
      "fetched\t\(CalendarDay.isoTimestamp(entry.fetchedAt))",
    ]
    let snapshot = CountrySnapshot.encode(
      entry.countries,
      metadata: CountrySnapshot.Metadata(
        source: entry.label, dataDate: entry.fetchedAt, licence: "MPL-2.0"))
    return Data((header.joined(separator: "\n") + "\n").utf8) + snapshot
  }

  static func decode(_ data: Data, for key: CountryStoreKey) throws(Error) -> CachedCountries {
    var lines: [String] = []
    var position = data.startIndex
    while lines.count < 4 {
      guard let newline = data[position...].firstIndex(of: UInt8(ascii: "\n")),
        let line = String(data: data[position..<newline], encoding: .utf8)
      else { throw lines.isEmpty ? .notACacheFile : .malformedHeader }
      lines.append(line)
      position = newline + 1
    }

    guard lines[0].hasPrefix("\(magic)\t") else { throw .notACacheFile }
    guard lines[0] == "\(magic)\t\(formatVersion)" else { throw .unsupportedVersion }
    guard let identifier = value(lines[1], "key") else { throw .malformedHeader }
    guard identifier == key.identifier else { throw .foreign }
    guard let label = value(lines[2], "label"), !label.isEmpty,
      let fetchedText = value(lines[3], "fetched"),
      let fetchedAt = CalendarDay.date(isoTimestamp: fetchedText)
    else { throw .malformedHeader }

    let snapshot: (countries: [Country], metadata: CountrySnapshot.Metadata)
    do {
      snapshot = try CountrySnapshot.decode(Data(data[position...]))
    } catch {
      throw .badSnapshot
    }
    guard !snapshot.countries.isEmpty else { throw .noCountries }
    return CachedCountries(
      countries: snapshot.countries, label: label, fetchedAt: fetchedAt,
      isOutdatedFormat: snapshot.metadata.formatVersion < CountrySnapshot.formatVersion)
  }

  private static func value(_ line: String, _ name: String) -> String? {
    guard line.hasPrefix("\(name)\t") else { return nil }
    return String(line.dropFirst(name.count + 1))
  }

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
  }
}
