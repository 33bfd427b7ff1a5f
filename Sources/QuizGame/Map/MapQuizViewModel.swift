import Observation
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// "Where is it?", as Seterra's "type the name" mode plays: the map shows one country of the
/// game at a time, in a shuffled order, and the player names it. The rules, for every front
/// end:
/// - Every accepted name of the country counts (ROK, Burma, Holland), the moment it is typed,
///   unless it begins a longer name of another country of the game ("Niger" of "Nigeria"):
///   then it waits for Enter (`enterWouldCount`, shown as the games' `⏎` cue).
/// - On Enter, the name of another real place costs a try and says where that place lies from
///   the country shown ("Slovenia is northwest of the country shown"), or what it is when it
///   has no place on the map ("Paris is the capital of France"). A slip of the country's name
///   is "almost", and a name of nothing is "not a country": neither costs a try.
/// - The third wrong name, or `reveal()` (Tab), shows the answer and moves on.
/// - The end counts the countries right first time, right after tries and shown, with the
///   time, and records the round: right first time is found, the rest missed, so that practice
///   rounds ask again what took tries.
///
/// States: `ready` (`start`) → `playing` (`type`, `enter`, `reveal`, `giveUp`) → `finished`;
/// `restart` goes back to `ready`. An event in another state is refused and returns false.
@MainActor
@Observable
public final class MapQuizViewModel {
  // Equatable, no more: every conformance the binary keeps is code (see the size budget).
  public enum State: Sendable, Equatable {
    case ready
    case playing
    case finished(gaveUp: Bool)
  }

  /// How one country asked went.
  public enum Outcome: Sendable, Equatable {
    case firstTime
    case afterTries
    case revealed
  }

  /// What the last guess did, for the line under the map.
  public enum Feedback: Sendable {
    /// Named, after this many wrong names.
    case right(GameItem, wrongTries: Int)
    /// Another place, said with where it is ("Slovenia is northwest of the country shown"),
    /// and the tries left.
    case wrong(String, triesLeft: Int)
    /// One slip from the country's name.
    case almost(String)
    /// No place we know.
    case notACountry(String)
    /// Shown by Tab, or after the third wrong name, which it follows.
    case revealed(GameItem, after: String?)

    /// "Right: Croatia.", "Slovenia is northwest of the country shown. 2 tries left.", "It
    /// was the Netherlands." Not made safe for a terminal: a guess is as typed.
    public var sentence: String {
      switch self {
      case .right(let item, 0): "Right: \(CountryNameArticle.inSentence(item.answer))."
      case .right(let item, let wrong):
        "Right: \(CountryNameArticle.inSentence(item.answer)), at try \(wrong + 1)."
      case .wrong(let what, let left): "\(what). \(left == 1 ? "1 try" : "\(left) tries") left."
      case .almost: "Almost: check the spelling."
      case .notACountry(let guess): "\(guess) is not a country."
      case .revealed(let item, let wrong):
        (wrong.map { $0 + ". " } ?? "") + "It was \(CountryNameArticle.inSentence(item.answer))."
      }
    }
  }

  /// Wrong names a country allows before it is shown.
  public static let tries = 3
  /// Above the map while playing.
  public static let question = "Which country is this?"

  public let game: Game
  public private(set) var state = State.ready
  /// Item ids in the order they are asked.
  public private(set) var order: [Int] = []
  /// Each asked country's outcome, in the order asked.
  public private(set) var outcomes: [Outcome] = []
  /// The text the input field should hold: cleared when a country is named or moves on.
  public private(set) var input = ""
  public private(set) var feedback: Feedback?
  /// Wrong names for the country asked now.
  public private(set) var wrongTries = 0
  /// How long the finished round was played; zero before it ends.
  public private(set) var timePlayed: TimeInterval = 0

  /// The country to name now; nil unless playing.
  public var asked: GameItem? {
    guard state == .playing, outcomes.count < order.count else { return nil }
    return game.items[order[outcomes.count]]
  }

