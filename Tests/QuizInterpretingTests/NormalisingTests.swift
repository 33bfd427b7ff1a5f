import Testing

@testable import QuizInterpreting

@Suite("Normalising names")
struct NameKeyTests {
  @Test(
    "writes the same name the same way whatever the case, accents, spacing and punctuation",
    arguments: [
      ("Côte d'Ivoire", "cotedivoire"), ("COTE D’IVOIRE", "cotedivoire"), ("Türkiye", "turkiye"),
      ("São Tomé and Príncipe", "saotomeandprincipe"), ("south   africa", "southafrica"),
      ("Guinea-Bissau", "guineabissau"), ("St. Lucia", "saintlucia"), ("U.S.A.", "usa"),
      ("the Netherlands", "netherlands"), ("Bosnia & Herzegovina", "bosniaandherzegovina"),
      ("Cocos (Keeling) Islands", "cocoskeelingislands"), ("Peru's", "peru"),
      ("Åland Islands", "alandislands"), ("Deutschland", "deutschland"), ("España", "espana"),
      ("ΕΛΛΆΔΑ", "ελλάδα"), ("\tChile\n", "chile"), ("", ""), ("!!!", ""),
    ])
  func compact(text: String, expected: String) {
    #expect(String(decoding: NameKey(text).compact, as: UTF8.self) == expected)
  }

  @Test("offers the name without its 'and's for people who leave them out")
  func withoutAnd() {
    #expect(NameKey("Trinidad and Tobago").withoutAnd?.words == ["trinidad", "tobago"])
    #expect(NameKey("Peru").withoutAnd == nil)
  }

  @Test("trims question words around a name but never the name itself")
  func trimming() {
    #expect(NameKey("kenyaa is which city").trimmingQuestionWords()?.words == ["kenyaa"])
    #expect(NameKey("Isle of Man").trimmingQuestionWords()?.words == ["isle", "of", "man"])
    #expect(NameKey("what is").trimmingQuestionWords() == nil)
  }

  @Test("reads only the start of a very long text")
  func bounded() {
    let long = String(repeating: "a", count: 1_000_000)

    #expect(NameKey(long).compact.count == NameKey.maximumScalars)
  }
}

@Suite("TypoDistance")
struct TypoDistanceTests {
  @Test(
    "counts everyday slips as less than an arbitrary edit",
    arguments: [
      ("nepall", "nepal", TypoDistance.doubling), ("philipines", "philippines", TypoDistance.doubling),
      ("singapord", "singapore", TypoDistance.neighbourKey), ("frnace", "france", TypoDistance.transposition),
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
      ("luefhtenstein", "liechtenstein"), ("cspevede", "capeverde"), ("walllissndfutuna", "wallisandfutuna"),
      ("fallkaandislands", "falklandislands"), ("sriillanka", "srilanka"), ("mozaambbique", "mozambique"),
      ("srinname", "suriname"), ("indoonsia", "indonesia"), ("gabo", "gabon"),
    ])
  func accepted(typed: String, known: String) {
    let limit = TypoDistance.limit(forLength: typed.utf8.count)

    #expect(TypoDistance.distance(Array(typed.utf8), Array(known.utf8), limit: limit) != nil)
  }

  @Test(
    "rejects made-up names a few arbitrary letters from real ones",
    arguments: [("elbonia", "estonia"), ("oz", "uk"), ("irn", "iran"), ("mordor", "morocco"), ("latveria", "latvia")])
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

@Suite("Keywords")
struct KeywordsTests {
  @Test(
    "recognises the words for each question, typos included",
    arguments: [
      ("capital", Keywords.Family.capital), ("captial", .capital), ("capitol", .capital), ("capitl", .capital),
      ("cpaital", .capital), ("flag", .flag), ("flga", .flag), ("falg", .flag), ("flagg", .flag),
      ("code", .code), ("coed", .code), ("cdoe", .code), ("iso", .code), ("abbreviation", .code),
    ])
  func families(word: String, family: Keywords.Family) {
    #expect(Keywords.family(of: word) == family)
  }

  @Test(
    "does not mistake nearby words for them",
    arguments: ["capita", "flat", "flap", "fag", "lag", "cold", "node", "mode", "ode", "cat", "cap"])
  func notKeywords(word: String) {
    #expect(Keywords.family(of: word) == nil)
  }

  @Test(
    "recognises start and begin in any form, typos included",
    arguments: ["start", "starts", "starting", "strat", "statr", "begin", "begining", "beginnig", "beggining", "biegin"])
  func startVerbs(word: String) {
    #expect(Keywords.isStartVerb(word))
  }

  @Test("recognises countries and nations, typos included", arguments: ["countries", "contries", "countires", "nations", "coutnries"])
  func countries(word: String) {
    #expect(Keywords.isCountriesNoun(word))
  }
}
