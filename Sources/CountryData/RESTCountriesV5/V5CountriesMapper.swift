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

    var seenCodes: Set<String> = []
    let countries = envelope.data.objects.compactMap { $0.record.flatMap(country(from:)) }
      .filter { seenCodes.insert($0.code).inserted }
    return Page(
      countries: countries, recordCount: envelope.data.objects.count,
      hasMore: envelope.data.meta?.more ?? false)
  }

  private static func country(from record: Record) -> Country? {
    let capitals = record.capitals ?? []
    return CountryAssembly.country(
      from: RawCountryFields(
        code: record.codes?.alpha2,
        commonName: record.names?.common,
        officialName: record.names?.official,
        // Primary capitals first, otherwise in data order.
        capitals: (capitals.filter { $0.primary == true } + capitals.filter { $0.primary != true })
          .map(\.name),
        nativeNames: (record.names?.native ?? [:]).mapValues { ($0.common, $0.official) },
        alternateNames: record.names?.alternates ?? [],
        translations: (record.names?.translations ?? [:]).mapValues { ($0.common, $0.official) },
        englishDemonyms: [record.demonyms?["eng"]?.m, record.demonyms?["eng"]?.f],
        flagEmoji: record.flag?.emoji,
        flagPNG: record.flag?.urlPNG,
        flagSVG: record.flag?.urlSVG,
        flagDescription: record.flag?.description,
        region: record.region,
        subregion: record.subregion,
        isIndependent: record.classification?.sovereign,
        isUNMember: record.classification?.unMember))
  }
}

extension V5CountriesMapper {
  private struct Envelope: Decodable {
    let data: Body

    struct Body: Decodable {
      let objects: [LenientRecord]
      let meta: Meta?

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        objects = try container.decode([LenientRecord].self, forKey: .objects)
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

  /// Decodes a record if it can, so one odd record does not cost the whole page.
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
    let names: Names?
    let codes: Codes?
    let capitals: [Capital]?
    let flag: FlagRecord?
    let demonyms: [String: Demonym]?
    let region: String?
    let subregion: String?
    let classification: Classification?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      names = try container.lenient(Names.self, forKey: .names)
      codes = try container.lenient(Codes.self, forKey: .codes)
      capitals = try container.lenient([LenientCapital].self, forKey: .capitals)?
        .compactMap(\.capital)
      flag = try container.lenient(FlagRecord.self, forKey: .flag)
      demonyms = try container.lenient([String: Demonym].self, forKey: .demonyms)
      region = try container.lenient(String.self, forKey: .region)
      subregion = try container.lenient(String.self, forKey: .subregion)
      classification = try container.lenient(Classification.self, forKey: .classification)
    }

    private enum CodingKeys: String, CodingKey {
      case names, codes, capitals, flag, demonyms, region, subregion, classification
    }
  }

  /// v5 says "sovereign" where v3.1 said "independent".
  private struct Classification: Decodable {
    let sovereign: Bool?
    let unMember: Bool?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      sovereign = try container.lenient(Bool.self, forKey: .sovereign)
      unMember = try container.lenient(Bool.self, forKey: .unMember)
    }

    private enum CodingKeys: String, CodingKey {
      case sovereign
      case unMember = "un_member"
    }
  }

  private struct Names: Decodable {
    let common: String?
    let official: String?
    let alternates: [String]?
    let native: [String: NamePair]?
    let translations: [String: NamePair]?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      common = try container.lenient(String.self, forKey: .common)
      official = try container.lenient(String.self, forKey: .official)
      alternates = try container.lenient([String].self, forKey: .alternates)
      native = try container.lenient([String: NamePair].self, forKey: .native)
      translations = try container.lenient([String: NamePair].self, forKey: .translations)
    }

    private enum CodingKeys: String, CodingKey {
      case common, official, alternates, native, translations
    }
  }

  private struct Codes: Decodable {
    let alpha2: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      alpha2 = try container.lenient(String.self, forKey: .alpha2)
    }

    private enum CodingKeys: String, CodingKey { case alpha2 = "alpha_2" }
  }

  private struct LenientCapital: Decodable {
    let capital: Capital?

    init(from decoder: any Decoder) throws {
      do {
        capital = try Capital(from: decoder)
      } catch let error as DecodingError where error.isShapeMismatch {
        capital = nil
      }
    }
  }

  private struct Capital: Decodable {
    let name: String?
    let primary: Bool?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.lenient(String.self, forKey: .name)
      primary = try container.lenient(Bool.self, forKey: .primary)
    }

    private enum CodingKeys: String, CodingKey { case name, primary }
  }

  private struct FlagRecord: Decodable {
    let emoji: String?
    let urlPNG: String?
    let urlSVG: String?
    let description: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      emoji = try container.lenient(String.self, forKey: .emoji)
      urlPNG = try container.lenient(String.self, forKey: .urlPNG)
      urlSVG = try container.lenient(String.self, forKey: .urlSVG)
      description = try container.lenient(String.self, forKey: .description)
    }

    private enum CodingKeys: String, CodingKey {
      case emoji, description
      case urlPNG = "url_png"
      case urlSVG = "url_svg"
    }
  }

  private struct NamePair: Decodable {
    let common: String?
    let official: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      common = try container.lenient(String.self, forKey: .common)
      official = try container.lenient(String.self, forKey: .official)
    }

    private enum CodingKeys: String, CodingKey { case common, official }
  }

  private struct Demonym: Decodable {
    let m: String?
    let f: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      m = try container.lenient(String.self, forKey: .m)
      f = try container.lenient(String.self, forKey: .f)
    }

    private enum CodingKeys: String, CodingKey { case m, f }
  }
}
