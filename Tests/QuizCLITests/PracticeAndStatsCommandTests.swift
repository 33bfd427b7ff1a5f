import QuizChat
import QuizEngine
import QuizGame
import Testing

@testable import QuizCLI

/// `quiz play --practice`, "practice the ones I missed" in the chat, `quiz stats`, and the end
/// of a game against the best and the last.
@MainActor
@Suite("practice rounds and quiz stats")
struct PracticeAndStatsCommandTests {
  @Test func practice_asksTheAnswersMissedInTheLastGame_untimed() async {
    let progress = InMemoryProgressStore()
    let clock = GameTestClock()
    let games = makeGames(clock: clock, progress: progress)
    _ = await runGame(
      ["play", "south", "america"], lines: instant(["Peru"]), clock: clock, games: games)

    let practice = await runGame(
      ["play", "--practice", "south", "america"], lines: instant(["Chile", "Peru"]),
      clock: clock, games: games)

    #expect(
      practice.output == """
        Practice: name the countries of South America: 2 answers, no time limit.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed.
        Yes: Chile · 1/2
        Peru is not in this practice round · 1/2
        End of input: 1 of 2 in 0:00.
        No best score: a practice round.
        Missed: Bolivia

        """)
    #expect(practice.status == 0)
    let kept = progress.progress(for: "countries:south-america")
    #expect(kept?.results.map(\.isPractice) == [false, true])
    #expect(kept?.answers["CL"]?.box == 2)
  }

  @Test func practice_withoutATopic_practisesTheGamePlayedLast() async {
    let progress = InMemoryProgressStore()
    let clock = GameTestClock()
    let games = makeGames(clock: clock, progress: progress)
    _ = await runGame(
      ["play", "capitals", "of", "south", "america"], lines: instant(["Lima", "Santiago"]),
      clock: clock, games: games)

    let practice = await runGame(["play", "--practice", "--json"], clock: clock, games: games)

    #expect(
      practice.output.hasSuffix(
        #"{"finished":"end_of_input","found":0,"total":1,"seconds":0,"time_limit":null,"missed":["Sucre"],"regions":[],"practice":true,"hints":0,"found_with_hints":0,"new_best":false,"no_best":"practice","best":null,"last":null}"#
          + "\n"))
  }

  @Test func practice_saysPlainly_whenThereIsNothingToPractise() async {
    let progress = InMemoryProgressStore()
    let clock = GameTestClock()
    let games = makeGames(clock: clock, progress: progress)

    let nothingPlayed = await runGame(["play", "--practice"], games: games)
    let notThisOne = await runGame(["play", "--practice", "south america"], games: games)
    _ = await runGame(
      ["play", "south", "america"], lines: instant(["Peru", "Chile", "Bolivia"]), clock: clock,
      games: games)
    let allFound = await runGame(["play", "--practice", "south america"], games: games)
    let json = await runGame(["play", "--practice", "south america", "--json"], games: games)

    #expect(
      nothingPlayed.output
        == "Nothing to practise yet: play a game first, then practise the answers you missed.\n")
    #expect(
      notThisOne.output
        == "Nothing to practise: you have not played countries of south america yet.\n")
    #expect(
      allFound.output
        == "Nothing to practise in countries of south america: you have missed no answer there "
        + "yet.\n")
    #expect(json.output.hasPrefix(#"{"error":"nothing_to_practise","message":"Nothing"#))
    #expect([nothingPlayed, notThisOne, allFound].allSatisfy { $0.status == 0 })
  }

  @Test func practice_refusesAQuizFromAURL_andAnUnknownTopic() async {
    let fromURL = await runGame(["play", "--practice", "--from", "https://quiz.test/q.json"])
    let unknown = await runGame(["play", "--practice", "narnia"])

    #expect(fromURL.status == 64)
    #expect(fromURL.errorOutput.contains("--practice practises a game by its topic"))
    #expect(unknown.status == 64)
    #expect(unknown.errorOutput.hasPrefix("No game called \"narnia\"."))
  }

  @Test func theChat_practisesTheOnesMissed() async {
    let progress = InMemoryProgressStore()
    let result = await runCLI(
      [],
      input: [
        "practice the ones I missed", "quiz me on the countries of South America", "Peru",
        "give up", "practice the ones I missed", "Chile", "give up",
      ], games: makeGames(progress: progress))

    #expect(
      result.output.hasPrefix(
        "Nothing to practise yet: play a game first, then practise the answers you missed.\n"))
    #expect(result.output.contains("Practice: name the countries of South America: 2 answers"))
    #expect(result.output.contains("Yes: Chile · 1/2"))
    #expect(progress.progress(for: "countries:south-america")?.results.count == 2)
  }

  @Test func theEndOfAGame_comparesItWithTheBestAndTheLast() async {
    let clock = GameTestClock()
    let games = makeGames(clock: clock, progress: InMemoryProgressStore())
    _ = await runGame(
      ["play", "south", "america"], lines: instant(["Peru", "Chile"]), clock: clock, games: games)

    let worse = await runGame(
      ["play", "south", "america"], lines: instant(["Peru"]), clock: clock, games: games)
    let json = await runGame(
      ["play", "south", "america", "--json"], lines: instant(["Peru", "Chile", "Bolivia"]),
      clock: clock, games: games)

    #expect(
      worse.output.contains(
        "End of input: 1 of 3 in 0:00.\nBest in 5:00: 2 of 3, last 2 of 3 (-1).\n"))
    #expect(
      json.output.hasSuffix(
        #""practice":false,"hints":0,"found_with_hints":0,"new_best":true,"no_best":null,"best":{"found":2,"total":3,"seconds":0,"time_limit":300},"last":{"found":1,"total":3,"seconds":0}}"#
          + "\n"))
  }

  @Test func stats_showsEachGame_withItsTrend_misses_andSplits() async {
    let clock = GameTestClock()
    let games = makeGames(clock: clock, progress: InMemoryProgressStore())
    _ = await runGame(
      ["play", "south", "america"], lines: [(2, "Peru"), (1, "give up")], clock: clock,
      games: games)
    _ = await runGame(
      ["play", "south", "america"], lines: [(1, "Peru"), (5, "Chile"), (1, "give up")],
      clock: clock, games: games)

    let text = await runGame(["stats"], clock: clock, games: games)
    let ascii = await runGame(["stats"], environment: ["TERM": "dumb"], clock: clock, games: games)
    let json = await runGame(["stats", "--json"], clock: clock, games: games)

    #expect(
      text.output == """
        Name the countries of South America
          Best in 5:00: 2 of 3 · last 2 of 3 · 2 games
          Trend  ▃▆  share found in the last 2 games
          Missed most:
            Bolivia: missed 2 of 2 games
            Chile: missed 1 of 2 games
          Slowest to find, on average after the answer before:
            Chile: 5s
            Peru: 2s
          To practise: 1 answer · quiz play --practice countries of south america

        """)
    #expect(ascii.output.contains("  Trend  -+  share found"))
    #expect(
      json.output == """
        {"games":[{"game":"countries:south-america","topic":"countries of south america",\
        "question":"Name the countries of South America","played":2,"practised":0,\
        "best":{"found":2,"total":3,"seconds":7,"time_limit":300},"last":{"found":2,"total":3,"seconds":7},\
        "trend":[0.333,0.667],"missed_most":[{"answer":"Bolivia","missed":2,"found":0,"box":1},\
        {"answer":"Chile","missed":1,"found":1,"box":2}],"slowest":[{"answer":"Chile",\
        "average_split_seconds":5},{"answer":"Peru","average_split_seconds":1.5}],"due":1}]}

        """)
  }

  @Test func stats_beforeAnyGame_saysHowToStartOne() async {
    let result = await runGame(["stats"], games: makeGames(progress: InMemoryProgressStore()))

    #expect(
      result.output
        == "No games played yet: quiz play world starts one, quiz play lists them all.\n")
    #expect(result.status == 0)
  }

  @Test(arguments: [
    ([0.0, 0.5, 1.0], true, "▁▅█"), ([0.0, 0.5, 1.0], false, "_=#"),
    ([Double.nan, 2, -1], true, "▁█▁"),
  ])
  func sparkline_scalesTheShareFound_toEightLevels(
    _ trend: [Double], _ blocks: Bool, _ expected: String
  ) {
    #expect(StatsRenderer.sparkline(trend, blocks: blocks) == expected)
  }

  @Test(arguments: [
    ([:], true), (["TERM": "dumb"], false), (["LANG": "C"], false),
    (["LANG": "en_GB.UTF-8"], true), (["LC_ALL": "C.utf8", "LANG": "C"], true),
  ])
  func blocksShow_unlessTheTerminalOrLocaleCannot(_ environment: [String: String], _ shows: Bool) {
    let terminal = Terminal(
      environment: environment,
      traits: TerminalTraits(inputIsTerminal: true, outputIsTerminal: true, usesColor: false))

    #expect(terminal.showsBlocks == shows)
  }
}
