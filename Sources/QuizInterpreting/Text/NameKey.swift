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

  @_optimize(speed)
  init(_ text: some StringProtocol) {
    var folds = ScalarFolds()
    var words: [String] = []
    Self.forEachWord(in: text, folds: &folds) { words.append(String(decoding: $0, as: UTF8.self)) }
    self.words = words
  }

  /// The same name without its "and"s, for people who leave them out ("Trinidad Tobago");
  /// nil when there is none.
  var withoutAnd: NameKey? {
    guard words.contains("and") else { return nil }
    let remaining = words.filter { $0 != "and" }
    return remaining.isEmpty ? nil : NameKey(words: remaining)
  }

  /// The compact key of a name, and the one without its "and"s when it has any, straight to
  /// bytes: what building an index needs, without the words in between.
  @_optimize(speed)
  static func indexForms(of text: some StringProtocol, folds: inout ScalarFolds) -> (
    key: [UInt8], withoutAnd: [UInt8]?
  ) {
    var key: [UInt8] = []
    var ands: [Int] = []  // where each "and" starts in the key
    key.reserveCapacity(text.utf8.count)
    forEachWord(in: text, folds: &folds) { word in
      if word.count == 3, word[0] == 97, word[1] == 110, word[2] == 100 { ands.append(key.count) }
      key.append(contentsOf: word)
    }
    guard !ands.isEmpty, ands.count * 3 < key.count else { return (key, nil) }
    var withoutAnd: [UInt8] = []
    withoutAnd.reserveCapacity(key.count)
    var from = 0
    for start in ands {
      withoutAnd.append(contentsOf: key[from..<start])
      from = start + 3
    }
    withoutAnd.append(contentsOf: key[from...])
    return (key, withoutAnd)
  }

  /// Lower-cased, accent-folded words, "the" dropped and abbreviations spelled out.
  /// Apostrophes join ("d'Ivoire" is one word) and a possessive "'s" goes; "&" is "and".
  @_optimize(speed)
  private static func forEachWord(
    in text: some StringProtocol, folds: inout ScalarFolds, _ emit: ([UInt8]) -> Void
  ) {
    var word: [UInt8] = []
    word.reserveCapacity(32)
    let articles = Self.packedArticles
    let abbreviations = Self.abbreviations
    // Where an apostrophe fell in the current word, to drop a possessive "'s".
    var apostropheAt: Int?
    var scalarsSeen = 0

    func endWord() {
      if let apostropheAt, apostropheAt >= 2, word.count == apostropheAt + 1, word.last == 115 {
        word.removeLast()
      }
      apostropheAt = nil
      guard !word.isEmpty else { return }
      if word.count <= 4 {
        let packed = pack(word)
        if articles.contains(packed) {
          word.removeAll(keepingCapacity: true)
          return
        }
        if let spelled = abbreviations.first(where: { $0.short == packed }) {
          emit(spelled.long)
          word.removeAll(keepingCapacity: true)
          return
        }
      }
      emit(word)
      word.removeAll(keepingCapacity: true)
    }

    for scalar in text.unicodeScalars {
      scalarsSeen += 1
      if scalarsSeen > maximumScalars { break }
      let value = scalar.value
      if value < 0x80 {
        switch value {
        case 0x41...0x5A: word.append(UInt8(value + 32))
        case 0x61...0x7A, 0x30...0x39: word.append(UInt8(value))
        case 0x27, 0x60: apostropheAt = word.count
        case 0x26:
          endWord()
          emit(and)
        default: endWord()
        }
      } else if isApostrophe(scalar) {
        apostropheAt = word.count
      } else if !folds.append(scalar, to: &word) {
        endWord()
      }
    }
    endWord()
  }

  private static let and: [UInt8] = Array("and".utf8)

  /// "the", and the ways it gets mistyped ("Union of tha Comoros", "Republic of thhe Maldives").
  private static let packedArticles: [UInt64] = [
    "the", "teh", "hte", "tha", "thee", "thhe", "tthe", "th", "ths", "thw", "tje", "rhe", "yhe",
    "tge", "thr", "thd",
  ].map { pack(Array($0.utf8)) }

  private static let abbreviations: [(short: UInt64, long: [UInt8])] = [
    ("st", "saint"), ("ste", "sainte"), ("mt", "mount"), ("isl", "island"), ("isls", "islands"),
    ("rep", "republic"), ("dem", "democratic"), ("fed", "federal"),
  ].map { (pack(Array($0.0.utf8)), Array($0.1.utf8)) }

  /// A short word as one number, so comparing it with the lists above costs nothing.
  @_optimize(speed)
  private static func pack(_ word: [UInt8]) -> UInt64 {
    var packed: UInt64 = 0
    for byte in word.prefix(8) { packed = packed << 8 | UInt64(byte) }
    return packed
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value)
        || (0x30...0x39).contains(value)
    }
    let properties = scalar.properties
    return properties.isAlphabetic || properties.numericType == .decimal
  }

  /// Whether any of `text`'s scalars is an apostrophe. Every name is asked at every start, so
  /// ASCII text, nearly all of them, is answered from its bytes.
  @_optimize(speed)
  static func containsApostrophe(_ text: some StringProtocol) -> Bool {
    // Read from contiguous bytes where the string has them (native strings do): iterating
    // the UTF-8 view a byte at a time costs three times as much, at every start.
    let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> (found: Bool, isASCII: Bool) in
      var isASCII = true
      for byte in bytes {
        if byte == 0x27 || byte == 0x60 { return (true, true) }
        if byte >= 0x80 { isASCII = false }
      }
      return (false, isASCII)
    }
    let (found, isASCII) = text.utf8.withContiguousStorageIfAvailable(scan) ?? slowScan(text)
    if found { return true }
    return !isASCII && text.unicodeScalars.contains(where: isApostrophe)
  }

  private static func slowScan(_ text: some StringProtocol) -> (found: Bool, isASCII: Bool) {
    var isASCII = true
    for byte in text.utf8 {
      if byte == 0x27 || byte == 0x60 { return (true, true) }
      if byte >= 0x80 { isASCII = false }
    }
    return (false, isASCII)
  }

  static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x27, 0x60, 0xB4, 0x2018, 0x2019, 0x02BC, 0x02BB, 0x2032: true
    default: false
    }
  }
}

