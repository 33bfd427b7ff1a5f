import Foundation
import QuizTestSupport
import Synchronization
import Testing

/// Records, practice rounds and `quiz stats` end to end: the built binary, piped and in tmux,
/// each test with a fresh state folder of its own.
@Suite("progress and practice end to end", .timeLimit(.minutes(2)), .onThreadsOfItsOwn)
struct ProgressAcceptanceTests {
  @Test func gamesEndingTogether_inManyProcesses_allKeepTheirScoresAndRecords() throws {
    let state = try makeFolder("quiz-state")
    let quizzes = try makeFolder("quiz-files")
    defer {
      try? FileManager.default.removeItem(at: state)
      try? FileManager.default.removeItem(at: quizzes)
    }
    let games = 24
    let files = try (0..<games).map { game in
      let file = quizzes.appending(path: "quiz-\(game).json")
      try Data(#"{"question": "Quiz \#(game)", "answer": ["alpha\#(game)", "beta"]}"#.utf8)
        .write(to: file)
      return file
    }

    // Every process is started at once and ends when its input does, within milliseconds of
    // the others: each reads, changes and writes the same two files.
    let statuses = Mutex([Int32](repeating: -1, count: games))
    DispatchQueue.concurrentPerform(iterations: games) { game in
      let result = try? QuizProcess.run(
        ["play", "--from", files[game].path, "--json"],
        input: Data("alpha\(game)\n".utf8), environment: ["XDG_STATE_HOME": state.path])
      statuses.withLock { $0[game] = result?.status ?? -1 }
    }

    #expect(statuses.withLock { $0 } == [Int32](repeating: 0, count: games))
    let scores = try jsonObject(state.appending(path: "quiz/scores.json"))["scores"]
    let progress = try jsonObject(state.appending(path: "quiz/progress.json"))["games"]
    let scoreIDs = Set((scores as? [String: Any] ?? [:]).keys)
    let progressIDs = Set((progress as? [String: Any] ?? [:]).keys)
    let expected = Set(files.map { "from:\($0.path)" })
    #expect(scoreIDs == expected)
    #expect(progressIDs == expected)
  }

  @Test func stats_afterTwoGames_showsTheTrend_theMisses_andTheSplits_inTmux() throws {
    let state = try makeFolder("quiz-state")
    defer { try? FileManager.default.removeItem(at: state) }
    try play(["capitals", "of", "south", "america"], lines: ["Lima"], state: state)
    try play(
      ["capitals", "of", "south", "america"], lines: ["Lima", "Santiago", "Quito"], state: state)
    let quiz = try #require(QuizProcess.executableURL)

    let session = try TmuxSession(
      [quiz.path, "stats"], environment: ["XDG_STATE_HOME": state.path], width: 100)
    defer { session.kill() }
    let screen = try session.waitFor("To practise")
    let json = try QuizProcess.run(
      ["stats", "--json"], environment: ["XDG_STATE_HOME": state.path])

    let rows = screen.components(separatedBy: "\n")
    #expect(rows.first == "Name the capitals of South America")
    #expect(rows.dropFirst().first?.contains("last 3 of 12 · 2 games") == true)
    #expect(rows.contains { $0.hasPrefix("  Trend  ▂▃  share found in the last 2 games") })
    #expect(rows.contains { $0.hasPrefix("  Missed most:") })
    #expect(rows.contains { $0.hasPrefix("    ") && $0.hasSuffix(": missed 2 of 2 games") })
    #expect(
      rows.contains { $0.hasPrefix("  Slowest to find, on average after the answer before:") })
    #expect(rows.contains { $0.hasPrefix("    Lima: ") })
    #expect(
      rows.contains {
        $0.hasPrefix("  To practise: 9 answers · quiz play --practice capitals of south america")
      })
    let games = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])["games"]
    let first = try #require((games as? [[String: Any]])?.first)
    #expect(first["played"] as? Int == 2)
    #expect((first["trend"] as? [Double])?.count == 2)
    #expect(first["due"] as? Int == 9)
  }

  @Test func aPracticeRound_asksTheAnswersMissedInThePreviousGame_fullScreen() throws {
    let state = try makeFolder("quiz-state")
    defer { try? FileManager.default.removeItem(at: state) }
    try play(["countries", "of", "south", "america"], lines: ["Peru", "Chile"], state: state)
    let quiz = try #require(QuizProcess.executableURL)

    let session = try TmuxSession(
      [quiz.path, "play", "--practice", "countries", "of", "south", "america"],
      environment: ["XDG_STATE_HOME": state.path], width: 100, height: 24)
    defer { session.kill() }
    let ready = try session.waitFor("10 answers to find, untimed.")
    try session.press("Enter")
    try session.waitForStatus("the round started") { $0.contains("Esc give up") }
    try session.type("Brazil")
    try session.waitForStatus("Brazil counted") { $0.contains("1/10 found") }
    try session.type("Peru")
    let afterPeru = try session.waitUntil("Peru typed") { $0.contains("› Peru") }
    // Esc clears the line "Peru" sits on; on the empty line it asks, and Enter gives up.
    try session.press("Escape")
    _ = try session.waitUntil("the line cleared") { screen in
      screen.components(separatedBy: "\n").contains {
        $0.trimmingCharacters(in: .whitespaces) == "›"
      }
    }
    try session.giveUp()
    let end = try session.waitFor("You gave up: 1 of 10 in 0:0")

    #expect(ready.hasPrefix("Practice: name the countries of South America"))
    #expect(afterPeru.components(separatedBy: "\n").contains { $0.hasPrefix("› Peru") })
    #expect(end.contains("✗ Argentina") && !end.contains("Chile"))
    let progress = try jsonObject(state.appending(path: "quiz/progress.json"))
    // progress.json's version 2 keeps the results as columns, each a text of numbers.
    let results =
      ((progress["games"] as? [String: Any])?["countries:south-america"]
      as? [String: Any])?["results"] as? [String: Any]
    #expect(results?["isPractice"] as? String == "0 1")
  }

  /// A world round was 20 answers from Africa, Algeria to Libya: it is four from each region
  /// now, in no alphabetical order, full screen and a line at a time.
  @Test func aWorldPracticeRound_mixesTheRegions_inTmuxAndInLineMode() throws {
    let state = try makeFolder("quiz-state")
    defer { try? FileManager.default.removeItem(at: state) }
    try play(["world"], lines: ["give up"], state: state)
    let quiz = try #require(QuizProcess.executableURL)

    let session = try TmuxSession(
      [quiz.path, "play", "--practice", "world"], environment: ["XDG_STATE_HOME": state.path],
      width: 100, height: 40)
    defer { session.kill() }
    try session.waitFor("20 answers to find, untimed.")
    try session.press("Enter")
    let grid = try session.waitForStatus("the round started") { $0.contains("Esc give up") }
    let screen = try session.rows()
    let lines = try play(["--practice", "world"], lines: ["give up"], state: state)

    #expect(grid.contains("0/20 found"))
    for region in ["Africa", "Americas", "Asia", "Europe", "Oceania"] {
      #expect(screen.contains { $0.hasPrefix("\(region) 0/4") }, "\(screen)")
      #expect(lines.output.contains("Missed in \(region) (4 of 4): "), "\(lines.output)")
    }
    #expect(!lines.output.contains("Missed in Africa (4 of 4): Algeria, Angola, Benin, Botswana"))
  }

  @Test func theEndOfAGame_fullScreen_saysTheBestAndTheLast() throws {
    let state = try makeFolder("quiz-state")
    defer { try? FileManager.default.removeItem(at: state) }
    try play(["countries", "of", "south", "america"], lines: ["Peru", "Chile"], state: state)
    let quiz = try #require(QuizProcess.executableURL)

    let session = try TmuxSession(
      [quiz.path, "play", "countries", "of", "south", "america"],
      environment: ["XDG_STATE_HOME": state.path], width: 100, height: 24)
    defer { session.kill() }
    try session.waitFor("Enter to start")
    try session.press("Enter")
    try session.waitForStatus("the game started") { $0.contains("Esc give up") }
    try session.type("Peru")
    try session.waitForStatus("Peru counted") { $0.contains("1/12 found") }
    try session.giveUp()

    let end = try session.waitFor("You gave up: 1 of 12 in 0:0").components(separatedBy: "\n")
    #expect(end[1].hasPrefix("You gave up: 1 of 12 in 0:0"))
    #expect(end[2].hasPrefix("Best in 5:00: 2 of 12, last 2 of 12 (-1)."))
  }

  // MARK: - Helpers

  @discardableResult
  private func play(_ arguments: [String], lines: [String], state: URL) throws
    -> QuizProcess.Result
  {
    let result = try QuizProcess.run(
      ["play"] + arguments, lines: lines, environment: ["XDG_STATE_HOME": state.path])
    try #require(result.status == 0, "\(result.errorOutput)")
    return result
  }

  private func jsonObject(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  private func makeFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