  /// Whether Enter would name the country asked: the input spells it, but waits, as a longer
  /// name of another country begins with it.
  public var enterWouldCount: Bool { waitingText == input && !input.isEmpty }

  /// "3 of 44": which country of how many, while playing.
  public var progressWords: String {
    "\(min(outcomes.count + 1, order.count)) of \(order.count)"
  }

  public func count(_ outcome: Outcome) -> Int { outcomes.count(where: { $0 == outcome }) }

  /// The countries asked that went so, in the order asked: "Shown: Malta, Andorra".
  public func answers(_ outcome: Outcome) -> [String] {
    outcomes.indices.filter { outcomes[$0] == outcome }.map { game.items[order[$0]].answer }
  }

  private let index: AnswerIndex
  private let labelPoints: @Sendable (String) -> LabelPoint?
  private let recording: GameRecording?
  private let clock: () -> Date
  private let randomness: () -> any RandomNumberGenerator
  // Bookkeeping no view shows: unobserved, as observing a property costs code.
  @ObservationIgnored private var startedAt: Date?
  private var waitingText: String?
  @ObservationIgnored private var foundAt: [Int: TimeInterval] = [:]
  @ObservationIgnored private var outsiderIndex: [String: Int]?

  /// - Parameters:
  ///   - labelPoints: where each country (by ISO code) is, to say where a wrong name lies.
  ///   - randomness: shuffles each round's order.
  public init(
    game: Game, labelPoints: @escaping @Sendable (String) -> LabelPoint?,
    recording: GameRecording? = nil, clock: @escaping () -> Date = Date.init,
    randomness: @escaping () -> any RandomNumberGenerator = { SystemRandomNumberGenerator() }
  ) {
    self.game = game
    self.index = AnswerIndex(game)
    self.labelPoints = labelPoints
    self.recording = recording
    self.clock = clock
    self.randomness = randomness
  }

  /// Starts the clock on a shuffled order; `first` opens on that item (a chat that names it,
  /// or a test).
  @discardableResult
  public func start(first: Int? = nil) -> Bool {
    guard state == .ready else { return false }
    var random = randomness()
    var order = Array(game.items.indices)
    // Fisher–Yates by hand: `shuffle(using:)` cannot take the generator as an existential.
    for position in order.indices.reversed() where position > 0 {
      order.swapAt(position, Int(random.next() % UInt64(position + 1)))
    }
    if let first, let at = order.firstIndex(of: first) { order.swapAt(0, at) }
    self.order = order
    outcomes = []
    foundAt = [:]
    startedAt = clock()
    state = .playing
    clearGuess()
    feedback = nil
    return true
  }

  /// The input's whole text after a keystroke: names the country at once when it spells one
  /// of its names that begins no other country's.
  @discardableResult
  public func type(_ text: String) -> Bool {
    guard let asked else { return false }
    input = text
    waitingText = nil
    let key = AnswerFolding.fold(text)
    guard !key.isEmpty, index.items(spelledBy: key).contains(asked.id) else { return true }
    if index.hasLongerSpelling(startingWith: key, where: { $0 != asked.id }) {
      waitingText = text
    } else {
      named(asked)
    }
    return true
  }

  /// Sends the input as a guess; blank input is no guess.
  @discardableResult
  public func enter() -> Bool {
    guard let asked else { return false }
    let guess = input.trimmingWhitespace()
    let key = AnswerFolding.fold(guess)
    guard !key.isEmpty else { return true }
    let owners = index.items(spelledBy: key)
    if owners.contains(asked.id) {
      named(asked)
    } else if let other = owners.first {
      wrong(where: game.items[other].answer, code: game.items[other].code, asked: asked)
    } else if let outsider = outsider(spelledBy: key).map({ game.outsiders[$0] }) {
      wrong(where: outsider.name, code: outsider.code, asked: asked, otherwise: outsider.phrase)
    } else if key.unicodeScalars.count >= 3,
      index.item(oneSlipFrom: key, where: { $0 == asked.id }) != nil
    {
      feedback = .almost(guess)
    } else {
      feedback = .notACountry(guess)
    }
    return true
  }

