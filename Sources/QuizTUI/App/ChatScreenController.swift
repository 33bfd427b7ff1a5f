import QuizChat
import QuizEngine
import QuizGame

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The full-screen chat's runner: keys go through the pure update step
/// (`ChatScreenUpdate`), and this carries out the commands it returns on the chat and the
/// history file. What a line means (a question, a follow-up, a game) is the chat's to say;
/// its turns run as tasks and call `onChange` when they land, so the screen never waits.
@MainActor
public final class ChatScreenController {
  public let chat: ChatViewModel
  /// The screen's one UI state value.
  public private(set) var state: ChatScreenState
  /// "bundled snapshot 2026-02-25" until a reply says where its data came from.
  public var sourceBeforeAnswers: String
  private let usesLLM: Bool
  private let history: HistoryFile?
  private let now: () -> Date
  /// The transcript as the screen shows it, brought up to date when the chat changes, not
  /// when a frame is drawn.
  private var entries: EntryCache
  /// Called after a lookup's reply has changed the chat (from a task, on the main actor).
  public var onChange: @MainActor () -> Void = {}
  /// Called with a game the chat made for a request to play: the screen above swaps it in.
  public var onGame: @MainActor (GameViewModel) -> Void = { _ in }
  /// Shows the map quiz asked for, as `onGame` shows a game.
  public var onMapQuiz: @MainActor (MapQuizViewModel) -> Void = { _ in }
  /// The running lookup, kept so tests can await it.
  public private(set) var lookup: Task<Void, Never>?

  public init(
    chat: ChatViewModel, size: ScreenSize, sourceBeforeAnswers: String, usesLLM: Bool,
    history: HistoryFile?, now: @escaping () -> Date = Date.init,
    note: (@Sendable (Reply) -> String?)? = nil, loadsHistoryNow: Bool = true
  ) {
    entries = EntryCache(note: note)
    entries.update(from: chat.transcript)
    self.chat = chat
    self.sourceBeforeAnswers = sourceBeforeAnswers
    self.usesLLM = usesLLM
    self.history = history
    self.now = now
    state = ChatScreenState(size: size)
    if loadsHistoryNow { loadHistory() }
  }

  public var ui: ChatUIState { state.ui }
  public var size: ScreenSize { state.size }
  public var isQuitting: Bool { state.isQuitting }

  /// Reads the history file into ↑/↓; the full-screen loop calls it after the first frame,
  /// which need not wait for a file read.
  public func loadHistory() {
    let entries = history?.load() ?? []
    guard !entries.isEmpty else { return }
    var history = InputHistory(limit: HistoryFile.limit, entries: entries)
    for line in state.ui.editor.history.entries { history.add(line) }
    let typed = state.ui.editor.text
    state.ui.editor = InputEditor(history: history)
    state.ui.editor.insert(typed)
  }

  public var model: ChatScreenModel {
    ChatScreenModel(
      entries: entries.entries, status: ChatScreenModel.status(of: chat.state),
      offersOffline: chat.hasRemoteSource,
      source: entries.latestSource.map { ChatScreenModel.describe($0, now: now()) }
        ?? TerminalSafeText.sanitize(sourceBeforeAnswers, maxLength: 80),
      isStale: entries.latestSource?.isStale ?? false, usesLLM: usesLLM)
  }

  public func render() -> Frame {
    ChatScreenRenderer.render(model, state.ui, size: state.size)
  }

  public func tick() { send(.tick) }

  public func resize(to newSize: ScreenSize) { send(.resize(newSize)) }

  public func handle(_ key: Key) { send(.key(key)) }

  private func send(_ message: ChatScreenMessage) {
    let snapshot = ChatSnapshot(isLoading: chat.isLoading, entries: entries.entries)
    for command in ChatScreenUpdate.update(&state, message, chat: snapshot) {
      run(command)
    }
  }

  private func run(_ command: ChatScreenCommand) {
    switch command {
    case .respond(let line):
      // The chat says what the line means; read here only so that questions, not the chat's
      // own words, are kept for ↑.
      let command = ChatCommand(line)
      guard let start = chat.start(command) else { return }
      if case .decided(.refused(.busy)) = start {
        // Refused for now: the line stays to be sent once the lookup is done.
        send(.refused(.busy))
        return
      }
      send(.taken(isQuestion: command.name == nil))
      carry(start)
    case .perform(let command):
      guard let start = chat.start(command) else { return }
      carry(start)
    case .cancelLookup:
      guard chat.cancel() else { return }
      entries.update(from: chat.transcript)
      let question = chat.draft
      chat.draft = ""
      send(.cancelled(question: question))
    case .play(let topic):
      guard let turn = chat.startPlaying(topic) else { return }
      follow(turn)
    case .saveHistory(let lines):
      history?.save(lines)
    case .quit:
      break
    }
  }

  /// Back from a game the chat started: the chat remembers how it went, in the transcript's
  /// last line, in view.
  public func rememberGame(_ game: GameViewModel) {
    chat.rememberGame(game)
    entries.update(from: chat.transcript)
    send(.backFromGame)
  }

  public func rememberGame(_ quiz: MapQuizViewModel) {
    chat.rememberGame(quiz)
    entries.update(from: chat.transcript)
    send(.backFromGame)
  }

  /// A turn decided at once is shown at once; one that waits for a lookup when it lands.
  private func carry(_ start: ChatTurnStart) {
    switch start {
    case .decided(let turn):
      landed(turn)
    case .waiting(let task):
      send(.lookingUp)
      follow(task)
    }
  }

  private func follow(_ task: Task<ChatTurn?, Never>) {
    entries.update(from: chat.transcript)
    lookup = Task { [weak self] in
      let turn = await task.value
      self?.landed(turn)
    }
  }

  /// A turn's reply is in the transcript already; the rest is the screen's to show.
  private func landed(_ turn: ChatTurn?) {
    entries.update(from: chat.transcript)
    switch turn {
    case nil, .reply, .retried: break
    case .game(let model): onGame(model)
    case .mapQuiz(let quiz): onMapQuiz(quiz)
    case .gameChoice: send(.gameChoice)
    case .gameFailed(let failure): send(.gameFailed(failure.terminalMessage))
    case .help: send(.help)
    case .refused(let refusal): send(.refused(refusal))
    case .switchedToOffline:
      if let notice = turn?.notice { send(.notice(notice)) }
    case .end: send(.end)
    }
    onChange()
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
