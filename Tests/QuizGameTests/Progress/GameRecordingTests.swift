import QuizGame
import Testing

@Suite("Game recording")
@MainActor
struct GameRecordingTests {
  @Test func aFinishedGame_recordsEachAnswer_foundOrMissed_withTheTimeFromTheStart() throws {
    let (sut, store, clock) = makeSUT(makeGame(["France", "Chad", "Niger"]))

    sut.start()
    clock.advance(4)
    sut.type("France")
    clock.advance(6.5)
    sut.type("Nige")
    sut.type("Niger")
    clock.advance(20)
    sut.giveUp()

    let record = try #require(store.progress(for: "test")?.records.last)
    #expect(
      record.answers == [
        AnswerResult(key: "france", answer: "France", foundAt: 4),
        AnswerResult(key: "chad", answer: "Chad", foundAt: nil),
        AnswerResult(key: "niger", answer: "Niger", foundAt: 10.5),
      ])
    #expect(record.found == 2 && record.total == 3 && record.seconds == 30.5)
    #expect(record.words == "africa" && !record.isPractice)
    #expect(record.endedAt == clock.now().timeIntervalSince1970)
    #expect(sut.foundAt == [0: 4, 2: 10.5])
  }

  @Test func aHitSentWithEnter_isTimedToo() throws {
    let (sut, store, clock) = makeSUT(makeGame(["Niger", "Nigeria"]))

    sut.start()
    sut.type("Niger")
    clock.advance(3)
    sut.enter()
    sut.giveUp()

    let answers = try #require(store.progress(for: "test")?.records.last?.answers)
    #expect(answers.map(\.foundAt) == [3, nil])
  }

  @Test func theNextGame_knowsTheLastResult_andTheBestBeforeIt() throws {
    let scores = InMemoryScoreStore()
    let (sut, _, clock) = makeSUT(makeGame(["France", "Chad"]), scores: scores)

    sut.start()
    sut.type("France")
    clock.advance(10)
    sut.giveUp()
    let lastBeforeTheFirst = sut.lastResult
    sut.restart()

    #expect(lastBeforeTheFirst == nil)
    #expect(sut.lastResult?.found == 1 && sut.lastResult?.seconds == 10)
    #expect(sut.bestScore == BestScore(found: 1, total: 2, seconds: 10))
  }

  @Test func aPracticeRound_isRecorded_butKeepsNoBestScore() throws {
    let scores = InMemoryScoreStore()
    let store = InMemoryProgressStore()
    let sut = GameViewModel(
      game: makeGame(["Chad"]), scores: scores,
      recording: GameRecording(store: store, words: "africa", isPractice: true))

    sut.start()
    sut.type("Chad")

    #expect(scores.bestScore(for: "test", timeLimit: TimeLimit(300)) == nil)
    #expect(store.progress(for: "test")?.results.last?.isPractice == true)
    #expect(store.progress(for: "test")?.gameResults.isEmpty == true)
  }

  private func makeSUT(
    _ game: Game, scores: (any ScoreStore)? = nil
  ) -> (GameViewModel, InMemoryProgressStore, TestClock) {
    let clock = TestClock()
    let store = InMemoryProgressStore()
    let sut = GameViewModel(
      game: game, scores: scores, recording: GameRecording(store: store, words: "africa"),
      clock: clock.now)
    return (sut, store, clock)
  }
}
