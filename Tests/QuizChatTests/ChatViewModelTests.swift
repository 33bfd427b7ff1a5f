import QuizChat
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

@MainActor
@Suite("ChatViewModel")
struct ChatViewModelTests {
  // MARK: - idle

  @Test func startsIdle_withAnEmptyTranscript() {
    let (sut, _) = makeSUT()

    #expect(sut.transcript.isEmpty)
    #expect(sut.state == .idle)
    #expect(!sut.canSend)
  }

  @Test func send_fromIdle_goesThroughLoading_toAnswered() async {
    let gate = Gate()
    let (sut, quiz) = makeSUT(gate: gate)

    let sending = Task { await sut.send("  capital of Belgium \n") }
    await gate.waitUntilEntered()
    #expect(sut.state == .loading(question: "capital of Belgium"))
    #expect(sut.isLoading)
    gate.open()
    let reply = await sending.value

    #expect(quiz.asked == ["capital of Belgium"])
    #expect(reply?.text == "The capital of Belgium is Brussels.")
    #expect(sut.transcript.map(\.content) == [.question("capital of Belgium"), .reply(reply!)])
    #expect(sut.state == .answered(reply!))
  }

  @Test(arguments: ["", "   ", "\t\n", "\u{1B}\u{07}"])
  func send_refusesBlankText(_ text: String) async {
    let (sut, quiz) = makeSUT()

    let reply = await sut.send(text)

    #expect(reply == nil)
    #expect(sut.transcript.isEmpty)
    #expect(quiz.asked.isEmpty)
    #expect(sut.state == .idle)
  }

  @Test func notUnderstoodAndNotFound_areAnswers_notErrors() async {
    let (sut, _) = makeSUT()

    let reply = await sut.send("what time is it?")

    #expect(sut.state == .answered(reply!))
  }

  // MARK: - loading

  @Test func send_isRefusedWhileLoading_andTheDraftIsKept() async {
    let gate = Gate()
    let (sut, quiz) = makeSUT(gate: gate)

    let sending = Task { await sut.send("capital of Belgium") }
    await gate.waitUntilEntered()
    sut.draft = "flag of Belgium"

    #expect(!sut.canSend)
    #expect(await sut.send("flag of Belgium") == nil)
    #expect(await sut.submitDraft() == nil)
    #expect(await sut.retry() == nil)
    #expect(await sut.switchToOffline() == nil)
    gate.open()
    _ = await sending.value
    #expect(sut.draft == "flag of Belgium")
    #expect(quiz.asked == ["capital of Belgium"])
  }

  @Test func cancel_whileLoading_returnsToThePreviousState_andTheQuestionToTheDraft() async {
    let gate = Gate()
    let (sut, _) = makeSUT(gate: gate)
    gate.open()
    let first = await sut.send("what time is it?")
    await gate.waitUntilEntered()

    let sending = Task { await sut.send("capital of Belgium") }
    await gate.waitUntilEntered()
    let cancelled = sut.cancel()
    gate.open()
    let late = await sending.value

    #expect(cancelled)
    #expect(late == nil)
    #expect(sut.state == .answered(first!))
    #expect(sut.draft == "capital of Belgium")
    #expect(sut.transcript.map(\.content) == [.question("what time is it?"), .reply(first!)])
  }

  @Test func cancel_duringARetry_returnsToTheError() async {
    let gate = Gate()
    let (sut, _) = makeSUT(failuresBeforeSuccess: 1, gate: gate)
    let sending = Task { await sut.send("capital of Belgium") }
    await gate.waitUntilEntered()
    gate.open()
    _ = await sending.value

    let retrying = Task { await sut.retry() }
    await gate.waitUntilEntered()
    #expect(sut.cancel())
    gate.open()
    _ = await retrying.value

    #expect(sut.state == .error(question: "capital of Belgium", reason: .connectivity))
    #expect(sut.transcript.count == 2)
  }

  @Test func cancel_isRefused_whenNotLoading() async {
    let (sut, _) = makeSUT()
    sut.draft = "half typed"

    #expect(!sut.cancel())
    #expect(sut.state == .idle)
    #expect(sut.draft == "half typed")
  }

  // MARK: - error

  @Test func failedAnswer_goesToError_keepingTheQuestion() async {
    let (sut, _) = makeSUT(failuresBeforeSuccess: 1)

    let reply = await sut.send("capital of Belgium")

    #expect(reply?.answer == .unavailable(.capital, .connectivity))
    #expect(sut.state == .error(question: "capital of Belgium", reason: .connectivity))
    #expect(sut.failedQuestion == "capital of Belgium")
    #expect(sut.transcript.last?.isFailure == true)
  }

  @Test func retry_fromError_reasksTheSameQuestion_withoutRepeatingItInTheTranscript() async {
    let (sut, quiz) = makeSUT(failuresBeforeSuccess: 1)
    await sut.send("capital of Belgium")

    let reply = await sut.retry()

    #expect(reply?.text == "The capital of Belgium is Brussels.")
    #expect(quiz.asked == ["capital of Belgium", "capital of Belgium"])
    #expect(sut.transcript.count == 3)
    #expect(sut.state == .answered(reply!))
  }

  @Test func retry_isRefused_fromIdleAndAnswered() async {
    let (sut, quiz) = makeSUT()
    #expect(await sut.retry() == nil)
    await sut.send("capital of Belgium")

    let reply = await sut.retry()

    #expect(reply == nil)
    #expect(quiz.asked.count == 1)
  }

