import Foundation
import QuizEngine

/// FOR UI TESTS ONLY. A quiz with canned replies, chosen by launching with `-ui-testing` and
/// `UI_TEST_SCENARIO` (see `AppComposition`), so UI tests depend on no interpreter, no data
/// file and no network. It recognises a question by one keyword; that is all it needs to do.
actor StubQuiz: QuestionAsking {
  enum Scenario: String, CaseIterable, Sendable {
    /// Canned answers to the four kinds of question; anything else is not understood.
    case answers
    /// The first question fails for want of connectivity; asking it again (retry) answers it.
    case failOnceThenAnswer = "fail-once"
    /// Canned answers after a pause, long enough for a test to see the busy indicator.
    case slowAnswers = "slow"
  }

  private let scenario: Scenario
  private var hasFailed = false

  init(scenario: Scenario) {
    self.scenario = scenario
  }

  func ask(_ text: String) async -> Reply {
    if scenario == .slowAnswers {
      try? await Task.sleep(for: .seconds(2))
    }
    let answer = Self.answer(to: text)
    if scenario == .failOnceThenAnswer, !hasFailed {
      hasFailed = true
      return Reply(
        question: text, answer: .unavailable(answer.intent ?? .capital, .connectivity),
        source: nil)
    }
    return Reply(
      question: text, answer: answer, source: answer == .unrecognized ? nil : Self.source)
  }

  static func answer(to text: String) -> Answer {
    let question = text.lowercased()
    if question.contains("capital") { return .capital(CountryMatch(country: belgium)) }
    if question.contains("start") {
      return .countries([chad, chile, china, christmasIsland], prefix: "CH")
    }
    if question.contains("code") { return .isoCode(CountryMatch(country: greece)) }
    if question.contains("flag") { return .flag(CountryMatch(country: brazil)) }
    return .unrecognized
  }

  static let source = DataSource(kind: .bundled, label: "UI test stub")

  static let belgium = Country(
    code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
    flag: Flag(emoji: "🇧🇪"))
  static let greece = Country(
    code: "GR", name: "Greece", officialName: "Hellenic Republic", capitals: ["Athens"],
    flag: Flag(emoji: "🇬🇷"))
  /// The flag image is a `data:` URL of a tiny PNG, so the image loads without a network.
  static let brazil = Country(
    code: "BR", name: "Brazil", officialName: "Federative Republic of Brazil",
    capitals: ["Brasília"],
    flag: Flag(
      emoji: "🇧🇷", pngURL: URL(string: "data:image/png;base64," + brazilFlagPNG),
      description: "The flag of Brazil has a green field with a large yellow rhombus."))
  static let chad = Country(
    code: "TD", name: "Chad", officialName: "Republic of Chad", capitals: ["N'Djamena"],
    flag: Flag(emoji: "🇹🇩"))
  static let chile = Country(
    code: "CL", name: "Chile", officialName: "Republic of Chile", capitals: ["Santiago"],
    flag: Flag(emoji: "🇨🇱"))
  static let china = Country(
    code: "CN", name: "China", officialName: "People's Republic of China", capitals: ["Beijing"],
    flag: Flag(emoji: "🇨🇳"))
  static let christmasIsland = Country(
    code: "CX", name: "Christmas Island", officialName: "Territory of Christmas Island",
    capitals: ["Flying Fish Cove"], flag: Flag(emoji: "🇨🇽"))

  private static let brazilFlagPNG =
    "iVBORw0KGgoAAAANSUhEUgAAAA8AAAAKCAIAAADkeZOuAAAAOElEQVR42mNgmGNNAsIq+v8+A1GqgeqQET7VUBXqZRC"
    + "ERQOakXClyBoQeshRTZpLyPElySGIHwEAgQubO3cJseYAAAAASUVORK5CYII="
}
