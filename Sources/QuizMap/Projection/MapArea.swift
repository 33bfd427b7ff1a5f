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
    // A Pacific area spans the antimeridian.
    let (west, span) = smallestArc(longitudes)
    guard span <= worldThreshold else { return .world }
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

  /// The area grown to a pane's shape (projected width over height), keeping all it held
  /// and its central meridian: more of the land around a region, not empty rows. The world
  /// cannot grow, and a region grows no further than the whole way round, or than the poles'
  /// rows (which Equal Earth squeezes to nothing).
  public func fitted(toAspect aspect: Double) -> MapArea {
    guard aspect > 0, longitudes.upperBound - longitudes.lowerBound < 360 else { return self }
    let shape = { (area: MapArea) -> Double in
      let bounds = area.projectedBounds
      return (bounds.x.upperBound - bounds.x.lowerBound)
        / max(1e-9, bounds.y.upperBound - bounds.y.lowerBound)
    }
    var area = self
    let current = shape(self)
    if current < aspect {
      // Equal Earth's x is in proportion to longitude along a parallel: widen by the ratio.
      let half = min(180, (longitudes.upperBound - longitudes.lowerBound) / 2 * aspect / current)
      let middle = (longitudes.lowerBound + longitudes.upperBound) / 2
      area.longitudes = max(-180, middle - half)...min(180, middle + half)
      return area
    }
    // Taller: add latitudes on both sides, then on the side with room, until the shape is met.
    let south = -Self.furthestLatitude
    let north = Self.furthestLatitude
    func grown(by degrees: Double) -> MapArea {
      var grown = self
      var low = latitudes.lowerBound - degrees
      var high = latitudes.upperBound + degrees
      if low < south {
        high += south - low
        low = south
      }
      if high > north {
        low -= high - north
        high = north
      }
      grown.latitudes =
        max(
          south, min(low, latitudes.lowerBound))...max(
          high, latitudes.upperBound)
      return grown
    }
    var least = 0.0
    var most = 180.0
    guard shape(grown(by: most)) <= aspect else { return grown(by: most) }
    for _ in 0..<40 {
      let middle = (least + most) / 2
      if shape(grown(by: middle)) > aspect { least = middle } else { most = middle }
    }
    return grown(by: most)
  }

  /// How far from the equator a fitted area reaches.
  static let furthestLatitude = 84.0

  /// The area of one country's outline and nothing round it but a thin margin, across the
  /// antimeridian when it lies across it (Fiji, Russia): for its silhouette.
  public static func fitting(_ country: MapCountry) -> MapArea {
    var longitudes: [Double] = []
    var south = Double.infinity
    var north = -Double.infinity
    for ring in country.rings {
      for point in ring {
        longitudes.append(point.longitude)
        south = min(south, point.latitude)
        north = max(north, point.latitude)
      }
    }
    guard south <= north else {
      return country.label.map { label in
        MapArea(
          centralLongitude: label.longitude, longitudes: -1...1,
          latitudes: (label.latitude - 1)...(label.latitude + 1))
      } ?? .world
    }
    let (west, span) = smallestArc(longitudes)
    // In proportion to the country: a fixed margin would leave Vatican City, a hundredth of a
    // degree across, a speck in the middle of its own pane.
    let margin = max(0.0001, span * 0.03)
    let latitudeMargin = max(0.0001, (north - south) * 0.03)
    var central = west + span / 2
    if central > 180 { central -= 360 }
    let half = min(180, span / 2 + margin)
    return MapArea(
      centralLongitude: central, longitudes: -half...half,
      latitudes: max(-90, south - latitudeMargin)...min(90, north + latitudeMargin))
  }

  /// The area of a zoomed inset round a country too small for its game's map: the country in
  /// the middle, with `surroundings` times its size of land and sea round it (at least
  /// `minimumSpan` degrees each way), so its neighbours and coasts say where it is.
  public static func inset(
    around country: MapCountry, surroundings: Double = 6, minimumSpan: Double = 2
  ) -> MapArea {
    let tight = fitting(country)
    let width = tight.longitudes.upperBound - tight.longitudes.lowerBound
    let height = tight.latitudes.upperBound - tight.latitudes.lowerBound
    let halfWidth = min(180, max(minimumSpan, width * surroundings) / 2)
    let halfHeight = max(minimumSpan, height * surroundings) / 2
    let middle = (tight.latitudes.lowerBound + tight.latitudes.upperBound) / 2
    return MapArea(
      centralLongitude: tight.centralLongitude, longitudes: -halfWidth...halfWidth,
      latitudes: max(-90, middle - halfHeight)...min(90, middle + halfHeight))
  }

  /// The smallest arc of longitudes holding every one: the complement of the widest gap
  /// between neighbours round the circle, as its west end and its span.
  static func smallestArc(_ longitudes: [Double]) -> (west: Double, span: Double) {
    let sorted = longitudes.sortedByInsertion()
    guard let first = sorted.first, let last = sorted.last else { return (-180, 360) }
    var gapEnd = first
    var widestGap = first + 360 - last
    for index in 1..<sorted.count where sorted[index] - sorted[index - 1] > widestGap {
      widestGap = sorted[index] - sorted[index - 1]
      gapEnd = sorted[index]
    }
    return (gapEnd, 360 - widestGap)
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
