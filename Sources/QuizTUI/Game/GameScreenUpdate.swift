import QuizGame

/// What the game screen's update step asks its runner to do: every event of the game goes
/// through one of these, so the update step itself touches no game, task or clock.
public enum GameScreenCommand: Sendable, Hashable {
  /// The input's whole text after an edit: the game credits an answer the moment its last
  /// letter is typed, and clears the input then.
  case type(String)
  /// Sends the input as a guess ("Niger" needs Enter, as "Nigeria" starts with it).
  case enter
  /// Asks "Give up?", the clock stopped: Esc on an empty line, or Ctrl-C.
  case askToGiveUp
  /// The answer Esc to that question.
  case playOn
  case giveUp
  case start
  /// Plays the same game again from the start.
  case playAgain
  /// Loads a quiz that failed to load again.
  case retryLoad
  /// Shows a letter of a missing answer, of the first of these regions (those in view) that
  /// has one.
  case hint(preferring: [String])
  /// Stops the clock and hides the grid, or starts it again.
  case pause
  case resume
  /// Esc on the ready or end screen: back to the chat, or out.
  case leave
  case quit
}

/// What reaches the game screen's update step: keys, and what the game made of a guess.
public enum GameScreenMessage: Sendable, Hashable {
  case key(Key)
  /// A guess was made: the item it found, if any. The snapshot holds the game's input after
  /// it, empty after a hit.
  case guessed(hit: Int?)
  /// A hint was shown: for this item, or none (nothing left to hint).
  case hinted(Int?)
}

/// What the update step reads of the game, as values, the grid as drawn among them: the update
/// depends on nothing else.
struct GameSnapshot {
  enum Phase: Sendable, Hashable { case loading, error, ready, playing, finished }

  var phase: Phase
  /// What the game says is typed.
  var input: String
  /// The clock is stopped: keys but pause, help, give up and quit wait.
  var isPaused = false
  /// "Give up?" is asked: Enter gives up, Esc plays on, Ctrl-C quits; other keys wait.
  var isAskingToGiveUp = false
  /// The grid's layout at this width, and its height in rows: what scrolling and a hit brought
  /// into view move through.
  var grid: (layout: GameGridLayout, height: Int)
  /// The time of the message, for what depends on how long ago the player scrolled.
  var now: ContinuousClock.Instant
  /// At the end, its page as drawn and its height in rows: what PgUp and PgDn move through.
  var end: (layout: GameEndLayout, height: Int)?

  init(
    phase: Phase, input: String = "", isPaused: Bool = false, isAskingToGiveUp: Bool = false,
    grid: (layout: GameGridLayout, height: Int) = (
      GameGridLayout(items: [], width: 80, showsDetails: false), 20
    ),
    now: ContinuousClock.Instant = .now,
    end: (layout: GameEndLayout, height: Int)? = nil
  ) {
    self.phase = phase
    self.input = input
    self.isPaused = isPaused
    self.isAskingToGiveUp = isAskingToGiveUp
    self.grid = grid
    self.now = now
    self.end = end
  }
}

/// The game screen's one UI state value: `GameUIState` (the cursor, scrolling, details, the
/// newest hit) and whether the screen is done.
public struct GameScreenState: Sendable {
  public var ui = GameUIState()
  /// Ctrl-C (twice while a game is played): the whole program ends.
  public var isQuitting = false
  /// Esc at the start or the end, started from the chat: back to it.
  public var isLeaving = false

  public init() {}
}

/// The game screen's update step, Bubble Tea style: a pure function of the state, a message
/// and the game's snapshot, returning the commands for the runner (`GameScreenController`).
enum GameScreenUpdate {
  /// The key toggling clue details (flag descriptions); Tab does too.
  static let detailsKey = Key.function(2)
  /// Keys that work while names are typed: letters are guesses, so function keys.
  static let helpKey = Key.function(1)
  static let hintKey = Key.function(3)
  static let pauseKey = Key.function(4)
  /// The key switching between the map and the grid where they do not fit side by side:
  /// F2 describes flags, F3 and F4 hint and pause.
  static let mapKey = Key.function(6)
  /// Seconds after the player scrolls the grid during which a hit does not move it: they
  /// are reading a region, and typing on.
  static let followsHitsAfter = 4

  static func update(
    _ state: inout GameScreenState, _ message: GameScreenMessage, game: GameSnapshot,
    returnsToChat: Bool
  ) -> [GameScreenCommand] {
    switch message {
    case .guessed(let hit):
      state.ui.cursor = min(state.ui.cursor, game.input.count)
      state.ui.lastHint = nil
      if let hit { bringIntoView(&state, hit, game: game) }
      return []
    case .hinted(let item):
      state.ui.lastHint = item
      if let item { bringIntoView(&state, item, game: game, marking: false) }
      return []
    case .key(let key):
      return handle(&state, key, game: game, returnsToChat: returnsToChat)
    }
  }

