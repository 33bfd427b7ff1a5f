import Foundation
import QuizEngine
import Testing

@Suite("Words for unavailable data")
struct UnavailableWordingTests {
  @Test(arguments: [
    (DataUnavailable.connectivity, "connectivity"), (.unauthorized, "unauthorized"),
    (.rateLimited(retryAfterSeconds: 3), "rate_limited"), (.invalidData, "invalid_data"),
    (.bundledDataMissing, "bundled_data_missing"),
    (.fetcherMissing(name: "quiz-http", searched: []), "helper_missing"),
  ])
  func eachReason_keepsItsStableJSONKind(reason: DataUnavailable, kind: String) {
    #expect(reason.kind == kind)
  }

  @Test func aMissingHelper_isNamed_withWhereItWasLookedFor() {
    let reason = DataUnavailable.fetcherMissing(
      name: "quiz-http", searched: ["/opt/quiz/quiz-http", "/usr/bin/quiz-http"])

    let text = ReplyWording.unavailableText(for: reason)

    #expect(
      text
        == "I can't fetch live country data: quiz-http, the program that fetches it, is not "
        + "installed. I looked for it at /opt/quiz/quiz-http and /usr/bin/quiz-http.")
    #expect(!text.contains("reach"))
  }

  /// What to do about a failure depends on the app: an environment variable, a program to
  /// install or a settings screen. The core says only what failed; each app adds its remedy.
  @Test(arguments: [
    DataUnavailable.connectivity, .unauthorized, .rateLimited(retryAfterSeconds: 3), .invalidData,
    .bundledDataMissing, .fetcherMissing(name: "quiz-http", searched: ["/opt/quiz/quiz-http"]),
  ])
  func theCoresWords_sayWhatFailed_andNoAppsRemedy(reason: DataUnavailable) {
    let texts = [
      ReplyWording.unavailableText(for: reason),
      ReplyWording.staleNotice(
        for: DataSource(kind: .restCountriesV5, label: "REST Countries v5", staleReason: reason))
        ?? "",
    ]

    for text in texts {
      for appWord in [
        "RESTCOUNTRIES_API_KEY", "QUIZ_", "PATH", "Install", "reinstall", "quiz ", "Settings",
      ] {
        #expect(!text.contains(appWord), "\(text)")
      }
    }
  }

  @Test func aMissingHelper_withNowhereSearched_saysNoPlaces() {
    let text = ReplyWording.unavailableText(for: .fetcherMissing(name: "quiz-http", searched: []))

    #expect(!text.contains("I looked"))
    #expect(text.hasPrefix("I can't fetch live country data: quiz-http"))
  }

  /// Paths come from the environment: a long one is shortened. What a terminal must not
  /// print is removed there (`LiveDataCauseTests`).
  @Test func aLongPlaceLookedAt_isShortened() {
    let path = "/" + String(repeating: "x", count: 400)

    let text = ReplyWording.unavailableText(
      for: .fetcherMissing(name: "quiz-http", searched: [path]))

    #expect(text.hasSuffix(" I looked for it at \(path.prefix(300))…."))
  }

  @Test func staleData_becauseTheHelperIsMissing_saysSo() {
    let source = DataSource(
      kind: .restCountriesV5, label: "REST Countries v5",
      asOf: Date(timeIntervalSince1970: 1_795_132_800),
      staleReason: .fetcherMissing(name: "quiz-http", searched: ["/x/quiz-http"]))

    #expect(
      ReplyWording.staleNotice(for: source)
        == "Can't fetch live data (quiz-http is not installed), so answers use the data saved "
        + "on 2026-11-20.")
  }
}
