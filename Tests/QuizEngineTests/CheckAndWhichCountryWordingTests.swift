import QuizEngine
import QuizTestSupport
import Testing

@Suite("Checks and questions back are worded plainly")
struct CheckAndWhichCountryWordingTests {
  private let kazakhstan = makeCountry(code: "KZ", name: "Kazakhstan", capitals: ["Astana"])

  @Test func aClaimThatHolds_isAnsweredYesWithTheFact() {
    let answer = Answer.capitalCheck(
      CountryMatch(country: kazakhstan), claimed: "Astana", holds: true)

    #expect(ReplyWording.text(for: answer) == "Yes: the capital of Kazakhstan is Astana.")
    #expect(answer.outcome == .answered)
    #expect(answer.intent == .capital)
    #expect(answer.match?.country == kazakhstan)
  }

  @Test func aClaimThatDoesNotHold_isAnsweredNoWithTheFact() {
    let answer = Answer.capitalCheck(
      CountryMatch(country: kazakhstan), claimed: "Almaty", holds: false)

    #expect(ReplyWording.text(for: answer) == "No: the capital of Kazakhstan is Astana.")
  }

  @Test func twoCountries_areOfferedAsAChoice_andNothingIsAnswered() {
    let kenya = makeCountry(code: "KE", name: "Kenya")
    let uganda = makeCountry(code: "UG", name: "Uganda")
    let answer = Answer.whichCountry(.capital, among: [kenya, uganda])

    #expect(ReplyWording.text(for: answer) == "Which country do you mean: Kenya or Uganda?")
    #expect(answer.outcome == .unrecognized)
    #expect(answer.match == nil)
  }

  @Test func noPlace_asksWhichCountry_withTheKindsOfQuestion() {
    let text = ReplyWording.text(for: .whichCountry(.flag, among: []))

    #expect(text.hasPrefix("Which country do you mean? I can answer questions about:\n"))
    #expect(text.hasSuffix(ReplyWording.examplesList))
  }

  @Test func whichCountry_leavesTheQuestion_forTheNameThatAnswersIt() {
    let before = ConversationContext(intent: .flag, country: kazakhstan)

    #expect(
      ConversationContext.after(.whichCountry(.capital, among: []), previous: before)
        == ConversationContext(intent: .capital))
  }

}
