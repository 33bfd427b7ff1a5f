import QuizEngine
import QuizTestSupport
import Testing

/// Questions the other way round, answered from a catalog, worded with the other answers.
@Suite("Answering from a capital, a code or a flag")
struct ReverseAnswerTests {
  private let peru = makeCountry(code: "PE", name: "Peru", capitals: ["Lima"])
  private let colombia = makeCountry(code: "CO", name: "Colombia", capitals: ["Bogotá"])
  private let jamaica = makeCountry(code: "JM", name: "Jamaica", capitals: ["Kingston"])
  private let norfolk = makeCountry(code: "NF", name: "Norfolk Island", capitals: ["Kingston"])
  private let southAfrica = makeCountry(
    code: "ZA", name: "South Africa", capitals: ["Pretoria", "Bloemfontein", "Cape Town"])

  @Test func aCapital_namesItsCountry() {
    #expect(answer(.countryWithCapital("Lima")) == "Lima is the capital of Peru.")
  }

  @Test func aCapitalWithoutItsAccents_isWrittenAsTheDataWritesIt() {
    #expect(answer(.countryWithCapital("bogota")) == "Bogotá is the capital of Colombia.")
  }

  @Test func oneOfSeveralCapitals_isACapital() {
    #expect(answer(.countryWithCapital("Cape Town")) == "Cape Town is a capital of South Africa.")
  }

  @Test func aCapitalSeveralCountriesShare_listsThemAll() {
    let result = AnswerQuestion.answer(
      .countryWithCapital("Kingston"), in: catalog, resolver: ExactNameResolver(catalog))

    #expect(result == .countriesWithCapital([jamaica, norfolk], capital: "Kingston"))
    #expect(
      ReplyWording.text(for: result) == "Kingston is the capital of Jamaica and Norfolk Island.")
    #expect(result.match == nil)
  }

  @Test func aCapitalShared_withATerritory_namesTheSovereignCountryFirst_asItWritesIt() {
    let cayman = makeCountry(code: "KY", name: "Cayman Islands", capitals: ["George Town"])
    let guyana = makeCountry(code: "GY", name: "Guyana", capitals: ["Georgetown"])
    let catalog = makeCatalog([cayman, guyana])

    let result = AnswerQuestion.answer(
      .countryWithCapital("George Town"), in: catalog, resolver: SpacelessCapitals(catalog))

    #expect(result == .countriesWithCapital([guyana, cayman], capital: "Georgetown"))
    #expect(
      ReplyWording.text(for: result)
        == "Georgetown is the capital of Guyana and the Cayman Islands.")
  }

  @Test func anUnknownCapital_isNotFound_namingWhatWasTyped() {
    let result = AnswerQuestion.answer(
      .countryWithCapital("Atlantis"), in: catalog, resolver: ExactNameResolver(catalog))

    #expect(result == .countryNotFound(.countryByCapital, typed: "Atlantis", suggestion: nil))
    #expect(
      ReplyWording.text(for: result) == "I couldn't find a country whose capital is Atlantis.")
  }

  @Test(arguments: ["PE", "pe", "'pe'", "\"Pe\"", "P.E.", "p-e"])
  func aCode_namesItsCountry_caseAndQuotesAside(_ typed: String) {
    #expect(answer(.countryWithCode(typed)) == "PE is the ISO alpha-2 code for Peru.")
  }

  @Test(arguments: ["QQ", "PER", "P", ""])
  func anUnknownOrMalformedCode_isNotFound(_ typed: String) {
    let result = AnswerQuestion.answer(
      .countryWithCode(typed), in: catalog, resolver: ExactNameResolver(catalog))

    #expect(result == .countryNotFound(.countryByCode, typed: typed, suggestion: nil))
  }

  @Test(arguments: [
    ("UK", "GB", "United Kingdom", "UK is not an ISO alpha-2 code: the United Kingdom's is GB."),
    ("EL", "GR", "Greece", "EL is not an ISO alpha-2 code: Greece's is GR."),
  ])
  func aCodeInEverydayUse_namesTheISOCodeMeant(
    typed: String, code: String, name: String, reply: String
  ) {
    let meant = makeCountry(code: code, name: name, capitals: [])
    let catalog = makeCatalog([peru, meant])
    let result = AnswerQuestion.answer(
      .countryWithCode(typed), in: catalog, resolver: ExactNameResolver(catalog))

    #expect(result == .countryNotFound(.countryByCode, typed: typed, suggestion: meant))
    #expect(ReplyWording.text(for: result) == reply)
  }

  @Test func aFlag_namesItsCountry() {
    #expect(answer(.countryWithFlag(flagEmoji(for: "JM"))) == "🇯🇲 is the flag of Jamaica.")
  }

  @Test func anUnknownFlag_isNotFound() {
    let result = AnswerQuestion.answer(
      .countryWithFlag(flagEmoji(for: "XX")), in: catalog, resolver: ExactNameResolver(catalog))

    #expect(result.outcome == .countryNotFound)
    #expect(result.intent == .countryByFlag)
  }

  @Test func theIntents_haveTheirJSONNames() {
    #expect(Intent.countryByCapital.rawValue == "country_by_capital")
    #expect(Intent.countryByCode.rawValue == "country_by_code")
    #expect(Intent.countryByFlag.rawValue == "country_by_flag")
    #expect(Question.countryWithFlag("🇯🇵").intent == .countryByFlag)
    #expect(Question.followUp(.about("Spain")).intent == nil)
  }

  // MARK: - Helpers

  /// Matches capitals as the real resolver does, spaces aside, sorted by name.
  private struct SpacelessCapitals: CountryResolver {
    let catalog: CountryCatalog
    init(_ catalog: CountryCatalog) { self.catalog = catalog }

    func resolve(_ name: String) -> CountryResolution { .notFound(suggestion: nil) }

    func resolveCapital(_ typed: String, in catalog: CountryCatalog) -> CapitalResolution {
      let key = typed.filter { $0 != " " }.lowercased()
      let countries = catalog.countries.filter { country in
        country.capitals.contains { $0.filter { $0 != " " }.lowercased() == key }
      }
      guard let first = countries.sorted(by: { $0.name < $1.name }).first else { return .notFound }
      return .found(
        capital: first.capitals[0], countries: countries.sorted { $0.name < $1.name },
        certainty: .exact)
    }
  }

  private var catalog: CountryCatalog {
    makeCatalog([peru, colombia, jamaica, norfolk, southAfrica])
  }

  private func answer(_ question: Question) -> String {
    ReplyWording.text(
      for: AnswerQuestion.answer(question, in: catalog, resolver: ExactNameResolver(catalog)))
  }
}
