import QuizEngine
import QuizTestSupport
import Testing

/// The answers real questions need beyond the four facts: a place that is not a country, a
/// prefix list the question narrowed further, another fact about a country.
@Suite("Answers for real questions")
struct RealQuestionAnswersTests {
  @Test func aPlaceThatIsNotACountry_isNotFound_sayingSo() {
    let answer = AnswerQuestion.answer(
      .capital(of: "texas"), in: makeCatalog([]), resolver: PlaceResolver())

    #expect(answer == .notACountry(.capital, place: "Texas"))
    #expect(answer.outcome == .countryNotFound)
    #expect(answer.intent == .capital)
    #expect(ReplyWording.text(for: answer) == "Texas is not a country I know about.")
  }

  @Test func aQualifiedPrefix_listsEveryCountry_andSaysTheListIsNotFiltered() {
    let countries = [
      makeCountry(code: "DZ", name: "Algeria"), makeCountry(code: "AL", name: "Albania"),
      makeCountry(code: "BE", name: "Belgium"),
    ]

    let answer = answer(.countriesStartingIgnoringQualifier(with: "a"), among: countries)

    #expect(answer.outcome == .answered)
    #expect(answer.intent == .countriesByPrefix)
    #expect(answer.prefix == "A")
    #expect(
      ReplyWording.text(for: answer)
        == "Albania, Algeria\nThis list is not filtered by region or anything else: it is every "
        + "country starting with A.")
  }

  @Test func aQualifiedPrefixMatchingNothing_findsNoCountries() {
    let answer = answer(
      .countriesStartingIgnoringQualifier(with: "x"), among: [makeCountry(name: "Belgium")])

    #expect(answer == .noCountries(prefix: "X"))
  }

  @Test func anotherFactAboutACountry_saysWhichPartWasUnderstood() {
    let australia = makeCountry(code: "AU", name: "Australia", capitals: ["Canberra"])

    let answer = answer(
      .outsideScope(.capital, subject: "australia", topic: "population"), among: [australia])

    #expect(answer.outcome == .unrecognized)
    #expect(answer.intent == nil)
    #expect(answer.match == nil)
    #expect(
      ReplyWording.text(for: answer)
        == "I can tell you the capital of Australia, not its population.")
  }

  @Test func ourFactBesideAnother_isAnsweredAndSaysWhatIsNot() {
    let peru = makeCountry(code: "PE", name: "Peru", capitals: ["Lima"])

    let answer = answer(
      .factBesideAnother(.capital, subject: "peru", topic: "population"), among: [peru])

    #expect(answer.outcome == .answered)
    #expect(answer.intent == .capital)
    #expect(answer.match?.country == peru)
    #expect(
      ReplyWording.text(for: answer)
        == "The capital of Peru is Lima. I can't tell you its population.")
  }

  @Test func ourFactBesideAnother_aboutAnUnknownCountry_saysItIsNotFound() {
    let answer = answer(
      .factBesideAnother(.flag, subject: "Atlantis", topic: "anthem"),
      among: [makeCountry(name: "Belgium")])

    #expect(answer.outcome == .countryNotFound)
  }

  @Test func anotherFactAboutAnUnknownCountry_isSimplyNotUnderstood() {
    let answer = answer(
      .outsideScope(.flag, subject: "Atlantis", topic: "meaning"),
      among: [makeCountry(name: "Belgium")])

    #expect(answer == .unrecognized)
  }

  @Test func anotherFactAboutACountry_isNeverSentToTheFallback() async {
    let belgium = makeCountry(code: "BE", name: "Belgium", capitals: ["Brussels"])
    let interpreter = InterpreterSpy([
      "population of the capital of Belgium": .outsideScope(
        .capital, subject: "Belgium", topic: "population")
    ])
    let fallback = FallbackInterpreterStub(reading: .capital(of: "Belgium"))
    let sut = CountryQuiz(
      interpreter: interpreter, loader: LoaderStub(makeCatalog([belgium])), fallback: fallback
    ) { ExactNameResolver($0) }

    let reply = await sut.ask("population of the capital of Belgium")

    #expect(reply.text == "I can tell you the capital of Belgium, not its population.")
    #expect(fallback.questionsAsked.isEmpty)
  }

  @Test func anotherFactAboutACountry_withoutData_isNotUnderstood() async {
    let interpreter = InterpreterSpy([
      "population of the capital of Belgium": .outsideScope(
        .capital, subject: "Belgium", topic: "population")
    ])
    let sut = CountryQuiz(interpreter: interpreter, loader: LoaderStub([.failure(.connectivity)])) {
      ExactNameResolver($0)
    }

    let reply = await sut.ask("population of the capital of Belgium")

    #expect(reply.answer == .unrecognized)
  }

  // MARK: - Helpers

  private func answer(_ question: Question, among countries: [Country]) -> Answer {
    let catalog = makeCatalog(countries)
    return AnswerQuestion.answer(question, in: catalog, resolver: ExactNameResolver(catalog))
  }
}

/// Knows one place that is not a country.
private struct PlaceResolver: CountryResolver {
  func resolve(_ subject: String) -> CountryResolution {
    subject.lowercased() == "texas" ? .notACountry(place: "Texas") : .notFound(suggestion: nil)
  }
}
