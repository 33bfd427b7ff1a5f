#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One finished game or practice round, answer by answer: what `quiz stats` and practice
/// rounds are made from.
public struct GameRecord: Sendable, Hashable, Codable {
  /// The game's id ("world", "capitals:africa"); a practice round records under the id of the
  /// game it practises, so its answers move through the same boxes.
  public let gameID: String
  /// Words that start the game again ("capitals of africa"); nil for a quiz from a URL or a
  /// file, which can be looked at in `quiz stats` but not practised.
  public let words: String?
  public let question: String
  public let isPractice: Bool
  /// Seconds since 1970, when the game ended.
  public let endedAt: TimeInterval
  public let found: Int
  public let total: Int
  /// How long the play took, as for a best score.
  public let seconds: TimeInterval
  /// Every answer of the game, in grid order.
  public let answers: [AnswerResult]
  /// Hints asked for; nil for none, and in records made before hints were counted.
  public let hints: Int?
  /// The limit it was played under; nil in records made before limits were kept.
  public let timeLimit: TimeLimit?

  public init(
    gameID: String, words: String?, question: String, isPractice: Bool, endedAt: TimeInterval,
    found: Int, total: Int, seconds: TimeInterval, answers: [AnswerResult], hints: Int? = nil,
    timeLimit: TimeLimit? = nil
  ) {
    self.gameID = gameID
    self.words = words
    self.question = question
    self.isPractice = isPractice
    self.endedAt = endedAt
    self.found = found
    self.total = total
    self.seconds = seconds
    self.answers = answers
    self.hints = hints
    self.timeLimit = timeLimit
  }

  /// A record of `result` with its answers.
  init(
    gameID: String, words: String?, question: String, result: GameResult, answers: [AnswerResult]
  ) {
    self.init(
      gameID: gameID, words: words, question: question, isPractice: result.isPractice,
      endedAt: result.endedAt, found: result.found, total: result.total, seconds: result.seconds,
      answers: answers, hints: result.hints, timeLimit: result.timeLimit)
  }

  /// The result alone, without its answers.
  public var result: GameResult {
    GameResult(
      found: found, total: total, seconds: seconds, endedAt: endedAt, isPractice: isPractice,
      hints: hints, timeLimit: timeLimit)
  }
}

/// One answer of a finished game: found or missed, and when.
public struct AnswerResult: Sendable, Hashable, Codable {
  /// Names the answer across games: its country's ISO code when it has one, else its folded
  /// answer (see `AnswerResult.key(for:)`).
  public let key: String
  /// As shown: "Nigeria", "Brussels".
  public let answer: String
  /// Seconds from the start of the clock to the keystroke that found it; nil when missed.
  /// The split, the time since the hit before it, is this less the previous hit's.
  public let foundAt: TimeInterval?

  public init(key: String, answer: String, foundAt: TimeInterval?) {
    self.key = key
    self.answer = answer
    self.foundAt = foundAt
  }

  public var isFound: Bool { foundAt != nil }

  /// The key an item is recorded under. A country's code outlives a change of its name in the
  /// data; a quiz from a URL has only its answers.
  public static func key(for item: GameItem) -> String {
    if let code = item.code, !code.isEmpty { return code }
    return AnswerFolding.fold(item.answer)
  }

  /// Each found answer's split: the seconds since the hit before it (since the start for the
  /// first), by answer key.
  public static func splits(_ answers: [AnswerResult]) -> [String: TimeInterval] {
    let hits = answers.compactMap { answer in answer.foundAt.map { (answer.key, $0) } }
      .sorted { $0.1 < $1.1 }
    var splits: [String: TimeInterval] = [:]
    var previous: TimeInterval = 0
    for (key, time) in hits {
      splits[key] = max(0, time - previous)
      previous = time
    }
    return splits
  }
}

/// A game's result without its answers: one point of a player's trend.
public struct GameResult: Sendable, Hashable, Codable {
  public let found: Int
  public let total: Int
  public let seconds: TimeInterval
  /// Seconds since 1970.
  public let endedAt: TimeInterval
  public let isPractice: Bool
  /// Hints asked for; nil for none, and in results kept before hints were counted.
  public let hints: Int?
  /// The limit it was played under; nil in results kept before limits were.
  public let timeLimit: TimeLimit?

  public init(
    found: Int, total: Int, seconds: TimeInterval, endedAt: TimeInterval, isPractice: Bool,
    hints: Int? = nil, timeLimit: TimeLimit? = nil
  ) {
    self.found = found
    self.total = total
    self.seconds = seconds
    self.endedAt = endedAt
    self.isPractice = isPractice
    self.hints = hints
    self.timeLimit = timeLimit
  }

  /// The limit it was played under, or for a result kept before limits were, the one taken
  /// for it (see `TimeLimit.assumed`).
  public func limit(gameID: String) -> TimeLimit {
    timeLimit ?? TimeLimit.assumed(forGameID: gameID, seconds: seconds)
  }

  /// A result that can be a best score: something found, without hints (as `GameViewModel`
  /// saves bests).
  public var canBeBest: Bool { found > 0 && (hints ?? 0) == 0 }

  /// The share found, from 0 to 1.
  public var fraction: Double { total > 0 ? Double(found) / Double(total) : 0 }

  public var score: BestScore { BestScore(found: found, total: total, seconds: seconds) }
}
