import CountryData
import QuizGame
import Testing

@testable import QuizTUI

@Suite("Game screen map")
@MainActor
struct GameMapScreenTests {
  @Test func wideTerminal_showsTheMapBesideTheGrid() {
    let sut = makeStartedSUT(size: ScreenSize(columns: 160, rows: 40))

    let frame = sut.render()

    let split = GameMapLayout.split(columns: 160, showsMap: true, showsMapAlone: false)
    let mapColumn = split.map?.column ?? 0
    #expect(braille(frame, columns: mapColumn..<160) > 100)
    #expect(braille(frame, columns: 0..<mapColumn) == 0)
    #expect(frame.lines.contains { $0.hasPrefix("Africa") })
    #expect(frame.everyRowFits)
    #expect(!frame.lines[38].contains("F6"))
  }

  @Test func narrowTerminal_switchesBetweenGridAndMapWithF3_shownInTheStatusBar() {
    let sut = makeStartedSUT(size: ScreenSize(columns: 80, rows: 24))
    let grid = sut.render()

    sut.handle(GameScreenController.mapKey)
    let map = sut.render()
    sut.handle(GameScreenController.mapKey)

    #expect(braille(grid, columns: 0..<80) == 0)
    #expect(grid.lines[22].contains("F6 map"))
    #expect(braille(map, columns: 0..<80) > 100)
    // The regions' line stays; the grid's headings go with the grid.
    #expect(!map.trimmedLines.contains { $0.hasPrefix("Africa") && !$0.contains(" · ") })
    #expect(map.trimmedLines[1].hasPrefix("Africa 0/"))
    #expect(map.lines[22].contains("F6 grid"))
    #expect(map.lines[23].hasPrefix("›"))
    #expect(map.lines[0].contains("15:00"))
    #expect(braille(sut.render(), columns: 0..<80) == 0)
  }

  /// At 200×50 the world is wider than its pane is tall: the map is stretched to fill most of
  /// the pane's height instead of its top half, and its legend keeps the pane's last row.
  @Test func tallPane_theWorldFillsMostOfIt_andTheLegendKeepsItsBottom() {
    let size = ScreenSize(columns: 200, rows: 50)
    let sut = makeStartedSUT(size: size)

    let frame = sut.render()

    #expect(mapRows(frame, size: size) * 10 >= (size.rows - 3) * 7)
    #expect(frame.lines[size.rows - 3].contains(GameMapPane.legend))
    #expect(frame.everyRowFits)
  }

  /// A region's map takes in the land round it to fill its pane, whatever the pane's shape.
  @Test(arguments: [ScreenSize(columns: 170, rows: 60), ScreenSize(columns: 220, rows: 30)])
  func aRegionsMap_fillsItsPane(size: ScreenSize) {
    let sut = makeStartedSUT(size: size, game: regionGame("countries of europe"))

    let frame = sut.render()

    let column = mapColumn(size.columns)
    let lit = (0..<size.rows).flatMap { row in
      (column..<size.columns).filter { isBraille(frame.rows[row][$0].text) }
    }
    let width = (lit.max() ?? 0) - (lit.min() ?? 0) + 1
    #expect(mapRows(frame, size: size) * 10 >= (size.rows - 3) * 9)
    #expect(width * 10 >= (size.columns - column) * 9)
    #expect(frame.lines[size.rows - 3].contains(GameMapPane.legend))
  }

  @Test func aHit_changesOnlyTheMapCellsOfItsCountry() {
    let sut = makeStartedSUT(size: ScreenSize(columns: 160, rows: 40))
    let before = sut.render()

    sut.handle(.text("Australia"))
    let after = sut.render()

    let changed = changedMapCells(before, after, from: mapColumn(160))
    #expect(!changed.isEmpty)
    // Australia lies in the south-east quarter of a world map.
    let mapWidth = 160 - mapColumn(160)
    let mapRows = (1..<38).filter { row in
      (mapColumn(160)..<160).contains { isBraille(after.rows[row][$0].text) }
    }
    let middleRow = ((mapRows.first ?? 0) + (mapRows.last ?? 0)) / 2
    #expect(changed.allSatisfy { $0.column - mapColumn(160) > mapWidth / 2 && $0.row > middleRow })
    #expect(changed.allSatisfy { after.rows[$0.row][$0.column].role == .newHit })
  }

  @Test func givingUp_showsMissedCountriesHatched_withoutColour() {
    let sut = makeStartedSUT(size: ScreenSize(columns: 160, rows: 40))
    sut.handle(.text("Australia"))
    let before = sut.render()

    sut.handle(.escape)
    sut.handle(.enter)
    let after = sut.render()

    let missed = after.rows.flatMap { $0 }.filter { $0.role == .missed && isBraille($0.text) }
    #expect(missed.count > 100)
    // The pattern, not the role, tells missed from found: found land is solid, missed land
    // hatched (only a cell of borders and coasts alone is full).
    let found = before.rows.flatMap { $0 }.filter { $0.role == .newHit && isBraille($0.text) }
    let solid = { (cells: [Cell]) in
      Double(cells.filter { $0.text == "⣿" }.count) / Double(max(1, cells.count))
    }
    #expect(solid(missed) < 0.1)
    #expect(solid(found) > 0.3)
  }

