import Foundation
import QuizTestSupport
import Testing

/// The built `quiz`, in tmux and through a pipe: a place that is no answer says what it is, the
/// world says which states it counts and "world 197" counts two more, and a pack that is not
/// strict JSON says where.
@Suite(
  "every refusal explained and world 197 end to end", .serialized, .timeLimit(.minutes(3)),
  .onThreadsOfItsOwn)
struct GameRefusalsAcceptanceTests {
  // MARK: - Line mode

  @Test func lineMode_theWorld_saysWhatEachPlaceIs() throws {
    let result = try play(
      ["world"], lines: ["Abidjan", "Scotland", "Zaire", "Palestine", "Atlantis", "give up"])

    #expect(
      replies(result) == [
        "Abidjan is a city in Ivory Coast; its capital is Yamoussoukro",
        "Scotland is part of the United Kingdom",
        "Zaire is the old name of the DR Congo (1971–1997)",
        "Palestine is a UN observer state: this game counts the 193 UN members, Vatican City and "
          + "Kosovo",
        "Not an answer",
      ], "\(result.output)")
  }

  @Test func lineMode_aCapitalsGame_neverSaysTheCapitalItAsks() throws {
    let result = try play(
      ["capitals", "of", "africa"], lines: ["Abidjan", "Sydney", "Texas", "give up"])

    #expect(
      replies(result) == [
        "Abidjan is a city in Ivory Coast, not its capital",
        "Sydney is a city in Australia; its capital is Canberra",
        "Texas is a US state",
      ], "\(result.output)")
  }

  @Test func json_aRefusal_saysWhatThePlaceIs_inFieldsAndInWords() throws {
    let result = try play(["europe", "--json"], lines: ["Scotland"])

    #expect(
      result.output.contains(
        #""place":"Scotland","reason":"part_of","country":"United Kingdom","#
          + #""message":"Scotland is part of the United Kingdom."}"#), "\(result.output)")
  }

  // MARK: - Full screen

  @Test func fullScreen_at80x24_aRefusalSaysWhatThePlaceIs_inTheStatusBar() throws {
    let session = try startPlaying(["play", "world"], width: 80, height: 24)
    defer { session.kill() }

    try session.type("Scotland")
    try session.press("Enter")
    try session.waitForStatus("Scotland explained") {
      $0.contains("Scotland is part of the United Kingdom")
    }
    try session.type("Abidjan")
    try session.press("Enter")
    let abidjan = try session.waitForStatus("Abidjan explained") {
      $0.contains("Abidjan is a city in Ivory Coast; its capital is Yamoussoukro")
    }
    try session.type("Atlantis")
    try session.press("Enter")

    #expect(abidjan.hasPrefix(" 0/195 found · "), "\(abidjan)")
    try session.waitForStatus("a name nobody knows") { $0.contains("not an answer") }

    // Too long for the bar at 80 columns: whole, over the rows above it, never cut.
    try session.press("C-u")
    try session.type("Palestine")
    try session.press("Enter")
    let screen = try session.waitFor("and Kosovo.")
    #expect(
      screen.replacingOccurrences(of: "\n ", with: " ").contains(
        "Palestine is a UN observer state: this game counts the 193 UN members, Vatican City "
          + "and Kosovo."), "\(screen)")
    #expect(!screen.contains("…"))
  }

  @Test func fullScreen_wide_aCapitalsGameExplainsAnOldName() throws {
    let session = try startPlaying(["play", "capitals", "of", "asia"], width: 120, height: 30)
    defer { session.kill() }

    try session.type("Zaire")
    try session.press("Enter")

    try session.waitForStatus("Zaire explained") {
      $0.contains(" found · Zaire is the old name of the DR Congo (1971–1997) · ")
    }
  }

  // MARK: - Which 195

  @Test func theWorldsReadyScreen_saysWhichStatesItCounts_andWorld197CountsTwoMore() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let world = try TmuxSession.game(
      quiz, ["play", "world"], environment: freshState(), width: 100, height: 24, started: false)
    defer { world.kill() }
    let world197 = try TmuxSession.game(
      quiz, ["play", "world", "197"], environment: freshState(), width: 100, height: 24,
      started: false)
    defer { world197.kill() }

    let screen = try world.screen()
    let screen197 = try world197.screen()

    #expect(screen.contains(" 195 answers to find in 15:00."))
    #expect(
      screen.contains(
        " It counts the 193 UN members, Vatican City and Kosovo; world 197 adds Palestine and"))
    #expect(screen197.contains("Name the countries of the world, Palestine and Taiwan included"))
    #expect(screen197.contains(" 197 answers to find in 15:00."))
    #expect(
      screen197.contains(
        " It counts the 193 UN members, Vatican City, Kosovo, Palestine and Taiwan."))
  }

  @Test func world197_isListed_playsPalestineAndTaiwan_andKeepsItsBestApart() throws {
    let state = try makeFolder()
    defer { try? FileManager.default.removeItem(at: state) }

    let list = try play([], state: state)
    let played = try play(["world", "197"], lines: ["Taiwan", "give up"], state: state)
    let scores = try String(
      contentsOf: state.appending(path: "quiz/scores.json"), encoding: .utf8)

    #expect(
      list.output.contains(
        "\n  world 197                   Name the countries of the world, Palestine and Taiwan "
          + "included, 15 minutes\n"))
    #expect(played.output.contains("\nYes: Taiwan · 1/197 · "))
    #expect(scores.contains(#""world-197""#))
    #expect(!scores.contains(#""world":"#))
  }

  // MARK: - Strict packs

  @Test func aPackThatIsNotStrictJSON_saysWhere_inLineModeAndFullScreen() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pack = folder.appending(path: "planets.json")
    try Data(
      """
      {
        "question": "Name the planets",
        "answer": ["Mercury", "Venus",]
      }
      """.utf8
    ).write(to: pack)
    let quiz = try #require(QuizProcess.executableURL)

    let refused = try play(["--from", pack.path])
    let session = try TmuxSession(
      [quiz.path, "play", "--from", pack.path], environment: freshState(), width: 100)
    defer { session.kill() }

    #expect(refused.status == 65)
    #expect(
      refused.errorOutput
        == "The quiz at \(pack.path) is not valid: it is not JSON (line 3, column 32: a comma "
        + "before ]).\n")
    try session.waitFor("it is not JSON (line 3, column 32: a comma before ])")
  }

  // MARK: - Helpers

  /// What each guess was told, without the count and the clock.
  private func replies(_ result: QuizProcess.Result) -> [String] {
    result.output.split(separator: "\n").compactMap { line in
      guard let end = line.range(of: " · ")?.lowerBound, line.contains(" left") else { return nil }
      return String(line[..<end])
    }
  }

  private func play(_ arguments: [String], lines: [String] = [], state: URL? = nil) throws
    -> QuizProcess.Result
  {
    let directory = try state ?? makeFolder()
    defer { if state == nil { try? FileManager.default.removeItem(at: directory) } }
    return try QuizProcess.run(
      ["play"] + arguments, lines: lines, environment: ["XDG_STATE_HOME": directory.path])
  }

  private func startPlaying(_ arguments: [String], width: Int, height: Int) throws -> TmuxSession {
    let quiz = try #require(QuizProcess.executableURL)
    return try TmuxSession.game(
      quiz, arguments, environment: freshState(), width: width, height: height, started: true)
  }

  private func freshState() -> [String: String] {
    let state = FileManager.default.temporaryDirectory.appending(
      path: "quiz-refusals-\(UUID().uuidString)")
    return ["XDG_STATE_HOME": state.path]
  }

  private func makeFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "quiz-refusals-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
