/// The whole line editor without a terminal: bytes in, screen output and finished lines out.
///
/// Keys are applied as they arrive, but the line is redrawn only when the caller asks (once
/// per read), so a pasted megabyte costs one redraw rather than one per character.
struct LineEditor {
  enum Outcome: Equatable, Sendable {
    case accepted(String)
    case endOfInput
  }

  struct Update: Equatable, Sendable {
    var output: String
    var outcome: Outcome?
  }

  private(set) var state: LineEditorState
  private var decoder = KeyDecoder()
  private var prompt = ""
  private var needsRedraw = false
  /// Keys that arrived in the same read after an Enter (a pasted block of lines); they belong
  /// to the next line.
  private var queuedKeys: ArraySlice<EditorKey> = []

  init(historyLimit: Int = 500) {
    state = LineEditorState(history: LineHistory(limit: historyLimit))
  }

  /// Starts a line; it may finish at once from keys queued by an earlier read.
  mutating func begin(prompt: String) -> Update {
    self.prompt = prompt
    needsRedraw = true
    let keys = queuedKeys
    queuedKeys = []
    return apply(keys)
  }

  mutating func receive(_ bytes: some Sequence<UInt8>) -> Update {
    var keys = queuedKeys
    keys.append(contentsOf: decoder.decode(bytes))
    queuedKeys = []
    return apply(keys)
  }

  /// The terminal closed: a typed line still counts, as with `Swift.readLine`.
  mutating func receiveEndOfInput() -> Update {
    guard !state.buffer.isEmpty else { return Update(output: refresh(), outcome: .endOfInput) }
    return apply([.enter])
  }

  /// The redraw for everything applied since the last one, or nothing if the line is unchanged.
  mutating func refresh() -> String {
    guard needsRedraw else { return "" }
    needsRedraw = false
    return LineRenderer.redraw(prompt: prompt, buffer: state.buffer, cursor: state.cursor)
  }

  private mutating func apply(_ keys: ArraySlice<EditorKey>) -> Update {
    var output = ""
    for index in keys.indices {
      switch keys[index] {
      case .enter:
        output += finishLine()
        queuedKeys = keys[(index + 1)...]
        return Update(output: output + "\n", outcome: .accepted(state.accept()))
      case .deleteOrEndOfInput where state.buffer.isEmpty:
        queuedKeys = keys[(index + 1)...]
        return Update(output: output + refresh(), outcome: .endOfInput)
      case .interrupt:
        output += finishLine() + "^C\n"
        state.abandon()
        needsRedraw = true
      case .clearScreen:
        // Whatever was pending is about to be wiped; the redraw after the clear shows it.
        _ = refresh()
        output += "\u{1B}[H\u{1B}[2J"
        needsRedraw = true
      case let key:
        edit(key)
        needsRedraw = true
      }
    }
    return Update(output: output, outcome: nil)
  }

  /// Shows the line whole with the cursor at its end, so what follows starts below it.
  private mutating func finishLine() -> String {
    if state.cursor != state.buffer.count {
      state.moveToEnd()
      needsRedraw = true
    }
    return refresh()
  }

  private mutating func edit(_ key: EditorKey) {
    switch key {
    case .insert(let characters): state.insert(characters)
    case .backspace: state.backspace()
    case .deleteForward, .deleteOrEndOfInput: state.deleteForward()
    case .left: state.moveLeft()
    case .right: state.moveRight()
    case .home: state.moveToStart()
    case .end: state.moveToEnd()
    case .wordLeft: state.moveWordLeft()
    case .wordRight: state.moveWordRight()
    case .killToStart: state.killToStart()
    case .killToEnd: state.killToEnd()
    case .deleteWordBack: state.deleteWordBack()
    case .historyPrevious: state.historyPrevious()
    case .historyNext: state.historyNext()
    case .enter, .interrupt, .clearScreen: break
    }
  }
}
