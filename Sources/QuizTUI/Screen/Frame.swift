#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a part of the screen means; the curses adapter turns it into colour or, without
/// colour, into bold, reverse and underline.
public enum CellRole: Sendable, Hashable {
  case plain
  case questionLabel
  case answerLabel
  case question
  case answer
  /// Not found or not understood: an answer, but not the fact asked for.
  case notice
  case error
  /// Notes, flag descriptions, the "newer messages below" marker.
  case secondary
  case statusBar
  case statusError
  case prompt
  case overlay
  case overlayTitle
  /// A game's region heading.
  case heading
  /// A found answer in a game's grid.
  case found
  /// The answer just found, until the next.
  case newHit
  /// A missed answer revealed at the end; also marked "✗", never told by style alone.
  case missed
}

/// One screen cell: a grapheme and its role. A two-column grapheme is followed by a
/// `continuation` cell, so every row has exactly as many cells as the screen has columns.
///
/// Plain data, eight bytes: a one-scalar grapheme (nearly every cell) is held as its scalar,
/// and a longer one (a flag, an emoji sequence, a letter with a combining mark) as its number
/// in `GraphemeTable`. Making, copying, comparing and dropping a 200×50 frame's cells is then
/// memory work with no reference counting, which was most of drawing a frame.
public struct Cell: Sendable, Hashable {
  /// 0 for no text (a continuation), a scalar's value, or `GraphemeTable.firstKey` and above.
  private var code: UInt32
  public var role: CellRole
  public var isContinuation: Bool
  /// Always zero: it fills what would be padding, so that a row of cells compares as bytes
  /// (`Frame.row(_:equals:)`).
  private var spare: UInt16 = 0

  public init(_ text: String, role: CellRole = .plain, isContinuation: Bool = false) {
    self.code = GraphemeTable.code(of: text)
    self.role = role
    self.isContinuation = isContinuation
  }

  public init(_ scalar: Unicode.Scalar, role: CellRole = .plain) {
    self.code = scalar.value
    self.role = role
    self.isContinuation = false
  }

  /// A scalar's value known to be `DisplayWidth.isNarrow`, from `Frame.put`.
  fileprivate init(narrow value: UInt32, role: CellRole) {
    self.code = value
    self.role = role
    self.isContinuation = false
  }

  public var text: String {
    get { GraphemeTable.text(of: code) }
    set { code = GraphemeTable.code(of: newValue) }
  }

  /// The grapheme when it is one scalar; nil for a longer one or none.
  public var scalar: Unicode.Scalar? {
    guard code != 0, code < GraphemeTable.firstKey else { return nil }
    return Unicode.Scalar(code)
  }

  public static func blank(_ role: CellRole = .plain) -> Cell { Cell(" ", role: role) }
}

/// A terminal's size in cells, only ever made inside QuizTUI: the memberwise initializer does.
public struct ScreenSize: Sendable, Hashable {
  public var columns: Int
  public var rows: Int
}

/// A whole rendered screen: rows of cells and where the cursor goes (nil hides it).
public struct Frame: Sendable, Hashable {
  public let size: ScreenSize
  /// Row after row, `size.columns` cells each: one buffer, so a new frame is one fill.
  private var cells: [Cell]
  public var cursor: (row: Int, column: Int)? {
    get { cursorPosition.map { ($0.row, $0.column) } }
    set { cursorPosition = newValue.map { Position(row: $0.row, column: $0.column) } }
  }
  private var cursorPosition: Position?

  private struct Position: Sendable, Hashable {
    let row: Int
    let column: Int
  }

  public init(size: ScreenSize) {
    self.size = size
    cells = Array(repeating: Cell.blank(), count: max(0, size.columns) * max(0, size.rows))
  }

  /// The rows, for tests and snapshots; drawing reads `row(_:)`.
  public var rows: [[Cell]] { (0..<max(0, size.rows)).map { Array(row($0)) } }

