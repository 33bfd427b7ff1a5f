import Foundation
import QuizTestSupport
import Testing

/// Never lose a game to a reflex, end to end: the built `quiz play` in tmux, full screen and a
/// line at a time on a real terminal. Esc clears a line before it asks, Ctrl-C asks before it
/// quits, the clock stands still while "Give up?" is asked, a game ended by a second Ctrl-C or
/// a stop signal is recorded as given up, and a name that waits for Enter says so.
@Suite(
  "giving up and the Enter cue end to end", .serialized, .timeLimit(.minutes(3)), .onThreadsOfItsOwn
)
struct GameGiveUpTests {
  @Test(arguments: [(80, 24), (120, 30)])
  func escape_clearsTheLine_thenAsks_withTheClockStopped_andEscPlaysOn(
    width: Int, height: Int
  ) throws {
    let (session, state) = try startPlaying(
      ["play", "countries", "of", "south", "america"], width: width, height: height)
    defer { end(session, state) }
    try session.type("Germ")
    try session.waitUntil("Germ typed") { $0.contains("› Germ") }

    try session.press("Escape")
    try session.waitUntil("the line cleared") { Self.inputLine($0, height) == "›" }
    #expect(try session.statusBar().contains("Esc give up"))
    try session.press("Escape")
    let asked = try session.waitForStatus("Give up? asked") { $0.contains("Give up?") }
    let clock = try session.rows()[0]
    Thread.sleep(forTimeInterval: 2.2)
    let stillAsked = try session.rows()

    #expect(asked.contains("Enter give up · Esc play on"))
    #expect(
      Self.inputLine(stillAsked.joined(separator: "\n"), height)
        == "› Give up? Enter to give up, Esc to play on")
    #expect(stillAsked[0] == clock, "the clock moved while it asked")
    #expect(!stillAsked.contains { $0.contains("·········") }, "the grid shows while it asks")
    try session.press("Escape")
    try session.waitForStatus("playing on") { $0.contains("left") && !$0.contains("Give up?") }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }
  }

  @Test func controlC_asks_andASecondQuits_recordingTheGameAsGivenUp() throws {
    let (session, state) = try startPlaying(["play", "countries", "of", "south", "america"])
    defer { end(session, state) }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }

    try session.press("C-c")
    try session.waitForStatus("Give up? asked") { $0.contains("Give up?") }
    try session.press("C-c")

    #expect(try session.waitForExit() == 0)
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
    #expect(try lastResult(state) == 1)
  }

  @Test func sigterm_whilePlaying_recordsTheGameAsGivenUp_andGivesTheTerminalBack() throws {
    let (session, state) = try startPlaying(["play", "countries", "of", "south", "america"])
    defer { end(session, state) }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }

    try session.signal(SIGTERM)

    #expect(try session.waitForExit() == 128 + SIGTERM)
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
    #expect(try lastResult(state) == 1)
  }

  @Test(arguments: [(80, 24), (120, 30)])
  func aNameThatWaitsForEnter_saysWhatEnterWouldCount_andANameOfOneAnswerCountsAtOnce(
    width: Int, height: Int
  ) throws {
    let (session, state) = try startPlaying(["play", "world"], width: width, height: height)
    defer { end(session, state) }

    try session.type("UK")
    let waiting = try session.waitUntil("the Enter cue") {
      Self.inputLine($0, height) == "› UK ⏎ United Kingdom"
    }
    #expect(Self.statusBar(waiting, height).contains("UK ⏎ United Kingdom"))
    try session.press("Enter")
    try session.waitForStatus("UK counted") { $0.contains("✓ United Kingdom") }
    try session.type("Vatican")

    try session.waitForStatus("Vatican counted at once") { $0.contains("✓ Vatican City") }
    try session.type(" City")
    try session.waitUntil("the rest of the name cleared") { Self.inputLine($0, height) == "›" }
    #expect(try session.statusBar().contains("2/195 found"))
  }

  @Test func lineMode_giveUpAndControlC_askYesOrNo_andASecondControlCQuits_recordingIt()
    throws
  {
    let state = try makeStateFolder()
    let quiz = try #require(QuizProcess.executableURL)
    let session = try TmuxSession(
      [quiz.path, "play", "--plain", "countries", "of", "south", "america"],
      environment: ["XDG_STATE_HOME": state.path])
    defer { end(session, state) }
    try session.waitFor("Press Enter to start.")
    try session.press("Enter")
    try session.waitFor("5:00 ›")
    try session.type("Peru")
    try session.press("Enter")
    try session.waitFor("Yes: Peru")

    try session.type("give up")
    try session.press("Enter")
    try session.waitFor("Give up? y/n")
    try session.type("n")
    try session.press("Enter")
    try session.waitFor("Playing on.")
    try session.press("C-c")
    try session.waitUntil("asked again") {
      $0.components(separatedBy: "Give up? y/n").count == 3
    }
    try session.press("C-c")

    #expect(try session.waitForExit() == 128 + SIGINT)
    #expect(try session.screen().contains("You gave up: 1 of 12 in 0:"))
    #expect(try lastResult(state) == 1)
  }

  // MARK: - Helpers

  /// `quiz play …` in tmux, started, keeping its state in a folder of its own.
  private func startPlaying(
    _ arguments: [String], width: Int = 80, height: Int = 24,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (TmuxSession, URL) {
    let quiz = try #require(QuizProcess.executableURL, sourceLocation: sourceLocation)
    let state = try makeStateFolder()
    let session = try TmuxSession.game(
      quiz, arguments, environment: ["XDG_STATE_HOME": state.path], width: width,
      height: height, started: true)
    return (session, state)
  }

  private func makeStateFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "quiz-give-up-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func end(_ session: TmuxSession, _ state: URL) {
    session.kill()
    try? FileManager.default.removeItem(at: state)
  }

  /// How many answers the last game recorded in `state` found, as `quiz stats --json` says.
  private func lastResult(
    _ state: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int? {
    let result = try QuizProcess.run(
      ["stats", "--json"], environment: ["XDG_STATE_HOME": state.path])
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let games = (object as? [String: Any])?["games"] as? [[String: Any]]
    return (games?.first?["last"] as? [String: Any])?["found"] as? Int
  }

  private static func inputLine(_ screen: String, _ height: Int) -> String {
    let rows = screen.components(separatedBy: "\n")
    return rows.count >= height ? rows[height - 1].trimmingCharacters(in: .whitespaces) : ""
  }

  private static func statusBar(_ screen: String, _ height: Int) -> String {
    let rows = screen.components(separatedBy: "\n")
    return rows.count >= height ? rows[height - 2] : ""
  }
}
