import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The game both apps render, as one state machine:
///
/// | event | loading | error | ready | playing | finished |
/// | --- | --- | --- | --- | --- | --- |
/// | `load()` | ready, or error | refused | refused | refused | refused |
/// | `retry()` | refused | loading, then as `load()` | refused | refused | refused |
/// | `start()` | refused | refused | playing | refused | refused |
/// | `type(_:)`, `enter()` | refused | refused | refused | playing, or finished(complete) | refused |
/// | `tick()` | refused | refused | refused | playing, or finished(timeUp) | refused |
/// | `askToGiveUp()` | refused | refused | refused | playing, asking, the clock stopped | refused |
/// | `playOn()` | refused | refused | refused | playing, no longer asking | refused |
/// | `giveUp()` | refused | refused | refused | finished(gaveUp) | refused |
/// | `hint(preferring:)` | refused | refused | refused | playing, a letter more shown | refused |
/// | `pause()`, `resume()` | refused | refused | refused | playing, the clock stopped or going | refused |
/// | `restart()` | refused | refused | refused | ready (same game) | ready (same game) |
///
/// A refused event changes nothing and returns false; an accepted one returns true. Once the
/// time is up, every event but `giveUp` and `restart` first ends the game as `timeUp`, so a
/// guess typed after the limit never counts, however late the last tick was. While paused the
/// clock stands still, and guesses and hints are refused until `resume()`. While asking
/// whether to give up (`isAskingToGiveUp`: Esc on an empty field, Ctrl-C) the clock stands still
/// too, and only `giveUp()`, `playOn()` and `restart()` are taken: a reflex never ends a game.
///
/// A front end shows `state`, `input`, `feedback`, `timeLeft`, `grid` and the counts, calls
/// the events, and after each one puts `input` back in its text field: a hit clears it.
@MainActor
@Observable
public final class GameViewModel {
  public enum State: Sendable, Hashable {
    /// A game from a URL or a file on its way (see `GameLoader`).
    case loading(source: String)
    /// It could not be had; `retry()` asks again.
    case error(source: String, reason: GameLoadError)
    /// Shown with a start control; the clock has not started.
    case ready(Game)
    /// Found items in the order found; remaining ones in grid order.
    case playing(found: [GameItem], remaining: [GameItem])
    /// Found items in the order found; missed ones in grid order.
    case finished(Ending, found: [GameItem], missed: [GameItem])
  }

  public enum Ending: Sendable, Hashable {
    /// Every item found, in this many seconds.
    case complete(time: TimeInterval)
    case timeUp
    case gaveUp
  }

  /// What the last guess did, for the status line.
  public enum Feedback: Sendable, Hashable {
    case hit(GameItem)
    /// Sent with Enter, one slip from an unfound answer: "almost: check the spelling".
    case almost(guess: String)
    /// Sent with Enter and no answer of this game.
    case miss(guess: String)
    /// Sent with Enter, an answer found before.
    case alreadyFound(GameItem)
    /// Sent with Enter, the name of a place of the data that is no answer of this game:
    /// `GameOutsider.sentence` says why.
    case notInGame(GameOutsider)
  }

  /// One item as a grid shows it.
  public struct Cell: Sendable, Hashable, Identifiable {
    public let item: GameItem
    public internal(set) var isFound: Bool
    /// Unfound at the end of a game: shown, in a style of its own, as a missed answer.
    public let isMissed: Bool
    public var id: Int { item.id }
  }

