/// Where the transcript pane is scrolled to: following the newest line, or held so that a
/// given line of a given entry is the bottom row. Holding an entry, not a row count, keeps the
/// place when the text reflows to a new width.
public enum ScrollPosition: Sendable, Hashable {
  case following
  case anchored(entryID: Int, line: Int)
}

/// One row of the transcript: an optional label ("You", "Quiz") and text, already wrapped.
public struct TranscriptLine: Sendable, Hashable {
  public var label: String?
  public var text: String
  public var role: CellRole
  public var labelRole: CellRole

  public init(label: String? = nil, text: String, role: CellRole, labelRole: CellRole = .plain) {
    self.label = label
    self.text = text
    self.role = role
    self.labelRole = labelRole
  }
}

/// The transcript wrapped to a width, walked a screenful at a time: only the lines on screen
/// (and those scrolled past) are ever wrapped, so a long chat costs nothing per keystroke.
public struct TranscriptLayout {
  public static let labelWidth = 5

  public let entries: [ChatScreenModel.Entry]
  public let width: Int

  public init(entries: [ChatScreenModel.Entry], width: Int) {
    self.entries = entries
    self.width = width
  }

  private var textWidth: Int { max(1, width - Self.labelWidth) }

  /// The rows of one entry: a blank row before every question but the first, the labelled
  /// text, then its details.
  public func lines(ofEntryAt index: Int) -> [TranscriptLine] {
    let entry = entries[index]
    var lines: [TranscriptLine] = []
    if entry.kind == .question || entry.kind == .game, index > 0 {
      lines.append(TranscriptLine(text: "", role: .plain))
    }
    let (label, labelRole, role): (String, CellRole, CellRole) =
      switch entry.kind {
      case .question: ("You", .questionLabel, .question)
      case .answer: ("Quiz", .answerLabel, .answer)
      case .notice: ("Quiz", .answerLabel, .notice)
      case .error: ("Quiz", .answerLabel, .error)
      case .game: ("Game", .questionLabel, .answer)
      }
    for (number, text) in WordWrap.lines(entry.text, width: textWidth).enumerated() {
      lines.append(
        TranscriptLine(
          label: number == 0 ? label : nil, text: text, role: role, labelRole: labelRole))
    }
    for detail in entry.details {
      for text in WordWrap.lines(detail, width: textWidth) {
        lines.append(TranscriptLine(text: text, role: .secondary))
      }
    }
    return lines
  }

  /// The rows that fill `height` with `position` at the bottom, oldest first; fewer when the
  /// transcript is shorter.
  public func visibleLines(at position: ScrollPosition, height: Int) -> [TranscriptLine] {
    guard height > 0, let bottom = bottomPoint(of: position) else { return [] }
    var collected: [TranscriptLine] = []
    var entryIndex = bottom.entry
    var lines = self.lines(ofEntryAt: entryIndex)
    var lineIndex = min(bottom.line, lines.count - 1)
    while collected.count < height {
      collected.append(lines[lineIndex])
      if lineIndex > 0 {
        lineIndex -= 1
      } else if entryIndex > 0 {
        entryIndex -= 1
        lines = self.lines(ofEntryAt: entryIndex)
        lineIndex = lines.count - 1
      } else {
        break
      }
    }
    return collected.reversed()
  }

  /// Moves the bottom row up (positive) or down (negative) by `rows`, never past the first
  /// screenful and back to following once the newest line is reached.
  public func scroll(
    _ position: ScrollPosition, by rows: Int, height: Int
  ) -> ScrollPosition {
    guard let bottom = bottomPoint(of: position), height > 0 else { return .following }
    if rows < 0 {
      var point = bottom
      for _ in 0..<(-rows) {
        guard let next = self.point(after: point) else { return .following }
        point = next
      }
      return anchored(at: point)
    }
    // Scrolled, one row shows "newer below", so a screenful is one row shorter.
    let screen = max(1, height - 1)
    var point = bottom
    for _ in 0..<rows {
      guard let previous = self.point(before: point) else { break }
      point = previous
    }
    // Keep a full screen above the bottom row when the transcript has one.
    guard let top = firstScreenBottom(height: screen) else { return .following }
    if isBefore(point, top) { point = top }
    return anchored(at: point)
  }

  /// The position that shows the first lines of the transcript.
  public func top(height: Int) -> ScrollPosition {
    guard let point = firstScreenBottom(height: max(1, height - 1)), point != lastPoint else {
      return .following
    }
    return .anchored(entryID: entries[point.entry].id, line: point.line)
  }

  /// Whether lines newer than the bottom row exist (shown as a marker when scrolled).
  public func hasLines(below position: ScrollPosition) -> Bool {
    guard case .anchored = position, let bottom = bottomPoint(of: position) else { return false }
    return bottom != lastPoint
  }

  // MARK: - Points: (entry index, line index)

  private struct Point: Equatable {
    var entry: Int
    var line: Int
  }

  private var lastPoint: Point? {
    guard !entries.isEmpty else { return nil }
    let last = entries.count - 1
    return Point(entry: last, line: lines(ofEntryAt: last).count - 1)
  }

  private func anchored(at point: Point) -> ScrollPosition {
    point == lastPoint ? .following : .anchored(entryID: entries[point.entry].id, line: point.line)
  }

  private func bottomPoint(of position: ScrollPosition) -> Point? {
    switch position {
    case .following:
      return lastPoint
    case .anchored(let entryID, let line):
      guard let index = index(ofEntryID: entryID) else { return lastPoint }
      return Point(entry: index, line: min(line, lines(ofEntryAt: index).count - 1))
    }
  }

  /// Entries are in id order; an id that is gone (a cancelled question) falls to the nearest.
  private func index(ofEntryID id: Int) -> Int? {
    guard !entries.isEmpty else { return nil }
    var low = 0
    var high = entries.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if entries[middle].id <= id { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private func point(before point: Point) -> Point? {
    if point.line > 0 { return Point(entry: point.entry, line: point.line - 1) }
    guard point.entry > 0 else { return nil }
    return Point(entry: point.entry - 1, line: lines(ofEntryAt: point.entry - 1).count - 1)
  }

  private func point(after point: Point) -> Point? {
    if point.line < lines(ofEntryAt: point.entry).count - 1 {
      return Point(entry: point.entry, line: point.line + 1)
    }
    guard point.entry < entries.count - 1 else { return nil }
    return Point(entry: point.entry + 1, line: 0)
  }

  private func isBefore(_ lhs: Point, _ rhs: Point) -> Bool {
    lhs.entry < rhs.entry || (lhs.entry == rhs.entry && lhs.line < rhs.line)
  }

  /// The bottom row when the first line is on the top row; nil for an empty transcript.
  private func firstScreenBottom(height: Int) -> Point? {
    guard !entries.isEmpty else { return nil }
    var point = Point(entry: 0, line: 0)
    for _ in 1..<max(1, height) {
      guard let next = self.point(after: point) else { break }
      point = next
    }
    return point
  }
}
