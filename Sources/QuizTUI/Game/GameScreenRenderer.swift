/// Renders the game screen from the game and the UI state, as a pure function: the question
/// and the clock on the top row, the grid (or the ready, loading or error text) on every free
/// row, the status bar, then the input line, as in the chat.
public enum GameScreenRenderer {
  public static func render(
    _ model: GameScreenModel, _ ui: GameUIState, size: ScreenSize
  ) -> Frame {
    render(model, ui, size: size, layout: nil)
  }

  /// With the grid's layout made before, for this model's items at this width: it depends on
  /// no answer being found, so a screen need not measure every name at every keystroke.
  static func render(
    _ model: GameScreenModel, _ ui: GameUIState, size: ScreenSize, layout: GameGridLayout?,
    map: GameMapPane? = nil
  ) -> Frame {
    guard var frame = ChatScreenRenderer.frameIfBigEnough(size) else {
      return ChatScreenRenderer.tooSmallFrame(size)
    }
    renderHeader(model, into: &frame)
    var top = 1
    if case .finished(let ending, let isNewBest) = model.phase {
      let role: CellRole = ending == .gaveUp || ending == .timeUp ? .notice : .answerLabel
      frame.put(
        verdict(model, ending, isNewBest: isNewBest), row: 1, column: 0, role: role)
      top = 2
    }
    let height = size.rows - 2 - top
    switch model.phase {
    case .playing, .finished:
      let split = mapSplit(model, ui, width: size.columns)
      if split.showsGrid {
        renderGrid(
          model, ui, layout: layout ?? self.layout(model, ui, width: split.gridWidth),
          into: &frame, top: top, height: height)
      }
      if let place = split.map {
        renderMap(
          model, ui, pane: map ?? GameMapPane(), into: &frame, at: place, top: top, height: height)
      }
    case .ready, .loading, .error:
      renderText(paneLines(model, width: size.columns - 2), into: &frame, top: top, height: height)
    }
    let (bar, emphasized) = statusBar(model, ui, width: size.columns)
    StatusBar.paint(bar, emphasized: emphasized, into: &frame, row: size.rows - 2)
    if model.phase == .playing {
      let typed = Array(model.input)
      ChatScreenRenderer.renderInput(
        typed, cursor: min(max(0, ui.cursor), typed.count), into: &frame, row: size.rows - 1)
    } else {
      frame.put(ChatScreenRenderer.prompt, row: size.rows - 1, column: 0, role: .prompt)
      frame.cursor = nil
    }
    return frame
  }

  /// The grid's width, and the map's place beside it or alone.
  static func mapSplit(_ model: GameScreenModel, _ ui: GameUIState, width: Int)
    -> GameMapLayout.Split
  {
    GameMapLayout.split(columns: width, showsMap: model.hasMap, showsMapAlone: ui.showsMapAlone)
  }

  /// The map, centred in its place, with its legend under it when a row is free.
  private static func renderMap(
    _ model: GameScreenModel, _ ui: GameUIState, pane: GameMapPane, into frame: inout Frame,
    at place: (column: Int, width: Int), top: Int, height: Int
  ) {
    guard height > 1, pane.update(model, ui, columns: place.width, rows: height - 1) else { return }
    let column = place.column + max(0, (place.width - pane.columns) / 2)
    for (offset, cells) in pane.rows.enumerated() {
      frame.place(cells, row: top + offset, column: column)
    }
    frame.put(
      GameMapPane.legend, row: top + pane.rows.count, column: column, role: .secondary,
      limit: place.column + place.width)
  }

  /// The grid's layout at this width; the controller scrolls with the same one.
  static func layout(_ model: GameScreenModel, _ ui: GameUIState, width: Int) -> GameGridLayout {
    GameGridLayout(items: model.items, width: width, showsDetails: ui.showsDetails)
  }

  /// Rows the grid has at this size.
  static func gridHeight(_ model: GameScreenModel, size: ScreenSize) -> Int {
    if case .finished = model.phase { return size.rows - 4 }
    return size.rows - 3
  }

