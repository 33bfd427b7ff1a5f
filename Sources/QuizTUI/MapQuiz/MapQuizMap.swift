import QuizGame
import QuizMap

/// The map quiz's map, for the full screen and the line modes alike: the game's area with the
/// country asked solid, the game's other countries in outline and the land round them dim. A
/// country with too few dots at the area's scale (Luxembourg, Singapore, Tuvalu) keeps its
/// marker on the map and gets an inset: a box of its surroundings, zoomed, with it solid, in
/// the corner farthest from it. The map is rasterised once for a size; a new question redraws
/// only the two countries whose mark changed.
public final class MapQuizMap {
  /// Fewer dots than this, and a country is shown in an inset as well.
  public static let minimumDots = 12

  private let codes: [String?]
  private var drawing: BrailleMap?
  private var size: (columns: Int, rows: Int)?
  private var marked: Int?
  /// The last picture, inset and all: a keystroke redraws nothing, as an inset rasterises the
  /// land round a country afresh.
  private var picture: (asked: Int?, rows: [[Cell]])?

  /// - Parameter codes: the game's items' ISO codes, in item order.
  public init(codes: [String?]) {
    self.codes = codes
  }

  /// Each country's label point on the bundled map, by ISO code: what `GameServices` is given
  /// for the map quiz to say where a wrong name lies.
  public static let labelPoints: @Sendable (String) -> LabelPoint? = { code in
    WorldMap.bundled?[code]?.label.map {
      LabelPoint(latitude: $0.latitude, longitude: $0.longitude)
    }
  }

  /// Whether the bundled map knows every item of the game.
  public static func canShow(_ codes: [String?]) -> Bool {
    GameMapPane.canShow(codes)
  }

  /// The map with item `asked` solid, at most `columns` by `rows` cells, its inset drawn over
  /// it; empty when there is no map or no room.
  public func rows(asked: Int?, columns: Int, rows: Int) -> [[Cell]] {
    if let picture, let size, size == (columns, rows), picture.asked == asked {
      return picture.rows
    }
    guard columns > 0, rows > 0, let map = WorldMap.bundled, Self.canShow(codes) else { return [] }
    let drawing: BrailleMap
    if let current = self.drawing, let size, size == (columns, rows) {
      drawing = current
    } else {
      let area = MapArea.covering(codes.compactMap { $0 }, in: map)
        .fitted(toAspect: Double(2 * columns) / Double(4 * rows))
      drawing = BrailleMap(
        map: map, area: area, subjects: codes, columns: columns, rows: rows,
        stretch: GameMapPane.stretch)
      self.drawing = drawing
      size = (columns, rows)
      marked = nil
      picture = nil
    }
    if marked != asked || marked == nil {
      drawing.update(codes.indices.map { $0 == asked ? .newest : .blank })
      marked = asked
    }
    var picture = (0..<drawing.rows).map { row in drawing.row(row).map(Self.cell) }
    if let asked, codes.indices.contains(asked), let code = codes[asked],
      drawing.dotCount(ofSubject: asked) < Self.minimumDots, let country = map[code]
    {
      Self.drawInset(of: country, in: map, over: &picture, main: drawing)
    }
    self.picture = (asked, picture)
    return picture
  }

  /// The rows as text, for the line modes.
  public func lines(asked: Int?, columns: Int, rows: Int) -> [String] {
    self.rows(asked: asked, columns: columns, rows: rows).map { cells in
      String(String.UnicodeScalarView(cells.compactMap(\.scalar)))
    }
  }

  private static func cell(_ glyph: MapGlyph) -> Cell {
    Cell(glyph.scalar, role: GameMapPane.role(glyph.style))
  }

  /// A box a third of the map wide at most, in the corner farthest from the country.
  private static func drawInset(
    of country: MapCountry, in map: WorldMap, over picture: inout [[Cell]], main: BrailleMap
  ) {
    let columns = min(26, main.columns / 3)
    let rows = min(9, main.rows / 2)
    guard columns >= 8, rows >= 4, let label = country.label else { return }
    // Drawn from the detailed outlines where they are: at an inset's scale the game map's
    // Luxembourg is a blob and Tuvalu a dot.
    let insetMap = WorldMap.detailed ?? map
    let area = MapArea.inset(around: insetMap[country.code] ?? country)
      .fitted(toAspect: Double(2 * (columns - 2)) / Double(4 * (rows - 2)))
    let inset = BrailleMap(
      map: insetMap, area: area, subjects: [country.code], columns: columns - 2, rows: rows - 2,
      stretch: GameMapPane.stretch)
    inset.update([.newest])
    let at = main.dotPosition(of: label)
    let right = at.x < Double(main.columns)
    let bottom = at.y < Double(2 * main.rows)
    let left = right ? main.columns - inset.columns - 2 : 0
    let top = bottom ? main.rows - inset.rows - 2 : 0
    let line = String(repeating: "─", count: inset.columns)
    let box =
      ["┌" + line + "┐"].map { Array($0.unicodeScalars) }
      + (0..<inset.rows).map { _ in [] } + ["└" + line + "┘"].map { Array($0.unicodeScalars) }
    for (offset, scalars) in box.enumerated() {
      let row = top + offset
      guard picture.indices.contains(row) else { continue }
      var cells = scalars.map { Cell($0, role: .secondary) }
      if offset > 0, offset <= inset.rows {
        cells =
          [Cell("│" as Unicode.Scalar, role: .secondary)] + inset.row(offset - 1).map(cell)
          + [Cell("│" as Unicode.Scalar, role: .secondary)]
      }
      for (column, cell) in cells.enumerated() where picture[row].indices.contains(left + column) {
        picture[row][left + column] = cell
      }
    }
  }
}
