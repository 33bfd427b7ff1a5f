/// Speech-to-text writes the punctuation people say as words: "two letter code for Mexico
/// question mark gotta fill out the paperwork". Said at the end it only closes the message
/// (`Sentence` leaves it out); said in the middle it splits two sentences, and reading it as
/// the mark lets the question be read apart from what follows.
enum DictatedMarks {
  /// `text` with the first mark said in the middle written as the mark; nil when it has none.
  static func written(in text: String) -> String? {
    // Read at every message and every clause of one: most name no mark, and are let go by a
    // look at their bytes.
    guard saysAMark(text) else { return nil }
    let scalars = Array(text.unicodeScalars.prefix(Sentence.maximumScalars))
    let words = self.words(in: scalars)
    guard words.count >= 3 else { return nil }
    for index in 1..<(words.count - 1) where !naming.contains(words[index - 1].folded) {
      let next = words[index + 1].folded
      // The mark, and the last word said for it.
      let said: (mark: Unicode.Scalar, end: Int)
      switch words[index].folded {
      case "question" where next == "mark": said = ("?", index + 1)
      case "exclamation" where next == "mark" || next == "point": said = ("!", index + 1)
      case "full" where next == "stop": said = (".", index + 1)
      case "comma": said = (",", index)
      default: continue
      }
      let (mark, end) = said
      // Said last, the mark only closes the message.
      guard end + 1 < words.count else { return nil }
      var written = String.UnicodeScalarView(scalars[..<words[index - 1].end])
      written.append(mark)
      written.append(contentsOf: scalars[words[end].end...])
      return String(written)
    }
    return nil
  }

  /// "a comma in their name", "what does the question mark mean": a mark named, not said.
  private static let naming: Set<String> = [
    "a", "an", "the", "no", "any", "one", "this", "that", "my",
  ]

  /// Whether "mark", "point", "stop" or "comma" stands in `text`, in any case.
  private static func saysAMark(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= 8 else { return false }
      for index in 0..<(bytes.count - 3) {
        // ASCII letters lower-cased by their 0x20 bit; other bytes never match.
        let a = bytes[index] | 0x20
        let b = bytes[index + 1] | 0x20
        let c = bytes[index + 2] | 0x20
        let d = bytes[index + 3] | 0x20
        switch (a, b, c, d) {
        case (0x6D, 0x61, 0x72, 0x6B),  // mark
          (0x70, 0x6F, 0x69, 0x6E),  // poin
          (0x73, 0x74, 0x6F, 0x70),  // stop
          (0x63, 0x6F, 0x6D, 0x6D):  // comm
          return true
        default: continue
        }
      }
      return false
    }
  }

  private struct Word {
    let folded: String
    let start: Int
    let end: Int
  }

  /// The runs of letters, lower-cased: enough to find words said for marks.
  private static func words(in scalars: [Unicode.Scalar]) -> [Word] {
    var words: [Word] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index].properties.isAlphabetic else {
        index += 1
        continue
      }
      let start = index
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || scalars[index] == "'"
      {
        index += 1
      }
      let folded = String(String.UnicodeScalarView(scalars[start..<index])).lowercased()
      words.append(Word(folded: folded, start: start, end: index))
    }
    return words
  }
}
