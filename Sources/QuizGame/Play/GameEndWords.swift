#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The end of a game in words, once for every front end: the result (praised when every answer
/// was found), a new best, the comparison with the best and last games, and the answers
/// missed, region by region. Each front end lays the parts out its own way (a row over the
/// grid, lines, a card) and adds its own keys and marks; the words are these. Nothing here is
/// made safe for a terminal: answers and regions may come from a quiz file.
public struct GameEndWords: Sendable, Hashable {
  public enum Verdict: Sendable, Hashable {
    /// Every answer found, in this many seconds.
    case allFound(seconds: TimeInterval)
    case timeUp
    case gaveUp
    /// The input ended before the game did: a game piped a line at a time.
    case endOfInput
  }

  /// The answers missed in one region, in grid order; a game without regions has one, with no
  /// region.
  public struct Missed: Sendable, Hashable {
    public let region: String?
    /// How many answers the region has.
    public let total: Int
    /// "Bolivia 🇧🇴 → Sucre": each answer, after its clue when it has one.
    public let answers: [String]

    public init(region: String?, total: Int, answers: [String]) {
      self.region = region
      self.total = total
      self.answers = answers
    }

    /// "Missed in Africa (1 of 2)", or "Missed" for a game without regions.
    public var heading: String {
      guard let region else { return "Missed" }
      return "Missed in \(region) (\(answers.count) of \(total))"
    }
  }

  public let verdict: Verdict
  /// "All 12 found in 3:12", "Time's up: 2 of 12, 1 with hints": short enough for a status bar.
  public let result: String
  /// The result as a sentence, praised when every answer was found: "All 12 found in 3:12.
  /// Well done!"
  public let sentence: String
  /// "A new best!", when the game set one.
  public let newBest: String?
  /// "Best 9 of 12, last 5 of 12 (-3).": nil for a first game and a practice round.
  public let comparison: String?
  public let missed: [Missed]

  public init(
    verdict: Verdict, found: Int, total: Int, foundWithHints: Int = 0, isNewBest: Bool = false,
    comparison: String? = nil, missed: [Missed] = []
  ) {
    self.verdict = verdict
    let hints = foundWithHints > 0 ? ", \(foundWithHints) with hints" : ""
    let score = "\(found) of \(total)" + hints
    switch verdict {
    case .allFound(let seconds):
      result = "All \(total) found in \(Self.clock(seconds))" + hints
      sentence = result + ". Well done!"
    case .timeUp:
      result = "Time's up: " + score
      sentence = result + "."
    case .gaveUp:
      result = "You gave up: " + score
      sentence = result + "."
    case .endOfInput:
      result = "End of input: " + score
      sentence = result + "."
    }
    newBest = isNewBest ? "A new best!" : nil
    self.comparison = comparison
    self.missed = missed.filter { !$0.answers.isEmpty }
  }

  /// Whether every answer was found: the end is praise rather than a score.
  public var isPraise: Bool {
    if case .allFound = verdict { return true }
    return false
  }

  /// "Missed: Africa 2, Americas 1.": how many were missed where, for a screen that shows the
  /// answers themselves in its grid; nil without regions or with nothing missed.
  public var missedCounts: String? {
    let regions = missed.compactMap { group in group.region.map { "\($0) \(group.answers.count)" } }
    guard !regions.isEmpty else { return nil }
    return "Missed: " + regions.joined(separator: ", ") + "."
  }

  /// Where the missed answers are and how the screen shows them, `marked` being its own way
  /// ("marked ✗", "shown struck through"): "Missed: Africa 2. Marked ✗.", or "Missed answers
  /// are marked ✗." without regions. Nil when nothing was missed.
  public func missedNote(marked: String) -> String? {
    guard !missed.isEmpty else { return nil }
    guard let counts = missedCounts else { return "Missed answers are \(marked)." }
    return counts + " " + marked.prefix(1).uppercased() + marked.dropFirst() + "."
  }

  /// "1:12", "1:02:03" past an hour: whole seconds, as a stopwatch shows them.
  static func clock(_ seconds: TimeInterval) -> String {
    let total = Int(max(0, min(seconds, 1e9)).rounded(.down))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }
}

extension GameViewModel {
  /// The finished game in words; nil before it ends.
  /// - Parameter endedByInput: the line modes' end of input, which gives the game up.
  public func endWords(endedByInput: Bool = false) -> GameEndWords? {
    guard case .finished(let ending, let found, let missed) = state else { return nil }
    let verdict: GameEndWords.Verdict
    switch ending {
    case .complete(let time): verdict = .allFound(seconds: time)
    case .timeUp: verdict = .timeUp
    case .gaveUp: verdict = endedByInput ? .endOfInput : .gaveUp
    }
    let regions = regionTallies.filter { !$0.missing.isEmpty }
    let missedGroups =
      regions.isEmpty
      ? [GameEndWords.Missed(region: nil, total: total, answers: missed.map(Self.shown))]
      : regions.map {
        GameEndWords.Missed(region: $0.region, total: $0.total, answers: $0.missing.map(Self.shown))
      }
    return GameEndWords(
      verdict: verdict, found: found.count, total: total,
      foundWithHints: hintCount == 0 ? 0 : foundWithHints, isNewBest: isNewBest,
      comparison: comparison?.words, missed: missedGroups)
  }

  /// "Bolivia 🇧🇴 → Sucre" for an answer with a clue, which says which blank it was.
  private static func shown(_ item: GameItem) -> String {
    item.answerAfterClue
  }
}