  @Test func retry_thatFailsAgain_staysInError() async {
    let (sut, _) = makeSUT(failuresBeforeSuccess: 2)
    await sut.send("capital of Belgium")

    await sut.retry()

    #expect(sut.state == .error(question: "capital of Belgium", reason: .connectivity))
    #expect(sut.transcript.count == 3)
  }

  @Test func send_fromError_asksTheNewQuestion() async {
    let (sut, _) = makeSUT(failuresBeforeSuccess: 1)
    await sut.send("capital of Belgium")

    let reply = await sut.send("what time is it?")

    #expect(sut.state == .answered(reply!))
  }

  @Test func send_fromAnswered_goesToLoadingAgain() async {
    let gate = Gate()
    let (sut, _) = makeSUT(gate: gate)
    let first = Task { await sut.send("what time is it?") }
    await gate.waitUntilEntered()
    gate.open()
    _ = await first.value

    let second = Task { await sut.send("capital of Belgium") }
    await gate.waitUntilEntered()

    #expect(sut.state == .loading(question: "capital of Belgium"))
    gate.open()
    _ = await second.value
  }

  @Test func switchToOffline_fromError_reasksOnTheOfflineQuiz_fromThenOn() async {
    let online = BelgiumQuiz(failuresBeforeSuccess: 10, gate: nil)
    let offline = BelgiumQuiz(failuresBeforeSuccess: 0, gate: nil)
    let sut = ChatViewModel(quiz: online, offlineFallback: offline)
    await sut.send("capital of Belgium")
    #expect(sut.canSwitchToOffline)

    let reply = await sut.switchToOffline()
    await sut.send("what time is it?")

    #expect(reply?.text == "The capital of Belgium is Brussels.")
    #expect(online.asked == ["capital of Belgium"])
    #expect(offline.asked == ["capital of Belgium", "what time is it?"])
    #expect(!sut.canSwitchToOffline)
    #expect(!sut.hasRemoteSource)
  }

  @Test func switchToOffline_isRefused_outsideError() async {
    let online = BelgiumQuiz(failuresBeforeSuccess: 0, gate: nil)
    let offline = BelgiumQuiz(failuresBeforeSuccess: 0, gate: nil)
    let sut = ChatViewModel(quiz: online, offlineFallback: offline)
    await sut.send("capital of Belgium")

    let reply = await sut.switchToOffline()

    #expect(reply == nil)
    #expect(offline.asked.isEmpty)
    #expect(sut.hasRemoteSource)
  }

  @Test func switchToOffline_isRefused_withoutARemoteSource() async {
    let (sut, quiz) = makeSUT(failuresBeforeSuccess: 1)
    await sut.send("capital of Belgium")

    let reply = await sut.switchToOffline()

    #expect(reply == nil)
    #expect(!sut.canSwitchToOffline)
    #expect(quiz.asked.count == 1)
  }

  // MARK: - draft and transcript

  @Test func submitDraft_sendsAndClearsTheDraft() async {
    let (sut, quiz) = makeSUT()
    sut.draft = "capital of Belgium"

    await sut.submitDraft()

    #expect(sut.draft == "")
    #expect(quiz.asked == ["capital of Belgium"])
  }

  @Test func unrecognizedReply_offersTheExampleQuestionsAsSuggestions() async {
    let (sut, _) = makeSUT()

    await sut.send("what time is it?")

    #expect(sut.transcript.last?.suggestions == ReplyWording.examples.map(\.example))
    #expect(sut.transcript.first?.suggestions == [])
  }

  @Test func messages_haveDistinctIDs() async {
    let (sut, _) = makeSUT()

    await sut.send("capital of Belgium")
    await sut.send("what time is it?")

    #expect(Set(sut.transcript.map(\.id)).count == 4)
  }

  @Test func aGamePlayedFromTheChat_isRememberedInOneLine_aGameLeftUnplayedIsNot() async {
    let (sut, _) = makeSUT()
    await sut.send("capital of Belgium")
    let before = (sut.state, sut.context)
    let game = Game(
      id: "t", question: "Name the capitals of Africa",
      items: ["Nairobi", "Cairo"].enumerated().map { GameItem(id: $0, answer: $1, spellings: []) },
      timeLimit: 300)
    let played = GameViewModel(game: game)
    played.start()
    played.type("Cairo")
    played.giveUp()
    let unplayed = GameViewModel(game: game)

    sut.rememberGame(unplayed)
    sut.rememberGame(played)

    #expect(sut.transcript.count == 3)
    #expect(
      sut.transcript.last?.content
        == .gameResult("Capitals of Africa: 1 of 2 in 0:00 · new best in 5:00"))
    #expect(sut.transcript.last?.suggestions == [])
    #expect(sut.transcript.last?.isFailure == false)
    #expect(sut.state == before.0 && sut.context == before.1)
  }

  // MARK: - Helpers

  private func makeSUT(
    failuresBeforeSuccess: Int = 0, gate: Gate? = nil
  ) -> (ChatViewModel, BelgiumQuiz) {
    let quiz = BelgiumQuiz(failuresBeforeSuccess: failuresBeforeSuccess, gate: gate)
    return (ChatViewModel(quiz: quiz), quiz)
  }
}
