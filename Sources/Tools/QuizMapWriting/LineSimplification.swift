import QuizMap

/// Douglas-Peucker on a closed ring: the fewest points that stay within `tolerance` degrees of
/// the original line. A braille dot of the most detailed map a terminal shows spans a few
/// hundredths of a degree; points closer than that draw nothing.
public enum LineSimplification {
  public static func simplify(_ ring: [GeoPoint], tolerance: Double) -> [GeoPoint] {
    var points = ring
    if points.count > 1, points.first == points.last { points.removeLast() }
    // Consecutive repeats (quantizing makes many) add nothing.
    points = points.enumerated().filter { index, point in
      index == 0 || point != points[index - 1]
    }.map(\.element)
    guard points.count > 3 else { return points }
    // The farthest point from the first splits the ring into two open lines.
    let far =
      points.indices.max { distance(points[0], points[$0]) < distance(points[0], points[$1]) } ?? 0
    var keep = [Bool](repeating: false, count: points.count)
    keep[0] = true
    keep[far] = true
    mark(points, 0, far, tolerance, &keep)
    mark(points + [points[0]], far, points.count, tolerance, &keep, wrapping: points.count)
    return points.indices.filter { keep[$0] }.map { points[$0] }
  }

  private static func mark(
    _ points: [GeoPoint], _ first: Int, _ last: Int, _ tolerance: Double, _ keep: inout [Bool],
    wrapping: Int? = nil
  ) {
    var stack = [(first, last)]
    while let (start, end) = stack.popLast() {
      guard end - start > 1 else { continue }
      var farthest = start
      var farthestDistance = 0.0
      for index in (start + 1)..<end {
        let distance = segmentDistance(points[index], points[start], points[end])
        if distance > farthestDistance {
          farthest = index
          farthestDistance = distance
        }
      }
      if farthestDistance > tolerance {
        keep[wrapping.map { farthest % $0 } ?? farthest] = true
        stack.append((start, farthest))
        stack.append((farthest, end))
      }
    }
  }

  private static func distance(_ a: GeoPoint, _ b: GeoPoint) -> Double {
    let x = b.longitude - a.longitude
    let y = b.latitude - a.latitude
    return (x * x + y * y).squareRoot()
  }

  private static func segmentDistance(_ p: GeoPoint, _ a: GeoPoint, _ b: GeoPoint) -> Double {
    let dx = b.longitude - a.longitude
    let dy = b.latitude - a.latitude
    let length = dx * dx + dy * dy
    guard length > 0 else { return distance(p, a) }
    let t = max(
      0, min(1, ((p.longitude - a.longitude) * dx + (p.latitude - a.latitude) * dy) / length))
    let x = a.longitude + t * dx - p.longitude
    let y = a.latitude + t * dy - p.latitude
    return (x * x + y * y).squareRoot()
  }

  /// A ring's area in square degrees, positive when clockwise (a shapefile's outer ring).
  public static func area(_ ring: [GeoPoint]) -> Double {
    guard ring.count > 2 else { return 0 }
    var sum = 0.0
    for index in ring.indices {
      let a = ring[index]
      let b = ring[(index + 1) % ring.count]
      sum += (b.longitude - a.longitude) * (b.latitude + a.latitude)
    }
    return sum / 2
  }
}
