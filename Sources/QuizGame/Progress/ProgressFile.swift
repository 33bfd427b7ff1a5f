import QuizStorage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What progress.json holds: every game's progress, by `Game.id`. Written in version 2, a
/// game's answers and results as columns; version 1, an object for every answer of every
/// record, is still read, and the next record writes it again as version 2.
///
/// Version 2:
///
///     {"version": 2, "games": {"world": {"words": "world", "question": "…", "rounds": 3,
///       "answers": {"key": ["FR", "NE", …], "answer": ["France", "Niger", …],
///                   "found": "3 1 …", "missed": "0 2 …", "box": "0 1 …",
///                   "lastRound": "3 3 …", "splits": "3 1 …", "splitSeconds": "20.5 4.25 …"},
///       "results": {"found": "150 …", "total": "195 …", "seconds": "900 …",
///                   "endedAt": "1767225600.5 …", "isPractice": "0 …", "hints": "- 3 …",
///                   "timeLimit": "900 0 - …"},
///       "records": [{"words": "world", "question": "…", "isPractice": false, "found": 150,
///                    "total": 195, "seconds": 900, "endedAt": 1767225600.5,
///                    "rows": "0 1 …", "foundAt": "12.5 - …"}, …]}}}
///
/// A row of `answers` is one answer's history. A column of numbers is one text, the numbers
/// apart by a space and `-` for none; times are seconds to the millisecond (`NumberText`). A
/// record names its answers by row, in grid order, each found `foundAt` seconds from the start
/// or missed (`-`); without `rows`, its answers are the first rows in order, as those of the
/// newest record are. `isPractice` is 1 or 0. `timeLimit` is the limit played under in whole
/// seconds, `0` untimed and `-` for a result kept before limits were (left out when every one
/// was), on a record too. `hints` is there only when hints were asked for;
/// `renamed`, on a record, only for an answer it showed otherwise than its row does now (the
/// row's number, as text, to the name).
///
/// Why columns, numbers as text, and containers walked by hand: version 1 spelt every field's
/// name for every answer of every kept game, and JSONDecoder and JSONEncoder take each value of
/// a `Codable` type through generic code, looking its conformances up at run time the first
/// time. After 20 world games, loading the file at a game's start and recording the game at its
/// end cost 35 M and 63 M instructions in version 1 (see the Performance article).
struct ProgressFile: Codable, Sendable {
  static let version = 2
  var games: [String: TopicProgress]

  init(games: [String: TopicProgress]) {
    self.games = games
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    switch try container.version(forKey: .version, readable: 1...Self.version) {
    case 1:
      games = try container.decode([String: TopicProgress].self, forKey: .games)
    default:
      let topics = try container.nestedContainer(keyedBy: Key.self, forKey: .games)
      var games: [String: TopicProgress] = [:]
      for id in topics.allKeys {
        games[id.stringValue] = try Topic(
          from: topics.nestedContainer(keyedBy: Key.self, forKey: id)
        )
        .progress(gameID: id.stringValue)
      }
      self.games = games
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(Self.version, forKey: .version)
    var topics = container.nestedContainer(keyedBy: Key.self, forKey: .games)
    for (id, progress) in games {
      var topic = topics.nestedContainer(keyedBy: Key.self, forKey: Key(id))
      try Topic(progress).encode(to: &topic)
    }
  }

  /// Every key of the file, one type for all: each `Codable` type met costs JSONDecoder
  /// run-time lookups the first time.
  struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static let version = Key("version")
    static let games = Key("games")
  }

  /// Thrown for columns of different lengths, a key twice, a row that is not there or a
  /// number that is not one: the file is then not progress, and is kept aside.
  struct Inconsistent: Error {}

  /// One game in version 2.
  struct Topic {
    var words: String?
    var question: String
    var rounds: Int
    var answers: Answers
    var results: Results
    var records: [Record]

