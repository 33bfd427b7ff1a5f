import QuizEngine
import QuizGame

/// What the game screen shows of a game, as plain values: the renderer's only input from
/// `GameViewModel`, so frames can be rendered and tested without playing.
public struct GameScreenModel: Sendable, Hashable {
  public enum Phase: Sendable, Hashable {
    case loading(source: String)
    case error(source: String, reason: String, isInvalidData: Bool)
    /// The start control, with the score to beat.
    case ready(best: BestScore?)
    case playing
    /// The end, in the words every front end shows.
    case finished(GameEndWords)
  }

  /// What the last guess did, in the status bar.
  public enum Feedback: Sendable, Hashable {
    case hit(String)
    case almost
    case miss
    case alreadyFound(String)
    /// A place that is no answer, and why: "France is in Europe, not in this game".
    case notInGame(String)
  }

  public enum ItemState: Sendable, Hashable {
    case blank
    case found
    /// Unfound when the game ended: revealed, marked "✗".
    case missed
  }

  /// One item as the grid shows it; every text already safe for a terminal. Only this module
  /// and its tests make items, so the memberwise initializer stays internal.
  public struct Item: Sendable, Hashable, Identifiable {
    public let id: Int
    public let answer: String
    public var clue: String?
    /// Shown on demand (F2): a flag's description.
    public var detail: String?
    public var group: String?
    public var state: ItemState = .blank
    /// The first letters a hint showed, while unfound: "B".
    public var hint: String?
    /// The ISO code of the country it is about, where the map draws it.
    public var code: String?
  }

  public var question: String
  public var items: [Item]
  /// Whole seconds; nil for untimed practice.
  public var timeLimit: Int?
  /// Whole seconds left, rounded up, while playing a timed game.
  public var timeLeft: Int?
  public var found: Int
  public var feedback: Feedback?
  public var phase: Phase
  /// Esc goes back to the chat rather than quitting.
  public var returnsToChat: Bool
  /// What is typed: the game's own input, cleared by a hit, kept nowhere else.
  public var input: String
  /// The clock is stopped and the grid hidden.
  public var isPaused = false
  /// "Give up?" is asked: the clock is stopped and the grid hidden until the answer.
  public var isAskingToGiveUp = false
  /// The answer Enter would count, when what is typed waits for it ("UK" of "Ukraine"): safe
  /// for the terminal.
  public var enterCue: String?
  /// Hints asked for.
  public var hints = 0
  /// Every item is a country the map has: the map shows beside the grid, or instead of it.
  public var hasMap = false
  /// A practice round of answers missed before (`quiz play --practice`): it keeps no best.
  public var isPractice = false
  /// "No best score: 2 hints used.": why this play can set no best, said in its help.
  public var noBest: String?
  /// Which states a game of the world counts, said on its ready screen (`Game.counting`).
  public var counting: String?

  public var total: Int { items.count }
  /// The limit the game's best is kept for.
  public var bestLimit: TimeLimit { TimeLimit(timeLimit.map(Double.init)) }
  public var hasDetails: Bool { items.contains { $0.detail != nil } }

  public init(
    question: String, items: [Item], timeLimit: Int? = nil, timeLeft: Int? = nil,
    found: Int = 0, feedback: Feedback? = nil, phase: Phase, returnsToChat: Bool = false,
    input: String = ""
  ) {
    self.input = input
    self.question = question
    self.items = items
    self.timeLimit = timeLimit
    self.timeLeft = timeLeft
    self.found = found
    self.feedback = feedback
    self.phase = phase
    self.returnsToChat = returnsToChat
  }

  /// "4:32", "15:00", "0:07": minutes need no hours in a game.
  public static func clock(_ seconds: Int) -> String {
    let seconds = max(0, seconds)
    let rest = seconds % 60
    return "\(seconds / 60):" + (rest < 10 ? "0\(rest)" : "\(rest)")
  }

  /// The last seconds, marked in the status bar by "!" as well as by style.
  public static let hurryThreshold = 30
}

/// What the game screen remembers beyond the game: where the cursor is in what the game says
/// is typed, where the grid is scrolled, whether clue details show, and the newest hit.
public struct GameUIState: Sendable {
  /// Characters into `GameScreenModel.input`; the text itself is the game's alone.
  public var cursor = 0
  /// Grid rows scrolled past.
  public var scroll = 0
  /// Rows of the end's page scrolled past: its words, the missed answers, the grid.
  public var endScroll = 0
  /// Clue details (flag descriptions) shown beside the clues.
  public var showsDetails = false
  /// Marked in the grid until the next hit.
  public var newestHit: Int?
  /// The item the last hint was for, said in the status bar until the next guess.
  public var lastHint: Int?
  /// The game's keys shown over the grid (F1).
  public var showsHelp = false
  /// On a terminal too narrow for both, the map in the grid's place.
  public var showsMapAlone = false
  /// When the player last scrolled the grid: until a few seconds after, hits do not move it.
  public var lastScrolled: ContinuousClock.Instant?

  public init() {}
}
