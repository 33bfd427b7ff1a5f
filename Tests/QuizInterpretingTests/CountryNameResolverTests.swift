import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizInterpreting

@Suite("CountryNameResolver with hand-made countries")
struct CountryNameResolverTests {
  @Test(
    "finds a country by any name the data has, accents, case and spacing aside",
    arguments: [
      ("France", "FR"), ("france", "FR"), ("FRANCE", "FR"), ("French Republic", "FR"),
      ("the French", "FR"), ("Frankreich", "FR"), ("Côte d'Ivoire", "CI"), ("Cote dIvoire", "CI"),
      ("cote d'ivoire", "CI"), ("Ivory Coast", "CI"), ("southafrica", "ZA"), ("South-Africa", "ZA"),
      ("St. Lucia", "LC"), ("Saint Lucia", "LC"), ("USA", "US"), ("U.S.A.", "US"),
      ("Peru's", "PE"), ("Trinidad & Tobago", "TT"), ("Trinidad Tobago", "TT"),
    ])
  func exactNames(subject: String, code: String) {
    let match = expectFound(makeSUT().resolve(subject))

    #expect(match?.country.code == code)
    #expect(match?.certainty == .exact)
  }

  @Test(
    "corrects typos in names, scaled to their length",
    arguments: [
      ("Frnace", "FR"), ("Frannce", "FR"), ("Fance", "FR"), ("Nepall", "NP"), ("Peruu", "PE"),
      ("Sout Africa", "ZA"), ("souht afrika", "ZA"), ("Trinidd and Tobaggo", "TT"),
    ])
  func typos(subject: String, code: String) {
    let match = expectFound(makeSUT().resolve(subject))

    #expect(match?.country.code == code)
    #expect(match?.certainty == .corrected)
  }

  @Test(
    "prefers an exact name to a near one",
    arguments: [("Niger", "NE"), ("Nigeria", "NG"), ("Iran", "IR"), ("Iraq", "IQ"), ("Oman", "OM")])
  func exactBeatsNear(subject: String, code: String) {
    #expect(expectFound(makeSUT().resolve(subject))?.country.code == code)
  }

  @Test("never picks a country because its name contains what was typed")
  func noContainment() {
    let sut = makeSUT()

    #expect(expectFound(sut.resolve("Guinea"))?.country.code == "GN")
    if case .found(let match) = sut.resolve("New Guinea") {
      Issue.record("took New Guinea for \(match.country.name)")
    }
  }

  @Test("prefers English names to other languages' names for another country")
  func englishBeatsTranslations() {
    let sut = makeSUT()

    // "Peru" is also (in this test data) what some language calls France.
    #expect(expectFound(sut.resolve("Peru"))?.country.code == "PE")
  }

  @Test("says which countries a shared name could mean, likeliest first")
  func likeliest() {
    let match = expectFound(makeSUT().resolve("Korea"))

    #expect(match?.country.code == "KR")
    #expect(match?.certainty == .likeliestOf(countries(["KR", "KP"])))
  }

  @Test("answers an equal typo for two countries with the likelier")
  func likeliestTypo() {
    let match = expectFound(makeSUT().resolve("Slovekia"))

    #expect(match?.country.code == "SK")
    guard case .likeliestOf(let candidates) = match?.certainty else {
      Issue.record("expected two candidates, got \(String(describing: match?.certainty))")
      return
    }
    #expect(candidates.map(\.code) == ["SK", "SI"])
  }

  @Test("reads a two-letter code typed in capitals as the code")
  func codes() {
    #expect(expectFound(makeSUT().resolve("FR"))?.country.code == "FR")
    #expect(expectFound(makeSUT().resolve("ZA"))?.country.code == "ZA")
  }

  @Test(
    "finds no country for places that do not exist",
    arguments: ["Atlantis", "Mordor", "Oz", "Lilliput", "Narnia", "", "!!!", "Elbonia"])
  func notFound(subject: String) {
    guard case .notFound = makeSUT().resolve(subject) else {
      Issue.record("found a country for \(subject)")
      return
    }
  }

  @Test("suggests a real country when the name is close but too far to assume")
  func suggestion() {
    #expect(makeSUT().resolve("Frzzce") == .notFound(suggestion: country("FR")))
  }

  @Test("ignores question words around the name")
  func questionWordsAround() {
    #expect(expectFound(makeSUT().resolve("kenyaa is which city"))?.country.code == "KE")
    #expect(expectFound(makeSUT().resolve("Peru please"))?.country.code == "PE")
  }

  // MARK: - Helpers

  private func makeSUT() -> CountryNameResolver {
    CountryNameResolver(catalog: makeCatalog(Self.countries))
  }

  private func expectFound(
    _ resolution: CountryResolution, sourceLocation: SourceLocation = #_sourceLocation
  ) -> CountryMatch? {
    guard case .found(let match) = resolution else {
      Issue.record("expected a country, got \(resolution)", sourceLocation: sourceLocation)
      return nil
    }
    return match
  }

  private func country(_ code: String) -> Country? {
    Self.countries.first { $0.code == code }
  }

  private func countries(_ codes: [String]) -> [Country] {
    codes.compactMap(country)
  }

  private static let countries: [Country] = [
    makeCountry(
      code: "FR", name: "France", officialName: "French Republic",
      translatedNames: ["Frankreich", "Peru"],
      demonyms: ["French"]),
    makeCountry(code: "PE", name: "Peru", demonyms: ["Peruvian"]),
    makeCountry(
      code: "CI", name: "Ivory Coast", officialName: "Republic of Côte d'Ivoire",
      alternateNames: ["Côte d'Ivoire"]),
    makeCountry(code: "ZA", name: "South Africa"),
    makeCountry(code: "LC", name: "Saint Lucia"),
    makeCountry(
      code: "US", name: "United States", alternateNames: ["USA", "United States of America"]),
    makeCountry(code: "TT", name: "Trinidad and Tobago"),
    makeCountry(code: "NP", name: "Nepal"),
    makeCountry(code: "NE", name: "Niger"),
    makeCountry(code: "NG", name: "Nigeria"),
    makeCountry(code: "IR", name: "Iran"),
    makeCountry(code: "IQ", name: "Iraq"),
    makeCountry(code: "OM", name: "Oman"),
    makeCountry(code: "RO", name: "Romania"),
    makeCountry(code: "GN", name: "Guinea"),
    makeCountry(code: "PG", name: "Papua New Guinea"),
    makeCountry(code: "KR", name: "South Korea", officialName: "Republic of Korea"),
    makeCountry(code: "KP", name: "North Korea"),
    makeCountry(code: "KE", name: "Kenya"),
    makeCountry(code: "EE", name: "Estonia"),
    makeCountry(code: "SK", name: "Slovakia"),
    makeCountry(code: "SI", name: "Slovenia"),
  ]
}
