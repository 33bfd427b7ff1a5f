import QuizEngine

/// Every day's puzzle a person has finished, and what `quiz stats` says of them: played, the
/// solve rate, streaks and the guesses it took, as Wordle shows them.
public struct DailyRecord: Sendable, Hashable {
  public enum Result: Sendable, Hashable {
    case solved(guesses: Int)
    case lost
  }

  public struct Summary: Sendable, Hashable {
    public let played: Int
    public let solved: Int
    /// Solved days in a row up to today, or up to yesterday while today's is not played.
    public let currentStreak: Int
    public let longestStreak: Int
    /// How many were solved in 1, 2 … 6 guesses.
    public let guesses: [Int]
    public let lost: Int

    /// Whole per cent of the days played that were solved.
    public var solveRate: Int { played == 0 ? 0 : solved * 100 / played }
  }

  /// By day, since 1970.
  private var results: [Int: Result] = [:]

  public init() {}

  /// Keeps a day's result; the first one stands, so a day cannot be played again for a
  /// better one.
  public mutating func record(_ result: Result, on day: CalendarDay) {
    if results[day.daysSince1970] == nil { results[day.daysSince1970] = result }
  }

  public func result(on day: CalendarDay) -> Result? {
    results[day.daysSince1970]
  }

  /// Every day's result, in no order: what a store writes.
  public var days: [(day: CalendarDay, result: Result)] {
    results.map { (CalendarDay(daysSince1970: $0.key), $0.value) }
  }

  public func summary(today: CalendarDay) -> Summary {
    var guesses = [Int](repeating: 0, count: DailyShare.maximumGuesses)
    var lost = 0
    for result in results.values {
      switch result {
      case .solved(let count) where (1...guesses.count).contains(count): guesses[count - 1] += 1
      case .solved: break
      case .lost: lost += 1
      }
    }
    let solvedDays = results.filter { if case .solved = $0.value { true } else { false } }.keys
    let solvedSet = Set(solvedDays)
    var longest = 0
    for day in solvedSet where !solvedSet.contains(day - 1) {
      var length = 1
      while solvedSet.contains(day + length) { length += 1 }
      longest = max(longest, length)
    }
    var end = today.daysSince1970
    if results[end] == nil { end -= 1 }
    var current = 0
    while solvedSet.contains(end - current) { current += 1 }
    return Summary(
      played: results.count, solved: solvedSet.count, currentStreak: current,
      longestStreak: longest, guesses: guesses, lost: lost)
  }
}
