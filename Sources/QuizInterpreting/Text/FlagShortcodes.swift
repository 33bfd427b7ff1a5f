/// Emoji typed by their short codes, as chat apps let people type them. A flag's, ":flag_de:"
/// (Discord, GitHub) or ":flag-de:" (Slack), is read as the emoji it stands for, and asks what
/// the emoji asks. Any other (":thinking:", ":pray:") is a feeling, and says nothing of the
/// question: it is left out.
enum FlagShortcodes {
  /// `text` with each flag short code written as its emoji and the others left out; nil when
  /// it has none.
  static func written(in text: String) -> String? {
    // Most messages have no colon at all: nothing to look at.
    guard TextBytes.contains(UInt8(ascii: ":"), in: text) else { return nil }
    let scalars = Array(text.unicodeScalars)
    // "Peru: flag?": a colon that opens no short code, the usual case, leaves the text as is.
    guard
      let first = scalars.indices.first(where: { index in
        letters(at: index, in: scalars) != nil || emoteLength(at: index, in: scalars) != nil
      })
    else {
      return nil
    }
    var written = String.UnicodeScalarView(scalars[..<first])
    var index = first
    while index < scalars.count {
      if let letters = letters(at: index, in: scalars) {
        for letter in letters {
          written.append(Unicode.Scalar(0x1F1E6 + letter - 0x61)!)
        }
        index += shortcodeLength
      } else if let length = emoteLength(at: index, in: scalars) {
        index += length
      } else {
        written.append(scalars[index])
        index += 1
      }
    }
    return String(written)
  }

  /// The length of another short code starting at `index` (":thonk:", ":+1:"), standing as a
  /// word of its own; nil when none does.
  private static func emoteLength(at index: Int, in scalars: [Unicode.Scalar]) -> Int? {
    guard scalars[index] == ":", index == 0 || scalars[index - 1].properties.isWhitespace else {
      return nil
    }
    var end = index + 1
    while end < scalars.count, end - index <= 32, isShortcodeCharacter(scalars[end]) { end += 1 }
    guard end < scalars.count, end - index >= 3, scalars[end] == ":",
      end + 1 == scalars.count || !isShortcodeCharacter(scalars[end + 1])
    else { return nil }
    return end + 1 - index
  }

  private static func isShortcodeCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x61...0x7A, 0x30...0x39, 0x5F, 0x2B, 0x2D: true  // a to z, 0 to 9, _ + -
    default: false
    }
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