/// How each non-ASCII character folds, remembered: names repeat their accented letters and
/// scripts, and asking Unicode about each one every time is what makes indexing slow.
struct ScalarFolds {
  /// Folds of the scalars below `tableLimit` by value, packed: 0 not yet known, `boundary`
  /// for a separator, otherwise the folded bytes (at most six) with their count on top.
  private var table: [UInt64] = []
  private var others: [Unicode.Scalar: UInt64] = [:]
  private static let tableLimit: UInt32 = 0x2000
  private static let boundary: UInt64 = .max
  /// Set on every fold worked out, so that a fold to nothing is not taken for unknown.
  private static let known: UInt64 = 1 << 55

  /// Appends the folded letters the character stands for ("é" is "e", "ß" is "ss", a
  /// combining accent is nothing) to `word`; false when the character separates words.
  @_optimize(speed)
  mutating func append(_ scalar: Unicode.Scalar, to word: inout [UInt8]) -> Bool {
    var packed: UInt64
    if scalar.value < Self.tableLimit {
      if table.isEmpty { table = [UInt64](repeating: 0, count: Int(Self.tableLimit)) }
      packed = table[Int(scalar.value)]
      if packed == 0 {
        packed = Self.packedFold(scalar)
        table[Int(scalar.value)] = packed
      }
    } else if let cached = others[scalar] {
      packed = cached
    } else {
      packed = Self.packedFold(scalar)
      others[scalar] = packed
    }
    if packed == Self.boundary { return false }
    let count = Int(packed >> 56)
    for offset in 0..<count { word.append(UInt8(truncatingIfNeeded: packed >> UInt64(8 * offset))) }
    return true
  }

  @_optimize(speed)
  private static func packedFold(_ scalar: Unicode.Scalar) -> UInt64 {
    guard let letters = fold(scalar) else { return boundary }
    let kept = letters.prefix(6)
    var packed = UInt64(kept.count) << 56 | known
    for (offset, byte) in kept.enumerated() { packed |= UInt64(byte) << UInt64(8 * offset) }
    return packed
  }

  @_optimize(speed)
  private static func fold(_ scalar: Unicode.Scalar) -> [UInt8]? {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return []
    default: break
    }
    guard NameKey.isWordScalar(scalar) else { return nil }
    // Only Latin letters fold to other letters; other scripts only lower-case, and most
    // (Arabic, Chinese, Japanese, Korean) have no case at all.
    let isLatin = (0xC0...0x24F).contains(scalar.value) || (0x1E00...0x1EFF).contains(scalar.value)
    if !isLatin && !properties.changesWhenLowercased { return Array(scalar.utf8) }
    var letters: [UInt8] = []
    for folded in TextFolding.fold(String(scalar)).unicodeScalars where NameKey.isWordScalar(folded)
    {
      letters.append(contentsOf: folded.utf8)
    }
    return letters
  }
}
