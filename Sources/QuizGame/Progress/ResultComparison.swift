/// A finished game against the player's best and last before it, in the words every front end
/// shows at the end: "Best in 15:00: 150 of 195, last 140 of 195 (+10)."
public struct ResultComparison: Sendable, Hashable {
  public let found: Int
  public let total: Int
  /// The best before this game, under its time limit.
  public let best: BestScore?
  /// The limit the game was played under, and the best kept for.
  public let timeLimit: TimeLimit
  /// The last game before this one (not a practice round).
  public let last: GameResult?
  public let isNewBest: Bool

  /// Nil for a first game: there is nothing to compare.
  public var words: String? {
    var parts: [String] = []
    if let best {
      parts.append((isNewBest ? "Previous best" : "Best") + " \(timeLimit.words): " + best.words)
    }
    if let last {
      let delta = found - last.found
      let change = delta == 0 ? "same" : delta > 0 ? "+\(delta)" : "-\(-delta)"
      parts.append("last \(count(last.found, of: last.total)) (\(change))")
    }
    guard !parts.isEmpty else { return nil }
    let sentence = parts.joined(separator: ", ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
  }

  private func count(_ found: Int, of total: Int) -> String { "\(found) of \(total)" }
}

extension GameViewModel {
  /// The finished game against the best and the last before it; nil while playing, and for a
  /// practice round, whose answers are a few of the game's.
  public var comparison: ResultComparison? {
    guard case .finished(_, let found, _) = state, !isPractice, let game else { return nil }
    return ResultComparison(
      found: found.count, total: total, best: bestScore, timeLimit: TimeLimit(of: game),
      last: lastResult, isNewBest: isNewBest)
  }
}
