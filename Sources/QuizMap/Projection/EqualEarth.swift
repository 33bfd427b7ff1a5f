#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Equal Earth projection (Šavrič, Patterson and Jenny, 2018): equal-area, so Africa is
/// not drawn smaller than Greenland, with straight parallels (a map's rows are latitudes) and
/// the rounded outline of Robinson, which it was made to replace. The formulas are the
/// authors', on the unit sphere: x spans ±2.7066 at the equator, y ±1.3174 at the poles.
public enum EqualEarth {
  static let a1 = 1.340264
  static let a2 = -0.081106
  static let a3 = 0.000893
  static let a4 = 0.003796
  static let m = 3.0.squareRoot() / 2

  /// A point's place on the map, y north. `longitude` is east of the map's central meridian,
  /// in degrees, and may pass ±180 (a shape across the antimeridian stays in one piece).
  public static func project(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
    let scale = self.scale(latitude: latitude)
    return (longitude * .pi / 180 * scale.x, scale.y)
  }

  /// The parts of the projection that depend on latitude alone: x is longitude (in radians)
  /// times the first, y is the second. A ring's points share none, but a map's scanlines do.
  public static func scale(latitude: Double) -> (x: Double, y: Double) {
    let phi = max(-90, min(90, latitude)) * .pi / 180
    let theta = asin(m * sin(phi))
    let t2 = theta * theta
    let t6 = t2 * t2 * t2
    let y = theta * (a1 + a2 * t2 + t6 * (a3 + a4 * t2))
    let x =
      2 * 3.0.squareRoot() * cos(theta) / (3 * (a1 + 3 * a2 * t2 + t6 * (7 * a3 + 9 * a4 * t2)))
    return (x, y)
  }
}
