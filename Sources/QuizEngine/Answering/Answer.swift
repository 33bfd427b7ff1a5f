/// What the quiz says to one question, as structured data. `ReplyWording` turns it into words.
public enum Answer: Sendable, Hashable {
  case capital(CountryMatch)
  case isoCode(CountryMatch)
  case flag(CountryMatch)
  /// Matching countries, sorted by name; never empty.
  case countries([Country], prefix: String)
  /// Matching countries in `region`, sorted by name; never empty.
  case countriesInRegion([Country], prefix: String, region: RegionFilter)
  /// No country in `region` starts with `prefix`: outcome `no_countries_found`.
  case noCountriesInRegion(prefix: String, region: RegionFilter)
  case noCountries(prefix: String)
  case countryNotFound(Intent, typed: String, suggestion: Country?)
  /// `capital` is the capital as the data writes it ("Bogotá" for "bogota").
  case countryWithCapital(CountryMatch, capital: String)
  /// A capital several countries share ("Kingston"): all of them, sovereign countries first,
  /// otherwise sorted by name.
  case countriesWithCapital([Country], capital: String)
  /// A city with a capital's role that is not the data's capital ("La Paz"): what it is, and
  /// the capital beside it, from `AcceptedNames`. Outcome `answered`, as the country is known.
  case countryWithSeat(CountryMatch, city: String, standing: AcceptedName.CapitalStanding)
  /// A city that was the capital and no longer is ("Rio de Janeiro"): outcome
  /// `country_not_found`, as it is no country's capital.
  case formerCapital(city: String, country: Country, capital: String)
  case countryWithCode(CountryMatch)
  case countryWithFlag(CountryMatch)
  /// The subject is a known place that is not a country: outcome `country_not_found`.
  /// `description` says what it is when known, with its article ("a US state").
  case notACountry(Intent, place: String, description: String? = nil)
  /// A part of a country that people call a country ("Scotland"): outcome
  /// `country_not_found`, as its capital, flag and code are not in the data.
  case partOfCountry(Intent, place: String, country: Country, capital: String?)
  /// A state that no longer exists: outcome `country_not_found`; `fate` says what became of it.
  case formerCountry(Intent, place: String, fate: String?)
  /// Every country starting with `prefix`, though the question narrowed it further
  /// ("African countries…"): the reply says the list is not narrowed.
  case countriesIgnoringQualifier([Country], prefix: String)
  /// Understood the country and what kind of fact, but it asks something else about it;
  /// outcome `unrecognized`, as it is not answered.
  case outsideScope(Intent, Country, topic: String)
  /// One country's capital, flag or code, answered, where the message also asked `topic`,
  /// which is not: outcome `answered`.
  case factBesideAnother(Intent, CountryMatch, topic: String)
  case unrecognized
  /// A follow-up ("and Spain?") with no earlier question to complete it.
  case followUpWithoutContext
  case unavailable(Intent, DataUnavailable)
  /// Several groups of letters asked at once, in the order asked; a group may be empty, but
  /// not all of them (that is `noCountriesFound` too, worded as one sentence).
  case countriesByGroup([PrefixGroup])
  /// One fact (`capital`, `isoCode` or `flag`) of several countries asked at once, in the
  /// order asked: "the capitals of Spain and Portugal". Never fewer than two.
  case eachCountry(Intent, [CountryMatch])
  /// A claim about a capital checked against the data ("Is Almaty the capital of
  /// Kazakhstan?"): whether `claimed` is its capital, and the capital. Outcome `answered`.
  case capitalCheck(CountryMatch, claimed: String, holds: Bool)
  /// A question of a known kind whose place the message does not make plain: no place, or
  /// several that fit as well ("Kenya Uganda capital"). The reply asks which one is meant;
  /// outcome `unrecognized`, as nothing is answered.
  case whichCountry(Intent, among: [Country])

  /// The outcome names used in `--json` output and by the corpus scorer.
  public enum Outcome: String, Sendable, Hashable {
    case answered
    case countryNotFound = "country_not_found"
    case noCountriesFound = "no_countries_found"
    case unrecognized
    case unavailable
  }

