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
    "", "not json", "[]", #"{"version": 2, "games": {}}"#, #"{"version": 1, "games": 3}"#,
  ])
  func aFileThatIsNotProgress_holdsNone_andIsKeptAsideByTheNextRecord(content: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    try Data(content.utf8).write(to: sut.url)

    let before = sut.load()
    try sut.record(record(makeGame(["France"]), found: ["France"]))

    #expect(before.isEmpty)
    #expect(sut.progress(for: "test")?.rounds == 1)
    #expect(try Data(contentsOf: sut.url.appendingPathExtension("corrupt")) == Data(content.utf8))
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

  @Test func aGameWithNonsenseNumbers_isLeftOut() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileProgressStore(url: directory.url.appending(path: "progress.json"))
    try sut.record(record(makeGame(["France"]), found: ["France"]))
    let text = try String(contentsOf: sut.url, encoding: .utf8)
      .replacingOccurrences(of: #""box":0"#, with: #""box":99"#)
    try Data(text.utf8).write(to: sut.url)

    #expect(sut.load().isEmpty)
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
}
