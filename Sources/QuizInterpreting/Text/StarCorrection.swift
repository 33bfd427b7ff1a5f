/// A chat habit: a word typed again after an asterisk corrects the word before it ("countries
/// starting with Gau *Gua", "capital of Austira *Austria"). Emphasis ("*really*") closes its
/// asterisk and is left alone.
enum StarCorrection {
  /// `text` with the corrected word in place of the one before it; nil when it has none.
  static func applied(to text: String) -> String? {
    // Most messages have no asterisk: nothing to look at.
    guard TextBytes.contains(UInt8(ascii: "*"), in: text) else { return nil }
    let scalars = Array(text.unicodeScalars)
    guard
      let star = scalars.indices.first(where: { index in
        scalars[index] == "*" && index > 0 && scalars[index - 1].properties.isWhitespace
          && index + 1 < scalars.count && scalars[index + 1].properties.isAlphabetic
      })
    else { return nil }
    var end = star + 1
    while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
    if end < scalars.count, scalars[end] == "*" { return nil }
    var wordEnd = star - 1
    while wordEnd > 0, scalars[wordEnd - 1].properties.isWhitespace { wordEnd -= 1 }
    var wordStart = wordEnd
    while wordStart > 0, scalars[wordStart - 1].properties.isAlphabetic { wordStart -= 1 }
    guard wordStart < wordEnd else { return nil }
    var corrected = String.UnicodeScalarView(scalars[..<wordStart])
    corrected.append(contentsOf: scalars[(star + 1)..<end])
    corrected.append(contentsOf: scalars[end...])
    return String(corrected)
  }
}
