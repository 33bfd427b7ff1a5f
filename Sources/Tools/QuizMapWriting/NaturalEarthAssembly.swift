import QuizMap

/// How Natural Earth's admin-0 records become the map's countries, keyed by the ISO codes of
/// our country data: the 1:110m shapes where they exist, the 1:10m extract's small places and
/// label points for the rest.
public enum NaturalEarthAssembly {
  /// A polygon of one record that is another code's in our data: France's record carries its
  /// overseas departments, Norway's Svalbard, Jan Mayen and Bouvet Island, the Netherlands' the
  /// Caribbean Netherlands, New Zealand's Tokelau, and Australia's "Indian Ocean Territories"
  /// both Christmas Island and the Cocos (Keeling) Islands. A ring goes to `code` when its
  /// centre lies in the box.
  struct PartRule {
    let parent: String
    let code: String
    let longitudes: ClosedRange<Double>
    let latitudes: ClosedRange<Double>
  }

  static let partRules: [PartRule] = [
    PartRule(parent: "FRA", code: "GF", longitudes: -55...(-51), latitudes: 2...6.5),
    PartRule(parent: "FRA", code: "GP", longitudes: -62...(-60.9), latitudes: 15.7...16.7),
    PartRule(parent: "FRA", code: "MQ", longitudes: -61.4...(-60.7), latitudes: 14.2...15),
    PartRule(parent: "FRA", code: "RE", longitudes: 55...56, latitudes: -21.6...(-20.7)),
    PartRule(parent: "FRA", code: "YT", longitudes: 44.8...45.5, latitudes: -13.2...(-12.4)),
    PartRule(parent: "NOR", code: "SJ", longitudes: 0...40, latitudes: 73.5...82),
    PartRule(parent: "NOR", code: "SJ", longitudes: -10...(-7), latitudes: 70.5...71.5),
    PartRule(parent: "NOR", code: "BV", longitudes: 3...4, latitudes: -55...(-54)),
    PartRule(parent: "NLD", code: "BQ", longitudes: -68.6...(-68), latitudes: 11.8...12.5),
    PartRule(parent: "NLD", code: "BQ", longitudes: -63.5...(-62.8), latitudes: 17.3...17.8),
    PartRule(parent: "NZL", code: "TK", longitudes: -173...(-171), latitudes: -10...(-8)),
    PartRule(parent: "IOA", code: "CX", longitudes: 105...106, latitudes: -11...(-10)),
    PartRule(parent: "IOA", code: "CC", longitudes: 96...97.5, latitudes: -12.6...(-11.5)),
  ]

  /// Records whose ISO_A2 is -99 in 1:110m: France and Norway (whose overseas parts have
  /// codes of their own), and two the 1:10m German point of view draws within a country.
  static let codesByAdmin: [String: String] = [
    "FRA": "FR", "NOR": "NO",
    // Northern Cyprus and Somaliland: Cyprus and Somalia in our data, as in 1:10m's view.
    "CYN": "CY", "SOL": "SO",
  ]

  /// Records left out, each a stray dot or a sliver at any scale a terminal shows, and none
  /// a country of our data: the UK's bases on Cyprus (Akrotiri, Dhekelia), Guantanamo Bay,
  /// Bir Tawil, the Spratly Islands, Scarborough Reef, Clipperton Island, the Brazilian Island
  /// in the Uruguay river, and Australia's Coral Sea and Ashmore and Cartier islands.
  static let leftOut: Set<String> = [
    "WSB", "ESB", "USG", "BRT", "PGA", "SCR", "CLP", "BRI", "CSI", "ATC",
  ]

  /// The code a record's polygons belong to, before any part rule; nil for one left out.
  static func code(of record: [String: String]) -> String? {
    let admin = record["ADM0_A3"] ?? ""
    guard !leftOut.contains(admin) else { return nil }
    if admin == "IOA" { return nil }
    for field in ["ISO_A2_EH", "ISO_A2"] {
      if let value = record[field], value.count == 2, value.allSatisfy(\.isUppercase) {
        return value
      }
    }
    return codesByAdmin[admin]
  }

