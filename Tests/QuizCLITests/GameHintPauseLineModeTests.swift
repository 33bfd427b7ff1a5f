import Foundation
import QuizGame
import Testing

/// Hints and pause a line at a time: the same `GameViewModel` calls as F3 and F4 on the full
/// screen, typed as words.
@MainActor
@Suite("Line mode and --json: hint and pause")
struct GameHintPauseLineModeTests {
  @Test func theOpeningLines_sayHowToAskForAHint_andToPause() async {
    let result = await runGame(["play", "south", "america"], lines: instant(["give up"]))

    #expect(
      result.output.contains(
        "One answer a line; type hint (or ?) for a first letter, pause to stop the clock, "
          + "give up to stop and see what you missed. A game with a hint sets no best score.\n"))
  }

  @Test func hint_showsALetterOfAMissingAnswer_withItsClue_andTheResultCountsIt() async {
    let result = await runGame(
      ["play", "capitals", "of", "south", "america"],
      lines: instant(["hint", "?", "hint", "hint", "Sucre", "give up"]))

    let lines = result.output.components(separatedBy: "\n")
    // The answer with the fewest letters shown comes first: one letter of each, then a second.
    #expect(
      lines.filter { $0.hasPrefix("Hint: ") } == [
        "Hint: S… (Bolivia 🇧🇴)", "Hint: S… (Chile 🇨🇱)", "Hint: L… (Peru 🇵🇪)",
        "Hint: Su… (Bolivia 🇧🇴)",
      ])
    #expect(lines.contains("You gave up: 1 of 3 in 0:00, 1 with hints."))
    #expect(!lines.contains { $0.hasPrefix("Not an answer") })
  }

  @Test func hint_whenNothingIsLeftToHint_saysSo() async {
    let result = await runGame(
      ["play", "south", "america"],
      lines: instant([
        "Peru", "Chile", "hint", "hint", "hint", "hint", "hint", "hint", "hint",
        "hint", "give up",
      ]))

    #expect(result.output.contains("Hint: B…"))
    #expect(
      result.output.contains("No hint left: every letter of every missing answer is shown.\n"))
  }

  @Test func pause_stopsTheClock_refusesGuesses_andResumeGoesOn() async {
    let result = await runGame(
      ["play", "south", "america", "--time-limit", "60"],
      lines: [
        (10, "pause"), (100, "Peru"), (100, "hint"), (0, "resume"), (5, "Chile"),
        (0, "give up"),
      ])

    let lines = result.output.components(separatedBy: "\n")
    #expect(lines.contains("Paused at 0:50 left: the clock is stopped. Type resume to go on."))
    #expect(lines.filter { $0 == "Paused: type resume to go on." }.count == 2)
    #expect(lines.contains("Resumed: 0:50 left."))
    #expect(lines.contains("Yes: Chile · 1/3 · 0:45 left"))
    #expect(lines.contains("You gave up: 1 of 3 in 0:15."))
  }

  @Test func json_hintAndPause_areObjectsOfTheirOwn_andTheFinishCountsHints() async throws {
    let result = await runGame(
      ["play", "capitals", "of", "south", "america", "--json", "--time-limit", "60"],
      lines: [(0, "hint"), (10, "pause"), (30, "resume"), (0, "Sucre"), (0, "give up")])

    let objects = try result.output.split(separator: "\n").map {
      try #require(
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
    }
    try #require(objects.count == 5)
    #expect(objects[0]["hint"] as? String == "S")
    #expect(objects[0]["clue"] as? String == "Bolivia 🇧🇴")
    #expect(objects[0]["hints"] as? Int == 1)
    #expect(objects[0]["answer"] == nil)
    #expect(objects[1]["paused"] as? Bool == true)
    #expect(objects[1]["remaining_seconds"] as? Int == 50)
    #expect(objects[2]["paused"] as? Bool == false)
    #expect(objects[2]["remaining_seconds"] as? Int == 50)
    #expect(objects[3]["result"] as? String == "hit")
    #expect(objects[3]["remaining_seconds"] as? Int == 50)
    #expect(objects[4]["finished"] as? String == "gave_up")
    #expect(objects[4]["hints"] as? Int == 1)
    #expect(objects[4]["found_with_hints"] as? Int == 1)
    #expect(objects[4]["practice"] as? Bool == false)
  }

  @Test func aGameWithAnAnswerSpelledHint_takesTheLineAsAGuess() async throws {
    let quiz = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-hint-\(UUID().uuidString).json")
    try Data(
      #"{"question": "Name the words", "answer": ["Hint", "Pause"]}"#.utf8
    ).write(to: quiz)
    defer { try? FileManager.default.removeItem(at: quiz) }

    let result = await runGame(
      ["play", "--from", quiz.path], lines: instant(["hint", "pause", "give up"]))

    #expect(result.output.contains("Yes: Hint · 1/2"), "\(result.output)")
    #expect(result.output.contains("Yes: Pause · 2/2") || result.output.contains("All 2 found"))
  }
}
