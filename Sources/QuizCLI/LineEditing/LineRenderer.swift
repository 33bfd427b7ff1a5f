/// The bytes that redraw the edited line in place.
enum LineRenderer {
  /// Return to column 0, write prompt and line, clear what an earlier, longer line left, then
  /// step back to the cursor. Stepping back from the end means the prompt's width (and its
  /// colour codes) never needs measuring. A line wider than the terminal wraps, and `\r` then
  /// only reaches the start of the last row, so such lines redraw imperfectly.
  static func redraw(prompt: String, buffer: [Character], cursor: Int) -> String {
    var bytes = "\r" + prompt
    bytes.append(contentsOf: buffer)
    bytes += "\u{1B}[K"
    let columnsAfterCursor = buffer[cursor...].reduce(0) { $0 + DisplayWidth.columns(of: $1) }
    if columnsAfterCursor > 0 { bytes += "\u{1B}[\(columnsAfterCursor)D" }
    return bytes
  }
}

/// How many terminal columns a character takes, as terminals draw it: East Asian wide
/// characters and emoji take two, combining marks and invisible format characters none.
enum DisplayWidth {
  static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return 2 }
    return wideRanges.contains { $0.contains(first.value) } ? 2 : 1
  }

  /// East Asian Wide and Fullwidth blocks (after Markus Kuhn's wcwidth).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
