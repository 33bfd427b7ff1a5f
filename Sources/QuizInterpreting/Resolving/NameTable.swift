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
struct NameTable: Sendable {
  private(set) var keys: [[UInt8]] = []
  private(set) var candidates: [[NameCandidate]] = []
  private var histograms: [SIMD32<UInt8>] = []
  private var lookup: [String: Int] = [:]

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
      return
    }
    let bytes = Array(compact.utf8)
    lookup[compact] = keys.count
    keys.append(bytes)
    candidates.append([candidate])
    histograms.append(Self.histogram(of: bytes))
  }

  func exact(_ compact: String) -> [NameCandidate]? {
    lookup[compact].map { candidates[$0] }
  }

  /// The keys nearest to `typed` within `limit`, all at the smallest distance found.
  func nearest(to typed: [UInt8], limit: Int) -> (cost: Int, keys: [Int])? {
    let typedHistogram = Self.histogram(of: typed)
    let typedCount = typed.count
    var bestCost = limit
    var best: [Int] = []
    typed.withUnsafeBufferPointer { typedBytes in
      for index in keys.indices {
        let known = keys[index]
        // Cheap bounds first: any length change costs at least a doubling, and each letter
        // out of place at least half a neighbouring-key slip.
        if abs(known.count - typedCount) * TypoDistance.doubling > bestCost { continue }
        if Self.letterDifference(typedHistogram, histograms[index]) * 3 > bestCost { continue }
        let cost = known.withUnsafeBufferPointer {
          TypoDistance.distance(typedBytes, $0, limit: bestCost)
        }
        guard let cost else { continue }
        if cost < bestCost || best.isEmpty {
          if cost < bestCost { best.removeAll(keepingCapacity: true) }
          bestCost = cost
        }
        best.append(index)
      }
    }
    return best.isEmpty ? nil : (bestCost, best)
  }

  /// Letter counts: a–z, digits together, everything else in a few shared buckets.
  private static func histogram(of bytes: [UInt8]) -> SIMD32<UInt8> {
    var counts = SIMD32<UInt8>()
    for byte in bytes {
      let bucket: Int =
        switch byte {
        case 97...122: Int(byte - 97)
        case 48...57: 26
        default: 27 + Int(byte % 5)
        }
      if counts[bucket] < 255 { counts[bucket] += 1 }
    }
    return counts
  }

  private static func letterDifference(_ a: SIMD32<UInt8>, _ b: SIMD32<UInt8>) -> Int {
    let difference = pointwiseMax(a, b) &- pointwiseMin(a, b)
    return Int(SIMD32<UInt16>(truncatingIfNeeded: difference).wrappedSum())
  }
}
