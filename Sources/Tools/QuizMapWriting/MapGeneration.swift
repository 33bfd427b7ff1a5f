import Foundation
import QuizMap

/// The two steps of `make-map`, apart from its command line so that the tests run the same
/// code: extracting from the 1:10m set once, and building the asset from what the repository
/// carries.
public enum MapGeneration {
  public enum Error: Swift.Error, CustomStringConvertible {
    case unreadable(String)
    case invalid(String, String)

    public var description: String {
      switch self {
      case .unreadable(let path): "cannot read \(path)"
      case .invalid(let path, let reason): "\(path): \(reason)"
      }
    }
  }

  /// The 1:110m files' name in `Assets/NaturalEarth/`, the extract's, and the detailed
  /// outlines'.
  public static let base110m = "ne_110m_admin_0_countries"
  public static let extractName = "ne_10m_extract.txt"
  public static let outlinesName = "ne_10m_outlines.txt"
  /// The outlines' text keeps five decimals, about a metre: Vatican City's wall is a few
  /// hundred.
  public static let outlinesDecimals = 5
  /// Shapes and labels carried from 1:10m: simplified to a hundredth of a degree, and islands
  /// under this many square degrees (about 3 by 3 km) left out unless all a place has.
  public static let extractTolerance = 0.01
  public static let extractMinimumArea = 0.001
  /// 1:110m is already generalised for a world map; this only drops points in line.
  public static let tolerance110m = 0.01
  /// The asset's points are multiples of 0.05°: 5 km, a sixth of a braille dot on a map of
  /// Europe and half of one on the Caribbean's, and a third smaller than hundredths.
  public static let step: Int32 = 5

