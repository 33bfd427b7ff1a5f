/// What `quiz stats` shows, as values every front end renders: per game, the best and last
/// results, the trend, the answers missed most and the slowest ones.
public struct ProgressReport: Sendable, Hashable {
  public struct Entry: Sendable, Hashable {
    public let gameID: String
    /// Words that start it again; nil for a quiz from a URL or a file.
    public let words: String?
    public let question: String
    /// Games played, not counting practice rounds.
    public let played: Int
    public let practised: Int
    /// The best under the limit the last game was played under (`bestTimeLimit`): the one
    /// kept in the scores when there is one, else the best of the results kept.
    public let best: BestScore?
    /// The limit of `best`; nil before any game (practice rounds only).
    public let bestTimeLimit: TimeLimit?
    public let last: GameResult?
    /// The share found in each of the last games, oldest first, from 0 to 1.
    public let trend: [Double]
    /// Missed at least once, most missed first.
    public let mostMissed: [Answer]
    /// Found at least once, slowest average split first.
    public let slowest: [Answer]
    /// Answers a practice round would ask now (see `PracticeSchedule`).
    public let due: Int

    /// What an answer's misses count, in words that cannot be read the other way round:
    /// "missed 2 of 3 games". An answer is played in games and in the practice rounds that ask
    /// it, and the words say so once there were practice rounds.
    public func missedWords(_ answer: Answer) -> String {
      let plays = answer.missed + answer.found
      let games =
        practised > 0
        ? "games and practice rounds" : (plays == 1 ? "game" : "games")
      return "missed \(answer.missed) of \(plays) \(games)"
    }
  }

  public struct Answer: Sendable, Hashable {
    public let answer: String
    public let found: Int
    public let missed: Int
    /// Seconds after the hit before it, on average; nil when never found.
    public let averageSplit: Double?
    /// Its Leitner box (0: never missed).
    public let box: Int
  }

  /// Most recently played first.
  public let entries: [Entry]

  public static let trendLength = 12
  public static let listLength = 5

  public init(progress: [String: TopicProgress], scores: (any ScoreStore)?) {
    entries = progress.compactMap { id, topic -> (Entry, Double)? in
      let games = topic.gameResults
      guard let newest = topic.results.last else { return nil }
      let answers = topic.answers.values.map { answer in
        Answer(
          answer: answer.answer, found: answer.found, missed: answer.missed,
          averageSplit: answer.averageSplit, box: answer.box)
      }
      // Bests under other limits are not this one's to show.
      let limit = games.last?.limit(gameID: id)
      // A game given up with nothing found, or helped by hints, is played but is no best.
      let bestOfResults = games.filter { $0.canBeBest && $0.limit(gameID: id) == limit }
        .map(\.score).reduce(nil as BestScore?) { best, score in score.beats(best) ? score : best }
      let entry = Entry(
        gameID: id, words: topic.words, question: topic.question, played: games.count,
        practised: topic.results.count - games.count,
        best: limit.flatMap { scores?.bestScore(for: id, timeLimit: $0) } ?? bestOfResults,
        bestTimeLimit: limit, last: games.last,
        trend: games.suffix(Self.trendLength).map(\.fraction),
        mostMissed: Array(
          answers.filter { $0.missed > 0 }.sorted {
            ($0.missed, $1.found, $1.answer) > ($1.missed, $0.found, $0.answer)
          }.prefix(Self.listLength)),
        slowest: Array(
          answers.filter { $0.averageSplit != nil }.sorted {
            ($0.averageSplit ?? 0, $1.answer) > ($1.averageSplit ?? 0, $0.answer)
          }.prefix(Self.listLength)),
        due: topic.answers.values.count { PracticeSchedule.isDue($0, rounds: topic.rounds) })
      return (entry, newest.endedAt)
    }.sorted { ($0.1, $1.0.gameID) > ($1.1, $0.0.gameID) }.map(\.0)
  }
}
