/// Text a quiz pack, a server or a path brings, as one line of plain text on any platform:
/// no control characters, no escape sequences, no bidi controls, line breaks and tabs as a
/// space. A pack's questions and answers must hold only what a person can read and type.
public enum UntrustedText {
  /// `text` cleaned, then shortened to `maxLength` characters with an ellipsis.
  public static func cleaned(_ text: String, maxLength: Int = .max) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    var pendingSpace = false
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscapeSequence(&scalars)
        continue
      }
      if isControl(scalar) {
        pendingSpace = pendingSpace || scalar == "\t" || scalar == "\n" || scalar == "\r"
        continue
      }
      if pendingSpace, !result.isEmpty {
        result.unicodeScalars.append(" ")
      }
      pendingSpace = false
      result.unicodeScalars.append(scalar)
    }
    return result.shortened(to: maxLength)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    // Bidi embeddings, overrides and isolates can reorder what follows on the line.
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Drops the rest of an ANSI escape sequence (CSI, OSC, or a two-character escape): its
  /// introducer alone would leave "[2J" or a window title behind as text.
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
