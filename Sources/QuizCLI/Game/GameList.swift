import QuizEngine
import QuizGame

/// What `quiz play` with no topic shows: the games to pick from, with their limits and best
/// scores, and how to ask for others.
enum GameList {
  /// - Parameter command: what to type before a topic: `quiz play` in a shell, `play` in the
  ///   chat, nothing when asked for a game.
  static func text(
    scores: (any ScoreStore)?, style: TerminalStyle, command: String = "quiz play"
  ) -> String {
    let topics = GameTopic.suggestions
    let width = (topics.map(\.words.count).max() ?? 0) + 2
    let lead =
      command.isEmpty
      ? "Games to play: type one of"
      : "Games to play: \(style.bold("\(command) TOPIC")), where TOPIC is one of"
    var lines = [lead]
    for topic in topics {
      let padding = String(repeating: " ", count: width - topic.words.count)
      var line =
        "  \(topic.words)\(padding)\(topic.question), "
        + (topic.defaultTimeLimit > 0 ? GameLineMode.duration(topic.defaultTimeLimit) : "untimed")
      let limit = TimeLimit(topic.defaultTimeLimit)
      if let best = scores?.bestScore(for: topic.id, timeLimit: limit) {
        line += style.dim(" (best \(limit.words): \(best.words))")
      }
      lines.append(line)
    }
    lines.append(
      "or any region, subregion or continent (\"capitals of south america\", \"flags of the "
        + "caribbean\", \"countries and territories of oceania\"), or the letters names start "
        + "with. --from URL|FILE plays a quiz in the {\"question\", \"answer\"} JSON shape.")
    // Not a game of this list, but the other way to play on the map: said where players look.
    lines.append("The day's silhouette puzzle: quiz daily.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"games": [{"topic", "question", "time_limit", "best"}]}` on one line; `best` is the one
  /// kept for `time_limit`.
  static func json(scores: (any ScoreStore)?) -> String {
    let games = GameTopic.suggestions.map { topic -> JSONValue in
      let limit = TimeLimit(topic.defaultTimeLimit)
      let best = scores?.bestScore(for: topic.id, timeLimit: limit).map { best -> JSONValue in
        .object([
          ("found", .number(best.found)), ("total", .number(best.total)),
          ("seconds", .number(GameJSON.seconds(best.seconds))),
        ])
      }
      return .object([
        ("topic", .string(topic.words)), ("question", .string(topic.question)),
        ("time_limit", .number(Int(topic.defaultTimeLimit))), ("best", best ?? .null),
      ])
    }
    return JSONValue.object([("games", .array(games))]).serialized() + "\n"
  }
}
