/// How much a name says about a country; lower is stronger. English names outrank the
/// country's own-language names, which outrank what other languages call it.
enum NameTier: UInt8, Comparable, Sendable {
  case name = 0
  case alternate = 1
  case demonym = 2
  case native = 3
  case translation = 4

  static func < (lhs: NameTier, rhs: NameTier) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One country a name can mean.
struct NameCandidate: Sendable, Hashable {
  let country: Int32
  let tier: NameTier
  /// The curated list's order for names that mean several countries; 0 for the data's names.
  let order: UInt8
}

/// Names as compact keys, for exact lookup and for the nearest names to a typo.
///
/// Built with `add`, then `sealed()`: keys are kept in order of length so that a search for
/// a typo only visits names whose length it could reach.
struct NameTable: Sendable {
  private(set) var keys: [[UInt8]] = []
  private(set) var candidates: [[NameCandidate]] = []
  private var letters: [LetterCounts] = []
  /// The strongest tier each key has, so a search can keep to the main names.
  private var strongestTiers: [NameTier] = []
  private var lookup: [String: Int] = [:]
  /// Where keys of each length start, once sealed.
  private var lengthStarts: [Int] = []

  var count: Int { keys.count }

  mutating func add(_ key: NameKey, country: Int, tier: NameTier, order: Int = 0) {
    let compact = key.words.joined()
    guard !compact.isEmpty else { return }
    let candidate = NameCandidate(
      country: Int32(truncatingIfNeeded: country), tier: tier,
      order: UInt8(truncatingIfNeeded: min(order, 255)))
    if let index = lookup[compact] {
      if let existing = candidates[index].firstIndex(where: { $0.country == candidate.country }) {
        if candidate.tier < candidates[index][existing].tier {
          candidates[index][existing] = candidate
        }
      } else {
        candidates[index].append(candidate)
      }
      strongestTiers[index] = min(strongestTiers[index], candidate.tier)
      return
    }
    lookup[compact] = keys.count
    keys.append(Array(compact.utf8))
    candidates.append([candidate])
    strongestTiers.append(tier)
  }

  /// The table ready for searching: keys ordered by length, letters counted.
  func sealed() -> NameTable {
    let order = keys.indices.sorted { keys[$0].count < keys[$1].count }
    var table = NameTable()
    table.keys = order.map { keys[$0] }
    table.candidates = order.map { candidates[$0] }
    table.strongestTiers = order.map { strongestTiers[$0] }
    table.letters = table.keys.map(LetterCounts.init)
    var lookup: [String: Int] = [:]
    lookup.reserveCapacity(table.keys.count)
    for (index, key) in table.keys.enumerated() {
      lookup[String(decoding: key, as: UTF8.self)] = index
    }
    table.lookup = lookup
    let longest = table.keys.last?.count ?? 0
    var starts = [Int](repeating: table.keys.count, count: longest + 2)
    for (index, key) in table.keys.enumerated().reversed() { starts[key.count] = index }
    for length in stride(from: longest, through: 0, by: -1) where starts[length] > starts[length + 1] {
      starts[length] = starts[length + 1]
    }
    table.lengthStarts = starts
    return table
  }

  func exact(_ compact: String) -> [NameCandidate]? {
    lookup[compact].map { candidates[$0] }
  }

  /// The keys nearest to `typed`, all at the smallest distance found. A name is allowed
  /// `limit(max(typed length, name length))`, so a typo is judged against the name it spoils.
  func nearest(
    to typed: TypedWord, weakestTier: NameTier = .translation, limit: (Int) -> Int
  ) -> (cost: Int, keys: [Int])? {
    let typedCount = typed.bytes.count
    let longestKey = lengthStarts.count - 2
    guard longestKey >= 0 else { return nil }
    var bestCost = Int.max
    var best: [Int] = []
    let typedLetters = typed.letters
    // Lengths nearest the typed one first, so the best cost falls early and prunes the rest.
    for offset in 0...(2 * max(typedCount, longestKey)) {
      let length = offset % 2 == 0 ? typedCount + offset / 2 : typedCount - (offset + 1) / 2
      guard (0...longestKey).contains(length) else { continue }
      let bound = min(bestCost, limit(max(typedCount, length)))
      // A change of length costs at least a doubling per letter.
      if abs(typedCount - length) * TypoDistance.doubling > bound { continue }
      for index in lengthStarts[length]..<lengthStarts[length + 1] {
        if strongestTiers[index] > weakestTier { continue }
        let bound = min(bestCost, bound)
        if typedLetters.lowerBound(to: letters[index]) > bound { continue }
        let cost = keys[index].withUnsafeBufferPointer {
          TypoDistance.distance(typed, $0, limit: bound)
        }
        guard let cost else { continue }
        if cost < bestCost { best.removeAll(keepingCapacity: true) }
        bestCost = cost
        best.append(index)
      }
    }
    return best.isEmpty ? nil : (bestCost, best)
  }
}
