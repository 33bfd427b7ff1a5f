/// Turns what a person typed into a `Question`. Needs no country data and no network
/// for the local interpreter; the LLM interpreter is the reason this is `async`.
public protocol QuestionInterpreter: Sendable {
  func interpret(_ text: String) async -> Question
  func reread(_ text: String, after answer: Answer) -> Question?
}

extension QuestionInterpreter {
  /// A second reading of `text`, for when the first one's `answer` found no country or was not
  /// understood: nil when there is none. An interpreter that reads a sentence one way only
  /// has none.
  public func reread(_ text: String, after answer: Answer) -> Question? { nil }
}
