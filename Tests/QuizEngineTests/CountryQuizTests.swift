import QuizEngine
import QuizTestSupport
import Testing

@Suite("CountryQuiz")
struct CountryQuizTests {
  @Test func ask_answersAnUnderstoodQuestion_fromTheLoadedCatalog() async {
    let (sut, loader) = makeSUT(loads: [.success(catalog)])

    let reply = await sut.ask("capital of Belgium")

    #expect(reply.text == "The capital of Belgium is Brussels.")
    #expect(reply.question == "capital of Belgium")
    #expect(reply.source?.kind == .bundled)
    #expect(loader.loadCount == 1)
  }

  @Test func ask_neverLoadsData_forAQuestionItDoesNotUnderstand() async {
    let (sut, loader) = makeSUT(loads: [.success(catalog)])

    let reply = await sut.ask("what time is it?")

    #expect(reply.answer == .unrecognized)
    #expect(reply.source == nil)
    #expect(loader.loadCount == 0)
  }

  @Test func ask_loadsTheCatalogOnlyOnce_forManyQuestions() async {
    let (sut, loader) = makeSUT(loads: [.success(catalog)])

    _ = await sut.ask("capital of Belgium")
    _ = await sut.ask("flag of Belgium")
    async let first = sut.ask("capital of Belgium")
    async let second = sut.ask("flag of Belgium")
    _ = await (first, second)

    #expect(loader.loadCount == 1)
  }

  @Test func ask_reportsUnavailable_andTriesAgainOnTheNextQuestion() async {
    let (sut, loader) = makeSUT(loads: [.failure(.connectivity), .success(catalog)])

    let failed = await sut.ask("capital of Belgium")
    let retried = await sut.ask("capital of Belgium")

    #expect(failed.answer == .unavailable(.capital, .connectivity))
    #expect(failed.answer.outcome == .unavailable)
    #expect(retried.text == "The capital of Belgium is Brussels.")
    #expect(loader.loadCount == 2)
  }

  // MARK: - Helpers

  private let catalog = makeCatalog([
    makeCountry(code: "BE", name: "Belgium", capitals: ["Brussels"])
  ])

  private func makeSUT(
    loads: [Result<CountryCatalog, DataUnavailable>]
  ) -> (CountryQuiz, LoaderStub) {
    let loader = LoaderStub(loads)
    let interpreter = InterpreterSpy([
      "capital of Belgium": .capital(of: "Belgium"),
      "flag of Belgium": .flag(of: "Belgium"),
    ])
    let sut = CountryQuiz(interpreter: interpreter, loader: loader) { ExactNameResolver($0) }
    return (sut, loader)
  }
}
