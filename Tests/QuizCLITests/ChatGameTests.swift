import QuizChat
import QuizEngine
import QuizGame
import Testing

@testable import QuizCLI

/// "quiz me on …", "let's play" and "play …" in the line-mode chat.
@MainActor
@Suite("games from the chat")
struct ChatGameTests {
  @Test func piped_aRequestToPlay_startsTheGame_onTheFollowingLines_thenTheChatGoesOn() async {
    let result = await runCLI(
      [],
      input: [
        "quiz me on the countries of South America", "Peru", "give up",
        "What is the capital of Belgium?",
      ], games: makeGames())

    #expect(
      result.output == """
        Name the countries of South America: 3 answers, 5 minutes.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed. A game with a hint sets no best score.
        Yes: Peru · 1/3 · 5:00 left
        You gave up: 1 of 3 in 0:00.
        A new best in 5:00!
        Missed: Bolivia, Chile
        The capital of Belgium is Brussels.

        """)
    #expect(result.status == 0)
  }

  @Test func interactive_letsPlay_listsTheGames_andPlayStartsOne_thenBackToTheChat() async {
    let result = await runCLI(
      ["--plain"],
      input: [
        "let's play", "play the capitals of South America", "", "Lima", "give up", "y", "exit",
      ],
      interactive: true, games: makeGames())

    #expect(result.output.contains("Games to play: play TOPIC, where TOPIC is one of\n"))
    #expect(result.output.contains("Name the capitals of South America: 3 answers, 5 minutes.\n"))
    #expect(result.output.contains("Yes: Peru 🇵🇪 → Lima · 1/3 · 5:00 left\n"))
    #expect(result.output.contains("You gave up: 1 of 3 in 0:00.\n"))
    // The chat remembers the game in one line, as the full screen's does.
    #expect(
      result.output.hasSuffix(
        "Capitals of South America: 1 of 3 in 0:00 · new best in 5:00\nBack to the chat.\n"))
    #expect(!result.output.contains("didn't understand"))
  }

  @Test func greeting_offersAGame_whenThereAreAny_andTheGameItOffersStarts() async {
    let with = await runCLI(
      ["--plain"], input: [ReplyWording.gameExample.example],
      interactive: true, games: makeGames())
    let without = await runCLI(["--plain"], input: [], interactive: true)

    let greeting = with.output.components(separatedBy: "\n\n").first ?? ""
    #expect(
      greeting.contains(
        "  • a timed game: Quiz me on the capitals of Africa (let's play lists the games)\n"))
    #expect(with.output.contains("Name the capitals of Africa:"))
    #expect(!without.output.contains("timed game"))
  }

  @Test func pipedAndJSON_printNoGreeting_evenWithGames() async {
    let piped = await runCLI(
      [], input: ["What is the capital of Belgium?"], games: makeGames())
    let json = await runCLI(
      ["--json"], input: ["What is the capital of Belgium?"], interactive: true,
      games: makeGames())

    #expect(piped.output == "The capital of Belgium is Brussels.\n")
    #expect(json.output.hasPrefix("{\"question\""))
    #expect(!json.output.contains("timed game"))
  }

  @Test func help_mentionsTheGames_whenThereAreAny() async {
    let with = await runCLI(["--plain"], input: ["help"], interactive: true, games: makeGames())
    let without = await runCLI(["--plain"], input: ["help"], interactive: true)

    #expect(
      with.output.contains(
        "Or play a timed game:\n  • Quiz me on the capitals of Africa\n"
          + "  • Map quiz of Europe (name the country shown)\n"
          + "  • let's play (the list of games to pick from)\n"))
    #expect(!without.output.contains("timed game"))
  }

  @Test func aQuestionTheQuizAnswers_isAnswered_evenWhenItReadsAsAGame() async {
    let result = await runCLI([], input: ["quiz countries starting with ch"], games: makeGames())

    #expect(result.output == "Chad, Chile, China, Christmas Island\n")
  }

  @Test func json_chat_startsTheGame_withAnObjectThatSaysSo_thenItsGuesses() async {
    let result = await runCLI(
      ["--json"], input: ["quiz me on the countries of South America", "Peru", "give up"],
      games: makeGames())

    #expect(
      result.output.hasPrefix(
        #"{"game":"countries:south-america","question":"Name the countries of South America","total":3"#
      ))
    #expect(result.output.contains(#""time_limit":300,"practice":false}"#))
    #expect(result.output.contains(#"{"guess":"Peru","result":"hit""#))
    #expect(result.output.contains(#"{"finished":"gave_up","found":1,"total":3"#))
  }

  @Test func json_chat_aPracticeRound_saysSoFromItsFirstObject() async {
    let progress = InMemoryProgressStore()
    let games = makeGames(progress: progress)
    _ = await runCLI(
      ["--json"], input: ["quiz me on the countries of South America", "Peru", "give up"],
      games: games)

    let result = await runCLI(
      ["--json"], input: ["practice the ones I missed", "give up"], games: games)

    let first = result.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasSuffix(#""practice":true}"#), "\(result.output)")
    #expect(result.output.contains(#""practice":true,"hints":0"#))
  }

  @Test func json_chat_aGameWithoutData_isAnErrorObject_andTheChatGoesOn() async {
    let result = await runCLI(
      ["--json"], input: ["quiz me on the countries of South America"],
      games: makeGames(catalog: .failure(.connectivity)))

    #expect(result.output.hasPrefix(#"{"error":"data_unavailable","message":"A game needs"#))
  }
}