    init(_ progress: TopicProgress) {
      words = progress.words
      question = progress.question
      rounds = progress.rounds
      // The newest record's answers first, in its order, so that its rows go without saying;
      // then older records' new ones, and the rest in key order: the same progress makes the
      // same file. A record's answer without a row of its own (only a hand-edited file could
      // hold one) gets an empty one, which no report, comparison or practice round counts.
      var keys: [String] = []
      var rows: [AnswerProgress] = []
      var rowOfKey: [String: Int] = [:]
      keys.reserveCapacity(progress.answers.count)
      rows.reserveCapacity(progress.answers.count)
      rowOfKey.reserveCapacity(progress.answers.count)
      for record in progress.records.reversed() {
        for answer in record.answers where rowOfKey[answer.key] == nil {
          rowOfKey[answer.key] = keys.count
          keys.append(answer.key)
          rows.append(progress.answers[answer.key] ?? AnswerProgress(answer: answer.answer))
        }
      }
      if rowOfKey.count < progress.answers.count {
        for (key, row) in progress.answers.filter({ rowOfKey[$0.key] == nil })
          .sorted(by: { $0.key < $1.key })
        {
          rowOfKey[key] = keys.count
          keys.append(key)
          rows.append(row)
        }
      }
      let answers = Answers(keys: keys, rows: rows)
      self.answers = answers
      results = Results(progress.results)
      records = progress.records.map { record in
        Record(record, rowOfKey: rowOfKey, names: answers.answer)
      }
    }

    init(from container: KeyedDecodingContainer<Key>) throws {
      words = try container.decodeIfPresent(String.self, forKey: Key("words"))
      question = try container.decode(String.self, forKey: Key("question"))
      rounds = try container.decode(Int.self, forKey: Key("rounds"))
      answers = try Answers(
        from: container.nestedContainer(keyedBy: Key.self, forKey: Key("answers")))
      results = try Results(
        from: container.nestedContainer(keyedBy: Key.self, forKey: Key("results")))
      var list = try container.nestedUnkeyedContainer(forKey: Key("records"))
      var records: [Record] = []
      while !list.isAtEnd {
        records.append(try Record(from: list.nestedContainer(keyedBy: Key.self)))
      }
      self.records = records
    }

    func encode(to container: inout KeyedEncodingContainer<Key>) throws {
      try container.encodeIfPresent(words, forKey: Key("words"))
      try container.encode(question, forKey: Key("question"))
      try container.encode(rounds, forKey: Key("rounds"))
      var answers = container.nestedContainer(keyedBy: Key.self, forKey: Key("answers"))
      try self.answers.encode(to: &answers)
      var results = container.nestedContainer(keyedBy: Key.self, forKey: Key("results"))
      try self.results.encode(to: &results)
      var list = container.nestedUnkeyedContainer(forKey: Key("records"))
      for record in records {
        var entry = list.nestedContainer(keyedBy: Key.self)
        try record.encode(to: &entry)
      }
    }

    func progress(gameID: String) throws -> TopicProgress {
      let rows = try answers.rows()
      var byKey: [String: AnswerProgress] = [:]
      byKey.reserveCapacity(rows.count)
      for (key, answer) in zip(answers.key, rows) {
        guard byKey.updateValue(answer, forKey: key) == nil else { throw Inconsistent() }
      }
      return TopicProgress(
        words: words, question: question, rounds: rounds, results: try results.results(),
        records: try records.map { record in
          try record.record(gameID: gameID, keys: answers.key, names: answers.answer)
        },
        answers: byKey)
    }
  }

  /// Each answer's history, a column a field, a row an answer.
  struct Answers {
    var key: [String]
    var answer: [String]
    var found: NumberText
    var missed: NumberText
    var splitSeconds: NumberText
    var splits: NumberText
    var box: NumberText
    var lastRound: NumberText

    init(keys: [String], rows: [AnswerProgress]) {
      key = keys
      answer = rows.map(\.answer)
      found = NumberText(integers: rows.map(\.found))
      missed = NumberText(integers: rows.map(\.missed))
      splitSeconds = NumberText(seconds: rows.map(\.splitSeconds))
      splits = NumberText(integers: rows.map(\.splits))
      box = NumberText(integers: rows.map(\.box))
      lastRound = NumberText(integers: rows.map(\.lastRound))
    }

    init(from container: KeyedDecodingContainer<Key>) throws {
      key = try Self.texts(container, Key("key"))
      answer = try Self.texts(container, Key("answer"))
      found = try NumberText(container, Key("found"))
      missed = try NumberText(container, Key("missed"))
      splitSeconds = try NumberText(container, Key("splitSeconds"))
      splits = try NumberText(container, Key("splits"))
      box = try NumberText(container, Key("box"))
      lastRound = try NumberText(container, Key("lastRound"))
    }

