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
  /// Two neighbouring letters swapped ("Frnace").
  static let transposition = 8

  /// The weighted distance between `typed` and `known`, or nil when it exceeds `limit`.
  /// Both are folded keys: lower-case, letters and digits only.
  static func distance(_ typed: [UInt8], _ known: [UInt8], limit: Int) -> Int? {
    typed.withUnsafeBufferPointer { typedBytes in
      known.withUnsafeBufferPointer { knownBytes in
        distance(typedBytes, knownBytes, limit: limit)
      }
    }
  }

  static func distance(
    _ typed: UnsafeBufferPointer<UInt8>, _ known: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> Int? {
    let n = typed.count
    let m = known.count
    // Every edit that changes the length costs at least `doubling`.
    if abs(n - m) * doubling > limit { return nil }
    if n == 0 || m == 0 {
      let cost = max(n, m) * doubling
      return cost <= limit ? cost : nil
    }
    let width = m + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { rows in
      var before = 0  // row i-2
      var previous = width  // row i-1
      var current = 2 * width  // row i
      rows[previous] = 0
      for j in 1...m {
        rows[previous + j] = rows[previous + j - 1] + missingCost(known, j - 1)
      }
      for i in 1...n {
        let typedChar = typed[i - 1]
        let extra = extraCost(typed, i - 1)
        rows[current] = rows[previous] + extra
        var rowMinimum = rows[current]
        for j in 1...m {
          let knownChar = known[j - 1]
          var best = rows[previous + j - 1] + substitutionCost(typedChar, knownChar)
          best = min(best, rows[previous + j] + extra)
          best = min(best, rows[current + j - 1] + missingCost(known, j - 1))
          if i > 1, j > 1, typedChar == known[j - 2], typed[i - 2] == knownChar,
            typedChar != knownChar
          {
            best = min(best, rows[before + j - 2] + transposition)
          }
          rows[current + j] = best
          rowMinimum = min(rowMinimum, best)
        }
        // A transposition can still reach back over one row, hence the allowance.
        if rowMinimum > limit, minimum(of: rows, from: previous, count: width) > limit {
          return nil
        }
        (before, previous, current) = (previous, current, before)
      }
      let cost = rows[previous + m]
      return cost <= limit ? cost : nil
    }
  }

  /// The most a typed key of this many letters may differ from a name and still be that name.
  /// Short names tolerate little: three letters only a doubled one, so "Oz" and "Irn" stay unknown.
  static func limit(forLength length: Int) -> Int {
    switch length {
    case ..<3: 0
    case 3: doubling
    case 4...5: edit
    case 6...7: 15
    case 8...9: 17
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

  private static func extraCost(_ typed: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    isBesideItsTwin(typed, index) ? doubling : edit
  }

  private static func missingCost(_ known: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    isBesideItsTwin(known, index) ? doubling : edit
  }

  private static func isBesideItsTwin(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    (index > 0 && bytes[index - 1] == bytes[index])
      || (index + 1 < bytes.count && bytes[index + 1] == bytes[index])
  }

  private static func substitutionCost(_ typed: UInt8, _ known: UInt8) -> Int {
    if typed == known { return 0 }
    return Keyboard.areNeighbours(typed, known) ? neighbourKey : edit
  }
}

/// Which letters sit next to each other on a QWERTY keyboard.
enum Keyboard {
  static func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
    let first = Int(a) &- 97
    let second = Int(b) &- 97
    guard (0..<26).contains(first), (0..<26).contains(second) else { return false }
    return neighbours[first] & (1 << UInt32(second)) != 0
  }

  private static let neighbours: [UInt32] = {
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
