import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizChat

@Suite("A reply that asks which country offers the countries")
struct WhichCountrySuggestionTests {
  @Test func whichOfTwo_offersTheQuestionAboutEach() {
    let kenya = makeCountry(code: "KE", name: "Kenya", capitals: ["Nairobi"])
    let uganda = makeCountry(code: "UG", name: "Uganda", capitals: ["Kampala"])
    let message = reply(.whichCountry(.capital, among: [kenya, uganda]))

    #expect(
      message.suggestions == ["What is the capital of Kenya?", "What is the capital of Uganda?"])
  }

  @Test func whichOfTwoFlags_asksForTheFlags() {
    let chad = makeCountry(code: "TD", name: "Chad")
    let niger = makeCountry(code: "NE", name: "Niger")
    let message = reply(.whichCountry(.flag, among: [chad, niger]))

    #expect(message.suggestions == ["What is the flag of Chad?", "What is the flag of Niger?"])
  }

  @Test func noPlaceAtAll_offersTheExamples() {
    let message = reply(.whichCountry(.capital, among: []))

    #expect(message.suggestions == ReplyWording.examples.map(\.example))
  }

  private func reply(_ answer: Answer) -> ChatMessage {
    ChatMessage(id: 1, content: .reply(Reply(question: "q", answer: answer, source: nil)))
  }
}
