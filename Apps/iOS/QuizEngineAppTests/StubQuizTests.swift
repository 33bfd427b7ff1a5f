import QuizEngine
import Testing

@testable import QuizEngineApp

@Suite("StubQuiz")
struct StubQuizTests {
  /// The UI tests tap these examples as suggestion chips and expect an answer to each.
  @Test(arguments: ReplyWording.examples.map(\.example))
  func answers_everyExampleTheAppSuggests(example: String) async {
    let quiz = StubQuiz(scenario: .answers)

    let reply = await quiz.ask(example)

    #expect(reply.answer.outcome == .answered)
  }

  @Test func answers_anythingElseAsNotUnderstood() async {
    let quiz = StubQuiz(scenario: .answers)

    let reply = await quiz.ask("blah blah")

    #expect(reply.answer == .unrecognized)
    #expect(reply.source == nil)
  }

  @Test func failOnce_failsTheFirstQuestion_thenAnswersItWhenAskedAgain() async {
    let quiz = StubQuiz(scenario: .failOnceThenAnswer)

    let first = await quiz.ask("What is the capital of Belgium?")
    let second = await quiz.ask("What is the capital of Belgium?")

    #expect(first.answer == .unavailable(.capital, .connectivity))
    #expect(second.text == "The capital of Belgium is Brussels.")
  }
}
