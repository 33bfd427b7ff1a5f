import QuizEngine
import Testing

@testable import QuizDaily

@Suite("Daily silhouette: the day's country, distance, direction, closeness, streaks, share")
struct DailyPuzzleTests {
  // MARK: - The day's country

  @Test func theSameDate_givesTheSameCountry_whateverTheOrderTheStatesComeIn() {
    let states = Self.states
    let day = CalendarDay(year: 2026, month: 11, day: 28)

    let first = DailyPuzzle.country(on: day, among: states)
    let again = DailyPuzzle.country(on: day, among: states.reversed())

    #expect(first != nil)
    #expect(first == again)
  }

  /// Every state comes once in each run of as many days as there are states, in an order
  /// that is not the alphabet's.
  @Test func eachStateComesOnce_inEachCycleOfDays() {
    let states = Self.states
    let start = CalendarDay(year: 2026, month: 1, day: 1)

    let cycle = (0..<states.count).compactMap {
      DailyPuzzle.country(on: start.adding(days: $0), among: states)
    }
    let next = (states.count..<(2 * states.count)).compactMap {
      DailyPuzzle.country(on: start.adding(days: $0), among: states)
    }

    #expect(Set(cycle) == Set(states))
    #expect(Set(next) == Set(states))
    #expect(cycle != states.sorted())
    #expect(cycle != next)
  }

  /// The local calendar date decides: the same moment is 28 November in Tokyo and still
  /// 27 November in New York.
  @Test func theLocalCalendarDate_decides_notTheMoment() {
    // 2026-11-27 20:00 UTC.
    let moment = 1_795_809_600.0
    let tokyo = CalendarDay(secondsSince1970: moment, secondsFromGMT: 9 * 3600)
    let newYork = CalendarDay(secondsSince1970: moment, secondsFromGMT: -5 * 3600)
    let london = CalendarDay(secondsSince1970: moment, secondsFromGMT: 0)

    #expect(tokyo == CalendarDay(year: 2026, month: 11, day: 28))
    #expect(newYork == CalendarDay(year: 2026, month: 11, day: 27))
    #expect(london == CalendarDay(year: 2026, month: 11, day: 27))
    #expect(tokyo.text == "2026-11-28")
  }

  @Test(arguments: [
    (CalendarDay(year: 2024, month: 2, day: 28), 1, CalendarDay(year: 2024, month: 2, day: 29)),
    (CalendarDay(year: 2025, month: 12, day: 31), 1, CalendarDay(year: 2026, month: 1, day: 1)),
    (CalendarDay(year: 2026, month: 3, day: 1), -1, CalendarDay(year: 2026, month: 2, day: 28)),
  ])
  func days_countAcrossMonthsYearsAndLeapDays(day: CalendarDay, offset: Int, expected: CalendarDay)
  {
    #expect(day.adding(days: offset) == expected)
    #expect(expected.days(since: day) == offset)
  }

  // MARK: - A guess

  @Test func parisToMadrid_isAbout1050Km_southwest() {
    let paris = EarthPoint(latitude: 48.8566, longitude: 2.3522)
    let madrid = EarthPoint(latitude: 40.4168, longitude: -3.7038)

    let guess = DailyGuess(name: "Paris", at: paris, answer: madrid)

    #expect(abs(guess.kilometres - 1_053) <= 10)
    #expect(guess.arrow == .southWest)
    #expect(guess.closeness == 94)
  }

  @Test(arguments: [
    (
      EarthPoint(latitude: 0, longitude: 0), EarthPoint(latitude: 10, longitude: 0),
      CompassArrow.north
    ),
    (EarthPoint(latitude: 0, longitude: 0), EarthPoint(latitude: 0, longitude: 10), .east),
    (EarthPoint(latitude: 0, longitude: 170), EarthPoint(latitude: 0, longitude: -170), .east),
    (EarthPoint(latitude: 10, longitude: 10), EarthPoint(latitude: 0, longitude: 0), .southWest),
    (EarthPoint(latitude: -10, longitude: 10), EarthPoint(latitude: 0, longitude: 0), .northWest),
  ])
  func theArrow_pointsFromTheGuessTowardsTheAnswer(
    from guess: EarthPoint, to answer: EarthPoint, expected: CompassArrow
  ) {
    #expect(DailyGuess(name: "x", at: guess, answer: answer).arrow == expected)
  }

