import Foundation
import QuizGame
import Testing

@testable import QuizTUI

@MainActor
@Suite("Game screen: hint (F3), pause (F4) and help (F1)")
struct GameHintAndPauseScreenTests {
  @Test func f3_asksForAHint_inTheRegionsInView_topFirst() {
    var state = GameScreenState()
    let items = regionItems()

    let commands = GameScreenUpdate.update(
      &state, .key(.function(3)), game: snapshot(items, height: 20), returnsToChat: false)

    #expect(commands == [.hint(preferring: ["Africa", "Americas", "Europe"])])
  }

  @Test func f3_prefersTheRegionAtTheTopOfTheScrolledGrid() {
    var state = GameScreenState()
    state.ui.scroll = 5

    let commands = GameScreenUpdate.update(
      &state, .key(.function(3)), game: snapshot(regionItems(), height: 4), returnsToChat: false)

    #expect(commands == [.hint(preferring: ["Americas", "Europe"])])
  }

  @Test func f4_pausesAndResumes_andWhilePausedTypingDoesNothing() {
    var state = GameScreenState()

    let pause = GameScreenUpdate.update(
      &state, .key(.function(4)), game: GameSnapshot(phase: .playing), returnsToChat: false)
    let typed = GameScreenUpdate.update(
      &state, .key(.text("a")), game: GameSnapshot(phase: .playing, isPaused: true),
      returnsToChat: false)
    let resume = GameScreenUpdate.update(
      &state, .key(.function(4)), game: GameSnapshot(phase: .playing, isPaused: true),
      returnsToChat: false)

    #expect(pause == [.pause])
    #expect(typed.isEmpty)
    #expect(resume == [.resume])
  }

  @Test func f1_showsTheKeys_andEscClosesThem_withoutGivingUp() {
    var state = GameScreenState()

    _ = GameScreenUpdate.update(
      &state, .key(.function(1)), game: GameSnapshot(phase: .playing), returnsToChat: false)
    let frame = GameScreenRenderer.render(
      playing(), state.ui, size: ScreenSize(columns: 80, rows: 20))
    let escape = GameScreenUpdate.update(
      &state, .key(.escape), game: GameSnapshot(phase: .playing), returnsToChat: false)

    #expect(frame.trimmedLines.contains { $0.contains("F3            hint") })
    #expect(frame.trimmedLines.contains { $0.contains("F4            pause") })
    #expect(escape.isEmpty)
    #expect(!state.ui.showsHelp)
  }

  @Test func paused_hidesTheGridAndTheInput_andSaysHowToResume() {
    var model = playing()
    model.isPaused = true
    model.input = "Ken"

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 80, rows: 12))

    #expect(!frame.trimmedLines.contains { $0.contains("Algeria") || $0.contains("Africa") })
    #expect(
      frame.trimmedLines.contains(
        " Paused with 14:10 left: the clock is stopped and the grid hidden."))
    #expect(frame.trimmedLines[10] == " Paused · 14:10 left · 1/7 found · F4 resume · Esc give up")
    #expect(frame.trimmedLines[11] == "›")
    #expect(frame.cursor == nil)
  }

  @Test func aHintedBlank_showsItsFirstLetters_andTheBarSaysWhere() {
    var model = playing()
    model.items[3].hint = "B"
    model.hints = 1
    var ui = GameUIState()
    ui.lastHint = 3

    let frame = GameScreenRenderer.render(model, ui, size: ScreenSize(columns: 80, rows: 14))

    #expect(frame.trimmedLines.contains { $0.hasPrefix("B········") })
    #expect(frame.trimmedLines[12].contains("1/7 found, 1 hint · hint: B… (Americas)"))
  }

  @Test func theResult_saysHowManyWereFoundWithHints() {
    var model = playing()
    model.phase = .finished(ended(.gaveUp, model, foundWithHints: 1))

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 80, rows: 14))

    #expect(frame.trimmedLines[1].hasPrefix("You gave up: 1 of 7, 1 with hints."))
  }

  @Test func aHintThroughTheController_showsInTheGrid() {
    let game = Game(
      id: "t", question: "Name these",
      items: ["Chad", "Peru"].enumerated().map {
        GameItem(id: $0.offset, answer: $0.element, spellings: [])
      }, timeLimit: 60)
    let sut = GameScreenController(
      model: GameViewModel(game: game), size: ScreenSize(columns: 60, rows: 10),
      returnsToChat: false)
    sut.handle(.enter)

    sut.handle(.function(3))

    #expect(sut.game.hintCount == 1)
    #expect(sut.render().trimmedLines[1].hasPrefix("C········"))
    #expect(sut.render().trimmedLines[8].contains("hint: C…"))
  }

  // MARK: - Helpers

  private func regionItems() -> [GameScreenModel.Item] {
    [
      ("Algeria", "Africa"), ("Egypt", "Africa"), ("Kenya", "Africa"), ("Brazil", "Americas"),
      ("Canada", "Americas"), ("France", "Europe"), ("Spain", "Europe"),
    ].enumerated().map {
      GameScreenModel.Item(id: $0.offset, answer: $0.element.0, group: $0.element.1)
    }
  }

  private func playing() -> GameScreenModel {
    var items = regionItems()
    items[0].state = .found
    return GameScreenModel(
      question: "Name the countries of the world", items: items, timeLimit: 900, timeLeft: 850,
      found: 1, phase: .playing)
  }

  private func snapshot(_ items: [GameScreenModel.Item], height: Int) -> GameSnapshot {
    GameSnapshot(
      phase: .playing, grid: (GameGridLayout(items: items, width: 40, showsDetails: false), height))
  }
}
