import QuizEngine
import QuizTestSupport
import Testing

/// Every sentence the quiz writes reads as English: names that take "the" take it, a
/// sentence ends with one full stop, lists stay as the spec writes them.
@Suite("Good English in the replies")
struct GoodEnglishTests {
  private let unitedStates = makeCountry(
    code: "US", name: "United States", capitals: ["Washington, D.C."])
  private let philippines = makeCountry(code: "PH", name: "Philippines", capitals: ["Manila"])
  private let netherlands = makeCountry(code: "NL", name: "Netherlands", capitals: ["Amsterdam"])
  private let peru = makeCountry(code: "PE", name: "Peru", capitals: ["Lima"])

  @Test func capital_ofANameTakingThe() {
    #expect(
      text(.capital(match(unitedStates)))
        == "The capital of the United States is Washington, D.C.")
  }

  @Test func capital_endingInAFullStop_endsTheSentenceOnce() {
    let country = makeCountry(code: "XA", name: "Examplia", capitals: ["St. Example, E.C."])

    #expect(text(.capital(match(country))) == "The capital of Examplia is St. Example, E.C.")
  }

  @Test func capitals_theLastEndingInAFullStop_endTheSentenceOnce() {
    let country = makeCountry(
      code: "XA", name: "Examplia", capitals: ["Lima", "Washington, D.C."])

    #expect(
      text(.capital(match(country))) == "The capitals of Examplia are Lima and Washington, D.C.")
  }

  @Test func capitals_ofANameTakingThe() {
    let country = makeCountry(
      code: "XA", name: "Netherlands", capitals: ["Amsterdam", "The Hague"])

    #expect(
      text(.capital(match(country)))
        == "The capitals of the Netherlands are Amsterdam and The Hague.")
  }

  @Test func noCapital_opensTheSentenceWithACapitalThe() {
    let country = makeCountry(code: "XA", name: "Maldives", capitals: [])

    #expect(text(.capital(match(country))) == "The Maldives has no capital.")
  }

  @Test func isoCode_ofANameTakingThe() {
    #expect(text(.isoCode(match(philippines))) == "The ISO alpha-2 code for the Philippines is PH.")
  }

  @Test func flag_ofANameTakingThe() {
    #expect(text(.flag(match(netherlands))) == "The flag of the Netherlands is 🇳🇱")
  }

  @Test func reverseCapital_ofANameTakingThe() {
    #expect(
      text(.countryWithCapital(match(philippines), capital: "Manila"))
        == "Manila is the capital of the Philippines.")
    #expect(
      text(.countryWithCapital(match(peru), capital: "Lima")) == "Lima is the capital of Peru.")
  }

  @Test func reverseCapital_endingInAFullStop_endsTheSentenceOnce() {
    #expect(
      text(.countryWithCapital(match(unitedStates), capital: "Washington, D.C."))
        == "Washington, D.C. is the capital of the United States.")
  }

  @Test func sharedCapital_givesEachNameItsArticle() {
    let outlying = makeCountry(
      code: "UM", name: "United States Minor Outlying Islands", capitals: ["Washington DC"])

    #expect(
      text(.countriesWithCapital([unitedStates, outlying], capital: "Washington, D.C."))
        == "Washington, D.C. is the capital of the United States and the United States Minor "
        + "Outlying Islands.")
  }

  @Test func reverseCodeAndFlag_ofANameTakingThe() {
    #expect(
      text(.countryWithCode(match(netherlands)))
        == "NL is the ISO alpha-2 code for the Netherlands.")
    #expect(text(.countryWithFlag(match(netherlands))) == "🇳🇱 is the flag of the Netherlands.")
  }

  @Test func suggestion_ofANameTakingThe() {
    #expect(
      text(.countryNotFound(.capital, typed: "Netherland", suggestion: netherlands))
        == "I couldn't find a country named Netherland. Did you mean the Netherlands?")
  }

  @Test func outsideScope_ofANameTakingThe() {
    #expect(
      text(.outsideScope(.capital, unitedStates, topic: "population"))
        == "I can tell you the capital of the United States, not its population.")
  }

  @Test func likeliestNote_namesWithTheirArticles() {
    let islands = makeCountry(code: "SB", name: "Solomon Islands", capitals: ["Honiara"])
    let marshall = makeCountry(code: "MH", name: "Marshall Islands", capitals: ["Majuro"])
    let answer = Answer.capital(
      CountryMatch(country: islands, certainty: .likeliestOf([islands, marshall])))

    #expect(
      text(answer)
        == "The capital of the Solomon Islands is Honiara. (I took this to mean the Solomon "
        + "Islands; you may have meant the Marshall Islands.)")
  }

  @Test func lists_keepTheNamesAsTheSpecWritesThem() {
    let names = ["Netherlands", "New Caledonia", "New Zealand"]
    let countries = names.enumerated().map { makeCountry(code: "N\($0.offset)", name: $0.element) }

    #expect(text(.countries(countries, prefix: "NE")) == "Netherlands, New Caledonia, New Zealand")
  }

  // MARK: - Helpers

  private func match(_ country: Country) -> CountryMatch { CountryMatch(country: country) }

  private func text(_ answer: Answer) -> String { ReplyWording.text(for: answer) }
}
