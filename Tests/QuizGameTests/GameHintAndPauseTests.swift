import Foundation
import QuizGame
import Testing

@MainActor
@Suite("GameViewModel: hints and pause")
struct GameHintAndPauseTests {
  @Test func aHint_showsTheFirstLetter_ofAMissingAnswer_inTheRegionAskedFor() throws {
    let (sut, _) = makeStartedSUT()

    let item = try #require(sut.hint(preferring: ["Americas"]))

    #expect(item.answer == "Brazil")
    #expect(sut.hintText(for: item.id) == "B")
    #expect(sut.hintCount == 1)
  }

  @Test func hints_goToTheAnswerWithTheFewestLettersShown_thenShowOneMore() throws {
    let (sut, _) = makeStartedSUT()

    let first = try #require(sut.hint(preferring: ["Americas"]))
    let second = try #require(sut.hint(preferring: ["Americas"]))
    let third = try #require(sut.hint(preferring: ["Americas"]))

    #expect([first, second, third].map(\.answer) == ["Brazil", "Canada", "Brazil"])
    #expect(sut.hintText(for: first.id) == "Br")
    #expect(sut.hintCount == 3)
  }

  /// The words every front end shows a hint in: the letters, and where the answer is.
  @Test func aHintsWords_sayTheLetters_andTheRegion_andEndWhenTheWholeAnswerIsShown() throws {
    let (sut, _) = makeStartedSUT()

    let item = try #require(sut.hint(preferring: ["Americas"]))

    #expect(sut.hintWords(for: item.id) == "B… in Americas")
    for _ in 0..<20 { sut.hint(preferring: ["Americas"]) }
    #expect(sut.hintWords(for: item.id) == "Brazil in Americas")
    #expect(sut.hintWords(for: 9999) == nil)
  }

  @Test func aHint_skipsFoundAnswers_andARegionWithNoneMissing() throws {
    let (sut, _) = makeStartedSUT()
    sut.type("France")
    sut.type("Spain")

    let item = try #require(sut.hint(preferring: ["Europe", "Africa"]))

    #expect(item.answer == "Algeria")
  }

  @Test func theResult_countsTheAnswersFoundWithHints() throws {
    let (sut, _) = makeStartedSUT()
    _ = sut.hint(preferring: ["Africa"])
    _ = sut.hint(preferring: ["Europe"])

    sut.type("Algeria")
    sut.type("Kenya")
    sut.giveUp()

    #expect(sut.foundCount == 2)
    #expect(sut.foundWithHints == 1)
    #expect(sut.hintCount == 2)
  }

  @Test func aGameHelpedByHints_isNoNewBest_andSavesNoScore() {
    let scores = InMemoryScoreStore()
    let game = Game(
      id: "two", question: "Name these",
      items: ["Chad", "Peru"].enumerated().map {
        GameItem(id: $0.offset, answer: $0.element, spellings: [])
      }, timeLimit: 60)
    let sut = GameViewModel(game: game, scores: scores, clock: TestClock().now)
    sut.start()
    _ = sut.hint()

    sut.type("Chad")
    sut.type("Peru")

    #expect(sut.foundCount == 2)
    #expect(!sut.isNewBest)
    #expect(scores.bestScore(for: "two", timeLimit: TimeLimit(60)) == nil)
  }

  @Test func aFinishedGame_isRecordedWithItsHints() throws {
    let store = InMemoryProgressStore()
    let game = Game(
      id: "one", question: "Name it",
      items: [GameItem(id: 0, answer: "Chad", spellings: [])], timeLimit: 60)
    let sut = GameViewModel(
      game: game, recording: GameRecording(store: store, words: "one"),
      clock: TestClock().now)
    sut.start()
    _ = sut.hint()

    sut.type("Chad")

    #expect(store.load()["one"]?.records.last?.hints == 1)
  }

  @Test func aHint_isRefused_beforeTheStart_whilePaused_andWhenNothingIsLeft() {
    let (sut, _) = makeSUT(answers: ["Chad"])
    #expect(sut.hint() == nil)
    sut.start()
    sut.pause()
    #expect(sut.hint() == nil)
    sut.resume()

    #expect(sut.hint()?.answer == "Chad")
    #expect(sut.hint()?.answer == "Chad")
    #expect(sut.hint()?.answer == "Chad")
    #expect(sut.hint()?.answer == "Chad")
    #expect(sut.hint() == nil)
    #expect(sut.hintCount == 4)
  }

  @Test func pause_stopsTheClock_untilResumed() {
    let (sut, clock) = makeStartedSUT()
    clock.advance(10)

    #expect(sut.pause())
    clock.advance(500)
    sut.tick()
    #expect(sut.timeLeft == 50)
    #expect(sut.isPaused)
    #expect(sut.resume())
    clock.advance(5)
    sut.tick()

    #expect(sut.timeLeft == 45)
    #expect(!sut.isPaused)
    #expect(sut.state.isPlaying)
  }

  @Test func whilePaused_guessesAreRefused_butGivingUpEndsTheGame() {
    let (sut, clock) = makeStartedSUT()
    sut.pause()

    #expect(!sut.type("Kenya"))
    #expect(!sut.enter())
    #expect(!sut.pause())
    clock.advance(3)
    #expect(sut.giveUp())

    #expect(sut.foundCount == 0)
    #expect(!sut.isPaused)
    guard case .finished(.gaveUp, _, _) = sut.state else {
      Issue.record("\(sut.state)")
      return
    }
  }

  @Test func playingAgain_forgetsHintsAndPause() {
    let (sut, _) = makeStartedSUT()
    _ = sut.hint()
    sut.pause()

    sut.restart()
    sut.start()

    #expect(sut.hintCount == 0)
    #expect(sut.hintedLetters.isEmpty)
    #expect(!sut.isPaused)
  }

  // MARK: - Helpers

  private func makeSUT(answers: [String]? = nil) -> (GameViewModel, TestClock) {
    let clock = TestClock()
    let items: [GameItem]
    if let answers {
      items = answers.enumerated().map {
        GameItem(id: $0.offset, answer: $0.element, spellings: [])
      }
    } else {
      items = [
        ("Algeria", "Africa"), ("Kenya", "Africa"), ("Brazil", "Americas"),
        ("Canada", "Americas"), ("France", "Europe"), ("Spain", "Europe"),
      ].enumerated().map {
        GameItem(id: $0.offset, answer: $0.element.0, spellings: [], group: $0.element.1)
      }
    }
    let game = Game(id: "test", question: "Name these", items: items, timeLimit: 60)
    return (GameViewModel(game: game, clock: clock.now), clock)
  }

  private func makeStartedSUT() -> (GameViewModel, TestClock) {
    let (sut, clock) = makeSUT()
    sut.start()
    return (sut, clock)
  }
}

extension GameViewModel.State {
  fileprivate var isPlaying: Bool {
    if case .playing = self { return true }
    return false
  }
}
