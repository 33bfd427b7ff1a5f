/// Where a game's answers are recorded, and as what: given to a `GameViewModel`, which records
/// each finished game (see `ProgressStore`).
public struct GameRecording: Sendable {
  public let store: any ProgressStore
  /// Words that start the game again ("capitals of africa"); nil for a quiz from a URL or a file.
  public let words: String?
  /// A practice round: recorded under its game, moving its answers' boxes, but no best score.
  public let isPractice: Bool

  public init(store: any ProgressStore, words: String?, isPractice: Bool = false) {
    self.store = store
    self.words = words
    self.isPractice = isPractice
  }

  /// The record of a finished game. `foundAt` holds the seconds from the start to each hit.
  /// `shown`, when given, are the only items the player saw (a map quiz given up half way):
  /// the others are neither found nor missed.
  func record(
    of game: Game, found: Int, seconds: Double, foundAt: [Int: Double], endedAt: Double,
    hints: Int = 0, shown: Set<Int>? = nil
  ) -> GameRecord {
    GameRecord(
      gameID: game.id, words: words, question: game.question, isPractice: isPractice,
      endedAt: endedAt, found: found, total: game.items.count, seconds: seconds,
      answers: game.items.filter { shown?.contains($0.id) ?? true }.map { item in
        AnswerResult(
          key: AnswerResult.key(for: item), answer: item.answer, foundAt: foundAt[item.id])
      }, hints: hints > 0 ? hints : nil, timeLimit: TimeLimit(of: game))
  }
}
