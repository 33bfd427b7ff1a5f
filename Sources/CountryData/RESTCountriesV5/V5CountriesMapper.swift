import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Maps one page of REST Countries v5 (`{"data": {"objects": [...], "meta": {...}}}`) to
/// countries, the same way `V3CountriesMapper` maps v3.1 records.
///
/// Only `codes.alpha_2` and `names.common` are required; a server asked for a subset of
/// `response_fields` leaves the rest out, and a field of an unexpected type counts as absent.
/// Records without a usable code or name are skipped, as are repeats of a code. Capitals
/// marked `primary` come first, otherwise data order is kept. Names are listed once, in the
/// first list that has them: common, official, native, alternate, translated.
public enum V5CountriesMapper {
  public enum Error: Swift.Error, Equatable {
    /// Not JSON at all: malformed, truncated, invalid UTF-8, an HTML page.
    case invalidJSON
    /// JSON, but not the v5 envelope: an `errors` body, a bare array, anything else.
    case notAnEnvelope
  }

  /// One page of the list: its usable countries and what `meta` says about the rest.
  public struct Page: Sendable, Equatable {
    public let countries: [Country]
    /// How many records the page held, usable or not: what the next `offset` moves past.
    public let recordCount: Int
    /// `meta.more`: whether another page follows. Absent means no.
    public let hasMore: Bool

    public init(countries: [Country], recordCount: Int, hasMore: Bool) {
      self.countries = countries
      self.recordCount = recordCount
      self.hasMore = hasMore
    }
  }

  /// Decodes the body of `GET /countries/v5?limit=&offset=`, whatever fields it was asked for.
  /// A page may hold no usable country; the loader decides whether the whole list is empty.
  public static func mapPage(_ data: Data) throws -> Page {
    // Foundation checks strings lazily, so a bad byte in a skipped field would slip through.
    let isValidUTF8 = data.withUnsafeBytes { raw in
      UTF8Validation.isValid(raw.bindMemory(to: UInt8.self))
    }
    guard isValidUTF8 else { throw Error.invalidJSON }

    let envelope: Envelope
    do {
      envelope = try JSONDecoder().decode(Envelope.self, from: data)
    } catch let error as DecodingError where error.isShapeMismatch {
      throw Error.notAnEnvelope
    } catch {
      throw Error.invalidJSON
    }

    return Page(
      countries: CountryAssembly.countries(from: envelope.data.objects),
      recordCount: envelope.data.objects.count, hasMore: envelope.data.meta?.more ?? false)
  }
}

extension V5CountriesMapper {
  private struct Envelope: Decodable {
    let data: Body

    struct Body: Decodable {
      let objects: [Lenient<CountryRecord<V5CountriesMapper>>]
      let meta: Meta?

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        objects = try container.decode(
          [Lenient<CountryRecord<V5CountriesMapper>>].self, forKey: .objects)
        meta = try container.lenient(Meta.self, forKey: .meta)
      }

      private enum CodingKeys: String, CodingKey { case objects, meta }
    }

    struct Meta: Decodable {
      let more: Bool?

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        more = try container.lenient(Bool.self, forKey: .more)
      }

      private enum CodingKeys: String, CodingKey { case more }
    }
  }
}

extension V5CountriesMapper: CountryRecordVersion {
  // v5 says "sovereign" where v3.1 said "independent".
  static let layout = CountryRecordLayout(
    code: ["codes", "alpha_2"], commonName: ["names", "common"],
    officialName: ["names", "official"], capitals: .objects(["capitals"]),
    nativeNames: ["names", "native"], alternateNames: ["names", "alternates"],
    translations: ["names", "translations"], demonyms: ["demonyms"],
    flagEmoji: ["flag", "emoji"], flagPNG: ["flag", "url_png"], flagSVG: ["flag", "url_svg"],
    flagDescription: ["flag", "description"], region: ["region"], subregion: ["subregion"],
    isIndependent: ["classification", "sovereign"],
    isUNMember: ["classification", "un_member"])
}
