import Foundation
import QuizTestSupport
import Testing

/// The game's map end to end: the built `quiz play world` in a 200×50 tmux, where the map
/// stands beside the grid (from column 90: the grid keeps 88 columns and a gap of 2).
@Suite("full-screen game's map in tmux", .serialized, .timeLimit(.minutes(2)), .onThreadsOfItsOwn)
struct FullScreenMapTests {
  static let mapColumn = 90

  @Test func australia_changesOnlyTheMapCellsOfAustralia() throws {
    let session = try startPlaying(environment: [:])
    defer { session.kill() }
    let before = try mapCells(session)
    #expect(before.values.filter(isBraille).count > 500)

    try session.type("australia")
    try session.waitForStatus("Australia counted") { $0.contains("1/195 found") }
    let after = try mapCells(session)

    let changed = before.keys.filter { before[$0] != after[$0] }
    let rows = changed.map(\.row)
    let columns = changed.map(\.column)
    let mapRows = before.keys.filter { isBraille(before[$0] ?? " ") }.map(\.row)
    let (top, bottom) = (mapRows.min() ?? 0, mapRows.max() ?? 0)
    #expect(changed.count >= 10)
    // Australia's box: the south-east of the world, a few cells across.
    #expect((columns.min() ?? 0) > Self.mapColumn + 60)
    #expect((rows.min() ?? 0) > (top + bottom) / 2)
    #expect((columns.max() ?? 0) - (columns.min() ?? 0) < 16)
    #expect((rows.max() ?? 0) - (rows.min() ?? 0) < 8)
    #expect(changed.contains { after[$0] == "⣿" })
  }

  @Test func givingUp_showsMissedCountriesHatched_withoutColour() throws {
    let session = try startPlaying(environment: ["NO_COLOR": "1"])
    defer { session.kill() }
    try session.type("australia")
    try session.waitForStatus("Australia counted") { $0.contains("1/195 found") }
    let playing = try mapCells(session)

    try session.giveUp()
    try session.waitForStatus("given up") { $0.contains("You gave up") }
    let ended = try mapCells(session)

    // Blank countries are outlines; missed ones fill with every other dot, found ones fully.
    let hatched: Set<String> = ["⢕", "⡪", "⣕", "⢝", "⡫", "⣪"]
    #expect(playing.values.filter { hatched.contains($0) }.count < 20)
    #expect(ended.values.filter { hatched.contains($0) }.count > 200)
    #expect(ended.values.contains("⣿"))
    let sgr = sgrParameters(in: try session.screen(attributes: true))
    #expect(!sgr.contains { setsColour($0) }, "colour despite NO_COLOR: \(sgr)")
  }

  @Test func aNarrowTerminal_switchesToTheMapWithF3() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let session = try TmuxSession([quiz.path, "play", "world"], width: 80, height: 24)
    defer { session.kill() }
    try session.waitForStatus("the ready screen") { $0.contains("Enter start") }
    try session.press("Enter")
    let grid = try session.waitForStatus("the game started") { $0.contains("F6 map") }

    try session.press("F6")

    let map = try session.waitForStatus("the map shown") { $0.contains("F6 grid") }
    let screen = try session.screen()
    #expect(grid.contains("Esc give up"))
    #expect(map.contains("left"))
    #expect(screen.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 300)
    #expect(try session.rows().last?.hasPrefix("›") == true)
  }

  /// At 200×50 the world fills most of its pane, its legend on the pane's last row; every
  /// region's count stays on the line under the question, and scrolling keeps the heading of
  /// the rows in view.
  @Test func at200x50_theMapFillsItsPane_andEveryRegionsCountStaysInView() throws {
    let session = try startPlaying(environment: [:])
    defer { session.kill() }
    try session.type("peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/195 found") }
    let cells = try mapCells(session)
    let mapRows = Set(cells.keys.filter { isBraille(cells[$0] ?? " ") }.map(\.row))

    try session.press("PageDown")
    try session.press("PageDown")
    try session.waitFor("↑ more above")
    let rows = try session.rows()

    #expect(mapRows.count >= 33, "\(mapRows.count) rows of 47")
    #expect(rows[47].contains("⣿ found"))
    let regions = ["Africa 0/54", "Americas 1/35", "Asia 0/46", "Europe 0/46", "Oceania 0/14"]
    #expect(regions.allSatisfy { rows[1].contains($0) }, "\(rows[1])")
    let marked = try #require(regions.first { rows[1].contains("▸" + $0) }, "\(rows[1])")
    let heading = String(marked.prefix { $0 != " " })
    #expect(rows[2].hasPrefix(heading + " "), "\(rows[2])")
  }

  /// At 80×24, places that cover a dot are drawn with it: markers are for the smallest, and
  /// never a cloud over Europe.
  @Test func at80x24_theMapKeepsMarkersForPlacesTooSmallForADot() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let session = try TmuxSession([quiz.path, "play", "world"], width: 80, height: 24)
    defer { session.kill() }
    try session.waitForStatus("the ready screen") { $0.contains("Enter start") }
    try session.press("Enter")
    try session.waitForStatus("the game started") { $0.contains("F6 map") }
    try session.press("F6")
    try session.waitForStatus("the map shown") { $0.contains("F6 grid") }

    let screen = try session.screen()

    let markers = screen.filter { $0 == "∘" }.count
    #expect(markers > 0)
    #expect(markers <= 45, "\(markers) markers")
    #expect(try session.rows()[21].contains("⣿ found"))
  }

  // MARK: - Helpers

  private struct Position: Hashable {
    let row: Int
    let column: Int
  }

  private func isBraille(_ text: String) -> Bool {
    text.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
  }

  /// Each character right of the grid, above the status bar.
  private func mapCells(_ session: TmuxSession) throws -> [Position: String] {
    var cells: [Position: String] = [:]
    for (row, line) in try session.rows().enumerated().dropFirst().prefix(46) {
      for (column, character) in line.enumerated() where column >= Self.mapColumn {
        cells[Position(row: row, column: column)] = String(character)
      }
    }
    return cells
  }

  private func startPlaying(environment: [String: String]) throws -> TmuxSession {
    let quiz = try #require(QuizProcess.executableURL)
    return try TmuxSession.game(
      quiz, ["play", "world"], environment: environment, width: 200, height: 50, started: true)
  }
}
