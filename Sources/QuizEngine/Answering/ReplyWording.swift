#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The exact words a person sees for each answer. Both apps and `--json` use these.
public enum ReplyWording {
  public static func text(for answer: Answer) -> String {
    switch answer {
    case .capital(let match):
      return capitalSentence(for: match.country) + note(for: match)
    case .isoCode(let match):
      return "The ISO alpha-2 code for \(the(match.country)) is \(match.country.code)."
        + note(for: match)
    case .flag(let match):
      return "The flag of \(the(match.country)) is \(match.country.flag.emoji)" + note(for: match)
    case .factBesideAnother(let intent, let match, let topic):
      return text(for: AnswerQuestion.fact(intent, of: match)) + " I can't tell you its \(topic)."
    case .countries(let countries, _):
      return countries.map(\.name).joined(separator: ", ")
    case .noCountries(let prefix):
      return "No countries found starting with \(quoted(prefix))."
    case .countriesInRegion(let countries, _, let region):
      return "In \(region.name): " + countries.map(\.name).joined(separator: ", ")
    case .noCountriesInRegion(let prefix, let region):
      return "No countries found in \(region.name) starting with \(quoted(prefix))."
    case .countriesByGroup(let groups) where groups.allSatisfy(\.countries.isEmpty):
      return
        "No countries found starting with \(listed(groups.map { quoted($0.prefix) }, or: true))."
    case .countriesByGroup(let groups):
      return groups.map { group in
        let names = group.countries.map(\.name).joined(separator: ", ")
        return "\(quoted(group.prefix)): " + (names.isEmpty ? "no countries found" : names)
      }.joined(separator: "\n")
    case .eachCountry(let intent, let matches):
      return matches.map { match in
        switch intent {
        case .isoCode: text(for: .isoCode(match))
        case .flag: text(for: .flag(match))
        default: text(for: .capital(match))
        }
      }.joined(separator: "\n")
    case .countryNotFound(.countryByCapital, let typed, _):
      return "I couldn't find a country whose capital is \(quoted(typed))."
    case .countryNotFound(.countryByCode, let typed, let meant?):
      return
        "\(quoted(typed.uppercased())) is not an ISO alpha-2 code: \(the(meant))'s is \(meant.code)."
    case .countryNotFound(.countryByCode, let typed, _):
      return "I couldn't find a country whose ISO alpha-2 code is \(quoted(typed))."
    case .countryNotFound(.countryByFlag, let typed, _):
      return "I couldn't find a country whose flag is \(quoted(typed))."
    case .countryNotFound(_, let typed, let suggestion):
      let notFound = "I couldn't find a country named \(quoted(typed))."
      guard let suggestion else { return notFound }
      return notFound + " Did you mean \(the(suggestion))?"
    case .countryWithCapital(let match, let capital):
      let country = match.country
      let article = country.capitals.count > 1 ? "a" : "the"
      return sentence("\(capital) is \(article) capital of \(the(country))") + note(for: match)
    case .countriesWithCapital(let countries, let capital):
      return sentence("\(capital) is the capital of \(listed(countries.map(the)))")
    case .countryWithSeat(let match, let city, let standing):
      return "\(city) is the \(standing.role) of \(the(match.country)); its "
        + "\(standing.capitalRole) is \(standing.capital)."
    case .formerCapital(let city, let country, let capital):
      return "\(city) is a former capital of \(the(country)); its capital is \(capital)."
    case .countryWithCode(let match):
      return "\(match.country.code) is the ISO alpha-2 code for \(the(match.country))."
    case .countryWithFlag(let match):
      return "\(match.country.flag.emoji) is the flag of \(the(match.country))."
    case .notACountry(_, let place, let description?):
      return "\(place) is \(description), not a country."
    case .notACountry(_, let place, nil):
      return "\(quoted(place)) is not a country I know about."
    case .partOfCountry(let intent, let place, let country, let capital):
      return partOfCountrySentence(intent, place: place, country: country, capital: capital)
    case .formerCountry(_, let place, let fate?):
      return "\(place) no longer exists: \(fate)."
    case .formerCountry(_, let place, nil):
      return "\(place) no longer exists."
    case .countriesIgnoringQualifier(let countries, let prefix):
      return countries.map(\.name).joined(separator: ", ") + "\n"
        + unfilteredNote(prefix: prefix)
    case .outsideScope(let intent, let country, let topic):
      return "I can tell you the \(factName(intent)) of \(the(country)), not its \(topic)."
    case .capitalCheck(let match, _, let holds):
      let fact = capitalSentence(for: match.country)
      return (holds ? "Yes: " : "No: ") + fact.prefix(1).lowercased() + fact.dropFirst()
        + note(for: match)
    case .whichCountry(_, let countries) where countries.count >= 2:
      return "Which country do you mean: \(listed(countries.map(the), or: true))?"
    case .whichCountry:
      return whichCountryHeadline + " I can answer questions about:\n" + examplesList
    case .unrecognized:
      return notUnderstood
    case .followUpWithoutContext:
      return followUpWithoutContext
    case .unavailable(_, let reason):
      return unavailableText(for: reason)
    }
  }

