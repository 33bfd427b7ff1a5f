import Foundation
import QuizGame
import Testing

/// Never lose a game to a reflex, a line at a time: at a terminal, `give up` and Ctrl-C ask
/// "Give up? y/n" with the clock stopped; a second Ctrl-C, or any other stop signal, gives up
/// so that the game is recorded, prints the end, and ends the process by that signal.
@MainActor
@Suite("Line mode: asking before giving up, and stop signals")
struct GameGiveUpLineModeTests {
  @Test func giveUp_atATerminal_asks_andAnythingButYesPlaysOn_withTheClockStoppedMeanwhile()
    async
  {
    let result = await runGame(
      ["play", "south", "america", "--plain"],
      lines: [(0, ""), (5, "give up"), (100, "n"), (0, "Peru"), (0, "give up"), (0, "y")],
      interactive: true)

    #expect(
      result.prompts == [
        "Press Enter to start. ", "5:00 › ", "Give up? y/n ", "4:55 › ", "4:55 › ",
        "Give up? y/n ",
      ])
    #expect(result.output.contains("\nPlaying on. 4:55 left.\n"))
    #expect(result.output.contains("Yes: Peru · 1/3 · 4:55 left\n"))
    #expect(result.output.contains("You gave up: 1 of 3 in 0:"))
    #expect(result.status == 0)
  }

  @Test func controlC_atATerminal_asks_andASecondGivesUp_recordsIt_andEndsByTheSignal()
    async throws
  {
    let progress = InMemoryProgressStore()
    let clock = GameTestClock()

    let result = await runGame(
      ["play", "south", "america", "--plain"],
      lines: [
        (0, ""), (0, "Peru"), (5, ClockedInput.signal(SIGINT)), (0, "no"), (0, "Chile"),
        (0, ClockedInput.signal(SIGINT)), (50, ClockedInput.signal(SIGINT)),
      ],
      interactive: true, clock: clock, games: makeGames(clock: clock, progress: progress))

    #expect(result.prompts.filter { $0 == "Give up? y/n " }.count == 2)
    #expect(result.output.contains("Playing on. 4:55 left.\n"))
    #expect(result.output.contains("You gave up: 2 of 3 in 0:"))
    #expect(result.status == 128 + SIGINT)
    let record = try #require(progress.load()["countries:south-america"]?.records.last)
    #expect(record.found == 2)
    #expect(record.seconds == 5)
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aStopSignal_givesUpAtOnce_recordsTheGame_andEndsByIt(signal: Int32) async throws {
    let progress = InMemoryProgressStore()
    let clock = GameTestClock()

    let result = await runGame(
      ["play", "south", "america", "--plain"],
      lines: [(0, ""), (0, "Peru"), (3, ClockedInput.signal(signal))], interactive: true,
      clock: clock, games: makeGames(clock: clock, progress: progress))

    #expect(!result.prompts.contains("Give up? y/n "))
    #expect(result.output.contains("\nYou gave up: 1 of 3 in 0:"))
    #expect(result.output.hasSuffix("Missed: Bolivia, Chile\n"))
    #expect(result.status == 128 + signal)
    #expect(progress.load()["countries:south-america"]?.records.last?.found == 1)
  }

  @Test func aScript_givesUpAtOnce_onGiveUp_andOnControlC_forThereIsNoOneToAsk() async {
    let typed = await runGame(["play", "south", "america"], lines: instant(["Peru", "give up"]))
    let signalled = await runGame(
      ["play", "south", "america"], lines: instant(["Peru", ClockedInput.signal(SIGINT)]))

    #expect(typed.output.contains("\nYou gave up: 1 of 3 in 0:"))
    #expect(typed.status == 0)
    #expect(signalled.output.contains("\nYou gave up: 1 of 3 in 0:"))
    #expect(signalled.status == 128 + SIGINT)
    #expect(
      !typed.prompts.contains("Give up? y/n ") && !signalled.prompts.contains("Give up? y/n "))
  }

  @Test func json_aStopSignal_endsWithTheFinishObject_givenUp() async throws {
    let result = await runGame(
      ["play", "south", "america", "--json"],
      lines: instant(["Peru", ClockedInput.signal(SIGTERM)]))

    let last = try #require(result.output.split(separator: "\n").last)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    #expect(object["finished"] as? String == "gave_up")
    #expect(object["found"] as? Int == 1)
    #expect(result.status == 128 + SIGTERM)
  }

  @Test func controlDAtTheQuestion_endsTheGame_asTheEndOfInput() async {
    let result = await runGame(
      ["play", "south", "america", "--plain"], lines: instant(["", "Peru", "give up"]),
      interactive: true)

    #expect(result.output.contains("End of input: 1 of 3 in 0:00.\n"))
    #expect(result.status == 0)
  }
}
