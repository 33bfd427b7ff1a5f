import QuizChat
import QuizEngine
import QuizGame

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The full-screen chat's update step, Bubble Tea style: every key goes through `handle`, one
/// `switch`, which changes the UI state or hands a line to the chat. What a line means (a
/// question, a follow-up, a game) is the chat's to say; its turns run as tasks and call
/// `onChange` when they land, so the screen never waits for one.
@MainActor
public final class ChatScreenController {
  public let chat: ChatViewModel
  public private(set) var ui: ChatUIState
  public private(set) var isQuitting = false
  public private(set) var size: ScreenSize
  /// "bundled snapshot 2026-02-25" until a reply says where its data came from.
  public var sourceBeforeAnswers: String
  private let usesLLM: Bool
  private let history: HistoryFile?
  private let now: () -> Date
  private var entries: EntryCache
  /// Called after a lookup's reply has changed the chat (from a task, on the main actor).
  public var onChange: @MainActor () -> Void = {}
  /// Called with a game the chat made for a request to play: the screen above swaps it in.
  public var onGame: @MainActor (GameViewModel) -> Void = { _ in }
  /// The running lookup, kept so tests can await it.
  public private(set) var lookup: Task<Void, Never>?

  public init(
    chat: ChatViewModel, size: ScreenSize, sourceBeforeAnswers: String, usesLLM: Bool,
    history: HistoryFile?, now: @escaping () -> Date = Date.init,
    note: (@Sendable (Reply) -> String?)? = nil, loadsHistoryNow: Bool = true
  ) {
    entries = EntryCache(note: note)
    self.chat = chat
    self.size = size
    self.sourceBeforeAnswers = sourceBeforeAnswers
    self.usesLLM = usesLLM
    self.history = history
    self.now = now
    ui = ChatUIState()
    if loadsHistoryNow { loadHistory() }
  }

  /// Reads the history file into ↑/↓; the full-screen loop calls it after the first frame,
  /// which need not wait for a file read.
  public func loadHistory() {
    let entries = history?.load() ?? []
    guard !entries.isEmpty else { return }
    var history = InputHistory(limit: HistoryFile.limit, entries: entries)
    for line in ui.editor.history.entries { history.add(line) }
    let typed = ui.editor.text
    ui.editor = InputEditor(history: history)
    ui.editor.insert(typed)
  }

  public var model: ChatScreenModel {
    entries.update(from: chat.transcript)
    return ChatScreenModel(
      entries: entries.entries, status: ChatScreenModel.status(of: chat.state),
      offersOffline: chat.hasRemoteSource,
      source: entries.latestSource.map { ChatScreenModel.describe($0, now: now()) }
        ?? TerminalSafeText.sanitize(sourceBeforeAnswers, maxLength: 80),
      isStale: entries.latestSource?.isStale ?? false, usesLLM: usesLLM)
  }

  public func render() -> Frame {
    ChatScreenRenderer.render(model, ui, size: size)
  }

  public var isLoading: Bool { chat.isLoading }

  public func tick() {
    if chat.isLoading { ui.spinnerFrame += 1 }
  }

  public func resize(to newSize: ScreenSize) {
    size = newSize
  }

  public func handle(_ key: Key) {
    ui.hint = nil
    if let selected = ui.gamePicker {
      handlePicker(key, selected: selected)
      return
    }
    if ui.showsHelp {
      let page = max(1, paneHeight - 2)
      let last = max(0, ChatScreenRenderer.helpLines(width: size.columns).count - (paneHeight - 1))
      switch key {
      case .escape, .function(1), .enter, .text("q"), .text("?"):
        ui.showsHelp = false
        ui.helpOffset = 0
      case .control("c"): isQuitting = true
      case .down, .wheelDown: ui.helpOffset = min(last, ui.helpOffset + 1)
      case .up, .wheelUp: ui.helpOffset = max(0, ui.helpOffset - 1)
      case .pageDown: ui.helpOffset = min(last, ui.helpOffset + page)
      case .pageUp: ui.helpOffset = max(0, ui.helpOffset - page)
      default: break
      }
      return
    }
    let inputIsEmpty = ui.editor.isEmpty
    switch key {
    case .text(let text):
      if text == "?", inputIsEmpty {
        ui.showsHelp = true
      } else {
        ui.editor.insert(text)
      }
    case .paste(let text):
      ui.editor.insert(text)
    case .enter:
      submit()
    case .backspace: ui.editor.backspace()
    case .delete: ui.editor.deleteForward()
    case .left: ui.editor.moveLeft()
    case .right: ui.editor.moveRight()
    case .home:
      if inputIsEmpty { scrollToTop() } else { ui.editor.moveToStart() }
    case .end:
      if inputIsEmpty { ui.scroll = .following } else { ui.editor.moveToEnd() }
    case .up: ui.editor.historyPrevious()
    case .down: ui.editor.historyNext()
    case .pageUp: scroll(by: paneHeight - 1)
    case .pageDown: scroll(by: -(paneHeight - 1))
    case .wheelUp: scroll(by: 3)
    case .wheelDown: scroll(by: -3)
    case .control("a"): ui.editor.moveToStart()
    case .control("e"): ui.editor.moveToEnd()
    case .control("u"): ui.editor.killToStart()
    case .control("k"): ui.editor.killToEnd()
    case .control("w"): ui.editor.deleteWordBack()
    case .control("c"): isQuitting = true
    case .control("d"):
      if inputIsEmpty { isQuitting = true } else { ui.editor.deleteForward() }
    case .control("r"), .function(5): retry()
    case .control("o"), .function(6): switchToOffline()
    case .function(1): ui.showsHelp = true
    case .escape: cancelLookup()
    case .control, .function, .resize: break
    }
  }

