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
      ("ΕΛΛΆΔΑ", "ελλαδα"), ("\tChile\n", "chile"), ("", ""), ("!!!", ""),
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

@Suite("Apostrophes in names")
struct NameKeyApostropheTests {
  @Test(arguments: [
    ("People's Republic of China", true),
    ("People’s Republic of China", true),
    ("Côte d'Ivoire", true),
    ("Côte d’Ivoire", true),
    ("Hawaiʻi", true),
    ("`Uvea", true),
    ("Côte d Ivoire", false),
    ("Peoples Republic of China", false),
    ("São Tomé", false),
    ("", false),
  ])
  func containsApostrophe_findsEveryKindOfApostrophe(name: String, expected: Bool) {
    #expect(NameKey.containsApostrophe(name) == expected)
    #expect(
      NameKey.containsApostrophe(name)
        == name.unicodeScalars.contains(where: NameKey.isApostrophe))
  }
}
