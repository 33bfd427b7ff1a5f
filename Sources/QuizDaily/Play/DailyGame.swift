import QuizEngine
import QuizGame

/// One daily silhouette puzzle, as a value every front end plays the same way: the country to
/// find, up to six guesses, each wrong one told by its distance, direction and closeness.
///
/// The rules:
/// - A guess is any name of any country or territory (`DailyAtlas`), matched as a game's
///   answers are: it counts the moment it is spelled, and a name that starts a longer one
///   ("Niger" of "Nigeria") waits for Enter (`waiting`), as the games' prefix rule has it.
/// - A name that is no country or territory, one slip from one, or one guessed already costs
///   no guess: `note` says why.
/// - The right country, or six wrong guesses, ends it.
public struct DailyGame: Sendable {
  /// A guess that cost one: the place named, and how near it is (the answer's, when right).
  public struct Guess: Sendable {
    public let code: String
    public let line: DailyGuess

    public init(code: String, line: DailyGuess) {
      self.code = code
      self.line = line
    }
  }

  /// What a name that cost no guess was.
  public enum Note: Sendable, Equatable {
    case unknown(String)
    case almost(String)
    case alreadyGuessed(String)
    /// A place the data knows that is no country or territory: what it is, in a sentence.
    case outsider(String)

    /// One plain sentence.
    public var sentence: String {
      switch self {
      case .unknown(let text): "No country or territory is called \(text)."
      case .almost(let text): "Almost: check the spelling of \(text)."
      case .alreadyGuessed(let name): "Already guessed: \(name)."
      case .outsider(let sentence): sentence
      }
    }
  }

  public static let maximumGuesses = DailyShare.maximumGuesses

  public let atlas: DailyAtlas
  public let day: CalendarDay
  public let answer: DailyAtlas.Place
  /// Today's puzzle, kept and recorded; false for `--random` extras.
  public let isToday: Bool
  private var round: GameRound
  /// Every guess that cost one, in order; the last is the answer when solved.
  public private(set) var guesses: [Guess] = []
  public private(set) var isSolved = false
  /// Why the last name sent cost no guess; nil after one that did.
  public private(set) var note: Note?
  /// The text typed so far.
  public private(set) var input = ""

  /// Nil when `answer` is no place of the atlas.
  public init?(atlas: DailyAtlas, answer code: String, day: CalendarDay, isToday: Bool) {
    guard let answer = atlas.place(code) else { return nil }
    self.atlas = atlas
    self.answer = answer
    self.day = day
    self.isToday = isToday
    round = GameRound(game: atlas.game, index: atlas.index)
  }

  public var isOver: Bool { isSolved || guesses.count >= Self.maximumGuesses }
  public var guessesLeft: Int { Self.maximumGuesses - guesses.count }
  /// The wrong guesses, each as its line.
  public var wrongGuesses: [DailyGuess] {
    (isSolved ? guesses.dropLast() : guesses[...]).map(\.line)
  }

  /// The name Enter would send while the typed text waits for it: "Niger" before "Nigeria".
  public var waiting: String? {
    guard !isOver, let waiting = round.waiting, waiting.text == input else { return nil }
    return atlas.game.items[waiting.item].answer
  }

  /// The share line for the end: `QuizEngine daily 2026-11-28  3/6  🟥🟧🟩`.
  public var share: DailyShare {
    DailyShare(
      day: day, guesses: wrongGuesses.map(\.result), solved: isSolved, isExtra: !isToday)
  }

  /// The input's whole text after a keystroke: a name spelled whole is guessed at once.
  public mutating func type(_ text: String) {
    guard !isOver else { return }
    let typing = round.type(text)
    input = typing.input
    for item in typing.hits { guess(item) }
    if !typing.hits.isEmpty { note = nil }
  }

  /// Sends the input as a guess; blank input is none.
  public mutating func enter() {
    guard !isOver else { return }
    let text = input
    guard let verdict = round.enter(text) else { return }
    input = ""
    switch verdict {
    case .hit(let item):
      note = nil
      guess(item)
    case .almost:
      note = .almost(text)
    case .alreadyFound(let item):
      note = .alreadyGuessed(atlas.game.items[item].answer)
    case .notInGame(let outsider):
      note = .outsider(atlas.game.outsiders[outsider].sentence)
    case .miss:
      note = .unknown(text)
    }
  }

  /// Sends `text` as a guess, as line mode reads one a line.
  public mutating func enter(_ text: String) {
    guard !isOver else { return }
    input = text
    enter()
  }

  /// Guesses the place `code` names, as a kept puzzle is played again; false when it is no
  /// place of the atlas or the puzzle is over.
  @discardableResult
  public mutating func replay(_ code: String) -> Bool {
    guard !isOver, let item = atlas.game.items.first(where: { $0.code == code }),
      let name = atlas.game.items[item.id].spellings.first
    else { return false }
    enter(name)
    return note == nil
  }

  private mutating func guess(_ item: Int) {
    guard !isOver, let code = atlas.game.items[item].code,
      let point = atlas.points[code], let target = atlas.points[answer.code]
    else { return }
    let name = atlas.game.items[item].answer
    let line =
      code == answer.code
      ? DailyGuess(name: name, at: target, answer: target)
      : DailyGuess(name: name, at: point, answer: target)
    guesses.append(Guess(code: code, line: line))
    if code == answer.code { isSolved = true }
  }
}
