import QuizChat
import QuizDaily
import QuizEngine
import QuizGame

/// The full-screen front end as a command sees it: `CursesFullScreen` in `quiz`, a spy in the
/// commands' tests, which must never start curses on the terminal running them.
@MainActor
public protocol FullScreen {
  /// Runs the chat until the person quits; false, having changed nothing, when curses cannot
  /// start on this terminal (the command then runs the chat a line at a time).
  func runChat(_ chat: ChatViewModel, _ options: FullScreenChat.Options) async -> Bool
  /// Runs a game on its own until the player quits, and returns the exit status; nil,
  /// having changed nothing, when curses cannot start.
  func runGame(_ model: GameViewModel) async -> Int32?
  /// Runs the daily puzzle until the player quits; false, having changed nothing, when curses
  /// cannot start (the command then plays it a line at a time).
  func runDaily(_ session: DailySession) async -> Bool
  /// Runs the map quiz on its own, as `runGame` runs a game.
  func runMapQuiz(_ model: MapQuizViewModel) async -> Int32?
}

extension FullScreen {
  /// A front end without the daily screen plays it a line at a time.
  public func runDaily(_ session: DailySession) async -> Bool { false }
  /// A screen that has no map quiz cannot start one: it is played a line at a time.
  public func runMapQuiz(_ model: MapQuizViewModel) async -> Int32? { nil }
}

/// The full screen on the process's terminal, through curses.
public struct CursesFullScreen: FullScreen {
  /// `TERM`, `NO_COLOR` and where the history file goes.
  let environment: [String: String]

  public init(environment: [String: String]) {
    self.environment = environment
  }

  public func runChat(_ chat: ChatViewModel, _ options: FullScreenChat.Options) async -> Bool {
    await FullScreenChat.run(chat: chat, options: options, environment: environment)
  }

  public func runGame(_ model: GameViewModel) async -> Int32? {
    await FullScreenGame.run(model: model, environment: environment, returnsToChat: false)
  }

  public func runDaily(_ session: DailySession) async -> Bool {
    await FullScreenDaily.run(session: session, environment: environment)
  }

  public func runMapQuiz(_ model: MapQuizViewModel) async -> Int32? {
    await FullScreenMapQuiz.run(model: model, environment: environment, returnsToChat: false)
  }
}
