import QuizChat
import QuizEngine
import QuizGame

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs the full-screen chat until the person quits, in the loop every screen shares. A
/// request to play ("quiz me on the flags of Europe") swaps the game screen in; Esc on its
/// ready or end screen swaps the chat back.
@MainActor
public enum FullScreenChat {
  /// How often the spinner turns while a lookup runs.
  static let spinnerInterval: Int32 = 100

  /// What the screen shows around the chat.
  public struct Options: Sendable {
    /// Where answers come from, said before any data is loaded.
    public let sourceBeforeAnswers: String
    /// A shorter, dated description ("bundled snapshot 2026-02-25"), worth loading data for:
    /// fetched after the first frame.
    public let sourceSummary: @Sendable () async -> String?
    /// Whether questions may be sent to a language model.
    public let usesLLM: Bool
    /// With --verbose, what to say under a reply about the LLM interpreter; shown in the
    /// transcript, since nothing may be written around the full screen.
    public let note: (@Sendable (Reply) -> String?)?

    public init(
      sourceBeforeAnswers: String, sourceSummary: @escaping @Sendable () async -> String?,
      usesLLM: Bool, note: (@Sendable (Reply) -> String?)? = nil
    ) {
      self.sourceBeforeAnswers = sourceBeforeAnswers
      self.sourceSummary = sourceSummary
      self.usesLLM = usesLLM
      self.note = note
    }
  }

  /// Returns false, having changed nothing, when curses cannot start on this terminal. Games
  /// asked for in the chat are the chat's own (`ChatViewModel.games`).
  public static func run(
    chat: ChatViewModel, options: Options, environment: [String: String]
  ) async -> Bool {
    await TerminalLoop.withTerminal(environment: environment) { terminal in
      let controller = ChatScreenController(
        chat: chat, size: terminal.size, sourceBeforeAnswers: options.sourceBeforeAnswers,
        usesLLM: options.usesLLM, history: HistoryFile.resolve(environment: environment),
        note: options.note, loadsHistoryNow: false)
      controller.onChange = { TerminalSignals.wake() }
      // The data's date needs the catalog; the first frame must not wait for it.
      let summary = Task { @MainActor in
        if let text = await options.sourceSummary() {
          controller.sourceBeforeAnswers = text
          TerminalSignals.wake()
        }
      }
      defer { summary.cancel() }
      let screen = ChatWithGameScreen(chat: controller)
      await TerminalLoop.run(screen, on: terminal) { controller.loadHistory() }
      screen.game?.stopPlaying()
      screen.mapQuiz?.quiz.giveUp()
    }
  }
}

/// The chat, with a game over it while one is asked for: keys, ticks and frames go to the game
/// while it is up, to the chat otherwise.
@MainActor
final class ChatWithGameScreen: TerminalScreen {
  let chat: ChatScreenController
  private(set) var game: GameScreenController?
  private(set) var mapQuiz: MapQuizScreenController?

  init(chat: ChatScreenController) {
    self.chat = chat
    chat.onGame = { [weak self] model in self?.show(model) }
    chat.onMapQuiz = { [weak self] quiz in
      guard let self else { return }
      mapQuiz = MapQuizScreenController(quiz: quiz, size: self.chat.size, returnsToChat: true)
    }
  }

  private func show(_ model: GameViewModel) {
    let game = GameScreenController(model: model, size: chat.size, returnsToChat: true)
    game.onChange = chat.onChange
    self.game = game
  }

  func render() -> Frame { mapQuiz?.render() ?? game?.render() ?? chat.render() }

  func handle(_ key: Key) {
    if let mapQuiz {
      mapQuiz.handle(key)
      if mapQuiz.isLeaving {
        self.mapQuiz = nil
        chat.rememberGame(mapQuiz.quiz)
      }
      return
    }
    if let game {
      game.handle(key)
      if game.isLeaving {
        self.game = nil
        chat.rememberGame(game.game)
      }
      return
    }
    chat.handle(key)
  }

  func resize(to size: ScreenSize) {
    chat.resize(to: size)
    game?.resize(to: size)
    mapQuiz?.resize(to: size)
  }

  var tickDelay: Int32? { game?.tickDelay ?? chat.tickDelay }

  func tick() {
    if let game { game.tick() } else { chat.tick() }
  }

  var isDone: Bool {
    chat.isQuitting || game?.isQuitting == true || mapQuiz?.isQuitting == true
  }
}
