/// The four kinds of question the quiz answers.
public enum Intent: String, Sendable, Hashable, CaseIterable {
  case capital
  case countriesByPrefix = "countries_by_prefix"
  case isoCode = "iso_code"
  case flag
}

/// What a question asks, as an interpreter understood it, before any data is consulted.
public enum Question: Sendable, Hashable {
  /// `subject` is the country as the person typed it ("Frnace", "the Irish"), trimmed of question words.
  case capital(of: String)
  case isoCode(of: String)
  case flag(of: String)
  /// `prefix` is the letters or word asked for, as typed ("CH", "south").
  case countriesStarting(with: String)
  /// A prefix question narrowed by something the data cannot check ("African countries
  /// starting with A"): answered for all countries, saying the list is not narrowed.
  case countriesStartingIgnoringQualifier(with: String)
  /// Mentions one country's capital, flag or code but asks something else about it
  /// ("the population of the capital of Peru"); `topic` names what it asks ("population").
  case outsideScope(Intent, subject: String, topic: String)
  case unrecognized

  public var intent: Intent? {
    switch self {
    case .capital: .capital
    case .isoCode: .isoCode
    case .flag: .flag
    case .countriesStarting, .countriesStartingIgnoringQualifier: .countriesByPrefix
    case .outsideScope, .unrecognized: nil
    }
  }

  /// The country as typed, for the three questions about one country.
  public var subject: String? {
    switch self {
    case .capital(let subject), .isoCode(let subject), .flag(let subject): subject
    case .countriesStarting, .countriesStartingIgnoringQualifier, .outsideScope, .unrecognized:
      nil
    }
  }
}
