/// Answers an understood question from a loaded catalog. Pure and synchronous: the hot path.
public enum AnswerQuestion {
  public static func answer(
    _ question: Question, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer {
    switch question {
    case .capital(let subject):
      return answerAbout(subject, intent: .capital, resolver: resolver, with: Answer.capital)
    case .isoCode(let subject):
      return answerAbout(subject, intent: .isoCode, resolver: resolver, with: Answer.isoCode)
    case .flag(let subject):
      return answerAbout(subject, intent: .flag, resolver: resolver, with: Answer.flag)
    case .countriesStarting(let prefix):
      return countries(startingWith: prefix, in: catalog)
    case .countriesStartingIgnoringQualifier(let prefix):
      guard case .countries(let countries, let shown) = countries(startingWith: prefix, in: catalog)
      else { return countries(startingWith: prefix, in: catalog) }
      return .countriesIgnoringQualifier(countries, prefix: shown)
    case .outsideScope(let intent, let subject, let topic):
      // Only a country we are sure of is named back; anything else is plain "not understood".
      guard case .found(let match) = resolver.resolve(subject), match.certainty == .exact else {
        return .unrecognized
      }
      return .outsideScope(intent, match.country, topic: topic)
    case .unrecognized:
      return .unrecognized
    }
  }

  private static func answerAbout(
    _ subject: String, intent: Intent, resolver: some CountryResolver,
    with makeAnswer: (CountryMatch) -> Answer
  ) -> Answer {
    switch resolver.resolve(subject) {
    case .found(let match): makeAnswer(match)
    case .notFound(let suggestion): .countryNotFound(intent, typed: subject, suggestion: suggestion)
    case .notACountry(let place): .notACountry(intent, place: place)
    }
  }

  static func countries(startingWith prefix: String, in catalog: CountryCatalog) -> Answer {
    let foldedPrefix = TextFolding.fold(prefix).filter { $0.isLetter || $0.isNumber }
    let shownPrefix = prefix.uppercased()
    guard !foldedPrefix.isEmpty else { return .noCountries(prefix: shownPrefix) }
    let matches = catalog.foldedNames.enumerated()
      .filter { $0.element.compacted.hasPrefix(foldedPrefix) }
      .map { (folded: $0.element.spaced, country: catalog.countries[$0.offset]) }
      .sorted { $0.folded < $1.folded }
      .map(\.country)
    return matches.isEmpty
      ? .noCountries(prefix: shownPrefix) : .countries(matches, prefix: shownPrefix)
  }
}
