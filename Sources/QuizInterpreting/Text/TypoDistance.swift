/// How far a typed word is from a known one, weighted by how people mistype.
///
/// A restricted Damerau–Levenshtein (optimal string alignment) distance in tenths of an edit:
/// slips that people make all the time cost less than arbitrary ones, so a threshold in the
/// same units accepts "Paraaguayy" or "cspe vede" without accepting made-up names that are two
/// arbitrary letters away from a real one ("Elbonia" is not Estonia).
enum TypoDistance {
  /// One arbitrary insertion, deletion or substitution.
  static let edit = 10
  /// A doubled letter typed or a double letter typed once ("Nepall", "Philipines").
  static let doubling = 5
  /// A neighbouring key hit instead ("Singapord").
  static let neighbourKey = 6
  /// A letter written for another that sounds the same there: i for y and y for i, the
  /// vowel that English spells both ways ("Lybia", "Kenia", "Siria").
  static let soundAlike = 5
  /// The least a replaced letter costs.
  static let cheapestReplacement = min(neighbourKey, soundAlike)
  /// A letter left out ("Senegl"): more common than a stray letter typed in.
  static let dropped = 9
  /// Two neighbouring letters swapped ("Frnace").
  static let transposition = 8
  /// Added to any edit of the first letter: people mistype the middle of a name, rarely its
  /// start, while a made-up name that differs from a real one at its start ("Ruritania",
  /// Mauritania) is no typo.
  static let firstLetter = 5

  /// The weighted distance between `typed` and `known`, or nil when it exceeds `limit`.
  /// Both are folded keys: lower-case, letters and digits only.
  static func distance(_ typed: [UInt8], _ known: [UInt8], limit: Int) -> Int? {
    let word = TypedWord(typed)
    return known.withUnsafeBufferPointer { distance(word, $0, limit: limit) }
  }

  static func distance(_ typed: TypedWord, _ known: UnsafeBufferPointer<UInt8>, limit: Int) -> Int?
  {
    let n = typed.bytes.count
    let m = known.count
    // Every edit that changes the length costs at least `doubling`.
    if abs(n - m) * doubling > limit { return nil }
    if n == 0 || m == 0 {
      let cost = max(n, m) * doubling
      return cost <= limit ? cost : nil
    }
    let width = m + 1
    return typed.bytes.withUnsafeBufferPointer { typedBytes in
      typed.extraCosts.withUnsafeBufferPointer { extraCosts in
        typed.neighbours.withUnsafeBufferPointer { neighbours in
          withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 4) { rows in
            var before = 0  // row i-2
            var previous = width  // row i-1
            var current = 2 * width  // row i
            let missing = 3 * width  // the cost of leaving out each known letter
            rows[missing] = 0
            rows[previous] = 0
            for j in 1...m {
              rows[missing + j] = droppedCost(known, j - 1) + (j == 1 ? firstLetter : 0)
              rows[previous + j] = rows[previous + j - 1] + rows[missing + j]
            }
            for i in 1...n {
              let typedChar = typedBytes[i - 1]
              let extra = extraCosts[i - 1]
              let neighbourMask = neighbours[i - 1]
              rows[current] = rows[previous] + extra
              var rowMinimum = rows[current]
              for j in 1...m {
                let knownChar = known[j - 1]
                let substitution =
                  typedChar == knownChar
                  ? 0
                  : neighbourMask & Keyboard.bit(knownChar) != 0
                    ? neighbourKey : soundsAlike(typedChar, knownChar) ? soundAlike : edit
                var best =
                  rows[previous + j - 1] + substitution
                  + (i == 1 && j == 1 && substitution > 0 ? firstLetter : 0)
                best = min(best, rows[previous + j] + extra)
                best = min(best, rows[current + j - 1] + rows[missing + j])
                if i > 1, j > 1, typedChar == known[j - 2], typedBytes[i - 2] == knownChar,
                  typedChar != knownChar
                {
                  best = min(best, rows[before + j - 2] + transposition)
                }
                rows[current + j] = best
                rowMinimum = min(rowMinimum, best)
              }
              // A transposition can still reach back over one row, hence both rows.
              if rowMinimum > limit, minimum(of: rows, from: previous, count: width) > limit {
                return nil
              }
              (before, previous, current) = (previous, current, before)
            }
            let cost = rows[previous + m]
            return cost <= limit ? cost : nil
          }
        }
      }
    }
  }

  /// A cost that every alignment of `typed` with `known` reaches, cheap enough to rule most
  /// names out before `distance` computes one. Letters one key has and the other lacks must
  /// be added, left out or replaced: a change of length needs an addition or an omission per
  /// letter (at least `doubling` each), and the other unmatched letters pair up in
  /// replacements (at least `cheapestReplacement` per pair). Keys that start differently also pay
  /// `firstLetter`, unless their first two letters are swapped.
  @inline(__always)
  static func lowerBound(
    _ typed: TypedWord, _ known: UnsafeBufferPointer<UInt8>, knownLetters: LetterCounts
  ) -> Int {
    let lengthDifference = abs(typed.bytes.count - known.count)
    let unmatched = max(typed.letters.difference(from: knownLetters), lengthDifference)
    var bound =
      lengthDifference * doubling + (unmatched - lengthDifference) / 2 * cheapestReplacement
    if let first = typed.first, let second = typed.second, known.count >= 2, first != known[0],
      !(first == known[1] && second == known[0])
    {
      bound += firstLetter
    }
    return bound
  }

  @inline(__always)
  private static func soundsAlike(_ typed: UInt8, _ known: UInt8) -> Bool {
    (typed == UInt8(ascii: "i") && known == UInt8(ascii: "y"))
      || (typed == UInt8(ascii: "y") && known == UInt8(ascii: "i"))
  }

  /// The most a typed key of this many letters may differ from a name and still be that name.
  /// Short names tolerate little: three letters only a doubled one, so "Oz" and "Irn" stay unknown.
  static func limit(forLength length: Int) -> Int {
    switch length {
    case ..<3: 0
    case 3: doubling
    case 4...5: edit
    case 6...7: 15
    case 8...9: 18
    case 10...12: 22
    default: 27
    }
  }

  private static func minimum(of rows: UnsafeMutableBufferPointer<Int>, from start: Int, count: Int)
    -> Int
  {
    var result = Int.max
    for index in start..<(start + count) { result = min(result, rows[index]) }
    return result
  }

  private static func droppedCost(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    min(twinCost(bytes, index), dropped)
  }

  /// A letter next to its twin ("ll") costs half to add or leave out.
  fileprivate static func twinCost(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    let byte = bytes[index]
    let isTwin =
      (index > 0 && bytes[index - 1] == byte)
      || (index + 1 < bytes.count && bytes[index + 1] == byte)
    return isTwin ? doubling : edit
  }
}

