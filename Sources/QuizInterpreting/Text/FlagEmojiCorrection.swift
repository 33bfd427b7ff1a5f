/// A flag emoji put right by the next one: "whose flag is 🇮🇪 — wait no, 🇨🇮" asks about the
/// second. Two flags with words taking the first back between them read as the second typed
/// in the first one's place; two flags with no such words are a choice, and stay.
enum FlagEmojiCorrection {
  /// `text` with the flag taken back replaced by the one after it; nil when there is none.
  static func applied(to text: String) -> String? {
    // A flag's indicators are four bytes each, led by 0xF0: most messages have none.
    guard text.utf8.contains(0xF0) else { return nil }
    let scalars = Array(text.unicodeScalars.prefix(Sentence.maximumScalars))
    // Most messages hold no flag: one pass over the scalars lets them go.
    let flags = scalars.indices.dropLast().filter { index in
      isIndicator(scalars[index]) && isIndicator(scalars[index + 1])
        && (index == 0 || !isIndicator(scalars[index - 1]) || isPairStart(index, in: scalars))
    }
    guard flags.count == 2, flags[1] >= flags[0] + 2 else { return nil }
    let between = String(String.UnicodeScalarView(scalars[(flags[0] + 2)..<flags[1]]))
    let words = between.lowercased().split { !$0.isLetter }.map(String.init)
    guard words.contains(where: takingBack.contains) || words == ["i", "mean"] else { return nil }
    var written = String.UnicodeScalarView(scalars[..<flags[0]])
    written.append(contentsOf: scalars[flags[1]...])
    return String(written)
  }

  private static func isIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Whether the indicator at `index` starts a pair: an even count of indicators runs before it.
  private static func isPairStart(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    var start = index
    while start > 0, isIndicator(scalars[start - 1]) { start -= 1 }
    return (index - start) % 2 == 0
  }

  private static let takingBack: Set<String> = [
    "no", "nope", "sorry", "oops", "wait", "actually", "scratch", "mean", "meant", "correction",
  ]
}
