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
    // Most labels are narrow scalars, one column each: counted without graphemes.
    return withUTF8(text, narrowCount) ?? text.reduce(0) { $0 + of($1) }
  }

  /// Scalars one column wide, here and in terminals, and a grapheme each whatever is next to
  /// them (no mark, joiner, selector or emoji among them): printable ASCII, Latin to U+02FF,
  /// punctuation (U+2010 to U+2027), arrows, mathematical operators, box drawing and shapes
  /// (but ◽ ◾, emoji), ✓ ✗ and braille. Text of only these is laid out a scalar a column.
  static func isNarrow(_ value: UInt32) -> Bool {
    switch value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2190...0x22FF, 0x2500...0x25FC,
      0x25FF, 0x2713, 0x2717, 0x2800...0x28FF:
      true
    default: false
    }
  }

  /// How many scalars UTF-8 holds when every one `isNarrow`; nil when one is not.
  static func narrowCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var count = 0
    var allNarrow = true
    decode(bytes) { value in
      allNarrow = isNarrow(value)
      count += 1
      return allNarrow
    }
    return allNarrow ? count : nil
  }

  /// Calls `body` with the text's UTF-8, contiguous: in place for a String or a Substring of
  /// one, as nearly all are.
  static func withUTF8<Result>(
    _ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = String(text)
    return copy.withUTF8(body)
  }

  /// Each scalar's value in well-formed UTF-8 (a String's), while `body` says go on.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Bool) {
    var value: UInt32 = 0
    var pending = 0
    for byte in bytes {
      if pending > 0 {
        value = value << 6 | UInt32(byte & 0x3F)
        pending -= 1
        guard pending == 0 else { continue }
      } else if byte < 0x80 {
        value = UInt32(byte)
      } else {
        pending = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
        value = UInt32(byte & (0x7F >> (pending + 1)))
        continue
      }
      guard body(value) else { return }
    }
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