  /// Each code's rings from a shapefile's records, with the part rules applied, simplified to
  /// `tolerance` degrees after rounding to hundredths.
  public static func rings(
    records: [[String: String]], polygons: [[Shapefile.Ring]], tolerance: Double
  ) -> [String: [[GeoPoint]]] {
    partition(records: records, polygons: polygons, inHundredths: true).mapValues { rings in
      rings.map { LineSimplification.simplify($0, tolerance: tolerance) }.filter { $0.count >= 3 }
    }
  }

  /// Each code's rings from a shapefile's records, with the part rules applied: as they are,
  /// or rounded once to hundredths (rounding to millionths first would round some halves
  /// again, the other way).
  public static func partition(
    records: [[String: String]], polygons: [[Shapefile.Ring]], inHundredths: Bool = false
  ) -> [String: [[GeoPoint]]] {
    func point(_ longitude: Double, _ latitude: Double) -> GeoPoint {
      guard inHundredths else { return GeoPoint(longitude: longitude, latitude: latitude) }
      return GeoPoint(
        longitude: (longitude * 100).rounded() / 100, latitude: (latitude * 100).rounded() / 100)
    }

    var result: [String: [[GeoPoint]]] = [:]
    for (record, polygon) in zip(records, polygons) {
      let admin = record["ADM0_A3"] ?? ""
      let own = code(of: record)
      for ring in polygon {
        let points = ring.map { point($0.longitude, $0.latitude) }
        let centre = centre(of: points)
        let rule = partRules.first {
          $0.parent == admin && $0.longitudes.contains(centre.longitude)
            && $0.latitudes.contains(centre.latitude)
        }
        guard let code = rule?.code ?? own else { continue }
        result[code, default: []].append(points)
      }
    }
    return result
  }

  /// The label points of a 1:10m table, for the records that are one of our codes themselves.
  public static func labels(records: [[String: String]]) -> [String: GeoPoint] {
    var result: [String: GeoPoint] = [:]
    for record in records {
      guard let code = code(of: record), result[code] == nil,
        let x = record["LABEL_X"].flatMap(Double.init),
        let y = record["LABEL_Y"].flatMap(Double.init)
      else { continue }
      result[code] = GeoPoint(longitude: x, latitude: y)
    }
    return result
  }

  /// The mean of a ring's points: enough to tell which island group a ring is in.
  static func centre(of ring: [GeoPoint]) -> (longitude: Double, latitude: Double) {
    guard !ring.isEmpty else { return (0, 0) }
    let longitude = ring.reduce(0.0) { $0 + $1.longitude } / Double(ring.count)
    let latitude = ring.reduce(0.0) { $0 + $1.latitude } / Double(ring.count)
    return (longitude, latitude)
  }

  /// The 1:10m rings worth carrying for a code: those of at least `minimumArea` square
  /// degrees, and the largest whatever its size, so that an atoll nation keeps its place.
  public static func keptRings(_ rings: [[GeoPoint]], minimumArea: Double) -> [[GeoPoint]] {
    let areas = rings.map { abs(LineSimplification.area($0)) }
    let largest = areas.indices.max { areas[$0] < areas[$1] }
    return rings.indices.filter { areas[$0] >= minimumArea || $0 == largest }.map { rings[$0] }
  }

  /// The map: 1:110m shapes for the codes it has, the extract's shapes for the rest; every
  /// code's label point from the extract, or the centre of its largest ring.
  public static func assemble(
    shapes110m: [String: [[GeoPoint]]], extract: NaturalEarthExtract, credit: String,
    step: Int32 = 1
  ) -> WorldMap {
    let codes = Set(shapes110m.keys).union(extract.rings.keys).union(extract.labels.keys)
    let countries = codes.sorted().map { code in
      let source = shapes110m[code].flatMap { $0.isEmpty ? nil : $0 } ?? extract.rings[code] ?? []
      // Rounded to the asset's step, then rid of the points that rounding put in line.
      let rings = source.map { ring in
        LineSimplification.simplify(
          ring.map { $0.rounded(toHundredths: step) }, tolerance: Double(step) / 200)
      }.filter { $0.count >= 3 }
      let label = (extract.labels[code] ?? largestRingCentre(source))?.rounded(toHundredths: step)
      return MapCountry(code: code, label: label, rings: rings)
    }
    return WorldMap(credit: credit, countries: countries)
  }

