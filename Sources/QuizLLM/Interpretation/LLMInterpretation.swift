import QuizEngine

/// What a language model said a question asks, field by field, before any of it is trusted.
///
/// Both LLM interpreters end here, so they refuse the same things: an intent outside the
/// schema, a missing country or prefix, an over-long string, control characters, a prefix
/// that is not letters. What passes is still only a reading: `CountryQuiz` uses it only when
/// the catalog resolves its country, or its prefix is in what the person typed.
public struct LLMInterpretation: Sendable, Hashable {
  /// The schema's intents: the quiz's four and `unrecognized`. Reverse questions are the
  /// local reading's alone.
  public static let intents =
    [Intent.capital, .countriesByPrefix, .isoCode, .flag].map(\.rawValue) + ["unrecognized"]
  /// Country names run to about 60 characters ("South Georgia and the South Sandwich Islands").
  public static let maximumCountryLength = 80
  public static let maximumPrefixLength = 40

  public var intent: String
  public var country: String?
  public var prefix: String?

  public init(intent: String, country: String?, prefix: String?) {
    self.intent = intent
    self.country = country
    self.prefix = prefix
  }

  /// The question this reading stands for; `.invalidOutput` when any field breaks the rules.
  public func question() throws(FallbackInterpreterFailure) -> Question {
    let country = try Self.checked(country, maximumLength: Self.maximumCountryLength)
    let prefix = try Self.checked(prefix, maximumLength: Self.maximumPrefixLength)
    if intent == "unrecognized" { return .unrecognized }
    guard let known = Intent(rawValue: intent) else { throw .invalidOutput }
    switch known {
    case .countryByCapital, .countryByCode, .countryByFlag:
      throw .invalidOutput
    case .countriesByPrefix:
      guard let prefix, prefix.allSatisfy({ $0.isLetter || $0 == " " }) else {
        throw .invalidOutput
      }
      return .countriesStarting(with: prefix)
    case .capital, .isoCode, .flag:
      guard let country else { throw .invalidOutput }
      switch known {
      case .capital: return .capital(of: country)
      case .isoCode: return .isoCode(of: country)
      default: return .flag(of: country)
      }
    }
  }

  /// Nil for a missing or blank field; trimmed text otherwise. Throws on control or format
  /// characters (escapes, bidi overrides, zero-width tricks) and on over-long text.
  private static func checked(
    _ text: String?, maximumLength: Int
  ) throws(FallbackInterpreterFailure) -> String? {
    guard let text else { return nil }
    guard text.count <= maximumLength,
      !text.unicodeScalars.contains(where: {
        [.control, .format, .lineSeparator, .paragraphSeparator]
          .contains($0.properties.generalCategory)
      })
    else { throw .invalidOutput }
    let trimmed = text.trimmingSpaces()
    return trimmed.isEmpty ? nil : trimmed
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return String(self[start..<end])
  }
}