  /// Reads the 1:110m set and the extract in `directory` (`Assets/NaturalEarth`).
  public static func build(naturalEarthDirectory directory: URL) throws -> WorldMap {
    let shp = try bytes(directory.appendingPathComponent(base110m + ".shp"))
    let dbf = try bytes(directory.appendingPathComponent(base110m + ".dbf"))
    let versionURL = directory.appendingPathComponent(base110m + ".VERSION.txt")
    let version = try String(decoding: bytes(versionURL), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let extractURL = directory.appendingPathComponent(extractName)
    let extract = try NaturalEarthExtract.parse(String(decoding: bytes(extractURL), as: UTF8.self))
    let shapes = try shapes(shp: shp, dbf: dbf, path: directory.path, tolerance: tolerance110m)
    let version10m =
      extract.provenance.lazy.compactMap { line -> String? in
        guard line.hasPrefix("version: ") else { return nil }
        return String(line.dropFirst("version: ".count))
      }.first ?? "?"
    let credit =
      "Made with Natural Earth (naturalearthdata.com), public domain: admin-0 countries "
      + "1:110m v\(version); label points and small islands from 1:10m v\(version10m)."
    return NaturalEarthAssembly.assemble(
      shapes110m: shapes, extract: extract, credit: credit, step: step)
  }

  /// The extract's contents from an unzipped 1:10m set, for the codes 1:110m lacks.
  public static func extract(
    shp10m: URL, dbf10m: URL, version10m: String, naturalEarthDirectory directory: URL
  ) throws -> NaturalEarthExtract {
    let records = try rows(bytes(dbf10m), path: dbf10m.path)
    let polygons = try polygons(bytes(shp10m), path: shp10m.path)
    let shapes110m = try shapes(
      shp: bytes(directory.appendingPathComponent(base110m + ".shp")),
      dbf: bytes(directory.appendingPathComponent(base110m + ".dbf")), path: directory.path,
      tolerance: tolerance110m)
    let all = NaturalEarthAssembly.rings(
      records: records, polygons: polygons, tolerance: extractTolerance)
    var rings: [String: [[GeoPoint]]] = [:]
    for (code, list) in all where shapes110m[code] == nil {
      rings[code] = NaturalEarthAssembly.keptRings(list, minimumArea: extractMinimumArea)
    }
    return NaturalEarthExtract(
      provenance: [
        "Natural Earth admin-0 countries, 1:10m, German point of view (\(shp10m.lastPathComponent)).",
        "version: \(version10m)",
        "Public domain; made with Natural Earth, naturalearthdata.com.",
        "Extracted once by `swift run make-map extract`: the label point (LABEL_X, LABEL_Y) of every",
        "record, keyed by ISO_A2_EH, and the shapes of the places 1:110m lacks, simplified to",
        "\(extractTolerance) degree, islands under \(extractMinimumArea) square degree left out.",
      ],
      labels: NaturalEarthAssembly.labels(records: records), rings: rings)
  }

  /// The detailed map and each country's step (millionths of a degree), from the outlines and
  /// the extract's label points in `directory`: every code of `build`'s map.
  public static func buildDetailed(naturalEarthDirectory directory: URL) throws -> (
    map: WorldMap, steps: [String: Int32]
  ) {
    let outlinesURL = directory.appendingPathComponent(outlinesName)
    let outlines = try NaturalEarthExtract.parse(
      String(decoding: bytes(outlinesURL), as: UTF8.self))
    let extractURL = directory.appendingPathComponent(extractName)
    let extract = try NaturalEarthExtract.parse(String(decoding: bytes(extractURL), as: UTF8.self))
    let version10m =
      outlines.provenance.lazy.compactMap { line -> String? in
        guard line.hasPrefix("version: ") else { return nil }
        return String(line.dropFirst("version: ".count))
      }.first ?? "?"
    var steps: [String: Int32] = [:]
    let codes = Set(outlines.rings.keys).union(extract.labels.keys).sorted()
    let countries = codes.map { code in
      let source = outlines.rings[code] ?? []
      let step = DetailedOutlines.step(source)
      steps[code] = step
      let label = (extract.labels[code] ?? NaturalEarthAssembly.largestRingCentre(source))?
        .rounded(toMicrodegrees: step)
      return MapCountry(
        code: code, label: label, rings: DetailedOutlines.rounded(source, step: step))
    }
    let credit =
      "Made with Natural Earth (naturalearthdata.com), public domain: admin-0 countries "
      + "1:10m v\(version10m), each simplified to 1/\(Int(1 / DetailedOutlines.toleranceShare)) "
      + "of its size."
    return (WorldMap(credit: credit, countries: countries), steps)
  }

  /// The detailed outlines from an unzipped 1:10m set: every code's rings, the small ones
  /// left out and each simplified in proportion to the country (`DetailedOutlines`).
  public static func extractOutlines(shp10m: URL, dbf10m: URL, version10m: String) throws
    -> NaturalEarthExtract
  {
    let records = try rows(bytes(dbf10m), path: dbf10m.path)
    let polygons = try polygons(bytes(shp10m), path: shp10m.path)
    guard records.count == polygons.count else {
      throw Error.invalid(shp10m.path, "\(records.count) rows but \(polygons.count) shapes")
    }
    let unit = Int32(pow(10, Double(6 - outlinesDecimals)))
    let rings = NaturalEarthAssembly.partition(records: records, polygons: polygons)
      .mapValues { rings in
        DetailedOutlines.outline(
          rings.map { ring in ring.map { $0.rounded(toMicrodegrees: unit) } })
      }.filter { !$0.value.isEmpty }
    let share = Int(1 / DetailedOutlines.toleranceShare)
    return NaturalEarthExtract(
      provenance: [
        "Natural Earth admin-0 countries, 1:10m, German point of view (\(shp10m.lastPathComponent)).",
        "version: \(version10m)",
        "Public domain; made with Natural Earth, naturalearthdata.com.",
        "Extracted once by `swift run make-map extract`: every code's rings (ISO_A2_EH; parts of",
        "France, Norway, the Netherlands, New Zealand and Australia to their own codes), less those",
        "under \(DetailedOutlines.minimumAreaShare) of the code's land and any speck far out (under \(DetailedOutlines.remoteAreaShare) of it, without",
        "which the rest spans under \(DetailedOutlines.remoteExtentShare) of the whole), each simplified to 1/\(share) of the code's",
        "extent (1/8 of its own, if finer), to \(outlinesDecimals) decimals.",
      ],
      labels: [:], rings: rings)
  }

  static func shapes(shp: [UInt8], dbf: [UInt8], path: String, tolerance: Double) throws
    -> [String: [[GeoPoint]]]
  {
    let records = try rows(dbf, path: path)
    let polygons = try polygons(shp, path: path)
    guard records.count == polygons.count else {
      throw Error.invalid(path, "\(records.count) rows but \(polygons.count) shapes")
    }
    return NaturalEarthAssembly.rings(records: records, polygons: polygons, tolerance: tolerance)
  }

  private static func rows(_ bytes: [UInt8], path: String) throws -> [[String: String]] {
    do { return try DBaseTable.rows(bytes) } catch {
      throw Error.invalid(path, "not a dBASE table")
    }
  }

  private static func polygons(_ bytes: [UInt8], path: String) throws -> [[Shapefile.Ring]] {
    do { return try Shapefile.polygons(bytes) } catch {
      throw Error.invalid(path, "not a polygon shapefile (\(error))")
    }
  }

  private static func bytes(_ url: URL) throws -> [UInt8] {
    guard let data = try? Data(contentsOf: url) else { throw Error.unreadable(url.path) }
    return [UInt8](data)
  }
}
