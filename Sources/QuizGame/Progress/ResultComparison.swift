/// A finished game against the player's best and last before it, in the words every front end
/// shows at the end: "Best 150 of 195, last 140 (+10)."
public struct ResultComparison: Sendable, Hashable {
  public let found: Int
  public let total: Int
  /// The best before this game.
  public let best: BestScore?
  /// The last game before this one (not a practice round).
  public let last: GameResult?
  public let isNewBest: Bool

  public init(found: Int, total: Int, best: BestScore?, last: GameResult?, isNewBest: Bool) {
    self.found = found
    self.total = total
    self.best = best
    self.last = last
    self.isNewBest = isNewBest
  }

  /// Nil for a first game: there is nothing to compare.
  public var words: String? {
    var parts: [String] = []
    if let best {
      // All found, the time is what a best is about.
      let time = best.found == best.total ? " in " + Self.clock(best.seconds) : ""
      parts.append(
        (isNewBest ? "Best before " : "Best ") + count(best.found, of: best.total) + time)
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

  /// "1:05": whole seconds, as a finished game's time is shown.
  static func clock(_ seconds: Double) -> String {
    let whole = Int(max(0, min(seconds, 1e9)).rounded(.down))
    let rest = whole % 60
    return "\(whole / 60):" + (rest < 10 ? "0\(rest)" : "\(rest)")
  }
}

extension GameViewModel {
  /// The finished game against the best and the last before it; nil while playing, and for a
  /// practice round, whose answers are a few of the game's.
  public var comparison: ResultComparison? {
    guard case .finished(_, let found, _) = state, !isPractice else { return nil }
    return ResultComparison(
      found: found.count, total: total, best: bestScore, last: lastResult, isNewBest: isNewBest)
  }
}
