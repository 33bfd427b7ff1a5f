/// Everything the composition root needs from the options and environment.
public struct QuizConfiguration: Sendable, Equatable {
  public var data: DataConfiguration
  /// Nil: no LLM fallback.
  public var llm: LLMConfiguration?

  public init(data: DataConfiguration, llm: LLMConfiguration? = nil) {
    self.data = data
    self.llm = llm
  }
}
