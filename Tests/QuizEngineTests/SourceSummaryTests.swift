import Foundation
import QuizEngine
import Testing

@Suite("ReplyWording.sourceSummary")
struct SourceSummaryTests {
  private let now = Date(timeIntervalSince1970: 1_790_000_000)

  @Test func bundledData_isNamedWithItsDay() {
    let date = Date(timeIntervalSince1970: 1_772_000_000)

    #expect(
      ReplyWording.sourceSummary(isBundled: true, label: "x", asOf: date, now: now)
        == "bundled snapshot \(ReplyWording.day(date))")
    #expect(
      ReplyWording.sourceSummary(isBundled: true, label: "x", asOf: nil, now: now)
        == "bundled snapshot")
  }

  @Test(
    arguments: [
      (30.0, "just now"), (150, "2 min ago"), (3 * 3600 + 5, "3 h ago"), (2 * 86_400, "2 d ago"),
    ] as [(TimeInterval, String)])
  func remoteData_saysHowLongAgoItWasFetched(_ age: TimeInterval, _ words: String) {
    let summary = ReplyWording.sourceSummary(
      isBundled: false, label: "REST Countries v5", asOf: now - age, now: now)

    #expect(summary == "REST Countries v5, cached \(words)")
  }

  @Test func remoteData_neverFetched_isItsLabel() {
    #expect(
      ReplyWording.sourceSummary(isBundled: false, label: "REST Countries v5", asOf: nil, now: now)
        == "REST Countries v5")
  }
}
