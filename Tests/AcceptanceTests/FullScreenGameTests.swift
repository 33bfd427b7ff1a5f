import Foundation
import QuizTestSupport
import Testing

/// The full-screen game end to end: the built `quiz play` in tmux, driven by keys and read back
/// from the screen.
///
/// The screen: the question and the clock on the top row, the grid under it, the status bar
/// ("4:32 left · 12/54 found · Esc give up") over the input line ("› …") on the bottom row.
@Suite("full-screen game in tmux", .serialized, .timeLimit(.minutes(2)), .onThreadsOfItsOwn)
struct FullScreenGameTests {
  @Test func theWorldGame_startsOnEnter_withItsClockRunning() throws {
    let session = try startGame(["play", "world"])
    defer { session.kill() }
    #expect(try session.rows()[0].hasPrefix("Name the countries of the world"))
    #expect(try session.screen().contains("195 answers to find in 15:00."))

    try session.press("Enter")

    let first = try session.waitForStatus("the clock started") { $0.contains("left") }
    #expect(first.contains("0/195 found"))
    #expect(first.contains("Esc give up"))
    // Nothing typed: the clock alone wakes the screen.
    try session.waitForStatus("the clock below 14:59") {
      $0.contains("14:58 left") || $0.contains("14:57 left")
    }
    #expect(try session.rows()[0].hasSuffix("14:58") || session.rows()[0].hasSuffix("14:57"))
  }

  @Test func france_isFoundWithoutEnter_andTheInputIsCleared() throws {
    let session = try startPlaying(["play", "world"])
    defer { session.kill() }

    try session.type("France")

    let status = try session.waitForStatus("France counted") { $0.contains("1/195 found") }
    #expect(status.contains("✓ France"))
    let rows = try session.rows()
    #expect(rows[rows.count - 1].trimmingCharacters(in: .whitespaces) == "›")
    #expect(rows.dropFirst().dropLast(2).contains { $0.contains("France") })
  }

  @Test func nigeria_typedLetterByLetter_isFoundAsNigeria_notNiger() throws {
    let session = try startPlaying(["play", "world"])
    defer { session.kill() }

    var typed = ""
    for letter in "Nigeria" {
      try session.type(String(letter))
      typed.append(letter)
      if typed != "Nigeria" {
        // "Niger" waits for Enter, and says what Enter would count: "› Niger ⏎ Niger".
        try session.waitUntil("\(typed) on the input line") {
          $0.components(separatedBy: "\n").contains {
            $0 == "› \(typed)" || $0.hasPrefix("› \(typed) ⏎")
          }
        }
      }
    }

    let status = try session.waitForStatus("Nigeria counted") { $0.contains("1/195 found") }
    #expect(status.contains("✓ Nigeria"))
    let screen = try session.screen()
    #expect(screen.contains("Nigeria"))
    #expect(screen.range(of: #"\bNiger\b"#, options: .regularExpression) == nil)
    #expect(try session.rows().last?.trimmingCharacters(in: .whitespaces) == "›")
  }

  @Test func aShortTimeLimit_runsOut_marksTheLastSeconds_andSaysTimesUp() throws {
    let session = try startPlaying(["play", "world", "--time-limit", "3"])
    defer { session.kill() }
    try session.type("Chad")

    let hurry = try session.waitForStatus("the last seconds marked") { $0.contains("! 0:0") }
    #expect(hurry.contains("left"))
    let end = try session.waitForStatus("time's up") { $0.contains("Time's up: 1 of 195") }

    #expect(end.contains("Enter play again"))
    let rows = try session.rows()
    try #require(rows.count > 1)
    // The time played is the limit; the missed answers follow, region by region.
    #expect(rows[1].hasPrefix("Time's up: 1 of 195 in 0:03. A new best in 0:03!"))
    #expect(rows.contains { $0.hasPrefix("Missed in Africa (5") })
  }

  @Test func givingUp_revealsTheMissedAnswers_marked() throws {
    let session = try startPlaying(["play", "countries", "of", "south", "america"])
    defer { session.kill() }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }

    try session.giveUp()

