import QuizDaily
import QuizEngine
import QuizGame
import QuizTUI

/// `quiz stats` in words and as JSON, from a `ProgressReport`.
struct StatsRenderer {
  let style: TerminalStyle
  /// Block characters for the sparkline; ASCII otherwise.
  let showsBlocks: Bool

  static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
  static let asciiLevels: [Character] = ["_", ".", "-", ":", "=", "+", "*", "#"]

  /// One character per game, its height the share found: a full block is every answer.
  static func sparkline(_ trend: [Double], blocks: Bool) -> String {
    let levels = blocks ? Self.blocks : Self.asciiLevels
    return String(
      trend.map { share in
        let level = Int((min(max(share.isFinite ? share : 0, 0), 1) * 7).rounded())
        return levels[level]
      })
  }

  /// - Parameter daily: the daily puzzle's record; shown when a day was played.
  func text(_ report: ProgressReport, daily: DailyRecord.Summary? = nil) -> String {
    let daily = daily.flatMap { $0.played > 0 ? $0 : nil }
    guard !report.entries.isEmpty || daily != nil else {
      return "No games played yet: quiz play world starts one, quiz play lists them all.\n"
    }
    var lines: [String] = []
    for entry in report.entries {
      if !lines.isEmpty { lines.append("") }
      lines += self.lines(entry)
    }
    if let daily {
      if !lines.isEmpty { lines.append("") }
      lines += self.lines(daily)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The daily record as Wordle shows it: played, solved, streaks, and a bar for each count of
  /// guesses, as long as its share of the most.
  private func lines(_ daily: DailyRecord.Summary) -> [String] {
    var lines = [
      style.bold("Daily silhouette"),
      "  \(daily.played) played · \(daily.solveRate)% solved · streak \(daily.currentStreak), "
        + "longest \(daily.longestStreak)",
      "  Guesses:",
    ]
    let counts = daily.guesses + [daily.lost]
    let most = max(1, counts.max() ?? 1)
    let block = showsBlocks ? "█" : "#"
    for (index, count) in counts.enumerated() {
      let label = index < daily.guesses.count ? String(index + 1) : "X"
      let length = count == 0 ? 0 : max(1, count * Self.barWidth / most)
      lines.append("    \(label) " + String(repeating: block, count: length) + " \(count)")
    }
    return lines
  }

  /// The longest bar of the daily distribution, in columns.
  static let barWidth = 20

  private func lines(_ entry: ProgressReport.Entry) -> [String] {
    var lines = [style.bold(TerminalSafeText.sanitize(entry.question, maxLength: 200))]
    var results: [String] = []
    if let best = entry.best, let limit = entry.bestTimeLimit {
      results.append(best.sentence(under: limit))
    }
    if let last = entry.last { results.append("last \(last.found) of \(last.total)") }
    var counts = entry.played == 1 ? "1 game" : "\(entry.played) games"
    if entry.practised > 0 {
      counts += entry.practised == 1 ? ", 1 practice round" : ", \(entry.practised) practice rounds"
    }
    results.append(counts)
    lines.append("  " + capitalized(results.joined(separator: " · ")))
    if !entry.trend.isEmpty {
      let count = entry.trend.count
      lines.append(
        "  Trend  " + Self.sparkline(entry.trend, blocks: showsBlocks)
          + style.dim("  share found in the last \(count == 1 ? "game" : "\(count) games")"))
    }
    // An answer a line, each number said with what it counts: "Bolivia (2 of 3)" read as
    // found as often as missed.
    if !entry.mostMissed.isEmpty {
      lines.append("  Missed most:")
      for answer in entry.mostMissed {
        lines.append("    \(safe(answer.answer)): " + style.yellow(entry.missedWords(answer)))
      }
    }
    let slowest = entry.slowest.compactMap { answer in
      answer.averageSplit.map { "    \(safe(answer.answer)): \(Self.seconds($0))" }
    }
    if !slowest.isEmpty {
      lines.append("  Slowest to find, on average after the answer before:")
      lines += slowest
    }
    if entry.due > 0, let words = entry.words {
      let count = entry.due == 1 ? "1 answer" : "\(entry.due) answers"
      lines.append(
        "  To practise: \(count) · "
          + style.cyan("quiz play --practice \(TerminalSafeText.sanitize(words))"))
    }
    return lines
  }

  /// `{"games": [{"game", "topic", "question", "played", "practised", "best", "last", "trend",
  /// "missed_most", "slowest", "due"}]}`, newest first; `topic` is null for a quiz from a URL.
  /// With a daily record where a day was played, `"daily": {"played", "solved", "solve_rate",
  /// "current_streak", "longest_streak", "guesses", "lost"}`, `guesses` counting the days
  /// solved in 1 to 6.
  static func json(_ report: ProgressReport, daily: DailyRecord.Summary? = nil) -> String {
    let games = report.entries.map { entry -> JSONValue in
      .object([
        ("game", .string(entry.gameID)),
        ("topic", entry.words.map(JSONValue.string) ?? .null),
        ("question", .string(entry.question)),
        ("played", .number(entry.played)),
        ("practised", .number(entry.practised)),
        ("best", entry.best.map { GameJSON.score($0, timeLimit: entry.bestTimeLimit) } ?? .null),
        ("last", entry.last.map { GameJSON.score($0.score) } ?? .null),
        ("trend", .array(entry.trend.map { .decimal($0) })),
        (
          "missed_most",
          .array(
            entry.mostMissed.map { answer in
              .object([
                ("answer", .string(answer.answer)), ("missed", .number(answer.missed)),
                ("found", .number(answer.found)), ("box", .number(answer.box)),
              ])
            })
        ),
        (
          "slowest",
          .array(
            entry.slowest.map { answer in
              .object([
                ("answer", .string(answer.answer)),
                ("average_split_seconds", answer.averageSplit.map { .decimal($0) } ?? .null),
              ])
            })
        ),
        ("due", .number(entry.due)),
      ])
    }
    var members: [(String, JSONValue)] = [("games", .array(games))]
    if let daily, daily.played > 0 {
      members.append(
        (
          "daily",
          .object([
            ("played", .number(daily.played)), ("solved", .number(daily.solved)),
            ("solve_rate", .number(daily.solveRate)),
            ("current_streak", .number(daily.currentStreak)),
            ("longest_streak", .number(daily.longestStreak)),
            ("guesses", .array(daily.guesses.map(JSONValue.number))),
            ("lost", .number(daily.lost)),
          ])
        ))
    }
    return JSONValue.object(members).serialized() + "\n"
  }

  /// "12s", "1:05".
  static func seconds(_ value: Double) -> String {
    let whole = Int(value.rounded())
    return whole < 60 ? "\(whole)s" : GameLineMode.clock(Double(whole))
  }

  private func safe(_ text: String) -> String { TerminalSafeText.sanitize(text, maxLength: 100) }

  private func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
