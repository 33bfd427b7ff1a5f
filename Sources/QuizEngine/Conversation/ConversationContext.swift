/// A turn that leans on the one before: what it names, and what it leaves to the context.
public enum FollowUp: Sendable, Hashable {
  /// "and Spain?", "what about B": a place (or letters) asked about the last way.
  case about(String)
  /// "what about its flag?", "and the ISO code?": the last country asked about another way.
  /// Only `.capital`, `.isoCode` and `.flag` make sense here.
  case asking(Intent)
  /// "and with C?", "what about starting with B": a new prefix question.
  case startingWith(String)
  /// "and with B or C?": several groups of letters, a new prefix question listing each.
  case startingWithEach([String])
  /// "what about B and C": several groups of letters or codes, as `typed`. After a prefix
  /// question each group is listed; after any other, it is `about(typed)`, as "US and UK"
  /// is no list of letters after a capital question.
  case aboutEach([String], typed: String)
  /// "Spain?": a bare name, which might be a follow-up or might be chat ("hello"). It is
  /// taken as `about` only when the data has a country by exactly that name.
  case bareName(String)
}

/// What a conversation has settled so far: the last question that was understood. A chat
/// keeps one, passes it with each question and keeps the one the reply brings back.
///
/// A turn not understood leaves it as it was; a new complete question replaces it; a question
/// that could not be answered for want of data leaves it too, so a retry means the same.
public struct ConversationContext: Sendable, Hashable {
  public let intent: Intent
  /// The country the last question was about (for a reverse question, the one answered).
  public let country: Country?
  /// The countries the last question asked about at once ("Spain and Portugal"), in the
  /// order asked; empty otherwise. `country` is nil then.
  public let countries: [Country]
  /// The letters of the last prefix question, as shown in its answer.
  public let prefix: String?

  /// The part of the world the last list was narrowed to: "and with B?" keeps it.
  public let region: RegionFilter?

  public init(
    intent: Intent, country: Country? = nil, countries: [Country] = [], prefix: String? = nil,
    region: RegionFilter? = nil
  ) {
    self.intent = intent
    self.country = country
    self.countries = countries
    self.prefix = prefix
    self.region = region
  }

  /// The context after `answer`, given the one before it.
  public static func after(_ answer: Answer, previous: ConversationContext?)
    -> ConversationContext?
  {
    switch answer {
    case .capital(let match), .isoCode(let match), .flag(let match),
      .countryWithCapital(let match, _), .countryWithCode(let match),
      .countryWithFlag(let match), .capitalCheck(let match, _, _),
      .factBesideAnother(_, let match, _):
      // `answer.intent` is never nil for these.
      return answer.intent.map { ConversationContext(intent: $0, country: match.country) }
    case .countriesWithCapital:
      return ConversationContext(intent: .countryByCapital)
    // "and Italy?" asks the same of another country; "their flags" asks the flags of all.
    case .eachCountry(let intent, let matches):
      return ConversationContext(intent: intent, countries: matches.map(\.country))
    case .countryWithSeat(let match, _, _):
      return ConversationContext(intent: .countryByCapital, country: match.country)
    case .formerCapital:
      return ConversationContext(intent: .countryByCapital)
    case .countries, .noCountries, .countriesIgnoringQualifier, .countriesByGroup:
      return ConversationContext(intent: .countriesByPrefix, prefix: answer.prefix)
    case .countriesInRegion, .noCountriesInRegion:
      return ConversationContext(
        intent: .countriesByPrefix, prefix: answer.prefix, region: answer.region)
    case .countryNotFound(let intent, _, _), .notACountry(let intent, _, _),
      .partOfCountry(let intent, _, _, _), .formerCountry(let intent, _, _):
      return ConversationContext(intent: intent)
    // Another fact about a country is not understood, and a turn not understood keeps the
    // context as it was.
    case .unrecognized, .followUpWithoutContext, .unavailable, .outsideScope:
      return previous
    // "Which country do you mean?" then "Ghana": the name answers the question asked.
    case .whichCountry(let intent, _):
      return ConversationContext(intent: intent)
    }
  }

  /// What a follow-up asks in this context, or nil when the context cannot complete it
  /// ("its flag" after a prefix question has no country to be about).
  public func resolve(_ followUp: FollowUp) -> ResolvedFollowUp? {
    switch followUp {
    case .about(let typed), .bareName(let typed):
      return .question(question(about: typed), uses: .previousIntent)
    case .asking(let asked):
      if let country { return .country(country, asked: asked, uses: .previousCountry) }
      guard countries.count > 1 else { return nil }
      return .countries(countries, asked: asked, uses: .previousCountry)
    case .startingWith(let letters):
      if let region {
        return .question(.countriesStartingIn(region, with: letters), uses: .previousIntent)
      }
      return .question(.countriesStarting(with: letters), uses: .previousIntent)
    case .startingWithEach(let groups):
      return .question(.countriesStartingWithEach(groups), uses: .previousIntent)
    case .aboutEach(let groups, let typed):
      guard intent == .countriesByPrefix else { return resolve(.about(typed)) }
      return .question(.countriesStartingWithEach(groups), uses: .previousIntent)
    }
  }

  /// The last kind of question, about another place. A place cannot be a flag, so after
  /// "whose flag is 🇧🇷" it asks for that place's flag; a name is not a code, so after
  /// "what country is DE" a name asks for its code.
  private func question(about typed: String) -> Question {
    switch intent {
    case .capital: .capital(of: typed)
    case .isoCode: .isoCode(of: typed)
    case .flag: .flag(of: typed)
    // "and in Africa?" after "countries starting with CH": the same letters, narrowed.
    case .countriesByPrefix:
      if let prefix, let region = RegionFilter.named(Self.foldedWords(typed)) {
        .countriesStartingIn(region, with: prefix)
      } else {
        .countriesStarting(with: typed)
      }
    case .countryByCapital: .countryWithCapital(typed)
    case .countryByCode:
      Self.looksLikeCode(typed) ? .countryWithCode(typed) : .isoCode(of: typed)
    case .countryByFlag:
      Self.containsFlag(typed) ? .countryWithFlag(typed) : .flag(of: typed)
    }
  }

  private static func foldedWords(_ typed: String) -> [String] {
    TextFolding.fold(typed).lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
  }

  private static func looksLikeCode(_ typed: String) -> Bool {
    let letters = typed.unicodeScalars.filter { $0.properties.isAlphabetic }
    return letters.count == 2
  }

  private static func containsFlag(_ typed: String) -> Bool {
    typed.unicodeScalars.contains { (0x1F1E6...0x1F1FF).contains($0.value) }
  }
}

/// How a reply leaned on the context: `--json` shows it as `"context"`.
public enum ContextUse: String, Sendable, Hashable {
  /// "and Spain?": the place is new, the kind of question is the last one's.
  case previousIntent = "previous_intent"
  /// "what about its flag?": the kind of question is new, the country is the last one's.
  case previousCountry = "previous_country"
}

/// A follow-up made whole by the context.
public enum ResolvedFollowUp: Sendable, Hashable {
  /// A question to answer as if it had been asked in full.
  case question(Question, uses: ContextUse)
  /// The context's country, asked about another way.
  case country(Country, asked: Intent, uses: ContextUse)
  /// The context's countries, all asked about another way: "and their flags?".
  case countries([Country], asked: Intent, uses: ContextUse)
}