  /// Tab: shows the country's name and moves on.
  @discardableResult
  public func reveal() -> Bool {
    guard let asked else { return false }
    moveOn(.revealed, feedback: .revealed(asked, after: nil))
    return true
  }

  /// Ends the round at once; the country shown is missed, and those not yet shown are not
  /// recorded at all.
  @discardableResult
  public func giveUp() -> Bool {
    guard state == .playing else { return false }
    finish(gaveUp: true)
    return true
  }

  /// Back to the ready screen for another round.
  @discardableResult
  public func restart() -> Bool {
    guard case .finished = state else { return false }
    state = .ready
    outcomes = []
    order = []
    feedback = nil
    timePlayed = 0
    clearGuess()
    return true
  }

  /// "All 44 asked in 6:12: 30 right first time, 8 after tries, 6 shown."; nil before the end.
  public var summary: String? {
    guard case .finished(let gaveUp) = state else { return nil }
    let lead =
      gaveUp
      ? "You gave up at \(outcomes.count) of \(order.count)" : "All \(order.count) asked"
    return lead + " in \(GameEndWords.clock(timePlayed)): \(count(.firstTime)) right first time, "
      + "\(count(.afterTries)) after tries, \(count(.revealed)) shown."
  }

  /// "Countries of Europe on the map: 30 of 44 right first time in 6:12": the round in one
  /// line, for the shell after the full screen and for the chat; nil before the end.
  public var resultLine: String? {
    guard case .finished = state else { return nil }
    return "\(game.title): \(count(.firstTime)) of \(order.count) right first time in "
      + GameEndWords.clock(timePlayed)
  }

  // MARK: - Private

  private func named(_ item: GameItem) {
    if wrongTries == 0 { foundAt[item.id] = elapsed() }
    moveOn(
      wrongTries == 0 ? .firstTime : .afterTries, feedback: .right(item, wrongTries: wrongTries))
  }

  /// A wrong name of a real place: where it lies from the country asked, else `otherwise`.
  private func wrong(where name: String, code: String?, asked: GameItem, otherwise: String? = nil) {
    let direction = code.flatMap(labelPoints).flatMap { place in
      asked.code.flatMap(labelPoints)?.direction(to: place)
    }
    let what =
      direction.map { "\(CountryNameArticle.atSentenceStart(name)) is \($0) of the country shown" }
      ?? otherwise ?? "\(CountryNameArticle.atSentenceStart(name)) is not the country shown"
    wrongTries += 1
    input = ""
    waitingText = nil
    if wrongTries >= Self.tries {
      moveOn(.revealed, feedback: .revealed(asked, after: what))
    } else {
      feedback = .wrong(what, triesLeft: Self.tries - wrongTries)
    }
  }

  private func moveOn(_ outcome: Outcome, feedback: Feedback) {
    outcomes.append(outcome)
    self.feedback = feedback
    clearGuess()
    if outcomes.count == order.count { finish(gaveUp: false) }
  }

  private func clearGuess() {
    input = ""
    waitingText = nil
    wrongTries = 0
  }

  private func elapsed() -> TimeInterval {
    max(0, startedAt.map { clock().timeIntervalSince($0) } ?? 0)
  }

  private func finish(gaveUp: Bool) {
    timePlayed = elapsed()
    state = .finished(gaveUp: gaveUp)
    clearGuess()
    // Unsaved, the round is still played; `quiz stats` just does not show it.
    if let recording {
      try? recording.store.record(
        recording.record(
          of: game, found: count(.firstTime), seconds: timePlayed, foundAt: foundAt,
          endedAt: clock().timeIntervalSince1970,
          shown: Set(order.prefix(min(outcomes.count + (gaveUp ? 1 : 0), order.count)))))
    }
  }

  /// Made on the first guess that names no country of the game, as `GameRound` makes it.
  private func outsider(spelledBy key: String) -> Int? {
    if outsiderIndex == nil { outsiderIndex = GameRound.outsiderIndex(of: game) }
    return outsiderIndex?[key]
  }
}
