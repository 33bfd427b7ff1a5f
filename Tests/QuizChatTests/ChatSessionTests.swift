import QuizChat
import QuizEngine
import QuizTestSupport
import Synchronization
import Testing

@MainActor
@Suite("ChatSession")
struct ChatSessionTests {
  @Test func startsIdle_withAnEmptyTranscript() {
    let (sut, _) = makeSUT()

    #expect(sut.messages.isEmpty)
    #expect(sut.status == .idle)
    #expect(!sut.canSend)
  }

  @Test func send_appendsTheQuestionAndItsReply_andReturnsToIdle() async {
    let (sut, quiz) = makeSUT()

    let reply = await sut.send("  capital of Belgium \n")

    #expect(quiz.asked == ["capital of Belgium"])
    #expect(reply?.text == "The capital of Belgium is Brussels.")
    #expect(sut.messages.map(\.content) == [.question("capital of Belgium"), .reply(reply!)])
    #expect(sut.status == .idle)
  }

  @Test(arguments: ["", "   ", "\t\n", "\u{1B}\u{07}"])
  func send_ignoresBlankText(_ text: String) async {
    let (sut, quiz) = makeSUT()

    let reply = await sut.send(text)

    #expect(reply == nil)
    #expect(sut.messages.isEmpty)
    #expect(quiz.asked.isEmpty)
  }

  @Test func isBusy_whileTheAnswerIsPending() async {
    let gate = Gate()
    let (sut, _) = makeSUT(gate: gate)

    let sending = Task { await sut.send("capital of Belgium") }
    await gate.waitUntilEntered()

    #expect(sut.status == .busy(question: "capital of Belgium"))
    #expect(sut.isBusy)
    sut.draft = "flag of Belgium"
    #expect(!sut.canSend)
    #expect(await sut.send("flag of Belgium") == nil)

    gate.open()
    _ = await sending.value
    #expect(sut.status == .idle)
    #expect(sut.draft == "flag of Belgium")
  }

  @Test func failedAnswer_keepsTheQuestion_andOffersRetry() async {
    let (sut, _) = makeSUT(failuresBeforeSuccess: 1)

    let reply = await sut.send("capital of Belgium")

    #expect(reply?.answer == .unavailable(.capital, .connectivity))
    #expect(sut.status == .failed(question: "capital of Belgium", reason: .connectivity))
    #expect(sut.failedQuestion == "capital of Belgium")
    #expect(sut.messages.last?.isFailure == true)
  }

  @Test func retry_asksTheFailedQuestionAgain_withoutRepeatingItInTheTranscript() async {
    let (sut, quiz) = makeSUT(failuresBeforeSuccess: 1)
    await sut.send("capital of Belgium")

    let reply = await sut.retry()

    #expect(reply?.text == "The capital of Belgium is Brussels.")
    #expect(quiz.asked == ["capital of Belgium", "capital of Belgium"])
    #expect(sut.messages.count == 3)
    #expect(sut.status == .idle)
  }

  @Test func retry_doesNothing_whenNothingFailed() async {
    let (sut, quiz) = makeSUT()
    await sut.send("capital of Belgium")

    let reply = await sut.retry()

    #expect(reply == nil)
    #expect(quiz.asked.count == 1)
  }

  @Test func retry_thatFailsAgain_staysFailed() async {
    let (sut, _) = makeSUT(failuresBeforeSuccess: 2)
    await sut.send("capital of Belgium")

    await sut.retry()

    #expect(sut.failedQuestion == "capital of Belgium")
    #expect(sut.messages.count == 3)
  }

  @Test func anotherQuestion_afterAFailure_clearsTheFailedState() async {
    let (sut, _) = makeSUT(failuresBeforeSuccess: 1)
    await sut.send("capital of Belgium")

    await sut.send("what time is it?")

    #expect(sut.status == .idle)
  }

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

    #expect(sut.messages.last?.suggestions == ReplyWording.examples.map(\.example))
    #expect(sut.messages.first?.suggestions == [])
  }

  @Test func messages_haveDistinctIDs() async {
    let (sut, _) = makeSUT()

    await sut.send("capital of Belgium")
    await sut.send("what time is it?")

    #expect(Set(sut.messages.map(\.id)).count == 4)
  }

  @Test func switchToOffline_reasksTheFailedQuestion_onTheOfflineQuiz_fromThenOn() async {
    let online = QuizSpy(failuresBeforeSuccess: 10, gate: nil)
    let offline = QuizSpy(failuresBeforeSuccess: 0, gate: nil)
    let sut = ChatSession(quiz: online, offlineFallback: offline)
    await sut.send("capital of Belgium")
    #expect(sut.canSwitchToOffline)

    let reply = await sut.switchToOffline()
    await sut.send("what time is it?")

    #expect(reply?.text == "The capital of Belgium is Brussels.")
    #expect(online.asked == ["capital of Belgium"])
    #expect(offline.asked == ["capital of Belgium", "what time is it?"])
    #expect(!sut.canSwitchToOffline)
    #expect(sut.status == .idle)
  }

  @Test func switchToOffline_withoutAFallback_doesNothing() async {
    let (sut, quiz) = makeSUT(failuresBeforeSuccess: 1)
    await sut.send("capital of Belgium")

    let reply = await sut.switchToOffline()

    #expect(reply == nil)
    #expect(!sut.canSwitchToOffline)
    #expect(quiz.asked.count == 1)
  }

  // MARK: - Helpers

  private func makeSUT(failuresBeforeSuccess: Int = 0, gate: Gate? = nil) -> (ChatSession, QuizSpy) {
    let quiz = QuizSpy(failuresBeforeSuccess: failuresBeforeSuccess, gate: gate)
    return (ChatSession(quiz: quiz), quiz)
  }
}

/// Answers "capital of Belgium" (after the given number of connectivity failures); anything
/// else is not understood.
private final class QuizSpy: QuestionAsking {
  private let state: Mutex<(asked: [String], failuresLeft: Int)>
  private let gate: Gate?

  init(failuresBeforeSuccess: Int, gate: Gate?) {
    state = Mutex(([], failuresBeforeSuccess))
    self.gate = gate
  }

  var asked: [String] { state.withLock { $0.asked } }

  func ask(_ text: String) async -> Reply {
    let shouldFail = state.withLock { state in
      state.asked.append(text)
      defer { state.failuresLeft -= 1 }
      return state.failuresLeft > 0
    }
    await gate?.enterAndWait()
    guard text == "capital of Belgium" else {
      return Reply(question: text, answer: .unrecognized, source: nil)
    }
    if shouldFail {
      return Reply(question: text, answer: .unavailable(.capital, .connectivity), source: nil)
    }
    let belgium = makeCountry(code: "BE", name: "Belgium", capitals: ["Brussels"])
    return Reply(question: text, answer: .capital(CountryMatch(country: belgium)), source: nil)
  }
}

/// Holds an answer back until the test opens it, so the busy state can be observed.
private final class Gate: Sendable {
  private let entered = AsyncStream<Void>.makeStream()
  private let opened = AsyncStream<Void>.makeStream()

  func enterAndWait() async {
    entered.continuation.yield()
    for await _ in opened.stream { return }
  }

  func waitUntilEntered() async {
    for await _ in entered.stream { return }
  }

  func open() { opened.continuation.yield() }
}