  @Test func closeness_isZeroAtHalfTheEarthsCircumference_andNeverAFullHundredWhenWrong() {
    let here = EarthPoint(latitude: 0, longitude: 0)

    let antipode = DailyGuess(name: "x", at: here, answer: EarthPoint(latitude: 0, longitude: 180))
    let neighbour = DailyGuess(
      name: "x", at: here, answer: EarthPoint(latitude: 0, longitude: 0.01))
    let right = DailyGuess(name: "x", at: here, answer: here)

    #expect(antipode.closeness == 0)
    #expect(neighbour.closeness == 99)
    #expect(right.closeness == 100)
    #expect(right.kilometres == 0)
  }

  @Test func aGuessLine_saysDistanceArrowAndCloseness() {
    let result = DailyGuess.Result(kilometres: 2_140, closeness: 78, arrow: .southEast)
    let near = DailyGuess.Result(kilometres: 85, closeness: 99, arrow: .north)

    #expect(result.line(name: "Peru") == "Peru  2,140 km  ↘  78%")
    #expect(near.line(name: "Belgium") == "Belgium  85 km  ↑  99%")
  }

  // MARK: - Sharing

  @Test func theShareLine_hasASquareAGuess_andTextMarksWithoutColour() {
    let far = DailyGuess.Result(kilometres: 9_000, closeness: 55, arrow: .east)
    let near = DailyGuess.Result(kilometres: 900, closeness: 95, arrow: .west)
    let day = CalendarDay(year: 2026, month: 11, day: 28)

    let solved = DailyShare(day: day, guesses: [far, near], solved: true)
    let lost = DailyShare(
      day: day, guesses: Array(repeating: far, count: 6), solved: false)

    #expect(solved.line(colour: true) == "QuizEngine daily 2026-11-28  3/6  🟧🟨🟩")
    #expect(solved.line(colour: false) == "QuizEngine daily 2026-11-28  3/6  55% 95% ✓")
    #expect(lost.line(colour: true) == "QuizEngine daily 2026-11-28  X/6  🟧🟧🟧🟧🟧🟧")
  }

  /// An extra puzzle's country is no one else's that day: its line names no date to compare.
  @Test func anExtraPuzzle_sharesAsAnExtra_withoutTheDate() {
    let far = DailyGuess.Result(kilometres: 9_000, closeness: 55, arrow: .east)
    let extra = DailyShare(
      day: CalendarDay(year: 2026, month: 11, day: 28), guesses: [far], solved: true,
      isExtra: true)

    #expect(extra.line(colour: true) == "QuizEngine daily extra  2/6  🟧🟩")
  }

  // MARK: - The record

  @Test func streaks_countSolvedDaysInARow_andAMissedOrLostDayEndsOne() {
    let start = CalendarDay(year: 2026, month: 11, day: 1)
    var record = DailyRecord()
    // Solved on the 1st to the 4th, lost on the 5th, solved the 6th and 7th, none on the 8th,
    // solved the 9th and 10th.
    for offset in [0, 1, 2, 3] {
      record.record(.solved(guesses: 3), on: start.adding(days: offset))
    }
    record.record(.lost, on: start.adding(days: 4))
    for offset in [5, 6, 8, 9] {
      record.record(.solved(guesses: 2), on: start.adding(days: offset))
    }

    let summary = record.summary(today: start.adding(days: 9))
    let nextMorning = record.summary(today: start.adding(days: 10))
    let dayAfter = record.summary(today: start.adding(days: 11))

    #expect(summary.played == 9)
    #expect(summary.solved == 8)
    #expect(summary.currentStreak == 2)
    #expect(summary.longestStreak == 4)
    #expect(summary.guesses == [0, 4, 4, 0, 0, 0])
    #expect(summary.lost == 1)
    #expect(nextMorning.currentStreak == 2)
    #expect(dayAfter.currentStreak == 0)
  }

  @Test func aDay_isKeptOnce_theFirstResultStands() {
    let day = CalendarDay(year: 2026, month: 11, day: 1)
    var record = DailyRecord()

    record.record(.lost, on: day)
    record.record(.solved(guesses: 1), on: day)

    #expect(record.result(on: day) == .lost)
    #expect(record.summary(today: day).played == 1)
  }

  private static let states = (0..<195).map { index -> String in
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return String([letters[index / 26], letters[index % 26]])
  }
}
