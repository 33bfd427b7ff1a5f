/// Speech-to-text writes the punctuation people say as words: "two letter code for Mexico
/// question mark gotta fill out the paperwork". Said at the end it only closes the message
/// (`Sentence` leaves it out); said in the middle it splits two sentences, and reading it as
/// the mark lets the question be read apart from what follows.
enum DictatedMarks {
  /// `text` with the first mark said in the middle written as the mark; nil when it has none.
  static func written(in text: String) -> String? {
    let scalars = Array(text.unicodeScalars.prefix(Sentence.maximumScalars))
    let words = self.words(in: scalars)
    guard words.count >= 3 else { return nil }
    // "a comma in their name", "what does the question mark mean": a mark named, not said.
    let naming: Set<String> = ["a", "an", "the", "no", "any", "one", "this", "that", "my"]
    for index in 1..<(words.count - 1) where !naming.contains(words[index - 1].folded) {
      let word = words[index].folded
      let next = words[index + 1].folded
      let mark: Unicode.Scalar
      switch word {
      case "question" where next == "mark": mark = "?"
      case "exclamation" where next == "mark" || next == "point": mark = "!"
      case "full" where next == "stop": mark = "."
      case "comma": mark = ","
      default: continue
      }
      let end = mark == "," ? index : index + 1
      // Said last, the mark only closes the message.
      guard end + 1 < words.count else { return nil }
      var written = String.UnicodeScalarView(scalars[..<words[index - 1].end])
      written.append(mark)
      written.append(contentsOf: scalars[words[end].end...])
      return String(written)
    }
    return nil
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
