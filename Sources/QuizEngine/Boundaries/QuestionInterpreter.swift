/// Turns what a person typed into a `Question`. Needs no country data and no network
/// for the local interpreter; the LLM interpreter is the reason this is `async`.
public protocol QuestionInterpreter: Sendable {
  func interpret(_ text: String) async -> Question
}