  /// "Scotland is part of the United Kingdom. Its capital, Edinburgh, is not in the country
  /// data.": what the place is, then what the data can and cannot say of it.
  private static func partOfCountrySentence(
    _ intent: Intent, place: String, country: Country, capital: String?
  ) -> String {
    let part = "\(place) is part of \(the(country))."
    switch intent {
    case .capital:
      guard let capital else { return part + " It has no capital of its own in the country data." }
      if country.capitals.contains(capital) {
        return part + " Its capital, \(capital), is also the capital of \(the(country))."
      }
      return part + " Its capital, \(capital), is not in the country data."
    case .flag:
      return part + " Its own flag is not in the country data; \(the(country))'s is "
        + "\(country.flag.emoji)"
    case .isoCode:
      return part + " It has no ISO alpha-2 code of its own: \(the(country))'s is "
        + "\(country.code)."
    case .countriesByPrefix, .countryByCapital, .countryByCode, .countryByFlag:
      return part
    }
  }

  /// Said under a prefix list when the question narrowed it by something the data cannot check.
  public static func unfilteredNote(prefix: String) -> String {
    "This list is not filtered by region or anything else: it is every country starting with "
      + "\(quoted(prefix))."
  }

  private static func factName(_ intent: Intent) -> String {
    switch intent {
    case .capital: "capital"
    case .flag: "flag"
    case .isoCode: "ISO code"
    case .countriesByPrefix: "countries"
    case .countryByCapital, .countryByCode, .countryByFlag: "country"
    }
  }

  /// What follows the answer as a line of its own: for a flag, the data's description of it,
  /// which answers questions about its colours and what is on it. Nil for other answers and
  /// when the data has none.
  public static func detail(for answer: Answer) -> String? {
    guard case .flag(let match) = answer, let description = match.country.flag.description
    else { return nil }
    let cleaned = description.shortened(to: 600).trimmingWhitespace()
    return cleaned.isEmpty ? nil : withoutFlagOpening(cleaned)
  }

  /// The data opens every description with "The flag of Brazil has…", which the answer's
  /// sentence has just said: "It has…" instead, or "The Union Jack has…" when the data names
  /// the flag between dashes. Text that opens otherwise is kept as it is.
  private static func withoutFlagOpening(_ description: String) -> String {
    let opening = "The flag of "
    guard description.hasPrefix(opening) else { return description }
    let words = description.dropFirst(opening.count).split(separator: " ")
    // The longest subject in the data is "Saint Helena, Ascension and Tristan da Cunha".
    guard
      let verb = words.prefix(12).indices.dropFirst().first(where: {
        flagVerbs.contains(String(words[$0]))
      })
    else { return description }
    let subject = words[..<verb].joined(separator: " ")
    let dashed = subject.split(separator: "—", omittingEmptySubsequences: false)
    let named = dashed.count == 3 ? dashed[1].trimmingWhitespace() : ""
    let opener = named.isEmpty ? "It" : named.prefix(1).uppercased() + named.dropFirst()
    return opener + " " + words[verb...].joined(separator: " ")
  }

  private static let flagVerbs: Set<String> = [
    "is", "has", "features", "consists", "comprises", "bears", "shows", "displays", "contains",
    "divides", "depicts", "was",
  ]

  /// The four kinds of question, each with an example: the greeting, `help`, "not understood",
  /// and the apps' suggestion chips, which ask one of them as it stands.
  public static let examples: [(kind: String, example: String)] = [
    ("the capital of a country", "What is the capital of Belgium?"),
    ("countries whose names start with some letters", "Which countries start with CH?"),
    ("a country's ISO alpha-2 code", "What is the ISO code for Greece?"),
    ("a country's flag", "Show me the flag of Brazil"),
  ]

