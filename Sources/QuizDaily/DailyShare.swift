import QuizEngine

/// The finished puzzle as a line to paste anywhere, giving nothing away:
/// "QuizEngine daily 2026-11-28  3/6  🟥🟧🟩", a square for each guess by its closeness.
/// Without colour the squares are the closeness itself: "31% 78% ✓".
public struct DailyShare: Sendable, Hashable {
  public let day: CalendarDay
  /// The wrong guesses, in order.
  public let guesses: [DailyGuess.Result]
  public let solved: Bool
  /// A `--random` puzzle: its country is not the day's, so the line gives no date.
  public let isExtra: Bool

  public static let maximumGuesses = 6

  public init(day: CalendarDay, guesses: [DailyGuess.Result], solved: Bool, isExtra: Bool = false) {
    self.day = day
    self.guesses = guesses
    self.solved = solved
    self.isExtra = isExtra
  }

  public func line(colour: Bool) -> String {
    let count = solved ? "\(guesses.count + 1)" : "X"
    let marks =
      colour
      ? guesses.map(Self.square).joined() + (solved ? "🟩" : "")
      : (guesses.map { "\($0.closeness)%" } + (solved ? ["✓"] : [])).joined(separator: " ")
    let name = isExtra ? "QuizEngine daily extra" : "QuizEngine daily \(day.text)"
    return "\(name)  \(count)/\(Self.maximumGuesses)  \(marks)"
  }

  /// Yellow when near, orange half way round, red far.
  private static func square(_ guess: DailyGuess.Result) -> String {
    switch guess.closeness {
    case 80...: "🟨"
    case 50..<80: "🟧"
    default: "🟥"
    }
  }
}
