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
    else { return appliedAfter(scalars) ?? appliedBeforeMeaning(scalars) }
    var end = star + 1
    while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
    if end < scalars.count, scalars[end] == "*" { return nil }
    // "flag of Jordan *the country": a note on the name, not a word typed again.
    if ["the", "a", "an"].contains(
      String(String.UnicodeScalarView(scalars[(star + 1)..<end])).lowercased())
    {
      return nil
    }
    var wordEnd = star - 1
    while wordEnd > 0, scalars[wordEnd - 1].properties.isWhitespace { wordEnd -= 1 }
    var wordStart = wordEnd
    while wordStart > 0, scalars[wordStart - 1].properties.isAlphabetic { wordStart -= 1 }
    guard wordStart < wordEnd else { return nil }
    wordStart = startOfWordsMeant(before: wordEnd, in: scalars, by: scalars[(star + 1)..<end])
    var corrected = String.UnicodeScalarView(scalars[..<wordStart])
    corrected.append(contentsOf: scalars[(star + 1)..<end])
    corrected.append(contentsOf: scalars[end...])
    return String(corrected)
  }

  /// "what's the code for Sudan. South Sudan* sorry": a sentence of its own, the words meant
  /// and an asterisk after them, stands for the name it ends like ("Sudan"), or else for the
  /// word before it.
  private static func appliedAfter(_ scalars: [Unicode.Scalar]) -> String? {
    guard
      let star = scalars.indices.last(where: { index in
        scalars[index] == "*" && index > 0 && scalars[index - 1].properties.isAlphabetic
          && (index + 1 == scalars.count || !scalars[index + 1].properties.isAlphabetic)
      })
    else { return nil }
    // The sentence the starred words make: back to the last full stop.
    guard let stop = scalars[..<star].lastIndex(where: { [".", "!", "?", "\n"].contains($0) })
    else { return nil }
    let meant = scalars[(stop + 1)..<star].drop { $0.properties.isWhitespace }
    let after = String(String.UnicodeScalarView(scalars[(star + 1)...])).lowercased()
      .split(separator: " ")
    guard !meant.isEmpty, meant.count <= 40,
      after.allSatisfy({ ["sorry", "oops", "my", "bad", "i", "mean", "meant"].contains($0) })
    else { return nil }
    let before = Array(scalars[..<stop])
    // The last word of the words meant, where it stands in what came before.
    let lastWord = Array(meant.reversed().prefix { $0.properties.isAlphabetic }.reversed())
    var end = before.count
    while end > 0, !before[end - 1].properties.isAlphabetic { end -= 1 }
    var start = end
    while start > 0, before[start - 1].properties.isAlphabetic { start -= 1 }
    if let found = lastIndex(of: lastWord, in: before) {
      start = found
      end = found + lastWord.count
    }
    guard start < end else { return nil }
    var corrected = String.UnicodeScalarView(before[..<start])
    corrected.append(contentsOf: meant)
    corrected.append(contentsOf: before[end...])
    return String(corrected)
  }

  /// "flag of Dominica*** Dominican Republic I mean": asterisks after a word mark it wrong,
  /// and the words after them, up to "I mean" or "sorry" ending the message, are meant.
  private static func appliedBeforeMeaning(_ scalars: [Unicode.Scalar]) -> String? {
    guard
      let star = scalars.indices.first(where: { index in
        scalars[index] == "*" && index > 0 && scalars[index - 1].properties.isAlphabetic
      })
    else { return nil }
    var meantStart = star
    while meantStart < scalars.count, scalars[meantStart] == "*" { meantStart += 1 }
    let words = String(String.UnicodeScalarView(scalars[meantStart...])).lowercased()
      .split(whereSeparator: { !$0.isLetter })
    let endings: [[Substring]] = [["i", "mean"], ["i", "meant"], ["sorry"], ["my", "bad"]]
    let ending = endings.first(where: {
      words.count > $0.count && words.suffix($0.count) == $0[...]
    })
    // "capital of Turkey men Stan* Turkmenistan": without an ending, the words after the
    // asterisk must be few, and spelled near the words they correct.
    guard ending != nil || (1...3).contains(words.count) else { return nil }
    // The words meant, as typed: up to where the ending's first word starts.
    var meantEnd = scalars.count
    for _ in 0..<(ending?.count ?? 0) {
      while meantEnd > meantStart, !scalars[meantEnd - 1].properties.isAlphabetic { meantEnd -= 1 }
      while meantEnd > meantStart, scalars[meantEnd - 1].properties.isAlphabetic { meantEnd -= 1 }
    }
    while meantEnd > meantStart, !scalars[meantEnd - 1].properties.isAlphabetic { meantEnd -= 1 }
    while meantStart < meantEnd, scalars[meantStart].properties.isWhitespace { meantStart += 1 }
    guard meantStart < meantEnd, meantEnd - meantStart <= 40 else { return nil }
    var wordStart = star
    while wordStart > 0, scalars[wordStart - 1].properties.isAlphabetic { wordStart -= 1 }
    let meant = scalars[meantStart..<meantEnd]
    wordStart = startOfWordsMeant(before: star, in: scalars, by: meant)
    if ending == nil {
      let typed = letters(of: scalars[wordStart..<star])
      let corrected = letters(of: meant)
      guard typed != corrected,
        distance(typed, corrected) <= max(2, corrected.count / 3)
      else { return nil }
    }
    var corrected = String.UnicodeScalarView(scalars[..<wordStart])
    corrected.append(contentsOf: meant)
    return String(corrected)
  }

  /// Where the words that `meant` corrects start, the last of them ending at `end`: "Stan",
  /// or "Turkey men Stan" when those run together are spelled nearer "Turkmenistan". Up to
  /// four words, one space apart.
  private static func startOfWordsMeant(
    before end: Int, in scalars: [Unicode.Scalar], by meant: ArraySlice<Unicode.Scalar>
  ) -> Int {
    let target = letters(of: meant)
    var start = end
    while start > 0, scalars[start - 1].properties.isAlphabetic { start -= 1 }
    var best = (start: start, cost: distance(letters(of: scalars[start..<end]), target))
    for _ in 0..<3 {
      guard start >= 2, scalars[start - 1] == " ", scalars[start - 2].properties.isAlphabetic
      else { break }
      start -= 1
      while start > 0, scalars[start - 1].properties.isAlphabetic { start -= 1 }
      let cost = distance(letters(of: scalars[start..<end]), target)
      if cost < best.cost { best = (start, cost) }
    }
    return best.start
  }

  /// The letters of `scalars`, in small letters, without spaces or marks.
  private static func letters(of scalars: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
    scalars.filter(\.properties.isAlphabetic).map {
      $0.properties.lowercaseMapping.unicodeScalars.first ?? $0
    }
  }

  /// Levenshtein distance, for the few short words around an asterisk.
  private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// Where `word` last stands as a whole word in `scalars`, ignoring case.
  private static func lastIndex(of word: [Unicode.Scalar], in scalars: [Unicode.Scalar]) -> Int? {
    guard !word.isEmpty, scalars.count >= word.count else { return nil }
    let lowered = word.map { $0.properties.lowercaseMapping }
    for start in stride(from: scalars.count - word.count, through: 0, by: -1) {
      guard start == 0 || !scalars[start - 1].properties.isAlphabetic,
        start + word.count == scalars.count || !scalars[start + word.count].properties.isAlphabetic
      else { continue }
      if scalars[start..<(start + word.count)].map({ $0.properties.lowercaseMapping }) == lowered {
        return start
      }
    }
    return nil
  }
}
