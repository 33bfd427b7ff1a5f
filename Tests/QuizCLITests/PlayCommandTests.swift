import Foundation
import QuizCLI
import QuizGame
import Testing

@MainActor
@Suite("quiz play, a line at a time")
struct PlayCommandTests {
  @Test func piped_answersEachGuess_thenGivesUpWithTheMissedAnswers() async {
    let result = await runGame(
      ["play", "countries", "of", "south", "america"],
      lines: instant(["peru", "Chlie", "Atlantis", "PERU", "  bolivia ", "", "give up"]))

    #expect(
      result.output == """
        Name the countries of South America: 3 answers, 5 minutes.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed. A game with a hint sets no best score.
        Yes: Peru · 1/3 · 5:00 left
        Almost: check the spelling · 1/3 · 5:00 left
        Not an answer · 1/3 · 5:00 left
        Already found: Peru · 1/3 · 5:00 left
        Yes: Bolivia · 2/3 · 5:00 left
        You gave up: 2 of 3 in 0:00.
        A new best in 5:00!
        Missed: Chile

        """)
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(result.prompts.allSatisfy { $0.isEmpty })
  }

  @Test func theClockRuns_andAGuessAfterTheLimitEndsTheGameWithoutCounting() async {
    let result = await runGame(
      ["play", "south", "america", "--time-limit", "60"],
      lines: [(10, "Peru"), (20.5, "Chile"), (30, "Bolivia")])

    #expect(
      result.output == """
        Name the countries of South America: 3 answers, 1 minute.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed. A game with a hint sets no best score.
        Yes: Peru · 1/3 · 0:50 left
        Yes: Chile · 2/3 · 0:30 left
        Time's up: 2 of 3 in 1:00.
        A new best in 1:00!
        Missed: Bolivia

        """)
  }

  @Test func findingEveryAnswer_praisesWithTheTime() async {
    let result = await runGame(
      ["play", "countries of south america", "--time-limit", "0"],
      lines: [(3, "Peru"), (4, "Chile"), (65, "Bolivia"), (1, "more")])

    #expect(
      result.output == """
        Name the countries of South America: 3 answers, no time limit.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed. A game with a hint sets no best score.
        Yes: Peru · 1/3
        Yes: Chile · 2/3
        Yes: Bolivia · 3/3
        All 3 found in 1:12. Well done!
        A new untimed best!

        """)
  }

  @Test func aNameThatStartsALongerOne_countsOnItsOwnLine() async {
    let result = await runGame(
      ["play", "countries of western africa"], lines: instant(["Niger", "Nigeria"]))

    #expect(result.output.contains("Yes: Niger · 1/2 · 5:00 left\nYes: Nigeria · 2/2"))
    #expect(result.output.contains("All 2 found in 0:00. Well done!"))
  }

  @Test func endOfInput_endsTheGame_withTheMissedAnswers() async {
    let result = await runGame(["play", "capitals of south america"], lines: instant(["Lima"]))

    #expect(
      result.output.hasPrefix(
        """
        Name the capitals of South America: 3 answers, 5 minutes.
        Clues: Bolivia 🇧🇴, Chile 🇨🇱, Peru 🇵🇪
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed, clues to list the \
        clues left with their descriptions. A game with a hint sets no best score.
        """))
    #expect(
      result.output.hasSuffix(
        """
        Yes: Peru 🇵🇪 → Lima · 1/3 · 5:00 left
        End of input: 1 of 3 in 0:00.
        A new best in 5:00!
        Missed: Bolivia 🇧🇴 → Sucre, Chile 🇨🇱 → Santiago

        """))
  }

  @Test func clues_listsTheCluesLeft_withTheFlagsDescribed_withoutTheirAnswers() async {
    let result = await runGame(
      ["play", "flags", "of", "south", "america"], lines: instant(["Chile", "clues"]))

    #expect(
      result.output.contains(
        """
        Yes: 🇨🇱 → Chile · 1/3 · 5:00 left
          🇧🇴 The flag of …
          🇵🇪 The flag of …
        End of input: 1 of 3 in 0:00.

        """))
  }

  @Test func json_printsOneObjectPerGuess_andOneForTheEnd() async {
    let result = await runGame(
      ["play", "south america", "--json", "--time-limit", "100"],
      lines: [(0.5, "Peru"), (1, "Chlie"), (1, "Narnia"), (1, "peru"), (1, "?!")])

    #expect(
      result.output == """
        {"guess":"Peru","result":"hit","answer":"Peru","code":"PE","found":1,"total":3,"remaining_seconds":100,"seconds":0.5,"split_seconds":0.5}
        {"guess":"Chlie","result":"almost","answer":null,"code":null,"found":1,"total":3,"remaining_seconds":99,"seconds":null,"split_seconds":null}
        {"guess":"Narnia","result":"miss","answer":null,"code":null,"found":1,"total":3,"remaining_seconds":98,"seconds":null,"split_seconds":null}
        {"guess":"peru","result":"already_found","answer":"Peru","code":"PE","found":1,"total":3,"remaining_seconds":97,"seconds":null,"split_seconds":null}
        {"guess":"?!","result":"miss","answer":null,"code":null,"found":1,"total":3,"remaining_seconds":96,"seconds":null,"split_seconds":null}
        {"finished":"end_of_input","found":1,"total":3,"seconds":4.5,"time_limit":100,"missed":["Bolivia","Chile"],"regions":[],"practice":false,"hints":0,"found_with_hints":0,"new_best":true,"no_best":null,"best":null,"last":null}

        """)
    #expect(result.status == 0)
  }

  @Test func json_saysHowTheGameFinished() async {
    let gaveUp = await runGame(["play", "south america", "--json"], lines: instant(["give up"]))
    let timeUp = await runGame(
      ["play", "south america", "--json", "--time-limit", "5"], lines: [(6, "Peru")])
    let complete = await runGame(
      ["play", "south america", "--json", "--time-limit", "0"],
      lines: instant(["Peru", "Chile", "Bolivia"]))

    #expect(
      gaveUp.output.hasSuffix(
        #"{"finished":"gave_up","found":0,"total":3,"seconds":0,"time_limit":300,"missed":["Bolivia","Chile","Peru"],"regions":[],"practice":false,"hints":0,"found_with_hints":0,"new_best":false,"no_best":null,"best":null,"last":null}"#
          + "\n"))
    #expect(
      timeUp.output
        == #"{"finished":"time_up","found":0,"total":3,"seconds":5,"time_limit":5,"missed":["Bolivia","Chile","Peru"],"regions":[],"practice":false,"hints":0,"found_with_hints":0,"new_best":false,"no_best":null,"best":null,"last":null}"#
        + "\n"
    )
    #expect(
      complete.output.hasSuffix(
        #"{"finished":"complete","found":3,"total":3,"seconds":0,"time_limit":null,"missed":[],"regions":[],"practice":false,"hints":0,"found_with_hints":0,"new_best":true,"no_best":null,"best":null,"last":null}"#
          + "\n"))
    #expect(complete.output.contains(#""remaining_seconds":null"#))
  }

  @Test func aBestScore_isShownBeforeTheGame_andKeptAfterIt() async {
    let scores = InMemoryScoreStore([
      "countries:south-america": [TimeLimit(300): BestScore(found: 1, total: 3, seconds: 100)]
    ])
    let clock = GameTestClock()

    let result = await runGame(
      ["play", "south america"], lines: instant(["Peru", "Chile"]), clock: clock,
      games: makeGames(clock: clock, scores: scores))

    #expect(result.output.contains("Best in 5:00: 1 of 3.\n"))
    #expect(
      result.output.contains(
        "End of input: 2 of 3 in 0:00.\nA new best in 5:00!\nPrevious best in 5:00: 1 of 3.\n"))
    #expect(scores.bestScore(for: "countries:south-america", timeLimit: TimeLimit(300))?.found == 2)
  }

  @Test func interactive_waitsForEnterToStart_andPrompts() async {
    let clock = GameTestClock()

    let result = await runGame(
      ["play", "south america", "--plain"],
      lines: [(40, ""), (5, "Peru"), (1, "give up"), (0, "y")], interactive: true,
      environment: ["TERM": "xterm"], clock: clock)

    #expect(result.prompts == ["Press Enter to start. ", "5:00 › ", "4:55 › ", "Give up? y/n "])
    #expect(result.output.contains("Yes: Peru · 1/3 · 4:55 left\n"))
    #expect(result.output.contains("You gave up: 1 of 3 in 0:06.\nA new best in 5:00!\n"))
  }

  // MARK: - choosing a game

  @Test func noTopic_listsTheGames_withTheWordsThatStartEach() async {
    let result = await runGame(["play"])

    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Games to play: quiz play TOPIC, where TOPIC is one of\n"))
    #expect(
      result.output.contains(
        "\n  world                       Name the countries of the world, 15 minutes\n"))
    #expect(
      result.output.contains(
        "\n  world 197                   Name the countries of the world, Palestine and Taiwan "
          + "included, 15 minutes\n"))
    #expect(
      result.output.contains(
        "\n  capitals of europe          Name the capitals of Europe, 5 minutes\n"))
    #expect(
      result.output.contains(
        "\n  countries starting with b   Name the countries starting with B, 5 minutes\n"))
  }

  @Test func noTopic_onATerminal_asksWhichGame_untilOneIsNamed() async {
    let result = await runGame(
      ["play", "--plain"],
      lines: instant(["capitals of mars", "south america", "", "give up", "yes"]),
      interactive: true, environment: ["TERM": "xterm"])

    #expect(result.output.hasPrefix("Games to play: type one of\n  world "))
    #expect(
      result.output.contains("\nNo game called \"capitals of mars\".\nGames to play: type one of\n")
    )
    #expect(
      result.output.contains("\nName the countries of South America: 3 answers, 5 minutes.\n"))
    #expect(result.output.hasSuffix("You gave up: 0 of 3 in 0:00.\nMissed: Bolivia, Chile, Peru\n"))
    #expect(
      result.prompts == ["Game: ", "Game: ", "Press Enter to start. ", "5:00 › ", "Give up? y/n "])
    #expect(result.status == 0)
  }

  @Test func noTopic_onATerminal_fullScreen_opensThePickedGame() async {
    var opened: GameViewModel.State?

    _ = await runGame(
      ["play"], lines: instant(["world"]), interactive: true, environment: ["TERM": "xterm"],
      playFullScreen: { model in
        opened = model.state
        return 0
      })

    #expect(
      opened.map { if case .ready(let game) = $0 { game.id == "world" } else { false } } == true)
  }

  @Test func noTopic_onATerminal_endOfInputLeaves() async {
    let result = await runGame(["play"], interactive: true, environment: ["TERM": "xterm"])

    #expect(result.status == 0)
    #expect(result.prompts == ["Game: "])
  }

  @Test func noTopic_json_listsTheGames() async {
    let result = await runGame(["play", "--json"])

    #expect(
      result.output.hasPrefix(
        #"{"games":[{"topic":"world","question":"Name the countries of the world","time_limit":900,"best":null},"#
      ))
  }

  @Test func anUnknownGame_isAUsageError_withTheList() async {
    let result = await runGame(["play", "capitals", "of", "mars"])

    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("No game called \"capitals of mars\".\nGames to play"))
    #expect(result.output == "")
  }

  @Test(arguments: [
    (
      ["play", "world", "--time-limit", "soon"],
      "--time-limit takes a number of seconds from 0 to 86400, not 'soon'."
    ),
    (
      ["play", "world", "--time-limit=-5"],
      "--time-limit takes a number of seconds from 0 to 86400, not '-5'."
    ),
    (["play", "world", "--from", "q.json"], "Give a topic or --from, not both."),
    (
      ["play", "--from", "ftp://x.test/q.json"],
      "--from takes an http or https URL or a file, not 'ftp://x.test/q.json'."
    ),
  ])
  func badOptions_areUsageErrors(arguments: [String], message: String) async {
    let result = await runGame(arguments)

    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("Error: \(message)\n"))
  }

  @Test func aGameWithNothingInIt_saysSo() async {
    let result = await runGame(["play", "countries", "starting", "with", "x"])

    #expect(result.status == 64)
    #expect(result.errorOutput == "No game: nothing fits \"countries starting with x\".\n")
  }

  @Test func unavailableCountryData_exitsWith69() async {
    let result = await runGame(
      ["play", "world"], games: makeGames(catalog: .failure(.connectivity)))

    #expect(result.status == 69)
    #expect(
      result.errorOutput.contains("A game needs the country data. I can't reach REST Countries"))
  }

  // MARK: - --from

  @Test func from_aFile_playsItsQuiz() async throws {
    let file = try temporaryFile(
      #"{"question": "Name the colours \u001b[31mnow", "answer": ["Red", "Blue"], "time_limit": 30}"#
    )
    defer { try? FileManager.default.removeItem(atPath: file) }

    let result = await runGame(["play", "--from", file], lines: instant(["red", "green"]))

    #expect(
      result.output == """
        Name the colours now: 2 answers, 30 seconds.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed. A game with a hint sets no best score.
        Yes: Red · 1/2 · 0:30 left
        Not an answer · 1/2 · 0:30 left
        End of input: 1 of 2 in 0:00.
        A new best in 0:30!
        Missed: Blue

        """)
    #expect(result.status == 0)
  }

  @Test func from_anInvalidQuiz_exitsWith65_sayingWhy() async throws {
    let file = try temporaryFile(#"{"question": "Q", "answer": ["Red", "RED"]}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }

    let result = await runGame(["play", "--from", file])

    #expect(result.status == 65)
    #expect(
      result.errorOutput == """
        The quiz at \(file) is not valid: answers 1 and 2 are the same once case, accents and \
        punctuation are set aside.

        """)
  }

  @Test func from_anUnreachableURL_exitsWith69() async {
    let loader = GameLoaderStub([.failure(.unreachable("the server cannot be reached"))])

    let result = await runGame(
      ["play", "--from", "https://quiz.test/q.json"], games: makeGames(loader: loader))

    #expect(result.status == 69)
    #expect(
      result.errorOutput
        == "Could not load the quiz at https://quiz.test/q.json: the server cannot be reached.\n")
  }

  @Test(arguments: [
    (
      GameLoadError.unreachable("the server cannot be reached"), "unreachable", Int32(69),
      "Could not load the quiz at https://quiz.test/q.json: the server cannot be reached."
    ),
    (
      .invalidData("it is not JSON"), "invalid_data", 65,
      "The quiz at https://quiz.test/q.json is not valid: it is not JSON."
    ),
  ])
  func from_json_endsWithAnErrorObject_onStandardOutput(
    error: GameLoadError, kind: String, status: Int32, message: String
  ) async throws {
    let loader = GameLoaderStub([.failure(error)])

    let result = await runGame(
      ["play", "--from", "https://quiz.test/q.json", "--json"], games: makeGames(loader: loader))

    #expect(result.status == status)
    #expect(result.errorOutput == message + "\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String])
    #expect(object == ["error": kind, "message": message])
    #expect(result.output.hasSuffix("}\n") && result.output.filter { $0 == "\n" }.count == 1)
  }

  @Test func from_interactive_offersRetry_untilTheQuizLoads() async throws {
    let loader = GameLoaderStub([
      .failure(.unreachable("the server cannot be reached")),
      .failure(.invalidData("it is not JSON")),
      .success(
        Game(
          id: "q", question: "Name one", items: [GameItem(id: 0, answer: "One", spellings: [])],
          timeLimit: 0)),
    ])

    let result = await runGame(
      ["play", "--from", "https://quiz.test/q.json", "--plain"],
      lines: instant(["what", "retry", "retry", "", "one"]), interactive: true,
      environment: ["TERM": "xterm"], games: makeGames(loader: loader))

    #expect(
      result.errorOutput == """
        Could not load the quiz at https://quiz.test/q.json: the server cannot be reached.
        The quiz at https://quiz.test/q.json is not valid: it is not JSON.

        """)
    #expect(
      result.output == """
        Type retry to try again, or exit to leave.
        Type retry to try again, or exit to leave.
        Type retry to try again, or exit to leave.
        Name one: 1 answer, no time limit.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed. A game with a hint sets no best score.
        Yes: One · 1/1
        All 1 found in 0:00. Well done!
        A new untimed best!

        """)
    #expect(result.status == 0)
  }

  @Test func from_interactive_leavingAfterAnError_exitsWithItsStatus() async {
    let loader = GameLoaderStub([.failure(.invalidData("it is not JSON"))])

    let result = await runGame(
      ["play", "--from", "https://quiz.test/q.json", "--plain"], lines: instant(["exit"]),
      interactive: true, environment: ["TERM": "xterm"], games: makeGames(loader: loader))

    #expect(result.status == 65)
  }

  // MARK: - full screen

  @Test func onATerminal_theGameOpensFullScreen_ready() async {
    var shown: GameViewModel.State?

    let result = await runGame(
      ["play", "south america"], interactive: true, environment: ["TERM": "xterm-256color"],
      playFullScreen: { model in
        shown = model.state
        return 7
      })

    #expect(result.status == 7)
    #expect(shown.map { if case .ready = $0 { true } else { false } } == true)
    #expect(result.output == "")
  }

  @Test func aGamePlayedFullScreen_leavesItsResultInTheShell_onceTheScreenIsGone() async {
    let result = await runGame(
      ["play", "south america"], interactive: true, environment: ["TERM": "xterm-256color"],
      playFullScreen: { model in
        model.start()
        model.type("Peru")
        model.giveUp()
        return 0
      })

    #expect(result.output == "Countries of South America: 1 of 3 in 0:00 · new best in 5:00\n")
  }

  @Test func fullScreen_getsAQuizFromALoader_alreadyLoaded_orFailed() async {
    var shown: GameViewModel.State?
    let loader = GameLoaderStub([.failure(.unreachable("the server cannot be reached"))])

    _ = await runGame(
      ["play", "--from", "https://quiz.test/q.json"], interactive: true,
      environment: ["TERM": "xterm"], games: makeGames(loader: loader),
      playFullScreen: { model in
        shown = model.state
        return 69
      })

    #expect(
      shown
        == .error(
          source: "https://quiz.test/q.json", reason: .unreachable("the server cannot be reached")))
  }

  @Test(arguments: [
    (["play", "world", "--plain"], ["TERM": "xterm"]),
    (["play", "world", "--json"], ["TERM": "xterm"]),
    (["play", "world"], ["TERM": "dumb"]),
    (["play", "world"], [:]),
  ])
  func plainJSONOrADumbTerminal_stayInLineMode(arguments: [String], environment: [String: String])
    async
  {
    var opened = false

    _ = await runGame(
      arguments, interactive: true, environment: environment,
      playFullScreen: { _ in
        opened = true
        return 0
      })

    #expect(!opened)
  }

  // MARK: - Helpers

  private func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "quiz-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
