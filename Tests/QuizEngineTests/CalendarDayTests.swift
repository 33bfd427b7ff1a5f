import QuizEngine
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite("CalendarDay")
struct CalendarDayTests {
  /// Seconds since 1970 and the day they fall on in UTC, across leap days, centuries and 1970.
  @Test(
    arguments: [
      (0, "1970-01-01"), (-1, "1969-12-31"), (951_782_400, "2000-02-29"),
      (1_709_164_799, "2024-02-28"), (1_709_164_800, "2024-02-29"),
      (1_771_977_600, "2026-02-25"), (4_107_542_400, "2100-03-01"),
    ] as [(Int, String)])
  func aDate_isItsDayInUTC(_ seconds: Int, _ day: String) {
    let date = Date(timeIntervalSince1970: TimeInterval(seconds))

    #expect(CalendarDay(date).text == day)
    #expect(CalendarDay(day)?.text == day)
  }

  @Test func aDay_startsAtMidnightUTC() throws {
    let day = try #require(CalendarDay("2026-02-25"))

    #expect(day.date.timeIntervalSince1970 == 1_771_977_600)
  }

  @Test(arguments: ["2026-2-25", "2026-02-30", "2025-02-29", "2026-13-01", "2026-02-25T00:00", ""])
  func onlyARealDay_isRead(_ text: String) {
    #expect(CalendarDay(text) == nil)
  }

  @Test func aTimestamp_isToTheSecond_inUTC() {
    #expect(
      CalendarDay.timestamp(Date(timeIntervalSince1970: 1_789_989_200.9))
        == "2026-09-21 11:13:20 UTC")
    #expect(CalendarDay.timestamp(Date(timeIntervalSince1970: -1)) == "1969-12-31 23:59:59 UTC")
  }

  @Test func anISOTimestamp_roundTrips_toTheMillisecond() throws {
    let date = Date(timeIntervalSince1970: 1_789_989_200.25)

    #expect(CalendarDay.isoTimestamp(date) == "2026-09-21T11:13:20.250Z")
    let read = try #require(CalendarDay.date(isoTimestamp: CalendarDay.isoTimestamp(date)))
    #expect(abs(read.timeIntervalSince1970 - date.timeIntervalSince1970) < 0.001)
    #expect(
      CalendarDay.date(isoTimestamp: "2026-09-21T11:13:20Z")?.timeIntervalSince1970
        == 1_789_989_200)
    #expect(
      CalendarDay.date(isoTimestamp: "1969-12-31T23:59:59.5Z")?.timeIntervalSince1970 == -0.5)
  }

  @Test(
    arguments: [
      "", "2026-09-21", "2026-09-21T11:13:20", "2026-09-21T24:00:00Z", "2026-09-21T11:60:00Z",
      "2026-09-21T11:13:20.Z", "2026-09-21 11:13:20Z", "2026-02-30T11:13:20Z",
      "2026-09-21T11:13:20.12aZ",
    ])
  func onlyAWholeISOTimestamp_isRead(_ text: String) {
    #expect(CalendarDay.date(isoTimestamp: text) == nil)
  }
}
