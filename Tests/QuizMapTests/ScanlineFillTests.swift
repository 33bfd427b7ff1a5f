import QuizMap
import Testing

@Suite("Scanline fill")
struct ScanlineFillTests {
  @Test func spans_coverASquaresDotsExactly() {
    let square: [ScanlineFill.Point] = [(1, 1), (5, 1), (5, 5), (1, 5)]

    let spans = ScanlineFill.spans(of: [square], width: 8, height: 8)

    #expect(spans == (1...4).map { ScanlineFill.Span(row: $0, columns: 1..<5) })
  }

  @Test func spans_coverATrianglesDotsByTheirCentres() {
    let triangle: [ScanlineFill.Point] = [(0, 0), (8, 0), (0, 8)]

    let spans = ScanlineFill.spans(of: [triangle], width: 8, height: 8)

    #expect(spans == (0...6).map { ScanlineFill.Span(row: $0, columns: 0..<(7 - $0)) })
  }

  @Test func spans_leaveAHoleTurningTheOtherWayEmpty() {
    let outer: [ScanlineFill.Point] = [(0, 0), (8, 0), (8, 8), (0, 8)]
    let hole: [ScanlineFill.Point] = [(2, 2), (2, 6), (6, 6), (6, 2)]

    let spans = ScanlineFill.spans(of: [outer, hole], width: 8, height: 8)

    let holeRows = (2...5).flatMap {
      [ScanlineFill.Span(row: $0, columns: 0..<2), ScanlineFill.Span(row: $0, columns: 6..<8)]
    }
    let fullRows = [0, 1, 6, 7].map { ScanlineFill.Span(row: $0, columns: 0..<8) }
    #expect(Set(spans) == Set(holeRows + fullRows))
    #expect(spans.count == holeRows.count + fullRows.count)
  }

  @Test func spans_joinOverlappingPartsTurningTheSameWay() {
    let outer: [ScanlineFill.Point] = [(0, 0), (8, 0), (8, 8), (0, 8)]
    let inner: [ScanlineFill.Point] = [(2, 2), (6, 2), (6, 6), (2, 6)]

    let spans = ScanlineFill.spans(of: [outer, inner], width: 8, height: 8)

    #expect(spans == (0...7).map { ScanlineFill.Span(row: $0, columns: 0..<8) })
  }

  @Test func spans_clipToTheGrid() {
    let square: [ScanlineFill.Point] = [(-3, -3), (20, -3), (20, 2), (-3, 2)]

    let spans = ScanlineFill.spans(of: [square], width: 4, height: 8)

    #expect(spans == [0, 1].map { ScanlineFill.Span(row: $0, columns: 0..<4) })
  }
}
