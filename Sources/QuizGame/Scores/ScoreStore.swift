import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A game's best result: the most answers found, then the least time.
public struct BestScore: Sendable, Hashable, Codable {
  public let found: Int
  public let total: Int
  /// How long the play took: to the last answer when all were found, else to the end.
  public let seconds: TimeInterval

  public init(found: Int, total: Int, seconds: TimeInterval) {
    self.found = found
    self.total = total
    self.seconds = seconds
  }

  /// "31 of 54", or "all 54 in 3:12" once every answer was found: then the time is the score.
  public var words: String {
    found == total && total > 0
      ? "all \(total) in \(GameEndWords.clock(seconds))" : "\(found) of \(total)"
  }

  /// "Best in 5:00: 31 of 54", "Best untimed: all 12 in 3:05": a best always says which limit
  /// it is for.
  public func sentence(under limit: TimeLimit) -> String {
    "Best \(limit.words): \(words)"
  }

  /// Whether this beats `other`: more found, or as many in less time.
  public func beats(_ other: BestScore?) -> Bool {
    guard let other else { return true }
    if found != other.found { return found > other.found }
    return seconds < other.seconds
  }
}

/// Keeps the best score of each game between runs, by `Game.id` and `TimeLimit`: a best under
/// one limit is never compared with a game under another. Reading never fails: what cannot be
/// read is no score. Saving keeps the better of the score saved and the one kept (another game
/// may have saved a better one meanwhile), and is best effort for the caller, who may ignore
/// its error.
public protocol ScoreStore: Sendable {
  /// The best of each limit the game has been played under.
  func bestScores(for gameID: String) -> [TimeLimit: BestScore]
  func save(_ score: BestScore, for gameID: String, timeLimit: TimeLimit) throws
}

extension ScoreStore {
  public func bestScore(for gameID: String, timeLimit: TimeLimit) -> BestScore? {
    bestScores(for: gameID)[timeLimit]
  }
}

/// Scores kept for this process only: for tests and for when no state directory exists.
public final class InMemoryScoreStore: ScoreStore {
  private let scores: Mutex<[String: [TimeLimit: BestScore]]>

  public init(_ scores: [String: [TimeLimit: BestScore]] = [:]) {
    self.scores = Mutex(scores)
  }

  public func bestScores(for gameID: String) -> [TimeLimit: BestScore] {
    scores.withLock { $0[gameID] ?? [:] }
  }

  public func save(_ score: BestScore, for gameID: String, timeLimit: TimeLimit) throws {
    scores.withLock { scores in
      if score.beats(scores[gameID]?[timeLimit]) { scores[gameID, default: [:]][timeLimit] = score }
    }
  }
}
