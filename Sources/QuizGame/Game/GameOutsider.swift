import QuizEngine

/// A place that is no answer of a game, with the names that would credit it and why it does
/// not count: a place of the data, or one the chat knows (a city, a part of a country, an old
/// name, a state that is gone). A player who types one has spelt it right, and learns what it
/// is instead of reading "not an answer". Every fact in it comes from the data or from the
/// chat's own tables.
public struct GameOutsider: Sendable, Hashable {
  public enum Reason: Sendable, Hashable {
    /// An independent state of another part of the world: "Europe", "Eastern Africa".
    case elsewhere(String)
    /// A place the data does not mark independent, in a game of independent states.
    case notIndependent
    /// No answer for another reason: its name does not start with the game's letters.
    case other
    /// In a game of capitals, the capital of a country that is not in it, with where the
    /// country is when that is why, and whether it is the country's only capital.
    case capitalOf(String, in: String?, isTheOnlyOne: Bool = true)
    /// In a game of capitals, a country whose capital is an answer.
    case countryOfACapital
    /// In a game of capitals, a country whose capital is not an answer.
    case countryNotCapital
    /// An answer of the game that a practice round leaves out, as it is found often enough.
    case notInThisRound
    /// Palestine: a UN observer state, and which states the game counts ("the 193 UN members,
    /// Vatican City and Kosovo").
    case observerState(counts: String)
    /// Taiwan: no UN member, and which states the game counts.
    case notUNMember(counts: String)
    /// In a game of names, the capital of a country: whose, and whether the only one.
    case capital(of: String, isTheOnlyOne: Bool)
    /// A city of a country, and that country's capital; nil in a game that asks for it.
    case cityIn(String, capital: String?)
    /// A city beside the capital, with its role: "seat of government", of Bolivia, whose
    /// "constitutional capital" is Sucre.
    case capitalRole(String, of: String, capital: String, capitalRole: String)
    /// A country within a country: Scotland, of the United Kingdom.
    case partOf(String)
    /// What the place is, with its article: "a US state", "an island".
    case described(String)
    /// A name given up: of which country or city, and when it was in use ("1971–1997"), where
    /// known. Nil in a game that asks for what it names.
    case formerName(of: String?, years: String?)
    /// A state that no longer exists, and what became of it.
    case formerState(fate: String?)
  }

  /// The data's name: "France".
  public let name: String
  /// Every other spelling that names it, as an item's would.
  public let spellings: [String]
  public let reason: Reason
  /// The ISO code of the country or territory it is, for a map to say where it lies; nil for
  /// a city, an old name, or what the chat knows.
  public let code: String?

  public init(name: String, spellings: [String], reason: Reason, code: String? = nil) {
    self.name = name
    self.spellings = spellings
    self.reason = reason
    self.code = code
  }

  /// "France is in Europe, not in this game."
  public var sentence: String { phrase + "." }

  /// The sentence without its full stop, for a status line: "France is in Europe, not in this
  /// game".
  public var phrase: String {
    switch reason {
    case .elsewhere(let area): "\(name) is in \(area), not in this game"
    case .notIndependent: "\(name) is not one of this game's independent states"
    case .other: "\(name) is not in this game"
    case .capitalOf(let country, let area?, let only):
      "\(name) is \(only ? "the" : "a") capital of \(the(country)), in \(area), not in this game"
    case .capitalOf(let country, nil, let only):
      "\(name) is \(only ? "the" : "a") capital of \(the(country)), not in this game"
    case .countryOfACapital: "\(name) is a country: this game asks for its capital"
    case .countryNotCapital: "\(name) is a country: this game asks for capitals"
    case .notInThisRound: "\(name) is not in this practice round"
    case .observerState(let counts): "\(name) is a UN observer state: this game counts \(counts)"
    case .notUNMember(let counts): "\(name) is not a UN member: this game counts \(counts)"
    case .capital(let country, true): "\(name) is the capital of \(the(country))"
    case .capital(let country, false): "\(name) is a capital of \(the(country))"
    case .cityIn(let country, let capital?):
      "\(name) is a city in \(the(country)); its capital is \(capital)"
    case .cityIn(let country, nil): "\(name) is a city in \(the(country)), not its capital"
    case .capitalRole(let role, let country, let capital, let capitalRole):
      "\(name) is the \(role) of \(the(country)); its \(capitalRole) is \(capital)"
    case .partOf(let country): "\(name) is part of \(the(country))"
    case .described(let what): "\(name) is \(what)"
    case .formerName(let place?, let years?): "\(name) is the old name of \(the(place)) (\(years))"
    case .formerName(let place?, nil): "\(name) is the old name of \(the(place))"
    case .formerName(nil, _): "\(name) is an old name: this game asks for today's"
    case .formerState(let fate?): "\(name) no longer exists: \(fate)"
    case .formerState(nil): "\(name) no longer exists"
    }
  }

  private func the(_ country: String) -> String {
    CountryNameArticle.inSentence(country)
  }
}
