import QuizChat
import QuizEngine
import QuizTestSupport
import Testing

/// The chat keeps the conversation's context, so follow-ups work in every front end.
@MainActor
@Suite("ChatViewModel's context")
struct ChatViewModelContextTests {
  private let france = makeCountry(code: "FR", name: "France", capitals: ["Paris"])
  private let spain = makeCountry(code: "ES", name: "Spain", capitals: ["Madrid"])

  @Test func carriesTheContextFromTurnToTurn() async {
    let sut = makeSUT(loads: [.success(catalog)])

    let first = await sut.send("capital of France")
    let second = await sut.send("and Spain?")
    let third = await sut.send("its flag?")

    #expect(first?.text == "The capital of France is Paris.")
    #expect(second?.text == "The capital of Spain is Madrid.")
    #expect(third?.text == "The flag of Spain is \(flagEmoji(for: "ES"))")
    #expect(sut.context == ConversationContext(intent: .flag, country: spain))
  }

  @Test func keepsTheContext_throughATurnNotUnderstood() async {
    let sut = makeSUT(loads: [.success(catalog)])
    await sut.send("capital of France")

    await sut.send("what time is it?")
    let reply = await sut.send("and Spain?")

    #expect(reply?.text == "The capital of Spain is Madrid.")
  }

  @Test func aFollowUpFirst_isAnsweredWithTheHint_andOffersTheExamples() async {
    let sut = makeSUT(loads: [.success(catalog)])

    let reply = await sut.send("and Spain?")

    #expect(reply?.answer == .followUpWithoutContext)
    #expect(sut.transcript.last?.suggestions == ReplyWording.examples.map(\.example))
    #expect(sut.context == nil)
  }

  @Test func theContextSurvivesAFailure_andTheRetryAnswersTheFollowUp() async {
    let loads: [Result<CountryCatalog, DataUnavailable>] = [
      .success(catalog), .failure(.connectivity), .success(catalog),
    ]
    let sut = makeSUT(loads: loads, keepsCatalog: false)
    await sut.send("capital of France")
    let contextBefore = sut.context

    let failed = await sut.send("and Spain?")
    #expect(failed?.answer == .unavailable(.capital, .connectivity))
    #expect(sut.context == contextBefore)
    let retried = await sut.retry()

    #expect(retried?.text == "The capital of Spain is Madrid.")
    #expect(sut.context == ConversationContext(intent: .capital, country: spain))
  }

  @Test func theContextCarriesOverToTheOfflineQuiz() async {
    let online = quiz(loads: [.success(catalog), .failure(.connectivity)], keepsCatalog: false)
    let offline = quiz(loads: [.success(catalog)])
    let sut = ChatViewModel(quiz: online, offlineFallback: offline)
    await sut.send("capital of France")
    await sut.send("its flag?")

    let reply = await sut.switchToOffline()

    #expect(reply?.text == "The flag of France is \(flagEmoji(for: "FR"))")
  }

  // MARK: - Helpers

  private var catalog: CountryCatalog { makeCatalog([france, spain]) }

  private func makeSUT(
    loads: [Result<CountryCatalog, DataUnavailable>], keepsCatalog: Bool = true
  ) -> ChatViewModel {
    ChatViewModel(quiz: quiz(loads: loads, keepsCatalog: keepsCatalog))
  }

  /// A real quiz; `keepsCatalog: false` makes a fresh quiz load per question, so that a
  /// later load can fail after an earlier one succeeded.
  private func quiz(
    loads: [Result<CountryCatalog, DataUnavailable>], keepsCatalog: Bool = true
  ) -> any QuestionAsking {
    let interpreter = InterpreterSpy([
      "capital of France": .capital(of: "France"),
      "and Spain?": .followUp(.about("Spain")),
      "its flag?": .followUp(.asking(.flag)),
    ])
    let loader = LoaderStub(loads)
    let make: @Sendable () -> CountryQuiz = {
      CountryQuiz(interpreter: interpreter, loader: loader) { ExactNameResolver($0) }
    }
    return keepsCatalog ? make() : FreshQuizPerQuestion(make: make)
  }
}

/// Asks each question of a new quiz: each question then loads the data again.
private struct FreshQuizPerQuestion: QuestionAsking {
  let make: @Sendable () -> CountryQuiz

  func ask(_ text: String) async -> Reply { await make().ask(text) }

  func ask(_ text: String, context: ConversationContext?) async -> Reply {
    await make().ask(text, context: context)
  }
}