    try session.waitForStatus("given up") { $0.contains("You gave up: 1 of 12") }
    let screen = try session.screen()
    #expect(screen.components(separatedBy: "\n")[1].hasPrefix("You gave up: 1 of 12 in 0:0"))
    for missed in ["Argentina", "Brazil", "Venezuela"] {
      #expect(screen.contains("✗ \(missed)"), "\(missed) not revealed")
    }
    #expect(screen.contains("Peru"))
    #expect(!screen.contains("✗ Peru"))
  }

  @Test func enterAtTheEnd_playsAgain_andEscQuits_givingTheTerminalBack() throws {
    let session = try startPlaying(["play", "countries", "of", "south", "america"])
    defer { session.kill() }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }
    try session.giveUp()
    try session.waitForStatus("given up") { $0.contains("You gave up") }

    try session.press("Enter")
    try session.waitForStatus("a new game") { $0.contains("0/12 found") }
    try session.giveUp()
    try session.waitForStatus("given up again") { $0.contains("You gave up: 0 of 12") }
    try session.press("Escape")

    #expect(try session.waitForExit() == 0)
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
    #expect(try !session.screen().contains("You gave up"))
  }

  @Test func controlCTwice_whilePlaying_givesTheTerminalBackAsItWas() throws {
    let session = try startPlaying(["play", "world"])
    defer { session.kill() }

    try session.press("C-c")
    try session.waitForStatus("Give up? asked") { $0.contains("Give up?") }
    try session.press("C-c")

    _ = try session.waitForExit()
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
    #expect(try !session.screen().contains("found"))
  }

  @Test func sigterm_whilePlaying_givesTheTerminalBackAsItWas() throws {
    let session = try startPlaying(["play", "world"])
    defer { session.kill() }

    try session.signal(SIGTERM)

    _ = try session.waitForExit()
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
    #expect(try !session.screen().contains("found"))
  }

  @Test func f2_describesTheFlags_withoutNamingTheUnfound() throws {
    let session = try startPlaying(["play", "flags", "of", "south", "america"])
    defer { session.kill() }
    try session.type("Brazil")
    try session.waitForStatus("Brazil counted") { $0.contains("1/12 found") }
    #expect(try !session.screen().contains("The flag of"))

    try session.press("F2")

    // The grid is redrawn row by row, so the wait is for the found flag's line, which is drawn
    // with the rows above it; a capture taken mid-redraw could hold only the first row.
    let screen = try session.waitFor("The flag of Brazil")
    #expect(screen.contains("The flag of …"))
    #expect(!screen.contains("The flag of Argentina"))
    #expect(try session.statusBar().contains("F2 hide descriptions"))
  }

  @Test func resize_reflowsTheGrid_andKeepsTheLayout() throws {
    let session = try startPlaying(["play", "world"])
    defer { session.kill() }
    try session.type("France")
    try session.waitForStatus("France counted") { $0.contains("1/195 found") }

    try session.resize(width: 40, height: 10)

    let narrow = try session.waitUntil("the layout at 40×10") { screen in
      let rows = screen.components(separatedBy: "\n")
      return rows.count >= 10 && rows[9].hasPrefix("›") && rows[8].contains("found")
    }
    let rows = Array(narrow.components(separatedBy: "\n").prefix(10))
    #expect(rows.allSatisfy { $0.count <= 40 })
    #expect(rows.contains { $0.contains("France") })
  }

  @Test func noColor_marksTheGame_withoutAnyColour() throws {
    let session = try startPlaying(
      ["play", "countries", "of", "south", "america"], environment: ["NO_COLOR": "1"])
    defer { session.kill() }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }
    try session.giveUp()
    try session.waitForStatus("given up") { $0.contains("You gave up") }

    let sgr = sgrParameters(in: try session.screen(attributes: true))

    #expect(!sgr.contains { setsColour($0) }, "colour despite NO_COLOR: \(sgr)")
    #expect(sgr.contains { $0.contains(1) })
  }

  @Test func quizMe_inTheChat_opensTheGame_andEscGoesBackToTheChat() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let session = try TmuxSession([quiz.path])
    defer { session.kill() }
    try session.waitForStatus("the chat ready") {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("Ready")
    }

    try session.type("quiz me on the flags of South America")
    try session.press("Enter")

    try session.waitFor("Name the countries of South America by their flags")
    try session.waitForStatus("the game's ready screen") { $0.contains("Esc back to chat") }
    try session.press("Escape")
    try session.waitForStatus("the chat again") {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("Ready") && !$0.contains("Enter start")
    }
    try session.type("What is the capital of Belgium?")
    try session.press("Enter")
    try session.waitFor("The capital of Belgium is Brussels.")
  }

  // MARK: - Helpers

  /// `quiz play …` in tmux, on its ready screen.
  private func startGame(
    _ arguments: [String], environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TmuxSession {
    let quiz = try #require(QuizProcess.executableURL, sourceLocation: sourceLocation)
    return try TmuxSession.game(quiz, arguments, environment: environment, started: false)
  }

  /// `quiz play …` in tmux, started.
  private func startPlaying(
    _ arguments: [String], environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TmuxSession {
    let quiz = try #require(QuizProcess.executableURL, sourceLocation: sourceLocation)
    return try TmuxSession.game(quiz, arguments, environment: environment, started: true)
  }
}
