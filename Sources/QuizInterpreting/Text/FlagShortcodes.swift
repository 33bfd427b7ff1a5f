/// Flag emoji typed by their short codes, as chat apps let people type them: ":flag_de:"
/// (Discord, GitHub) and ":flag-de:" (Slack). Read as the emoji they stand for, they ask what
/// the emoji asks.
enum FlagShortcodes {
  /// `text` with each flag short code written as its emoji; nil when it has none.
  static func written(in text: String) -> String? {
    // Most messages have no colon at all: nothing to look at.
    guard TextBytes.contains(UInt8(ascii: ":"), in: text) else { return nil }
    let scalars = Array(text.unicodeScalars)
    // "Peru: flag?": a colon that opens no short code, the usual case, leaves the text as is.
    guard let first = scalars.indices.first(where: { letters(at: $0, in: scalars) != nil }) else {
      return nil
    }
    var written = String.UnicodeScalarView(scalars[..<first])
    var index = first
    var found = false
    while index < scalars.count {
      if let letters = letters(at: index, in: scalars) {
        for letter in letters {
          written.append(Unicode.Scalar(0x1F1E6 + letter - 0x61)!)
        }
        index += shortcodeLength
        found = true
      } else {
        written.append(scalars[index])
        index += 1
      }
    }
    return found ? String(written) : nil
  }

  /// ":flag_" or ":flag-", two letters, ":".
  private static let shortcodeLength = 9

  /// The short code's two letters, lower-cased, when one starts at `index`.
  private static func letters(at index: Int, in scalars: [Unicode.Scalar]) -> [UInt32]? {
    guard index + shortcodeLength <= scalars.count, scalars[index] == ":",
      scalars[index + 8] == ":", scalars[index + 5] == "_" || scalars[index + 5] == "-"
    else { return nil }
    let word = scalars[(index + 1)..<(index + 5)].map { lowercased($0.value) }
    guard word == "flag".unicodeScalars.map(\.value) else { return nil }
    let letters = [lowercased(scalars[index + 6].value), lowercased(scalars[index + 7].value)]
    guard letters.allSatisfy({ (0x61...0x7A).contains($0) }) else {  // a to z
      return nil
    }
    return letters
  }

  private static func lowercased(_ value: UInt32) -> UInt32 {
    // A to Z, ASCII.
    (0x41...0x5A).contains(value) ? value + 32 : value
  }
}

/// Byte searches over a message, asked of every message: on the string's own storage, not
/// byte by byte through its view.
enum TextBytes {
  static func contains(_ byte: UInt8, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { $0.contains(byte) }
  }
}
