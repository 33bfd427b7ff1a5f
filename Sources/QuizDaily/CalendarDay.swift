/// A date on the proleptic Gregorian calendar, as a person's clock shows it where they are:
/// the daily puzzle changes at local midnight, and is the same for everyone on that date.
/// Days are counted with Howard Hinnant's civil-date algorithm, so no calendar library is
/// needed and every platform counts alike.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The local date of a moment, `secondsFromGMT` being the local offset at that moment.
  public init(secondsSince1970: Double, secondsFromGMT: Int) {
    let local = Int((secondsSince1970 + Double(secondsFromGMT)).rounded(.down))
    self = Self(daysSince1970: Self.floorDivide(local, 86_400))
  }

  /// "2026-11-28".
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Days from 1970-01-01, negative before it.
  public var daysSince1970: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = Self.floorDivide(shiftedYear, 400)
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  public init(daysSince1970 days: Int) {
    let shifted = days + 719_468
    let era = Self.floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  public func adding(days: Int) -> CalendarDay {
    CalendarDay(daysSince1970: daysSince1970 + days)
  }

  /// Whole days from `other` to this day.
  public func days(since other: CalendarDay) -> Int {
    daysSince1970 - other.daysSince1970
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
  }
}
