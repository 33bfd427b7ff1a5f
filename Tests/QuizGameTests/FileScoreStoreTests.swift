import Foundation
import QuizGame
import Testing

@Suite("FileScoreStore")
struct FileScoreStoreTests {
  @Test func resolve_usesXDGStateHome_elseHomesLocalState() throws {
    let xdg = FileScoreStore.resolve(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
    let home = FileScoreStore.resolve(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
    let none = FileScoreStore.resolve(environment: ["HOME": "relative"])

    #expect(xdg?.url.path == "/s/quiz/scores.json")
    #expect(home?.url.path == "/h/.local/state/quiz/scores.json")
    #expect(none == nil)
  }

  @Test func save_thenRead_givesTheScoreBack_perGameAndTimeLimit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "state/quiz/scores.json"))
    let timed = BestScore(found: 150, total: 195, seconds: 900)
    let untimed = BestScore(found: 120, total: 195, seconds: 2000)

    try sut.save(timed, for: "world", timeLimit: TimeLimit(900))
    try sut.save(untimed, for: "world", timeLimit: .untimed)
    try sut.save(
      BestScore(found: 12, total: 12, seconds: 61.5), for: "flags", timeLimit: fiveMinutes)

    let reread = FileScoreStore(url: sut.url)
    #expect(reread.bestScore(for: "world", timeLimit: TimeLimit(900)) == timed)
    #expect(reread.bestScore(for: "world", timeLimit: .untimed) == untimed)
    #expect(reread.bestScore(for: "world", timeLimit: TimeLimit(60)) == nil)
    #expect(reread.bestScores(for: "world") == [TimeLimit(900): timed, .untimed: untimed])
    #expect(
      reread.bestScore(for: "flags", timeLimit: fiveMinutes)
        == BestScore(found: 12, total: 12, seconds: 61.5))
    #expect(reread.bestScore(for: "capitals:europe", timeLimit: fiveMinutes) == nil)
  }

  @Test func aBestUnderOneLimit_isNeverComparedWithAnother() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))

    try sut.save(BestScore(found: 7, total: 12, seconds: 60), for: "test", timeLimit: TimeLimit(60))
    try sut.save(BestScore(found: 3, total: 12, seconds: 90), for: "test", timeLimit: .untimed)

    #expect(sut.bestScore(for: "test", timeLimit: .untimed)?.found == 3)
    #expect(sut.bestScore(for: "test", timeLimit: TimeLimit(60))?.found == 7)
  }

  @Test func aVersion1File_isRead_eachBestUnderItsGamesUsualLimitWhenItsTimeFits_elseUntimed()
    throws
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))
    try Data(
      #"""
      {"version": 1, "scores": {
        "world": {"found": 150, "total": 195, "seconds": 900},
        "flags:world": {"found": 100, "total": 195, "seconds": 1200},
        "capitals:africa": {"found": 31, "total": 54, "seconds": 300},
        "countries:europe": {"found": 44, "total": 44, "seconds": 301.5},
        "from:planets.json": {"found": 8, "total": 8, "seconds": 20}}}
      """#.utf8
    ).write(to: sut.url)

    let scores = sut.load()

    #expect(scores["world"].map { Array($0.keys) } == [TimeLimit(900)])
    #expect(scores["flags:world"].map { Array($0.keys) } == [.untimed])
    #expect(scores["capitals:africa"]?[fiveMinutes]?.found == 31)
    #expect(scores["countries:europe"].map { Array($0.keys) } == [.untimed])
    #expect(scores["from:planets.json"]?[fiveMinutes]?.found == 8)
  }

  @Test func aVersion1File_isWrittenAgainAsVersion2_byTheNextSave_keepingEveryBest() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))
    try Data(
      #"{"version": 1, "scores": {"world": {"found": 150, "total": 195, "seconds": 900}}}"#.utf8
    )
    .write(to: sut.url)

    try sut.save(BestScore(found: 2, total: 2, seconds: 5), for: "test", timeLimit: .untimed)

    let text = try String(contentsOf: sut.url, encoding: .utf8)
    #expect(text.contains(#""version":2"#))
    #expect(text.contains(#""world":{"900":{"found":150,"seconds":900,"total":195}}"#))
    #expect(text.contains(#""test":{"untimed":{"found":2,"seconds":5,"total":2}}"#))
    #expect(!FileManager.default.fileExists(atPath: sut.url.path + ".corrupt"))
  }

  @Test(arguments: [
    #"{"version": 2, "scores": {"world": {"five minutes": {"found": 1, "total": 2, "seconds": 3}}}}"#,
    #"{"version": 2, "scores": {"world": {"-5": {"found": 1, "total": 2, "seconds": 3}}}}"#,
    #"{"version": 2, "scores": {"world": {"300": {"found": 1, "total": 2, "seconds": 3}, "0300": {"found": 2, "total": 2, "seconds": 3}}}}"#,
  ])
  func aLimitThatIsNotOne_makesTheFileNoScores_keptAsideByTheNextSave(content: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))
    try Data(content.utf8).write(to: sut.url)

    let before = sut.bestScores(for: "world")
    try sut.save(BestScore(found: 1, total: 1, seconds: 1), for: "test", timeLimit: fiveMinutes)

    #expect(before.isEmpty)
    #expect(
      try String(contentsOf: sut.url.appendingPathExtension("corrupt"), encoding: .utf8) == content)
  }

  @Test func save_writesAFileOnlyItsOwnerCanRead_andLeavesNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "quiz/scores.json"))

    try sut.save(BestScore(found: 1, total: 2, seconds: 3), for: "world", timeLimit: fiveMinutes)
    try sut.save(BestScore(found: 2, total: 2, seconds: 3), for: "world", timeLimit: fiveMinutes)

    let attributes = try FileManager.default.attributesOfItem(atPath: sut.url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: sut.url.deletingLastPathComponent().path)
    #expect(names.sorted() == [".scores.json.lock", "scores.json"])
  }

  @Test(arguments: [
    "", "not json", "{", "[]", #"{"version": 3, "scores": {}}"#,
    #"{"version": 1, "scores": {"world": {"found": "many"}}}"#,
    #"{"version": 1, "scores": {"world": {"found": 5, "total": 3, "seconds": 1}}}"#,
    #"{"version": 1, "scores": {"world": {"found": 1, "total": 3, "seconds": -1}}}"#,
  ])
  func aCorruptFile_holdsNoScores_andTheNextSaveReplacesIt(content: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))
    try Data(content.utf8).write(to: sut.url)

    let before = sut.bestScore(for: "world", timeLimit: fiveMinutes)
    try sut.save(
      BestScore(found: 3, total: 3, seconds: 9), for: "capitals:asia", timeLimit: fiveMinutes)

    #expect(before == nil)
    #expect(
      sut.bestScore(for: "capitals:asia", timeLimit: fiveMinutes)
        == BestScore(found: 3, total: 3, seconds: 9))
  }

  @Test func aFileThatIsNotScores_isKeptAside_whenTheNextSaveReplacesIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))
    let damaged = Data(#"{"version": 2, "scores": {"world": 1}}"#.utf8)
    try damaged.write(to: sut.url)

    try sut.save(
      BestScore(found: 3, total: 3, seconds: 9), for: "capitals:asia", timeLimit: fiveMinutes)

    #expect(try Data(contentsOf: sut.url.appendingPathExtension("corrupt")) == damaged)
    #expect(
      sut.bestScore(for: "capitals:asia", timeLimit: fiveMinutes)
        == BestScore(found: 3, total: 3, seconds: 9))
  }

  @Test func aValidFile_isNotKeptAside() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))

    try sut.save(BestScore(found: 1, total: 3, seconds: 9), for: "world", timeLimit: fiveMinutes)
    try sut.save(BestScore(found: 2, total: 3, seconds: 9), for: "world", timeLimit: fiveMinutes)

    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(names.sorted() == [".scores.json.lock", "scores.json"])
  }

  @Test func aNonsenseScoreOfAnotherGame_isWrittenBackAsItWas() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))
    try Data(#"{"version": 1, "scores": {"world": {"found": 5, "total": 3, "seconds": 1}}}"#.utf8)
      .write(to: sut.url)

    try sut.save(
      BestScore(found: 3, total: 3, seconds: 9), for: "capitals:asia", timeLimit: fiveMinutes)

    #expect(sut.bestScore(for: "world", timeLimit: fiveMinutes) == nil)
    let text = try String(contentsOf: sut.url, encoding: .utf8)
    #expect(text.contains(#""world":{"900":{"found":5,"seconds":1,"total":3}}"#))
  }

  @Test func invalidUTF8OrAHugeFile_holdsNoScores() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileScoreStore(url: directory.url.appending(path: "scores.json"))

    try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: sut.url)
    let invalid = sut.bestScore(for: "world", timeLimit: fiveMinutes)
    try Data(repeating: 0x20, count: 2 << 20).write(to: sut.url)
    let huge = sut.bestScore(for: "world", timeLimit: fiveMinutes)

    #expect(invalid == nil && huge == nil)
  }

  @Test func save_throws_whenTheDirectoryCannotBeMade() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.url.appending(path: "file")
    try Data("x".utf8).write(to: blocker)
    let sut = FileScoreStore(url: blocker.appending(path: "quiz/scores.json"))

    #expect(throws: FileScoreStore.Error.cannotWrite) {
      try sut.save(BestScore(found: 1, total: 1, seconds: 1), for: "world", timeLimit: fiveMinutes)
    }
  }

  @Test func gamesEndingTogether_eachKeepTheirScore() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appending(path: "quiz/scores.json")
    let games = 24

    // One store each, as separate `quiz` processes have: only the file lock orders them.
    DispatchQueue.concurrentPerform(iterations: games) { game in
      try? FileScoreStore(url: url).save(
        BestScore(found: game + 1, total: 30, seconds: 60), for: "game-\(game)",
        timeLimit: fiveMinutes)
    }

    let scores = FileScoreStore(url: url).load()
    #expect(scores.count == games)
    for game in 0..<games {
      #expect(
        scores["game-\(game)"]?[fiveMinutes] == BestScore(found: game + 1, total: 30, seconds: 60))
    }
  }

  @Test func save_keepsTheBetterScore_whenAnotherGameSavedABetterOneMeanwhile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appending(path: "scores.json")
    let first = FileScoreStore(url: url)
    let second = FileScoreStore(url: url)

    try first.save(
      BestScore(found: 150, total: 195, seconds: 900), for: "world", timeLimit: fiveMinutes)
    try second.save(
      BestScore(found: 120, total: 195, seconds: 900), for: "world", timeLimit: fiveMinutes)

    #expect(
      first.bestScore(for: "world", timeLimit: fiveMinutes)
        == BestScore(found: 150, total: 195, seconds: 900))
  }

  @Test func manyWritersOfOneGame_leaveTheBestOfThem() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appending(path: "scores.json")

    DispatchQueue.concurrentPerform(iterations: 24) { game in
      try? FileScoreStore(url: url).save(
        BestScore(found: (game * 7) % 24, total: 30, seconds: 60), for: "world",
        timeLimit: fiveMinutes)
    }

    #expect(FileScoreStore(url: url).bestScore(for: "world", timeLimit: fiveMinutes)?.found == 23)
  }

  @Test func theViewModelsScores_surviveARestartOfTheProcess() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appending(path: "scores.json")

    await MainActor.run {
      let first = GameViewModel(game: makeGame(["France"]), scores: FileScoreStore(url: url))
      first.start()
      first.type("France")
    }
    let best = await MainActor.run {
      GameViewModel(game: makeGame(["France"]), scores: FileScoreStore(url: url)).bestScore
    }

    #expect(best?.found == 1)
  }
}

private let fiveMinutes = TimeLimit(300)

final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "quizgame-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