    func encode(to container: inout KeyedEncodingContainer<Key>) throws {
      try Self.encode(key, to: &container, Key("key"))
      try Self.encode(answer, to: &container, Key("answer"))
      try found.encode(to: &container, Key("found"))
      try missed.encode(to: &container, Key("missed"))
      try splitSeconds.encode(to: &container, Key("splitSeconds"))
      try splits.encode(to: &container, Key("splits"))
      try box.encode(to: &container, Key("box"))
      try lastRound.encode(to: &container, Key("lastRound"))
    }

    private static func texts(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws
      -> [String]
    {
      var list = try container.nestedUnkeyedContainer(forKey: key)
      var texts: [String] = []
      texts.reserveCapacity(list.count ?? 0)
      while !list.isAtEnd { texts.append(try list.decode(String.self)) }
      return texts
    }

    private static func encode(
      _ texts: [String], to container: inout KeyedEncodingContainer<Key>, _ key: Key
    ) throws {
      var list = container.nestedUnkeyedContainer(forKey: key)
      for text in texts { try list.encode(text) }
    }

    /// The rows, in the order of `key`.
    func rows() throws -> [AnswerProgress] {
      let count = key.count
      guard answer.count == count else { throw Inconsistent() }
      let found = try found.integers(count: count)
      let missed = try missed.integers(count: count)
      let splitSeconds = try splitSeconds.seconds(count: count)
      let splits = try splits.integers(count: count)
      let box = try box.integers(count: count)
      let lastRound = try lastRound.integers(count: count)
      return (0..<count).map { row in
        AnswerProgress(
          answer: answer[row], found: found[row], missed: missed[row],
          splitSeconds: splitSeconds[row], splits: splits[row], box: box[row],
          lastRound: lastRound[row])
      }
    }
  }

  /// The results kept for the trend, a column a field, oldest first.
  struct Results {
    var found: NumberText
    var total: NumberText
    var seconds: NumberText
    var endedAt: NumberText
    var isPractice: NumberText
    /// Left out when no result had hints.
    var hints: NumberText?
    /// Left out when no result knew its limit.
    var timeLimit: NumberText?

    init(_ results: [GameResult]) {
      found = NumberText(integers: results.map(\.found))
      total = NumberText(integers: results.map(\.total))
      seconds = NumberText(seconds: results.map(\.seconds))
      endedAt = NumberText(seconds: results.map(\.endedAt))
      isPractice = NumberText(integers: results.map { $0.isPractice ? 1 : 0 })
      hints =
        results.contains { $0.hints != nil } ? NumberText(integers: results.map(\.hints)) : nil
      timeLimit =
        results.contains { $0.timeLimit != nil }
        ? NumberText(integers: results.map { $0.timeLimit.map(Self.number) }) : nil
    }

    /// A limit as the file keeps it: its seconds, `0` for untimed.
    static func number(_ limit: TimeLimit) -> Int { limit.seconds ?? 0 }

    static func limit(_ number: Int) -> TimeLimit { TimeLimit(TimeInterval(number)) }

    init(from container: KeyedDecodingContainer<Key>) throws {
      found = try NumberText(container, Key("found"))
      total = try NumberText(container, Key("total"))
      seconds = try NumberText(container, Key("seconds"))
      endedAt = try NumberText(container, Key("endedAt"))
      isPractice = try NumberText(container, Key("isPractice"))
      hints = try container.contains(Key("hints")) ? NumberText(container, Key("hints")) : nil
      timeLimit =
        try container.contains(Key("timeLimit")) ? NumberText(container, Key("timeLimit")) : nil
    }

    func encode(to container: inout KeyedEncodingContainer<Key>) throws {
      try found.encode(to: &container, Key("found"))
      try total.encode(to: &container, Key("total"))
      try seconds.encode(to: &container, Key("seconds"))
      try endedAt.encode(to: &container, Key("endedAt"))
      try isPractice.encode(to: &container, Key("isPractice"))
      try hints?.encode(to: &container, Key("hints"))
      try timeLimit?.encode(to: &container, Key("timeLimit"))
    }

    func results() throws -> [GameResult] {
      let found = try found.integers()
      let count = found.count
      let total = try total.integers(count: count)
      let seconds = try seconds.seconds(count: count)
      let endedAt = try endedAt.seconds(count: count)
      let isPractice = try isPractice.integers(count: count)
      let hints = try hints?.optionalIntegers(count: count)
      let limits = try timeLimit?.optionalIntegers(count: count)
      return (0..<count).map { index in
        GameResult(
          found: found[index], total: total[index], seconds: seconds[index],
          endedAt: endedAt[index], isPractice: isPractice[index] != 0, hints: hints?[index],
          timeLimit: limits?[index].map(Self.limit))
      }
    }
  }

