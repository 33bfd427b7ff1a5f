/// A name that is no country of the data, and what it is, as the chat knows it: a city, a part
/// of a country or of the world, a state that is gone. The interpreter holds the list
/// (`KnownPlaces` in QuizInterpreting); games get it from their composition root, so that a
/// guess naming one is told what the chat would say of it rather than "not an answer".
public struct KnownPlace: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A city of the country with this ISO code: "Sydney", of "AU".
    case city(country: String)
    /// A country within the country with this ISO code: "Scotland", of "GB".
    case partOf(country: String)
    /// What it is, a noun phrase with its article: "a US state", "an island", "a continent".
    case described(String)
    /// A state that no longer exists, and what became of it: "it broke up into 15 countries in
    /// 1991".
    case formerState(fate: String?)
  }

  /// As said in a sentence's subject: "Scotland", "The Soviet Union".
  public let name: String
  /// Every name that is typed for it, `name` among them: "Scotland", "Scottish".
  public let spellings: [String]
  public let kind: Kind

  public init(name: String, spellings: [String], kind: Kind) {
    self.name = name
    self.spellings = spellings
    self.kind = kind
  }
}
