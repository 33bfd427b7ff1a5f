import Foundation
import HTTPTransport
import QuizEngine
import Testing

@testable import QuizLLM

@Suite("ChatCompletionsMapper")
struct ChatCompletionsMapperTests {
  @Test func mapsTheMessageContent_on200() throws {
    let response = completion(#"{"intent":"capital","country":"Japan","prefix":null}"#)

    let interpretation = try ChatCompletionsMapper.interpretation(from: response)

    #expect(interpretation == LLMInterpretation(intent: "capital", country: "Japan", prefix: nil))
  }

  @Test func acceptsSpaceAroundTheObject() throws {
    let response = completion("\n  {\"intent\":\"flag\",\"country\":\"Peru\",\"prefix\":null}\n")

    #expect(try ChatCompletionsMapper.interpretation(from: response).country == "Peru")
  }

  @Test func readsAMissingCountryOrPrefixAsNull() throws {
    let capital = try ChatCompletionsMapper.interpretation(
      from: completion(#"{"intent":"capital","country":"Switzerland"}"#))
    let prefix = try ChatCompletionsMapper.interpretation(
      from: completion(#"{"intent":"countries_by_prefix","prefix":"CH"}"#))
    let unrecognized = try ChatCompletionsMapper.interpretation(
      from: completion(#"{"intent":"unrecognized"}"#))

    #expect(capital == LLMInterpretation(intent: "capital", country: "Switzerland", prefix: nil))
    #expect(prefix == LLMInterpretation(intent: "countries_by_prefix", country: nil, prefix: "CH"))
    #expect(unrecognized == LLMInterpretation(intent: "unrecognized", country: nil, prefix: nil))
  }

  @Test(arguments: [
    #"{"intent":"flag","country":"Peru","prefix":null,"say":"HACKED"}"#,
    #"{"say":"HACKED","intent":"flag","country":"Peru","confidence":0.9,"extra":{"a":[1]}}"#,
  ])
  func ignoresUnknownFields(content: String) throws {
    let interpretation = try ChatCompletionsMapper.interpretation(from: completion(content))

    #expect(interpretation == LLMInterpretation(intent: "flag", country: "Peru", prefix: nil))
  }

  @Test(arguments: [
    (401, FallbackInterpreterFailure.unauthorized), (403, .unauthorized), (429, .rateLimited),
    (500, .serverError(status: 500)), (503, .serverError(status: 503)),
    (400, .requestRejected(status: 400)), (404, .requestRejected(status: 404)),
    (302, .requestRejected(status: 302)),
  ])
  func failsWithTheStatusKind_onAnUnsuccessfulStatus(
    status: Int, expected: FallbackInterpreterFailure
  ) {
    let response = completion(
      #"{"intent":"capital","country":"Japan","prefix":null}"#, status: status)

    #expect(throws: expected) { try ChatCompletionsMapper.interpretation(from: response) }
  }

  @Test(arguments: [
    #"Sure! {"intent":"capital","country":"Japan","prefix":null}"#,
    #"{"intent":"capital","country":"Japan","prefix":null} Hope that helps."#,
    "```json\n{\"intent\":\"capital\",\"country\":\"Japan\",\"prefix\":null}\n```",
    #"{"intent":"capital","country":"Japan","prefix":null}{"intent":"flag","country":"Peru","prefix":null}"#,
    #"[{"intent":"capital","country":"Japan","prefix":null}]"#,
    #"{"intent":"capital","country":"Jap"#,
    #"{"country":"Japan","prefix":null}"#,
    #"{"intent":"capital","country":"Japan","prefix":5}"#,
    #"{"intent":"capital","country":"Japan","note":"x"} trailing"#,
    #"{"intent":"capital","country":5,"prefix":null}"#,
    #"{"intent":null,"country":"Japan","prefix":null}"#,
    #"{"intent":["capital"],"country":"Japan","prefix":null}"#,
    #"{"intent":"capital","country":{"name":"Japan"},"prefix":null}"#,
    "The capital of Japan is Tokyo.",
    "",
  ])
  func isInvalidOutput_unlessTheContentIsExactlyOneObjectWithTheSchemasTypes(content: String) {
    #expect(throws: FallbackInterpreterFailure.invalidOutput) {
      try ChatCompletionsMapper.interpretation(from: completion(content))
    }
  }

  @Test(arguments: [
    "<html><body>Bad gateway</body></html>",
    #"{"choices":[]}"#,
    #"{"choices":[{"message":{"role":"assistant","content":null,"refusal":"I can't help"}}]}"#,
    #"{"choices":[{"message":{"content":"{\"intent\":\"capital\",\"country\":\"Jap"#,
    #"{"error":{"message":"model not found"}}"#,
  ])
  func isInvalidOutput_whenTheBodyIsNotACompletionWithContent(body: String) {
    let response = HTTPResponse(statusCode: 200, body: Data(body.utf8))

    #expect(throws: FallbackInterpreterFailure.invalidOutput) {
      try ChatCompletionsMapper.interpretation(from: response)
    }
  }

  @Test func isInvalidOutput_whenTheBodyIsTooLarge() {
    let padding = String(repeating: " ", count: ChatCompletionsMapper.maximumBodySize)
    let response = completion(#"{"intent":"capital","country":"Japan","prefix":null}"# + padding)

    #expect(throws: FallbackInterpreterFailure.invalidOutput) {
      try ChatCompletionsMapper.interpretation(from: response)
    }
  }

  // MARK: - Helpers

  private func completion(_ content: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(statusCode: status, body: chatCompletionBody(content: content))
  }
}
