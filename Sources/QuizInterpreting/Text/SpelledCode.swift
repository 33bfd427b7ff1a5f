/// A code typed letter by letter after the word "code", as people spell what they read off a
/// sticker or hear in a game: "which country has the code k r", "country code: c h", "the code
/// n.z. belongs to which country". The two letters are written as the code they spell ("KR"),
/// so the readers of codes take them as they take a code typed in capitals.
enum SpelledCode {
  /// `text` with the first code spelt after "code" written as one; nil when it has none.
  static func written(in text: String) -> String? {
    // "WHICH COUNTRY HAS CODE NG": in a message all in capitals, no two capitals stand out as a
    // code, so it is read in small letters, and the code written back in capitals.
    if !text.utf8.contains(where: { (97...122).contains($0) }) {
      return writtenIn(text.lowercased())
    }
    return writtenIn(text)
  }

  private static func writtenIn(_ text: String) -> String? {
    var text = text
    // Read in place: every message passes here, and few have "code" in them.
    return text.withUTF8 { buffer in
      written(in: buffer[..<min(buffer.count, Sentence.maximumScalars * 4)])
    }
  }

  private static func written(in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    var index = bytes.startIndex
    while let code = word(named: "code", from: index, in: bytes) {
      index = code
      // "code:", "code =", "code is", "the code 'k r'".
      var first = skipping(separatorsFrom: code, in: bytes)
      if let after = word(named: "is", at: first, in: bytes) {
        first = skipping(separatorsFrom: after, in: bytes)
      }
      guard first < bytes.endIndex, isLetter(bytes[first]) else { continue }
      // "country code fr which country": two small letters no word has, as a code is typed in
      // a hurry.
      // "which country has code ng": two letters ending a message about a country are the
      // code, even where they spell a small word of another language; not a verb ("what does
      // the code do").
      let classes =
        first + 1 < bytes.endIndex
        ? Lexicon.classes(
          of: String(decoding: bytes[first...first + 1], as: UTF8.self).lowercased()) : []
      if first + 1 < bytes.endIndex, isLetter(bytes[first + 1]), endsAWord(first + 2, in: bytes),
        bytes[first...first + 1].contains(where: { (97...122).contains($0) }),
        classes.isEmpty
          || !classes.contains(.filler) && !bytes[(first + 2)...].contains(where: isLetter)
            && namesACountry(before: first, in: bytes)
      {
        var written = Array(bytes[bytes.startIndex..<first])
        written.append(uppercased(bytes[first]))
        written.append(uppercased(bytes[first + 1]))
        written.append(contentsOf: bytes[(first + 2)..<bytes.endIndex])
        return String(decoding: written, as: UTF8.self)
      }
      guard endsAWord(first + 1, in: bytes) else { continue }
      // One or two of " ", ".", "-" between the two letters: "k r", "n.z.", "c-h".
      var second = first + 1
      while second < bytes.endIndex, second - first <= 2, [32, 46, 45].contains(bytes[second]) {
        second += 1
      }
      guard second > first + 1, second < bytes.endIndex, isLetter(bytes[second]),
        endsAWord(second + 1, in: bytes), !spellsOn(after: second + 1, in: bytes)
      else { continue }
      var written = Array(bytes[bytes.startIndex..<first])
      written.append(uppercased(bytes[first]))
      written.append(uppercased(bytes[second]))
      var rest = second + 1
      // The dot that closes "n.z." goes with the letters.
      if rest < bytes.endIndex, bytes[rest] == 46, bytes[first + 1] == 46 { rest += 1 }
      written.append(contentsOf: bytes[rest..<bytes.endIndex])
      return String(decoding: written, as: UTF8.self)
    }
    return nil
  }

  /// Whether "country" (or "countries") is typed before `end`.
  private static func namesACountry(
    before end: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Bool {
    let word = Array("countr".utf8)
    guard end - bytes.startIndex >= word.count else { return false }
    return (bytes.startIndex...(end - word.count)).contains { start in
      (0..<word.count).allSatisfy { bytes[start + $0] | 0x20 == word[$0] }
    }
  }

  /// Where the next whole word `name` ends, from `start` on, case aside; nil when none does.
  private static func word(
    named name: StaticString, from start: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Int? {
    var index = start
    while index < bytes.endIndex {
      if let end = word(named: name, at: index, in: bytes) { return end }
      index += 1
    }
    return nil
  }

  /// Where the word `name` ends when it stands whole at `start`; nil otherwise.
  private static func word(
    named name: StaticString, at start: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Int? {
    let letters = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    let end = start + letters.count
    guard end <= bytes.endIndex, start == bytes.startIndex || !isLetter(bytes[start - 1]),
      endsAWord(end, in: bytes),
      zip(bytes[start..<end], letters).allSatisfy({ $0 | 32 == $1 })
    else { return nil }
    return end
  }

  /// Past the spaces, colons, equals signs and quotes after a word.
  private static func skipping(
    separatorsFrom start: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Int {
    var index = start
    // Space, '"', "'", ':', '='.
    while index < bytes.endIndex, [32, 34, 39, 58, 61].contains(bytes[index]) { index += 1 }
    return index
  }

  /// "code a b c": a third letter makes it no code of two.
  private static func spellsOn(after end: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>)
    -> Bool
  {
    var index = end
    while index < bytes.endIndex, [32, 46, 45].contains(bytes[index]), index - end < 2 {
      index += 1
    }
    return index > end && index < bytes.endIndex && isLetter(bytes[index])
      && endsAWord(index + 1, in: bytes)
  }

  private static func endsAWord(_ index: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    index == bytes.endIndex || !isLetter(bytes[index])
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }

  private static func uppercased(_ byte: UInt8) -> UInt8 {
    (97...122).contains(byte) ? byte - 32 : byte
  }
}
