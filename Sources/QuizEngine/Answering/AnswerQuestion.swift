/// Answers an understood question from a loaded catalog. Pure and synchronous: the hot path.
public enum AnswerQuestion {
  public static func answer(
    _ question: Question, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer {
    switch question {
    case .capital(let subject):
      return answerAbout(subject, intent: .capital, resolver: resolver, with: Answer.capital)
    case .isoCode(let subject):
      // "country code 'SK'?", "AT = ? (ISO country)": a code typed as the subject is the code
      // itself, so the country it stands for is asked.
      if isTypedCode(subject),
        case .countryWithCode(let match) = countryWithCode(subject, in: catalog)
      {
        return .countryWithCode(match)
      }
      return answerAbout(subject, intent: .isoCode, resolver: resolver, with: Answer.isoCode)
    case .flag(let subject):
      return answerAbout(subject, intent: .flag, resolver: resolver, with: Answer.flag)
    case .countriesStarting(let prefix):
      return countries(startingWith: prefix, in: catalog)
    case .countriesStartingWithEach(let prefixes):
      return countries(startingWithEach: prefixes, in: catalog)
    case .countryWithCapital(let capital):
      return countryWithCapital(capital, in: catalog, resolver: resolver)
    case .countryWithCode(let code):
      return countryWithCode(code, in: catalog)
    case .countryWithFlag(let flag):
      return countryWithFlag(flag, in: catalog)
    case .countriesStartingIgnoringQualifier(let prefix):
      guard case .countries(let countries, let shown) = countries(startingWith: prefix, in: catalog)
      else { return countries(startingWith: prefix, in: catalog) }
      return .countriesIgnoringQualifier(countries, prefix: shown)
    case .countriesStartingIn(let region, let prefix):
      return countries(startingWith: prefix, in: region, catalog: catalog)
    case .outsideScope(let intent, let subject, let topic):
      // Only a country we are sure of is named back; anything else is plain "not understood".
      guard case .found(let match) = resolver.resolve(subject), match.certainty == .exact else {
        return .unrecognized
      }
      return .outsideScope(intent, match.country, topic: topic)
    case .factBesideAnother(let intent, let subject, let topic):
      let plain: Question =
        switch intent {
        case .flag: .flag(of: subject)
        case .isoCode: .isoCode(of: subject)
        default: .capital(of: subject)
        }
      switch answer(plain, in: catalog, resolver: resolver) {
      case .capital(let match), .flag(let match), .isoCode(let match):
        return .factBesideAnother(intent, match, topic: topic)
      case let other:
        return other
      }
    case .spotted(let spotted):
      return answer(spotted, in: catalog, resolver: resolver)
    case .unrecognized:
      return .unrecognized
    case .followUp(.bareName):
      return .unrecognized
    case .followUp:
      // Only a conversation can complete it: see `answer(_:context:in:resolver:)`.
      return .followUpWithoutContext
    }
  }

  /// Two capital letters, quoted or not.
  static func isTypedCode(_ subject: String) -> Bool {
    let letters = subject.unicodeScalars.filter { !"'\"‘’“”`".unicodeScalars.contains($0) }
    return letters.count == 2 && letters.allSatisfy { ("A"..."Z").contains($0) }
  }

  /// Answers `question` as a turn of a conversation: a follow-up is completed from `context`.
  /// Also returns how the answer leaned on the context.
  public static func answer(
    _ question: Question, context: ConversationContext?, in catalog: CountryCatalog,
    resolver: some CountryResolver
  ) -> (answer: Answer, contextUse: ContextUse?) {
    guard case .followUp(let followUp) = question else {
      return (answer(question, in: catalog, resolver: resolver), nil)
    }
    switch context?.resolve(followUp) {
    case .question(let question, let use):
      let answered = answer(question, in: catalog, resolver: resolver)
      if case .bareName(let typed) = followUp {
        // A bare word is a follow-up only when it is exactly a name the data has, and all that
        // was typed: "guinea pig lifespan" after a flag is not Guinea's flag.
        guard answered.outcome == .answered, answered.match?.certainty == .exact,
          isWholeName(typed, of: answered.match?.country, resolver: resolver)
        else {
          return (.unrecognized, nil)
        }
        return (answered, use)
      }
      // "Which country has Lima as its capital?" then "and Spain?": Spain is no capital, but
      // its capital is what the person wants.
      if case .countryWithCapital(let place) = question, answered.outcome != .answered {
        let capital = answer(.capital(of: place), in: catalog, resolver: resolver)
        if capital.outcome == .answered { return (capital, use) }
      }
      return (answered, use)
    case .country(let country, let asked, let use):
      return (answer(asked, about: country, in: catalog), use)
    case .countries(let countries, let asked, let use):
      return (.eachCountry(asked, countries.map { CountryMatch(country: $0) }), use)
    case nil:
      if case .bareName = followUp { return (.unrecognized, nil) }
      return (.followUpWithoutContext, nil)
    }
  }

  /// Whether `typed` is the name of `country` and nothing more, articles and politeness
  /// aside, as far as the resolver can spot places in it.
  private static func isWholeName(
    _ typed: String, of country: Country?, resolver: some CountryResolver
  ) -> Bool {
    let mentions = resolver.places(in: typed)
    guard !mentions.isEmpty else { return true }
    guard mentions.count == 1, let mention = mentions.first, mention.country?.country == country
    else { return false }
    let scalars = Array(typed.unicodeScalars)
    let rest =
      String(String.UnicodeScalarView(scalars[..<mention.range.lowerBound])) + " "
      + String(String.UnicodeScalarView(scalars[mention.range.upperBound...]))
    return rest.lowercased().split(whereSeparator: { !$0.isLetter }).allSatisfy {
      bareNameFiller.contains(String($0))
    }
  }

  private static let bareNameFiller: Set<String> = Set(
    words: """
      the and what about how please pls then ok okay now too also so hmm um
      """)

  static func answerAbout(
    _ subject: String, intent: Intent, resolver: some CountryResolver,
    with makeAnswer: (CountryMatch) -> Answer
  ) -> Answer {
    let resolution = resolver.resolve(subject)
    if let matches = CountryList.matches(in: subject, whole: resolution, resolver: resolver) {
      return .eachCountry(intent, matches)
    }
    return switch resolution {
    case .found(let match): makeAnswer(match)
    // "which capital city is served by Heathrow airport", "what font renders flag emojis":
    // no place, so no question we know.
    case .notFound where NotFoundSense.isNonsense(subject) || resolver.isEverydayWords(subject):
      .unrecognized
    case .notFound(let suggestion): .countryNotFound(intent, typed: subject, suggestion: suggestion)
    case .notACountry(let place, nil) where NotFoundSense.isNonsense(place): .unrecognized
    case .notACountry(let place, let description):
      .notACountry(intent, place: place, description: description)
    case .partOfCountry(let place, let country, let capital):
      .partOfCountry(intent, place: place, country: country, capital: capital)
    case .formerCountry(let place, let fate): .formerCountry(intent, place: place, fate: fate)
    case .eitherOf(let countries): .whichCountry(intent, among: countries)
    }
  }

  /// "B and b" is one group: a list is never shown twice.
  static func countries(startingWithEach prefixes: [String], in catalog: CountryCatalog)
    -> Answer
  {
    var groups: [PrefixGroup] = []
    for prefix in prefixes {
      let group =
        switch countries(startingWith: prefix, in: catalog) {
        case .countries(let countries, let shown): PrefixGroup(prefix: shown, countries: countries)
        default: PrefixGroup(prefix: prefix.uppercased(), countries: [])
        }
      if !groups.contains(where: { $0.prefix == group.prefix }) { groups.append(group) }
    }
    guard groups.count > 1 else {
      return countries(startingWith: groups.first?.prefix ?? "", in: catalog)
    }
    return .countriesByGroup(groups)
  }

  static func countries(
    startingWith prefix: String, in region: RegionFilter, catalog: CountryCatalog
  ) -> Answer {
    switch countries(startingWith: prefix, in: catalog) {
    case .countries(let countries, let shown):
      let inRegion = countries.filter(region.contains)
      return inRegion.isEmpty
        ? .noCountriesInRegion(prefix: shown, region: region)
        : .countriesInRegion(inRegion, prefix: shown, region: region)
    default:
      return .noCountriesInRegion(prefix: prefix.uppercased(), region: region)
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
