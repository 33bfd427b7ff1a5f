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

  /// Whether this beats `other`: more found, or as many in less time.
  public func beats(_ other: BestScore?) -> Bool {
    guard let other else { return true }
    if found != other.found { return found > other.found }
    return seconds < other.seconds
  }
}

/// Keeps the best score of each game between runs, by `Game.id`. Reading never fails: what
/// cannot be read is no score. Saving keeps the better of the score saved and the one kept
/// (another game may have saved a better one meanwhile), and is best effort for the caller,
/// who may ignore its error.
public protocol ScoreStore: Sendable {
  func bestScore(for gameID: String) -> BestScore?
  func save(_ score: BestScore, for gameID: String) throws
}

/// Scores kept for this process only: for tests and for when no state directory exists.
public final class InMemoryScoreStore: ScoreStore {
  private let scores: Mutex<[String: BestScore]>

  public init(_ scores: [String: BestScore] = [:]) {
    self.scores = Mutex(scores)
  }

  public func bestScore(for gameID: String) -> BestScore? {
    scores.withLock { $0[gameID] }
  }

  public func save(_ score: BestScore, for gameID: String) throws {
    scores.withLock { scores in
      if score.beats(scores[gameID]) { scores[gameID] = score }
    }
  }
}
