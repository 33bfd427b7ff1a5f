import QuizGame
import QuizMap

/// A game's map as shapes, for a front end that draws paths (the iOS app's `Canvas`): the
/// same asset, area and projection as the terminal's braille, in a unit box a view scales.
public struct MapScene: Sendable {
  public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double
  }

  /// One country's rings, x from 0 to `aspectRatio` and y from 0 (north) to 1.
  public struct Shape: Sendable {
    /// Its item in the game, or nil for a country around the game's area.
    public let subject: Int?
    public let rings: [[Point]]
  }

  /// Where a country of the game too small to see is marked.
  public struct Marker: Sendable {
    public let subject: Int
    public let point: Point
  }

  /// Width over height.
  public let aspectRatio: Double
  /// Largest first, so that small countries are drawn over the ones they lie in.
  public let shapes: [Shape]
  public let markers: [Marker]
  /// "Made with Natural Earth …".
  public let credit: String

  /// Under this share of the map's area a country is a marker as well as a shape.
  static let markerArea = 0.000_02

  /// The scene of a game whose every item is a country the map has; nil for any other (a quiz
  /// from a URL or a file).
  public init?(game: Game, map: WorldMap? = .bundled) {
    guard let map, !game.items.isEmpty else { return nil }
    let codes = game.items.map(\.code)
    guard codes.allSatisfy({ $0.map { map[$0] != nil } ?? false }) else { return nil }
    let area = MapArea.covering(codes.compactMap { $0 }, in: map)
    let bounds = area.projectedBounds
    let height = bounds.y.upperBound - bounds.y.lowerBound
    func unit(_ x: Double, _ y: Double) -> Point {
      Point(x: (x - bounds.x.lowerBound) / height, y: (bounds.y.upperBound - y) / height)
    }
    var subjectOfCode: [String: Int] = [:]
    for item in game.items { if let code = item.code { subjectOfCode[code] = item.id } }
    aspectRatio = (bounds.x.upperBound - bounds.x.lowerBound) / height
    var shapes: [(shape: Shape, area: Double)] = []
    var markers: [Marker] = []
    for country in map.countries {
      let rings = BrailleMap.projectedRings(country, area: area).map { ring in
        ring.map { unit($0.x, $0.y) }
      }
      let subject = subjectOfCode[country.code]
      let size = rings.reduce(0.0) { $0 + abs(Self.area($1)) }
      if let subject, size < Self.markerArea * aspectRatio, let label = country.label,
        area.contains(label)
      {
        let point = EqualEarth.project(
          longitude: area.relativeLongitude(label.longitude), latitude: label.latitude)
        markers.append(Marker(subject: subject, point: unit(point.x, point.y)))
      }
      if !rings.isEmpty { shapes.append((Shape(subject: subject, rings: rings), size)) }
    }
    var order = shapes.indices.map { $0 }
    order.sort { shapes[$0].area > shapes[$1].area }
    self.shapes = order.map { shapes[$0].shape }
    self.markers = markers
    credit = map.credit
  }

  /// One country alone, as large as the box allows, with no land round it: the daily
  /// puzzle's silhouette, from the same shape as the terminal's (`shape`). Nil for a country
  /// the map lacks.
  public init?(silhouetteOf country: MapCountry?) {
    guard let country, !country.rings.isEmpty else { return nil }
    let area = MapArea.fitting(country)
    // The box the terminal's silhouette fills, so both show the same part of the shape.
    let bounds = area.projectedBounds
    let height = bounds.y.upperBound - bounds.y.lowerBound
    guard height > 0 else { return nil }
    aspectRatio = (bounds.x.upperBound - bounds.x.lowerBound) / height
    shapes = [Shape(subject: 0, rings: Self.rings(of: country, in: area))]
    markers = []
    credit = ""
  }

  /// A zoomed inset round a country too small for its game's map, as the terminal's map quiz
  /// draws one: the country (subject 0) and the land round it, from the detailed outlines.
  /// Nil for a country the map lacks.
  public init?(insetAround code: String, map: WorldMap? = .detailed) {
    guard let map, let country = map[code], !country.rings.isEmpty else { return nil }
    let area = MapArea.inset(around: country)
    let bounds = area.projectedBounds
    let height = bounds.y.upperBound - bounds.y.lowerBound
    guard height > 0 else { return nil }
    aspectRatio = (bounds.x.upperBound - bounds.x.lowerBound) / height
    // The country asked last, so that it is drawn over the land it lies in.
    shapes =
      map.countries.filter { $0.code != code }.compactMap { other in
        let rings = Self.rings(of: other, in: area)
        return rings.isEmpty ? nil : Shape(subject: nil, rings: rings)
      } + [Shape(subject: 0, rings: Self.rings(of: country, in: area))]
    markers = []
    credit = map.credit
  }

  /// A country's rings in the unit box of `area`: x from 0 to its aspect ratio, y from 0
  /// (north) to 1.
  private static func rings(of country: MapCountry, in area: MapArea) -> [[Point]] {
    let bounds = area.projectedBounds
    let height = bounds.y.upperBound - bounds.y.lowerBound
    return BrailleMap.projectedRings(country, area: area).map { ring in
      ring.map {
        Point(x: ($0.x - bounds.x.lowerBound) / height, y: (bounds.y.upperBound - $0.y) / height)
      }
    }
  }

  static func area(_ ring: [Point]) -> Double {
    guard ring.count > 2 else { return 0 }
    var sum = 0.0
    for index in ring.indices {
      let a = ring[index]
      let b = ring[(index + 1) % ring.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }
}

extension GameViewModel {
  /// Each item's mark on the map, in item order: found, the newest hit, missed at the end.
  public var mapMarks: [MapMark] {
    var newest: Int?
    if case .hit(let item) = feedback { newest = item.id }
    return grid.map { cell in
      if cell.isMissed { return .missed }
      guard cell.isFound else { return .blank }
      return cell.id == newest ? .newest : .found
    }
  }
}

extension MapScene {
  /// Each country's label point on the bundled map, by ISO code, for the map quiz to say where
  /// a wrong name lies (`GameServices.labelPoints`).
  public static let labelPoints: @Sendable (String) -> LabelPoint? = { code in
    WorldMap.bundled?[code]?.label.map {
      LabelPoint(latitude: $0.latitude, longitude: $0.longitude)
    }
  }
}
