/// The part of the world a map shows: a central meridian, and a box of longitudes east of it
/// and latitudes. A game's area is the box around its countries with a margin, or the whole
/// world when they go most of the way round.
public struct MapArea: Sendable, Equatable {
  public var centralLongitude: Double
  /// Degrees east of the central meridian, west edge first: -180...180 for the world.
  public var longitudes: ClosedRange<Double>
  public var latitudes: ClosedRange<Double>

  public init(
    centralLongitude: Double, longitudes: ClosedRange<Double>, latitudes: ClosedRange<Double>
  ) {
    self.centralLongitude = centralLongitude
    self.longitudes = longitudes
    self.latitudes = latitudes
  }

  /// The inhabited world: from Greenland's north to Tierra del Fuego and the islands south of
  /// it, leaving out Antarctica's rows, which would take a sixth of the map for no answer.
  public static let world = MapArea(
    centralLongitude: 0, longitudes: -180...180, latitudes: -58...84)
  /// The whole globe, for a game that asks for Antarctica.
  public static let globe = MapArea(
    centralLongitude: 0, longitudes: -180...180, latitudes: -90...90)

  /// Past this many degrees of longitude a box shows little less than the world, and the
  /// world's shape is easier to read.
  static let worldThreshold = 200.0

  /// The area around `codes`: a country's whole outline when it is small enough to fit a
  /// regional map, its label point when it is not (Russia in a game of Europe, France's
  /// overseas departments), with a margin; the world when they span most longitudes.
  public static func covering(_ codes: some Sequence<String>, in map: WorldMap) -> MapArea {
    var longitudes: [Double] = []
    var latitudes: [Double] = []
    var asksForAntarctica = false
    for code in codes {
      guard let country = map[code] else { continue }
      if code == "AQ" { asksForAntarctica = true }
      if let box = Self.box(of: country),
        box.longitudes.upperBound - box.longitudes.lowerBound <= 60,
        box.latitudes.upperBound - box.latitudes.lowerBound <= 40
      {
        longitudes += [box.longitudes.lowerBound, box.longitudes.upperBound]
        latitudes += [box.latitudes.lowerBound, box.latitudes.upperBound]
      } else if let label = country.label {
        longitudes.append(label.longitude)
        latitudes.append(label.latitude)
      }
    }
    if asksForAntarctica { return .globe }
    guard let south = latitudes.min(), let north = latitudes.max() else { return .world }
    // The smallest arc of longitudes holding every point: the complement of the widest gap
    // between neighbours round the circle, so a Pacific area spans the antimeridian.
    let sorted = longitudes.sortedByInsertion()
    var gapEnd = sorted[0]
    var widestGap = sorted[0] + 360 - sorted[sorted.count - 1]
    for index in 1..<sorted.count where sorted[index] - sorted[index - 1] > widestGap {
      widestGap = sorted[index] - sorted[index - 1]
      gapEnd = sorted[index]
    }
    let span = 360 - widestGap
    guard span <= worldThreshold else { return .world }
    let west = gapEnd
    let longitudeMargin = max(3, span * 0.08)
    let latitudeMargin = max(2, (north - south) * 0.08)
    // A single small country still gets a region round it.
    let halfWidth = max(10, span / 2 + longitudeMargin)
    let middleLatitude = (south + north) / 2
    let halfHeight = max(6, (north - south) / 2 + latitudeMargin)
    var central = west + span / 2
    if central > 180 { central -= 360 }
    return MapArea(
      centralLongitude: central, longitudes: -halfWidth...halfWidth,
      latitudes: max(-90, middleLatitude - halfHeight)...min(90, middleLatitude + halfHeight))
  }

  /// A country's box in degrees, with its longitudes as they run (past 180 when it crosses
  /// the antimeridian); nil without rings.
  static func box(of country: MapCountry) -> (
    longitudes: ClosedRange<Double>, latitudes: ClosedRange<Double>
  )? {
    var west = Double.infinity
    var east = -Double.infinity
    var south = Double.infinity
    var north = -Double.infinity
    for ring in country.rings {
      for point in ring {
        west = min(west, point.longitude)
        east = max(east, point.longitude)
        south = min(south, point.latitude)
        north = max(north, point.latitude)
      }
    }
    guard west <= east else { return nil }
    return (west...east, south...north)
  }

  /// The projected box of the area, in Equal Earth units, y north.
  public var projectedBounds: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    var minX = Double.infinity
    var maxX = -Double.infinity
    // Meridians bow outward towards the equator: the widest row is the one nearest it.
    let widest = min(max(0, latitudes.lowerBound), latitudes.upperBound)
    for latitude in [latitudes.lowerBound, latitudes.upperBound, widest] {
      for longitude in [longitudes.lowerBound, longitudes.upperBound] {
        let x = EqualEarth.project(longitude: longitude, latitude: latitude).x
        minX = min(minX, x)
        maxX = max(maxX, x)
      }
    }
    let south = EqualEarth.scale(latitude: latitudes.lowerBound).y
    let north = EqualEarth.scale(latitude: latitudes.upperBound).y
    return (minX...maxX, south...north)
  }
}
