/// A question whose kind the words say ("capital", "flag", "which country") but whose place
/// the shape of the sentence does not: "we're doing Africa in class, what's the capital of
/// Ghana", "Lusaka which country", "Is Almaty the capital of Kazakhstan?". The place is found
/// when the question is answered, among every place the message names (`PlaceMention`), by
/// the cues recorded here.
public struct SpottedQuestion: Sendable, Hashable {
  /// What is asked: one of the four facts, or the country having a capital.
  public let intent: Intent
  /// The whole message, as typed.
  public let message: String
  /// Where the word that says what is asked stands, in scalar offsets of `message`: the place
  /// nearest it is the one asked about.
  public let cue: Range<Int>
  /// Where the person took back what came before ("capital of Austria, no wait, Australia"):
  /// only places from here on count.
  public let from: Int
  /// A claim to check ("Is Almaty the capital of Kazakhstan?", "the capital of Turkey is
  /// Istanbul right?"): the answer says whether it holds.
  public let isCheck: Bool
  /// A name already looked up and not found, from a first reading: not looked up again.
  public let triedSubject: String?
  /// No word says what is asked ("Peru: Lima or Cusco?", "Bratislava - Slovakia or
  /// Slovenia?"): only a capital among the places makes it a question about capitals.
  public let needsACapitalNamed: Bool

  public init(
    intent: Intent, message: String, cue: Range<Int>, from: Int = 0, isCheck: Bool = false,
    triedSubject: String? = nil, needsACapitalNamed: Bool = false
  ) {
    self.intent = intent
    self.message = message
    self.cue = cue
    self.from = from
    self.isCheck = isCheck
    self.triedSubject = triedSubject
    self.needsACapitalNamed = needsACapitalNamed
  }

  /// The same question, with a name already looked up and not found.
  public func trying(_ subject: String) -> SpottedQuestion {
    SpottedQuestion(
      intent: intent, message: message, cue: cue, from: from, isCheck: isCheck,
      triedSubject: subject, needsACapitalNamed: needsACapitalNamed)
  }
}

/// A place named somewhere in a message, with where it stands and what it is.
public struct PlaceMention: Sendable, Hashable {
  /// Scalar offsets of the words naming it, in the message.
  public let range: Range<Int>
  /// The words as typed.
  public let typed: String
  /// What the words name, as the resolver sees them alone: a country, or a place that is not
  /// one. `nil` when they name only a capital.
  public let place: CountryResolution?
  /// The countries whose capital the words name, with the capital as the data writes it.
  public let capital: (name: String, countries: [Country])?

  public init(
    range: Range<Int>, typed: String, place: CountryResolution?,
    capital: (name: String, countries: [Country])? = nil
  ) {
    self.range = range
    self.typed = typed
    self.place = place
    self.capital = capital
  }

  /// The country named, when the words name one.
  public var country: CountryMatch? {
    if case .found(let match) = place { return match }
    return nil
  }

  public static func == (lhs: PlaceMention, rhs: PlaceMention) -> Bool {
    lhs.range == rhs.range && lhs.typed == rhs.typed && lhs.place == rhs.place
      && lhs.capital?.name == rhs.capital?.name && lhs.capital?.countries == rhs.capital?.countries
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(range)
    hasher.combine(typed)
    hasher.combine(place)
  }
}
