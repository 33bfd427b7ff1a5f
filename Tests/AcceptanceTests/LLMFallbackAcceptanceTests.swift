import Foundation
import LoopbackHTTPServer
import QuizTestSupport
import Testing

/// `quiz` with QUIZ_LLM_URL pointing at a stub OpenAI-compatible server on 127.0.0.1, on the
/// bundled data: the fallback order, the answer it makes possible, and failing quietly.
@Suite("quiz with an LLM fallback", .timeLimit(.minutes(1)), .onThreadsOfItsOwn)
struct LLMFallbackAcceptanceTests {
  @Test func aQuestionTheLocalInterpreterCannotResolve_isAnsweredFromTheModelsReading() throws {
    let server = try makeStubModel(
      content: #"{"intent":"capital","country":"Norway","prefix":null}"#)
    defer { server.stop() }

    let result = try QuizProcess.run(
      ["ask", "--json", "what's the capital of the land of the midnight sun"],
      environment: llmEnvironment(server, key: "sk-acceptance"))

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["answer"] as? String == "The capital of Norway is Oslo.")
    #expect(object["interpreter"] as? String == "llm")
    #expect(result.status == 0)
    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.method == "POST")
    #expect(request.path == "/v1/chat/completions")
    #expect(request.header("authorization") == "Bearer sk-acceptance")
    #expect(String(decoding: request.body, as: UTF8.self).contains(#""model":"test-model""#))
  }

  @Test func questionsTheLocalInterpreterAnswers_neverReachTheModel() throws {
    let server = try makeStubModel(
      content: #"{"intent":"capital","country":"Japan","prefix":null}"#)
    defer { server.stop() }

    let result = try QuizProcess.run(
      ["--json"], lines: ["What is the capital of Belgium?", "Which countries start with CH?"],
      environment: llmEnvironment(server))

    #expect(result.output.contains("The capital of Belgium is Brussels."))
    #expect(result.output.components(separatedBy: #""interpreter":"local""#).count == 3)
    #expect(server.requests.isEmpty)
  }

  @Test func anUnreachableModel_isQuiet_butVerboseSaysSo() throws {
    let port = try LoopbackHTTPServer.refusedPort()
    let environment = [
      "QUIZ_LLM_URL": "http://127.0.0.1:\(port)/v1", "QUIZ_LLM_MODEL": "test-model",
    ]

    let quiet = try QuizProcess.run(
      ["ask", "capital of the land of the midnight sun"], environment: environment)
    let verbose = try QuizProcess.run(
      ["ask", "--verbose", "capital of the land of the midnight sun"], environment: environment)

    // A place described in everyday words: the local reply asks which country is meant.
    #expect(quiet.output.hasPrefix("Which country do you mean?"))
    #expect(quiet.errorOutput.isEmpty)
    #expect(quiet.status == 0)
    #expect(verbose.output == quiet.output)
    #expect(
      verbose.errorOutput
        == "note: the LLM interpreter could not be reached; answered with the local interpreter\n")
  }

  @Test func aHangingModel_timesOut_andTheLocalAnswerStands() throws {
    let server = try LoopbackHTTPServer { _ in .hang }
    defer { server.stop() }

    let result = try QuizProcess.run(
      ["ask", "--verbose", "--llm-timeout", "0.5", "capital of the land of the midnight sun"],
      environment: llmEnvironment(server))

    #expect(result.output.hasPrefix("Which country do you mean?"))
    #expect(
      result.errorOutput
        == "note: the LLM interpreter timed out; answered with the local interpreter\n")
    #expect(result.status == 0)
  }

  @Test func aURLWithoutAModel_isAUsageError() throws {
    let result = try QuizProcess.run(
      ["ask", "capital of Chile"], environment: ["QUIZ_LLM_URL": "http://127.0.0.1:9/v1"])

    #expect(result.status == 64)
    #expect(result.errorOutput.contains("--llm-url needs a model"))
  }

  // MARK: - Helpers

  /// A server that answers every chat completion with `content` as the message.
  private func makeStubModel(content: String) throws -> LoopbackHTTPServer {
    let completion: [String: Any] = [
      "object": "chat.completion",
      "choices": [["index": 0, "message": ["role": "assistant", "content": content]]],
    ]
    let body = try JSONSerialization.data(withJSONObject: completion)
    return try LoopbackHTTPServer { _ in .respond(.json(body)) }
  }

  private func llmEnvironment(_ server: LoopbackHTTPServer, key: String? = nil) -> [String: String]
  {
    var environment = [
      "QUIZ_LLM_URL": server.url("/v1").absoluteString, "QUIZ_LLM_MODEL": "test-model",
    ]
    environment["QUIZ_LLM_API_KEY"] = key
    return environment
  }
}
