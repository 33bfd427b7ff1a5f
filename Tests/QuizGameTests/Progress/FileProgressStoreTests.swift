import Foundation
import QuizGame
import Testing

@Suite("FileProgressStore")
struct FileProgressStoreTests {
  @Test func resolve_usesXDGStateHome_elseHomesLocalState() {
    #expect(
      FileProgressStore.resolve(environment: ["XDG_STATE_HOME": "/s"])?.url.path
        == "/s/quiz/progress.json")
    #expect(
      FileProgressStore.resolve(environment: ["HOME": "/h"])?.url.path
        == "/h/.local/state/quiz/progress.json")
    #expect(FileProgressStore.resolve(environment: ["HOME": "relative"]) == nil)
  }

  @Test func record_thenLoad_givesTheProgressBack_inAFileOnlyItsOwnerCanRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "quiz/progress.json"))
    let game = makeGame(["France", "Niger"])
    let first = record(game, found: ["France"], endedAt: 10)

    try sut.record(first)
    try sut.record(record(game, found: ["Niger", "France"], endedAt: 20))

    let progress = try #require(FileProgressStore(url: sut.url).progress(for: "test"))
    #expect(progress.rounds == 2)
    #expect(progress.records.first == first)
    #expect(progress.answers["niger"]?.box == 2)
    let attributes = try FileManager.default.attributesOfItem(atPath: sut.url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: sut.url.deletingLastPathComponent().path)
    #expect(names.sorted() == [".progress.json.lock", "progress.json"])
  }

  @Test func gamesEndingTogether_inManyWriters_allKeepTheirResults() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appending(path: "quiz/progress.json")
    let writers = 24

    // A store each, as separate processes have: only the file lock orders them. Half the
    // writers play one game, so their read-change-write of one entry races too.
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      let game = Game(
        id: writer.isMultiple(of: 2) ? "shared" : "game-\(writer)", question: "q",
        items: [GameItem(id: 0, answer: "France", spellings: [])], timeLimit: nil)
      try? FileProgressStore(url: url).record(
        record(game, found: ["France"], endedAt: Double(writer)))
    }

    let progress = FileProgressStore(url: url).load()
    #expect(progress.count == writers / 2 + 1)
    #expect(progress["shared"]?.rounds == writers / 2)
    #expect(progress["shared"]?.answers["france"]?.found == writers / 2)
    for writer in stride(from: 1, to: writers, by: 2) {
      #expect(progress["game-\(writer)"]?.rounds == 1)
    }
  }

  @Test(arguments: [
    "", "not json", "[]", #"{"version": 3, "games": {}}"#, #"{"version": 1, "games": 3}"#,
  ])
  func aFileThatIsNotProgress_holdsNone_andIsKeptAsideByTheNextRecord(content: String) throws {
    try expectHoldsNone_andIsKeptAsideByTheNextRecord(content)
  }

  /// A file of `content` loads as no progress, and the next record keeps it aside whole.
  private func expectHoldsNone_andIsKeptAsideByTheNextRecord(
    _ content: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    try Data(content.utf8).write(to: sut.url)

    let before = sut.load()
    try sut.record(record(makeGame(["France"]), found: ["France"]))

    #expect(before.isEmpty, sourceLocation: sourceLocation)
    #expect(sut.progress(for: "test")?.rounds == 1, sourceLocation: sourceLocation)
    #expect(
      try Data(contentsOf: sut.url.appendingPathExtension("corrupt")) == Data(content.utf8),
      sourceLocation: sourceLocation)
  }

  @Test func aFileFromBeforeHintsWereCounted_isRead_andARecordKeepsItsHints() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    let older = #"""
      {"version": 1, "games": {"test": {"question": "q", "rounds": 1,
        "results": [{"found": 1, "total": 1, "seconds": 5, "endedAt": 1, "isPractice": false}],
        "records": [], "answers": {}}}}
      """#
    try Data(older.utf8).write(to: sut.url)
    let game = makeGame(["France"])
    let helped = record(game, found: ["France"], endedAt: 2)

    try sut.record(
      GameRecord(
        gameID: helped.gameID, words: helped.words, question: helped.question,
        isPractice: false, endedAt: 2, found: 1, total: 1, seconds: 1, answers: helped.answers,
        hints: 2))

    let progress = try #require(sut.progress(for: "test"))
    #expect(progress.results.map(\.hints) == [nil, 2])
    #expect(progress.records.last?.hints == 2)
  }

  @Test func eachResult_keepsItsTimeLimit_andOnesFromBeforeLimitsWereKept_haveNone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    let older = #"""
      {"version": 1, "games": {"test": {"question": "q", "rounds": 1,
        "results": [{"found": 1, "total": 1, "seconds": 5, "endedAt": 1, "isPractice": false}],
        "records": [], "answers": {}}}}
      """#
    try Data(older.utf8).write(to: sut.url)
    let game = makeGame(["France"])
    let played = record(game, found: ["France"], endedAt: 2)
    let limited = { (limit: TimeLimit) in
      GameRecord(
        gameID: played.gameID, words: played.words, question: played.question,
        isPractice: false, endedAt: 2, found: 1, total: 1, seconds: 1, answers: played.answers,
        timeLimit: limit)
    }

    try sut.record(limited(TimeLimit(60)))
    try sut.record(limited(.untimed))

    let progress = try #require(FileProgressStore(url: sut.url).progress(for: "test"))
    #expect(progress.results.map(\.timeLimit) == [nil, TimeLimit(60), .untimed])
    #expect(progress.records.map(\.timeLimit) == [TimeLimit(60), .untimed])
    let text = try String(contentsOf: sut.url, encoding: .utf8)
    #expect(text.contains(#""timeLimit":"- 60 0""#))
  }

  @Test func aGameWithNonsenseNumbers_isLeftOut() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    try sut.record(record(makeGame(["France"]), found: ["France"]))
    let text = try String(contentsOf: sut.url, encoding: .utf8)
      .replacingOccurrences(of: #""box":"0""#, with: #""box":"99""#)
    try Data(text.utf8).write(to: sut.url)

    #expect(sut.load().isEmpty)
  }

  @Test func aFileInVersion1_loadsAsItWas_andTheNextRecordWritesVersion2() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    let game = makeGame(["France", "Niger", "Chad"])
    let practice = record(game, found: ["Niger"], asked: ["Niger"], isPractice: true, endedAt: 3)
    let played = [
      record(game, found: ["France"], endedAt: 1), record(game, found: ["Chad", "France"]),
      practice,
    ].reduce(TopicProgress(words: "test", question: game.question)) { $0.recording($1) }
    let otherGame = Game(id: "other", question: "q", items: game.items, timeLimit: nil)
    let other = TopicProgress(words: nil, question: "q")
      .recording(record(otherGame, found: ["Chad"], endedAt: 2.5))
    try writeVersion1(["test": played, "other": other], to: sut.url)
    let next = record(game, found: ["Niger", "France", "Chad"], endedAt: 4)

    let loaded = sut.load()
    try sut.record(next)

    #expect(loaded == ["test": played, "other": other])
    #expect(sut.load() == ["test": played.recording(next), "other": other])
    #expect(try fileVersion(sut.url) == 2)
    #expect(!FileManager.default.fileExists(atPath: sut.url.path + ".corrupt"))
  }

  /// Times kept to the millisecond, as the file keeps them.
  @Test func everythingRecorded_comesBackAsRecorded_asInMemory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    let memory = InMemoryProgressStore()
    let game = makeGame(["France", "Niger", "Chad"])
    let helped = record(game, found: ["Chad"], endedAt: 5)
    let records = [
      record(game, found: ["France"], endedAt: 1),
      GameRecord(
        gameID: "test", words: nil, question: "Name them", isPractice: false, endedAt: 2.25,
        found: 2, total: 3, seconds: 17.125,
        answers: [
          AnswerResult(key: "france", answer: "France", foundAt: 0.3),
          AnswerResult(key: "niger", answer: "Niger", foundAt: nil),
          AnswerResult(key: "chad", answer: "Chad", foundAt: 1e-3),
        ], hints: 2),
      record(game, found: ["Niger"], asked: ["Niger"], isPractice: true, endedAt: 3),
      // The same answer shown under another name: the record keeps the name it showed.
      GameRecord(
        gameID: "test", words: "test", question: "Name them again", isPractice: false,
        endedAt: 4, found: 0, total: 1, seconds: 9,
        answers: [AnswerResult(key: "chad", answer: "Tchad", foundAt: nil)]),
      GameRecord(
        gameID: helped.gameID, words: helped.words, question: helped.question, isPractice: false,
        endedAt: 5, found: 1, total: 3, seconds: 2, answers: helped.answers, hints: 1),
      record(makeGame(["Peru"]), found: ["Peru"], endedAt: 6),
    ]
    let other = GameRecord(
      gameID: "capitals:africa", words: "capitals of africa", question: "Capitals?",
      isPractice: false, endedAt: 7, found: 0, total: 0, seconds: 0, answers: [])

    for record in records + [other] {
      try sut.record(record)
      try memory.record(record)
    }

    #expect(FileProgressStore(url: sut.url).load() == memory.load())
    #expect(sut.progress(for: "test")?.records.count == TopicProgress.recordsKept)
    #expect(try fileVersion(sut.url) == 2)
  }

  @Test func times_areKeptToTheMillisecond() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))

    try sut.record(
      GameRecord(
        gameID: "test", words: "test", question: "q", isPractice: false,
        endedAt: 1_767_225_600.123_456_7, found: 2, total: 3, seconds: 899.987_6,
        answers: [
          AnswerResult(key: "a", answer: "A", foundAt: 12.345_678_9),
          AnswerResult(key: "b", answer: "B", foundAt: 12.4),
          AnswerResult(key: "c", answer: "C", foundAt: nil),
        ]))

    let progress = try #require(sut.progress(for: "test"))
    #expect(progress.results.map(\.seconds) == [899.988])
    #expect(progress.results.map(\.endedAt) == [1_767_225_600.123])
    #expect(progress.records.first?.answers.map(\.foundAt) == [12.346, 12.4, nil])
    #expect(progress.records.first?.seconds == 899.988)
    #expect(progress.answers["a"]?.splitSeconds == 12.346)
    #expect(progress.answers["b"]?.splitSeconds == 0.054)
  }

  @Test func aVersion2FileWithNumbersWrittenOtherwise_isRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    let written = #"""
      {"version": 2, "games": {"test": {"words": "test", "question": "q", "rounds": 2,
        "answers": {"key": ["b", "a"], "answer": ["B", "A"], "found": " 1  2 ", "missed": "1 0",
          "box": "1 0", "lastRound": "2 2", "splits": "1 2", "splitSeconds": "1e1 0.1234567"},
        "results": {"found": "1 2", "total": "2 2", "seconds": "3.5 60",
          "endedAt": "1767225600 1767225700.25", "isPractice": "0 1", "hints": "- 2"},
        "records": [{"question": "q", "isPractice": true, "endedAt": 1767225700.25, "found": 2,
          "total": 2, "seconds": 60, "rows": "1 0", "foundAt": "0.05 -",
          "renamed": {"0": "Bee"}}]}}}
      """#
    try Data(written.utf8).write(to: sut.url)

    let progress = try #require(sut.progress(for: "test"))

    #expect(progress.answers["a"]?.splitSeconds == 0.123_456_7)
    #expect(progress.answers["b"]?.splitSeconds == 10)
    #expect(progress.answers["a"]?.found == 2)
    #expect(progress.results.map(\.hints) == [nil, 2])
    #expect(progress.results.map(\.isPractice) == [false, true])
    #expect(
      progress.records.first?.answers == [
        AnswerResult(key: "a", answer: "A", foundAt: 0.05),
        AnswerResult(key: "b", answer: "Bee", foundAt: nil),
      ])
    #expect(progress.records.first?.gameID == "test")
  }

  @Test func twentyGamesOf195Answers_keepTheFileUnder64KB() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    let names = (0..<195).map { "Country number \($0)" }
    let game = Game(
      id: "world", question: "Name every country of the world",
      items: names.enumerated().map { position, name in
        GameItem(id: position, answer: name, spellings: [name], code: "C\(position)")
      }, timeLimit: 900)

    for number in 0..<20 {
      // Two in three found, each at a time with every digit a clock gives.
      let found = names.enumerated().filter { ($0.offset + number) % 3 != 0 }.map(\.element)
      let played = record(game, found: found, endedAt: 1_767_225_600 + Double(number))
      try sut.record(
        GameRecord(
          gameID: played.gameID, words: played.words, question: played.question,
          isPractice: false, endedAt: played.endedAt, found: played.found, total: played.total,
          seconds: 899.987654321,
          answers: played.answers.map { answer in
            AnswerResult(
              key: answer.key, answer: answer.answer,
              foundAt: answer.foundAt.map { $0 * 4.123456789012345 })
          }))
    }

    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: sut.url.path)[.size] as? NSNumber)
    #expect(size.intValue <= 64 << 10)
    #expect(sut.progress(for: "world")?.rounds == 20)
  }

  @Test(arguments: [
    // Columns of different lengths.
    version2(answers: #"{"key": ["a"], "answer": ["A"], "found": "1 2", "missed": "0","#),
    version2(results: #"{"found": "1", "total": "", "seconds": "1", "endedAt": "1","#),
    // A key twice.
    #"{"version": 2, "games": {"test": {"question": "q", "rounds": 1, "records": [],"#
      + #""answers": {"key": ["a", "a"], "answer": ["A", "A"], "found": "1 1", "missed": "0 0","#
      + #""box": "0 0", "lastRound": "1 1", "splits": "1 1", "splitSeconds": "1 1"},"#
      + #""results": {"found": "", "total": "", "seconds": "", "endedAt": "", "isPractice": ""}}}}"#,
    // A number that is none, or not a number.
    version2(answers: #"{"key": ["a"], "answer": ["A"], "found": "-", "missed": "0","#),
    version2(answers: #"{"key": ["a"], "answer": ["A"], "found": "1.5", "missed": "0","#),
    version2(answers: #"{"key": ["a"], "answer": ["A"], "found": "x", "missed": "0","#),
    version2(
      answers: #"{"key": ["a"], "answer": ["A"], "found": "99999999999999999999", "missed": "0","#),
    // A record's row that is not there, and a record without a time for each answer.
    version2(
      records: #"[{"question": "q", "isPractice": false, "endedAt": 1, "found": 0,"#
        + #""total": 1, "seconds": 1, "rows": "3", "foundAt": "-"}]"#),
    version2(
      records: #"[{"question": "q", "isPractice": false, "endedAt": 1, "found": 0,"#
        + #""total": 1, "seconds": 1, "rows": "0", "foundAt": "1 2"}]"#),
  ])
  func aVersion2FileThatDoesNotHoldTogether_holdsNone_andIsKeptAside(content: String) throws {
    try expectHoldsNone_andIsKeptAsideByTheNextRecord(content)
  }

  @Test func theSoundVersion2File_theCasesBelowDamage_isRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    try Data(Self.version2().utf8).write(to: sut.url)

    let progress = sut.progress(for: "test")

    #expect(progress?.answers["a"]?.found == 1)
    #expect(progress?.results.count == 1)
  }

  @Test func aGameWithNonsenseNumbers_isKeptInTheFile_whenAnotherGameIsRecorded() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    let game = makeGame(["France"])
    let nonsense = TopicProgress(
      words: "test", question: "q", rounds: -1, answers: ["france": AnswerProgress(answer: "F")])
    try writeVersion1(["test": nonsense], to: sut.url)
    let other = Game(id: "other", question: "q", items: game.items, timeLimit: nil)

    try sut.record(record(other, found: ["France"]))

    #expect(sut.load().keys.sorted() == ["other"])
    let text = try String(contentsOf: sut.url, encoding: .utf8)
    #expect(text.contains(#""rounds":-1"#))
    #expect(!FileManager.default.fileExists(atPath: sut.url.path + ".corrupt"))
  }

  @Test func recordingAGameWithNonsenseNumbers_startsItAfresh_andKeepsTheFileAside() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    let nonsense = TopicProgress(words: "test", question: "q", rounds: -1)
    try writeVersion1(["test": nonsense], to: sut.url)
    let written = try Data(contentsOf: sut.url)

    try sut.record(record(makeGame(["France"]), found: ["France"]))

    #expect(sut.progress(for: "test")?.rounds == 1)
    #expect(try Data(contentsOf: sut.url.appendingPathExtension("corrupt")) == written)
  }

  @Test func record_throws_whenTheFolderCannotBeMade() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.url.appending(path: "file")
    try Data("x".utf8).write(to: blocker)
    let sut = FileProgressStore(url: blocker.appending(path: "quiz/progress.json"))

    #expect(throws: FileProgressStore.Error.cannotWrite) {
      try sut.record(record(makeGame(["France"]), found: []))
    }
  }

  // MARK: - Helpers

  /// A file in version 1, as quiz wrote it: `TopicProgress` in its own Codable shape.
  private func writeVersion1(_ games: [String: TopicProgress], to url: URL) throws {
    struct Version1: Encodable {
      let version = 1
      let games: [String: TopicProgress]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(Version1(games: games)).write(to: url)
  }

  /// A file in version 2 of one game, sound but for what is given: `answers` and `results`
  /// are their objects' first fields, and the rest follows.
  private static func version2(
    answers: String = #"{"key": ["a"], "answer": ["A"], "found": "1", "missed": "0","#,
    results: String = #"{"found": "1", "total": "1", "seconds": "1", "endedAt": "1","#,
    records: String = "[]"
  ) -> String {
    #"{"version": 2, "games": {"test": {"question": "q", "rounds": 1, "answers": "#
      + answers + #""box": "0", "lastRound": "1", "splits": "1", "splitSeconds": "1"},"#
      + #""results": "# + results + #""isPractice": "0"}, "records": "# + records + "}}}"
  }

  private func fileVersion(_ url: URL) throws -> Int? {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return (object as? [String: Any])?["version"] as? Int
  }
}
