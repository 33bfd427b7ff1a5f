/// Letters said in the radio alphabet, as pilots, sailors and radio hams spell a code: "Delta
/// Echo -- that's Germany right?" asks about DE. Two such words or more in a row, each typed
/// with a capital as names are, read as their letters. Words that are also places ("India",
/// "Lima", "Quebec") spell only beside one that is not: "Lima India" stays two places.
enum PhoneticAlphabet {
  /// `text` with its first run of radio-alphabet words written as letters; nil when it has none.
  static func written(in text: String) -> String? {
    let bytes = Array(text.utf8.prefix(Sentence.maximumScalars * 4))
    var run: [(start: Int, end: Int, letter: UInt8)] = []
    var index = 0
    while index < bytes.count {
      guard isLetter(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isLetter(bytes[index]) { index += 1 }
      // Only a capitalised word of four to eight letters can be one; the rest are let go
      // without a lookup.
      let length = index - start
      let letter =
        (65...90).contains(bytes[start]) && (4...8).contains(length)
        ? letters[String(decoding: bytes[start..<index].map { $0 | 0x20 }, as: UTF8.self)]
        : nil
      if let letter, run.isEmpty || joined(bytes[run[run.count - 1].end..<start]) {
        run.append((start, index, letter))
        continue
      }
      if let written = spelt(run, in: bytes) { return written }
      run = letter.map { [(start, index, $0)] } ?? []
    }
    return spelt(run, in: bytes)
  }

  private static func spelt(_ run: [(start: Int, end: Int, letter: UInt8)], in bytes: [UInt8])
    -> String?
  {
    guard run.count >= 2,
      !run.allSatisfy({ places.contains($0.letter) })
    else { return nil }
    var written = Array(bytes[..<run[0].start])
    written.append(contentsOf: run.map(\.letter))
    written.append(contentsOf: bytes[run[run.count - 1].end...])
    return String(decoding: written, as: UTF8.self)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }

  /// Spaces, or a hyphen: "Delta Echo", "Delta-Echo".
  private static func joined(_ gap: ArraySlice<UInt8>) -> Bool {
    !gap.isEmpty && gap.count <= 3 && gap.allSatisfy { $0 == 32 || $0 == 45 }
  }

  /// The letters whose words are also places: India, Lima, Quebec.
  private static let places: Set<UInt8> = [73, 76, 81]

  private static let letters: [String: UInt8] = [
    "alfa": 65, "alpha": 65, "bravo": 66, "charlie": 67, "delta": 68, "echo": 69,
    "foxtrot": 70, "golf": 71, "hotel": 72, "india": 73, "juliet": 74, "juliett": 74,
    "kilo": 75, "lima": 76, "mike": 77, "november": 78, "oscar": 79, "papa": 80,
    "quebec": 81, "romeo": 82, "sierra": 83, "tango": 84, "uniform": 85, "victor": 86,
    "whiskey": 87, "whisky": 87, "xray": 88, "yankee": 89, "zulu": 90,
  ]
}
