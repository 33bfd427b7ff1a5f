import QuizEngine
import QuizGame

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
  /// - Parameter end: the end's page made before, for this game's end at this width.
  static func render(
    _ model: GameScreenModel, _ ui: GameUIState, size: ScreenSize, layout: GameGridLayout?,
    map: GameMapPane? = nil, end: GameEndLayout? = nil
  ) -> Frame {
    guard var frame = ChatScreenRenderer.frameIfBigEnough(size) else {
      return ChatScreenRenderer.tooSmallFrame(size)
    }
    renderHeader(model, into: &frame)
    let top = 1
    let height = size.rows - 2 - top
    switch model.phase {
    case _ where ui.showsHelp:
      renderText(helpLines(model, width: size.columns - 2), into: &frame, top: top, height: height)
    case .playing where model.isAskingToGiveUp:
      renderText(
        askingLines(model, width: size.columns - 2), into: &frame, top: top, height: height)
    case .playing where model.isPaused:
      renderText(
        pausedLines(model, width: size.columns - 2), into: &frame, top: top, height: height)
    case .finished(let words):
      // The end's words, the missed answers and the grid, paged as one: never cut.
      let split = mapSplit(model, ui, width: size.columns)
      if split.showsGrid {
        let page =
          end ?? endLayout(words, model, ui, width: split.gridWidth, grid: layout)
        renderEnd(
          model, page, scroll: ui.endScroll, into: &frame, top: top, height: height,
          width: split.gridWidth)
      }
      if let place = split.map {
        // Where it was in play, so giving up redraws only the countries missed.
        let regionRows = regionRows(model, width: size.columns)
        renderMap(
          model, ui, pane: map ?? GameMapPane(), into: &frame, at: place, top: top + regionRows,
          height: height - regionRows)
      }
    case .playing:
      let split = mapSplit(model, ui, width: size.columns)
      let regions = regionLine(model)
      let regionRows = regions.lines(inView: nil, width: size.columns).count
      let gridTop = top + regionRows
      let gridHeight = height - regionRows
      let layout = layout ?? self.layout(model, ui, width: split.gridWidth, height: gridHeight)
      let inView = split.showsGrid ? regionInView(layout, ui, height: gridHeight) : nil
      for (offset, line) in regions.lines(inView: inView, width: size.columns).enumerated() {
        // Region names may come from a quiz file.
        frame.put(
          TerminalSafeText.sanitize(line), row: top + offset, column: 0, role: .heading,
          limit: size.columns)
      }
      if split.showsGrid {
        renderGrid(model, ui, layout: layout, into: &frame, top: gridTop, height: gridHeight)
      }
      if let place = split.map {
        renderMap(
          model, ui, pane: map ?? GameMapPane(), into: &frame, at: place, top: gridTop,
          height: gridHeight)
      }
    case .ready, .loading, .error:
      renderText(paneLines(model, width: size.columns - 2), into: &frame, top: top, height: height)
    }
    let (bar, emphasized) = statusBar(model, ui, width: size.columns)
    StatusBar.paint(bar, emphasized: emphasized, into: &frame, row: size.rows - 2)
    if let refusal = refusalAboveTheBar(model, ui, width: size.columns) {
      let lines = WordWrap.lines(refusal + ".", width: max(1, size.columns - 2))
      let first = max(1, size.rows - 2 - lines.count)
      for (offset, line) in lines.enumerated() where first + offset < size.rows - 2 {
        frame.put(
          String(repeating: " ", count: size.columns), row: first + offset, column: 0,
          role: .plain)
        frame.put(" " + line, row: first + offset, column: 0, role: .notice, limit: size.columns)
      }
    }
    if model.phase == .playing, model.isAskingToGiveUp {
      frame.put(ChatScreenRenderer.prompt, row: size.rows - 1, column: 0, role: .prompt)
      frame.put(
        GamePromptWords.giveUpWithKeys, row: size.rows - 1,
        column: DisplayWidth.of(ChatScreenRenderer.prompt), role: .notice, limit: size.columns)
      frame.cursor = nil
    } else if model.phase == .playing, !model.isPaused {
      let typed = Array(model.input)
      ChatScreenRenderer.renderInput(
        typed, cursor: min(max(0, ui.cursor), typed.count), into: &frame, row: size.rows - 1)
      renderEnterCue(model, into: &frame, row: size.rows - 1)
    } else {
      frame.put(ChatScreenRenderer.prompt, row: size.rows - 1, column: 0, role: .prompt)
      frame.cursor = nil
    }
    return frame
  }

  /// "⏎ United Kingdom" after "UK": Enter would count it. Only where it fits whole after the
  /// typed name, which it explains.
  private static func renderEnterCue(_ model: GameScreenModel, into frame: inout Frame, row: Int) {
    guard let answer = model.enterCue else { return }
    let cue = GamePromptWords.enterCue(answer)
    let column = DisplayWidth.of(ChatScreenRenderer.prompt) + DisplayWidth.of(model.input) + 1
    guard column + DisplayWidth.of(cue) <= frame.size.columns else { return }
    frame.put(cue, row: row, column: column, role: .secondary)
  }

  /// The grid's width, and the map's place beside it or alone.
  static func mapSplit(_ model: GameScreenModel, _ ui: GameUIState, width: Int)
    -> GameMapLayout.Split
  {
    GameMapLayout.split(columns: width, showsMap: model.hasMap, showsMapAlone: ui.showsMapAlone)
  }

  /// The map, centred in its place above its legend, which keeps the pane's last row.
  private static func renderMap(
    _ model: GameScreenModel, _ ui: GameUIState, pane: GameMapPane, into frame: inout Frame,
    at place: (column: Int, width: Int), top: Int, height: Int
  ) {
    guard height > 1, pane.update(model, ui, columns: place.width, rows: height - 1) else { return }
    let column = place.column + max(0, (place.width - pane.columns) / 2)
    let first = top + max(0, (height - 1 - pane.rows.count) / 2)
    for (offset, cells) in pane.rows.enumerated() {
      frame.place(cells, row: first + offset, column: column)
    }
    let legendWidth = DisplayWidth.of(GameMapPane.legend)
    frame.put(
      GameMapPane.legend, row: top + height - 1,
      column: place.column + max(0, (place.width - legendWidth) / 2), role: .secondary,
      limit: place.column + place.width)
  }

  /// The grid's layout at this size; the controller scrolls with the same one. At the end it
  /// is paged with the end's words, and keeps every label whole that the width allows.
  static func layout(_ model: GameScreenModel, _ ui: GameUIState, width: Int, height: Int)
    -> GameGridLayout
  {
    var height = height
    if case .finished = model.phase { height = .max }
    return GameGridLayout(
      items: model.items, width: width, height: height, showsDetails: ui.showsDetails)
  }

  /// Rows the grid has at this size, under the question and, in play, the regions' line; at
  /// the end, the rows of its page.
  static func gridHeight(_ model: GameScreenModel, size: ScreenSize) -> Int {
    if case .finished = model.phase { return size.rows - 3 }
    return size.rows - 3 - regionRows(model, width: size.columns)
  }

  /// The rows the regions' line takes at this width, in play and beside the end's page.
  static func regionRows(_ model: GameScreenModel, width: Int) -> Int {
    regionLine(model).lines(inView: nil, width: width).count
  }

  /// Every region's count, from the items' groups as the grid lists them.
  static func regionLine(_ model: GameScreenModel) -> GameRegionLine {
    var regions: [(name: String, found: Int, total: Int)] = []
    var start = 0
    let items = model.items
    while start < items.count {
      guard let group = items[start].group else { return GameRegionLine(counts: []) }
      var end = start
      var found = 0
      while end < items.count, items[end].group == group {
        if items[end].state == .found { found += 1 }
        end += 1
      }
      regions.append((group, found, end - start))
      start = end
    }
    return GameRegionLine(counts: regions)
  }

  /// The region of the first rows the grid shows.
  static func regionInView(_ layout: GameGridLayout, _ ui: GameUIState, height: Int) -> String? {
    let window = layout.window(scroll: ui.scroll, height: height)
    for row in window.first..<(window.first + window.count) {
      switch layout.rows[row] {
      case .blank: continue
      case .heading(let name, _): return name
      case .items:
        guard let heading = layout.heading(above: row),
          case .heading(let name, _) = layout.rows[heading]
        else { return nil }
        return name
      }
    }
    return nil
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
      // Rows scrolled past their heading keep it over them, beside the way back up.
      var column = 0
      if window.count > 0, case .items = layout.rows[window.first],
        let index = layout.heading(above: window.first),
        case .heading(let group, let range) = layout.rows[index]
      {
        let text = heading(group, model.items[range]) + "  "
        frame.put(text, row: row, column: 0, role: .heading, limit: frame.size.columns)
        column = DisplayWidth.of(text)
      }
      frame.put(moreAbove, row: row, column: column, role: .secondary, limit: frame.size.columns)
      row += 1
    }
    for line in layout.rows.dropFirst(window.first).prefix(window.count) {
      switch line {
      case .blank: break
      case .heading(let group, let range):
        frame.put(heading(group, model.items[range]), row: row, column: 0, role: .heading)
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
          let text =
            item.hint.map { layout.hintedText(of: item, hint: $0) }
            ?? layout.text(at: index, state: item.state)
          frame.put(text, row: row, column: x, role: role, limit: x + layout.contentWidth)
          if item.state != .blank {
            let clue = layout.clueColumns(at: index)
            if clue > 0 { frame.fill(row: row, columns: x..<(x + clue), role: .secondary) }
          }
        }
        // The newest hit whole, over the row, when its column cuts it.
        if !ui.showsDetails,
          let column = indices.firstIndex(where: { model.items[$0].id == ui.newestHit }),
          let whole = layout.wholeText(of: model.items[indices[column]], at: indices[column])
        {
          // In the last columns it ends at the screen's edge, over its neighbours on the left.
          let cell = column * (layout.contentWidth + GameGridLayout.gap)
          let x = min(cell, max(0, frame.size.columns - DisplayWidth.of(whole)))
          let text = x < cell && x > 0 ? " " + whole : whole + " "
          frame.put(
            text, row: row, column: x < cell && x > 0 ? x - 1 : x, role: .newHit,
            limit: frame.size.columns)
        }
      }
      row += 1
    }
    if window.below {
      frame.put(moreBelow, row: row, column: 0, role: .secondary)
    }
  }

  /// What the game's F1 shows over the grid: its keys, and why this game sets no best score
  /// when it cannot.
  static func helpLines(_ model: GameScreenModel, width: Int) -> [String] {
    let noBest = model.noBest.map { ["", $0] } ?? []
    let lines =
      noBest + [
        "", "Keys · F1 or Esc closes this help", "",
        "typing        an answer counts the moment its last letter is typed",
        "Enter         count a name inside a longer one (UK, Niger): ⏎ shows when",
        "F3            hint: the first letter of a missing answer in the region in view",
        "              " + hintRuleInSentence,
        "F4            pause: stop the clock and hide the grid; F4 again resumes",
        "F6            the map or the grid, where both do not fit side by side",
        "F2 or Tab     describe the flags (flag games)",
        "PgUp PgDn     scroll the grid (mouse wheel too)",
        "← → Ctrl-A/E  move in the line; Backspace Ctrl-U/K/W delete",
        "Esc           clear the line; on an empty line, give up (it asks first)",
        "Ctrl-C        give up and quit (it asks first)",
      ]
    return lines.flatMap { WordWrap.lines($0, width: max(1, width)) }
  }

  /// "a game with a hint sets no best score.", after a key's words.
  private static var hintRuleInSentence: String {
    NoBestReason.hintRule.prefix(1).lowercased() + NoBestReason.hintRule.dropFirst()
  }

  /// The paused screen's words: the grid stays hidden, so a pause cannot be used to think.
  static func pausedLines(_ model: GameScreenModel, width: Int) -> [String] {
    let left = model.timeLeft.map { " with \(GameScreenModel.clock($0)) left" } ?? ""
    return [
      "", "Paused\(left): the clock is stopped and the grid hidden.", "",
      "F4 resumes · Esc gives up",
    ].flatMap { WordWrap.lines($0, width: max(1, width)) }
  }

  /// The question before giving up, over the hidden grid: the clock is stopped while it is
  /// asked, so the grid cannot be studied meanwhile, as in a pause.
  static func askingLines(_ model: GameScreenModel, width: Int) -> [String] {
    let left = model.timeLeft.map { ", \(GameScreenModel.clock($0)) left" } ?? ""
    return [
      "", GamePromptWords.giveUpWithKeys + ".", "",
      "\(model.found) of \(model.total) found\(left). " + GamePromptWords.clockStopped,
    ].flatMap { WordWrap.lines($0, width: max(1, width)) }
  }

  /// "Africa 41/54", and "Europe 46/46 ✓ all found": complete is said in words, not by colour
  /// alone.
  static func heading(_ group: String, _ items: ArraySlice<GameScreenModel.Item>) -> String {
    let found = items.count(where: { $0.state == .found })
    let count = "\(group) \(found)/\(items.count)"
    return found == items.count ? count + " ✓ all found" : count
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
      if let counting = model.counting { paragraphs.append(counting) }
      if model.isPractice {
        paragraphs.append("A practice round of answers you missed before: it keeps no best score.")
      } else if let best {
        paragraphs.append(best.sentence(under: model.bestLimit) + ".")
      } else {
        paragraphs.append("No best score \(model.bestLimit.words) yet.")
      }
      paragraphs.append("Type the answers: each counts the moment it is spelled, no Enter needed.")
      paragraphs.append(
        "F3 shows a first letter" + (model.isPractice ? "." : "; " + hintRuleInSentence))
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
    case .playing where model.isAskingToGiveUp:
      let left = model.timeLeft.map { [GameScreenModel.clock($0) + " left"] } ?? []
      let found = "\(model.found)/\(model.total) found"
      let question = GamePromptWords.giveUpQuestion
      let bar = StatusBar.fitting(
        [
          [question] + left + [found, "Enter give up", "Esc play on"],
          [question, "Enter give up", "Esc play on"], [question, "Enter", "Esc"], [question],
        ], width: width)
      return (bar, question)
    case .playing where model.isPaused:
      let left = model.timeLeft.map { [GameScreenModel.clock($0) + " left"] } ?? []
      let found = "\(model.found)/\(model.total) found"
      let bar = StatusBar.fitting(
        [
          ["Paused"] + left + [found, "F4 resume", "Esc give up"],
          ["Paused"] + left + [found, "F4 resume"], ["Paused", "F4 resume"], ["Paused"],
        ], width: width)
      return (bar, nil)
    case .playing:
      // Esc clears a line typed, and asks to give up only on an empty one.
      let escape = model.input.isEmpty ? "Esc give up" : "Esc clear"
      let found =
        "\(model.found)/\(model.total) found"
        + (model.hints > 0 ? ", \(model.hints) hint" + (model.hints == 1 ? "" : "s") : "")
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
      // What Enter would do outranks what the last guess did: it is about the text typed now.
      let cue = model.enterCue.map { GamePromptWords.enterCue(typed: model.input, answer: $0) }
      let feedback =
        (cue ?? hintText(model, ui) ?? feedbackText(model.feedback)).map { [$0] } ?? []
      let keys = ["F3 hint", "F4 pause"]
      let map = mapKeyHint(model, ui, width: width)
      // What a refusal says ("Abidjan is a city in Ivory Coast; its capital is Yamoussoukro")
      // outranks the clock, which the top row shows too; too long for the bar, it is said over
      // the rows above it (`refusalAboveTheBar`).
      let feedbackFirst = feedback.isEmpty ? [] : [[found] + feedback, feedback]
      let bar = StatusBar.fitting(
        [
          clock + [found] + feedback + details + map + keys + [escape, "F1 help"],
          clock + [found] + feedback + details + map + keys + [escape],
          // A description shown or not, and the map or the grid, are the screen's mode: they
          // outrank the keys' reminder.
          clock + [found] + feedback + details + map + [escape],
          clock + [found] + feedback + details + [escape],
          clock + [found] + feedback + keys + [escape],
          clock + [found] + feedback + [escape],
          clock + [found] + feedback,
        ] + feedbackFirst + [
          clock + [found, escape],
          clock + [found],
          clock.isEmpty ? [found] : clock,
        ], width: width)
      return (bar, hurry.flatMap { bar.hasPrefix(" " + $0) ? $0 : nil })
    case .finished(let words):
      let result = words.result
      let best = words.newBest.map { [$0] } ?? []
      let missed = words.missed.isEmpty ? [] : ["✗ missed"]
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

  /// A refusal too long for the status bar, which is said whole over the rows above it
  /// instead of cut: "Palestine is a UN observer state: this game counts …" at 80 columns.
  static func refusalAboveTheBar(_ model: GameScreenModel, _ ui: GameUIState, width: Int)
    -> String?
  {
    guard model.phase == .playing, !model.isPaused, !model.isAskingToGiveUp,
      model.enterCue == nil, hintText(model, ui) == nil,
      case .notInGame(let sentence) = model.feedback,
      DisplayWidth.of(sentence) > width - 2
    else { return nil }
    return sentence
  }

  /// "hint: B… (Americas)" after F3, until the next guess.
  static func hintText(_ model: GameScreenModel, _ ui: GameUIState) -> String? {
    guard let id = ui.lastHint else { return nil }
    guard let item = model.items.first(where: { $0.id == id }), let hint = item.hint else {
      return nil
    }
    // The clue says which blank it is ("Argentina 🇦🇷"); without one, the region does.
    return "hint: \(hint)…" + ((item.clue ?? item.group).map { " (\($0))" } ?? "")
  }

  /// "F6 map" or "F6 grid" where the two do not fit side by side.
  private static func mapKeyHint(_ model: GameScreenModel, _ ui: GameUIState, width: Int)
    -> [String]
  {
    guard model.hasMap, !GameMapLayout.isBeside(columns: width) else { return [] }
    return [ui.showsMapAlone ? "F6 grid" : "F6 map"]
  }

  static func feedbackText(_ feedback: GameScreenModel.Feedback?) -> String? {
    switch feedback {
    case nil: nil
    case .hit(let answer): "✓ " + answer
    case .almost: "almost: check the spelling"
    case .miss: "not an answer"
    case .alreadyFound(let answer): "already found: " + answer
    case .notInGame(let sentence): sentence
    }
  }
}