/// A typed key prepared once for comparing with many names.
struct TypedWord {
  let bytes: [UInt8]
  /// What each typed letter costs when it is one too many.
  let extraCosts: [Int]
  /// The keyboard neighbours of each typed letter.
  let neighbours: [UInt32]
  let letters: LetterCounts
  /// The first two letters, kept apart for `TypoDistance.lowerBound`; nil for shorter keys.
  let first: UInt8?
  let second: UInt8?

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    first = bytes.count >= 2 ? bytes[0] : nil
    second = bytes.count >= 2 ? bytes[1] : nil
    extraCosts = bytes.withUnsafeBufferPointer { buffer in
      buffer.indices.map {
        TypoDistance.twinCost(buffer, $0) + ($0 == 0 ? TypoDistance.firstLetter : 0)
      }
    }
    neighbours = bytes.map(Keyboard.neighbours(of:))
    letters = LetterCounts(bytes)
  }
}

/// How many of each letter a key has, packed so that comparing two keys takes a few
/// instructions: a lower bound on their distance that rules most names out before any
/// alignment is computed.
struct LetterCounts: Sendable {
  private let words: (UInt64, UInt64, UInt64, UInt64)

  @_optimize(speed)
  init(_ bytes: some Collection<UInt8>) {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    for byte in bytes {
      let bucket: Int =
        switch byte {
        case 97...122: Int(byte - 97)
        case 48...57: 26
        default: 27 + Int(byte % 5)
        }
      let shift = UInt64(8 * (bucket % 8))
      // Counts stay below 128 so that the packed subtraction cannot borrow across letters.
      func bump(_ word: inout UInt64) {
        if (word >> shift) & 0xFF < 127 { word &+= 1 << shift }
      }
      switch bucket / 8 {
      case 0: bump(&words.0)
      case 1: bump(&words.1)
      case 2: bump(&words.2)
      default: bump(&words.3)
      }
    }
    self.words = words
  }

  /// How many letters one key has that the other lacks, counted on both sides.
  @inline(__always)
  func difference(from other: LetterCounts) -> Int {
    Self.absoluteDifference(words.0, other.words.0)
      + Self.absoluteDifference(words.1, other.words.1)
      + Self.absoluteDifference(words.2, other.words.2)
      + Self.absoluteDifference(words.3, other.words.3)
  }

  /// The sum over eight packed bytes (each below 128) of |x - y|.
  @inline(__always)
  private static func absoluteDifference(_ x: UInt64, _ y: UInt64) -> Int {
    let high: UInt64 = 0x8080_8080_8080_8080
    let xMinusY = (x | high) &- y  // each byte 0x80 + x - y: its top bit says x >= y
    let xAtLeastY = ((xMinusY & high) >> 7) &* 0xFF
    let positive = (xMinusY ^ high) & xAtLeastY
    let yMinusX = (y | high) &- x
    let yAbove = ((yMinusX & high) >> 7) &* 0xFF & ~xAtLeastY
    let negative = (yMinusX ^ high) & yAbove
    return Int(((positive &+ negative) &* 0x0101_0101_0101_0101) >> 56)
  }
}

/// Which letters sit next to each other on a QWERTY keyboard.
enum Keyboard {
  static func bit(_ letter: UInt8) -> UInt32 {
    (97...122).contains(letter) ? 1 << UInt32(letter - 97) : 0
  }

  static func neighbours(of letter: UInt8) -> UInt32 {
    (97...122).contains(letter) ? masks[Int(letter - 97)] : 0
  }

  static func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
    neighbours(of: a) & bit(b) != 0
  }

  private static let masks: [UInt32] = {
    let rows: [[UInt8]] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.utf8) }
    var masks = [UInt32](repeating: 0, count: 26)
    func link(_ a: UInt8, _ b: UInt8) {
      masks[Int(a - 97)] |= 1 << UInt32(b - 97)
      masks[Int(b - 97)] |= 1 << UInt32(a - 97)
    }
    for (rowIndex, row) in rows.enumerated() {
      for (column, key) in row.enumerated() {
        if column + 1 < row.count { link(key, row[column + 1]) }
        // Rows are staggered: a key touches the one below it and the one below-left.
        guard rowIndex + 1 < rows.count else { continue }
        let below = rows[rowIndex + 1]
        if column < below.count { link(key, below[column]) }
        if column >= 1, column - 1 < below.count { link(key, below[column - 1]) }
      }
    }
    return masks
  }()
}
