/// How many terminal columns text takes, counted per grapheme (`Character`), the way terminals
/// draw it: a flag (two regional indicators), an emoji, or a CJK character is two columns;
/// combining marks and joiners add nothing to the character they belong to.
public enum DisplayWidth {
  public static func of(_ character: Character) -> Int {
    // Nearly every cell is Latin text: answer without asking Unicode's property tables, which
    // cost more than the rest of a frame.
    if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x300, scalars.count == 1 { return first.value < 0xA0 ? 0 : 1 }
    if isRegionalIndicator(first) {
      return scalars.count > 1 ? 2 : 1
    }
    if isZeroWidth(first) {
      // A cluster of only marks and joiners (e.g. a mark at the start of a line).
      return scalars.contains(where: { !isZeroWidth($0) }) ? 1 : 0
    }
    if isWide(first) { return 2 }
    if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    return 1
  }

  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII is one column a byte: most labels, counted without graphemes.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return scalar.value == 0x200B
    }
  }

  /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth W and F).
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
