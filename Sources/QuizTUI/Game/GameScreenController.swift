import QuizEngine
import QuizGame

/// The game screen's runner: keys go through the pure update step (`GameScreenUpdate`), and
/// this carries out the commands it returns on the game. The typed text is the game's own
/// (`GameViewModel.input`, which a hit clears); the screen keeps only the cursor in it.
@MainActor
public final class GameScreenController {
  public let game: GameViewModel
  /// The screen's one UI state value.
  public private(set) var state = GameScreenState()
  public private(set) var size: ScreenSize
  public let returnsToChat: Bool
  /// Called when loading or retrying has changed the game (from a task, on the main actor).
  public var onChange: @MainActor () -> Void = {}
  /// The time now, for how long ago the player scrolled; a test sets its own.
  public var clock: () -> ContinuousClock.Instant = { ContinuousClock.now }
  /// The running load or retry, kept so tests can await it.
  public private(set) var loading: Task<Void, Never>?
  /// The game's texts, made safe once per game when it is loaded, not at each frame.
  private var texts: ItemTexts
  private var cachedLayout: (key: LayoutKey, layout: GameGridLayout)?
  /// The map drawn for the last frame, kept so that a hit redraws only what it changes.
  private let mapPane = GameMapPane()

  private struct LayoutKey: Equatable {
    let generation: Int
    let width: Int
    let height: Int
    let showsDetails: Bool
    /// The end's grid keeps its labels whole, at any height.
    let isEnd: Bool
  }

  public init(model game: GameViewModel, size: ScreenSize, returnsToChat: Bool) {
    self.game = game
    self.size = size
    self.returnsToChat = returnsToChat
    texts = ItemTexts(game.game)
    if case .loading = game.state { startLoading { await game.load() } }
  }

  public var ui: GameUIState { state.ui }
  public var isQuitting: Bool { state.isQuitting }
  public var isLeaving: Bool { state.isLeaving }

  /// The key toggling clue details (flag descriptions); Tab does too.
  public static let detailsKey = GameScreenUpdate.detailsKey
  /// The key switching between the map and the grid on a narrow terminal.
  public static let mapKey = GameScreenUpdate.mapKey

  public var model: GameScreenModel {
    let items = currentItems()
    var model = GameScreenModel(
      question: texts.question, items: items, timeLimit: game.game?.timeLimit.map { Int($0) },
      timeLeft: game.timeLeft.map { Int($0.rounded(.up)) }, found: game.foundCount,
      feedback: feedback, phase: phase, returnsToChat: returnsToChat, input: game.input)
    model.isPaused = game.isPaused
    model.isAskingToGiveUp = game.isAskingToGiveUp
    model.enterCue = game.enterWouldCount.map { texts.answer($0.id) }
    model.hints = game.hintCount
    model.hasMap = texts.hasMap
    model.isPractice = game.isPractice
    model.noBest = game.noBestReason?.sentence
    model.counting = texts.counting
    return model
  }

  /// The items with their states now: the game's texts, kept from frame to frame, with only
  /// the states and hints that changed written over them. Made afresh, with every name's
  /// strings copied, they were a fifth of a hit's frame.
  private func currentItems() -> [GameScreenModel.Item] {
    if shownItems.generation != texts.generation {
      shownItems = (texts.generation, texts.items)
    }
    let grid = game.grid
    let hinted = game.hintedLetters
    for index in shownItems.items.indices where index < grid.count {
      let state: GameScreenModel.ItemState =
        grid[index].isMissed ? .missed : grid[index].isFound ? .found : .blank
      var hint: String?
      if !hinted.isEmpty, state == .blank, let letters = hinted[shownItems.items[index].id] {
        hint = String(shownItems.items[index].answer.prefix(letters))
      }
      // Read and written in place: copying an item out would copy its every string.
      if shownItems.items[index].state != state { shownItems.items[index].state = state }
      if shownItems.items[index].hint != hint { shownItems.items[index].hint = hint }
    }
    // As many as the grid has, as the game has them (none while it loads).
    return grid.count < shownItems.items.count
      ? Array(shownItems.items.prefix(grid.count)) : shownItems.items
  }

  private var shownItems: (generation: Int, items: [GameScreenModel.Item]) = (-1, [])

  public func render() -> Frame {
    let current = model
    let layout = layout(for: current, state.ui)
    return GameScreenRenderer.render(
      current, state.ui, size: size, layout: layout, map: mapPane,
      end: endLayout(for: current, state.ui, grid: layout))
  }

