import Foundation
import QuizEngine
import Testing

@Suite("Words for unavailable data")
struct UnavailableWordingTests {
  @Test(arguments: [
    (DataUnavailable.connectivity, "connectivity"), (.unauthorized, "unauthorized"),
    (.rateLimited(retryAfterSeconds: 3), "rate_limited"), (.invalidData, "invalid_data"),
    (.bundledDataMissing, "bundled_data_missing"),
    (.helperMissing(name: "quiz-http", searched: []), "helper_missing"),
  ])
  func eachReason_keepsItsStableJSONKind(reason: DataUnavailable, kind: String) {
    #expect(reason.kind == kind)
  }

  @Test func aMissingHelper_isNamed_withWhereItWasLookedFor_andWhatToInstall() {
    let reason = DataUnavailable.helperMissing(
      name: "quiz-http", searched: ["/opt/quiz/quiz-http", "/usr/bin/quiz-http"])

    let text = ReplyWording.unavailableText(for: reason)

    #expect(
      text
        == "I can't fetch live country data: quiz-http, the helper program that fetches it "
        + "for quiz, is not installed. I looked for it at /opt/quiz/quiz-http and "
        + "/usr/bin/quiz-http. Install quiz-http (it is built with quiz) beside quiz or in a "
        + "folder on PATH, or set QUIZ_HTTP_HELPER to its path.")
    #expect(!text.contains("reach"))
  }

  @Test func aMissingHelper_withNowhereSearched_saysNoPlaces() {
    let text = ReplyWording.unavailableText(for: .helperMissing(name: "quiz-http", searched: []))

    #expect(!text.contains("I looked"))
    #expect(text.hasPrefix("I can't fetch live country data: quiz-http"))
  }

  @Test func thePlacesLookedAt_cannotReachTheTerminalAsControlSequences() {
    let text = ReplyWording.unavailableText(
      for: .helperMissing(name: "quiz-http", searched: ["/tmp/\u{1B}[2Jx/quiz-http"]))

    #expect(!text.contains("\u{1B}"))
  }

  @Test func staleData_becauseTheHelperIsMissing_saysSo() {
    let source = DataSource(
      kind: .restCountriesV5, label: "REST Countries v5",
      asOf: Date(timeIntervalSince1970: 1_795_132_800),
      staleReason: .helperMissing(name: "quiz-http", searched: ["/x/quiz-http"]))

    #expect(
      ReplyWording.staleNotice(for: source)
        == "Can't fetch live data (quiz-http is not installed), so answers use the data saved "
        + "on 2026-11-20.")
  }
}
