/// Why the fallback interpreter's reading was not used, for `--verbose` and diagnostics.
/// The reply itself is then the local interpreter's.
public enum FallbackNote: Sendable, Hashable {
  /// It failed: unreachable, timed out, refused, or wrote something other than the schema.
  case failed(FallbackInterpreterFailure)
  /// It did not recognize the question either.
  case notUnderstood
  /// It named a country the catalog cannot resolve (its words, never shown in an answer).
  case unknownCountry(String)
  /// It gave letters that are not in what the person typed, or are not letters.
  case prefixNotInQuestion(String)
  /// Its reading was valid but found nothing, which is no better than the local result.
  case noBetterAnswer
  /// No country data could be loaded to check its reading against, so it was not used.
  case uncheckedWithoutData
}

extension Reply {
  /// Which interpreter's reading the reply answers.
  public enum Interpreter: String, Sendable, Hashable {
    case local
    /// The fallback language model (an OpenAI-compatible server, or an on-device model).
    case llm
  }
}
