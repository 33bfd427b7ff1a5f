import QuizGame

/// Renders the whole screen from the chat and the UI state, as a pure function: the
/// transcript pane on every free row, the status bar, then the input line.
public enum ChatScreenRenderer {
  public static let minimumSize = ScreenSize(columns: 20, rows: 5)
  public static let prompt = "› "
  static let tooSmall = "Terminal too small"
  static let newerBelow = "↓ newer messages below · End"

  public static func render(
    _ model: ChatScreenModel, _ ui: ChatUIState, size: ScreenSize
  ) -> Frame {
    guard let fits = frameIfBigEnough(size) else { return tooSmallFrame(size) }
    var frame = fits
    let paneHeight = size.rows - 2
    if let selected = ui.gamePicker {
      renderGamePicker(into: &frame, height: paneHeight, selected: selected)
    } else if ui.showsHelp {
      renderHelp(into: &frame, height: paneHeight, offset: ui.helpOffset)
    } else if model.entries.isEmpty {
      renderGreeting(into: &frame, height: paneHeight)
    } else {
      renderTranscript(model, ui, into: &frame, height: paneHeight)
    }
    renderStatusBar(model, ui, into: &frame, row: size.rows - 2)
    renderInput(ui.editor, into: &frame, row: size.rows - 1)
    return frame
  }

  /// An empty frame, or nil when the screen is below the size every screen needs.
  static func frameIfBigEnough(_ size: ScreenSize) -> Frame? {
    guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else { return nil }
    return Frame(size: size)
  }

  /// Says so in the middle, and nothing else, on a screen too small for any layout.
  static func tooSmallFrame(_ size: ScreenSize) -> Frame {
    var frame = Frame(size: size)
    if size.rows > 0 {
      let text = String(tooSmall.prefix(max(0, size.columns)))
      let column = max(0, (size.columns - DisplayWidth.of(text)) / 2)
      frame.put(text, row: size.rows / 2, column: column, role: .plain)
    }
    return frame
  }

  private static func renderTranscript(
    _ model: ChatScreenModel, _ ui: ChatUIState, into frame: inout Frame, height: Int
  ) {
    let layout = TranscriptLayout(entries: model.entries, width: frame.size.columns)
    let scrolled = layout.hasLines(below: ui.scroll)
    let rows = scrolled ? height - 1 : height
    let lines = layout.visibleLines(at: ui.scroll, height: rows)
    // Short transcripts sit at the bottom, next to the input, as in chat clients.
    let firstRow = rows - lines.count
    for (offset, line) in lines.enumerated() {
      let row = firstRow + offset
      if let label = line.label {
        frame.put(label, row: row, column: 0, role: line.labelRole)
      }
      frame.put(line.text, row: row, column: TranscriptLayout.labelWidth, role: line.role)
    }
    if scrolled {
      frame.put(newerBelow, row: height - 1, column: 0, role: .secondary)
    }
  }

  /// The greeting from the top row down, each line wrapped; what does not fit is left out.
  private static func renderGreeting(into frame: inout Frame, height: Int) {
    let width = frame.size.columns
    let lines = ChatGreeting.lines.flatMap { line in
      // Examples keep their indent when they wrap.
      let indent = line.hasPrefix("  ") ? "  " : ""
      return WordWrap.lines(
        String(line.dropFirst(indent.count)), width: max(1, width - indent.count)
      )
      .map { indent + $0 }
    }
    for (row, line) in lines.prefix(height).enumerated() {
      frame.put(line, row: row, column: 0, role: line.hasPrefix("  ") ? .plain : .secondary)
    }
  }

  /// Help over the transcript pane; taller than the pane, it scrolls with ↑ ↓ PgUp PgDn.
  private static func renderHelp(into frame: inout Frame, height: Int, offset: Int) {
    let lines = helpLines(width: frame.size.columns)
    let bodyHeight = height - 1
    let start = min(max(0, offset), max(0, lines.count - bodyHeight))
    let more = start + bodyHeight < lines.count
    let title = HelpOverlay.title + (more ? " · ↓ more" : "")
    frame.put(title, row: 0, column: 1, role: .overlayTitle)
    for (row, line) in lines.dropFirst(start).prefix(bodyHeight).enumerated() {
      frame.put(line, row: row + 1, column: 1, role: .overlay)
    }
  }

  static let pickerTitle = "Pick a game · ↑ ↓ and Enter, or its number · Esc closes"

  /// The games offered after "let's play", the highlighted one marked with "▸", not by style
  /// alone; scrolled so it is always on screen.
  private static func renderGamePicker(into frame: inout Frame, height: Int, selected: Int) {
    let games = GameTopic.suggestions
    frame.put(pickerTitle, row: 0, column: 1, role: .overlayTitle)
    let bodyHeight = max(1, height - 1)
    let start = min(max(0, selected - bodyHeight + 1), max(0, games.count - bodyHeight))
    for (row, index) in games.indices.dropFirst(start).prefix(bodyHeight).enumerated() {
      let isSelected = index == selected
      let number = index < 9 ? "\(index + 1)" : " "
      let line = (isSelected ? "▸ " : "  ") + number + "  " + games[index].question
      frame.put(line, row: row + 1, column: 1, role: isSelected ? .overlayTitle : .overlay)
    }
  }

  static func helpLines(width: Int) -> [String] {
    HelpOverlay.lines.flatMap { WordWrap.lines($0, width: max(1, width - 2)) }
  }

  private static func renderStatusBar(
    _ model: ChatScreenModel, _ ui: ChatUIState, into frame: inout Frame, row: Int
  ) {
    let text = StatusBar.text(model, ui: ui, width: frame.size.columns)
    let (state, isError) = StatusBar.state(model, spinnerFrame: ui.spinnerFrame)
    StatusBar.paint(text, emphasized: isError ? state : nil, into: &frame, row: row)
  }

  /// The prompt and the line, scrolled sideways so the cursor always shows; the game's input
  /// line is this one too.
  static func renderInput(_ editor: InputEditor, into frame: inout Frame, row: Int) {
    renderInput(editor.buffer, cursor: editor.cursor, into: &frame, row: row)
  }

  static func renderInput(
    _ buffer: [Character], cursor: Int, into frame: inout Frame, row: Int
  ) {
    let promptWidth = DisplayWidth.of(prompt)
    let available = frame.size.columns - promptWidth - 1
    var start = 0
    var widthToCursor = buffer[..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
    while widthToCursor > available, start < cursor {
      widthToCursor -= DisplayWidth.of(buffer[start])
      start += 1
    }
    frame.put(start > 0 ? "…" : prompt, row: row, column: 0, role: .prompt)
    frame.put(
      text(of: buffer[start...]), row: row, column: promptWidth, role: .plain,
      limit: frame.size.columns)
    frame.cursor = (row, promptWidth + widthToCursor)
  }

  /// The characters as a string, appended one by one: `String(_:)` of a slice is generic, and
  /// its first call looks up conformances at run time, 0.2 M instructions of the first frame.
  private static func text(of characters: ArraySlice<Character>) -> String {
    var text = ""
    for character in characters { text.append(character) }
    return text
  }
}
