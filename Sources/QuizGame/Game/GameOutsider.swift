import QuizEngine

/// A place of the data that is no answer of a game, with the names that would credit it and
/// why it does not count. A player who types one has spelt it right, and learns where it is
/// instead of reading "not an answer".
public struct GameOutsider: Sendable, Hashable {
  public enum Reason: Sendable, Hashable {
    /// An independent state of another part of the world: "Europe", "Eastern Africa".
    case elsewhere(String)
    /// A place the data does not mark independent, in a game of independent states.
    case notIndependent
    /// No answer for another reason: its name does not start with the game's letters.
    case other
    /// In a game of capitals, the capital of a country that is not in it, with where the
    /// country is when that is why.
    case capitalOf(String, in: String?)
    /// In a game of capitals, a country whose capital is an answer.
    case countryOfACapital
    /// In a game of capitals, a country whose capital is not an answer.
    case countryNotCapital
    /// An answer of the game that a practice round leaves out, as it is found often enough.
    case notInThisRound
  }

  /// The data's name: "France".
  public let name: String
  /// Every other spelling that names it, as an item's would.
  public let spellings: [String]
  public let reason: Reason

  public init(name: String, spellings: [String], reason: Reason) {
    self.name = name
    self.spellings = spellings
    self.reason = reason
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
    case .capitalOf(let country, let area?):
      "\(name) is the capital of \(the(country)), in \(area), not in this game"
    case .capitalOf(let country, nil): "\(name) is the capital of \(the(country)), not in this game"
    case .countryOfACapital: "\(name) is a country: this game asks for its capital"
    case .countryNotCapital: "\(name) is a country: this game asks for capitals"
    case .notInThisRound: "\(name) is not in this practice round"
    }
  }

  private func the(_ country: String) -> String {
    CountryNameArticle.inSentence(country)
  }
}
