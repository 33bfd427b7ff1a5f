import QuizChat
import QuizGame

/// What the chat screen's update step asks its runner to do: the only way a key reaches the
/// chat, the history file or the loop (Bubble Tea's `Cmd`).
public enum ChatScreenCommand: Sendable, Hashable {
  /// A typed line: the chat decides what it is (a question, a follow-up, a game, or one of
  /// its own words).
  case respond(String)
  /// One of the chat's words pressed as its key (F5 retry, F6 offline): the same turn as typed.
  case perform(ChatCommand)
  case cancelLookup
  case play(GameTopic)
  /// The input history, to keep for the next run.
  case saveHistory([String])
  case quit
}

/// What reaches the update step: keys, and what the runner learnt from the chat.
public enum ChatScreenMessage: Sendable, Hashable {
  case key(Key)
  /// The spinner's beat while a lookup runs.
  case tick
  case resize(ScreenSize)
  /// The chat took the typed line: a question, kept in ↑ history, or one of its own words.
  case taken(isQuestion: Bool)
  /// A lookup started (a question, a retry): the transcript follows it.
  case lookingUp
  /// A lookup was cancelled: its question goes back to the input.
  case cancelled(question: String)
  /// "help": the help over the transcript.
  case help
  /// One of the chat's words refused now; a question refused keeps its line in the input.
  case refused(ChatRefusal)
  /// What the chat says beside a reply ("Answering from the bundled data from now on.").
  case notice(String)
  /// "exit": the conversation is over, and so is the screen.
  case end
  /// "let's play": offer the list of games.
  case gameChoice
  /// A game was asked for and cannot be made.
  case gameFailed(String)
  /// Back from a game: its result is the transcript's last line, which is shown.
  case backFromGame
}

/// What the update step reads of the chat, as values: no tasks, no files.
public struct ChatSnapshot: Sendable, Hashable {
  public var isLoading = false
  /// The transcript as the screen shows it, for scrolling.
  public var entries: [ChatScreenModel.Entry] = []

  public init(isLoading: Bool = false, entries: [ChatScreenModel.Entry] = []) {
    self.isLoading = isLoading
    self.entries = entries
  }
}

/// The full-screen chat's one UI state value: the screen's size, what `ChatUIState` holds
/// (the input, scrolling, help, the picker, a hint, the spinner), and whether to quit.
public struct ChatScreenState: Sendable {
  public var ui = ChatUIState()
  public var size: ScreenSize
  public var isQuitting = false

  public init(size: ScreenSize, ui: ChatUIState = ChatUIState()) {
    self.size = size
    self.ui = ui
  }
}

/// The full-screen chat's update step: a pure function of the state, a message and what the
/// chat is doing, returning the commands for the runner (`ChatScreenController`) to carry
/// out. Every key goes through one `switch`.
public enum ChatScreenUpdate {
  public static func update(
    _ state: inout ChatScreenState, _ message: ChatScreenMessage, chat: ChatSnapshot
  ) -> [ChatScreenCommand] {
    switch message {
    case .key(let key):
      state.ui.hint = nil
      if let selected = state.ui.gamePicker { return pick(&state, key, selected: selected) }
      if state.ui.showsHelp { return scrollHelp(&state, key) }
      return edit(&state, key, chat: chat)
    case .tick:
      if chat.isLoading { state.ui.spinnerFrame += 1 }
    case .resize(let size):
      state.size = size
    case .taken(let isQuestion):
      if isQuestion {
        _ = state.ui.editor.accept()
        state.ui.scroll = .following
        return [.saveHistory(state.ui.editor.history.entries)]
      }
      state.ui.editor.abandon()
    case .lookingUp, .backFromGame:
      state.ui.scroll = .following
    case .help:
      state.ui.showsHelp = true
    case .refused(let refusal):
      // The full screen's own key for what is in the way.
      state.ui.hint = refusal == .busy ? refusal.sentence + " Esc cancels." : refusal.sentence
    case .notice(let text):
      state.ui.hint = text
    case .end:
      return quit(&state)
    case .cancelled(let question):
      // The question comes back to the input; whatever was typed meanwhile stays in history.
      let typed = state.ui.editor.text
      if !typed.allSatisfy(\.isWhitespace) { state.ui.editor.remember(typed) }
      state.ui.editor.replace(with: question)
    case .gameChoice:
      state.ui.gamePicker = 0
    case .gameFailed(let reason):
      state.ui.hint = reason
    }
    return []
  }

