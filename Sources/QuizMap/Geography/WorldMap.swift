/// A place on the globe in degrees, quantized to hundredths as the asset stores it (about a
/// kilometre: finer than a braille dot of any map a terminal can show).
public struct GeoPoint: Sendable, Equatable {
  /// Hundredths of a degree east, -18000...18000.
  public var longitudeHundredths: Int32
  /// Hundredths of a degree north, -9000...9000.
  public var latitudeHundredths: Int32

  public init(longitudeHundredths: Int32, latitudeHundredths: Int32) {
    self.longitudeHundredths = longitudeHundredths
    self.latitudeHundredths = latitudeHundredths
  }

  /// The nearest point the asset can hold; out-of-range values are clamped.
  public init(longitude: Double, latitude: Double) {
    longitudeHundredths = Int32(max(-18000, min(18000, (longitude * 100).rounded())))
    latitudeHundredths = Int32(max(-9000, min(9000, (latitude * 100).rounded())))
  }

  public var longitude: Double { Double(longitudeHundredths) / 100 }
  public var latitude: Double { Double(latitudeHundredths) / 100 }
}

/// One country or territory of the map, keyed by its ISO 3166-1 alpha-2 code.
public struct MapCountry: Sendable, Equatable {
  public let code: String
  /// Where a label, or the dot of a place too small to draw, goes; Natural Earth's own.
  public let label: GeoPoint?
  /// Closed rings (the last point joins the first), outer rings clockwise and holes
  /// counter-clockwise as in a shapefile; filled by the non-zero winding rule.
  public let rings: [[GeoPoint]]

  public init(code: String, label: GeoPoint?, rings: [[GeoPoint]]) {
    self.code = code
    self.label = label
    self.rings = rings
  }
}

/// The world's countries as the bundled asset has them: Natural Earth shapes, simplified and
/// quantized, with label points and the credit Natural Earth asks for.
public struct WorldMap: Sendable, Equatable {
  /// "Made with Natural Earth …": where the shapes come from, with their versions.
  public let credit: String
  /// In the order given (the asset's is by code).
  public let countries: [MapCountry]
  private let indexByCode: [String: Int]

  public init(credit: String, countries: [MapCountry]) {
    self.credit = credit
    self.countries = countries
    var index: [String: Int] = [:]
    for (position, country) in countries.enumerated() where index[country.code] == nil {
      index[country.code] = position
    }
    indexByCode = index
  }

  public subscript(code: String) -> MapCountry? {
    indexByCode[code].map { countries[$0] }
  }

  public func index(of code: String) -> Int? { indexByCode[code] }

  public static func == (lhs: WorldMap, rhs: WorldMap) -> Bool {
    lhs.credit == rhs.credit && lhs.countries == rhs.countries
  }
}
