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
    var frame = Frame(size: size)
    guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
      if size.rows > 0 {
        let text = String(tooSmall.prefix(max(0, size.columns)))
        let column = max(0, (size.columns - DisplayWidth.of(text)) / 2)
        frame.put(text, row: size.rows / 2, column: column, role: .plain)
      }
      return frame
    }
    let paneHeight = size.rows - 2
    if ui.showsHelp {
      renderHelp(into: &frame, height: paneHeight, offset: ui.helpOffset)
    } else {
      renderTranscript(model, ui, into: &frame, height: paneHeight)
    }
    renderStatusBar(model, ui, into: &frame, row: size.rows - 2)
    renderInput(ui.editor, into: &frame, row: size.rows - 1)
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

  static func helpLines(width: Int) -> [String] {
    HelpOverlay.lines.flatMap { WordWrap.lines($0, width: max(1, width - 2)) }
  }

  private static func renderStatusBar(
    _ model: ChatScreenModel, _ ui: ChatUIState, into frame: inout Frame, row: Int
  ) {
    let text = StatusBar.text(model, ui: ui, width: frame.size.columns)
    frame.put(text, row: row, column: 0, role: .statusBar)
    frame.fill(row: row, role: .statusBar)
    let (state, isError) = StatusBar.state(model, spinnerFrame: ui.spinnerFrame)
    if isError {
      frame.put(state, row: row, column: 1, role: .statusError)
    }
  }

  /// The prompt and the line, scrolled sideways so the cursor always shows.
  private static func renderInput(_ editor: InputEditor, into frame: inout Frame, row: Int) {
    let promptWidth = DisplayWidth.of(prompt)
    let available = frame.size.columns - promptWidth - 1
    let buffer = editor.buffer
    var start = 0
    var widthToCursor = buffer[..<editor.cursor].reduce(0) { $0 + DisplayWidth.of($1) }
    while widthToCursor > available, start < editor.cursor {
      widthToCursor -= DisplayWidth.of(buffer[start])
      start += 1
    }
    frame.put(start > 0 ? "…" : prompt, row: row, column: 0, role: .prompt)
    frame.put(
      String(buffer[start...]), row: row, column: promptWidth, role: .plain,
      limit: frame.size.columns)
    frame.cursor = (row, promptWidth + widthToCursor)
  }
}
