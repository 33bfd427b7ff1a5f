/// Letters said in the radio alphabet, as pilots, sailors and radio hams spell a code: "Delta
/// Echo -- that's Germany right?" asks about DE. Two such words or more in a row, each typed
/// with a capital as names are, read as their letters. Words that are also places ("India",
/// "Lima", "Quebec") spell only beside one that is not: "Lima India" stays two places.
enum PhoneticAlphabet {
  /// `text` with its first run of radio-alphabet words written as letters; nil when it has none.
  static func written(in text: String) -> String? {
    var text = text
    // Read in place: every message and every clause of one passes here, and few hold a run.
    return text.withUTF8 { buffer in
      written(in: buffer[..<min(buffer.count, Sentence.maximumScalars * 4)])
    }
  }

  private static func written(in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    var run: [(start: Int, end: Int, letter: UInt8)] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard isLetter(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.endIndex, isLetter(bytes[index]) { index += 1 }
      // Only a capitalised word of four to eight letters can be one; the rest are let go
      // without a lookup.
      let length = index - start
      let letter =
        (65...90).contains(bytes[start]) && (4...8).contains(length)
        ? self.letter(spelt: bytes[start..<index]) : nil
      if let letter, run.isEmpty || joined(bytes[run[run.count - 1].end..<start]) {
        run.append((start, index, letter))
        continue
      }
      if let written = spelt(run, in: bytes) { return written }
      run = letter.map { [(start, index, $0)] } ?? []
    }
    return spelt(run, in: bytes)
  }

  private static func spelt(
    _ run: [(start: Int, end: Int, letter: UInt8)], in bytes: Slice<UnsafeBufferPointer<UInt8>>
  ) -> String? {
    guard run.count >= 2,
      !run.allSatisfy({ places.contains($0.letter) })
    else { return nil }
    var written = Array(bytes[bytes.startIndex..<run[0].start])
    written.append(contentsOf: run.map(\.letter))
    written.append(contentsOf: bytes[run[run.count - 1].end..<bytes.endIndex])
    return String(decoding: written, as: UTF8.self)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }

  /// Spaces, or a hyphen: "Delta Echo", "Delta-Echo".
  private static func joined(_ gap: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    !gap.isEmpty && gap.count <= 3 && gap.allSatisfy { $0 == 32 || $0 == 45 }
  }

  /// The letters whose words are also places: India, Lima, Quebec.
  private static let places: Set<UInt8> = [73, 76, 81]

  /// The letter a lower-cased word says in the radio alphabet: "golf" is G.
  static func letter(of word: String) -> Character? {
    letter(spelt: word.utf8).map { Character(Unicode.Scalar($0)) }
  }

  /// The letter a word says, compared byte by byte: no word is made for the lookup.
  private static func letter(spelt word: some Collection<UInt8>) -> UInt8? {
    guard let first = word.first.map({ $0 | 0x20 }), (97...122).contains(first) else {
      return nil
    }
    for spelling in spellings[Int(first - 97)] where spelling.count == word.count {
      if zip(spelling, word).allSatisfy({ $0 == $1 | 0x20 }) { return first - 32 }
    }
    return nil
  }

  /// The words for each letter, A to Z, in the spellings people use; `SpelledLetters` reads
  /// them too.
  private static let spellings: [[[UInt8]]] = [
    ["alfa", "alpha"], ["bravo"], ["charlie"], ["delta"], ["echo"], ["foxtrot"], ["golf"],
    ["hotel"], ["india"], ["juliet", "juliett"], ["kilo"], ["lima"], ["mike"], ["november"],
    ["oscar"], ["papa"], ["quebec"], ["romeo"], ["sierra"], ["tango"], ["uniform"], ["victor"],
    ["whiskey", "whisky"], ["xray"], ["yankee"], ["zulu"],
  ].map { $0.map { Array($0.utf8) } }
}
