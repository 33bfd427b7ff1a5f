/// The line being edited, its cursor, and the walk through history. No I/O, so every editing
/// rule is testable without a terminal.
public struct InputEditor: Sendable {
  public private(set) var buffer: [Character] = []
  /// An index into `buffer`: the cursor sits before `buffer[cursor]`.
  public private(set) var cursor = 0
  public private(set) var history: InputHistory
  /// Which history entry is shown; nil while on the line being typed.
  private var historyIndex: Int?
  /// The line being typed, kept while the user looks through history.
  private var draft: [Character] = []

  public init(history: InputHistory) { self.history = history }

  /// A line kept elsewhere, to edit at `cursor` (clamped to the line) without history.
  public init(text: String, cursor: Int) {
    history = InputHistory(limit: 1)
    buffer = Array(text)
    self.cursor = min(max(0, cursor), buffer.count)
  }

  public var text: String { String(buffer) }

  public var isEmpty: Bool { buffer.isEmpty }

  public mutating func insert(_ text: String) { insert(Array(text)) }

  /// Replaces the line (a cancelled question coming back), leaving history untouched.
  public mutating func replace(with text: String) {
    buffer = Array(text)
    cursor = buffer.count
    historyIndex = nil
    draft = []
  }

  /// Keeps a line in history without sending it, so nothing typed is lost when the line is
  /// replaced.
  public mutating func remember(_ line: String) { history.add(line) }

  mutating func insert(_ characters: [Character]) {
    guard let first = characters.first else { return }
    // A combining mark or the second half of a flag can arrive in a later read than the
    // character it belongs to; re-cluster so one character on screen is one in the buffer.
    if cursor > 0 {
      let rejoined = Array(String(buffer[cursor - 1]) + String(first))
      if rejoined.count == 1 {
        buffer[cursor - 1] = rejoined[0]
        buffer.insert(contentsOf: characters.dropFirst(), at: cursor)
        cursor += characters.count - 1
        return
      }
    }
    buffer.insert(contentsOf: characters, at: cursor)
    cursor += characters.count
  }

  public mutating func backspace() {
    guard cursor > 0 else { return }
    cursor -= 1
    buffer.remove(at: cursor)
  }

  public mutating func deleteForward() {
    guard cursor < buffer.count else { return }
    buffer.remove(at: cursor)
  }

  /// The line's own keys, as every game's input line has them: typing and pasting, deleting,
  /// moving, Ctrl-U/K/W/A/E. False, changing nothing, for any other key: the screen's to handle.
  public mutating func edit(with key: Key) -> Bool {
    switch key {
    case .text(let text), .paste(let text): insert(text)
    case .backspace: backspace()
    case .delete: deleteForward()
    case .control("u"): killToStart()
    case .control("k"): killToEnd()
    case .control("w"): deleteWordBack()
    case .left: moveLeft()
    case .right: moveRight()
    case .home, .control("a"): moveToStart()
    case .end, .control("e"): moveToEnd()
    default: return false
    }
    return true
  }

  public mutating func moveLeft() { cursor = max(0, cursor - 1) }
  public mutating func moveRight() { cursor = min(buffer.count, cursor + 1) }
  public mutating func moveToStart() { cursor = 0 }
  public mutating func moveToEnd() { cursor = buffer.count }

  public mutating func moveWordLeft() {
    while cursor > 0, !Self.isWordCharacter(buffer[cursor - 1]) { cursor -= 1 }
    while cursor > 0, Self.isWordCharacter(buffer[cursor - 1]) { cursor -= 1 }
  }

  public mutating func moveWordRight() {
    while cursor < buffer.count, !Self.isWordCharacter(buffer[cursor]) { cursor += 1 }
    while cursor < buffer.count, Self.isWordCharacter(buffer[cursor]) { cursor += 1 }
  }

  public mutating func killToStart() {
    buffer.removeSubrange(0..<cursor)
    cursor = 0
  }

  public mutating func killToEnd() {
    buffer.removeSubrange(cursor...)
  }

  /// Like readline's unix-word-rubout, a word here runs to the previous whitespace.
  public mutating func deleteWordBack() {
    var start = cursor
    while start > 0, buffer[start - 1].isWhitespace { start -= 1 }
    while start > 0, !buffer[start - 1].isWhitespace { start -= 1 }
    buffer.removeSubrange(start..<cursor)
    cursor = start
  }

  public mutating func historyPrevious() {
    let entries = history.entries
    let index = (historyIndex ?? entries.count) - 1
    guard index >= 0 else { return }
    if historyIndex == nil { draft = buffer }
    show(Array(entries[index]), historyIndex: index)
  }

  public mutating func historyNext() {
    guard let current = historyIndex else { return }
    let index = current + 1
    if index < history.entries.count {
      show(Array(history.entries[index]), historyIndex: index)
    } else {
      show(draft, historyIndex: nil)
      draft = []
    }
  }

  /// The finished line; it joins history and editing starts afresh.
  public mutating func accept() -> String {
    let line = text
    history.add(line)
    abandon()
    return line
  }

  public mutating func abandon() {
    buffer = []
    cursor = 0
    historyIndex = nil
    draft = []
  }

  private mutating func show(_ line: [Character], historyIndex: Int?) {
    buffer = line
    cursor = line.count
    self.historyIndex = historyIndex
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
