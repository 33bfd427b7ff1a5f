/// The kinds of question the quiz answers: the four about countries, and three that ask the
/// other way round, from a capital, a code or a flag to its country.
public enum Intent: String, Sendable, Hashable, CaseIterable {
  case capital
  case countriesByPrefix = "countries_by_prefix"
  case isoCode = "iso_code"
  case flag
  case countryByCapital = "country_by_capital"
  case countryByCode = "country_by_code"
  case countryByFlag = "country_by_flag"
}

/// What a question asks, as an interpreter understood it, before any data is consulted.
public enum Question: Sendable, Hashable {
  /// `subject` is the country as the person typed it ("Frnace", "the Irish"), trimmed of question words.
  case capital(of: String)
  case isoCode(of: String)
  case flag(of: String)
  /// `prefix` is the letters or word asked for, as typed ("CH", "south").
  case countriesStarting(with: String)
  /// "countries starting with B or C": several groups of letters, each listed on its own, in
  /// the order asked. Always two groups or more: one is `countriesStarting(with:)`.
  case countriesStartingWithEach([String])
  /// "Which country has Lima as its capital?": the capital as typed ("Bogota", "Ulan Bator").
  case countryWithCapital(String)
  /// "What country is DE?": the code as typed.
  case countryWithCode(String)
  /// "🇯🇵", "whose flag is 🇧🇷": the flag emoji.
  case countryWithFlag(String)
  /// "and Spain?", "what about its flag?": means something only after an earlier question.
  case followUp(FollowUp)
  /// A prefix question narrowed by something the data cannot check ("African countries
  /// starting with A"): answered for all countries, saying the list is not narrowed.
  case countriesStartingIgnoringQualifier(with: String)
  /// "African countries starting with M": a prefix question narrowed to a part of the world
  /// the data can check.
  case countriesStartingIn(RegionFilter, with: String)
  /// Mentions one country's capital, flag or code but asks something else about it
  /// ("the population of the capital of Peru"); `topic` names what it asks ("population").
  case outsideScope(Intent, subject: String, topic: String)
  /// Asks one country's capital, flag or code (`intent`), and in another clause another fact
  /// of it ("the capital of Peru and what's the population there?"): ours is answered, and
  /// the reply says `topic` is not.
  case factBesideAnother(Intent, subject: String, topic: String)
  /// A question of a known kind about a place that stands somewhere in the message: found
  /// when it is answered.
  case spotted(SpottedQuestion)
  case unrecognized

  public var intent: Intent? {
    switch self {
    case .capital: .capital
    case .isoCode: .isoCode
    case .flag: .flag
    case .countriesStarting, .countriesStartingWithEach, .countriesStartingIgnoringQualifier,
      .countriesStartingIn:
      .countriesByPrefix
    case .countryWithCapital: .countryByCapital
    case .countryWithCode: .countryByCode
    case .countryWithFlag: .countryByFlag
    case .spotted(let spotted): spotted.intent
    case .factBesideAnother(let intent, _, _): intent
    case .followUp, .outsideScope, .unrecognized: nil
    }
  }

  /// The country as typed, for the three questions about one country.
  public var subject: String? {
    switch self {
    case .capital(let subject), .isoCode(let subject), .flag(let subject),
      .factBesideAnother(_, let subject, _):
      subject
    case .countriesStarting, .countriesStartingWithEach, .countriesStartingIgnoringQualifier,
      .countriesStartingIn, .countryWithCapital,
      .countryWithCode, .countryWithFlag, .followUp, .outsideScope, .spotted, .unrecognized:
      nil
    }
  }
}