  @Test func aQuizFromASource_hasNoMap() {
    let game = Game(
      id: "file", question: "Name them",
      items: ["One", "Two"].enumerated().map {
        GameItem(id: $0.offset, answer: $0.element, spellings: [])
      },
      timeLimit: 60)
    let sut = GameScreenController(
      model: GameViewModel(game: game), size: ScreenSize(columns: 160, rows: 40),
      returnsToChat: false)
    sut.handle(.enter)

    let frame = sut.render()

    #expect(braille(frame, columns: 0..<160) == 0)
    #expect(!sut.model.hasMap)
  }

  @Test func resize_redrawsTheMapForTheNewSize() {
    let sut = makeStartedSUT(size: ScreenSize(columns: 200, rows: 50))
    let wide = braille(sut.render(), columns: 0..<200)

    sut.resize(to: ScreenSize(columns: 160, rows: 40))
    let frame = sut.render()

    #expect(frame.size == ScreenSize(columns: 160, rows: 40))
    #expect(braille(frame, columns: mapColumn(160)..<160) > 50)
    #expect(braille(frame, columns: 0..<160) < wide)
    #expect(frame.everyRowFits)
  }

  // MARK: - Helpers

  private func makeStartedSUT(size: ScreenSize, game: Game? = nil) -> GameScreenController {
    let sut = GameScreenController(
      model: GameViewModel(game: game ?? worldGame()), size: size, returnsToChat: false)
    sut.handle(.enter)
    return sut
  }

  private func worldGame() -> Game {
    // A world game made from the bundled data; a failure to load it leaves no items, which
    // the map assertions then fail on.
    guard let catalog = try? BundledCountryLoader().loadCatalog(),
      let game = try? CountryGames.make(.world, from: catalog)
    else { return Game(id: "none", question: "", items: [], timeLimit: nil) }
    return game
  }

  private func regionGame(_ words: String) -> Game {
    guard let catalog = try? BundledCountryLoader().loadCatalog(),
      case .topic(let topic) = GameTopicReader.read(words),
      let game = try? CountryGames.make(topic, from: catalog)
    else { return Game(id: "none", question: "", items: [], timeLimit: nil) }
    return game
  }

  /// The rows with braille in the map's columns.
  private func mapRows(_ frame: Frame, size: ScreenSize) -> Int {
    let column = mapColumn(size.columns)
    return (0..<size.rows).filter { row in
      (column..<size.columns).contains { isBraille(frame.rows[row][$0].text) }
    }.count
  }

  private func mapColumn(_ columns: Int) -> Int {
    GameMapLayout.split(columns: columns, showsMap: true, showsMapAlone: false).map?.column ?? 0
  }

  private func isBraille(_ text: String) -> Bool {
    text.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
  }

  private func braille(_ frame: Frame, columns: Range<Int>) -> Int {
    frame.rows.reduce(0) { count, row in
      count + columns.filter { $0 < row.count && isBraille(row[$0].text) }.count
    }
  }

  private func changedMapCells(_ before: Frame, _ after: Frame, from column: Int) -> [(
    row: Int, column: Int
  )] {
    var changed: [(row: Int, column: Int)] = []
    // The grid, the status bar and the input change too; the map's rows are 1 to 37.
    for row in 1..<(before.size.rows - 2) {
      for x in column..<before.size.columns where before.rows[row][x] != after.rows[row][x] {
        changed.append((row, x))
      }
    }
    return changed
  }
}

@Suite("Game screen map, drawn ahead")
@MainActor
struct GameMapDrawnAheadTests {
  @Test func readyScreen_asksForABeatToDrawTheMap_thenSleeps() throws {
    let catalog = try BundledCountryLoader().loadCatalog()
    let sut = GameScreenController(
      model: GameViewModel(game: try CountryGames.make(.world, from: catalog)),
      size: ScreenSize(columns: 160, rows: 40), returnsToChat: false)
    #expect(sut.tickDelay == 0)

    sut.tick()

    #expect(sut.tickDelay == nil)
    #expect(sut.model.phase == .ready(best: nil))
  }

  @Test func aQuizWithoutAMap_sleepsOnItsReadyScreen() {
    let game = Game(
      id: "file", question: "Name them",
      items: [GameItem(id: 0, answer: "One", spellings: [])], timeLimit: 60)
    let sut = GameScreenController(
      model: GameViewModel(game: game), size: ScreenSize(columns: 160, rows: 40),
      returnsToChat: false)

    #expect(sut.tickDelay == nil)
  }
}