  /// The end's page for the current game and width, made again only when one of them (or the
  /// end itself) changes; nil before the end.
  private func endLayout(
    for model: GameScreenModel, _ ui: GameUIState, grid: GameGridLayout
  ) -> GameEndLayout? {
    guard case .finished(let words) = model.phase else { return nil }
    let width = GameScreenRenderer.mapSplit(model, ui, width: size.columns).gridWidth
    let key = EndKey(generation: texts.generation, width: width, words: words)
    if let cachedEnd, cachedEnd.key == key { return cachedEnd.layout }
    let end = GameScreenRenderer.endLayout(words, model, ui, width: width, grid: grid)
    cachedEnd = (key, end)
    return end
  }

  private struct EndKey: Equatable {
    let generation: Int
    let width: Int
    let words: GameEndWords
  }

  private var cachedEnd: (key: EndKey, layout: GameEndLayout)?

  /// The grid's layout for the current game, width and details; made again only when one of
  /// them changes.
  private func layout(for model: GameScreenModel, _ ui: GameUIState) -> GameGridLayout {
    let height = GameScreenRenderer.gridHeight(model, size: size)
    let width = GameScreenRenderer.mapSplit(model, ui, width: size.columns).gridWidth
    var isEnd = false
    if case .finished = model.phase { isEnd = true }
    let key = LayoutKey(
      generation: texts.generation, width: width, height: height,
      showsDetails: ui.showsDetails, isEnd: isEnd)
    if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
    let layout = GameScreenRenderer.layout(model, ui, width: width, height: height)
    cachedLayout = (key, layout)
    return layout
  }

  public func resize(to newSize: ScreenSize) {
    size = newSize
    clampScroll()
  }

  /// The clock's beat: asks again once the shown second has passed, only while a timed game
  /// is played; otherwise the loop sleeps.
  public var tickDelay: Int32? {
    if needsMapDrawn { return 0 }
    guard case .playing = game.state, !game.isPaused, !game.isAskingToGiveUp,
      let left = game.timeLeft
    else { return nil }
    let fraction = left - left.rounded(.down)
    // A few milliseconds late, so the second shown has surely passed.
    return fraction > 0.001 ? Int32(fraction * 1000) + 5 : 1000
  }

  public func tick() {
    if needsMapDrawn {
      drawMapAhead()
      return
    }
    game.tick()
  }

  /// The map has not been drawn for the game the ready screen offers.
  private var needsMapDrawn: Bool {
    guard case .ready = game.state, texts.hasMap else { return false }
    return mapDrawnFor != MapDrawnKey(generation: texts.generation, size: size)
  }

  private struct MapDrawnKey: Equatable {
    let generation: Int
    let size: ScreenSize
  }

  private var mapDrawnFor: MapDrawnKey?

  /// Draws the map while the ready screen waits for Enter (the loop's first beat after it is
  /// painted), so the first frame of play only copies it: rasterising the world is most of
  /// that frame's work.
  private func drawMapAhead() {
    mapDrawnFor = MapDrawnKey(generation: texts.generation, size: size)
    var playing = model
    playing.phase = .playing
    let split = GameScreenRenderer.mapSplit(playing, state.ui, width: size.columns)
    guard let place = split.map else { return }
    let height = GameScreenRenderer.gridHeight(playing, size: size)
    _ = mapPane.update(playing, state.ui, columns: place.width, rows: height - 1)
  }

  public func handle(_ key: Key) { send(.key(key)) }

  /// The screen is going away with the game still played (a stop signal, the terminal hung
  /// up): the game ends as given up, so it is recorded rather than lost.
  public func stopPlaying() {
    game.giveUp()
  }

  private func send(_ message: GameScreenMessage) {
    let showedDetails = state.ui.showsDetails
    let commands = GameScreenUpdate.update(
      &state, message, game: snapshot, returnsToChat: returnsToChat)
    for command in commands { run(command) }
    // Details shown or hidden change the grid's height: the scroll must stay within it.
    if state.ui.showsDetails != showedDetails { clampScroll() }
  }

  private var snapshot: GameSnapshot {
    let phase: GameSnapshot.Phase =
      switch game.state {
      case .loading: .loading
      case .error: .error
      case .ready: .ready
      case .playing: .playing
      case .finished: .finished
      }
    // The grid as it is before the update, as last drawn: its layout is kept from frame to
    // frame, so only the model is made again.
    let current = model
    let grid = layout(for: current, state.ui)
    let height = GameScreenRenderer.gridHeight(current, size: size)
    return GameSnapshot(
      phase: phase, input: game.input, isPaused: game.isPaused,
      isAskingToGiveUp: game.isAskingToGiveUp, grid: (grid, height), now: clock(),
      end: endLayout(for: current, state.ui, grid: grid).map { ($0, height) })
  }

