import Testing

@testable import QuizTUI

/// The game screen's update step, as a pure function: a state, a message and the game's
/// snapshot in, the state and the commands for the runner out. No game, no tasks, no clock.
@Suite("GameScreenUpdate")
struct GameScreenUpdateTests {
  @Test func aLetter_typesTheWholeInput_intoTheGame_withTheCursorAfterIt() {
    var state = makeState(cursor: 3)

    let commands = update(&state, .key(.text("u")), GameSnapshot(phase: .playing, input: "Per"))

    #expect(commands == [.type("Peru")])
    #expect(state.ui.cursor == 4)
  }

  @Test func aLetterInTheMiddle_isTypedWhereTheCursorIs() {
    var state = makeState(cursor: 1)

    let commands = update(&state, .key(.text("e")), GameSnapshot(phase: .playing, input: "Pru"))

    #expect(commands == [.type("Peru")])
    #expect(state.ui.cursor == 2)
  }

  @Test func movingTheCursor_typesNothing() {
    var state = makeState(cursor: 3)

    let commands = update(&state, .key(.left), GameSnapshot(phase: .playing, input: "Per"))

    #expect(commands.isEmpty)
    #expect(state.ui.cursor == 2)
  }

  @Test func aHit_marksTheItem_andTheCursorGoesBackToTheClearedInput() {
    var state = makeState(cursor: 4)

    _ = update(&state, .guessed(hit: 7), GameSnapshot(phase: .playing, input: ""))

    #expect(state.ui.cursor == 0)
    #expect(state.ui.newestHit == 7)
  }

  @Test(arguments: [
    (GameSnapshot.Phase.ready, Key.enter, [GameScreenCommand.start]),
    (.finished, .enter, [.playAgain]),
    (.playing, .enter, [.enter]),
    (.playing, .escape, [.askToGiveUp]),
    (.error, .function(5), [.retryLoad]),
    (.error, .control("r"), [.retryLoad]),
    (.loading, .enter, []),
    (.ready, .text("x"), []),
  ])
  func eachPhase_turnsItsKeys_intoTheGamesEvents(
    _ phase: GameSnapshot.Phase, _ key: Key, _ expected: [GameScreenCommand]
  ) {
    var state = makeState()

    #expect(update(&state, .key(key), GameSnapshot(phase: phase)) == expected)
  }

  @Test(arguments: [true, false])
  func escape_beforeOrAfterTheGame_leavesForTheChat_orQuits(_ returnsToChat: Bool) {
    var state = makeState()

    let commands = GameScreenUpdate.update(
      &state, .key(.escape), game: GameSnapshot(phase: .finished), returnsToChat: returnsToChat)

    #expect(commands == [.leave])
    #expect(state.isLeaving == returnsToChat)
    #expect(state.isQuitting == !returnsToChat)
  }

  @Test func controlC_quitsAtOnce_inEveryPhaseButPlay() {
    for phase in [GameSnapshot.Phase.loading, .error, .ready, .finished] {
      var state = makeState()

      #expect(update(&state, .key(.control("c")), GameSnapshot(phase: phase)) == [.quit])
      #expect(state.isQuitting)
    }
  }

  @Test func controlC_inPlay_asks_andASecondGivesUpAndQuits() {
    var state = makeState()

    let first = update(&state, .key(.control("c")), GameSnapshot(phase: .playing))
    let quitAtFirst = state.isQuitting
    let second = update(
      &state, .key(.control("c")), GameSnapshot(phase: .playing, isAskingToGiveUp: true))

    #expect(first == [.askToGiveUp])
    #expect(!quitAtFirst)
    #expect(second == [.giveUp, .quit])
    #expect(state.isQuitting)
  }

  @Test(arguments: [
    (Key.enter, [GameScreenCommand.giveUp]), (.escape, [.playOn]), (.text("x"), []),
    (.function(3), []), (.function(4), []), (.function(1), []), (.backspace, []),
  ])
  func whileAsked_enterGivesUp_escPlaysOn_andOtherKeysWait(
    _ key: Key, _ expected: [GameScreenCommand]
  ) {
    var state = makeState(cursor: 2)

    let commands = update(
      &state, .key(key), GameSnapshot(phase: .playing, input: "Ge", isAskingToGiveUp: true))

    #expect(commands == expected)
  }

  @Test func escape_clearsATypedLine_andOnlyAnEmptyOneAsks() {
    var state = makeState(cursor: 4)

    let typed = update(&state, .key(.escape), GameSnapshot(phase: .playing, input: "Germ"))
    let cursor = state.ui.cursor
    let empty = update(&state, .key(.escape), GameSnapshot(phase: .playing, input: ""))
    let paused = update(
      &state, .key(.escape), GameSnapshot(phase: .playing, input: "Germ", isPaused: true))

    #expect(typed == [.type("")])
    #expect(cursor == 0)
    #expect(empty == [.askToGiveUp])
    #expect(paused == [.askToGiveUp])
  }

  @Test func startingAgain_clearsTheCursorTheScrollAndTheNewestHit() {
    var state = makeState(cursor: 2)
    state.ui.scroll = 5
    state.ui.newestHit = 3

    _ = update(&state, .key(.enter), GameSnapshot(phase: .finished))

    #expect(state.ui.cursor == 0)
    #expect(state.ui.scroll == 0)
    #expect(state.ui.newestHit == nil)
  }

  // MARK: - Helpers

  private func makeState(cursor: Int = 0) -> GameScreenState {
    var state = GameScreenState()
    state.ui.cursor = cursor
    return state
  }

  private func update(
    _ state: inout GameScreenState, _ message: GameScreenMessage, _ game: GameSnapshot
  ) -> [GameScreenCommand] {
    GameScreenUpdate.update(&state, message, game: game, returnsToChat: true)
  }
}
