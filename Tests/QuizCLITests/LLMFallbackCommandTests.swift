import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizCLI

@MainActor
@Suite("quiz with an LLM fallback")
struct LLMFallbackCommandTests {
  @Test func llmOptions_reachTheComposition_fromTheChatAndAsk() async {
    for arguments in [
      ["--llm-url", "http://127.0.0.1:11434/v1", "--llm-model", "llama3.2"],
      ["ask", "--llm-url", "http://127.0.0.1:11434/v1", "--llm-model", "llama3.2", "hi"],
    ] {
      let recorder = ConfigurationRecorder()

      _ = await runCLI(
        arguments, environment: ["QUIZ_LLM_API_KEY": "sk-secret"], configurations: recorder)

      #expect(
        recorder.llm
          == [
            LLMConfiguration(
              baseURL: URL(string: "http://127.0.0.1:11434/v1")!, model: "llama3.2",
              apiKey: "sk-secret")
          ], "\(arguments)")
    }
  }

  @Test func notConfigured_meansNoLLMConfiguration() async {
    let recorder = ConfigurationRecorder()

    _ = await runCLI(["ask", "hi"], configurations: recorder)

    #expect(recorder.llm == [nil])
  }

  @Test func aURLWithoutAModel_isAUsageError() async {
    let result = await runCLI(["ask", "--llm-url", "http://127.0.0.1:11434/v1", "hi"])

    #expect(result.status == 64)
    #expect(result.errorOutput.contains("--llm-url needs a model: --llm-model NAME"))
    #expect(result.output.isEmpty)
  }

  @Test func aBadTimeout_isAUsageError() async {
    let result = await runCLI(
      ["--llm-url", "http://127.0.0.1:1/v1", "--llm-model", "m", "--llm-timeout", "soon"])

    #expect(result.status == 64)
    #expect(result.errorOutput.contains("--llm-timeout takes a number of seconds"))
  }

  @Test func theKey_isNeverAnOption() async {
    let result = await runCLI(["ask", "--llm-api-key", "sk-secret", "hi"])

    #expect(result.status == 64)
  }

  @Test func llmOptions_areNotDataCommandOptions() async {
    let result = await runCLI(["data", "status", "--llm-url", "http://127.0.0.1:1/v1"])

    #expect(result.status == 64)
  }

  @Test func json_saysTheLLMInterpreterAnswered() async {
    let result = await runCLI(
      ["ask", "--json", "where", "does", "the", "Belgian", "king", "govern", "from"],
      fallback: FallbackInterpreterStub(reading: .capital(of: "Belgium")))

    #expect(result.output.contains(#""answer":"The capital of Belgium is Brussels.""#))
    #expect(result.output.contains(#""interpreter":"llm""#))
    #expect(result.errorOutput.isEmpty)
  }

  @Test func json_saysTheLocalInterpreterAnswered() async {
    let result = await runCLI(
      ["ask", "--json", "What is the capital of Belgium?"],
      fallback: FallbackInterpreterStub(reading: .capital(of: "Greece")))

    #expect(result.output.contains(#""interpreter":"local""#))
  }

  @Test func aFailingLLM_isQuiet_withoutVerbose() async {
    let result = await runCLI(
      ["ask", "capital of Atlantis"], fallback: FallbackInterpreterStub(.failure(.timedOut)))

    #expect(result.output == "I couldn't find a country named Atlantis.\n")
    #expect(result.errorOutput.isEmpty)
    #expect(result.status == 0)
  }

  @Test(arguments: [
    (FallbackInterpreterFailure.timedOut, "the LLM interpreter timed out"),
    (.unreachable, "the LLM interpreter could not be reached"),
    (.unauthorized, "the LLM interpreter refused the API key"),
    (.rateLimited, "the LLM interpreter is rate limiting requests"),
    (.serverError(status: 502), "the LLM interpreter failed with HTTP 502"),
    (.invalidOutput, "the LLM interpreter did not reply with the JSON asked for"),
  ])
  func verbose_saysWhyTheLLMDidNotHelp_onStandardError(
    failure: FallbackInterpreterFailure, reason: String
  ) async {
    let result = await runCLI(
      ["ask", "--verbose", "capital of Atlantis"],
      fallback: FallbackInterpreterStub(.failure(failure)))

    #expect(result.output == "I couldn't find a country named Atlantis.\n")
    // What to do about a refused key names the terminal's variable: the core does not know it.
    let remedy = failure == .unauthorized ? ". Check QUIZ_LLM_API_KEY." : ""
    #expect(
      result.errorOutput == "note: \(reason); answered with the local interpreter\(remedy)\n")
  }

  @Test func verbose_saysWhenTheLLMAnswered() async {
    let result = await runCLI(
      ["--verbose"], input: ["where does the Belgian king govern from"],
      fallback: FallbackInterpreterStub(reading: .capital(of: "Belgium")))

    #expect(result.output == "The capital of Belgium is Brussels.\n")
    #expect(
      result.errorOutput
        == "note: answered with the LLM interpreter's reading, checked against the data\n")
  }

  @Test func verbose_neverPrintsEscapeSequencesFromTheModel() async {
    let result = await runCLI(
      ["--verbose"], input: ["capital of Atlantis"],
      fallback: FallbackInterpreterStub(
        reading: .capital(of: "\u{1B}]0;pwned\u{07}\u{1B}[2JNarnia")))

    #expect(!result.errorOutput.contains("\u{1B}"))
    #expect(
      result.errorOutput
        == "note: the LLM interpreter named a country the data does not have (Narnia); "
        + "answered with the local interpreter\n")
  }

  @Test func verbose_inTheInteractiveChat_writesTheNoteBeforeTheAnswer() async {
    let result = await runCLI(
      ["--verbose"], input: ["capital of Atlantis"], interactive: true,
      fallback: FallbackInterpreterStub(.failure(.unreachable)))

    #expect(
      result.output.contains(
        "note: the LLM interpreter could not be reached; answered with the local interpreter\n"
          + "I couldn't find a country named Atlantis.\n"))
  }

  @Test func help_describesTheLLMOptions() async {
    let result = await runCLI(["help", "chat"])

    #expect(result.output.contains("--llm-url <url>"))
    #expect(result.output.contains("--llm-model <name>"))
    #expect(result.output.contains("--llm-timeout <seconds>"))
    #expect(result.output.contains("--verbose"))
    #expect(result.output.contains("QUIZ_LLM_API_KEY"))
  }
}