  private func handlePicker(_ key: Key, selected: Int) {
    let games = GameTopic.suggestions
    switch key {
    case .escape, .control("g"): ui.gamePicker = nil
    case .control("c"): isQuitting = true
    case .up, .wheelUp: ui.gamePicker = max(0, selected - 1)
    case .down, .wheelDown: ui.gamePicker = min(games.count - 1, selected + 1)
    case .home, .pageUp: ui.gamePicker = 0
    case .end, .pageDown: ui.gamePicker = games.count - 1
    case .enter:
      ui.gamePicker = nil
      if games.indices.contains(selected) { play(games[selected]) }
    case .text(let text):
      // A game's number picks it at once.
      if let number = Int(text), games.indices.contains(number - 1) {
        ui.gamePicker = nil
        play(games[number - 1])
      }
    default: break
    }
  }

  private func play(_ topic: GameTopic) {
    guard let turn = chat.startPlaying(topic) else {
      ui.hint = "still looking up (Esc cancels)"
      return
    }
    follow(turn)
  }

  /// Rows of the transcript pane at the current size.
  private var paneHeight: Int { max(1, size.rows - 2) }

  private func submit() {
    let line = ui.editor.text
    switch ChatCommand(line) {
    case .exit:
      isQuitting = true
    case .help:
      ui.editor.abandon()
      ui.showsHelp = true
    case .retry:
      ui.editor.abandon()
      retry()
    case .offline:
      ui.editor.abandon()
      switchToOffline()
    case .question:
      guard !line.allSatisfy(\.isWhitespace) else { return }
      guard let lookup = chat.startResponding(to: line) else {
        ui.hint = "still looking up (Esc cancels)"
        return
      }
      _ = ui.editor.accept()
      history?.save(ui.editor.history.entries)
      ui.scroll = .following
      follow(lookup)
    }
  }

  private func retry() {
    guard chat.failedQuestion != nil else {
      ui.hint = "nothing to retry"
      return
    }
    guard let lookup = chat.startRetry() else { return }
    ui.scroll = .following
    follow(Task { await lookup.value.map(ChatTurn.reply) })
  }

  private func switchToOffline() {
    guard chat.canSwitchToOffline else {
      ui.hint = chat.hasRemoteSource ? "offline answers a failed question" : "already offline"
      return
    }
    guard let lookup = chat.startSwitchingToOffline() else { return }
    ui.scroll = .following
    follow(Task { await lookup.value.map(ChatTurn.reply) })
  }

  private func cancelLookup() {
    let typed = ui.editor.text
    guard chat.cancel() else { return }
    // The question comes back to the input; whatever was typed meanwhile stays in history.
    if !typed.allSatisfy(\.isWhitespace) { ui.editor.remember(typed) }
    ui.editor.replace(with: chat.draft)
    chat.draft = ""
  }

  private func follow(_ task: Task<ChatTurn?, Never>) {
    lookup = Task { [weak self] in
      let turn = await task.value
      self?.show(turn)
      self?.onChange()
    }
  }

  /// A reply is in the transcript already; the rest is the screen's to show.
  private func show(_ turn: ChatTurn?) {
    switch turn {
    case nil, .reply: break
    case .game(let model): onGame(model)
    case .gameChoice: ui.gamePicker = 0
    case .gameFailed(let failure): ui.hint = failure.message
    }
  }

  private func scroll(by rows: Int) {
    let layout = TranscriptLayout(entries: model.entries, width: size.columns)
    ui.scroll = layout.scroll(ui.scroll, by: rows, height: paneHeight)
  }

  private func scrollToTop() {
    let layout = TranscriptLayout(entries: model.entries, width: size.columns)
    ui.scroll = layout.top(height: paneHeight)
  }
}

/// The transcript's screen entries, made once per message: a long chat is not sanitized and
/// re-described at every keystroke.
private struct EntryCache {
  private(set) var entries: [ChatScreenModel.Entry] = []
  private(set) var latestSource: DataSource?
  private var ids: [Int] = []
  private var staleNoticeShown = false
  private let note: (@Sendable (Reply) -> String?)?

  init(note: (@Sendable (Reply) -> String?)?) { self.note = note }

  mutating func update(from transcript: [ChatMessage]) {
    // The chat keeps a bounded scrollback: what it dropped from the front goes here too.
    let oldest = transcript.first?.id ?? Int.max
    if let kept = ids.firstIndex(where: { $0 >= oldest }) {
      ids.removeFirst(kept)
      entries.removeFirst(kept)
    } else {
      ids.removeAll()
      entries.removeAll()
    }
    let isPrefix =
      ids.count <= transcript.count
      && (ids.isEmpty || transcript[ids.count - 1].id == ids[ids.count - 1])
    if !isPrefix { self = EntryCache(note: note) }
    for message in transcript[ids.count...] {
      var entry = ChatScreenModel.entry(
        for: message, staleNoticeShown: &staleNoticeShown, latestSource: &latestSource)
      if case .reply(let reply) = message.content, let text = note?(reply) {
        entry = ChatScreenModel.Entry(
          id: entry.id, kind: entry.kind, text: entry.text,
          details: entry.details + [ChatScreenModel.safe(text)])
      }
      entries.append(entry)
      ids.append(message.id)
    }
  }
}

extension ChatScreenController: TerminalScreen {
  var tickDelay: Int32? { chat.isLoading ? FullScreenChat.spinnerInterval : nil }
  var isDone: Bool { isQuitting }
}
