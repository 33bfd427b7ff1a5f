import QuizChat
import QuizEngine
import QuizTestSupport
import Testing

/// "help", "retry", "offline" and "exit" are turns of the conversation, decided here once:
/// every front end (the full screen, line mode, piped, `--json`, the iOS app) acts on the turn
/// these return, whether the words were typed or a key was pressed.
@MainActor
@Suite("The chat's own words, as turns")
struct ChatCommandTurnTests {
  @Test(arguments: ["help", "?", " HELP ", "/help"])
  func help_isTheHelp_notAQuestion(_ line: String) async throws {
    let (sut, quiz) = makeSUT()

    let turn = try #require(await sut.respond(to: line))

    #expect(turn.help == sut.help)
    #expect(quiz.asked.isEmpty)
    #expect(sut.transcript.isEmpty)
  }

  @Test func help_saysWhatCanBeAsked_andTheChatsWords() {
    let withGames = ChatHelp(offersGames: true)
    let without = ChatHelp(offersGames: false)

    #expect(withGames.topics.first?.lead == "Ask about the world's countries, in your own words")
    #expect(withGames.topics.first?.examples == ReplyWording.examples.map(\.example))
    #expect(withGames.topics.contains { $0.lead == ReplyWording.gameExample.lead })
    #expect(!without.topics.contains { $0.lead == ReplyWording.gameExample.lead })
    #expect(
      withGames.commands.map { "\($0.named) \($0.does)" } == [
        "help shows this", "retry re-asks the last question that failed",
        "offline answers from the bundled data instead of REST Countries", "exit or quit leaves",
      ])
    #expect(withGames.commands.map(\.command) == [.help, .retry, .offline, .exit])
  }

  @Test func retry_afterAFailure_reasksTheFailedQuestion() async throws {
    let (sut, quiz) = makeSUT(failuresBeforeSuccess: 1)
    await sut.respond(to: "capital of Belgium")

    let turn = try #require(await sut.respond(to: "retry"))

    #expect(turn.reply?.text == "The capital of Belgium is Brussels.")
    #expect(quiz.asked == ["capital of Belgium", "capital of Belgium"])
    #expect(sut.transcript.count == 3)
  }

  @Test func retry_withNothingFailed_saysSo_andAsksNothing() async throws {
    let (sut, quiz) = makeSUT()
    await sut.respond(to: "capital of Belgium")

    let turn = try #require(await sut.respond(to: "retry"))

    #expect(turn.refusal == .nothingToRetry)
    #expect(turn.notice == "Nothing to retry: the last question did not fail.")
    #expect(quiz.asked == ["capital of Belgium"])
    #expect(sut.transcript.count == 2)
  }

  @Test func aKey_isTheSameTurn_asTheWordTyped() async throws {
    let (sut, _) = makeSUT()

    let pressed = try #require(await sut.perform(.retry))
    let typed = try #require(await sut.respond(to: "retry"))

    #expect(pressed.refusal == .nothingToRetry)
    #expect(typed.refusal == pressed.refusal)
  }

  @Test func theWords_whileLookingUp_areRefused_butHelpAndExitAreNot() async throws {
    let gate = Gate()
    let (sut, quiz) = makeSUT(gate: gate)
    let asking = try #require(sut.startResponding(to: "capital of Belgium"))
    await gate.waitUntilEntered()

    let question = sut.startResponding(to: "flag of Belgium")?.decided
    let retry = sut.start(.retry)?.decided
    let offline = sut.start(.offline)?.decided
    let help = sut.start(.help)?.decided
    let exit = sut.start(.exit)?.decided
    gate.open()
    let late = await asking.turn

    #expect(question?.refusal == .busy)
    #expect(retry?.refusal == .busy)
    #expect(offline?.refusal == .busy)
    #expect(help?.help != nil)
    #expect(exit?.isEnd == true)
    #expect(late == nil)
    #expect(quiz.asked == ["capital of Belgium"])
    #expect(sut.state == .idle)
  }

  @Test func exit_endsTheConversation_forgettingTheFailureAndTheFollowUp() async throws {
    let (sut, quiz) = makeSUT(failuresBeforeSuccess: 1)
    await sut.respond(to: "capital of Belgium")

    let turn = try #require(await sut.respond(to: "quit"))
    let retry = await sut.respond(to: "retry")

    #expect(turn.isEnd)
    #expect(turn.notice == "The conversation is over: the next question starts a new one.")
    #expect(sut.state == .idle)
    #expect(sut.context == nil)
    #expect(retry?.refusal == .nothingToRetry)
    #expect(quiz.asked == ["capital of Belgium"])
    // What was said stays to be read.
    #expect(sut.transcript.count == 2)
  }

  @Test func offline_afterARemoteFailure_answersFromTheBundledData() async throws {
    let online = BelgiumQuiz(failuresBeforeSuccess: 10)
    let offline = BelgiumQuiz()
    let sut = ChatViewModel(quiz: online, offlineFallback: offline)
    await sut.respond(to: "capital of Belgium")

    let turn = try #require(await sut.respond(to: "offline"))

    guard case .switchedToOffline(let reply) = turn else {
      Issue.record("expected the switch, got \(turn)")
      return
    }
    #expect(reply.text == "The capital of Belgium is Brussels.")
    #expect(turn.reply == reply)
    #expect(turn.notice == "Answering from the bundled data from now on.")
    #expect(offline.asked == ["capital of Belgium"])
  }

  @Test func offline_isRefused_inWords_whenItCannotHelp() async throws {
    let online = BelgiumQuiz()
    let remote = ChatViewModel(quiz: online, offlineFallback: BelgiumQuiz())
    let (bundled, _) = makeSUT(failuresBeforeSuccess: 1)
    await bundled.respond(to: "capital of Belgium")

    let nothingFailed = try #require(await remote.respond(to: "offline"))
    let alreadyOffline = try #require(await bundled.respond(to: "offline"))

    #expect(nothingFailed.notice == "Nothing to switch: offline answers a question that failed.")
    #expect(alreadyOffline.notice == "Already answering from the bundled data.")
  }

  @Test(arguments: ["", "   ", "\t"])
  func aBlankLine_isNoTurn(_ line: String) async {
    let (sut, _) = makeSUT()

    #expect(await sut.respond(to: line) == nil)
  }

  // MARK: - Helpers

  private func makeSUT(
    failuresBeforeSuccess: Int = 0, gate: Gate? = nil
  ) -> (ChatViewModel, BelgiumQuiz) {
    let quiz = BelgiumQuiz(failuresBeforeSuccess: failuresBeforeSuccess, gate: gate)
    return (ChatViewModel(quiz: quiz), quiz)
  }
}
