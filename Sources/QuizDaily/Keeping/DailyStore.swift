import QuizEngine

/// What is kept of the daily puzzle between runs: the record of every day played, and the
/// guesses of the day being played, so that quitting and starting again resumes it.
public struct DailyState: Sendable {
  public var record: DailyRecord
  /// The day whose guesses `guesses` are; nil before any.
  public var day: CalendarDay?
  /// That day's country, so a change of data (another day's order) never mixes two puzzles.
  public var answer: String?
  /// ISO codes of the guesses that cost one, in order.
  public var guesses: [String]

  public init(
    record: DailyRecord = DailyRecord(), day: CalendarDay? = nil, answer: String? = nil,
    guesses: [String] = []
  ) {
    self.record = record
    self.day = day
    self.answer = answer
    self.guesses = guesses
  }

  /// The guesses kept for `day`'s puzzle of `answer`; empty for any other.
  public func guesses(on day: CalendarDay, answer: String) -> [String] {
    self.day == day && self.answer == answer ? guesses : []
  }
}

/// Where the daily puzzle is kept: a file in `quiz`, in memory in tests.
public protocol DailyStore: Sendable {
  /// What is kept; empty when nothing is, or what is kept cannot be read.
  func load() -> DailyState
  /// Changes what is kept, under a lock where other processes may change it too.
  func update(_ change: @Sendable (inout DailyState) -> Void) throws
}
