import QuizEngine
import QuizTestSupport
import Testing

/// Several groups of letters asked at once: one list per group, in the order asked.
@Suite("Countries starting with several groups of letters")
struct LetterGroupsAnswerTests {
  private let chad = makeCountry(code: "TD", name: "Chad")
  private let chile = makeCountry(code: "CL", name: "Chile")
  private let bahamas = makeCountry(code: "BS", name: "Bahamas")
  private let belgium = makeCountry(code: "BE", name: "Belgium")
  private let peru = makeCountry(code: "PE", name: "Peru")

  @Test func eachGroup_isListedOnItsOwnLine_inTheOrderAsked() {
    let answer = answer(.countriesStartingWithEach(["c", "b"]))

    #expect(
      answer
        == .countriesByGroup([
          PrefixGroup(prefix: "C", countries: [chad, chile]),
          PrefixGroup(prefix: "B", countries: [bahamas, belgium]),
        ]))
    #expect(ReplyWording.text(for: answer) == "C: Chad, Chile\nB: Bahamas, Belgium")
    #expect(answer.outcome == .answered)
    #expect(answer.intent == .countriesByPrefix)
    #expect(answer.prefix == "C")
    #expect(answer.prefixes == ["C", "B"])
  }

  @Test func aGroupNothingStartsWith_saysSoOnItsLine_andTheAnswerStillStands() {
    let answer = answer(.countriesStartingWithEach(["pe", "xq"]))

    #expect(ReplyWording.text(for: answer) == "PE: Peru\nXQ: no countries found")
    #expect(answer.outcome == .answered)
  }

  @Test func noGroupMatching_isOneNoCountriesSentence() {
    let answer = answer(.countriesStartingWithEach(["x", "qz", "y"]))

    #expect(ReplyWording.text(for: answer) == "No countries found starting with X, QZ or Y.")
    #expect(answer.outcome == .noCountriesFound)
    #expect(answer.prefix == "X")
  }

  @Test func theSameGroupTwice_isListedOnce_andOneGroupLeftIsTheSingleListWording() {
    let answer = answer(.countriesStartingWithEach(["ch", "CH"]))

    #expect(answer == .countries([chad, chile], prefix: "CH"))
    #expect(ReplyWording.text(for: answer) == "Chad, Chile")
  }

  @Test func theContextAfterSeveralGroups_isAPrefixQuestion() {
    let answer = answer(.countriesStartingWithEach(["b", "c"]))

    let context = ConversationContext.after(answer, previous: nil)

    #expect(context == ConversationContext(intent: .countriesByPrefix, prefix: "B"))
    #expect(
      context?.resolve(.about("p"))
        == .question(.countriesStarting(with: "p"), uses: .previousIntent))
  }

  @Test func severalGroupsAsAFollowUp_areListedAfterAPrefixQuestion() {
    let context = ConversationContext(intent: .countriesByPrefix, prefix: "A")

    let resolved = context.resolve(.aboutEach(["b", "c"], typed: "b and c"))

    #expect(
      resolved == .question(.countriesStartingWithEach(["b", "c"]), uses: .previousIntent))
  }

  @Test func severalGroupsAsAFollowUp_areOnePlaceAfterAnyOtherQuestion() {
    let context = ConversationContext(intent: .capital, country: peru)

    let resolved = context.resolve(.aboutEach(["US", "UK"], typed: "US and UK"))

    #expect(resolved == .question(.capital(of: "US and UK"), uses: .previousIntent))
  }

  @Test func groupsAskedWithStartingWith_areListedAfterAnyQuestion() {
    let context = ConversationContext(intent: .capital, country: peru)

    let resolved = context.resolve(.startingWithEach(["b", "c"]))

    #expect(
      resolved == .question(.countriesStartingWithEach(["b", "c"]), uses: .previousIntent))
  }

  private func answer(_ question: Question) -> Answer {
    let catalog = makeCatalog([chad, chile, bahamas, belgium, peru])
    return AnswerQuestion.answer(question, in: catalog, resolver: ExactNameResolver(catalog))
  }
}
