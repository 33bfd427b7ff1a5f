/// A look for a few ASCII words in a message by its bytes, case aside: the rewriters that run
/// before every question ask whether a message has their words at all, and comparing
/// `Character`s, or lower-casing a copy, costs `quiz ask` a third of a million instructions.
enum ASCIIWords {
  /// Whether `text` holds `word`, given in small letters, in any case.
  static func contain(_ word: StaticString, in text: String) -> Bool {
    offset(of: word, in: text) != nil
  }

  /// Where `text` first holds `word`, given in small letters, in any case: a byte offset into
  /// its UTF-8.
  static func offset(of word: StaticString, in text: String) -> Int? {
    let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard let first = needle.first else { return 0 }
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return nil }
      for start in 0...(bytes.count - needle.count) where bytes[start] | 0x20 == first {
        var matched = true
        for offset in 1..<needle.count where bytes[start + offset] | 0x20 != needle[offset] {
          matched = false
          break
        }
        if matched { return start }
      }
      return nil
    }
  }
}
