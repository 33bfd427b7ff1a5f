import QuizDaily
import QuizEngine
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite("Daily store: daily.json keeps the record and the day's guesses")
struct FileDailyStoreTests {
  @Test func whatIsKept_isReadBack() throws {
    let (store, _) = try makeSUT()
    let day = CalendarDay(year: 2026, month: 11, day: 28)

    try store.update { state in
      state.record.record(.solved(guesses: 3), on: day.adding(days: -1))
      state.record.record(.lost, on: day)
      state.day = day
      state.answer = "PE"
      state.guesses = ["FR", "BR"]
    }

    let state = store.load()
    #expect(state.record.result(on: day.adding(days: -1)) == .solved(guesses: 3))
    #expect(state.record.result(on: day) == .lost)
    #expect(state.guesses(on: day, answer: "PE") == ["FR", "BR"])
    #expect(state.guesses(on: day, answer: "CL").isEmpty)
    #expect(state.guesses(on: day.adding(days: 1), answer: "PE").isEmpty)
  }

  @Test func noFile_isNothingKept() throws {
    let (store, _) = try makeSUT()

    let state = store.load()
    #expect(state.record == DailyRecord())
    #expect(state.day == nil && state.answer == nil && state.guesses.isEmpty)
  }

  @Test(arguments: [
    "not json", "{\"version\": 9, \"results\": {}}",
    "{\"version\": 1, \"results\": {\"someday\": 2}}",
    "{\"version\": 1, \"results\": {\"2026-11-28\": 12}}",
  ])
  func aDamagedFile_readsAsNothing_andIsKeptAsideByTheNextChange(contents: String) throws {
    let (store, folder) = try makeSUT()
    try Data(contents.utf8).write(to: store.url)

    #expect(store.load().record == DailyRecord())
    #expect(store.load().guesses.isEmpty)
    try store.update { state in
      state.day = CalendarDay(year: 2026, month: 11, day: 28)
      state.answer = "PE"
      state.guesses = ["FR"]
    }

    let aside = folder.appendingPathComponent("daily.json.corrupt")
    #expect(try String(contentsOf: aside, encoding: .utf8) == contents)
    #expect(store.load().guesses == ["FR"])
  }

  @Test func theFile_isPlainJSON_oneResultADay() throws {
    let (store, _) = try makeSUT()
    let day = CalendarDay(year: 2026, month: 11, day: 28)

    try store.update { state in
      state.record.record(.solved(guesses: 2), on: day)
      state.day = day
      state.answer = "PE"
      state.guesses = ["CL", "PE"]
    }

    #expect(
      try String(contentsOf: store.url, encoding: .utf8)
        == #"{"results":{"2026-11-28":2},"today":{"answer":"PE","day":"2026-11-28","guesses":["CL","PE"]},"version":1}"#
    )
  }

  private func makeSUT() throws -> (FileDailyStore, URL) {
    let folder = try temporaryFolder()
    return (FileDailyStore(url: folder.appendingPathComponent("daily.json")), folder)
  }
}

@Suite("Daily session: today's puzzle resumes, ends once, and extras are never kept")
@MainActor
struct DailySessionTests {
  let day = CalendarDay(year: 2026, month: 11, day: 28)

  @Test func eachGuess_isKept_asItIsMade() throws {
    let store = InMemoryDailyStore()
    let session = try #require(DailySession(today: day, atlas: try atlas(), store: store))
    let guess = try wrongName(for: session.game.answer.code)

    session.enter(guess.name)

    #expect(store.state.day == day)
    #expect(store.state.answer == session.game.answer.code)
    #expect(store.state.guesses == [guess.code])
    #expect(store.state.record.result(on: day) == nil)
  }

  @Test func startingAgainTheSameDay_resumesThePuzzle() throws {
    let store = InMemoryDailyStore()
    let first = try #require(DailySession(today: day, atlas: try atlas(), store: store))
    let guess = try wrongName(for: first.game.answer.code)
    first.enter(guess.name)

    let again = try #require(DailySession(today: day, atlas: try atlas(), store: store))

    #expect(again.game.guesses.map(\.code) == [guess.code])
    #expect(!again.wasFinished)
    #expect(again.game.guessesLeft == 5)
  }

  @Test func aSolvedDay_isRecorded_andShowsFinishedWhenStartedAgain() throws {
    let store = InMemoryDailyStore()
    let first = try #require(DailySession(today: day, atlas: try atlas(), store: store))
    first.enter(first.game.answer.name)

    let again = try #require(DailySession(today: day, atlas: try atlas(), store: store))

    #expect(store.state.record.result(on: day) == .solved(guesses: 1))
    #expect(again.wasFinished)
    #expect(again.game.isSolved)
    #expect(again.summary()?.played == 1)
  }

  @Test func sixWrongGuesses_recordTheDayLost() throws {
    let store = InMemoryDailyStore()
    let session = try #require(DailySession(today: day, atlas: try atlas(), store: store))
    let wrong = try atlas().states.filter { $0 != session.game.answer.code }.prefix(6)

    for code in wrong { session.enter(try #require(atlas().place(code)).name) }

    #expect(store.state.record.result(on: day) == .lost)
    #expect(session.game.isOver)
  }

  @Test func theNextDay_isAFreshPuzzle() throws {
    let store = InMemoryDailyStore()
    let first = try #require(DailySession(today: day, atlas: try atlas(), store: store))
    first.enter(first.game.answer.name)

    let next = try #require(
      DailySession(today: day.adding(days: 1), atlas: try atlas(), store: store))

    #expect(!next.wasFinished)
    #expect(next.game.guesses.isEmpty)
  }

  @Test func anExtraPuzzle_isNeverKept() throws {
    let store = InMemoryDailyStore()
    let extra = try #require(
      DailySession(extra: day, atlas: try atlas(), pick: { $0.first { $0 == "PE" } }))

    extra.enter("Peru")

    #expect(extra.game.isSolved)
    #expect(!extra.game.isToday)
    #expect(store.state.day == nil)
    #expect(store.state.record == DailyRecord())
  }

  @Test func aStoreThatFails_letsThePuzzleGoOn_andSaysSo() throws {
    let store = InMemoryDailyStore()
    store.fails = true
    let session = try #require(DailySession(today: day, atlas: try atlas(), store: store))
    let guess = try wrongName(for: session.game.answer.code)

    session.enter(guess.name)

    #expect(session.game.guesses.count == 1)
    #expect(session.cannotKeep)
  }

  @Test func aRealFile_resumesThePuzzle() throws {
    let store = FileDailyStore(url: try temporaryFolder().appendingPathComponent("daily.json"))
    let first = try #require(DailySession(today: day, atlas: try atlas(), store: store))
    let guess = try wrongName(for: first.game.answer.code)
    first.enter(guess.name)

    let again = try #require(DailySession(today: day, atlas: try atlas(), store: store))

    #expect(again.game.guesses.map(\.code) == [guess.code])
  }

  /// A state that is not the answer, by a name that guesses it at once.
  private func wrongName(for answer: String) throws -> (name: String, code: String) {
    let code = answer == "PE" ? "CL" : "PE"
    return (try #require(atlas().place(code)).name, code)
  }
}
