import Foundation
import QuizTestSupport
import Testing

/// Every result shown whole, end to end (issue 32): the built `quiz` in tmux at 60, 80 and 100
/// columns, and a line at a time. The end screen wraps and pages what it exists to show, the
/// time played is said, a game with hints says why it sets no best, each time limit keeps its
/// own best, and after a game the chat (and the shell, after `quiz play`) remembers it.
@Suite("the end of a game, end to end", .serialized, .timeLimit(.minutes(3)), .onThreadsOfItsOwn)
struct GameEndAcceptanceTests {
  /// The answers the issue saw cut, and others as long.
  private let longMissed = [
    "Central African Republic 🇨🇫 → Bangui", "Republic of the Congo 🇨🇬 → Brazzaville",
    "São Tomé and Príncipe 🇸🇹 → São Tomé", "Equatorial Guinea 🇬🇶 → Ciudad de la Paz",
    "Burkina Faso 🇧🇫 → Ouagadougou",
  ]

  @Test(arguments: [60, 80, 100])
  func theEndScreen_wrapsAndPagesEveryMissedAnswer_cuttingNone(columns: Int) throws {
    let session = try startPlaying(["play", "capitals", "of", "africa"], width: columns)
    defer { session.kill() }
    try session.type("Nairobi")
    try session.waitForStatus("Nairobi counted") { $0.contains("1/54 found") }

    try session.giveUp()

    try session.waitForStatus("given up") { $0.contains("You gave up: 1 of 54") }
    let first = try session.rows()
    #expect(first[1].hasPrefix("You gave up: 1 of 54 in 0:0"))
    #expect(first[1].contains("A new best in 5:00!") || first[2].contains("new best in 5:00!"))
    let seen = try pages(of: session)
    for answer in longMissed {
      #expect(seen.contains(answer), "\(answer) not whole at \(columns) columns")
    }
    // The grid below the lists keeps its labels whole too.
    #expect(seen.contains("Central African Republic 🇨🇫 → ✗ Bangui"))
    #expect(seen.contains("Missed in Western Africa (16 of 16)"))
    #expect(!seen.contains("…"), "something cut at \(columns) columns")
  }

  @Test func aCompleteGame_saysTheTimeToFindAll() throws {
    let file = try temporaryFile(#"{"question": "Name two colours", "answer": ["Red", "Blue"]}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let session = try startPlaying(["play", "--from", file])
    defer { session.kill() }
    try session.type("Red")
    try session.waitForStatus("Red counted") { $0.contains("1/2 found") }
    Thread.sleep(forTimeInterval: 1.2)

    try session.type("Blue")

    let status = try session.waitForStatus("all found") { $0.contains("All 2 found in 0:0") }
    #expect(!status.contains("0:00"))
    #expect(try session.rows()[1].hasPrefix("All 2 found in 0:0"))
    #expect(try session.rows()[1].contains("Well done! A new best in 5:00!"))
  }

  @Test func hints_sayWhyThereIsNoBest_atTheStart_inF1_andAtTheEnd() throws {
    let session = try startGame(["play", "countries", "of", "south", "america"])
    defer { session.kill() }
    let ready = try session.screen()
    try session.press("Enter")
    try session.waitForStatus("the game started") { $0.contains("Esc give up") }
    try session.press("F3")
    try session.waitForStatus("a hint") { $0.contains("1 hint") }
    try session.press("F3")
    try session.waitForStatus("two hints") { $0.contains("2 hints") }

    try session.press("F1")
    let help = try session.waitFor("Keys · F1 or Esc closes this help")
    try session.press("F1")
    try session.giveUp()
    try session.waitForStatus("given up") { $0.contains("You gave up") }

    #expect(ready.contains(" F3 shows a first letter; a game with a hint sets no best score."))
    #expect(help.contains("No best score: 2 hints used."))
    #expect(try session.rows()[1].hasSuffix("No best score: 2 hints used."))
  }

  @Test func eachTimeLimit_keepsItsOwnBest_andSaysWhichIsShown() throws {
    let state = try makeStateDirectory()
    defer { try? FileManager.default.removeItem(at: state) }

    let minute = try play(["south", "america", "--time-limit", "60"], ["Peru", "Chile"], state)
    let untimed = try play(["south", "america", "--time-limit", "0"], ["Peru"], state)
    let minuteAgain = try play(["south", "america", "--time-limit", "60"], [], state)
    let untimedAgain = try play(["south", "america", "--time-limit", "0"], [], state)

    #expect(minute.output.contains("A new best in 1:00!"))
    #expect(!untimed.output.contains("Best in 1:00"))
    #expect(untimed.output.contains("A new untimed best!"))
    #expect(minuteAgain.output.contains("\nBest in 1:00: 2 of 12.\n"))
    #expect(untimedAgain.output.contains("\nBest untimed: 1 of 12.\n"))
    let scores = try String(
      contentsOf: state.appending(path: "quiz/scores.json"), encoding: .utf8)
    #expect(scores.contains(#""countries:south-america":{"60":"#))
    #expect(scores.contains(#""untimed":{"found":1"#))
  }

  @Test func aScoresFileFromBeforeLimits_stillLoads_itsBestUnderTheUsualLimit() throws {
    let state = try makeStateDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let folder = state.appending(path: "quiz")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      #"{"version": 1, "scores": {"world": {"found": 150, "total": 195, "seconds": 900}}}"#.utf8
    ).write(to: folder.appending(path: "scores.json"))

    let timed = try play(["world"], [], state)
    let untimed = try play(["world", "--time-limit", "0"], [], state)
    let list = try QuizProcess.run(["play"], environment: ["XDG_STATE_HOME": state.path])

    #expect(timed.output.contains("\nBest in 15:00: 150 of 195.\n"))
    #expect(!untimed.output.contains("Best"))
    #expect(list.output.contains("(best in 15:00: 150 of 195)"))
  }

