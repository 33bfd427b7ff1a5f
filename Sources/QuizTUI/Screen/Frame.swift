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
public struct Cell: Sendable, Hashable {
  public var text: String
  public var role: CellRole
  public var isContinuation: Bool

  public init(_ text: String, role: CellRole = .plain, isContinuation: Bool = false) {
    self.text = text
    self.role = role
    self.isContinuation = isContinuation
  }

  public static func blank(_ role: CellRole = .plain) -> Cell { Cell(" ", role: role) }
}

public struct ScreenSize: Sendable, Hashable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

/// A whole rendered screen: rows of cells and where the cursor goes (nil hides it).
public struct Frame: Sendable, Hashable {
  public private(set) var rows: [[Cell]]
  public var cursor: (row: Int, column: Int)? {
    get { cursorPosition.map { ($0.row, $0.column) } }
    set { cursorPosition = newValue.map { Position(row: $0.row, column: $0.column) } }
  }
  private var cursorPosition: Position?
  public let size: ScreenSize

  private struct Position: Sendable, Hashable {
    let row: Int
    let column: Int
  }

  public init(size: ScreenSize) {
    self.size = size
    rows = Array(
      repeating: Array(repeating: Cell.blank(), count: max(0, size.columns)),
      count: max(0, size.rows))
  }

  /// Writes text from a column, cutting it at the right edge; returns the column after it.
  /// A wide grapheme that would straddle the edge is left out.
  @discardableResult
  public mutating func put(
    _ text: some StringProtocol, row: Int, column: Int, role: CellRole, limit: Int? = nil
  ) -> Int {
    guard rows.indices.contains(row) else { return column }
    let end = min(size.columns, limit ?? size.columns)
    var x = column
    // Latin text (the grid's names, its "·" blanks, the bars) is one column a scalar, and each
    // scalar is a grapheme of its own below the combining marks (U+0300): laid out by scalar,
    // without grapheme breaking, which was most of a 200×50 frame's cost.
    let isPlainLatin = text.unicodeScalars.allSatisfy {
      (0x20..<0x7F).contains($0.value) || (0xA0..<0x300).contains($0.value)
    }
    if isPlainLatin {
      for scalar in text.unicodeScalars {
        guard x + 1 <= end, x >= 0 else { break }
        rows[row][x] = Cell(String(Character(scalar)), role: role)
        x += 1
      }
      return x
    }
    for character in text {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      guard x + width <= end, x >= 0 else { break }
      rows[row][x] = Cell(String(character), role: role)
      if width == 2 { rows[row][x + 1] = Cell("", role: role, isContinuation: true) }
      x += width
    }
    return x
  }

  /// Copies cells drawn elsewhere (the game's map) into a row from a column, cutting them at
  /// the right edge. Each must be one column wide.
  public mutating func place(_ cells: [Cell], row: Int, column: Int) {
    guard rows.indices.contains(row), column >= 0, column < size.columns else { return }
    let count = min(cells.count, size.columns - column)
    rows[row].replaceSubrange(column..<(column + count), with: cells.prefix(count))
  }

  /// Gives every cell of a row a role (the status bar's background), keeping the text.
  public mutating func fill(row: Int, role: CellRole) {
    guard rows.indices.contains(row) else { return }
    for index in rows[row].indices { rows[row][index].role = role }
  }

  /// The rows as plain text, for tests and snapshots: wide graphemes as themselves, trailing
  /// spaces kept so the width is visible.
  public var lines: [String] {
    rows.map { row in row.filter { !$0.isContinuation }.map(\.text).joined() }
  }

  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.rows == rhs.rows && lhs.cursorPosition == rhs.cursorPosition && lhs.size == rhs.size
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rows)
    hasher.combine(cursorPosition)
  }
}