  private static func edit(
    _ state: inout ChatScreenState, _ key: Key, chat: ChatSnapshot
  ) -> [ChatScreenCommand] {
    let inputIsEmpty = state.ui.editor.isEmpty
    let pane = paneHeight(state.size)
    switch key {
    case .text(let text):
      if text == "?", inputIsEmpty {
        state.ui.showsHelp = true
      } else {
        state.ui.editor.insert(text)
      }
    case .paste(let text): state.ui.editor.insert(text)
    case .enter:
      // What the line is, the chat says (`ChatScreenMessage.taken`).
      let line = state.ui.editor.text
      return line.allSatisfy(\.isWhitespace) ? [] : [.respond(line)]
    case .backspace: state.ui.editor.backspace()
    case .delete: state.ui.editor.deleteForward()
    case .left: state.ui.editor.moveLeft()
    case .right: state.ui.editor.moveRight()
    case .home:
      if inputIsEmpty {
        state.ui.scroll = TranscriptLayout(entries: chat.entries, width: state.size.columns)
          .top(height: pane)
      } else {
        state.ui.editor.moveToStart()
      }
    case .end:
      if inputIsEmpty { state.ui.scroll = .following } else { state.ui.editor.moveToEnd() }
    case .up: state.ui.editor.historyPrevious()
    case .down: state.ui.editor.historyNext()
    case .pageUp: scroll(&state, by: pane - 1, chat: chat)
    case .pageDown: scroll(&state, by: -(pane - 1), chat: chat)
    case .wheelUp: scroll(&state, by: 3, chat: chat)
    case .wheelDown: scroll(&state, by: -3, chat: chat)
    case .control("a"): state.ui.editor.moveToStart()
    case .control("e"): state.ui.editor.moveToEnd()
    case .control("u"): state.ui.editor.killToStart()
    case .control("k"): state.ui.editor.killToEnd()
    case .control("w"): state.ui.editor.deleteWordBack()
    case .control("c"): return quit(&state)
    case .control("d"):
      if inputIsEmpty { return quit(&state) }
      state.ui.editor.deleteForward()
    case .control("r"), .function(5): return [.perform(.retry)]
    case .control("o"), .function(6): return [.perform(.offline)]
    case .function(1): state.ui.showsHelp = true
    case .escape: return chat.isLoading ? [.cancelLookup] : []
    case .control, .function, .resize: break
    }
    return []
  }

  private static func quit(_ state: inout ChatScreenState) -> [ChatScreenCommand] {
    state.isQuitting = true
    return [.quit]
  }

  private static func pick(
    _ state: inout ChatScreenState, _ key: Key, selected: Int
  ) -> [ChatScreenCommand] {
    let games = GameTopic.suggestions
    switch key {
    case .escape, .control("g"): state.ui.gamePicker = nil
    case .control("c"): return quit(&state)
    case .up, .wheelUp: state.ui.gamePicker = max(0, selected - 1)
    case .down, .wheelDown: state.ui.gamePicker = min(games.count - 1, selected + 1)
    case .home, .pageUp: state.ui.gamePicker = 0
    case .end, .pageDown: state.ui.gamePicker = games.count - 1
    case .enter:
      state.ui.gamePicker = nil
      if games.indices.contains(selected) { return [.play(games[selected])] }
    case .text(let text):
      // A game's number picks it at once.
      if let number = Int(text), games.indices.contains(number - 1) {
        state.ui.gamePicker = nil
        return [.play(games[number - 1])]
      }
    default: break
    }
    return []
  }

  private static func scrollHelp(_ state: inout ChatScreenState, _ key: Key) -> [ChatScreenCommand]
  {
    let pane = paneHeight(state.size)
    let page = max(1, pane - 2)
    let last = max(
      0, ChatScreenRenderer.helpLines(width: state.size.columns).count - (pane - 1))
    switch key {
    case .escape, .function(1), .enter, .text("q"), .text("?"):
      state.ui.showsHelp = false
      state.ui.helpOffset = 0
    case .control("c"): return quit(&state)
    case .down, .wheelDown: state.ui.helpOffset = min(last, state.ui.helpOffset + 1)
    case .up, .wheelUp: state.ui.helpOffset = max(0, state.ui.helpOffset - 1)
    case .pageDown: state.ui.helpOffset = min(last, state.ui.helpOffset + page)
    case .pageUp: state.ui.helpOffset = max(0, state.ui.helpOffset - page)
    default: break
    }
    return []
  }

  private static func scroll(_ state: inout ChatScreenState, by rows: Int, chat: ChatSnapshot) {
    let layout = TranscriptLayout(entries: chat.entries, width: state.size.columns)
    state.ui.scroll = layout.scroll(state.ui.scroll, by: rows, height: paneHeight(state.size))
  }

  /// Rows of the transcript pane at this size.
  static func paneHeight(_ size: ScreenSize) -> Int { max(1, size.rows - 2) }
}
