import CountryData
import Foundation
import QuizDaily
import QuizEngine
import QuizTUI
import QuizTestSupport
import Testing

/// The daily silhouette end to end: the built `quiz daily` in tmux, played to a win and to a
/// loss at 80×24 and 200×50. The day's country is worked out here as the binary should, under
/// TZ=UTC, and the screen must agree.
@Suite("full-screen daily in tmux", .serialized, .timeLimit(.minutes(2)), .onThreadsOfItsOwn)
struct FullScreenDailyTests {
  static let sizes = [(80, 24), (200, 50)]

  @Test(arguments: sizes)
  func thePuzzle_isPlayedToAWin(width: Int, height: Int) throws {
    let expected = try todaysCountry()
    let session = try startDaily(width: width, height: height)
    defer { session.kill() }
    let wrong = wrongNames(excluding: expected.code).prefix(2)

    for name in wrong { try guess(name, in: session) }
    try guess(expected.name, in: session)

    let end = try session.waitFor("Solved in 3 of 6.")
    #expect(end.contains("It was \(expected.name) "))
    #expect(end.contains(", code \(expected.code)."))
    #expect(end.contains("QuizEngine daily \(try today().text)  3/6  "))
    #expect(end.contains(DailyShapes.legend))
    try session.press("Escape")
    #expect(try session.waitForExit() == 0)
  }

  @Test(arguments: sizes)
  func thePuzzle_isLost_afterSixWrongGuesses(width: Int, height: Int) throws {
    let expected = try todaysCountry()
    let session = try startDaily(width: width, height: height)
    defer { session.kill() }

    for name in wrongNames(excluding: expected.code).prefix(6) { try guess(name, in: session) }

    let end = try session.waitFor("Out of guesses.")
    #expect(end.contains("It was \(expected.name) "))
    #expect(end.contains("X/6"))
    #expect(try session.statusBar().contains("Out of guesses"))
  }

  @Test func quittingAndStartingAgain_resumesTheDay_andAFinishedDayShowsItsEnd() throws {
    let expected = try todaysCountry()
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "daily-tmux-\(UUID().uuidString)")
    let first = try startDaily(state: state)
    let wrong = try #require(wrongNames(excluding: expected.code).first)
    try guess(wrong, in: first)
    try first.press("Escape")
    #expect(try first.waitForExit() == 0)
    first.kill()

    let again = try startDaily(state: state)
    defer { again.kill() }
    try again.waitFor("5 guesses left")
    #expect(try again.screen().contains("\(wrong)  "))
    try guess(expected.name, in: again)
    try again.waitFor("Solved in 2 of 6.")
    try again.press("Escape")
    again.kill()

    let finished = try startDaily(state: state)
    defer { finished.kill() }
    try finished.waitFor("Solved in 2 of 6.")
  }

  @Test func aTinyTerminal_saysSo_andAResizeDrawsThePuzzle() throws {
    let session = try TmuxSession(
      [try quiz().path, "daily"], environment: ["TZ": "UTC"], width: 15, height: 4)
    defer { session.kill() }
    try session.waitFor("Terminal too")

    try session.resize(width: 80, height: 24)

    try session.waitFor("Which country is this?")
    #expect(try session.statusBar().contains("6 guesses left"))
  }

  // MARK: - Helpers

  /// Types a name; a name that starts a longer one waits for Enter, which the screen shows.
  private func guess(_ name: String, in session: TmuxSession) throws {
    let before = try session.screen()
    try session.type(name)
    let after = try session.waitUntil("\(name) guessed or waiting") { screen in
      screen != before
        && (screen.contains("⏎ ")
          || !screen.components(separatedBy: "\n").contains {
            $0.hasPrefix("› \(name)")
          })
    }
    if after.contains("⏎ ") { try session.press("Enter") }
    try session.waitUntil("\(name) on the list") { screen in
      screen.contains("\(name)  ") || screen.contains("Solved") || screen.contains("Out of")
    }
  }

  private func wrongNames(excluding code: String) -> [String] {
    [
      ("PE", "Peru"), ("CL", "Chile"), ("JP", "Japan"), ("FJ", "Fiji"), ("ML", "Mali"),
      ("LA", "Laos"), ("CU", "Cuba"),
    ]
    .filter { $0.0 != code }.map(\.1)
  }

  private func startDaily(
    width: Int = 80, height: Int = 24, state: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TmuxSession {
    var environment = ["TZ": "UTC"]
    if let state { environment["XDG_STATE_HOME"] = state.path }
    let session = try TmuxSession(
      [try quiz(sourceLocation: sourceLocation).path, "daily"], environment: environment,
      width: width, height: height)
    do {
      // The title: a finished day shows its end, without the question.
      try session.waitFor("Daily silhouette, ")
    } catch {
      session.kill()
      throw error
    }
    return session
  }

  private func quiz(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    try #require(QuizProcess.executableURL, sourceLocation: sourceLocation)
  }

  private func today() throws -> CalendarDay {
    CalendarDay(secondsSince1970: Date().timeIntervalSince1970, secondsFromGMT: 0)
  }

  /// The day's country as `quiz daily` should choose it: the bundled data, placed on the map.
  private func todaysCountry() throws -> DailyAtlas.Place {
    let atlas = try DailyAtlas(
      catalog: try BundledCountryLoader().loadCatalog(), points: DailyShapes.labelPoints())
    let code = try #require(atlas.country(on: try today()))
    return try #require(atlas.place(code))
  }
}