  /// Ways of asking beyond the four kinds, for the greeting, help and the apps' hints: the
  /// same asked the other way round, and follow-ups that lean on the last question. `lead`
  /// introduces them in a hint of their own ("Or the other way round: …").
  public static let otherWays: [(kind: String, lead: String, examples: [String])] = [
    (
      "asked the other way round", "Or the other way round",
      ["Which country has Lima as its capital?", "What country is DE?"]
    ),
    ("follow-ups to the last question", "Then follow up", ["and Spain?", "what about its flag?"]),
  ]

  /// A game started from the chat, for the greeting, help and the apps' hints: the chat
  /// reads these words as a request to play (`ChatGameRequest`), in every front end.
  public static let gameExample = (
    kind: "a timed game", lead: "Or play a timed game", example: "Quiz me on the capitals of Africa"
  )

  /// The map quiz, as the chat starts it: one country shown at a time, to name.
  public static let mapQuizExample = "Map quiz of Europe (name the country shown)"

  /// "  • a timed game: Quiz me on the capitals of Africa", under `examplesList` where the chat
  /// can start games.
  public static var gameExampleLine: String { "  • \(gameExample.kind): \(gameExample.example)" }

  public static var examplesList: String {
    let kinds = examples.map { "  • \($0.kind): \($0.example)" }
    let ways = otherWays.map { "  • \($0.kind): " + $0.examples.joined(separator: " · ") }
    return (kinds + ways).joined(separator: "\n")
  }

  /// What an empty chat offers to ask: an example of each kind, the other ways, then a game.
  public static var hints: [String] {
    examples.map(\.example)
      + otherWays.map { "\($0.lead): " + $0.examples.joined(separator: " · ") }
      + ["\(gameExample.lead): \(gameExample.example)"]
  }

  /// The question of one kind about `country`, as a person would type it: what a reply that
  /// asks "which country?" offers to send.
  public static func question(_ intent: Intent, about country: Country) -> String {
    switch intent {
    case .flag: "What is the flag of \(the(country))?"
    case .isoCode: "What is the ISO code of \(the(country))?"
    default: "What is the capital of \(the(country))?"
    }
  }

  /// The first line of the reply to a question that names no place, for apps that show the
  /// examples as chips.
  public static let whichCountryHeadline = "Which country do you mean?"

  /// The first line of the "not understood" reply, for apps that show the examples as chips.
  public static let notUnderstoodHeadline = "Sorry, I didn't understand that."

  /// The first line of the reply to a follow-up that follows nothing ("and Spain?" first).
  public static let followUpWithoutContextHeadline =
    "Sorry, I don't know what that follows on from: please ask the full question."

  public static var followUpWithoutContext: String {
    followUpWithoutContextHeadline + " I can answer questions about:\n" + examplesList
  }

  public static var notUnderstood: String {
    notUnderstoodHeadline + " I can answer questions about:\n" + examplesList
  }

  /// A summary line for a prefix answer, for apps that lay the names out as a list.
  public static func countriesHeading(count: Int, prefix: String, region: RegionFilter? = nil)
    -> String
  {
    let place = region.map { " in \($0.name)" } ?? ""
    return "\(count) \(count == 1 ? "country" : "countries")\(place) "
      + "\(count == 1 ? "starts" : "start") with \(quoted(prefix))"
  }

  public static func unavailableText(for reason: DataUnavailable) -> String {
    switch reason {
    case .connectivity:
      "I can't reach REST Countries right now, so I can't answer that."
    case .unauthorized:
      "REST Countries refused the API key: it is missing, invalid or out of quota."
    case .rateLimited(let seconds):
      "REST Countries is rate limiting requests"
        + (seconds.map { "; it asked to wait \($0) seconds" } ?? "") + ". Try again shortly."
    case .invalidData:
      "The country data service sent invalid data, so I can't answer that."
    case .bundledDataMissing:
      "The bundled country data is missing or damaged."
    case .fetcherMissing(let name, let searched):
      fetcherMissingText(name: name, searched: searched)
    }
  }

  /// The cause and where it was looked for: the network is not to blame, so a retry would not
  /// help. What to install, and how, is the app's to say.
  private static func fetcherMissingText(name: String, searched: [String]) -> String {
    let name = name.shortened(to: 60)
    let places = searched.map { $0.shortened(to: 300) }
    return "I can't fetch live country data: \(name), the program that fetches it, is not "
      + "installed." + (places.isEmpty ? "" : " I looked for it at \(listed(places)).")
  }

