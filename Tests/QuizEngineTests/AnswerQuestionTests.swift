import QuizEngine
import QuizTestSupport
import Testing

@Suite("AnswerQuestion")
struct AnswerQuestionTests {
  @Test func capital_answersWithTheResolvedCountrysCapital() {
    let belgium = makeCountry(code: "BE", name: "Belgium", capitals: ["Brussels"])

    let answer = answer(.capital(of: "belgium"), among: [belgium])

    #expect(answer == .capital(CountryMatch(country: belgium)))
    #expect(ReplyWording.text(for: answer) == "The capital of Belgium is Brussels.")
  }

  @Test func capital_listsEveryCapital_whenACountryHasSeveral() {
    let southAfrica = makeCountry(
      code: "ZA", name: "South Africa", capitals: ["Pretoria", "Bloemfontein", "Cape Town"])

    let text = ReplyWording.text(for: answer(.capital(of: "ZA"), among: [southAfrica]))

    #expect(text == "The capitals of South Africa are Pretoria, Bloemfontein and Cape Town.")
  }

  @Test func capital_saysThereIsNone_whenTheDataHasNone() {
    let antarctica = makeCountry(code: "AQ", name: "Antarctica", capitals: [])

    let text = ReplyWording.text(for: answer(.capital(of: "antarctica"), among: [antarctica]))

    #expect(text == "Antarctica has no capital.")
  }

  @Test func isoCode_answersWithTheAlpha2Code() {
    let greece = makeCountry(code: "GR", name: "Greece")

    let text = ReplyWording.text(for: answer(.isoCode(of: "Greece"), among: [greece]))

    #expect(text == "The ISO alpha-2 code for Greece is GR.")
  }

  @Test func flag_answersWithTheEmoji() {
    let brazil = makeCountry(code: "BR", name: "Brazil", emoji: "🇧🇷")

    let text = ReplyWording.text(for: answer(.flag(of: "brazil"), among: [brazil]))

    #expect(text == "The flag of Brazil is 🇧🇷")
  }

  @Test func countryQuestion_reportsNotFound_namingWhatWasTyped() {
    let answer = answer(.capital(of: "Atlantis"), among: [makeCountry(name: "Belgium")])

    #expect(answer == .countryNotFound(.capital, typed: "Atlantis", suggestion: nil))
    #expect(answer.outcome == .countryNotFound)
    #expect(ReplyWording.text(for: answer) == "I couldn't find a country named Atlantis.")
  }

  @Test func notFound_offersTheSuggestion_whenTheResolverHasOne() {
    let france = makeCountry(code: "FR", name: "France")
    let text = ReplyWording.text(
      for: .countryNotFound(.flag, typed: "Fronce", suggestion: france))

    #expect(text == "I couldn't find a country named Fronce. Did you mean France?")
  }

  /// Only shortened: the terminal removes what it must not print (`PipedChatTests`,
  /// `ChatScreenModelSafetyTests`), and a text view shows what was typed.
  @Test func notFound_quotesALongPaste_shortened() {
    let text = ReplyWording.text(
      for: .countryNotFound(.flag, typed: String(repeating: "x", count: 100), suggestion: nil))

    #expect(text == "I couldn't find a country named \(String(repeating: "x", count: 60))….")
  }

  @Test func prefix_listsMatchingCommonNames_sortedAndCommaSeparated() {
    let countries = ["China", "Chile", "Canada", "Christmas Island", "Chad", "Czechia"]
      .enumerated().map { makeCountry(code: "C\($0.offset)", name: $0.element) }

    let answer = answer(.countriesStarting(with: "ch"), among: countries)

    #expect(ReplyWording.text(for: answer) == "Chad, Chile, China, Christmas Island")
    #expect(answer.outcome == .answered)
  }

