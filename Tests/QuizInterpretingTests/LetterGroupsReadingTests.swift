import QuizEngine
import Testing

@testable import QuizInterpreting

/// Questions and follow-ups asking for countries starting with several groups of letters.
@Suite("Several groups of letters")
struct LetterGroupsReadingTests {
  private let interpreter = LocalQuestionInterpreter()

  @Test(
    "reads each group, in the order typed, whatever separates them",
    arguments: [
      ("countries beginning with p and m", ["p", "m"]),
      ("which countries start with K or L?", ["K", "L"]),
      ("list countries that begin with S, T or U please", ["S", "T", "U"]),
      ("nations starting with 'gu' & 'ma'", ["gu", "ma"]),
      ("countries starting with Z/Y", ["Z", "Y"]),
      ("countries that start with the letters D, E, and F", ["D", "E", "F"]),
      ("what countries begin with NE or NI", ["NE", "NI"]),
    ])
  func severalGroups(text: String, groups: [String]) {
    #expect(interpreter.interpret(text) == .countriesStartingWithEach(groups))
  }

  @Test(
    "keeps one prefix when what follows is words, not letters",
    arguments: [
      ("which countries start with the letter M", "M"),
      ("countries beginning with 'south'", "south"),
    ])
  func onePrefix(text: String, prefix: String) {
    #expect(interpreter.interpret(text) == .countriesStarting(with: prefix))
  }

  @Test(
    "never takes a short word the lexicon knows for letters",
    arguments: [
      "countries that start with b and the capital of peru", "countries starting with a and its",
      "countries starting with c or so",
    ])
  func wordsAreNotGroups(text: String) {
    if case .countriesStartingWithEach(let groups) = interpreter.interpret(text) {
      Issue.record("read as groups: \(groups)")
    }
  }

  @Test(
    "lists each group of a follow-up after a prefix question",
    arguments: [
      ("how about G and H?", ["G", "H"]),
      ("and 'ni' or 'no'", ["ni", "no"]),
      ("ok now r, s", ["r", "s"]),
      ("and with V or W?", ["V", "W"]),
    ])
  func followUpGroups(text: String, groups: [String]) throws {
    let answer = try answerInContext(text, after: "countries starting with A")
    #expect(answer.intent == .countriesByPrefix)
    #expect(answer.prefixes == groups.map { $0.uppercased() })
    #expect(answer.outcome == .answered)
  }

  @Test("answers each group on a line of its own, naming it")
  func wording() throws {
    let catalog = try #require(bundledCatalog)
    let resolver = try #require(bundledResolver)
    let answer = AnswerQuestion.answer(
      interpreter.interpret("countries starting with Qa or Ky"), in: catalog, resolver: resolver)
    #expect(ReplyWording.text(for: answer) == "QA: Qatar\nKY: Kyrgyzstan")
  }

  @Test("follows several groups with one more, as a single list")
  func oneMoreAfterSeveral() throws {
    let answer = try answerInContext("and D?", after: "countries beginning with b or c")
    #expect(answer.prefixes == ["D"])
    #expect(ReplyWording.text(for: answer).hasPrefix("Denmark, Djibouti"))
  }

  @Test("reads two codes after a country question as one place, as before")
  func codesAfterACountryQuestion() throws {
    #expect(
      interpreter.interpret("what about US and UK")
        == .followUp(.aboutEach(["US", "UK"], typed: "US and UK")))
    let catalog = try #require(bundledCatalog)
    let resolver = try #require(bundledResolver)
    let context = ConversationContext(intent: .capital)
    let asOnePlace = AnswerQuestion.answer(
      .followUp(.about("US and UK")), context: context, in: catalog, resolver: resolver)
    let asGroups = AnswerQuestion.answer(
      interpreter.interpret("what about US and UK"), context: context, in: catalog,
      resolver: resolver)
    #expect(asGroups.answer == asOnePlace.answer)
    #expect(asGroups.answer.intent == .capital)
  }
}
