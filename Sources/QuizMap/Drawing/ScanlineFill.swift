/// Which dots of a grid a shape covers: a dot is in when its centre is, by the non-zero
/// winding rule, so holes (a ring the other way round) stay empty and touching shapes share
/// no dot. Coordinates are in dots, x right and y down.
public enum ScanlineFill {
  /// A run of covered dots in one row, `columns` end exclusive.
  public struct Span: Sendable, Hashable {
    public var row: Int
    public var columns: Range<Int>

    public init(row: Int, columns: Range<Int>) {
      self.row = row
      self.columns = columns
    }
  }

  public typealias Point = (x: Double, y: Double)

  /// The spans covered by `rings` (each closed: the last point joins the first), clipped to
  /// `width` by `height` dots.
  public static func spans(of rings: [[Point]], width: Int, height: Int) -> [Span] {
    // Each row's crossings, x with the winding in its sign bit's place: a row has a handful,
    // sorted by insertion as they come.
    var rows = [[(x: Double, winding: Int)]](repeating: [], count: max(0, height))
    var any = false
    for ring in rings where ring.count >= 3 {
      var previous = ring[ring.count - 1]
      for point in ring {
        defer { previous = point }
        guard previous.y != point.y else { continue }
        let (low, high, winding) =
          previous.y < point.y ? (previous, point, 1) : (point, previous, -1)
        // Rows whose centre (row + 0.5) lies in [low.y, high.y).
        let first = max(0, Int((low.y - 0.5).rounded(.up)))
        let last = min(height - 1, Int((high.y - 0.5).rounded(.up)) - 1)
        guard first <= last else { continue }
        let slope = (high.x - low.x) / (high.y - low.y)
        for row in first...last {
          let x = low.x + (Double(row) + 0.5 - low.y) * slope
          var index = rows[row].count
          rows[row].append((x, winding))
          while index > 0, rows[row][index - 1].x > x {
            rows[row].swapAt(index, index - 1)
            index -= 1
          }
          any = true
        }
      }
    }
    guard any else { return [] }
    var spans: [Span] = []
    for (row, crossings) in rows.enumerated() where !crossings.isEmpty {
      var winding = 0
      var start = 0.0
      for crossing in crossings {
        let wasInside = winding != 0
        winding += crossing.winding
        if !wasInside, winding != 0 {
          start = crossing.x
        } else if wasInside, winding == 0 {
          // Dots whose centre (column + 0.5) lies in [start, x).
          let from = max(0, Int((start - 0.5).rounded(.up)))
          let to = min(width, Int((crossing.x - 0.5).rounded(.up)))
          if from < to { spans.append(Span(row: row, columns: from..<to)) }
        }
      }
    }
    return spans
  }
}