  public private(set) var state: State
  /// The game being played, once there is one.
  public private(set) var game: Game?
  /// The text the input field should hold: what was typed, cleared after a hit.
  public private(set) var input = ""
  /// What the last guess did; nil before the first one and after a restart.
  public private(set) var feedback: Feedback?
  /// Seconds left while playing a timed game (0 when time is up), else nil.
  public private(set) var timeLeft: TimeInterval?
  /// The best score before this play under its time limit (`bestScoreLimit`), shown on the
  /// ready screen.
  public private(set) var bestScore: BestScore?
  /// The limit this game is played under, which its best is kept for.
  public var bestScoreLimit: TimeLimit? { game.map(TimeLimit.init(of:)) }
  /// How long the finished game was played: to the last answer when all were found, else to
  /// its end, pauses left out. Zero before it ends.
  public private(set) var timePlayed: TimeInterval = 0
  /// The last finished game in one line ("Capitals of Africa: 31 of 54 in 5:00 · new best"),
  /// kept through a restart: what the chat remembers after it, and `quiz play` prints.
  public private(set) var resultLine: String?
  /// Whether the game just finished beat `bestScore` (and was saved as the new best).
  public private(set) var isNewBest = false
  /// Items in grid order, each found or not.
  public private(set) var grid: [Cell] = []
  /// The last game's result before this play (not a practice round's), for the end to compare.
  public private(set) var lastResult: GameResult?
  /// Seconds from the start of the clock to each hit, by item id.
  public private(set) var foundAt: [Int: TimeInterval] = [:]
  /// A practice round: its answers are recorded, but it keeps no best score.
  public var isPractice: Bool { recording?.isPractice ?? false }

  /// Whether the clock is stopped by `pause()`; the grid should be hidden meanwhile.
  public private(set) var isPaused = false
  /// Whether the game asks "Give up?" (`askToGiveUp()`): the clock is stopped, and the grid
  /// hidden as in a pause, until `giveUp()` or `playOn()`.
  public private(set) var isAskingToGiveUp = false
  /// The answer Enter would count now: the input spells it, but a longer answer still unfound
  /// begins with it ("UK" of "Ukraine"), so it waits. Front ends show `GameWords.enterCue`.
  public var enterWouldCount: GameItem? {
    guard isPlaying, let waiting = round?.waiting, waiting.text == input else { return nil }
    return item(waiting.item)
  }
  /// Letters of an unfound answer shown by hints, by item id: "B" of "Bolivia" after one.
  public private(set) var hintedLetters: [Int: Int] = [:]
  /// Hints asked for in this play.
  public private(set) var hintCount = 0
  /// Found items that a hint had helped with, for "150/195, 3 with hints".
  public var foundWithHints: Int {
    round.map { round in hintedLetters.keys.count(where: { round.isFound($0) }) } ?? 0
  }

  public var foundCount: Int { round?.found.count ?? 0 }
  public var total: Int { game?.items.count ?? 0 }

  private var round: GameRound?
  private var index: AnswerIndex?
  private var startedAt: Date?
  /// When the current pause began, and all earlier pauses' length: the clock skips both.
  private var pausedAt: Date?
  private var pausedTime: TimeInterval = 0
  private let clock: () -> Date
  private let scores: (any ScoreStore)?
  private let loader: (any GameLoader)?
  private let timeLimitOverride: TimeInterval?
  private let recording: GameRecording?

  /// A game made already (from the country data): starts `ready`.
  public init(
    game: Game, scores: (any ScoreStore)? = nil, recording: GameRecording? = nil,
    clock: @escaping () -> Date = Date.init
  ) {
    self.clock = clock
    self.scores = recording?.isPractice == true ? nil : scores
    self.recording = recording
    self.loader = nil
    self.timeLimitOverride = nil
    self.state = .loading(source: "")
    becomeReady(with: game)
  }

  /// A game to load: starts `loading(source)`; call `load()`.
  /// - Parameter timeLimit: replaces the loaded game's limit when given; `0` is untimed.
  public init(
    loader: any GameLoader, timeLimit: TimeInterval? = nil, scores: (any ScoreStore)? = nil,
    recording: GameRecording? = nil, clock: @escaping () -> Date = Date.init
  ) {
    self.clock = clock
    self.scores = scores
    self.recording = recording
    self.loader = loader
    self.timeLimitOverride = timeLimit
    self.state = .loading(source: loader.source)
  }

