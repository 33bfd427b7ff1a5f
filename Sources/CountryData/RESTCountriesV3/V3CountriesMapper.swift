import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Maps a REST Countries v3.1 body (a bare JSON array of country records) to countries.
///
/// Only `cca2` and `name.common` are required: a server asked for a subset of `fields` leaves
/// the rest out, so every other field is optional, and a field of an unexpected type counts as
/// absent. Records without a usable code or name are skipped, as are repeats of a code.
/// Names are cleaned and deduplicated by `CountryAssembly`, as for v5.
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
    CountryAssembly.country(
      from: RawCountryFields(
        code: record.cca2,
        commonName: record.name?.common,
        officialName: record.name?.official,
        capitals: record.capital ?? [],
        nativeNames: (record.name?.nativeName ?? [:]).mapValues { ($0.common, $0.official) },
        alternateNames: record.altSpellings ?? [],
        translations: (record.translations ?? [:]).mapValues { ($0.common, $0.official) },
        englishDemonyms: [record.demonyms?["eng"]?.m, record.demonyms?["eng"]?.f],
        flagEmoji: record.flag,
        flagPNG: record.flags?.png,
        flagSVG: record.flags?.svg,
        flagDescription: record.flags?.alt,
        region: record.region,
        subregion: record.subregion,
        isIndependent: record.independent,
        isUNMember: record.unMember))
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
    let region: String?
    let subregion: String?
    let independent: Bool?
    let unMember: Bool?

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
      region = try container.lenient(String.self, forKey: .region)
      subregion = try container.lenient(String.self, forKey: .subregion)
      independent = try container.lenient(Bool.self, forKey: .independent)
      unMember = try container.lenient(Bool.self, forKey: .unMember)
    }

    private enum CodingKeys: String, CodingKey {
      case cca2, name, capital, altSpellings, translations, demonyms, flag, flags
      case region, subregion, independent, unMember
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
