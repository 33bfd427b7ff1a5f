#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The end of a game in words, once for every front end: the result with the time played
/// (praised when every answer was found), a new best or why the game sets none, the comparison
/// with the best and last games, and the answers missed, region by region. Each front end lays
/// the parts out its own way (a page over the grid, lines, a card) and adds its own keys and
/// marks; the words are these. Nothing here is made safe for a terminal: answers and regions
/// may come from a quiz file.
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
  /// "All 12 found in 3:12", "Time's up: 2 of 12 in 5:00, 1 with hints": the score and the
  /// time played, short enough for a status bar.
  public let result: String
  /// The result as a sentence, praised when every answer was found: "All 12 found in 3:12.
  /// Well done!"
  public let sentence: String
  /// "A new best in 5:00!", when the game set one.
  public let newBest: String?
  /// "No best score: 2 hints used.": why a game sets no best, whatever it found.
  public let noBest: String?
  /// "Best in 5:00: 9 of 12, last 5 of 12 (-3).": nil for a first game and a practice round.
  public let comparison: String?
  public let missed: [Missed]
  /// "31 of 54 in 5:00 · new best": the result as the chat remembers it, after the game's
  /// title (see `line(title:)`).
  private let shortResult: String

  /// - Parameters:
  ///   - seconds: the time played; nil leaves it unsaid (an `allFound` verdict has its own).
  ///   - timeLimit: the limit played under, which a new best is for.
  ///   - noBest: why the game can set no best score.
  public init(
    verdict: Verdict, found: Int, total: Int, seconds: TimeInterval? = nil,
    timeLimit: TimeLimit? = nil, foundWithHints: Int = 0, isNewBest: Bool = false,
    noBest: NoBestReason? = nil, comparison: String? = nil, missed: [Missed] = []
  ) {
    self.verdict = verdict
    let hints = foundWithHints > 0 ? ", \(foundWithHints) with hints" : ""
    let time = seconds.map { " in " + Self.clock($0) } ?? ""
    let score = "\(found) of \(total)" + time
    var short = score
    switch verdict {
    case .allFound(let seconds):
      short = "all \(total) in \(Self.clock(seconds))"
      result = "All \(total) found in \(Self.clock(seconds))" + hints
      sentence = result + ". Well done!"
    case .timeUp:
      result = "Time's up: " + score + hints
      sentence = result + "."
    case .gaveUp:
      result = "You gave up: " + score + hints
      sentence = result + "."
    case .endOfInput:
      result = "End of input: " + score + hints
      sentence = result + "."
    }
    switch (isNewBest, timeLimit) {
    case (false, _): newBest = nil
    case (true, nil): newBest = "A new best!"
    case (true, .untimed?): newBest = "A new untimed best!"
    case (true, let limit?): newBest = "A new best \(limit.words)!"
    }
    self.noBest = noBest.map(\.sentence)
    if isNewBest {
      // Time up, the time played is the limit, said already.
      switch verdict == .timeUp ? nil : timeLimit {
      case nil: short += " · new best"
      case .untimed?: short += " · new untimed best"
      case let limit?: short += " · new best \(limit.words)"
      }
    } else if let noBest {
      short += " · " + noBest.shortWords
    }
    shortResult = short
    self.comparison = comparison
    self.missed = missed.filter { !$0.answers.isEmpty }
  }

  /// "Capitals of Africa: 31 of 54 in 5:00 · new best": the game in one line, for the chat
  /// to remember after it and for the shell after `quiz play`.
  public func line(title: String) -> String {
    title + ": " + shortResult
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
  public static func clock(_ seconds: TimeInterval) -> String {
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
      verdict: verdict, found: found.count, total: total, seconds: timePlayed,
      timeLimit: game.map(TimeLimit.init(of:)),
      foundWithHints: hintCount == 0 ? 0 : foundWithHints, isNewBest: isNewBest,
      noBest: noBestReason, comparison: comparison?.words, missed: missedGroups)
  }

  /// Why this play sets no best score, whatever it finds: a practice round, or a hint asked
  /// for. Nil while it can set one (a game that finds nothing sets none either, as its score
  /// says).
  public var noBestReason: NoBestReason? {
    if isPractice { return .practice }
    if hintCount > 0 { return .hints(hintCount) }
    return nil
  }

  /// "Bolivia 🇧🇴 → Sucre" for an answer with a clue, which says which blank it was.
  private static func shown(_ item: GameItem) -> String {
    item.answerAfterClue
  }
}

/// Why a game sets no best score, whatever it finds, in the words every front end shows at its
/// end, in its help and before it starts.
public enum NoBestReason: Sendable, Hashable {
  /// A practice round asks only answers missed before.
  case practice
  /// Hints asked for: a best is what the player knew.
  case hints(Int)

  /// "No best score: 2 hints used."
  public var sentence: String {
    switch self {
    case .practice: "No best score: a practice round."
    case .hints(let count): "No best score: \(Self.counted(count)) used."
    }
  }

  /// After the result in one line: "practice round", "no best score: 2 hints used".
  var shortWords: String {
    switch self {
    case .practice: "practice round"
    case .hints(let count): "no best score: \(Self.counted(count)) used"
    }
  }

  private static func counted(_ count: Int) -> String { count == 1 ? "1 hint" : "\(count) hints" }

  /// The rule, said before a hint is asked for.
  public static let hintRule = "A game with a hint sets no best score."
}