  // MARK: - Loading

  /// Loads the game while `loading`; refused otherwise (and when made with a game).
  @discardableResult
  public func load() async -> Bool {
    guard case .loading(let source) = state, let loader else { return false }
    do {
      var loaded = try await loader.load()
      if let override = timeLimitOverride { loaded = loaded.withTimeLimit(override) }
      becomeReady(with: loaded)
    } catch {
      state = .error(source: source, reason: error)
    }
    return true
  }

  /// After an error, loads again; refused in any other state.
  @discardableResult
  public func retry() async -> Bool {
    guard case .error(let source, _) = state else { return false }
    state = .loading(source: source)
    return await load()
  }

  // MARK: - Playing

  /// Starts the clock on the ready game.
  @discardableResult
  public func start() -> Bool {
    guard case .ready(let game) = state, let index else { return false }
    round = GameRound(game: game, index: index)
    startedAt = clock()
    foundAt = [:]
    timeLeft = game.timeLimit
    input = ""
    feedback = nil
    publishPlaying()
    return true
  }

  /// The input's whole current text after a keystroke: credits an answer the moment it is
  /// spelled (see `GameRound` for when a shorter name waits).
  @discardableResult
  public func type(_ text: String) -> Bool {
    guard isPlaying, !isClockStopped, !endIfTimeIsUp(), var round else { return false }
    let typing = round.type(text)
    self.round = round
    input = typing.input
    noteHits(typing.hits)
    if let last = typing.hits.last {
      feedback = .hit(item(last))
      publishPlaying(hits: typing.hits)
    }
    return true
  }

  /// Sends the input as a guess. A hit, "already found" and a place not in the game clear the
  /// input; "almost" and a miss keep it to be corrected. Blank input is no guess: accepted, nothing happens.
  @discardableResult
  public func enter() -> Bool {
    guard isPlaying, !isClockStopped, !endIfTimeIsUp(), var round else { return false }
    let guess = input
    let verdict = round.enter(guess)
    self.round = round
    switch verdict {
    case nil: return true
    case .hit(let id):
      noteHits([id])
      feedback = .hit(item(id))
      input = ""
      publishPlaying(hits: [id])
    case .alreadyFound(let id):
      feedback = .alreadyFound(item(id))
      input = ""
    case .notInGame(let index):
      // Spelt right, so nothing to correct: the input clears as for an answer found before.
      feedback = .notInGame(round.game.outsiders[index])
      input = ""
    case .almost:
      feedback = .almost(guess: guess)
    case .miss:
      feedback = .miss(guess: guess)
    }
    return true
  }

  /// The clock's beat while playing: updates `timeLeft`, and ends a timed game at its limit.
  @discardableResult
  public func tick() -> Bool {
    guard isPlaying else { return false }
    if !endIfTimeIsUp() { timeLeft = remainingTime() }
    return true
  }

  /// Ends the game as given up, at once, asked or not: the time the question stood is not
  /// played time.
  @discardableResult
  public func giveUp() -> Bool {
    guard isPlaying else { return false }
    startClock()
    isPaused = false
    isAskingToGiveUp = false
    finish(.gaveUp)
    return true
  }

  /// Asks "Give up?" and stops the clock until the answer; refused when asking already.
  @discardableResult
  public func askToGiveUp() -> Bool {
    guard isPlaying, !isAskingToGiveUp, !endIfTimeIsUp() else { return false }
    if !isPaused { stopClock() }
    isAskingToGiveUp = true
    return true
  }

  /// The answer "play on" to `askToGiveUp()`: the clock goes on (unless a pause stopped it
  /// before).
  @discardableResult
  public func playOn() -> Bool {
    guard isPlaying, isAskingToGiveUp else { return false }
    isAskingToGiveUp = false
    if !isPaused { startClock() }
    return true
  }