  public var outcome: Outcome {
    switch self {
    case .capital, .isoCode, .flag, .countries, .countriesIgnoringQualifier, .countryWithCapital,
      .countriesWithCapital, .countryWithCode, .countryWithFlag, .countriesInRegion,
      .countryWithSeat, .eachCountry, .capitalCheck, .factBesideAnother:
      .answered
    case .noCountries, .noCountriesInRegion: .noCountriesFound
    case .countriesByGroup(let groups):
      groups.contains { !$0.countries.isEmpty } ? .answered : .noCountriesFound
    case .countryNotFound, .notACountry, .partOfCountry, .formerCountry, .formerCapital:
      .countryNotFound
    case .outsideScope, .unrecognized, .followUpWithoutContext, .whichCountry: .unrecognized
    case .unavailable: .unavailable
    }
  }

  public var intent: Intent? {
    switch self {
    case .capital, .capitalCheck: .capital
    case .isoCode: .isoCode
    case .flag: .flag
    case .countries, .noCountries, .countriesByGroup, .countriesIgnoringQualifier,
      .countriesInRegion, .noCountriesInRegion:
      .countriesByPrefix
    case .countryWithCapital, .countriesWithCapital, .countryWithSeat, .formerCapital:
      .countryByCapital
    case .countryWithCode: .countryByCode
    case .countryWithFlag: .countryByFlag
    case .countryNotFound(let intent, _, _), .unavailable(let intent, _),
      .notACountry(let intent, _, _), .partOfCountry(let intent, _, _, _),
      .formerCountry(let intent, _, _), .eachCountry(let intent, _),
      .factBesideAnother(let intent, _, _):
      intent
    case .whichCountry(let intent, _): intent
    case .outsideScope, .unrecognized, .followUpWithoutContext: nil
    }
  }

  /// The letters of a prefix answer, as shown ("CH"); the first group's when several were
  /// asked, so one field names the answer for every prefix question.
  public var prefix: String? {
    prefixes.first
  }

  /// Every group of letters a prefix answer lists, in the order asked; empty for other answers.
  public var prefixes: [String] {
    switch self {
    case .countries(_, let prefix), .noCountries(let prefix),
      .countriesIgnoringQualifier(_, let prefix), .countriesInRegion(_, let prefix, _),
      .noCountriesInRegion(let prefix, _):
      [prefix]
    case .countriesByGroup(let groups): groups.map(\.prefix)
    default: []
    }
  }

  /// The one country the answer is about, if any.
  /// The part of the world a list was narrowed to, if it was.
  public var region: RegionFilter? {
    switch self {
    case .countriesInRegion(_, _, let region), .noCountriesInRegion(_, let region): region
    default: nil
    }
  }

  public var match: CountryMatch? {
    switch self {
    case .capital(let match), .isoCode(let match), .flag(let match),
      .countryWithCapital(let match, _), .countryWithCode(let match), .countryWithFlag(let match),
      .countryWithSeat(let match, _, _), .capitalCheck(let match, _, _),
      .factBesideAnother(_, let match, _):
      match
    default: nil
    }
  }
}

/// One group of letters of a question asking for several, with the countries it starts.
public struct PrefixGroup: Sendable, Hashable {
  /// As shown: "B", "SO".
  public let prefix: String
  /// Sorted by name; empty when no country starts with `prefix`.
  public let countries: [Country]

  public init(prefix: String, countries: [Country]) {
    self.prefix = prefix
    self.countries = countries
  }
}

/// One question and the quiz's answer to it, with the data source and the interpreter that
/// answered.
public struct Reply: Sendable, Hashable {
  public let question: String
  public let answer: Answer
  /// Nil when no data was needed (not understood) or none could be had.
  public let source: DataSource?
  /// `.llm` only when the fallback's reading was checked and used.
  public let interpreter: Interpreter
  /// Set when the fallback interpreter was asked (or would have been) and did not help.
  public let fallbackNote: FallbackNote?
  /// The conversation's context after this reply: pass it with the next question.
  public let context: ConversationContext?
  /// How this reply leaned on the context it was asked in; nil for a question asked in full.
  public let contextUse: ContextUse?

  public init(
    question: String, answer: Answer, source: DataSource?, interpreter: Interpreter = .local,
    fallbackNote: FallbackNote? = nil, context: ConversationContext? = nil,
    contextUse: ContextUse? = nil
  ) {
    self.question = question
    self.answer = answer
    self.source = source
    self.interpreter = interpreter
    self.fallbackNote = fallbackNote
    self.context = context
    self.contextUse = contextUse
  }

  public var text: String { ReplyWording.text(for: answer) }

  /// A line to show under the text (a flag's description), or nil.
  public var detail: String? { ReplyWording.detail(for: answer) }
}
