import QuizEngine
import QuizGame

/// The game screen's update step: every key goes through `handle`, one `switch` per phase,
/// which edits the input or sends the game an event. The typed text is the game's own
/// (`GameViewModel.input`, which a hit clears); the screen keeps only the cursor in it.
@MainActor
public final class GameScreenController {
  public let game: GameViewModel
  public private(set) var ui = GameUIState()
  public private(set) var size: ScreenSize
  /// Ctrl-C: the whole program ends.
  public private(set) var isQuitting = false
  /// Esc at the start or the end, started from the chat: back to it.
  public private(set) var isLeaving = false
  public let returnsToChat: Bool
  /// Called when loading or retrying has changed the game (from a task, on the main actor).
  public var onChange: @MainActor () -> Void = {}
  /// The running load or retry, kept so tests can await it.
  public private(set) var loading: Task<Void, Never>?
  /// The game's texts, made safe once per game when it is loaded, not at each frame.
  private var texts: ItemTexts
  private var cachedLayout: (key: LayoutKey, layout: GameGridLayout)?

  private struct LayoutKey: Equatable {
    let generation: Int
    let width: Int
    let showsDetails: Bool
  }

  public init(model game: GameViewModel, size: ScreenSize, returnsToChat: Bool) {
    self.game = game
    self.size = size
    self.returnsToChat = returnsToChat
    texts = ItemTexts(game.game)
    if case .loading = game.state { startLoading { await game.load() } }
  }

  /// The key toggling clue details (flag descriptions); Tab does too.
  public static let detailsKey = Key.function(2)

  public var model: GameScreenModel {
    let items = zip(texts.items, game.grid).map { item, cell in
      var item = item
      item.state = cell.isMissed ? .missed : cell.isFound ? .found : .blank
      return item
    }
    return GameScreenModel(
      question: texts.question, items: items, timeLimit: game.game?.timeLimit.map { Int($0) },
      timeLeft: game.timeLeft.map { Int($0.rounded(.up)) }, found: game.foundCount,
      feedback: feedback, phase: phase, returnsToChat: returnsToChat, input: game.input)
  }

  public func render() -> Frame {
    let current = model
    return GameScreenRenderer.render(
      current, ui, size: size, layout: layout(for: current))
  }

  /// The grid's layout for the current game, width and details; made again only when one of
  /// them changes.
  private func layout(for model: GameScreenModel) -> GameGridLayout {
    let key = LayoutKey(
      generation: texts.generation, width: size.columns, showsDetails: ui.showsDetails)
    if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
    let layout = GameScreenRenderer.layout(model, ui, width: size.columns)
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
    guard case .playing = game.state, let left = game.timeLeft else { return nil }
    let fraction = left - left.rounded(.down)
    // A few milliseconds late, so the second shown has surely passed.
    return fraction > 0.001 ? Int32(fraction * 1000) + 5 : 1000
  }

  public func tick() {
    game.tick()
  }

  public func handle(_ key: Key) {
    switch key {
    case .control("c"):
      isQuitting = true
      return
    case GameScreenController.detailsKey, .control("i"):
      ui.showsDetails.toggle()
      clampScroll()
      return
    case .pageUp, .pageDown, .wheelUp, .wheelDown:
      scroll(key)
      return
    default: break
    }
    switch game.state {
    case .loading:
      if key == .escape { leave() }
    case .error:
      switch key {
      case .function(5), .control("r"): startLoading { [game] in await game.retry() }
      case .escape: leave()
      default: break
      }
    case .ready:
      switch key {
      case .enter: start()
      case .escape: leave()
      default: break
      }
    case .playing:
      handlePlaying(key)
    case .finished:
      switch key {
      case .enter:
        game.restart()
        start()
      case .escape: leave()
      default: break
      }
    }
  }

