/// How a name sounds, roughly, as letters: what speech-to-text and people spelling by ear keep
/// of a name when they lose its spelling ("cutter" for Qatar, "tie land" for Thailand, "sigh
/// prus" for Cyprus, "rush a" for Russia, "tex us" for Texas).
///
/// Consonants are kept by sound (c before e, i or y is s; ph is f; gh and a final h are
/// silent; q is k; a y before a vowel at the start, and a u before a consonant there, are
/// heard as y; a k before n at the start is silent; a w after a vowel is heard only before
/// another),
/// every run of vowels is one vowel, and a doubled consonant is one. Only
/// the words already run together are read, so split words join ("pole and" is "poleand").
enum SoundKey {
  /// The vowels' one symbol.
  static let vowel = UInt8(ascii: "a")

  static func isVowel(_ letter: UInt8) -> Bool {
    [UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u")]
      .contains(letter)
  }

  static func of(_ compact: some Collection<UInt8>) -> [UInt8] {
    let letters = compact.filter { (97...122).contains($0) }
    var key: [UInt8] = []
    key.reserveCapacity(letters.count)
    var index = 0
    func at(_ offset: Int) -> UInt8 {
      let position = index + offset
      return position >= 0 && position < letters.count ? letters[position] : 0
    }
    func emit(_ symbol: UInt8) {
      if key.last != symbol { key.append(symbol) }
    }
    while index < letters.count {
      let letter = letters[index]
      let next = at(1)
      switch letter {
      // "yeah men" is Yemen, not Oman: a y before a vowel at the start is heard, and so is
      // the one a u starts with before a consonant ("you gone da" is Uganda).
      case UInt8(ascii: "y") where index == 0 && isVowel(next):
        emit(letter)
      case UInt8(ascii: "u") where index == 0 && !isVowel(next) && next != 0:
        emit(UInt8(ascii: "y"))
        emit(vowel)
      case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
        UInt8(ascii: "u"), UInt8(ascii: "y"):
        emit(vowel)
      case UInt8(ascii: "c"):
        if next == UInt8(ascii: "h") {
          emit(UInt8(ascii: "x"))
          index += 1
        } else if next == UInt8(ascii: "k") {
          emit(UInt8(ascii: "k"))
          index += 1
        } else {
          let soft =
            next == UInt8(ascii: "e") || next == UInt8(ascii: "i") || next == UInt8(ascii: "y")
          emit(soft ? UInt8(ascii: "s") : UInt8(ascii: "k"))
        }
      case UInt8(ascii: "q"): emit(UInt8(ascii: "k"))
      case UInt8(ascii: "z"): emit(UInt8(ascii: "s"))
      case UInt8(ascii: "x"):
        emit(UInt8(ascii: "k"))
        emit(UInt8(ascii: "s"))
      case UInt8(ascii: "p") where next == UInt8(ascii: "h"):
        emit(UInt8(ascii: "f"))
        index += 1
      case UInt8(ascii: "g") where next == UInt8(ascii: "h"):
        // "sigh", "Ghana": silent after a vowel, a hard g before one.
        if index == 0 { emit(UInt8(ascii: "g")) }
        index += 1
      case UInt8(ascii: "t") where next == UInt8(ascii: "h"):
        emit(UInt8(ascii: "t"))
        index += 1
      case UInt8(ascii: "s") where next == UInt8(ascii: "h"):
        emit(UInt8(ascii: "s"))
        index += 1
      // "knee pal" is Nepal: a k before n at the start is silent.
      case UInt8(ascii: "k") where index == 0 && next == UInt8(ascii: "n"):
        break
      case UInt8(ascii: "h"):
        // Heard only before a vowel at the start of a word: "oh man" is Oman.
        if index == 0 { emit(letter) }
      // "ow" in "Moscow" is a vowel, but a w between vowels is heard: "ma la wee" is Malawi,
      // not Mali.
      case UInt8(ascii: "w") where key.last == vowel && !isVowel(next):
        break
      default:
        emit(letter)
      }
      index += 1
    }
    return key
  }
}
