import QuizGame

/// The end screen's rows for a width: the end in words, wrapped, then every missed answer
/// whole under its region, then the grid, which marks them ✗ among those found. Scrolled as
/// one page, so nothing the end exists to show is ever cut: a long answer wraps, and what does
/// not fit the height is a PgDn away. Pure; the renderer draws it and the update step pages it.
struct GameEndLayout: Sendable {
  enum Row: Sendable, Hashable {
    case text(String, CellRole)
    case blank
    /// A row of the grid, as its layout has it.
    case grid(GameGridLayout.Row)
  }

  /// Where a missed answer's list starts, under its region's heading.
  static let indent = 2

  let rows: [Row]
  /// The grid the `grid` rows are of.
  let grid: GameGridLayout?

  init(words: GameEndWords, grid: GameGridLayout?, width: Int) {
    let width = max(1, width)
    var rows: [Row] = []
    func wrapped(_ text: String, _ role: CellRole) {
      rows += WordWrap.lines(text, width: width).map { .text($0, role) }
    }
    // Region names and answers may come from a quiz file.
    let safe = { (text: String) in TerminalSafeText.sanitize(text) }
    wrapped(
      safe([words.sentence, words.newBest, words.noBest].compactMap { $0 }.joined(separator: " ")),
      words.isPraise ? .answerLabel : .notice)
    if let comparison = words.comparison { wrapped(safe(comparison), .plain) }
    for group in words.missed {
      rows.append(.blank)
      wrapped(safe(group.heading), .heading)
      rows += Self.list(group.answers.map(safe), width: width).map { .text($0, .missed) }
    }
    if let grid, !grid.rows.isEmpty {
      rows.append(.blank)
      rows += grid.rows.map(Row.grid)
    }
    self.rows = rows
    self.grid = grid
  }

  /// The answers apart by commas, indented, as many a line as fit whole; one wider than a line
  /// wraps at its spaces (or, a word wider still, inside it), and is never cut.
  static func list(_ answers: [String], width: Int) -> [String] {
    let room = max(1, width - indent)
    let margin = String(repeating: " ", count: min(indent, width - 1))
    var lines: [String] = []
    var line = ""
    var used = 0
    for (position, answer) in answers.enumerated() {
      let piece = position < answers.count - 1 ? answer + "," : answer
      let pieceWidth = DisplayWidth.of(piece)
      if used > 0, used + 1 + pieceWidth <= room {
        line += " " + piece
        used += 1 + pieceWidth
        continue
      }
      if used > 0 { lines.append(line) }
      let parts = WordWrap.lines(piece, width: room)
      lines += parts.dropLast()
      line = parts.last ?? ""
      used = DisplayWidth.of(line)
    }
    if used > 0 { lines.append(line) }
    return lines.map { margin + $0 }
  }

  /// Which rows show in `height` rows from `scroll`, and whether "more above" and "more below"
  /// markers take the first and last of them, as in the grid.
  func window(scroll: Int, height: Int) -> (first: Int, count: Int, above: Bool, below: Bool) {
    ScrollWindow.window(rowCount: rows.count, scroll: scroll, height: height)
  }

  func maximumScroll(height: Int) -> Int {
    ScrollWindow.maximumScroll(rowCount: rows.count, height: height)
  }

}
