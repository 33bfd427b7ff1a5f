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
/// Built with `add`, then `sealed()`: keys are kept in order of length, in one buffer, so
/// that a search for a typo only visits names whose length it could reach.
struct NameTable: Sendable {
  private var bytes: [UInt8] = []
  /// Where each key starts in `bytes`; one more entry than there are keys.
  private var starts: [Int32] = [0]
  /// Most names mean one country: that one is here, any others in `moreCandidates`.
  private var firstCandidates: [NameCandidate] = []
  private var moreCandidates: [Int32: [NameCandidate]] = [:]
  /// The strongest tier each key has, so a search can keep to the main names.
  private var strongestTiers: [NameTier] = []
  private var letters: [LetterCounts] = []
  private var lookup = KeyIndex()
  /// Where keys of each length start, once sealed.
  private var lengthStarts: [Int] = []

  init(capacity: Int = 0) {
    lookup = KeyIndex(capacity: capacity)
    firstCandidates.reserveCapacity(capacity)
    strongestTiers.reserveCapacity(capacity)
    starts.reserveCapacity(capacity + 1)
    bytes.reserveCapacity(capacity * 12)
  }

  var count: Int { firstCandidates.count }

  func key(_ index: Int) -> ArraySlice<UInt8> {
    bytes[Int(starts[index])..<Int(starts[index + 1])]
  }

  func candidates(of index: Int) -> [NameCandidate] {
    [firstCandidates[index]] + (moreCandidates[Int32(index)] ?? [])
  }

  @_optimize(speed)
  mutating func add(_ key: [UInt8], country: Int, tier: NameTier, order: Int = 0) {
    guard !key.isEmpty else { return }
    let candidate = NameCandidate(
      country: Int32(truncatingIfNeeded: country), tier: tier,
      order: UInt8(truncatingIfNeeded: min(order, 255)))
    let hash = KeyIndex.hash(key)
    let found = key.withUnsafeBufferPointer {
      lookup.find($0, hash: hash, in: bytes, starts: starts)
    }
    guard let index = found else {
      lookup.insert(Int32(count), hash: hash)
      bytes.append(contentsOf: key)
      starts.append(Int32(bytes.count))
      firstCandidates.append(candidate)
      strongestTiers.append(tier)
      return
    }
    strongestTiers[index] = min(strongestTiers[index], tier)
    if firstCandidates[index].country == candidate.country {
      if tier < firstCandidates[index].tier { firstCandidates[index] = candidate }
      return
    }
    var more = moreCandidates[Int32(index)] ?? []
    if let existing = more.firstIndex(where: { $0.country == candidate.country }) {
      if tier < more[existing].tier { more[existing] = candidate }
    } else {
      more.append(candidate)
    }
    moreCandidates[Int32(index)] = more
  }

  /// The table ready for searching: keys ordered by length, letters counted.
  @_optimize(speed)
  func sealed() -> NameTable {
    var lengthCounts: [Int] = []
    for index in 0..<count {
      let length = Int(starts[index + 1] - starts[index])
      if length >= lengthCounts.count {
        lengthCounts += Array(repeating: 0, count: length + 1 - lengthCounts.count)
      }
      lengthCounts[length] += 1
    }
    var lengthStarts = [Int](repeating: 0, count: lengthCounts.count + 1)
    for length in lengthCounts.indices {
      lengthStarts[length + 1] = lengthStarts[length] + lengthCounts[length]
    }
    // A counting sort by length: where each old key goes.
    var next = lengthStarts
    var newIndex = [Int32](repeating: 0, count: count)
    var oldIndex = [Int](repeating: 0, count: count)
    for index in 0..<count {
      let length = Int(starts[index + 1] - starts[index])
      newIndex[index] = Int32(next[length])
      oldIndex[next[length]] = index
      next[length] += 1
    }
    var table = NameTable()
    table.bytes.reserveCapacity(bytes.count)
    table.starts.reserveCapacity(count + 1)
    table.firstCandidates.reserveCapacity(count)
    table.strongestTiers.reserveCapacity(count)
    table.letters.reserveCapacity(count)
    for old in oldIndex {
      let key = self.key(old)
      table.bytes.append(contentsOf: key)
      table.starts.append(Int32(table.bytes.count))
      table.firstCandidates.append(firstCandidates[old])
      table.strongestTiers.append(strongestTiers[old])
      table.letters.append(LetterCounts(key))
    }
    for (old, more) in moreCandidates { table.moreCandidates[newIndex[Int(old)]] = more }
    table.lookup = lookup.renumbered(newIndex)
    table.lengthStarts = lengthStarts
    return table
  }