  /// Shows one letter more of one unfound answer: of the first region in `regions` (those in
  /// view, in order) that has one, else of any; the answer with the fewest letters shown first.
  /// Returns the item hinted, nil (refused) when nothing is left to hint or while paused.
  @discardableResult
  public func hint(preferring regions: [String] = []) -> GameItem? {
    guard isPlaying, !isClockStopped, !endIfTimeIsUp(), let game, let round else { return nil }
    let hintable = game.items.filter { item in
      !round.isFound(item.id) && hintedLetters[item.id, default: 0] < item.answer.count
    }
    let pool =
      regions.lazy.map { region in hintable.filter { $0.group == region } }
      .first { !$0.isEmpty } ?? hintable
    guard
      let item = pool.min(by: {
        hintedLetters[$0.id, default: 0] < hintedLetters[$1.id, default: 0]
      })
    else { return nil }
    hintedLetters[item.id, default: 0] += 1
    hintCount += 1
    return item
  }

  /// The letters a hint shows of an item ("B", "Bo"); nil when none.
  public func hintText(for id: Int) -> String? {
    guard let letters = hintedLetters[id], let item = game?.items.first(where: { $0.id == id })
    else { return nil }
    return String(item.answer.prefix(letters))
  }

  /// A hint as every front end words it: the letters shown, "…" while some are hidden, and
  /// which answer they belong to, by its clue ("S… (Bolivia 🇧🇴)") or else its region
  /// ("B… in South America"), since the line modes have no grid to show it in. Not made safe
  /// for a terminal: the clue may come from a quiz file.
  public func hintWords(for id: Int) -> String? {
    guard let letters = hintText(for: id), let item = game?.items.first(where: { $0.id == id })
    else { return nil }
    let shown = letters + (letters.count < item.answer.count ? "…" : "")
    if let clue = item.clue { return "\(shown) (\(clue.text))" }
    if let group = item.group { return "\(shown) in \(group)" }
    return shown
  }

  /// Stops the clock while playing; refused when paused already, or while asking to give up.
  @discardableResult
  public func pause() -> Bool {
    guard isPlaying, !isClockStopped, !endIfTimeIsUp() else { return false }
    stopClock()
    isPaused = true
    return true
  }

  /// Starts the clock again where it stopped; refused while asking to give up.
  @discardableResult
  public func resume() -> Bool {
    guard isPlaying, isPaused, !isAskingToGiveUp else { return false }
    startClock()
    isPaused = false
    return true
  }

  /// Back to the ready screen with the same game, for another go.
  @discardableResult
  public func restart() -> Bool {
    switch state {
    case .playing, .finished:
      guard let game else { return false }
      becomeReady(with: game)
      return true
    case .loading, .error, .ready:
      return false
    }
  }

  // MARK: - Private

  private var isPlaying: Bool {
    if case .playing = state { return true }
    return false
  }

  /// Paused, or asking whether to give up: no guess, hint or pause is taken.
  private var isClockStopped: Bool { isPaused || isAskingToGiveUp }

  private func stopClock() {
    if pausedAt == nil { pausedAt = clock() }
  }

  private func startClock() {
    guard let pausedAt else { return }
    pausedTime += max(0, clock().timeIntervalSince(pausedAt))
    self.pausedAt = nil
  }

  private func becomeReady(with game: Game) {
    if self.game != game || index == nil { index = AnswerIndex(game) }
    self.game = game
    round = nil
    startedAt = nil
    pausedAt = nil
    pausedTime = 0
    isPaused = false
    isAskingToGiveUp = false
    hintedLetters = [:]
    hintCount = 0
    input = ""
    feedback = nil
    timeLeft = nil
    isNewBest = false
    foundAt = [:]
    timePlayed = 0
    bestScore = scores?.bestScore(for: game.id, timeLimit: TimeLimit(of: game))
    lastResult = recording?.store.progress(for: game.id)?.gameResults.last
    grid = game.items.map { Cell(item: $0, isFound: false, isMissed: false) }
    state = .ready(game)
  }

