import QuizGame

/// What an app's chat screen shows around the transcript after each turn (the iOS app's): the
/// game asked for, the list of games, the help, or a notice under the transcript until the
/// next turn. Decided here, from the turn, so the screen only lays these out.
@MainActor
public struct ChatPanels {
  /// A sentence under the transcript, made here from the turn.
  public struct Notice: Sendable, Hashable {
    public let text: String
    /// Something went wrong (a game that cannot be made), rather than a word refused or the
    /// conversation over.
    public let isProblem: Bool
  }

  /// The game to show over the chat; set to nil when it is closed.
  public var game: GameViewModel?
  /// The map quiz to show over the chat; set to nil when it is closed.
  public var mapQuiz: MapQuizViewModel?
  /// Whether to offer the list of games ("let's play").
  public var isChoosingGame = false
  /// The help to show; set to nil when it is closed.
  public var help: ChatHelp?
  public private(set) var notice: Notice?
  /// Set by "exit": the keyboard goes away, as the conversation is over.
  public private(set) var endsEditing = false

  /// How the app words a game that could not start: the core's reason, and the app's remedy.
  private let describe: @MainActor (GameStartFailure) -> String

  public init(describing describe: @escaping @MainActor (GameStartFailure) -> String = \.message) {
    self.describe = describe
  }

  /// Closes the game, and has the chat remember how it went.
  public mutating func closeGame(in chat: ChatViewModel) {
    if let game { chat.rememberGame(game) }
    if let mapQuiz { chat.rememberGame(mapQuiz) }
    game = nil
    mapQuiz = nil
  }

  /// Takes in a turn; a nil one (a line refused or a lookup cancelled) only clears the notice.
  /// A reply is in the transcript already.
  public mutating func show(_ turn: ChatTurn?) {
    notice = nil
    endsEditing = false
    switch turn {
    case nil, .reply, .retried: break
    case .game(let model): game = model
    case .mapQuiz(let quiz): mapQuiz = quiz
    case .gameChoice: isChoosingGame = true
    case .gameFailed(let failure): notice = Notice(text: describe(failure), isProblem: true)
    case .help(let help): self.help = help
    case .switchedToOffline, .refused:
      notice = turn?.notice.map { Notice(text: $0, isProblem: false) }
    case .end:
      notice = turn?.notice.map { Notice(text: $0, isProblem: false) }
      endsEditing = true
    }
  }
}
