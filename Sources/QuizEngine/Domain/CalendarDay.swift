#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A proleptic Gregorian day in UTC, by arithmetic: a Calendar would cost start-up time
/// and depend on the process's time zone, and Foundation's ISO 8601 format style cost the
/// full-screen chat 1.6 M instructions, a sixth of its start, to show the data's date.
public struct CalendarDay: Sendable, Hashable {
  public let daysSince1970: Int

  public init(_ date: Date) {
    daysSince1970 = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
  }

  /// From "2026-02-25"; nil for anything else, or a day no calendar has.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    daysSince1970 = Self.days(year: year, month: month, day: day)
  }

  /// Its first instant.
  public var date: Date { Date(timeIntervalSince1970: TimeInterval(daysSince1970) * 86_400) }

  /// "2026-02-25".
  public var text: String {
    let (year, month, day) = civil
    return "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
  }

  /// Its year, month and day.
  public var civil: (year: Int, month: Int, day: Int) {
    // Howard Hinnant's civil_from_days.
    let z = daysSince1970 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  public init(year: Int, month: Int, day: Int) {
    daysSince1970 = Self.days(year: year, month: month, day: day)
  }

  /// The day on a person's calendar at a moment, `secondsFromGMT` being where they are: the
  /// daily puzzle changes at local midnight.
  public init(secondsSince1970: Double, secondsFromGMT: Int) {
    daysSince1970 = Int(((secondsSince1970 + Double(secondsFromGMT)) / 86_400).rounded(.down))
  }

  public func adding(days: Int) -> CalendarDay {
    CalendarDay(daysSince1970: daysSince1970 + days)
  }

  /// Whole days from `other` to this day.
  public func days(since other: CalendarDay) -> Int {
    daysSince1970 - other.daysSince1970
  }

  /// A moment to the second in UTC: "2026-09-21 11:13:20 UTC".
  public static func timestamp(_ date: Date) -> String {
    let iso = isoTimestamp(date)
    return String(iso.prefix(10)) + " " + String(iso.dropFirst(11).prefix(8)) + " UTC"
  }

  /// A moment to the millisecond in ISO 8601, UTC: "2026-09-21T11:13:20.250Z".
  public static func isoTimestamp(_ date: Date) -> String {
    let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
    let day = Int((Double(milliseconds) / 86_400_000).rounded(.down))
    let ofDay = milliseconds - day * 86_400_000
    let seconds = ofDay / 1000
    let time = [seconds / 3600, seconds / 60 % 60, seconds % 60].map { padded($0, 2) }
    return CalendarDay(daysSince1970: day).text + "T" + time.joined(separator: ":") + "."
      + padded(ofDay % 1000, 3) + "Z"
  }

  /// Reads `isoTimestamp`'s form, with or without the fraction; nil for anything else.
  public static func date(isoTimestamp text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z"), bytes[10] == UInt8(ascii: "T"),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let day = CalendarDay(String(decoding: bytes[0..<10], as: UTF8.self)),
      let hours = number(bytes[11..<13]), hours < 24, let minutes = number(bytes[14..<16]),
      minutes < 60, let seconds = number(bytes[17..<19]), seconds < 60
    else { return nil }
    var fraction = 0.0
    if bytes.count > 20 {
      let digits = bytes[20..<(bytes.count - 1)]
      guard bytes[19] == UInt8(ascii: "."), let value = number(digits) else { return nil }
      fraction = Double(value) / digits.reduce(1.0) { scale, _ in scale * 10 }
    }
    let whole = day.daysSince1970 * 86_400 + hours * 3600 + minutes * 60 + seconds
    return Date(timeIntervalSince1970: TimeInterval(whole) + fraction)
  }

  public init(daysSince1970: Int) { self.daysSince1970 = daysSince1970 }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func days(year: Int, month: Int, day: Int) -> Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
