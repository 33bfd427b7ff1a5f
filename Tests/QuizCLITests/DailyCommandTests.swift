import Foundation
import QuizCLI
import QuizDaily
import QuizEngine
import Testing

/// `quiz daily` a line at a time and as JSON, over the small catalog of `GameSupport`:
/// the day's country is one of its five states.
@MainActor
@Suite("quiz daily in line mode and --json")
struct DailyCommandTests {
  /// The day `runCLI`'s clock reads, in UTC.
  let day = CalendarDay(secondsSince1970: 1_790_000_000, secondsFromGMT: 0)

  var answer: String {
    DailyPuzzle.country(on: day, among: ["PE", "CL", "BO", "NE", "NG"]) ?? ""
  }

  static let names = ["PE": "Peru", "CL": "Chile", "BO": "Bolivia", "NE": "Niger", "NG": "Nigeria"]

  var wrong: [String] { ["PE", "CL", "BO", "NE", "NG"].filter { $0 != answer } }

  @Test func aPuzzle_isPlayedToAWin_aLineAGuess() async throws {
    let state = try stateFolder()
    let firstWrong = try #require(Self.names[wrong[0]])

    let result = await runCLI(
      ["daily", "--plain"], input: ["Atlantis", firstWrong, firstWrong, Self.names[answer]!],
      environment: ["XDG_STATE_HOME": state.path], games: makeGames())

    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(result.status == 0)
    #expect(lines.first == "Daily silhouette, \(day.text). Which country is this?")
    #expect(lines.contains { $0.contains("⣿") || $0.contains("⠿") || $0.contains("⣀") })
    #expect(lines.contains("No country or territory is called Atlantis."))
    #expect(lines.contains { $0.hasPrefix("\(firstWrong)  ") && $0.hasSuffix("5 guesses left") })
    #expect(lines.contains("Already guessed: \(firstWrong)."))
    #expect(lines.contains("Solved in 2 of 6."))
    #expect(lines.contains { $0.hasPrefix("It was \(Self.names[answer]!) ") })
    #expect(lines.contains { $0.hasPrefix("QuizEngine daily \(day.text)  2/6  ") })
  }

  @Test func startingAgain_afterTheDayEnded_showsTheFinishedResult() async throws {
    let state = try stateFolder()
    let firstWrong = Self.names[wrong[0]]!
    _ = await runCLI(
      ["daily", "--plain"], input: [firstWrong, Self.names[answer]!],
      environment: ["XDG_STATE_HOME": state.path], games: makeGames())

    let again = await runCLI(
      ["daily", "--plain"], input: ["Peru"], environment: ["XDG_STATE_HOME": state.path],
      games: makeGames())

    let lines = again.output.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("\(firstWrong)  ") })
    #expect(lines.contains(DailyWords.playedToday))
    #expect(lines.contains("Solved in 2 of 6."))
    #expect(lines.last?.hasPrefix("QuizEngine daily \(day.text)  2/6  ") == true)
  }

  @Test func quittingHalfWay_andStartingAgain_resumesTheDay() async throws {
    let state = try stateFolder()
    let firstWrong = Self.names[wrong[0]]!

    let first = await runCLI(
      ["daily", "--plain"], input: [firstWrong],
      environment: ["XDG_STATE_HOME": state.path], games: makeGames())
    let again = await runCLI(
      ["daily", "--json"], input: [Self.names[answer]!],
      environment: ["XDG_STATE_HOME": state.path], games: makeGames())

    let objects = again.output.split(separator: "\n").map(String.init)
    #expect(first.output.hasSuffix("\n" + DailyWords.kept + "\n"))
    #expect(objects.first?.contains("\"guesses_left\":5") == true)
    #expect(objects.last?.contains("\"solved\":true") == true)
    #expect(objects.last?.contains("\"guesses\":2") == true)
  }

  @Test func json_carriesEachGuessAndTheEnd() async throws {
    let state = try stateFolder()
    let firstWrong = Self.names[wrong[0]]!

    let result = await runCLI(
      ["daily", "--json"], input: ["Atlantis", firstWrong, Self.names[answer]!],
      environment: ["XDG_STATE_HOME": state.path, "NO_COLOR": "1"], games: makeGames())

    let objects = result.output.split(separator: "\n").map(String.init)
    #expect(objects.count == 5)
    #expect(objects[0].hasPrefix("{\"day\":\"\(day.text)\",\"daily\":true,"))
    #expect(objects[0].contains("\"silhouette\":[\""))
    #expect(
      objects[1]
        == #"{"guess":"Atlantis","result":"unknown","name":null,"code":null,"kilometres":null,"arrow":null,"closeness":null,"message":"No country or territory is called Atlantis.","guesses_left":6}"#
    )
    #expect(
      objects[2].hasPrefix(
        "{\"guess\":\"\(firstWrong)\",\"result\":\"wrong\",\"name\":\"\(firstWrong)\",\"code\":\"\(wrong[0])\",\"kilometres\":"
      ))
    #expect(objects[2].contains("\"arrow\":\""))
    #expect(objects[2].hasSuffix("\"message\":null,\"guesses_left\":5}"))
    #expect(objects[3].contains("\"result\":\"solved\""))
    #expect(
      objects[4].hasPrefix(
        "{\"end\":true,\"solved\":true,\"guesses\":2,\"answer\":{\"name\":\"\(Self.names[answer]!)\","
      ))
    #expect(objects[4].contains("\"share\":\"QuizEngine daily \(day.text)  2/6  "))
    #expect(objects[4].contains("% ✓\""))
  }

  @Test func random_isNeverKeptAsTheDay() async throws {
    let state = try stateFolder()

    let result = await runCLI(
      ["daily", "--random", "--plain"], input: ["Peru", "Chile", "Bolivia", "Niger", "Nigeria"],
      environment: ["XDG_STATE_HOME": state.path], games: makeGames())

    #expect(result.output.hasPrefix("Extra silhouette. Which country is this?\n"))
    // The country is random: Peru, the first guess, is "Solved at the first guess."
    #expect(result.output.contains("Solved in") || result.output.contains("Solved at the first"))
    #expect(
      !FileManager.default.fileExists(atPath: state.appendingPathComponent("quiz/daily.json").path))
  }

  @Test func stats_showTheDailyRecord() async throws {
    let state = try stateFolder()
    _ = await runCLI(
      ["daily", "--plain"], input: [Self.names[wrong[0]]!, Self.names[answer]!],
      environment: ["XDG_STATE_HOME": state.path], games: makeGames())

    let text = await runCLI(
      ["stats"], environment: ["XDG_STATE_HOME": state.path], games: makeGames())
    let json = await runCLI(
      ["stats", "--json"], environment: ["XDG_STATE_HOME": state.path], games: makeGames())

    #expect(
      text.output.contains("Daily silhouette\n  1 played · 100% solved · streak 1, longest 1\n"))
    #expect(text.output.contains("    2 ████████████████████ 1\n"))
    #expect(text.output.contains("    X  0\n"))
    #expect(
      json.output.hasSuffix(
        #""daily":{"played":1,"solved":1,"solve_rate":100,"current_streak":1,"longest_streak":1,"guesses":[0,1,0,0,0,0],"lost":0}}"#
          + "\n"))
  }

  private func stateFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "daily-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
