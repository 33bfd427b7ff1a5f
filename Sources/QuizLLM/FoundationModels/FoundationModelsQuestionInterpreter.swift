// Apple's on-device model exists only on Apple platforms from iOS 26 and macOS 26: this file
// is not compiled on Linux, so CI only parses it. Keep it small and on the shared checks.
#if canImport(FoundationModels)
  import Foundation
  import FoundationModels
  import QuizEngine

  /// A fallback interpreter on Apple's on-device language model: no network, no key.
  ///
  /// Guided generation constrains the reply to the same three fields as the OpenAI schema;
  /// the reading then goes through `LLMInterpretation`, the checks the OpenAI interpreter
  /// uses, and `CountryQuiz` checks it against the catalog as it does every fallback's.
  @available(iOS 26.0, macOS 26.0, *)
  public struct FoundationModelsQuestionInterpreter: FallbackQuestionInterpreter {
    public static let defaultTimeout: TimeInterval = 5

    private let timeout: TimeInterval

    public init(timeout: TimeInterval = defaultTimeout) {
      self.timeout = timeout
    }

    /// Whether the model can run now: a supported device, Apple Intelligence on, model ready.
    public static var isAvailable: Bool {
      if case .available = SystemLanguageModel.default.availability { return true }
      return false
    }

    public func interpret(_ text: String) async throws(FallbackInterpreterFailure) -> Question {
      guard Self.isAvailable else { throw .unavailable }
      let question = String(text.prefix(InterpreterInstructions.maximumQuestionLength))
      let result = await TimeLimit.result(within: timeout) {
        () async -> Result<LLMInterpretation, FallbackInterpreterFailure> in
        do {
          // A new session per question, so no transcript carries one question into another.
          let session = LanguageModelSession(instructions: InterpreterInstructions.text)
          let response = try await session.respond(
            to: question, generating: Reading.self, options: GenerationOptions(sampling: .greedy))
          let reading = response.content
          return .success(
            LLMInterpretation(
              intent: reading.intent, country: reading.country, prefix: reading.prefix))
        } catch {
          // Guardrails, an unsupported language, the context window: no usable reading.
          return .failure(.invalidOutput)
        }
      }
      return try result.get().question()
    }

    @Generable
    struct Reading {
      @Guide(
        description: "What the question asks",
        .anyOf(["capital", "countries_by_prefix", "iso_code", "flag", "unrecognized"]))
      let intent: String

      @Guide(
        description:
          "For capital, iso_code and flag: the country's common English name. Otherwise null.")
      let country: String?

      @Guide(
        description:
          "For countries_by_prefix: the letters exactly as the person typed them. Otherwise null."
      )
      let prefix: String?
    }
  }
#endif
