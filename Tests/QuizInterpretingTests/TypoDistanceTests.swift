import Testing

@testable import QuizInterpreting

@Suite("TypoDistance")
struct TypoDistanceTests {
  @Test(
    "counts everyday slips as less than an arbitrary edit",
    arguments: [
      ("nepall", "nepal", TypoDistance.doubling),
      ("philipines", "philippines", TypoDistance.doubling),
      ("singapord", "singapore", TypoDistance.neighbourKey),
      ("frnace", "france", TypoDistance.transposition),
      ("panma", "panama", TypoDistance.dropped), ("portugl", "portugal", TypoDistance.dropped),
      ("peruu", "peru", TypoDistance.doubling), ("perux", "peru", TypoDistance.edit),
      ("france", "france", 0), ("kenia", "kenya", TypoDistance.soundAlike),
      ("lybia", "libya", 2 * TypoDistance.soundAlike),
      ("yemen", "iemen", TypoDistance.soundAlike + TypoDistance.firstLetter),
    ])
  func slips(typed: String, known: String, cost: Int) {
    #expect(TypoDistance.distance(Array(typed.utf8), Array(known.utf8), limit: 100) == cost)
  }

  @Test(
    "accepts the typos people make in long names",
    arguments: [
      ("luefhtenstein", "liechtenstein"), ("cspevede", "capeverde"),
      ("walllissndfutuna", "wallisandfutuna"),
      ("fallkaandislands", "falklandislands"), ("sriillanka", "srilanka"),
      ("mozaambbique", "mozambique"),
      ("srinname", "suriname"), ("indoonsia", "indonesia"), ("gabo", "gabon"),
      ("lybia", "libya"), ("siria", "syria"), ("ciprus", "cyprus"),
    ])
  func accepted(typed: String, known: String) {
    let limit = TypoDistance.limit(forLength: typed.utf8.count)

    #expect(TypoDistance.distance(Array(typed.utf8), Array(known.utf8), limit: limit) != nil)
  }

  @Test(
    "rejects made-up names a few arbitrary letters from real ones",
    arguments: [
      ("elbonia", "estonia"), ("oz", "uk"), ("irn", "iran"), ("mordor", "morocco"),
      ("latveria", "latvia"),
    ])
  func rejected(typed: String, known: String) {
    let limit = TypoDistance.limit(forLength: typed.utf8.count)

    #expect(TypoDistance.distance(Array(typed.utf8), Array(known.utf8), limit: limit) == nil)
  }

  @Test("agrees with itself when cut short by the limit")
  func limitIsExact() {
    let typed = Array("cspevede".utf8)
    let known = Array("capeverde".utf8)
    let full = TypoDistance.distance(typed, known, limit: 1000)

    #expect(full.flatMap { TypoDistance.distance(typed, known, limit: $0) } == full)
    #expect(full.flatMap { TypoDistance.distance(typed, known, limit: $0 - 1) } == nil)
  }

  @Test("never bounds a pair above its distance, so no name is skipped that would match")
  func lowerBoundIsBelowDistance() {
    // Random keys from a few letters, so that twins, swaps, keyboard neighbours and shared
    // first letters all occur often.
    var generator = SplitMix(seed: 0x5EED)
    let alphabet = Array("aeilnrsxy1".utf8)
    func key() -> [UInt8] {
      (0..<Int.random(in: 1...9, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 97
      }
    }
    var farPairs = 0
    var prunedPairs = 0
    for _ in 0..<20_000 {
      let typed = key()
      let known = key()
      let word = TypedWord(typed)
      let bound = known.withUnsafeBufferPointer {
        TypoDistance.lowerBound(word, $0, knownLetters: LetterCounts(known))
      }
      let distance = TypoDistance.distance(typed, known, limit: 10_000) ?? Int.max
      #expect(
        bound <= distance,
        "\(String(decoding: typed, as: UTF8.self)) vs \(String(decoding: known, as: UTF8.self))")
      if distance > TypoDistance.edit {
        farPairs += 1
        if bound > TypoDistance.edit { prunedPairs += 1 }
      }
    }
    // A bound of zero would pass the check above and prune nothing: most pairs more than
    // an edit apart must be ruled out by the bound alone.
    #expect(prunedPairs * 2 > farPairs)
  }

  @Test(
    "charges a different first letter unless the first two are swapped",
    arguments: [
      ("atlantis", "italy", true), ("rfance", "france", false), ("france", "france", false),
    ])
  func firstLetterBound(typed: String, known: String, charged: Bool) {
    let typedBytes = Array(typed.utf8)
    let knownBytes = Array(known.utf8)
    let letters = LetterCounts(knownBytes)
    let bound = knownBytes.withUnsafeBufferPointer {
      TypoDistance.lowerBound(TypedWord(typedBytes), $0, knownLetters: letters)
    }
    let lengthDifference = abs(typedBytes.count - knownBytes.count)
    let unmatched = TypedWord(typedBytes).letters.difference(from: letters)
    let withoutFirst =
      lengthDifference * TypoDistance.doubling + (unmatched - lengthDifference) / 2
      * TypoDistance.cheapestReplacement

    #expect(bound == withoutFirst + (charged ? TypoDistance.firstLetter : 0))
  }
}
