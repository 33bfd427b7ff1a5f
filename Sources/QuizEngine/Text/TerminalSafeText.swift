/// Makes text from a person or a server safe to print: no control characters, no escape
/// sequences, no bidi overrides, bounded length.
public enum TerminalSafeText {
  public static func sanitize(_ text: String, maxLength: Int = .max) -> String {
    var result = ""
    var count = 0
    var scalars = text.unicodeScalars.makeIterator()
    var pendingSpace = false
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscapeSequence(&scalars)
        continue
      }
      if isUnsafe(scalar) {
        pendingSpace = pendingSpace || scalar == "\t" || scalar == "\n" || scalar == "\r"
        continue
      }
      if pendingSpace, !result.isEmpty {
        result.unicodeScalars.append(" ")
        count += 1
      }
      pendingSpace = false
      if count >= maxLength {
        return result + "…"
      }
      result.unicodeScalars.append(scalar)
      count += 1
    }
    return result
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    // Bidi embeddings, overrides and isolates can reorder what follows on the line.
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Drops the rest of an ANSI escape sequence (CSI, OSC, or a two-character escape).
  private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard let introducer = scalars.next() else { return }
    switch introducer {
    case "[":
      while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
    case "]", "P", "X", "^", "_":
      while let scalar = scalars.next() {
        if scalar == "\u{07}" { return }
        if scalar == "\u{1B}" {
          _ = scalars.next()
          return
        }
      }
    default:
      return
    }
  }
}
