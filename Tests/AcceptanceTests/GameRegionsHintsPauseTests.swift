import Foundation
import QuizTestSupport
import Testing

/// The full-screen game's region counts, fitted grid, hint and pause, in tmux; and every game
/// of `quiz play`'s list started from its line as shown.
@Suite(
  "game regions, hints and pause end to end", .serialized, .timeLimit(.minutes(3)),
  .onThreadsOfItsOwn)
struct GameRegionsHintsPauseTests {
  @Test func aHit_updatesItsRegionsCount() throws {
    let session = try startPlaying(["play", "world"], width: 120, height: 30)
    defer { session.kill() }
    #expect(try session.rows().contains { $0.hasPrefix("Africa 0/54") })

    try session.type("Chad")

    try session.waitForStatus("Chad counted") { $0.contains("1/195 found") }
    #expect(try session.rows().contains { $0.hasPrefix("Africa 1/54") })
  }

  @Test func capitalsOfSouthAmerica_at100x30_showEveryLabelWhole() throws {
    let session = try startPlaying(
      ["play", "capitals", "of", "south", "america"], width: 100, height: 30)
    defer { session.kill() }

    try session.giveUp()

    try session.waitForStatus("given up") { $0.contains("You gave up: 0 of 12") }
    let screen = try session.screen()
    #expect(screen.contains("Argentina 🇦🇷 → ✗ Buenos Aires"), "\(screen)")
    #expect(screen.contains("Venezuela 🇻🇪 → ✗ Caracas"))
    #expect(!screen.contains("…"))
  }

  @Test func theWorldGame_at120Columns_keepsSaoTomeWhole_andCountsTheMissedByRegion() throws {
    let session = try startPlaying(["play", "world"], width: 120, height: 30)
    defer { session.kill() }

    try session.giveUp()

    try session.waitForStatus("given up") { $0.contains("You gave up: 0 of 195") }
    let rows = try session.rows()
    #expect(rows[1].hasPrefix("You gave up: 0 of 195 in 0:0"))
    #expect(rows.contains { $0.hasPrefix("Missed in Africa (54 of 54)") })
    var seen = try session.screen()
    for _ in 0..<6 {
      try session.press("PgDn")
      Thread.sleep(forTimeInterval: 0.2)
      seen += try session.screen()
    }
    #expect(seen.contains("✗ São Tomé and Príncipe"))
    #expect(!seen.contains("São Tomé and Pr…"))
  }

  @Test func f3_showsTheFirstLetterOfAMissingAnswer_andTheResultCountsIt() throws {
    let session = try startPlaying(["play", "countries", "of", "south", "america"])
    defer { session.kill() }

    try session.press("F3")

    let status = try session.waitForStatus("a hint") { $0.contains("hint: A…") }
    #expect(status.contains("0/12 found, 1 hint"))
    #expect(try session.rows().contains { $0.hasPrefix("A········") })
    try session.type("Argentina")
    try session.waitForStatus("Argentina counted") { $0.contains("1/12 found") }
    try session.giveUp()
    try session.waitForStatus("given up") { $0.contains("You gave up: 1 of 12") }
    let end = try session.rows()[1]
    #expect(end.hasPrefix("You gave up: 1 of 12 in 0:0"))
    #expect(end.hasSuffix(", 1 with hints. No best score: 1 hint used."))
  }

  @Test func f4_pausesTheClockAndHidesTheGrid_andResumes() throws {
    let session = try startPlaying(["play", "countries", "of", "south", "america"])
    defer { session.kill() }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }

    try session.press("F4")

    let paused = try session.waitForStatus("paused") { $0.contains("Paused") }
    let screen = try session.screen()
    #expect(!screen.contains("Peru"))
    #expect(screen.contains("the clock is stopped and the grid hidden"))
    Thread.sleep(forTimeInterval: 2.5)
    #expect(try session.statusBar() == paused)
    try session.type("Chile")
    try session.press("F4")
    let resumed = try session.waitForStatus("resumed") {
      $0.contains("Esc give up") && !$0.contains("Paused")
    }
    #expect(resumed.contains("1/12 found"))
    #expect(try session.screen().contains("Peru"))
  }

  @Test func everyGameOfTheList_startsFromItsLine_typedAsShown() throws {
    let list = try QuizProcess.run(["play"])
    let lines = list.output.split(separator: "\n").filter { $0.hasPrefix("  ") }.map(String.init)
    try #require(lines.count >= 10, "\(list.output)")

    for line in lines {
      let words = line.split(separator: " ").map(String.init)
      let result = try QuizProcess.run(["play"] + words + ["--json"], lines: ["give up"])
      #expect(result.status == 0, "\(line): \(result.errorOutput)")
      #expect(result.output.contains(#""finished":"gave_up""#), "\(line): \(result.output)")
    }
  }

  // MARK: - Helpers

  private func startPlaying(
    _ arguments: [String], width: Int = 80, height: Int = 24,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TmuxSession {
    let quiz = try #require(QuizProcess.executableURL, sourceLocation: sourceLocation)
    let state = FileManager.default.temporaryDirectory.appending(
      path: "quiz-game-\(UUID().uuidString)")
    return try TmuxSession.game(
      quiz, arguments, environment: ["XDG_STATE_HOME": state.path], width: width, height: height,
      started: true)
  }
}
