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
    let records: [Lenient<CountryRecord<Self>>]
    do {
      records = try JSONDecoder().decode([Lenient<CountryRecord<Self>>].self, from: data)
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
      throw Error.notAnArray
    } catch DecodingError.valueNotFound(_, let context) where context.codingPath.isEmpty {
      throw Error.notAnArray
    } catch {
      throw Error.invalidJSON
    }

    let countries = CountryAssembly.countries(from: records)
    guard !countries.isEmpty else { throw Error.noCountries }
    return countries
  }
}

extension V3CountriesMapper: CountryRecordVersion {
  static let layout = CountryRecordLayout(
    code: ["cca2"], commonName: ["name", "common"], officialName: ["name", "official"],
    capitals: .names(["capital"]), nativeNames: ["name", "nativeName"],
    alternateNames: ["altSpellings"], translations: ["translations"], demonyms: ["demonyms"],
    flagEmoji: ["flag"], flagPNG: ["flags", "png"], flagSVG: ["flags", "svg"],
    flagDescription: ["flags", "alt"], region: ["region"], subregion: ["subregion"],
    isIndependent: ["independent"], isUNMember: ["unMember"])
}
