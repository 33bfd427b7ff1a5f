import QuizEngine
import QuizTestSupport
import Testing

/// The context rules: a follow-up completes itself from the last question understood.
@Suite("A conversation's context")
struct ConversationTests {
  private let france = makeCountry(code: "FR", name: "France", capitals: ["Paris"])
  private let spain = makeCountry(code: "ES", name: "Spain", capitals: ["Madrid"])
  private let peru = makeCountry(code: "PE", name: "Peru", capitals: ["Lima"])
  private let chad = makeCountry(code: "TD", name: "Chad", capitals: ["N'Djamena"])

  @Test func aPlaceFollowUp_keepsTheLastIntent() async {
    let (quiz, _) = makeSUT()

    let replies = await conversation(quiz, ["capital of France", "and Spain?"])

    #expect(
      replies.map(\.text) == ["The capital of France is Paris.", "The capital of Spain is Madrid."])
    #expect(replies.map(\.contextUse) == [nil, .previousIntent])
  }

  @Test func aTopicFollowUp_keepsTheLastCountry() async {
    let (quiz, _) = makeSUT()

    let replies = await conversation(quiz, ["capital of France", "its flag?", "and the code?"])

    #expect(replies[1].text == "The flag of France is \(flagEmoji(for: "FR"))")
    #expect(replies[2].text == "The ISO alpha-2 code for France is FR.")
    #expect(replies.map(\.contextUse) == [nil, .previousCountry, .previousCountry])
  }

  @Test func aFollowUpFirst_isNotUnderstood_andSaysToAskInFull_withoutLoadingData() async {
    let (quiz, loader) = makeSUT()

    let reply = await quiz.ask("and Spain?", context: nil)

    #expect(reply.answer == .followUpWithoutContext)
    #expect(reply.answer.outcome == .unrecognized)
    #expect(reply.text.contains("please ask the full question"))
    #expect(reply.context == nil)
    #expect(loader.loadCount == 0)
  }

  @Test func aCapitalOrACodeTypedAlone_asksWhoseItIs_withOrWithoutAContext() async {
    let (quiz, _) = makeSUT()

    let alone = await conversation(quiz, ["Madrid?", "PE?"])
    let after = await conversation(quiz, ["capital of France", "Lima", "and Spain?"])

    #expect(
      alone.map(\.text) == [
        "Madrid is the capital of Spain.", "PE is the ISO alpha-2 code for Peru.",
      ])
    #expect(
      after.map(\.text) == [
        "The capital of France is Paris.", "Lima is the capital of Peru.",
        "The capital of Spain is Madrid.",
      ])
  }

  @Test func anUnrecognizedTurnInBetween_keepsTheContext() async {
    let (quiz, _) = makeSUT()

    let replies = await conversation(
      quiz, ["capital of France", "what time is it?", "hello", "and Spain?"])

    #expect(replies[1].answer == .unrecognized)
    #expect(replies[2].context == replies[0].context)
    #expect(replies[3].text == "The capital of Spain is Madrid.")
  }

  @Test func aNewFullQuestion_replacesTheContext() async {
    let (quiz, _) = makeSUT()

    let replies = await conversation(
      quiz, ["capital of France", "flag of Peru", "and Spain?", "its capital?"])

    #expect(replies[2].text == "The flag of Spain is \(flagEmoji(for: "ES"))")
    #expect(replies[3].text == "The capital of Spain is Madrid.")
    #expect(replies[3].context == ConversationContext(intent: .capital, country: spain))
  }

  @Test func aTopicFollowUp_afterAPrefixQuestion_hasNoCountry_soIsNotUnderstood() async {
    let (quiz, _) = makeSUT()

    let replies = await conversation(quiz, ["countries starting with CH", "its flag?"])

    #expect(replies[1].answer == .followUpWithoutContext)
    #expect(replies[1].context == ConversationContext(intent: .countriesByPrefix, prefix: "CH"))
  }

  @Test func aPlaceOrLettersFollowUp_afterAPrefixQuestion_isAnotherPrefixQuestion() async {
    let (quiz, _) = makeSUT()

    let replies = await conversation(
      quiz, ["countries starting with CH", "what about S", "and with P?"])

    #expect(replies[1].text == "Spain")
    #expect(replies[2].text == "Peru")
    #expect(replies.map(\.contextUse) == [nil, .previousIntent, .previousIntent])
  }

  @Test func aReverseQuestion_setsTheAnsweredCountry() async {
    let (quiz, _) = makeSUT()

    let replies = await conversation(quiz, ["which country has Lima as its capital", "its flag?"])

    #expect(replies[0].text == "Lima is the capital of Peru.")
    #expect(replies[1].text == "The flag of Peru is \(flagEmoji(for: "PE"))")
  }

  @Test func aCountryNotFound_keepsTheIntent_butNoCountry() async {
    let (quiz, _) = makeSUT()

    let replies = await conversation(quiz, ["capital of Atlantis", "its flag?", "and Spain?"])

    #expect(replies[0].context == ConversationContext(intent: .capital))
    #expect(replies[1].answer == .followUpWithoutContext)
    #expect(replies[2].text == "The capital of Spain is Madrid.")
  }

  @Test func unavailableData_leavesTheContextAsItWas_soARetryMeansTheSame() async {
    let catalog = makeCatalog([france, spain, peru, chad])
    let loader = LoaderStub([.success(catalog)])
    let quiz = CountryQuiz(interpreter: interpreter, loader: loader) { ExactNameResolver($0) }
    let failing = CountryQuiz(
      interpreter: interpreter, loader: LoaderStub([.failure(.connectivity)])
    ) { ExactNameResolver($0) }
    let first = await quiz.ask("capital of France", context: nil)

    let failed = await failing.ask("and Spain?", context: first.context)

    #expect(failed.answer == .unavailable(.capital, .connectivity))
    #expect(failed.context == first.context)
  }

  @Test func askWithoutContext_treatsEveryQuestionAlone() async {
    let (quiz, _) = makeSUT()
    _ = await quiz.ask("capital of France")

    let reply = await quiz.ask("and Spain?")

    #expect(reply.answer == .followUpWithoutContext)
  }

  // MARK: - Helpers

  private var interpreter: InterpreterSpy {
    InterpreterSpy([
      "capital of France": .capital(of: "France"),
      "flag of Peru": .flag(of: "Peru"),
      "capital of Atlantis": .capital(of: "Atlantis"),
      "countries starting with CH": .countriesStarting(with: "CH"),
      "which country has Lima as its capital": .countryWithCapital("Lima"),
      "and Spain?": .followUp(.about("Spain")),
      "what about S": .followUp(.about("S")),
      "and with P?": .followUp(.startingWith("P")),
      "its flag?": .followUp(.asking(.flag)),
      "its capital?": .followUp(.asking(.capital)),
      "and the code?": .followUp(.asking(.isoCode)),
      "Madrid?": .followUp(.bareName("Madrid")),
      "PE?": .followUp(.bareName("PE")),
      "Lima": .followUp(.bareName("Lima")),
    ])
  }

  private func makeSUT() -> (CountryQuiz, LoaderStub) {
    let loader = LoaderStub(makeCatalog([france, spain, peru, chad]))
    return (CountryQuiz(interpreter: interpreter, loader: loader) { ExactNameResolver($0) }, loader)
  }

  private func conversation(_ quiz: CountryQuiz, _ turns: [String]) async -> [Reply] {
    var context: ConversationContext?
    var replies: [Reply] = []
    for turn in turns {
      let reply = await quiz.ask(turn, context: context)
      context = reply.context
      replies.append(reply)
    }
    return replies
  }
}