  /// A game kept answer by answer: its result, and its answers as rows of `Answers`.
  struct Record {
    var words: String?
    var question: String
    /// Written with its times to the millisecond and its limit in whole seconds, `0` untimed
    /// (left out in records made before limits were kept).
    var result: GameResult
    /// Left out when the answers are the first rows, in order.
    var rows: NumberText?
    var foundAt: NumberText
    /// The names this game showed otherwise than its rows do now, by row (as text: JSON's keys
    /// are text); left out when none.
    var renamed: [String: String]?

    init(_ record: GameRecord, rowOfKey: [String: Int], names: [String]) {
      words = record.words
      question = record.question
      result = record.result
      let rows = record.answers.map { rowOfKey[$0.key] ?? 0 }
      let inOrder = rows.enumerated().allSatisfy { $0.offset == $0.element }
      self.rows = inOrder ? nil : NumberText(integers: rows)
      foundAt = NumberText(seconds: record.answers.map(\.foundAt))
      var renamed: [String: String] = [:]
      for (answer, row) in zip(record.answers, rows) where names[row] != answer.answer {
        renamed[String(row)] = answer.answer
      }
      self.renamed = renamed.isEmpty ? nil : renamed
    }

    init(from container: KeyedDecodingContainer<Key>) throws {
      words = try container.decodeIfPresent(String.self, forKey: Key("words"))
      question = try container.decode(String.self, forKey: Key("question"))
      result = GameResult(
        found: try container.decode(Int.self, forKey: Key("found")),
        total: try container.decode(Int.self, forKey: Key("total")),
        seconds: try container.decode(Double.self, forKey: Key("seconds")),
        endedAt: try container.decode(Double.self, forKey: Key("endedAt")),
        isPractice: try container.decode(Bool.self, forKey: Key("isPractice")),
        hints: try container.decodeIfPresent(Int.self, forKey: Key("hints")),
        timeLimit: try container.decodeIfPresent(Int.self, forKey: Key("timeLimit"))
          .map(Results.limit))
      rows = try container.contains(Key("rows")) ? NumberText(container, Key("rows")) : nil
      foundAt = try NumberText(container, Key("foundAt"))
      if container.contains(Key("renamed")) {
        let names = try container.nestedContainer(keyedBy: Key.self, forKey: Key("renamed"))
        var renamed: [String: String] = [:]
        for row in names.allKeys {
          renamed[row.stringValue] = try names.decode(String.self, forKey: row)
        }
        self.renamed = renamed
      } else {
        renamed = nil
      }
    }

    func encode(to container: inout KeyedEncodingContainer<Key>) throws {
      try container.encodeIfPresent(words, forKey: Key("words"))
      try container.encode(question, forKey: Key("question"))
      try container.encode(result.found, forKey: Key("found"))
      try container.encode(result.total, forKey: Key("total"))
      try container.encode(NumberText.milliseconds(result.seconds), forKey: Key("seconds"))
      try container.encode(NumberText.milliseconds(result.endedAt), forKey: Key("endedAt"))
      try container.encode(result.isPractice, forKey: Key("isPractice"))
      try container.encodeIfPresent(result.hints, forKey: Key("hints"))
      try container.encodeIfPresent(result.timeLimit.map(Results.number), forKey: Key("timeLimit"))
      try rows?.encode(to: &container, Key("rows"))
      try foundAt.encode(to: &container, Key("foundAt"))
      if let renamed {
        var names = container.nestedContainer(keyedBy: Key.self, forKey: Key("renamed"))
        for (row, name) in renamed { try names.encode(name, forKey: Key(row)) }
      }
    }

    func record(gameID: String, keys: [String], names: [String]) throws -> GameRecord {
      let foundAt: [Double?]
      let rows: [Int]
      if let written = self.rows {
        rows = try written.integers()
        foundAt = try self.foundAt.optionalSeconds(count: rows.count)
      } else {
        foundAt = try self.foundAt.optionalSeconds(count: nil)
        rows = Array(0..<foundAt.count)
      }
      guard rows.allSatisfy(keys.indices.contains) else { throw Inconsistent() }
      return GameRecord(
        gameID: gameID, words: words, question: question, result: result,
        answers: zip(rows, foundAt).map { row, foundAt in
          AnswerResult(
            key: keys[row], answer: renamed?[String(row)] ?? names[row], foundAt: foundAt)
        })
    }
  }
}
