/// A second opinion on a question the local interpreter could not use: a language model.
///
/// It is asked only after the local interpreter, and what it says is checked before it is
/// used (see `CountryQuiz`): one of the four intents, a country the catalog resolves, letters
/// the person typed. It never decides an answer on its own.
public protocol FallbackQuestionInterpreter: Sendable {
  func interpret(_ text: String) async throws(FallbackInterpreterFailure) -> Question
}

/// Why the fallback interpreter gave no reading. The quiz then keeps the local result.
public enum FallbackInterpreterFailure: Error, Sendable, Hashable {
  /// Refused, reset, DNS failure, no network.
  case unreachable
  /// No whole answer within the interpreter's time limit.
  case timedOut
  /// 401/403: the API key is missing or wrong.
  case unauthorized
  /// 429.
  case rateLimited
  /// 5xx.
  case serverError(status: Int)
  /// Any other status that is not a success: usually a wrong URL or model name (404, 400).
  case requestRejected(status: Int)
  /// Not the one JSON object asked for: text around it, a missing or unknown field, a wrong
  /// type, an over-long or control-character string, truncated, too large.
  case invalidOutput
  /// The model cannot run here (an on-device model that is off or not downloaded).
  case unavailable
}