  /// Said once when answers come from an expired cache because the remote failed; nil otherwise.
  public static func staleNotice(for source: DataSource) -> String? {
    guard let reason = source.staleReason else { return nil }
    let problem =
      switch reason {
      case .connectivity: "Can't reach REST Countries"
      case .unauthorized: "REST Countries refused the API key"
      case .rateLimited: "REST Countries is rate limiting requests"
      case .invalidData, .bundledDataMissing: "REST Countries sent invalid data"
      case .fetcherMissing(let name, _):
        "Can't fetch live data (\(name.shortened(to: 60)) is not installed)"
      }
    let saved = source.asOf.map { " saved on \(day($0))" } ?? " saved earlier"
    return problem + ", so answers use the data" + saved + "."
  }

  /// Why the fallback interpreter did not help, for `--verbose`: "the LLM interpreter timed
  /// out; answered with the local interpreter". Model text in it is shortened.
  public static func fallbackNote(_ note: FallbackNote) -> String {
    let reason =
      switch note {
      case .failed(let failure): fallbackFailure(failure)
      case .notUnderstood: "the LLM interpreter did not understand it either"
      case .unknownCountry(let name):
        "the LLM interpreter named a country the data does not have (\(quoted(name)))"
      case .prefixNotInQuestion(let prefix):
        "the LLM interpreter gave letters that are not in the question (\(quoted(prefix)))"
      case .noBetterAnswer: "the LLM interpreter's reading found nothing either"
      case .uncheckedWithoutData:
        "the LLM interpreter's reading was not used: there is no country data to check it"
      }
    return reason + "; answered with the local interpreter"
  }

  private static func fallbackFailure(_ failure: FallbackInterpreterFailure) -> String {
    switch failure {
    case .unreachable: "the LLM interpreter could not be reached"
    case .timedOut: "the LLM interpreter timed out"
    case .unauthorized: "the LLM interpreter refused the API key"
    case .rateLimited: "the LLM interpreter is rate limiting requests"
    case .serverError(let status): "the LLM interpreter failed with HTTP \(status)"
    case .requestRejected(let status):
      "the LLM interpreter rejected the request with HTTP \(status) (check its URL and model)"
    case .invalidOutput: "the LLM interpreter did not reply with the JSON asked for"
    case .unavailable: "the LLM interpreter is not available"
    }
  }

  /// Where answers come from, in a few words for a status bar: "bundled snapshot 2026-02-25",
  /// "REST Countries v5, cached 3 h ago". `asOf` is the bundled data's date or the fetch time.
  public static func sourceSummary(
    isBundled: Bool, label: String, asOf: Date?, now: Date
  ) -> String {
    if isBundled { return "bundled snapshot" + (asOf.map { " " + day($0) } ?? "") }
    guard let asOf else { return label }
    let seconds = max(0, Int(now.timeIntervalSince(asOf)))
    let age =
      switch seconds {
      case ..<60: "just now"
      case ..<3600: "\(seconds / 60) min ago"
      case ..<86_400: "\(seconds / 3600) h ago"
      default: "\(seconds / 86_400) d ago"
      }
    return label + ", cached " + age
  }

  /// A date as its day, "2026-02-25", the same everywhere.
  public static func day(_ date: Date) -> String {
    CalendarDay(date).text
  }

  private static func capitalSentence(for country: Country) -> String {
    switch country.capitals.count {
    case 0:
      return "\(CountryNameArticle.atSentenceStart(country.name)) has no capital."
    case 1:
      return sentence("The capital of \(the(country)) is \(country.capitals[0])")
    default:
      return sentence("The capitals of \(the(country)) are \(listed(country.capitals))")
    }
  }

  /// The country's name where it stands inside a sentence: "the Netherlands", "Peru".
  private static func the(_ country: Country) -> String {
    CountryNameArticle.inSentence(country.name)
  }

  /// Ends a sentence with one full stop, also after a name that ends in one ("Washington, D.C.").
  private static func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
  }

  /// "A and B", "A, B and C"; "A, B or C" when `or`.
  private static func listed(_ names: [String], or: Bool = false) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
  }

  private static func note(for match: CountryMatch) -> String {
    guard case .likeliestOf(let candidates) = match.certainty else { return "" }
    let others = candidates.filter { $0 != match.country }.map(the)
    guard !others.isEmpty else { return "" }
    return " (I took this to mean \(the(match.country)); you may have meant "
      + others.joined(separator: " or ") + ".)"
  }

  /// Shows what the person typed without letting a long paste swamp the sentence. Control
  /// characters are left to each front end: a terminal drops them, a text view shows them.
  static func quoted(_ typed: String) -> String {
    typed.trimmingWhitespace().isEmpty ? "that" : typed.shortened(to: 60)
  }
}
