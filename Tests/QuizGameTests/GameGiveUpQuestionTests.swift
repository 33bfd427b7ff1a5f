import Foundation
import QuizGame
import Testing

@MainActor
@Suite("GameViewModel: asking before giving up, and the Enter cue")
struct GameGiveUpQuestionTests {
  @Test func askToGiveUp_asks_andStopsTheClock_untilPlayOn() {
    let (sut, clock) = makeStartedSUT()
    clock.advance(10)

    #expect(sut.askToGiveUp())
    clock.advance(500)
    sut.tick()
    #expect(sut.timeLeft == 50)
    #expect(sut.isAskingToGiveUp)
    #expect(sut.playOn())
    clock.advance(5)
    sut.tick()

    #expect(sut.timeLeft == 45)
    #expect(!sut.isAskingToGiveUp)
    #expect(isPlaying(sut))
  }

  @Test func givingUpWhileAsked_endsTheGame_andTheTimeAskedIsNotPlayedTime() throws {
    let store = InMemoryProgressStore()
    let (sut, clock) = makeStartedSUT(recording: GameRecording(store: store, words: "test"))
    clock.advance(10)
    sut.askToGiveUp()
    clock.advance(500)

    #expect(sut.giveUp())

    #expect(!sut.isAskingToGiveUp)
    #expect(sut.timeLeft == 50)
    let record = try #require(store.load()["test"]?.records.last)
    #expect(record.seconds == 10)
    guard case .finished(.gaveUp, _, _) = sut.state else {
      Issue.record("\(sut.state)")
      return
    }
  }

  @Test func whileAsking_guessesHintsAndPauseAreRefused_andAskingAgainIsToo() {
    let (sut, _) = makeStartedSUT()
    sut.type("Ken")
    sut.askToGiveUp()

    #expect(!sut.type("Kenya"))
    #expect(!sut.enter())
    #expect(sut.hint() == nil)
    #expect(!sut.pause())
    #expect(!sut.resume())
    #expect(!sut.askToGiveUp())
    #expect(sut.input == "Ken")
    #expect(sut.foundCount == 0)
  }

  @Test func askingWhilePaused_keepsThePause_whenPlayingOn() {
    let (sut, clock) = makeStartedSUT()
    sut.pause()
    clock.advance(5)

    #expect(sut.askToGiveUp())
    #expect(sut.playOn())
    clock.advance(5)
    sut.tick()

    #expect(sut.isPaused)
    #expect(sut.timeLeft == 60)
    #expect(sut.resume())
  }

  @Test func askingAndPlayingOn_areRefused_outsideAGame_andPlayOnWithoutAQuestion() {
    let (sut, _) = makeSUT()

    #expect(!sut.askToGiveUp())
    sut.start()
    #expect(!sut.playOn())
    sut.giveUp()
    #expect(!sut.askToGiveUp())
    #expect(!sut.playOn())
  }

  @Test func askingOnceTheTimeIsUp_endsTheGame_asTimeUp() {
    let (sut, clock) = makeStartedSUT()
    clock.advance(61)

    #expect(!sut.askToGiveUp())

    guard case .finished(.timeUp, _, _) = sut.state else {
      Issue.record("\(sut.state)")
      return
    }
  }

  @Test func playingAgain_forgetsTheQuestion() {
    let (sut, _) = makeStartedSUT()
    sut.askToGiveUp()

    sut.restart()
    sut.start()

    #expect(!sut.isAskingToGiveUp)
    #expect(sut.type("Kenya"))
  }

  @Test func enterWouldCount_namesTheAnswerANameWaitsFor_onlyWhileItWaits() {
    let sut = GameViewModel(
      game: makeGame(["Niger", "Nigeria", "Chad"]), clock: TestClock().now)
    sut.start()

    sut.type("Nige")
    let before = sut.enterWouldCount
    sut.type("Niger")
    let waiting = sut.enterWouldCount
    sut.type("Nigerx")
    let after = sut.enterWouldCount

    #expect(before == nil)
    #expect(waiting?.answer == "Niger")
    #expect(after == nil)
    #expect(sut.input == "x")
  }

  @Test func enterWouldCount_isNil_afterEnter_andOnceTheGameIsOver() {
    let sut = GameViewModel(game: makeGame(["Niger", "Nigeria"]), clock: TestClock().now)
    sut.start()
    sut.type("Niger")
    sut.enter()
    #expect(sut.enterWouldCount == nil)

    sut.type("Niger")
    sut.giveUp()

    #expect(sut.enterWouldCount == nil)
  }

  @Test func theWords_areTheSameForEveryFrontEnd() {
    #expect(GamePromptWords.giveUpWithKeys == "Give up? Enter to give up, Esc to play on")
    #expect(GamePromptWords.giveUpLine == "Give up? y/n")
    #expect(GamePromptWords.enterCue("United Kingdom") == "⏎ United Kingdom")
    #expect(
      GamePromptWords.enterCue(typed: "UK ", answer: "United Kingdom") == "UK ⏎ United Kingdom")
  }

  @Test(arguments: [
    ("y", true), (" YES ", true), ("Yes", true), ("n", false), ("", false),
    ("Yemen", false), ("no", false), ("give up", false),
  ])
  func onlyYes_givesUp_inLineMode(line: String, gives: Bool) {
    #expect(GamePromptWords.isYes(line) == gives)
  }

  // MARK: - Helpers

  private func makeSUT(recording: GameRecording? = nil) -> (GameViewModel, TestClock) {
    let clock = TestClock()
    let items = ["Algeria", "Kenya", "Brazil"].enumerated().map {
      GameItem(id: $0.offset, answer: $0.element, spellings: [])
    }
    let game = Game(id: "test", question: "Name these", items: items, timeLimit: 60)
    return (GameViewModel(game: game, recording: recording, clock: clock.now), clock)
  }

  private func makeStartedSUT(recording: GameRecording? = nil) -> (GameViewModel, TestClock) {
    let (sut, clock) = makeSUT(recording: recording)
    sut.start()
    return (sut, clock)
  }

  private func isPlaying(_ sut: GameViewModel) -> Bool {
    if case .playing = sut.state { return true }
    return false
  }
}
