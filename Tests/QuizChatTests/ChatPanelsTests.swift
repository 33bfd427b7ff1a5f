import QuizChat
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

/// The iOS app's chat screen, as far as it decides anything: what it shows around the
/// transcript after each turn. "retry", "help" and "exit" do here what they do in every front
/// end, and the Retry button is the word "retry".
@MainActor
@Suite("ChatPanels")
struct ChatPanelsTests {
  @Test func retryHelpAndExit_typed_doWhatTheyDoEverywhere() async {
    let (session, quiz) = makeSUT(failuresBeforeSuccess: 1)
    var panels = ChatPanels()
    panels.show(await session.respond(to: "capital of Belgium"))

    panels.show(await session.respond(to: "retry"))
    let afterRetry = (session.transcript.count, panels.notice)
    panels.show(await session.respond(to: "help"))
    let help = panels.help
    panels.show(await session.respond(to: "exit"))

    #expect(quiz.asked == ["capital of Belgium", "capital of Belgium"])
    #expect(afterRetry.0 == 3)
    #expect(afterRetry.1 == nil)
    #expect(help == session.help)
    #expect(panels.notice?.text == "The conversation is over: the next question starts a new one.")
    #expect(panels.endsEditing)
    #expect(session.state == .idle)
  }

  @Test func aGameThatCannotStart_isWordedByTheApp_theCoresReasonFirst() {
    let failure = GameStartFailure(
      topic: .world, reason: .dataUnavailable(.bundledDataMissing))
    var panels = ChatPanels(describing: { $0.message + " Reinstall the app." })

    panels.show(.gameFailed(failure))

    #expect(panels.notice?.text == failure.message + " Reinstall the app.")
    #expect(panels.notice?.isProblem == true)
  }

  @Test func retry_withNothingFailed_saysSoUnderTheTranscript() async {
    let (session, quiz) = makeSUT()
    var panels = ChatPanels()

    panels.show(await session.respond(to: "retry"))

    #expect(panels.notice?.text == ChatRefusal.nothingToRetry.sentence)
    #expect(panels.notice?.isProblem == false)
    #expect(quiz.asked.isEmpty)
  }

  @Test func theRetryButton_isTheWordRetry() async {
    let (session, quiz) = makeSUT(failuresBeforeSuccess: 1)
    var panels = ChatPanels()
    panels.show(await session.respond(to: "capital of Belgium"))

    panels.show(await session.perform(.retry))

    #expect(quiz.asked == ["capital of Belgium", "capital of Belgium"])
    #expect(session.transcript.last?.isFailure == false)
  }

  @Test func theNotice_lastsUntilTheNextTurn() async {
    let (session, _) = makeSUT()
    var panels = ChatPanels()
    panels.show(await session.respond(to: "retry"))

    panels.show(await session.respond(to: "capital of Belgium"))

    #expect(panels.notice == nil)
  }

  @Test func aGameThatCannotBeMade_isAProblem_andTheListOfGamesIsOffered() async {
    let games = GameServices(
      loadCatalog: { throw DataUnavailable.connectivity }, makeLoader: { _ in NoGameLoader() },
      scores: nil)
    let session = ChatViewModel(quiz: BelgiumQuiz(), games: games)
    var panels = ChatPanels()

    panels.show(await session.respond(to: "let's play"))
    let choosing = panels.isChoosingGame
    panels.show(await session.respond(to: "quiz me on the capitals of Africa"))

    #expect(choosing)
    #expect(panels.notice?.isProblem == true)
    #expect(panels.game == nil)
  }

  @Test func closingAGame_hasTheChatRememberHowItWent() {
    let (session, _) = makeSUT()
    let game = GameViewModel(
      game: Game(
        id: "t", question: "Name the planets",
        items: [GameItem(id: 0, answer: "Mars", spellings: [])], timeLimit: nil))
    game.start()
    game.type("Mars")
    var panels = ChatPanels()
    panels.show(.game(game))

    panels.closeGame(in: session)

    #expect(panels.game == nil)
    #expect(
      session.transcript.map(\.content) == [
        .gameResult("Planets: all 1 in 0:00 · new untimed best")
      ])
  }

  // MARK: - Helpers

  private func makeSUT(failuresBeforeSuccess: Int = 0) -> (ChatViewModel, BelgiumQuiz) {
    let quiz = BelgiumQuiz(failuresBeforeSuccess: failuresBeforeSuccess)
    return (ChatViewModel(quiz: quiz), quiz)
  }
}

private struct NoGameLoader: GameLoader {
  var source: String { "nowhere" }
  func load() async throws(GameLoadError) -> Game { throw .unreachable("not in this test") }
}