  /// Every key within `limit` of `typed`, with its distance, whatever the nearest: the rivals
  /// of a correction.
  func keys(near typed: TypedWord, weakestTier: NameTier, within limit: Int)
    -> [(key: Int, cost: Int)]
  {
    let typedCount = typed.bytes.count
    let longestKey = lengthStarts.count - 2
    guard longestKey >= 0 else { return [] }
    var found: [(key: Int, cost: Int)] = []
    bytes.withUnsafeBufferPointer { allBytes in
      let spread = limit / TypoDistance.doubling
      for length in max(0, typedCount - spread)...min(longestKey, typedCount + spread) {
        for index in lengthStarts[length]..<lengthStarts[length + 1] {
          if strongestTiers[index] > weakestTier { continue }
          let known = UnsafeBufferPointer(
            rebasing: allBytes[Int(starts[index])..<Int(starts[index + 1])])
          if TypoDistance.lowerBound(typed, known, knownLetters: letters[index]) > limit {
            continue
          }
          if let cost = TypoDistance.distance(typed, known, limit: limit) {
            found.append((index, cost))
          }
        }
      }
    }
    return found
  }

  func exact(_ compact: [UInt8]) -> [NameCandidate]? {
    let index = compact.withUnsafeBufferPointer {
      lookup.find($0, hash: KeyIndex.hash(compact), in: bytes, starts: starts)
    }
    return index.map(candidates(of:))
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
    bytes.withUnsafeBufferPointer { allBytes in
      // Lengths nearest the typed one first, so the best cost falls early and prunes the rest.
      for offset in 0...(2 * max(typedCount, longestKey)) {
        let length = offset % 2 == 0 ? typedCount + offset / 2 : typedCount - (offset + 1) / 2
        guard (0...longestKey).contains(length) else { continue }
        let lengthBound = min(bestCost, limit(max(typedCount, length)))
        // A change of length costs at least a doubling per letter.
        if abs(typedCount - length) * TypoDistance.doubling > lengthBound { continue }
        for index in lengthStarts[length]..<lengthStarts[length + 1] {
          if strongestTiers[index] > weakestTier { continue }
          let bound = min(bestCost, lengthBound)
          let known = UnsafeBufferPointer(
            rebasing: allBytes[Int(starts[index])..<Int(starts[index + 1])])
          if TypoDistance.lowerBound(typed, known, knownLetters: letters[index]) > bound {
            continue
          }
          guard let cost = TypoDistance.distance(typed, known, limit: bound) else { continue }
          if cost < bestCost { best.removeAll(keepingCapacity: true) }
          bestCost = cost
          best.append(index)
        }
      }
    }
    return best.isEmpty ? nil : (bestCost, best)
  }
}

/// An open-addressing hash index over the table's keys. Dictionary<String, _> would hash each
/// key through Unicode normalisation, which dominated building the index of translations.
struct KeyIndex: Sendable {
  private var slots: [Int32]
  private var hashes: [UInt64] = []
  private var used = 0

  init(capacity: Int = 0) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [Int32](repeating: -1, count: size)
    hashes.reserveCapacity(capacity)
  }

  /// FNV-1a: simple, and plenty for a few thousand short keys.
  @_optimize(speed)
  static func hash(_ key: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }

  func find(
    _ key: UnsafeBufferPointer<UInt8>, hash: UInt64, in bytes: [UInt8], starts: [Int32]
  ) -> Int? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      if hashes[index] == hash,
        bytes[Int(starts[index])..<Int(starts[index + 1])].elementsEqual(key)
      {
        return index
      }
      slot = (slot + 1) & mask
    }
  }

  /// Records key number `index` (they are numbered in order) under `hash`.
  @_optimize(speed)
  mutating func insert(_ index: Int32, hash: UInt64) {
    if (used + 1) * 2 > slots.count { grow() }
    hashes.append(hash)
    place(index, hash: hash)
    used += 1
  }

  /// The same keys after they were reordered: key `i` is now key `newIndex[i]`.
  @_optimize(speed)
  func renumbered(_ newIndex: [Int32]) -> KeyIndex {
    var index = KeyIndex(capacity: used)
    index.hashes = [UInt64](repeating: 0, count: hashes.count)
    for (old, hash) in hashes.enumerated() {
      index.hashes[Int(newIndex[old])] = hash
      index.place(newIndex[old], hash: hash)
    }
    index.used = used
    return index
  }

  @_optimize(speed)
  private mutating func place(_ index: Int32, hash: UInt64) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = index
  }

  @_optimize(speed)
  private mutating func grow() {
    var bigger = KeyIndex(capacity: slots.count)
    bigger.hashes = hashes
    for (index, hash) in hashes.enumerated() { bigger.place(Int32(index), hash: hash) }
    bigger.used = used
    self = bigger
  }
}
