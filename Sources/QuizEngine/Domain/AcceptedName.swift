/// One name players type for a country or its capital that the country data may lack or get
/// wrong, with why it counts or why it does not. The rows are in `AcceptedNames`, and only its
/// sourced table makes them: no public initialiser.
public struct AcceptedName: Sendable, Hashable {
  /// What the name names.
  public enum Subject: Sendable, Hashable {
    case country
    case capital
  }

  /// Which kind of name it is: the reason a game credits it, or does not.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The state's official name, or its English short form, when the data gives another
    /// ("Czech Republic", "Federated States of Micronesia").
    case official
    /// An abbreviation in common use that means this state alone ("DPRK", "KSA", "NZ").
    case abbreviation
    /// The first part of a two-part name, as players type it ("Antigua", "St Kitts").
    case shortForm
    /// Another spelling of the same name, in the state's or the UN's usage ("Viet Nam").
    case spelling
    /// A name for the whole state in everyday English that is not its name ("Holland").
    case everydayName
    /// The name in the state's own language, romanised, used in English too ("Hellas").
    case endonym
    /// A romanisation in wide use besides the data's ("Nay Pyi Taw", "Ulaanbaatar", "Kiev").
    case transliteration
    /// A name the state gave up that is still in everyday use: credited ("Burma").
    case formerNameInUse
    /// A name the state gave up long ago, or that names a state that is gone: never credited
    /// ("Zaire", "Ceylon", "Persia").
    case retiredName
    /// The city where the government sits when the constitution names another ("La Paz").
    case seatOfGovernment
    /// A second capital with part of the state's functions ("Lobamba", "Colombo").
    case secondCapital
    /// The place the capital stands in, named as the capital by standard references
    /// ("Tarawa", of which South Tarawa is the urban part).
    case capitalArea
    /// A city that was the capital and no longer is: never credited ("Bujumbura").
    case formerCapital
  }

  /// Where the row's fact comes from.
  public enum Source: String, Sendable, Hashable, CaseIterable {
    /// ISO 3166-1, the short and full names and their codes.
    case iso3166 = "ISO 3166-1"
    /// The UN's terminology database (UNTERM) and its member states' requests to it.
    case unitedNations = "United Nations (UNTERM)"
    /// The CIA World Factbook's "Country name" and "Capital" entries.
    case ciaWorldFactbook = "CIA World Factbook"
    /// What the typing quizzes players know, JetPunk and Sporcle, accept.
    case quizConvention = "JetPunk/Sporcle convention"
    /// The state's constitution or law.
    case constitution = "the state's constitution or law"
  }

  /// How a capital-like name stands against the capital, for a question such as "what country
  /// has La Paz as its capital": "La Paz is the seat of government of Bolivia; its
  /// constitutional capital is Sucre."
  public struct CapitalStanding: Sendable, Hashable {
    /// What the named city is, as a phrase after "is the": "seat of government".
    public let role: String
    /// The capital it stands beside or replaced: "Sucre".
    public let capital: String
    /// What that capital is, as a phrase after "its": "constitutional capital".
    public let capitalRole: String
  }

  public let name: String
  /// ISO 3166-1 alpha-2 code of the country named, or whose capital is named ("BO").
  public let code: String
  public let subject: Subject
  public let kind: Kind
  public let source: Source
  /// Why the row says what it says, in a sentence: what reviewers and the chat can quote.
  public let reason: String
  /// For a capital-like name that is not the capital itself: what it is beside the capital.
  public let standing: CapitalStanding?
  /// For a name given up, when it was in use, where that is known to the year: "1971–1997",
  /// "until 1972".
  public let years: String?

  /// Whether a game counts it as an answer. Names given up long ago and former capitals are
  /// known, so that they are never credited even when a data source lists them, and so that the
  /// chat can say what they were.
  public var isCredited: Bool { Self.isCredited(kind) }

  /// Whether a game counts a name of this kind as an answer.
  public static func isCredited(_ kind: Kind) -> Bool {
    switch kind {
    case .retiredName, .formerCapital: false
    default: true
    }
  }
}
