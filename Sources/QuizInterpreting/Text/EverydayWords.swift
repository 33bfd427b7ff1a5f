/// Everyday English words, from SCOWL's commonest levels (see Assets/SCOWL): "moon", "font",
/// "keyboard", "everything". A reply that quotes what it could not find must quote a place's
/// name, and a phrase typed in lower case from these words alone is none ("I couldn't find a
/// country named font renders" would make no sense).
///
/// Kept as a Bloom filter, 64 KB for 40,080 words: a word the list has is always found, and
/// about one word in 500 that it lacks is found too, which only keeps a made-up name from
/// being quoted back.
enum EverydayWords {
  /// Whether `text` is typed without capitals and each of its words is an everyday one.
  /// Words of one or two letters count only when they are small words of a phrase ("of",
  /// "my"), not an abbreviation ("fc").
  static func areAll(in text: String) -> Bool {
    var sawWord = false
    var word: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        word.append(byte)
        continue
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...:
        // A capital, or a letter with an accent: typed as a name, or in another language.
        return false
      default:
        break
      }
      if !word.isEmpty {
        guard isEveryday(word) else { return false }
        sawWord = true
        word.removeAll(keepingCapacity: true)
      }
    }
    if !word.isEmpty {
      guard isEveryday(word) else { return false }
      sawWord = true
    }
    return sawWord
  }

  private static func isEveryday(_ word: [UInt8]) -> Bool {
    word.count <= 2 ? smallWords.contains(word) : filter.contains(word)
  }

  private static let smallWords: Set<[UInt8]> = Set(
    [
      "a", "an", "as", "at", "be", "by", "do", "go", "he", "if", "in", "is", "it", "me", "my", "no",
      "of", "oh", "ok", "on", "or", "so", "to", "up", "us", "we",
    ].map { Array($0.utf8) })

  static let filter = BloomFilter(encoded: filterEncoded, bitCount: 1 << 19, hashCount: 7)
}

/// A set of words that answers "maybe" or "no": no word put in is ever missed, and a word left
/// out is found only as often as its size allows.
package struct BloomFilter: Sendable {
  package let bitCount: Int
  package let hashCount: Int
  package private(set) var bytes: [UInt8]

  package init(bitCount: Int, hashCount: Int) {
    precondition(bitCount > 0 && bitCount % 8 == 0 && hashCount > 0)
    self.bitCount = bitCount
    self.hashCount = hashCount
    bytes = [UInt8](repeating: 0, count: bitCount / 8)
  }

  /// A filter from its bytes in base 64, as `encoded` gives them.
  package init(encoded: StaticString, bitCount: Int, hashCount: Int) {
    self.init(bitCount: bitCount, hashCount: hashCount)
    let decoded = encoded.withUTF8Buffer(Base64.decode)
    // A filter that does not fit its size finds nothing, rather than misreading its bits.
    if decoded.count == bytes.count { bytes = decoded }
  }

  package mutating func insert(_ word: some Collection<UInt8>) {
    for bit in bits(of: word) { bytes[bit >> 3] |= 1 << UInt8(bit & 7) }
  }

  package func contains(_ word: some Collection<UInt8>) -> Bool {
    bits(of: word).allSatisfy { bytes[$0 >> 3] & (1 << UInt8($0 & 7)) != 0 }
  }

  /// The bytes in base 64, to compile in.
  package var encoded: String { Base64.encode(bytes) }

  /// FNV-1a, split in two halves that make every further position (Kirsch and Mitzenmacher's
  /// double hashing): one pass over the word for all of them.
  private func bits(of word: some Collection<UInt8>) -> some Sequence<Int> {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in word {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let first = UInt64(UInt32(truncatingIfNeeded: hash))
    let step = (hash >> 32) | 1
    let count = UInt64(bitCount)
    return (0..<UInt64(hashCount)).lazy.map { Int((first &+ $0 &* step) % count) }
  }
}

/// Base 64 (RFC 4648), for bytes compiled in as a string literal: a literal of bytes would take
/// the compiler far longer to type-check.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var value = 0
      for (offset, byte) in chunk.enumerated() { value |= Int(byte) << (16 - offset * 8) }
      for position in 0..<4 {
        out.append(
          position <= chunk.count
            ? alphabet[(value >> (18 - position * 6)) & 63] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes, or as many as decode before a character outside the alphabet.
  static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count / 4 * 3)
    var value = 0
    var bits = 0
    for character in text {
      let sextet: Int
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = Int(character) - 65
      case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = Int(character) - 71
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = Int(character) + 4
      case UInt8(ascii: "+"): sextet = 62
      case UInt8(ascii: "/"): sextet = 63
      default: return out
      }
      value = ((value << 6) | sextet) & 0xFFFF
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8((value >> bits) & 0xFF))
      }
    }
    return out
  }
}
