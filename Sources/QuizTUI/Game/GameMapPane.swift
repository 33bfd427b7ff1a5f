import QuizMap

/// The game's map as the screen draws it: a `BrailleMap` for the game's countries, kept while
/// the game, the size and the area stay the same, so a hit redraws only the cells of the
/// countries whose mark changed, and only those rows' cells are made again.
final class GameMapPane {
  /// The map's rows of cells, as wide as the map.
  private(set) var rows: [[Cell]] = []
  private(set) var columns = 0
  private var drawing: BrailleMap?
  private var key: Key?

  private struct Key: Equatable {
    let codes: [String?]
    let columns: Int
    let rows: Int
  }

  init() {}

  /// Whether a game with these items' codes has a map: every item is a country the map knows.
  /// A quiz from a URL or a file has answers of any kind, and no map.
  static func canShow(_ codes: [String?]) -> Bool {
    guard !codes.isEmpty, let map = WorldMap.bundled else { return false }
    return codes.allSatisfy { code in code.map { map[$0] != nil } ?? false }
  }

  /// Draws the map for the model at most `columns` by `rows` cells; false when it has none.
  func update(_ model: GameScreenModel, _ ui: GameUIState, columns: Int, rows: Int) -> Bool {
    guard model.hasMap, columns > 0, rows > 0, let map = WorldMap.bundled else { return false }
    let codes = model.items.map(\.code)
    let key = Key(codes: codes, columns: columns, rows: rows)
    let marks = model.items.map { item -> MapMark in
      switch item.state {
      case .blank: .blank
      case .found: item.id == ui.newestHit ? .newest : .found
      case .missed: .missed
      }
    }
    if key != self.key || drawing == nil {
      // A region takes in more land round it to fill the pane; the world, which cannot, is
      // stretched a little.
      let area = MapArea.covering(codes.compactMap { $0 }, in: map)
        .fitted(toAspect: Double(2 * columns) / Double(4 * rows))
      let drawing = BrailleMap(
        map: map, area: area, subjects: codes, columns: columns, rows: rows,
        stretch: Self.stretch)
      drawing.update(marks)
      self.drawing = drawing
      self.key = key
      self.columns = drawing.columns
      self.rows = (0..<drawing.rows).map { Self.cells(drawing.row($0)) }
      return true
    }
    guard let drawing else { return false }
    for row in drawing.update(marks) { self.rows[row] = Self.cells(drawing.row(row)) }
    return true
  }

  private static func cells(_ glyphs: ArraySlice<MapGlyph>) -> [Cell] {
    glyphs.map { Cell($0.scalar, role: role($0.style)) }
  }

  /// Found and missed are told apart by their dots (solid, hatched) and markers (●, ✗), so the
  /// roles' colours add to the difference but never carry it alone.
  static func role(_ style: MapStyle) -> CellRole {
    switch style {
    case .sea, .blank: .plain
    case .context: .secondary
    case .found: .found
    case .missed: .missed
    case .newest: .newHit
    }
  }

  /// How far the map may be stretched past its proportions to fill the pane: a third more
  /// still reads as the world, as terminal cells are seldom exactly twice as tall as wide.
  static let stretch = 1.35

  /// On the pane's last row: what the map's marks mean.
  static let legend = "⣿ found  ⢕ missed  ∘ ● ✗ small places"
}

/// Where the map goes: beside the grid on a wide terminal; on a narrow one in the grid's
/// place when the player switches to it (`GameScreenUpdate.mapKey`).
enum GameMapLayout {
  /// Below this the grid and the map side by side are each too narrow to read, and the grid
  /// needs the whole width to keep long names whole ("São Tomé and Príncipe" at 120 columns).
  static let minimumColumnsBeside = 160
  static let gap = 2

  struct Split {
    var gridWidth: Int
    var showsGrid: Bool
    /// The map's first column and its width.
    var map: (column: Int, width: Int)?
  }

  static func isBeside(columns: Int) -> Bool { columns >= minimumColumnsBeside }

  static func split(columns: Int, showsMap: Bool, showsMapAlone: Bool) -> Split {
    guard showsMap else { return Split(gridWidth: columns, showsGrid: true, map: nil) }
    if isBeside(columns: columns) {
      // The larger share: at world scale every column is another country drawn, not a marker.
      let mapWidth = columns * 11 / 20
      let gridWidth = columns - mapWidth - gap
      return Split(gridWidth: gridWidth, showsGrid: true, map: (gridWidth + gap, mapWidth))
    }
    return showsMapAlone
      ? Split(gridWidth: columns, showsGrid: false, map: (0, columns))
      : Split(gridWidth: columns, showsGrid: true, map: nil)
  }
}
