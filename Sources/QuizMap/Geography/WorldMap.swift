/// A place on the globe in degrees, quantized to millionths (about 11 cm): finer than any
/// outline the assets carry, so that the detailed outlines of Vatican City or Monaco, a few
/// hundred metres across, keep their shape when drawn as large as a pane allows.
public struct GeoPoint: Sendable, Equatable {
  /// Millionths of a degree east, -180_000_000...180_000_000.
  public var longitudeMicrodegrees: Int32
  /// Millionths of a degree north, -90_000_000...90_000_000.
  public var latitudeMicrodegrees: Int32

  public init(longitudeMicrodegrees: Int32, latitudeMicrodegrees: Int32) {
    self.longitudeMicrodegrees = longitudeMicrodegrees
    self.latitudeMicrodegrees = latitudeMicrodegrees
  }

  /// The nearest point the type can hold; out-of-range values are clamped, and a value that
  /// is no number (text read as "nan") is 0 rather than a crash.
  public init(longitude: Double, latitude: Double) {
    longitudeMicrodegrees = Self.microdegrees(longitude, limit: 180e6)
    latitudeMicrodegrees = Self.microdegrees(latitude, limit: 90e6)
  }

  private static func microdegrees(_ degrees: Double, limit: Double) -> Int32 {
    guard degrees.isFinite else { return 0 }
    return Int32(max(-limit, min(limit, (degrees * 1e6).rounded())))
  }

  public var longitude: Double { Double(longitudeMicrodegrees) / 1e6 }
  public var latitude: Double { Double(latitudeMicrodegrees) / 1e6 }
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