  static let moreAbove = "↑ more above · PgUp"
  static let moreBelow = "↓ more below · PgDn"

  private static func renderHeader(_ model: GameScreenModel, into frame: inout Frame) {
    let clock: String? =
      switch model.phase {
      case .playing, .finished: model.timeLeft.map(GameScreenModel.clock)
      case .ready: model.timeLimit.map(GameScreenModel.clock)
      case .loading, .error: nil
      }
    let width = frame.size.columns
    let clockWidth = clock.map { DisplayWidth.of($0) + 1 } ?? 0
    let question = GameGridLayout.cut(model.question, to: max(1, width - clockWidth - 1))
    frame.put(question, row: 0, column: 0, role: .questionLabel)
    if let clock {
      frame.put(clock, row: 0, column: width - clockWidth + 1, role: .questionLabel)
    }
  }

  private static func renderGrid(
    _ model: GameScreenModel, _ ui: GameUIState, layout: GameGridLayout, into frame: inout Frame,
    top: Int, height: Int
  ) {
    let window = layout.window(scroll: ui.scroll, height: height)
    var row = top
    if window.above {
      frame.put(moreAbove, row: row, column: 0, role: .secondary)
      row += 1
    }
    for line in layout.rows.dropFirst(window.first).prefix(window.count) {
      switch line {
      case .blank: break
      case .heading(let group):
        frame.put(group, row: row, column: 0, role: .heading)
      case .items(let indices):
        for (column, index) in indices.enumerated() {
          let item = model.items[index]
          let role: CellRole =
            switch item.state {
            case .blank: .secondary
            case .found: item.id == ui.newestHit ? .newHit : .found
            case .missed: .missed
            }
          let x = column * (layout.contentWidth + GameGridLayout.gap)
          frame.put(
            layout.text(at: index, state: item.state), row: row, column: x, role: role,
            limit: x + layout.contentWidth)
        }
      }
      row += 1
    }
    if window.below {
      frame.put(moreBelow, row: row, column: 0, role: .secondary)
    }
  }

  private static func renderText(
    _ lines: [String], into frame: inout Frame, top: Int, height: Int
  ) {
    for (offset, line) in lines.prefix(max(0, height)).enumerated() {
      frame.put(line, row: top + offset, column: 1, role: .plain)
    }
  }

  private static func escape(_ model: GameScreenModel) -> String {
    model.returnsToChat ? "Esc back to chat" : "Esc quit"
  }

  /// The ready, loading and error screens' words, wrapped.
  static func paneLines(_ model: GameScreenModel, width: Int) -> [String] {
    var paragraphs: [String] = [""]
    switch model.phase {
    case .ready(let best):
      let count = model.total == 1 ? "1 answer" : "\(model.total) answers"
      paragraphs.append(
        model.timeLimit.map { "\(count) to find in \(GameScreenModel.clock($0))." }
          ?? "\(count) to find, untimed.")
      if let best {
        paragraphs.append(
          "Best score: \(best.found) of \(best.total) in "
            + "\(GameScreenModel.clock(Int(best.seconds.rounded(.up))))."
        )
      } else {
        paragraphs.append("No best score yet.")
      }
      paragraphs.append("Type the answers: each counts the moment it is spelled, no Enter needed.")
      if model.hasDetails { paragraphs.append("F2 describes the flags.") }
      paragraphs += ["", "Enter to start · " + escape(model)]
    case .loading(let source):
      paragraphs.append("Loading the quiz from \(source)…")
    case .error(let source, let reason, _):
      paragraphs += [
        "Could not load the quiz from \(source):", reason, "", "F5 tries again · " + escape(model),
      ]
    case .playing, .finished:
      break
    }
    return paragraphs.flatMap { WordWrap.lines($0, width: max(1, width)) }
  }

