import QuizChat
import QuizEngine
import Testing

@testable import QuizTUI

/// The core says what failed; on a terminal, what to do about it names the terminal's own
/// levers: an environment variable, the helper program, reinstalling `quiz`.
@Suite("What to do about unavailable data, on a terminal")
struct TerminalRemedyTests {
  @Test func aRefusedKey_namesTheVariableThatHoldsIt() {
    #expect(TerminalRemedy.text(for: .unauthorized) == "Check RESTCOUNTRIES_API_KEY.")
  }

  @Test func aBrokenInstallation_isMendedByReinstalling() {
    #expect(TerminalRemedy.text(for: .bundledDataMissing) == "Reinstall quiz.")
  }

  @Test func aMissingHelper_saysWhereToPutIt_orWhichVariableNamesIt() {
    let text = TerminalRemedy.text(for: .fetcherMissing(name: "quiz-http", searched: []))

    #expect(
      text
        == "Install quiz-http (it is built with quiz) beside quiz or in a folder on PATH, or set "
        + "QUIZ_HTTP_HELPER to its path.")
  }

  @Test func aHelperNameFromOutside_cannotReachTheTerminalAsControlSequences() {
    let text = TerminalRemedy.text(for: .fetcherMissing(name: "quiz\u{1B}[2J-http", searched: []))

    #expect(text?.contains("\u{1B}") == false)
  }

  @Test(arguments: [
    DataUnavailable.connectivity, .rateLimited(retryAfterSeconds: 3), .invalidData,
  ])
  func aFailureThatPasses_hasNoRemedyButTryingAgain(reason: DataUnavailable) {
    #expect(TerminalRemedy.text(for: reason) == nil)
  }

  @Test func theTranscript_saysWhatFailed_thenWhatToDo() {
    let reply = Reply(
      question: "capital of peru", answer: .unavailable(.capital, .unauthorized), source: nil)
    var staleNoticeShown = false
    var latestSource: DataSource?

    let entry = ChatScreenModel.entry(
      for: ChatMessage(id: 1, content: .reply(reply)), staleNoticeShown: &staleNoticeShown,
      latestSource: &latestSource)

    #expect(
      entry.text
        == ReplyWording.unavailableText(for: .unauthorized) + " Check RESTCOUNTRIES_API_KEY.")
  }
}
