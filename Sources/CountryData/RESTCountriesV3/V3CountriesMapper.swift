import Foundation
import QuizEngine

/// Maps a REST Countries v3.1 body (a bare JSON array of country records) to countries.
///
/// Only `cca2` and `name.common` are required: a server asked for a subset of `fields` leaves
/// the rest out, so every other field is optional, and a field of an unexpected type counts as
/// absent. Records without a usable code or name are skipped, as are repeats of a code.
///
/// Each name appears once across a country's lists, in the first list that has it, in this
/// order: common, official, native, alternate, translated. Native names come before alternates
/// so that `alternateNames` keeps only abbreviations and other names ("Holland", "USA").
public enum V3CountriesMapper {
  public enum Error: Swift.Error, Equatable {
    /// Not JSON at all: malformed, truncated, invalid UTF-8, an HTML page.
    case invalidJSON
    /// JSON, but not the bare array v3.1 answers with (an `errors` object, for one).
    case notAnArray
    /// An array with no usable record in it.
    case noCountries
  }

  /// Decodes the body of `GET /v3.1/all`, whatever subset of fields it was asked for.
  public static func map(_ data: Data) throws -> [Country] {
    let records: [LenientRecord]
    do {
      records = try JSONDecoder().decode([LenientRecord].self, from: data)
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
      throw Error.notAnArray
    } catch DecodingError.valueNotFound(_, let context) where context.codingPath.isEmpty {
      throw Error.notAnArray
    } catch {
      throw Error.invalidJSON
    }

    var seenCodes: Set<String> = []
    let countries = records.compactMap { $0.record.flatMap(country(from:)) }
      .filter { seenCodes.insert($0.code).inserted }
    guard !countries.isEmpty else { throw Error.noCountries }
    return countries
  }

  private static func country(from record: Record) -> Country? {
    guard let code = alpha2Code(record.cca2), let name = trimmed(record.name?.common) else {
      return nil
    }
    let officialName = trimmed(record.name?.official) ?? name

    var names = DistinctNames([name, officialName])
    // Dictionary order is not the document's order, so languages are sorted for stable output.
    let nativeNames = names.take(namePairs(record.name?.nativeName))
    let alternateNames = names.take(
      (record.altSpellings ?? []).filter { $0.trimmingCharacters(in: .whitespaces).uppercased() != code })
    let translatedNames = names.take(namePairs(record.translations))

    var demonyms = DistinctNames()
    let english = record.demonyms?["eng"]

    return Country(
      code: code,
      name: name,
      officialName: officialName,
      capitals: (record.capital ?? []).compactMap(trimmed),
      flag: Flag(
        emoji: trimmed(record.flag) ?? regionalIndicators(for: code),
        pngURL: trimmed(record.flags?.png).flatMap(URL.init(string:)),
        svgURL: trimmed(record.flags?.svg).flatMap(URL.init(string:)),
        description: trimmed(record.flags?.alt)),
      alternateNames: alternateNames,
      nativeNames: nativeNames,
      translatedNames: translatedNames,
      demonyms: demonyms.take([english?.m, english?.f]))
  }

  private static func alpha2Code(_ text: String?) -> String? {
    guard let text = trimmed(text)?.uppercased(),
      text.utf8.count == 2, text.utf8.allSatisfy({ (0x41...0x5A).contains($0) })
    else { return nil }
    return text
  }

  private static func namePairs(_ byLanguage: [String: NamePair]?) -> [String?] {
    (byLanguage ?? [:]).sorted { $0.key < $1.key }.flatMap { [$0.value.common, $0.value.official] }
  }

  private static func trimmed(_ text: String?) -> String? {
    guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
      return nil
    }
    return text
  }

  /// The data always has the emoji, but a server asked for other fields may not send it.
  private static func regionalIndicators(for code: String) -> String {
    String(
      String.UnicodeScalarView(code.unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }))
  }

  /// Hands out each trimmed, non-empty name the first time it is seen.
  private struct DistinctNames {
    private var seen: Set<String>

    init(_ taken: [String] = []) { seen = Set(taken) }

    mutating func take(_ candidates: some Sequence<String?>) -> [String] {
      candidates.compactMap { candidate in
        guard let name = V3CountriesMapper.trimmed(candidate), seen.insert(name).inserted else {
          return nil
        }
        return name
      }
    }
  }
}

extension V3CountriesMapper {
  /// Decodes a record if it can, so one odd record does not cost the whole array.
  private struct LenientRecord: Decodable {
    let record: Record?

    init(from decoder: any Decoder) throws {
      do {
        record = try Record(from: decoder)
      } catch let error as DecodingError where error.isShapeMismatch {
        record = nil
      }
    }
  }

  private struct Record: Decodable {
    let cca2: String?
    let name: Name?
    let capital: [String]?
    let altSpellings: [String]?
    let translations: [String: NamePair]?
    let demonyms: [String: Demonym]?
    let flag: String?
    let flags: Flags?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      cca2 = try container.lenient(String.self, forKey: .cca2)
      name = try container.lenient(Name.self, forKey: .name)
      capital = try container.lenient([String].self, forKey: .capital)
      altSpellings = try container.lenient([String].self, forKey: .altSpellings)
      translations = try container.lenient([String: NamePair].self, forKey: .translations)
      demonyms = try container.lenient([String: Demonym].self, forKey: .demonyms)
      flag = try container.lenient(String.self, forKey: .flag)
      flags = try container.lenient(Flags.self, forKey: .flags)
    }

    private enum CodingKeys: String, CodingKey {
      case cca2, name, capital, altSpellings, translations, demonyms, flag, flags
    }
  }

  private struct Name: Decodable {
    let common: String?
    let official: String?
    let nativeName: [String: NamePair]?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      common = try container.lenient(String.self, forKey: .common)
      official = try container.lenient(String.self, forKey: .official)
      nativeName = try container.lenient([String: NamePair].self, forKey: .nativeName)
    }

    private enum CodingKeys: String, CodingKey {
      case common, official, nativeName
    }
  }

  private struct NamePair: Decodable {
    let common: String?
    let official: String?
  }

  private struct Demonym: Decodable {
    let m: String?
    let f: String?
  }

  private struct Flags: Decodable {
    let png: String?
    let svg: String?
    let alt: String?
  }
}

extension KeyedDecodingContainer {
  /// The value when present and of the expected type; nil otherwise. Corrupt data still throws.
  fileprivate func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    do {
      return try decodeIfPresent(type, forKey: key)
    } catch let error as DecodingError where error.isShapeMismatch {
      return nil
    }
  }
}

extension DecodingError {
  /// True for a value of an unexpected type or a missing one. Foundation validates strings
  /// lazily, so invalid UTF-8 only surfaces when a field is read, as some other error: that
  /// must fail the whole body, not just drop the field.
  fileprivate var isShapeMismatch: Bool {
    switch self {
    case .typeMismatch, .valueNotFound, .keyNotFound: true
    case .dataCorrupted: false
    @unknown default: false
    }
  }
}