  /// The end in words, over the grid.
  static func verdict(
    _ model: GameScreenModel, _ ending: GameScreenModel.Ending, isNewBest: Bool
  ) -> String {
    let best = isNewBest ? " New best!" : ""
    switch ending {
    case .complete(let seconds):
      return "Well done! All \(model.total) found in \(GameScreenModel.clock(seconds)).\(best)"
    case .timeUp:
      return "Time's up: \(model.found) of \(model.total).\(best)" + missedNote(model)
    case .gaveUp:
      return "You gave up: \(model.found) of \(model.total).\(best)" + missedNote(model)
    }
  }

  private static func missedNote(_ model: GameScreenModel) -> String {
    model.found < model.total ? " Missed answers are marked ✗." : ""
  }

  /// The bar's text, and the segment to emphasize (an error; the clock in the last seconds).
  static func statusBar(
    _ model: GameScreenModel, _ ui: GameUIState, width: Int
  ) -> (text: String, emphasized: String?) {
    let escape = escape(model)
    let details =
      model.hasDetails ? [ui.showsDetails ? "F2 hide descriptions" : "F2 describe flags"] : []
    switch model.phase {
    case .loading:
      return (StatusBar.fitting([["Loading…", escape], ["Loading…"]], width: width), nil)
    case .error(_, _, let isInvalidData):
      let state = isInvalidData ? "Invalid quiz data" : "No connection"
      return (
        StatusBar.fitting([[state, "F5 retry", escape], [state, "F5"], [state]], width: width),
        state
      )
    case .ready:
      let bar = StatusBar.fitting(
        [
          ["Ready", "Enter start"] + details + [escape], ["Ready", "Enter start", escape],
          ["Ready", "Enter start"], ["Enter start"],
        ], width: width)
      return (bar, nil)
    case .playing:
      let found = "\(model.found)/\(model.total) found"
      var clock: [String] = []
      var hurry: String?
      if let left = model.timeLeft {
        let text = GameScreenModel.clock(left) + " left"
        if left <= GameScreenModel.hurryThreshold {
          hurry = "! " + text
          clock = [hurry ?? text]
        } else {
          clock = [text]
        }
      }
      let feedback = feedbackText(model.feedback).map { [$0] } ?? []
      let map = mapKeyHint(model, ui, width: width)
      let bar = StatusBar.fitting(
        [
          clock + [found] + feedback + details + map + ["Esc give up"],
          clock + [found] + feedback + map + ["Esc give up"],
          clock + [found] + feedback + ["Esc give up"],
          clock + [found] + feedback,
          clock + [found, "Esc give up"],
          clock + [found],
          clock.isEmpty ? [found] : clock,
        ], width: width)
      return (bar, hurry)
    case .finished(let ending, let isNewBest):
      let result: String
      switch ending {
      case .complete(let seconds):
        result = "All \(model.total) found in \(GameScreenModel.clock(seconds))"
      case .timeUp: result = "Time's up: \(model.found) of \(model.total)"
      case .gaveUp: result = "You gave up: \(model.found) of \(model.total)"
      }
      let best = isNewBest ? ["new best!"] : []
      let missed = model.found < model.total ? ["✗ missed"] : []
      let map = mapKeyHint(model, ui, width: width)
      let bar = StatusBar.fitting(
        [
          [result] + best + missed + map + ["Enter play again", escape],
          [result] + best + missed + ["Enter play again", escape],
          [result] + best + ["Enter play again", escape],
          [result] + best + ["Enter again"],
          [result],
        ], width: width)
      return (bar, nil)
    }
  }

  /// "F3 map" or "F3 grid" where the two do not fit side by side.
  private static func mapKeyHint(_ model: GameScreenModel, _ ui: GameUIState, width: Int)
    -> [String]
  {
    guard model.hasMap, !GameMapLayout.isBeside(columns: width) else { return [] }
    return [ui.showsMapAlone ? "F3 grid" : "F3 map"]
  }

  static func feedbackText(_ feedback: GameScreenModel.Feedback?) -> String? {
    switch feedback {
    case nil: nil
    case .hit(let answer): "✓ " + answer
    case .almost: "almost: check the spelling"
    case .miss: "not an answer"
    case .alreadyFound(let answer): "already found: " + answer
    }
  }
}