  @Test(arguments: [
    ("a", ["Afghanistan", "Åland Islands", "Albania"]),
    ("Å", ["Afghanistan", "Åland Islands", "Albania"]),
    ("ala", ["Åland Islands"]),
    ("cote d", ["Côte d'Ivoire"]),
    ("United", ["United Kingdom", "United States"]),
    ("new", ["New Zealand"]),
  ])
  func prefix_foldsCaseAndAccents_andMatchesWholeWords(prefix: String, expected: [String]) {
    let countries = [
      "Albania", "Åland Islands", "Afghanistan", "Côte d'Ivoire", "United States",
      "United Kingdom", "New Zealand", "Papua New Guinea",
    ]
    .enumerated().map { makeCountry(code: "Q\($0.offset)", name: $0.element) }

    let answer = answer(.countriesStarting(with: prefix), among: countries)

    guard case .countries(let matches, _) = answer else {
      Issue.record("expected countries, got \(answer)")
      return
    }
    #expect(matches.map(\.name) == expected)
  }

  @Test func prefix_saysNoCountriesFound_whenNothingMatches() {
    let answer = answer(.countriesStarting(with: "zzz"), among: [makeCountry(name: "Zambia")])

    #expect(answer == .noCountries(prefix: "ZZZ"))
    #expect(answer.outcome == .noCountriesFound)
    #expect(ReplyWording.text(for: answer) == "No countries found starting with ZZZ.")
  }

  @Test func prefix_withNoLettersAtAll_findsNothing() {
    let answer = answer(.countriesStarting(with: " '' "), among: [makeCountry(name: "Zambia")])

    #expect(answer.outcome == .noCountriesFound)
  }

  @Test func unrecognized_explainsTheFourKindsOfQuestion() {
    let text = ReplyWording.text(for: answer(.unrecognized, among: []))

    #expect(text.contains("didn't understand"))
    for example in ReplyWording.examples {
      #expect(text.contains(example.example))
    }
    #expect(ReplyWording.examples.count == 4)
  }

  @Test func examplesList_showsQuestionsAskedTheOtherWayRound_andFollowUps() {
    #expect(
      ReplyWording.examplesList.hasSuffix(
        """
          • a country's flag: Show me the flag of Brazil
          • asked the other way round: Which country has Lima as its capital? · What country is DE?
          • follow-ups to the last question: and Spain? · what about its flag?
        """))
  }

  @Test func hints_areTheExamples_thenTheOtherWaysOfAsking_thenAGame() {
    #expect(
      ReplyWording.hints == [
        "What is the capital of Belgium?", "Which countries start with CH?",
        "What is the ISO code for Greece?", "Show me the flag of Brazil",
        "Or the other way round: Which country has Lima as its capital? · What country is DE?",
        "Then follow up: and Spain? · what about its flag?",
        "Or play a timed game: Quiz me on the capitals of Africa",
      ])
  }

  @Test(arguments: [(1, "1 country starts with Z"), (4, "4 countries start with Z")])
  func countriesHeading_countsTheMatches(count: Int, expected: String) {
    #expect(ReplyWording.countriesHeading(count: count, prefix: "Z") == expected)
  }

  @Test func notUnderstood_startsWithItsHeadline() {
    #expect(ReplyWording.notUnderstood.hasPrefix(ReplyWording.notUnderstoodHeadline + " "))
  }

  @Test func likeliestMatch_saysWhichCountryWasTaken() {
    let south = makeCountry(code: "KR", name: "South Korea", capitals: ["Seoul"])
    let north = makeCountry(code: "KP", name: "North Korea", capitals: ["Pyongyang"])

    let text = ReplyWording.text(
      for: .capital(CountryMatch(country: south, certainty: .likeliestOf([south, north]))))

    #expect(
      text == "The capital of South Korea is Seoul. (I took this to mean South Korea; "
        + "you may have meant North Korea.)")
  }

  // MARK: - Helpers

  private func answer(_ question: Question, among countries: [Country]) -> Answer {
    let catalog = makeCatalog(countries)
    return AnswerQuestion.answer(question, in: catalog, resolver: ExactNameResolver(catalog))
  }
}