  private static func handle(
    _ state: inout GameScreenState, _ key: Key, game: GameSnapshot, returnsToChat: Bool
  ) -> [GameScreenCommand] {
    let isAsking = game.phase == .playing && game.isAskingToGiveUp
    switch key {
    // A game being played is never lost to a reflex: the first Ctrl-C asks, the second quits
    // with the game given up, and so recorded.
    case .control("c") where game.phase == .playing && !isAsking:
      state.ui.showsHelp = false
      return [.askToGiveUp]
    case .control("c"):
      state.isQuitting = true
      return game.phase == .playing ? [.giveUp, .quit] : [.quit]
    case .enter where isAsking:
      state.ui.cursor = 0
      return [.giveUp]
    case .escape where isAsking:
      return [.playOn]
    case _ where isAsking:
      return []
    case helpKey:
      state.ui.showsHelp.toggle()
      return []
    case .escape where state.ui.showsHelp:
      state.ui.showsHelp = false
      return []
    case pauseKey where game.phase == .playing:
      state.ui.showsHelp = false
      return [game.isPaused ? .resume : .pause]
    case .escape where game.phase == .playing && game.isPaused:
      return [.askToGiveUp]
    case _ where game.phase == .playing && game.isPaused:
      return []
    case hintKey where game.phase == .playing:
      return [.hint(preferring: regionsInView(state, game: game))]
    case detailsKey, .control("i"):
      state.ui.showsDetails.toggle()
      return []
    case mapKey:
      state.ui.showsMapAlone.toggle()
      return []
    case .pageUp, .pageDown, .wheelUp, .wheelDown:
      scroll(&state, key, game: game)
      return []
    case _ where game.phase == .finished && [.up, .down, .home, .end].contains(key):
      // No line to edit at the end: the arrows page too.
      scrollEnd(&state, key, game: game)
      return []
    default: break
    }
    switch (game.phase, key) {
    case (.loading, .escape), (.error, .escape), (.ready, .escape), (.finished, .escape):
      if returnsToChat { state.isLeaving = true } else { state.isQuitting = true }
      return [.leave]
    case (.error, .function(5)), (.error, .control("r")):
      return [.retryLoad]
    case (.ready, .enter):
      restart(&state)
      return [.start]
    case (.finished, .enter):
      restart(&state)
      return [.playAgain]
    case (.playing, _):
      return play(&state, key, game: game)
    default:
      return []
    }
  }

  private static func play(
    _ state: inout GameScreenState, _ key: Key, game: GameSnapshot
  ) -> [GameScreenCommand] {
    var editor = InputEditor(text: game.input, cursor: state.ui.cursor)
    if !editor.edit(with: key) {
      switch key {
      case .enter: return [.enter]
      // Esc is the reflex for clearing a line: it clears one, and only an empty one asks.
      case .escape where game.input.isEmpty: return [.askToGiveUp]
      case .escape: editor = InputEditor(text: "", cursor: 0)
      default: return []
      }
    }
    state.ui.cursor = editor.cursor
    let typed = editor.text
    return typed == game.input ? [] : [.type(typed)]
  }

  private static func restart(_ state: inout GameScreenState) {
    state.ui.cursor = 0
    state.ui.newestHit = nil
    state.ui.lastHint = nil
    state.ui.scroll = 0
    state.ui.lastScrolled = nil
    state.ui.endScroll = 0
  }

  /// The regions whose headings or items show in the grid's window, top first: where a hint
  /// looks first.
  private static func regionsInView(_ state: GameScreenState, game: GameSnapshot) -> [String] {
    let (layout, height) = game.grid
    let window = layout.window(scroll: state.ui.scroll, height: height)
    guard window.count > 0 else { return [] }
    var regions: [String] = []
    if let heading = layout.heading(above: window.first),
      case .heading(let name, _) = layout.rows[heading]
    {
      regions.append(name)
    }
    for row in layout.rows[window.first..<(window.first + window.count)] {
      if case .heading(let name, _) = row, !regions.contains(name) { regions.append(name) }
    }
    return regions
  }

  /// Marks a hit and scrolls to it, with its region's heading when both fit: a row of answers
  /// alone does not say where it is. A hinted item is brought into view unmarked.
  private static func bringIntoView(
    _ state: inout GameScreenState, _ item: Int, game: GameSnapshot, marking: Bool = true
  ) {
    if marking { state.ui.newestHit = item }
    if marking, let scrolled = state.ui.lastScrolled,
      game.now - scrolled < .seconds(followsHitsAfter)
    {
      return
    }
    let (layout, height) = game.grid
    guard let row = layout.row(ofItem: item) else { return }
    if let heading = layout.heading(above: row), row - heading < height - 2 {
      state.ui.scroll = layout.scroll(state.ui.scroll, toShow: heading, height: height)
    }
    state.ui.scroll = layout.scroll(state.ui.scroll, toShow: row, height: height)
  }

  private static func scroll(_ state: inout GameScreenState, _ key: Key, game: GameSnapshot) {
    if game.phase == .finished, game.end != nil { return scrollEnd(&state, key, game: game) }
    let (layout, height) = game.grid
    let page = max(1, layout.window(scroll: state.ui.scroll, height: height).count - 1)
    let rows: Int =
      switch key {
      case .pageUp: -page
      case .pageDown: page
      case .wheelUp: -3
      default: 3
      }
    state.ui.scroll = min(max(0, state.ui.scroll + rows), layout.maximumScroll(height: height))
    state.ui.lastScrolled = game.now
  }
}

extension GameScreenUpdate {
  /// Pages the end's words, missed answers and grid: a page, three rows for the wheel, one
  /// for an arrow, or to either end.
  fileprivate static func scrollEnd(
    _ state: inout GameScreenState, _ key: Key, game: GameSnapshot
  ) {
    guard let (layout, height) = game.end else { return }
    let page = max(1, layout.window(scroll: state.ui.endScroll, height: height).count - 1)
    let last = layout.maximumScroll(height: height)
    let rows: Int =
      switch key {
      case .pageUp: -page
      case .pageDown: page
      case .wheelUp: -3
      case .wheelDown: 3
      case .up: -1
      case .down: 1
      case .home: -last
      default: last
      }
    state.ui.endScroll = min(max(0, state.ui.endScroll + rows), last)
  }
}
