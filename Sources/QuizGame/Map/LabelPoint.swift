#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a country's name goes on a map, in degrees: Natural Earth's label point, which the
/// front ends take from their map (QuizGame draws none).
public struct LabelPoint: Sendable {
  public let latitude: Double
  public let longitude: Double

  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// "north", "southwest": which of eight ways `other` lies from here, by the great circle's
  /// first bearing (so across the antimeridian too); nil for the same point.
  public func direction(to other: LabelPoint) -> String? {
    guard other.latitude != latitude || other.longitude != longitude else { return nil }
    return Self.directions[Self.sector(of: bearing(to: other))]
  }

  /// The great circle's first bearing from here to `other`, degrees clockwise from north.
  public func bearing(to other: LabelPoint) -> Double {
    let (from, to) = (Self.radians(latitude), Self.radians(other.latitude))
    let east = Self.radians(other.longitude - longitude)
    let y = sin(east) * cos(to)
    let x = cos(from) * sin(to) - sin(from) * cos(to) * cos(east)
    return (atan2(y, x) / Self.radians(1) + 360).truncatingRemainder(dividingBy: 360)
  }

  /// Along the great circle (haversine, on the Earth's mean radius).
  public func kilometres(to other: LabelPoint) -> Double {
    let (from, to) = (Self.radians(latitude), Self.radians(other.latitude))
    let north = to - from
    let east = Self.radians(other.longitude - longitude)
    let h = sin(north / 2) * sin(north / 2) + cos(from) * cos(to) * sin(east / 2) * sin(east / 2)
    return 2 * Self.earthRadius * asin(min(1, h.squareRoot()))
  }

  /// Which of eight sectors, north first and clockwise, a bearing in degrees falls in.
  public static func sector(of bearing: Double) -> Int {
    Int((bearing.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45) % 8
  }

  /// The Earth's mean radius, in kilometres.
  static let earthRadius = 6_371.0088

  private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

  static let directions = [
    "north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest",
  ]
}
