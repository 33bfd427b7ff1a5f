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
      ("france", "france", 0),
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
}
