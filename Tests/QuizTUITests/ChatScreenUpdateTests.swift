import QuizGame
import Testing

@testable import QuizTUI

/// The chat screen's update step, as a pure function: a state and a message in, the state and
/// the commands for the runner out. No chat, no tasks, no files.
@Suite("ChatScreenUpdate")
struct ChatScreenUpdateTests {
  @Test func enter_handsTheLineToTheChat_andAQuestionTakenJoinsTheHistory() {
    var state = makeState(typed: "capital of Peru")

    let sent = update(&state, .key(.enter))
    let taken = update(&state, .taken(isQuestion: true))

    #expect(sent == [.respond("capital of Peru")])
    #expect(taken == [.saveHistory(["capital of Peru"])])
    #expect(state.ui.editor.text == "")
    #expect(state.ui.scroll == .following)
  }

  @Test func aQuestionRefusedWhileLookingUp_keepsTheLine_andSaysWhy_withTheKeyThatCancels() {
    var state = makeState(typed: "flag of Peru")

    _ = update(&state, .key(.enter), chat: ChatSnapshot(isLoading: true))
    _ = update(&state, .refused(.busy))

    #expect(state.ui.editor.text == "flag of Peru")
    #expect(state.ui.hint == "Still looking up the last question. Esc cancels.")
  }

  @Test(arguments: ["", "   "])
  func enter_onABlankLine_doesNothing(_ typed: String) {
    var state = makeState(typed: typed)

    #expect(update(&state, .key(.enter)).isEmpty)
  }

  /// What "exit" or "retry" means is the chat's: the screen sends the line as any other, and
  /// acts on the turn that comes back.
  @Test(arguments: ["exit", "help", "retry", "offline"])
  func theChatsOwnWords_goToTheChat_andStayOutOfTheHistory(_ typed: String) {
    var state = makeState(typed: typed)

    let sent = update(&state, .key(.enter))
    let taken = update(&state, .taken(isQuestion: false))

    #expect(sent == [.respond(typed)])
    #expect(taken.isEmpty)
    #expect(state.ui.editor.text == "")
    #expect(state.ui.editor.history.entries.isEmpty)
  }

  @Test func theTurns_ofHelpAndExit_showTheHelp_andQuit() {
    var state = makeState()

    _ = update(&state, .help)
    let helpShown = state.ui.showsHelp
    let quit = update(&state, .end)

    #expect(helpShown)
    #expect(quit == [.quit])
    #expect(state.isQuitting)
  }

  @Test(arguments: [Key.function(5), .control("r")])
  func retryKeys_performRetry_andARefusalIsTheChatsSentence(_ key: Key) {
    var state = makeState(typed: "half")

    let commands = update(&state, .key(key))
    _ = update(&state, .refused(.nothingToRetry))

    #expect(commands == [.perform(.retry)])
    #expect(state.ui.hint == "Nothing to retry: the last question did not fail.")
    #expect(state.ui.editor.text == "half")
  }

  @Test(arguments: [Key.function(6), .control("o")])
  func offlineKeys_performOffline(_ key: Key) {
    var state = makeState()

    let commands = update(&state, .key(key))
    _ = update(&state, .refused(.alreadyOffline))

    #expect(commands == [.perform(.offline)])
    #expect(state.ui.hint == "Already answering from the bundled data.")
  }

  @Test func aLookupStarted_isFollowed() {
    var state = makeState()
    state.ui.scroll = .anchored(entryID: 0, line: 0)

    _ = update(&state, .lookingUp)

    #expect(state.ui.scroll == .following)
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
