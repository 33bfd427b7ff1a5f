import Foundation
import QuizMap

/// How a country's 1:10m rings become its detailed outline: simplified in proportion to its
/// own size, not the world's, so that each looks right drawn alone as large as a pane allows
/// (160 by 96 braille dots, a wide terminal's silhouette), whether it is Russia or Monaco.
public enum DetailedOutlines {
  /// Douglas-Peucker's tolerance as a share of the country's extent: 1/200 is under a dot
  /// when the country spans 160, and a seventh of a dot's worth of the asset's bytes.
  public static let toleranceShare = 1.0 / 200
  /// A ring is kept when its area is at least this share of the country's land: Crete and
  /// Sicily stay, the islets round them go. An island state's atolls are each a large share
  /// of a small country, so Tuvalu, the Maldives and Kiribati keep theirs.
  public static let minimumAreaShare = 0.001
  /// A kept ring is simplified to no less than an eighth of its own size (Nauru's whole
  /// outline is smaller than Kiribati's tolerance), and its points rounded no coarser.
  static let smallestRingShare = 1.0 / 8

  /// A speck far out is left out: a ring under this share of the land that alone makes the
  /// country's extent more than 1/`remoteExtentShare` times what the rest spans. Agaléga
  /// would make Mauritius ten degrees tall, and the island itself a few dots.
  public static let remoteAreaShare = 0.01
  public static let remoteExtentShare = 0.6

  /// The rings of `rings` worth drawing, each simplified.
  public static func outline(_ rings: [[GeoPoint]]) -> [[GeoPoint]] {
    let areas = rings.map { abs(LineSimplification.area($0)) }
    let land = areas.reduce(0, +)
    let large = rings.indices.filter { areas[$0] >= land * minimumAreaShare }
    let whole = extent(large.map { rings[$0] })
    let kept = large.filter { index in
      guard areas[index] < land * remoteAreaShare, large.count > 1 else { return true }
      let rest = large.filter { $0 != index }.map { rings[$0] }
      return extent(rest) >= whole * remoteExtentShare
    }
    let tolerance = extent(kept.map { rings[$0] }) * toleranceShare
    return kept.compactMap { index in
      let ringTolerance = min(tolerance, extent([rings[index]]) * smallestRingShare)
      let simplified = LineSimplification.simplify(rings[index], tolerance: ringTolerance)
      return simplified.count >= 3 ? simplified : nil
    }
  }

  /// The step a country's points are rounded to in the asset, in millionths of a degree: its
  /// tolerance, or finer for a ring smaller than eight of them.
  public static func step(_ rings: [[GeoPoint]]) -> Int32 {
    let tolerance = extent(rings) * toleranceShare
    let smallest = rings.map { extent([$0]) * smallestRingShare }.min() ?? tolerance
    let step = min(tolerance, smallest) * 1e6
    return Int32(max(1, min(Double(WorldMap.maximumStep), step.rounded(.down))))
  }

  /// The country's rings rounded to `step`, without the points rounding put in line or on
  /// top of each other, and without a ring that rounding flattened.
  public static func rounded(_ rings: [[GeoPoint]], step: Int32) -> [[GeoPoint]] {
    rings.map { ring in
      LineSimplification.simplify(
        ring.map { $0.rounded(toMicrodegrees: step) }, tolerance: Double(step) / 2e6)
    }.filter { $0.count >= 3 && LineSimplification.area($0) != 0 }
  }

  /// The larger of the rings' width (shrunk by the cosine of their middle latitude, as a map
  /// draws it) and height, in degrees: across the antimeridian when they lie across it.
  static func extent(_ rings: [[GeoPoint]]) -> Double {
    var longitudes: [Double] = []
    var south = Double.infinity
    var north = -Double.infinity
    for ring in rings {
      for point in ring {
        longitudes.append(point.longitude)
        south = min(south, point.latitude)
        north = max(north, point.latitude)
      }
    }
    guard south <= north else { return 0 }
    longitudes.sort()
    // The widest gap between neighbours round the circle is the sea the country is not in.
    var widestGap = (longitudes.first ?? 0) + 360 - (longitudes.last ?? 0)
    for index in longitudes.indices.dropFirst() {
      widestGap = max(widestGap, longitudes[index] - longitudes[index - 1])
    }
    let middle = (south + north) / 2 * .pi / 180
    return max((360 - widestGap) * cos(middle), north - south)
  }
}