  @Test func quizPlay_fullScreen_leavesTheResultInTheShell_afterGivingTheTerminalBack() throws {
    let session = try startPlaying(["play", "countries", "of", "south", "america"])
    defer { session.kill() }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }
    try session.giveUp()
    try session.waitForStatus("given up") { $0.contains("You gave up") }

    try session.press("Escape")

    #expect(try session.waitForExit() == 0)
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
    let shell = try session.screen()
    #expect(shell.contains("Countries of South America: 1 of 12 in 0:0"))
    #expect(shell.contains(" · new best in 5:00"))
    #expect(!shell.contains("Esc quit"))
  }

  @Test func theFullScreenChat_remembersAGamePlayedFromIt() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let session = try TmuxSession([quiz.path], environment: ["XDG_STATE_HOME": stateFolder()])
    defer { session.kill() }
    try session.waitForStatus("the chat ready") {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("Ready")
    }
    try session.type("quiz me on the capitals of Africa")
    try session.press("Enter")
    try session.waitForStatus("the game's ready screen") { $0.contains("Enter start") }
    try session.press("Enter")
    try session.waitForStatus("the game started") { $0.contains("Esc give up") }
    try session.type("Nairobi")
    try session.waitForStatus("Nairobi counted") { $0.contains("1/54 found") }
    try session.giveUp()
    try session.waitForStatus("given up") { $0.contains("You gave up") }

    try session.press("Escape")

    let chat = try session.waitFor("Game Capitals of Africa: 1 of 54 in 0:0")
    #expect(chat.contains(" · new best in 5:00"))
    #expect(try session.statusBar().contains("Ready"))
  }

  @Test func theLineModeChat_remembersAGamePlayedFromIt() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let session = try TmuxSession(
      [quiz.path, "--plain"], environment: ["XDG_STATE_HOME": stateFolder()])
    defer { session.kill() }
    try session.waitFor("Type help")
    try session.type("quiz me on the capitals of Africa")
    try session.press("Enter")
    try session.waitFor("Press Enter to start.")
    try session.press("Enter")
    try session.type("Nairobi")
    try session.press("Enter")
    try session.waitFor("→ Nairobi")

    try session.type("give up")
    try session.press("Enter")
    try session.waitFor("Give up? y/n")
    try session.type("y")
    try session.press("Enter")

    let screen = try session.waitFor("Back to the chat.")
    let lines = screen.components(separatedBy: "\n")
    let back = try #require(lines.firstIndex { $0.hasPrefix("Back to the chat.") })
    #expect(lines[back - 1].hasPrefix("Capitals of Africa: 1 of 54 in 0:0"))
    #expect(lines[back - 1].hasSuffix(" · new best in 5:00"))
  }

  // MARK: - Helpers

  /// Every page of the end screen, PgDn after PgDn until the last, as one text.
  private func pages(of session: TmuxSession) throws -> String {
    var page = try session.screen()
    var seen = page
    for _ in 0..<20 where page.contains("↓ more below") {
      let before = page
      try session.press("PgDn")
      page = try session.waitUntil("the next page") { $0 != before }
      seen += "\n" + page
    }
    return seen
  }

  private func startGame(_ arguments: [String], width: Int = 80) throws -> TmuxSession {
    let quiz = try #require(QuizProcess.executableURL)
    return try TmuxSession.game(
      quiz, arguments, environment: ["XDG_STATE_HOME": stateFolder()], width: width,
      started: false)
  }

  private func startPlaying(_ arguments: [String], width: Int = 80) throws -> TmuxSession {
    let quiz = try #require(QuizProcess.executableURL)
    return try TmuxSession.game(
      quiz, arguments, environment: ["XDG_STATE_HOME": stateFolder()], width: width,
      started: true)
  }

  private func play(_ arguments: [String], _ lines: [String], _ state: URL) throws
    -> QuizProcess.Result
  {
    try QuizProcess.run(
      ["play"] + arguments, lines: lines + ["give up"],
      environment: ["XDG_STATE_HOME": state.path])
  }

  /// A state folder of the test's own, made by `quiz` when it first keeps something.
  private func stateFolder() -> String {
    FileManager.default.temporaryDirectory.appending(path: "quiz-end-\(UUID().uuidString)").path
  }

  private func makeStateDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "quiz-end-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "quiz-end-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