  static func largestRingCentre(_ rings: [[GeoPoint]]) -> GeoPoint? {
    guard
      let ring = rings.max(by: {
        abs(LineSimplification.area($0)) < abs(LineSimplification.area($1))
      })
    else { return nil }
    let centre = centre(of: ring)
    // In hundredths, rounded once, as world.map's label points always were.
    return GeoPoint(
      longitude: (centre.longitude * 100).rounded() / 100,
      latitude: (centre.latitude * 100).rounded() / 100)
  }
}

/// What is carried from the 1:10m set (`Assets/NaturalEarth/ne_10m_extract.txt`): label points
/// for every record, and the shapes of the places 1:110m lacks. Text, one line each:
///
///     # provenance
///     L FR 2.55 46.70                  a label point
///     R TV 179.21,-8.55 179.20,-8.46 …  a ring
public struct NaturalEarthExtract: Equatable, Sendable {
  public var provenance: [String]
  public var labels: [String: GeoPoint]
  public var rings: [String: [[GeoPoint]]]

  public init(provenance: [String], labels: [String: GeoPoint], rings: [String: [[GeoPoint]]]) {
    self.provenance = provenance
    self.labels = labels
    self.rings = rings
  }

  public enum Error: Swift.Error, Equatable {
    case badLine(Int)
  }

  /// Coordinates with two decimals, as `ne_10m_extract.txt` has them.
  public var text: String { text(decimals: 2) }

  /// Coordinates rounded to `decimals` (1...6) places: five for the detailed outlines, about
  /// a metre.
  public func text(decimals: Int) -> String {
    let decimals = max(1, min(6, decimals))
    var lines = provenance.map { "# " + $0 }
    for code in labels.keys.sorted() {
      if let point = labels[code] {
        lines.append("L \(code) \(Self.text(point, separator: " ", decimals: decimals))")
      }
    }
    for code in rings.keys.sorted() {
      for ring in rings[code] ?? [] {
        lines.append(
          "R \(code) "
            + ring.map { Self.text($0, separator: ",", decimals: decimals) }.joined(separator: " "))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  public static func parse(_ text: String) throws(Error) -> NaturalEarthExtract {
    var extract = NaturalEarthExtract(provenance: [], labels: [:], rings: [:])
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.isEmpty { continue }
      if line.hasPrefix("# ") {
        extract.provenance.append(String(line.dropFirst(2)))
        continue
      }
      let fields = line.split(separator: " ")
      guard fields.count >= 3, fields[1].count == 2 else { throw .badLine(number + 1) }
      let code = String(fields[1])
      switch fields[0] {
      case "L":
        guard fields.count == 4, let x = Double(fields[2]), let y = Double(fields[3]) else {
          throw .badLine(number + 1)
        }
        extract.labels[code] = GeoPoint(longitude: x, latitude: y)
      case "R":
        var ring: [GeoPoint] = []
        for pair in fields.dropFirst(2) {
          let parts = pair.split(separator: ",")
          guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
            throw .badLine(number + 1)
          }
          ring.append(GeoPoint(longitude: x, latitude: y))
        }
        extract.rings[code, default: []].append(ring)
      default:
        throw .badLine(number + 1)
      }
    }
    return extract
  }

  private static func text(_ point: GeoPoint, separator: String, decimals: Int) -> String {
    decimal(point.longitudeMicrodegrees, decimals: decimals) + separator
      + decimal(point.latitudeMicrodegrees, decimals: decimals)
  }

  private static func decimal(_ microdegrees: Int32, decimals: Int) -> String {
    let unit = (0..<(6 - decimals)).reduce(1) { value, _ in value * 10 }
    let scale = (0..<decimals).reduce(1) { value, _ in value * 10 }
    let value = Int((Double(microdegrees) / Double(unit)).rounded())
    let sign = value < 0 ? "-" : ""
    let magnitude = abs(value)
    let fraction = String(magnitude % scale)
    let padding = String(repeating: "0", count: decimals - fraction.count)
    return "\(sign)\(magnitude / scale)." + padding + fraction
  }
}
