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
    let radians = Double.pi / 180
    let (from, to) = (latitude * radians, other.latitude * radians)
    let east = (other.longitude - longitude) * radians
    let y = sin(east) * cos(to)
    let x = cos(from) * sin(to) - sin(from) * cos(to) * cos(east)
    let bearing = atan2(y, x) / radians + 360
    return Self.directions[Int((bearing + 22.5) / 45) % 8]
  }

  static let directions = [
    "north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest",
  ]
}