  private func handlePlaying(_ key: Key) {
    switch key {
    case .text(let text), .paste(let text): edit { $0.insert(text) }
    case .backspace: edit { $0.backspace() }
    case .delete: edit { $0.deleteForward() }
    case .control("u"): edit { $0.killToStart() }
    case .control("k"): edit { $0.killToEnd() }
    case .control("w"): edit { $0.deleteWordBack() }
    case .left: edit { $0.moveLeft() }
    case .right: edit { $0.moveRight() }
    case .home, .control("a"): edit { $0.moveToStart() }
    case .end, .control("e"): edit { $0.moveToEnd() }
    case .enter:
      let found = game.foundCount
      game.enter()
      ui.cursor = game.input.count
      afterGuess(foundBefore: found)
    case .escape:
      game.giveUp()
      ui.cursor = 0
    default: break
    }
  }

  /// Edits the game's input at the cursor; a change is typed into the game, which credits a
  /// hit the moment its last letter is, and clears the input then.
  private func edit(_ change: (inout InputEditor) -> Void) {
    var editor = InputEditor(text: game.input, cursor: ui.cursor)
    change(&editor)
    let typed = editor.text
    guard typed != game.input else {
      ui.cursor = editor.cursor
      return
    }
    let found = game.foundCount
    game.type(typed)
    ui.cursor = game.input == typed ? editor.cursor : game.input.count
    afterGuess(foundBefore: found)
  }

  private func start() {
    ui.cursor = 0
    ui.newestHit = nil
    ui.scroll = 0
    game.start()
  }

  private func leave() {
    if returnsToChat { isLeaving = true } else { isQuitting = true }
  }

  /// Brings a new hit into view.
  private func afterGuess(foundBefore: Int) {
    guard game.foundCount > foundBefore, case .hit(let item) = game.feedback else { return }
    ui.newestHit = item.id
    let current = model
    let layout = layout(for: current)
    guard let row = layout.row(ofItem: item.id) else { return }
    let height = GameScreenRenderer.gridHeight(current, size: size)
    // Its region's heading too, when both fit: a row of answers alone does not say where it is.
    if let heading = layout.heading(above: row), row - heading < height - 2 {
      ui.scroll = layout.scroll(ui.scroll, toShow: heading, height: height)
    }
    ui.scroll = layout.scroll(ui.scroll, toShow: row, height: height)
  }

  private func scroll(_ key: Key) {
    let current = model
    let layout = layout(for: current)
    let height = GameScreenRenderer.gridHeight(current, size: size)
    let page = max(1, layout.window(scroll: ui.scroll, height: height).count - 1)
    let rows: Int =
      switch key {
      case .pageUp: -page
      case .pageDown: page
      case .wheelUp: -3
      default: 3
      }
    ui.scroll = min(max(0, ui.scroll + rows), layout.maximumScroll(height: height))
  }

  private func clampScroll() {
    let current = model
    let layout = layout(for: current)
    ui.scroll = min(
      ui.scroll, layout.maximumScroll(height: GameScreenRenderer.gridHeight(current, size: size)))
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
    case .finished(let ending, _, _):
      let screenEnding: GameScreenModel.Ending =
        switch ending {
        case .complete(let time): .complete(seconds: Int(time.rounded(.up)))
        case .timeUp: .timeUp
        case .gaveUp: .gaveUp
        }
      return .finished(screenEnding, isNewBest: game.isNewBest)
    }
  }

  private var feedback: GameScreenModel.Feedback? {
    switch game.feedback {
    case nil: nil
    case .hit(let item): .hit(texts.answer(item.id))
    case .almost: .almost
    case .miss: .miss
    case .alreadyFound(let item): .alreadyFound(texts.answer(item.id))
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
    items = (game?.items ?? []).map { item in
      GameScreenModel.Item(
        id: item.id, answer: safe(item.answer), clue: item.clue.map { safe($0.text) },
        detail: item.clue?.detail.map { safe($0) }, group: item.group.map { safe($0) })
    }
  }

  func answer(_ id: Int) -> String {
    items.indices.contains(id) ? items[id].answer : ""
  }

  private func safe(_ text: String) -> String {
    TerminalSafeText.sanitize(text, maxLength: 200)
  }
}