  private func noteHits(_ ids: [Int]) {
    let now = elapsed()
    for id in ids where foundAt[id] == nil { foundAt[id] = now }
  }

  private func item(_ id: Int) -> GameItem {
    game?.items[id] ?? GameItem(id: id, answer: "", spellings: [])
  }

  /// Time played: a pause, ongoing or over, does not count.
  private func elapsed() -> TimeInterval {
    let now = pausedAt ?? clock()
    return max(0, startedAt.map { now.timeIntervalSince($0) - pausedTime } ?? 0)
  }

  private func remainingTime() -> TimeInterval? {
    game?.timeLimit.map { max(0, $0 - elapsed()) }
  }

  /// Ends the game as `timeUp` when its limit has passed; true if it did.
  private func endIfTimeIsUp() -> Bool {
    guard let limit = game?.timeLimit, elapsed() >= limit else { return false }
    finish(.timeUp)
    return true
  }

  /// Shows the round being played. After `hits` in a round already shown, only those items
  /// change: the grid's cells in place, and the lists by moving them. Made afresh, every item
  /// copied, they cost a tenth of a millisecond at each hit of a world game.
  private func publishPlaying(hits: [Int]? = nil) {
    guard let game, let round else { return }
    if round.isComplete {
      finish(.complete(time: elapsed()))
      return
    }
    if let hits, grid.count == game.items.count,
      case .playing(var found, var remaining) = state
    {
      // Let go of the lists' other holder, so that changing them copies nothing.
      state = .playing(found: [], remaining: [])
      for id in hits where grid.indices.contains(id) { grid[id].isFound = true }
      found += hits.compactMap { id in game.items.indices.contains(id) ? game.items[id] : nil }
      for id in hits { Self.remove(id, fromSortedByID: &remaining) }
      state = .playing(found: found, remaining: remaining)
      return
    }
    grid = game.items.map { Cell(item: $0, isFound: round.isFound($0.id), isMissed: false) }
    state = .playing(
      found: round.found.map { game.items[$0] },
      remaining: game.items.filter { !round.isFound($0.id) })
  }

  /// Removes the item `id` from items in order of id (the grid's order, as every list of
  /// remaining items is), found by halving: testing every item copied each one.
  private static func remove(_ id: Int, fromSortedByID items: inout [GameItem]) {
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle].id < id { low = middle + 1 } else { high = middle }
    }
    if low < items.count, items[low].id == id { items.remove(at: low) }
  }

  private func finish(_ ending: Ending) {
    guard let game, let round else { return }
    let seconds: TimeInterval
    if case .complete(let time) = ending { seconds = time } else { seconds = elapsed() }
    timeLeft = ending == .timeUp ? 0 : remainingTime()
    let score = BestScore(
      found: round.found.count, total: game.items.count,
      seconds: game.timeLimit.map { min(seconds, $0) } ?? seconds)
    // A best is what the player knew: a practice round, or a game helped by hints, sets none.
    isNewBest = noBestReason == nil && score.found > 0 && score.beats(bestScore)
    // A score that cannot be saved is still this game's result; the next save tries again.
    if isNewBest { try? scores?.save(score, for: game.id, timeLimit: TimeLimit(of: game)) }
    timePlayed = score.seconds
    // Unsaved, the game is still played; `quiz stats` just does not show it.
    if let recording {
      try? recording.store.record(
        recording.record(
          of: game, found: score.found, seconds: score.seconds, foundAt: foundAt,
          endedAt: clock().timeIntervalSince1970, hints: hintCount))
    }
    grid = game.items.map {
      Cell(item: $0, isFound: round.isFound($0.id), isMissed: !round.isFound($0.id))
    }
    state = .finished(
      ending, found: round.found.map { game.items[$0] },
      missed: game.items.filter { !round.isFound($0.id) })
    resultLine = endWords()?.line(title: game.title)
  }
}