  /// The cells of row `y`, which must be on the screen.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    let columns = max(0, size.columns)
    return cells[(y * columns)..<((y + 1) * columns)]
  }

  /// Whether row `y` is the same in both frames, which must be of one size: compared as bytes,
  /// for a repaint asks it of every row.
  func row(_ y: Int, equals other: Frame) -> Bool {
    let columns = max(0, size.columns)
    guard other.size == size, columns > 0 else { return other.size == size }
    let stride = MemoryLayout<Cell>.stride
    return cells.withUnsafeBytes { mine in
      other.cells.withUnsafeBytes { theirs in
        guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return false }
        let offset = y * columns * stride
        return memcmp(mine + offset, theirs + offset, columns * stride) == 0
      }
    }
  }

  private func contains(row: Int) -> Bool { row >= 0 && row < size.rows }

  /// Writes text from a column, cutting it at the right edge; returns the column after it.
  /// A wide grapheme that would straddle the edge is left out.
  @discardableResult
  public mutating func put(
    _ text: some StringProtocol, row: Int, column: Int, role: CellRole, limit: Int? = nil
  ) -> Int {
    guard contains(row: row) else { return column }
    let end = min(size.columns, limit ?? size.columns)
    let start = row * size.columns
    var x = column
    // Nearly all text on screen (names, the grid's "·" blanks, arrows, the map's braille) is
    // one column a scalar with each scalar a grapheme: laid out from its UTF-8, without
    // grapheme breaking, which was most of a 200×50 frame's cost.
    let narrowEnd = DisplayWidth.withUTF8(text) { bytes in
      putNarrow(bytes, at: start, from: x, to: end, role: role)
    }
    if let narrowEnd { return narrowEnd }
    for character in text {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      guard x + width <= end, x >= 0 else { break }
      cells[start + x] = Cell(String(character), role: role)
      if width == 2 { cells[start + x + 1] = Cell("", role: role, isContinuation: true) }
      x += width
    }
    return x
  }

  /// Writes text whose every scalar `DisplayWidth.isNarrow`, from its UTF-8; nil, having
  /// written nothing, when one is not.
  private mutating func putNarrow(
    _ bytes: UnsafeBufferPointer<UInt8>, at rowStart: Int, from column: Int, to end: Int,
    role: CellRole
  ) -> Int? {
    guard DisplayWidth.narrowCount(bytes) != nil else { return nil }
    var x = column
    DisplayWidth.decode(bytes) { value in
      guard x + 1 <= end, x >= 0 else { return false }
      cells[rowStart + x] = Cell(narrow: value, role: role)
      x += 1
      return true
    }
    return x
  }

  /// Copies cells drawn elsewhere (the game's map) into a row from a column, cutting them at
  /// the right edge. Each must be one column wide.
  public mutating func place(_ cells: some Collection<Cell>, row: Int, column: Int) {
    guard contains(row: row), column >= 0, column < size.columns else { return }
    let count = min(cells.count, size.columns - column)
    let start = row * size.columns + column
    self.cells.replaceSubrange(start..<(start + count), with: cells.prefix(count))
  }

  /// Gives every cell of a row a role (the status bar's background), keeping the text.
  public mutating func fill(row: Int, role: CellRole) {
    fill(row: row, columns: 0..<size.columns, role: role)
  }

  /// Gives the cells of some columns of a row a role (a clue dimmed beside its answer), keeping
  /// the text; columns off the screen are left out.
  public mutating func fill(row: Int, columns: Range<Int>, role: CellRole) {
    guard contains(row: row) else { return }
    let start = row * size.columns
    for column in columns.clamped(to: 0..<max(0, size.columns)) {
      cells[start + column].role = role
    }
  }

  /// The rows as plain text, for tests and snapshots: wide graphemes as themselves, trailing
  /// spaces kept so the width is visible.
  public var lines: [String] {
    (0..<max(0, size.rows)).map { y in
      row(y).filter { !$0.isContinuation }.map(\.text).joined()
    }
  }

  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.size == rhs.size && lhs.cursorPosition == rhs.cursorPosition && lhs.cells == rhs.cells
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(cells)
    hasher.combine(cursorPosition)
  }
}
