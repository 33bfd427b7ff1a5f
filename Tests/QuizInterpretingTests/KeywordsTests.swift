import Testing

@testable import QuizInterpreting

@Suite("Keywords")
struct KeywordsTests {
  @Test(
    "recognises the words for each question, typos included",
    arguments: [
      ("capital", Keywords.Family.capital), ("captial", .capital), ("capitol", .capital),
      ("capitl", .capital),
      ("cpaital", .capital), ("flag", .flag), ("flga", .flag), ("falg", .flag), ("flagg", .flag),
      ("code", .code), ("coed", .code), ("cdoe", .code), ("iso", .code), ("abbreviation", .code),
      ("fkag", .flag), ("flsg", .flag), ("cpde", .code), ("coxe", .code), ("sigla", .code),
    ])
  func families(word: String, family: Keywords.Family) {
    #expect(Keywords.family(of: word) == family)
  }

  @Test(
    "does not mistake nearby words for them",
    arguments: [
      "capita", "flat", "flap", "fag", "lag", "cold", "node", "mode", "ode", "cat", "cap",
      "flay", "flab", "core", "cope", "glag", "vode", "coffee", "cocoa", "flagon",
    ])
  func notKeywords(word: String) {
    #expect(Keywords.family(of: word) == nil)
  }

  @Test(
    "recognises start and begin in any form, typos included",
    arguments: [
      "start", "starts", "starting", "strat", "statr", "begin", "begining", "beginnig", "beggining",
      "biegin",
    ])
  func startVerbs(word: String) {
    #expect(Keywords.isStartVerb(word))
  }

  @Test(
    "recognises countries and nations, typos included",
    arguments: [
      "countries", "contries", "countires", "nations", "coutnries", "cuntrys", "contrys", "cntry",
      "ctry",
    ])
  func countries(word: String) {
    #expect(Keywords.isCountriesNoun(word))
  }

  /// A slip of "begin" must not take a place for a verb: "what country's capital is beijing",
  /// "countries like benin".
  @Test("no word of a country's or a capital's name is a verb of starting")
  func namesAreNoStartVerbs() throws {
    let catalog = try #require(bundledCatalog)
    let words = Set(
      catalog.countries.flatMap { country in
        ([country.name] + country.capitals).flatMap {
          $0.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        }
      })
    #expect(words.filter(Keywords.isStartVerb).sorted() == [])
  }
}
