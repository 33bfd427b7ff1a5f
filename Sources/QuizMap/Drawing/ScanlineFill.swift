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
    var buffer = Buffer(height: height)
    return buffer.spans(of: rings, width: width)
  }

  /// Each row's crossings, kept between shapes: a map fills a few hundred shapes on the same
  /// rows, and making the rows' arrays again for each was most of drawing it.
  public struct Buffer {
    private var rows: [[(x: Double, winding: Int)]]
    private var touched: [Int] = []

    public init(height: Int) {
      rows = [[(x: Double, winding: Int)]](repeating: [], count: max(0, height))
    }

    public mutating func spans(of rings: [[Point]], width: Int) -> [Span] {
      let height = rows.count
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
            if rows[row].isEmpty { touched.append(row) }
            // A row has a handful of crossings: sorted by insertion as they come.
            var index = rows[row].count
            rows[row].append((x, winding))
            while index > 0, rows[row][index - 1].x > x {
              rows[row].swapAt(index, index - 1)
              index -= 1
            }
          }
        }
      }
      var spans: [Span] = []
      // Top to bottom, as the rows were touched in any order.
      for row in touched.sortedByInsertion() {
        var winding = 0
        var start = 0.0
        for crossing in rows[row] {
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
        rows[row].removeAll(keepingCapacity: true)
      }
      touched.removeAll(keepingCapacity: true)
      return spans
    }
  }
}
