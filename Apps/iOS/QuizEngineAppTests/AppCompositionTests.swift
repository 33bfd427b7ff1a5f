import QuizEngine
import QuizGame
import Testing

@testable import QuizEngineApp

@Suite("AppComposition")
struct AppCompositionTests {
  @Test func dataSourceChoice_isBundled_withoutAPIKey() {
    let choice = AppComposition.dataSourceChoice(apiKey: nil, arguments: [], environment: [:])

    #expect(choice == .bundled)
  }

  @Test(arguments: ["", "   ", "\n", "$(RESTCOUNTRIES_API_KEY)"])
  func dataSourceChoice_isBundled_whenKeyIsBlankOrNeverDefined(apiKey: String) {
    let choice = AppComposition.dataSourceChoice(apiKey: apiKey, arguments: [], environment: [:])

    #expect(choice == .bundled)
  }

  @Test func dataSourceChoice_isV5WithTrimmedKey_whenKeyConfigured() {
    let choice = AppComposition.dataSourceChoice(
      apiKey: "  rc_live_abc123\n", arguments: [], environment: [:])

    #expect(choice == .restCountriesV5(apiKey: "rc_live_abc123"))
  }

  @Test(arguments: StubQuiz.Scenario.allCases)
  func dataSourceChoice_isStubScenario_whenLaunchedForUITesting(scenario: StubQuiz.Scenario) {
    let choice = AppComposition.dataSourceChoice(
      apiKey: nil, arguments: ["QuizEngineApp", "-ui-testing"],
      environment: ["UI_TEST_SCENARIO": scenario.rawValue])

    #expect(choice == .uiTestStub(scenario))
  }

  @Test(arguments: [nil, "no-such-scenario"] as [String?])
  func dataSourceChoice_isPlainAnswersStub_whenScenarioMissingOrUnknown(scenario: String?) {
    let environment = scenario.map { ["UI_TEST_SCENARIO": $0] } ?? [:]

    let choice = AppComposition.dataSourceChoice(
      apiKey: nil, arguments: ["-ui-testing"], environment: environment)

    #expect(choice == .uiTestStub(.answers))
  }

  @Test func dataSourceChoice_prefersStub_overConfiguredKey_soUITestsStayOffline() {
    let choice = AppComposition.dataSourceChoice(
      apiKey: "rc_live_abc123", arguments: ["-ui-testing"], environment: [:])

    #expect(choice == .uiTestStub(.answers))
  }

  @Test func dataSourceChoice_ignoresScenario_withoutUITestingArgument() {
    let environment = ["UI_TEST_SCENARIO": "fail-once"]

    let withoutKey = AppComposition.dataSourceChoice(
      apiKey: nil, arguments: [], environment: environment)
    let withKey = AppComposition.dataSourceChoice(
      apiKey: "rc_live_abc123", arguments: [], environment: environment)

    #expect(withoutKey == .bundled)
    #expect(withKey == .restCountriesV5(apiKey: "rc_live_abc123"))
  }

  @Test func makeQuiz_isTheCountryQuiz_forBundledAndV5() {
    #expect(AppComposition.makeQuiz(for: .bundled) is CountryQuiz)
    #expect(AppComposition.makeQuiz(for: .restCountriesV5(apiKey: "rc_live_abc123")) is CountryQuiz)
  }

  @Test func makeQuiz_isTheStub_forUITesting() {
    #expect(AppComposition.makeQuiz(for: .uiTestStub(.answers)) is StubQuiz)
  }

  /// Proves the snapshot resource is embedded in the app and the interpreter and resolver are
  /// wired: the one test here that answers from real data.
  @Test func bundledQuiz_answersFromTheSnapshotShippedInTheApp() async {
    let quiz = AppComposition.makeQuiz(for: .bundled)

    let reply = await quiz.ask("What is the capital of Belgium?")

    #expect(reply.text == "The capital of Belgium is Brussels.")
    #expect(reply.source?.kind == .bundled)
  }

  /// The game screens' data: the world game from the snapshot shipped in the app.
  @MainActor
  @Test func games_makeTheWorldGame_fromTheBundledData_readyToStart() async throws {
    let games = AppComposition.makeGames(for: .bundled)

    let model = try await games.model(for: .world).get()

    guard case .ready(let game) = model.state else {
      Issue.record("not ready: \(model.state)")
      return
    }
    #expect(game.items.count == 195)
    #expect(model.start())
    #expect(model.type("France"))
    #expect(model.foundCount == 1 && model.input == "")
  }

  /// "quiz me on …" in the chat plays the same games as the Play tab, from the same data.
  @MainActor
  @Test func chat_quizMe_startsTheGame_fromTheChatsOwnData() async throws {
    let games = AppComposition.makeGames(for: .bundled)
    let chat = AppComposition.makeChatViewModel(for: .bundled, games: games)

    let turn = await chat.respond(to: "quiz me on the capitals of Europe")

    guard case .game(let model) = turn else {
      Issue.record("not a game: \(String(describing: turn))")
      return
    }
    #expect(model.game?.id == "capitals:europe")
    #expect(chat.transcript.isEmpty)
  }
}
