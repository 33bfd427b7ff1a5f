import QuizEngine

/// A country name reduced to what identifies it, so that the ways people write one name
/// compare equal: case, accents, punctuation, spacing and "the" aside ("southafrica",
/// "Côte d'Ivoire" and "cote divoire", "St. Lucia" and "Saint Lucia", "U.S.A." and "USA").
struct NameKey: Hashable, Sendable {
  /// The folded words, with abbreviations spelled out and "the" (even mistyped) left out.
  let words: [String]

  /// The words run together: the form names are compared in.
  var compact: [UInt8] { Array(words.joined().utf8) }

  /// Names longer than this are not names; the rest of such a text is ignored.
  static let maximumScalars = 160

  init(words: [String]) { self.words = words }

  init(_ text: some StringProtocol) {
    words = Self.normalisedWords(Self.foldedWords(text))
  }

  /// The same name without its "and"s, for people who leave them out ("Trinidad Tobago");
  /// nil when there is none.
  var withoutAnd: NameKey? {
    guard words.contains("and") else { return nil }
    let remaining = words.filter { $0 != "and" }
    return remaining.isEmpty ? nil : NameKey(words: remaining)
  }

  /// Lower-cased, accent-folded words; apostrophes join ("d'Ivoire" is one word), "&" is "and".
  static func foldedWords(_ text: some StringProtocol) -> [String] {
    var words: [String] = []
    var current = ""
    var pendingNonASCII = ""
    // Where an apostrophe fell in the current word, to drop a possessive "'s".
    var apostropheAt: Int?
    var scalarsSeen = 0

    func flushNonASCII() {
      guard !pendingNonASCII.isEmpty else { return }
      for scalar in TextFolding.fold(pendingNonASCII).unicodeScalars where isWordScalar(scalar) {
        current.unicodeScalars.append(scalar)
      }
      pendingNonASCII = ""
    }
    func endWord() {
      flushNonASCII()
      let scalars = current.unicodeScalars
      if let apostropheAt, apostropheAt >= 2, scalars.count == apostropheAt + 1,
        scalars.last == "s"
      {
        current.unicodeScalars.removeLast()
      }
      if !current.isEmpty { words.append(current) }
      current = ""
      apostropheAt = nil
    }

    for scalar in text.unicodeScalars {
      scalarsSeen += 1
      if scalarsSeen > maximumScalars { break }
      let value = scalar.value
      if value < 0x80 {
        flushNonASCII()
        switch value {
        case 0x41...0x5A: current.unicodeScalars.append(Unicode.Scalar(UInt8(value + 32)))
        case 0x61...0x7A, 0x30...0x39: current.unicodeScalars.append(scalar)
        case 0x27, 0x60:  // apostrophes keep a word together
          apostropheAt = current.unicodeScalars.count
        case 0x26:
          endWord()
          words.append("and")
        default: endWord()
        }
      } else if isApostrophe(scalar) {
        flushNonASCII()
        apostropheAt = current.unicodeScalars.count
      } else if isWordScalar(scalar) || isJoiningMark(scalar) {
        pendingNonASCII.unicodeScalars.append(scalar)
      } else {
        endWord()
      }
    }
    endWord()
    return words
  }

  private static func normalisedWords(_ words: [String]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(words.count)
    for word in words where !articles.contains(word) {
      result.append(abbreviations[word] ?? word)
    }
    return result
  }

  /// "the", and the ways it gets mistyped ("Union of tha Comoros", "Republic of thhe Maldives").
  private static let articles: Set<String> = [
    "the", "teh", "hte", "tha", "thee", "thhe", "tthe", "th", "ths", "thw", "tje", "rhe", "yhe",
    "tge", "thr", "thd",
  ]

  private static let abbreviations: [String: String] = [
    "st": "saint", "ste": "sainte", "mt": "mount", "isl": "island",
    "isls": "islands", "rep": "republic", "dem": "democratic", "fed": "federal",
  ]

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value)
        || (0x30...0x39).contains(value)
    }
    let properties = scalar.properties
    return properties.isAlphabetic || properties.numericType == .decimal
  }

  static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x27, 0x60, 0xB4, 0x2018, 0x2019, 0x02BC, 0x02BB, 0x2032: true
    default: false
    }
  }

  private static func isJoiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }
}
