import Foundation
import QuizGame
import Testing

@testable import QuizTUI

/// Never lose a game to a reflex: Esc clears a line before it asks, Ctrl-C asks before it
/// quits, the clock stands still while "Give up?" is asked, and a name that waits for Enter
/// says so.
@MainActor
@Suite("Game screen: asking before giving up, and the Enter cue")
struct GameGiveUpScreenTests {
  @Test func escape_withTextTyped_clearsTheLine_andAsksNothing() {
    let (sut, _) = makeStartedSUT()
    sut.handle(.text("Germ"))

    sut.handle(.escape)

    #expect(sut.game.input == "")
    #expect(sut.ui.cursor == 0)
    #expect(!sut.game.isAskingToGiveUp)
    #expect(sut.model.phase == .playing)
  }

  @Test func escape_onAnEmptyLine_asks_andEscAgainPlaysOn() {
    let (sut, _) = makeStartedSUT()
    sut.handle(.text("Germ"))
    sut.handle(.escape)

    sut.handle(.escape)
    let asked = sut.game.isAskingToGiveUp
    sut.handle(.escape)

    #expect(asked)
    #expect(!sut.game.isAskingToGiveUp)
    #expect(sut.model.phase == .playing)
    sut.handle(.text("Chad"))
    #expect(sut.model.found == 1)
  }

  @Test func whileAsked_theClockStandsStill_andOtherKeysWait() {
    let (sut, clock) = makeStartedSUT()
    clock.advance(by: 10)
    sut.tick()
    sut.handle(.escape)

    clock.advance(by: 30)
    sut.tick()
    sut.handle(.text("Chad"))
    sut.handle(.function(3))

    #expect(sut.tickDelay == nil)
    #expect(sut.model.timeLeft == 50)
    #expect(sut.model.found == 0)
    #expect(sut.game.hintCount == 0)
    #expect(sut.game.isAskingToGiveUp)
  }

  @Test func controlC_whilePlaying_asks_andASecondQuits_withTheGameRecordedAsGivenUp() throws {
    let store = InMemoryProgressStore()
    let (sut, _) = makeStartedSUT(recording: GameRecording(store: store, words: "test"))
    sut.handle(.text("Chad"))

    sut.handle(.control("c"))
    let quitAtFirst = sut.isQuitting
    let asked = sut.game.isAskingToGiveUp
    sut.handle(.control("c"))

    #expect(!quitAtFirst)
    #expect(asked)
    #expect(sut.isQuitting)
    guard case .finished(.gaveUp, _, _) = sut.game.state else {
      Issue.record("\(sut.game.state)")
      return
    }
    #expect(store.load()["test"]?.records.last?.found == 1)
  }

  @Test func escapeWhilePaused_asks_andPlayingOnKeepsThePause() {
    let (sut, _) = makeStartedSUT()
    sut.handle(.function(4))

    sut.handle(.escape)
    let asked = sut.game.isAskingToGiveUp
    sut.handle(.escape)

    #expect(asked)
    #expect(sut.game.isPaused)
    #expect(sut.model.phase == .playing)
  }

  @Test func stopPlaying_givesUpTheGameBeingPlayed_soItIsRecorded() {
    let store = InMemoryProgressStore()
    let (sut, _) = makeStartedSUT(recording: GameRecording(store: store, words: "test"))
    sut.handle(.escape)

    sut.stopPlaying()

    #expect(store.load()["test"]?.records.count == 1)
  }

  @Test func theQuestion_hidesTheGrid_andIsAskedOnTheInputLine_andInTheStatusBar() {
    let (sut, clock) = makeStartedSUT(size: ScreenSize(columns: 60, rows: 10))
    sut.handle(.text("Chad"))
    clock.advance(by: 10)
    sut.tick()

    sut.handle(.escape)
    let frame = sut.render()

    #expect(
      frame.trimmedLines == [
        "Name these                                              0:50",
        "",
        " Give up? Enter to give up, Esc to play on.",
        "",
        " 1 of 10 found, 0:50 left. The clock is stopped until you",
        " answer.",
        "", "",
        " Give up? · Enter give up · Esc play on",
        "› Give up? Enter to give up, Esc to play on",
      ])
    #expect(frame.cursor == nil)
    #expect(frame.everyRowFits)
  }

  @Test func theQuestion_fitsANarrowScreen() {
    let (sut, _) = makeStartedSUT(size: ScreenSize(columns: 20, rows: 5))

    sut.handle(.control("c"))
    let frame = sut.render()

    #expect(frame.trimmedLines[3] == " Give up?")
    #expect(frame.trimmedLines[4] == "› Give up? Enter to")
    #expect(frame.everyRowFits)
  }

  @Test func aNameThatWaitsForEnter_showsWhatEnterWouldCount_besideItAndInTheStatusBar() {
    let (sut, _) = makeStartedSUT(size: ScreenSize(columns: 60, rows: 10))

    sut.handle(.text("Niger"))
    let lines = sut.render().trimmedLines

    #expect(lines[9] == "› Niger ⏎ Niger")
    #expect(lines[8].contains("Niger ⏎ Niger"))
    sut.handle(.text("i"))
    #expect(sut.render().trimmedLines[9] == "› Nigeri")
  }

  @Test func theEnterCue_isLeftOutBesideTheName_whereItDoesNotFitWhole() {
    var model = GameScreenModel(
      question: "Name them", items: [GameScreenModel.Item(id: 0, answer: "United Kingdom")],
      timeLimit: 60, timeLeft: 60, phase: .playing, input: "UK")
    model.enterCue = "United Kingdom"

    let narrow = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 20, rows: 5))
    let wide = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 21, rows: 5))

    #expect(narrow.trimmedLines[4] == "› UK")
    #expect(wide.trimmedLines[4] == "› UK ⏎ United Kingdom")
    #expect(narrow.everyRowFits && wide.everyRowFits)
  }

  @Test func theHelp_saysEscClearsTheLineBeforeItAsks_andCtrlCAsksToo() {
    let lines = GameScreenRenderer.helpLines(
      GameScreenModel(question: "Q", items: [], phase: .playing), width: 100)

    #expect(
      lines.contains("Esc           clear the line; on an empty line, give up (it asks first)"))
    #expect(lines.contains("Ctrl-C        give up and quit (it asks first)"))
    #expect(lines.contains { $0.hasPrefix("Enter         count a name inside a longer one") })
  }

  // MARK: - Helpers

  private let items = [
    "Chad", "Niger", "Nigeria", "Peru", "Chile", "Kenya", "Ghana", "Mali", "Togo", "Zambia",
  ]

  private func makeStartedSUT(
    size: ScreenSize = ScreenSize(columns: 60, rows: 12), recording: GameRecording? = nil
  ) -> (GameScreenController, TestClock) {
    let clock = TestClock()
    let game = Game(
      id: "test", question: "Name these",
      items: items.enumerated().map { GameItem(id: $0.offset, answer: $0.element, spellings: []) },
      timeLimit: 60)
    let model = GameViewModel(game: game, recording: recording, clock: { clock.now })
    let sut = GameScreenController(model: model, size: size, returnsToChat: false)
    sut.handle(.enter)
    return (sut, clock)
  }
}
