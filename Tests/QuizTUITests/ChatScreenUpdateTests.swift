import QuizGame
import Testing

@testable import QuizTUI

/// The chat screen's update step, as a pure function: a state and a message in, the state and
/// the commands for the runner out. No chat, no tasks, no files.
@Suite("ChatScreenUpdate")
struct ChatScreenUpdateTests {
  @Test func enter_onATypedLine_savesTheHistory_andHandsTheLineToTheChat() {
    var state = makeState(typed: "capital of Peru")

    let commands = update(&state, .key(.enter))

    #expect(commands == [.saveHistory(["capital of Peru"]), .respond("capital of Peru")])
    #expect(state.ui.editor.text == "")
    #expect(state.ui.scroll == .following)
  }

  @Test func enter_whileLookingUp_keepsTheLine_andSaysWhy() {
    var state = makeState(typed: "flag of Peru")

    let commands = update(&state, .key(.enter), chat: ChatSnapshot(isLoading: true))

    #expect(commands.isEmpty)
    #expect(state.ui.editor.text == "flag of Peru")
    #expect(state.ui.hint == "still looking up (Esc cancels)")
  }

  @Test(arguments: ["", "   "])
  func enter_onABlankLine_doesNothing(_ typed: String) {
    var state = makeState(typed: typed)

    #expect(update(&state, .key(.enter)).isEmpty)
  }

  @Test(arguments: [
    ("exit", [ChatScreenCommand.quit]), ("quit", [.quit]), ("help", []), ("retry", []),
  ])
  func theChatsOwnWords_areCommands_notQuestions(_ typed: String, _ expected: [ChatScreenCommand]) {
    var state = makeState(typed: typed)

    #expect(update(&state, .key(.enter)) == expected)
  }

  @Test(arguments: [Key.function(5), .control("r")])
  func retryKeys_retry_onlyAFailedQuestion(_ key: Key) {
    var failed = makeState()
    var fine = makeState()

    let afterFailure = update(&failed, .key(key), chat: ChatSnapshot(hasFailedQuestion: true))
    let withoutFailure = update(&fine, .key(key))

    #expect(afterFailure == [.retry])
    #expect(withoutFailure.isEmpty)
    #expect(fine.ui.hint == "nothing to retry")
  }

  @Test func offline_isAskedOnlyWhenARemoteSourceFailed() {
    var failed = makeState()
    var bundled = makeState()

    let switching = update(
      &failed, .key(.function(6)),
      chat: ChatSnapshot(hasFailedQuestion: true, hasRemoteSource: true, canSwitchToOffline: true))
    let refused = update(&bundled, .key(.function(6)))

    #expect(switching == [.switchToOffline])
    #expect(refused.isEmpty)
    #expect(bundled.ui.hint == "already offline")
  }

  @Test func escape_cancelsOnlyALookup_andTheCancelledQuestionComesBack() {
    var state = makeState(typed: "half")

    let idle = update(&state, .key(.escape))
    let loading = update(&state, .key(.escape), chat: ChatSnapshot(isLoading: true))
    _ = update(&state, .cancelled(question: "capital of Peru"))

    #expect(idle.isEmpty)
    #expect(loading == [.cancelLookup])
    #expect(state.ui.editor.text == "capital of Peru")
    _ = update(&state, .key(.up))
    #expect(state.ui.editor.text == "half")
  }

  @Test func theGameList_opensOnTheChatsWord_andANumberPlaysThatGame() {
    var state = makeState()

    _ = update(&state, .gameChoice)
    let commands = update(&state, .key(.text("2")))

    #expect(commands == [.play(GameTopic.suggestions[1])])
    #expect(state.ui.gamePicker == nil)
  }

  @Test func aGameThatCannotBeMade_isAHint_clearedByTheNextKey() {
    var state = makeState()

    _ = update(&state, .gameFailed("No game: nothing fits"))
    #expect(state.ui.hint == "No game: nothing fits")
    _ = update(&state, .key(.text("a")))

    #expect(state.ui.hint == nil)
  }

  @Test(arguments: [Key.control("c"), .control("d")])
  func controlCOrDOnAnEmptyLine_quits(_ key: Key) {
    var state = makeState()

    #expect(update(&state, .key(key)) == [.quit])
    #expect(state.isQuitting)
  }

  @Test func theSpinner_turnsOnlyWhileLookingUp() {
    var state = makeState()

    _ = update(&state, .tick)
    _ = update(&state, .tick, chat: ChatSnapshot(isLoading: true))

    #expect(state.ui.spinnerFrame == 1)
  }

  // MARK: - Helpers

  private func makeState(typed: String = "") -> ChatScreenState {
    var state = ChatScreenState(size: ScreenSize(columns: 80, rows: 24))
    state.ui.editor.insert(typed)
    return state
  }

  private func update(
    _ state: inout ChatScreenState, _ message: ChatScreenMessage,
    chat: ChatSnapshot = ChatSnapshot()
  ) -> [ChatScreenCommand] {
    ChatScreenUpdate.update(&state, message, chat: chat)
  }
}
