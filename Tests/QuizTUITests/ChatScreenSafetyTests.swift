import QuizChat
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

@testable import QuizTUI

/// The core quotes what was typed, a server's names and where the helper was looked for as
/// they are, only shortened: the full screen is what keeps escape sequences off the terminal.
@Suite("What the full-screen chat shows cannot drive the terminal")
struct ChatScreenSafetyTests {
  private static let escape = "\u{1B}[2J\u{1B}]0;pwned\u{07}"

  @Test func aQuestionTyped_showsWithoutItsEscapes() {
    let entry = entry(.question("capital of \(Self.escape)Peru"))

    #expect(entry.text == "capital of Peru")
  }

  @Test func aNameNotFound_isQuotedWithoutItsEscapes() {
    let reply = Reply(
      question: "q",
      answer: .countryNotFound(.capital, typed: "\(Self.escape)Atlantis", suggestion: nil),
      source: nil)

    let entry = entry(.reply(reply))

    #expect(entry.text == "I couldn't find a country named Atlantis.")
  }

  @Test func aServersFlagDescription_showsWithoutItsEscapes() {
    let country = Country(
      code: "XA", name: "Examplia", officialName: "Examplia", capitals: [],
      flag: Flag(emoji: "🇽🇦", description: "Red\(Self.escape) and white."))
    let reply = Reply(question: "q", answer: .flag(CountryMatch(country: country)), source: nil)

    let entry = entry(.reply(reply))

    #expect(entry.details == ["Red and white."])
  }

  @Test func whereTheHelperWasLookedFor_showsWithoutItsEscapes() {
    let reason = DataUnavailable.fetcherMissing(
      name: "quiz\(Self.escape)-http", searched: ["/tmp/\(Self.escape)x/quiz-http"])
    let reply = Reply(question: "q", answer: .unavailable(.capital, reason), source: nil)

    let entry = entry(.reply(reply))

    #expect(!entry.text.contains("\u{1B}"))
    #expect(!entry.text.contains("\u{07}"))
    #expect(entry.text.contains("I looked for it at /tmp/x/quiz-http."))
  }

  @Test func aStaleNotice_namingTheHelper_showsWithoutItsEscapes() {
    let source = DataSource(
      kind: .restCountriesV5, label: "REST Countries v5",
      staleReason: .fetcherMissing(name: "quiz\(Self.escape)-http", searched: []))
    let reply = Reply(
      question: "q", answer: .countryNotFound(.capital, typed: "x", suggestion: nil),
      source: source)

    let entry = entry(.reply(reply))

    #expect(
      entry.details == [
        "Can't fetch live data (quiz-http is not installed), so answers "
          + "use the data saved earlier."
      ])
  }

  @Test func aGameThatCannotStart_saysWhereTheHelperWasLookedFor_withoutItsEscapes() {
    let failure = GameStartFailure(
      topic: .world,
      reason: .dataUnavailable(.fetcherMissing(name: "quiz-http", searched: ["/\(Self.escape)x"])))

    #expect(!failure.terminalMessage.contains("\u{1B}"))
    #expect(failure.terminalMessage.contains("I looked for it at /x."))
  }

  private func entry(_ content: ChatMessage.Content) -> ChatScreenModel.Entry {
    var staleNoticeShown = false
    var latestSource: DataSource?
    return ChatScreenModel.entry(
      for: ChatMessage(id: 1, content: content), staleNoticeShown: &staleNoticeShown,
      latestSource: &latestSource)
  }
}