  private func run(_ command: GameScreenCommand) {
    switch command {
    case .type(let text): guess { game.type(text) }
    case .enter: guess { game.enter() }
    case .askToGiveUp: game.askToGiveUp()
    case .playOn: game.playOn()
    case .giveUp: game.giveUp()
    case .start: game.start()
    case .playAgain:
      game.restart()
      game.start()
    case .retryLoad: startLoading { [game] in await game.retry() }
    case .hint(let regions): send(.hinted(game.hint(preferring: regions)?.id))
    case .pause: game.pause()
    case .resume: game.resume()
    case .leave, .quit: break
    }
  }

  /// Makes a guess, then tells the update step what it found.
  private func guess(_ making: () -> Bool) {
    let found = game.foundCount
    _ = making()
    var hit: Int?
    if game.foundCount > found, case .hit(let item) = game.feedback { hit = item.id }
    send(.guessed(hit: hit))
  }

  private func clampScroll() {
    let current = model
    let layout = layout(for: current, state.ui)
    let height = GameScreenRenderer.gridHeight(current, size: size)
    state.ui.scroll = min(state.ui.scroll, layout.maximumScroll(height: height))
    if let end = endLayout(for: current, state.ui, grid: layout) {
      state.ui.endScroll = min(state.ui.endScroll, end.maximumScroll(height: height))
    }
  }

  private func startLoading(_ work: @escaping @MainActor () async -> Void) {
    loading = Task { [weak self] in
      await work()
      guard let self else { return }
      texts.update(for: game.game)
      onChange()
    }
  }

  private var phase: GameScreenModel.Phase {
    switch game.state {
    case .loading(let source):
      return .loading(source: TerminalSafeText.sanitize(source, maxLength: 200))
    case .error(let source, let reason):
      let (text, isInvalid) =
        switch reason {
        case .invalidData(let text): (text, true)
        case .unreachable(let text): (text, false)
        }
      return .error(
        source: TerminalSafeText.sanitize(source, maxLength: 200),
        reason: TerminalSafeText.sanitize(text, maxLength: 500), isInvalidData: isInvalid)
    case .ready: return .ready(best: game.bestScore)
    case .playing: return .playing
    case .finished:
      return game.endWords().map(GameScreenModel.Phase.finished) ?? .playing
    }
  }

  private var feedback: GameScreenModel.Feedback? {
    switch game.feedback {
    case nil: nil
    case .hit(let item): .hit(texts.answer(item.id))
    case .almost: .almost
    case .miss: .miss
    case .alreadyFound(let item): .alreadyFound(texts.answer(item.id))
    case .notInGame(let outsider):
      .notInGame(TerminalSafeText.sanitize(outsider.phrase, maxLength: 200))
    }
  }
}

extension GameScreenController: TerminalScreen {
  var isDone: Bool { isQuitting || isLeaving }
}

/// Each item's texts made safe for the terminal once per game, not at every keystroke: a game
/// from a URL may carry anything.
private struct ItemTexts {
  private(set) var question = ""
  private(set) var items: [GameScreenModel.Item] = []
  /// Counts the games seen, so what depends on their texts knows when to be made again.
  private(set) var generation = 0
  /// Every item is a country the bundled map has (not a quiz from a URL or a file).
  private(set) var hasMap = false
  private(set) var counting: String?
  /// Enough to tell the games one view model holds apart (it holds one, or none yet), without
  /// comparing every spelling at every frame.
  private var key: Key?

  private struct Key: Equatable {
    let id: String
    let question: String
    let count: Int
  }

  init(_ game: Game?) { update(for: game) }

  mutating func update(for game: Game?) {
    let key = game.map { Key(id: $0.id, question: $0.question, count: $0.items.count) }
    guard key != self.key else { return }
    self.key = key
    generation += 1
    question = game.map { safe($0.question) } ?? ""
    counting = game?.counting.map { safe($0) }
    items = (game?.items ?? []).map { item in
      GameScreenModel.Item(
        id: item.id, answer: safe(item.answer), clue: item.clue.map { safe($0.text) },
        detail: item.clue?.detail.map { safe($0) }, group: item.group.map { safe($0) },
        code: item.code)
    }
    hasMap = GameMapPane.canShow(items.map(\.code))
  }

  func answer(_ id: Int) -> String {
    items.indices.contains(id) ? items[id].answer : ""
  }

  private func safe(_ text: String) -> String {
    TerminalSafeText.sanitize(text, maxLength: 200)
  }
}
