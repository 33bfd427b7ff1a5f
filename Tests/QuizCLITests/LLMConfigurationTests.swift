import Foundation
import Testing

@testable import QuizCLI

@Suite("LLMConfiguration")
struct LLMConfigurationTests {
  @Test func isNotConfigured_withoutAURL() throws {
    #expect(try resolve() == nil)
  }

  @Test func isNotConfigured_whenTheEnvironmentNamesOnlyAModelOrAKey() throws {
    #expect(
      try resolve(environment: ["QUIZ_LLM_MODEL": "llama3.2", "QUIZ_LLM_API_KEY": "k"]) == nil)
  }

  @Test func comesFromTheEnvironment_withTheKeyAndADefaultTimeoutOf5Seconds() throws {
    let configuration = try resolve(environment: [
      "QUIZ_LLM_URL": "http://127.0.0.1:11434/v1", "QUIZ_LLM_MODEL": "llama3.2",
      "QUIZ_LLM_API_KEY": "sk-secret",
    ])

    #expect(
      configuration
        == LLMConfiguration(
          baseURL: URL(string: "http://127.0.0.1:11434/v1")!, model: "llama3.2",
          apiKey: "sk-secret", timeout: 5))
  }

  @Test func options_winOverTheEnvironment() throws {
    let configuration = try #require(
      try resolve(
        url: "https://api.openai.com/v1", model: "gpt-4o-mini", timeout: "2.5",
        environment: [
          "QUIZ_LLM_URL": "http://127.0.0.1:11434/v1", "QUIZ_LLM_MODEL": "llama3.2",
          "QUIZ_LLM_TIMEOUT": "30",
        ]))

    #expect(configuration.baseURL.absoluteString == "https://api.openai.com/v1")
    #expect(configuration.model == "gpt-4o-mini")
    #expect(configuration.timeout == 2.5)
    #expect(configuration.apiKey == nil)
  }

  @Test func description_neverShowsTheKey() throws {
    let configuration = try #require(
      try resolve(
        url: "http://127.0.0.1:1/v1", model: "m", environment: ["QUIZ_LLM_API_KEY": "sk-secret"]))

    var dumped = ""
    dump(configuration, to: &dumped)
    #expect(!String(describing: configuration).contains("sk-secret"))
    #expect(!dumped.contains("sk-secret"))
  }

  @Test(arguments: [
    (["url": "http://127.0.0.1:11434/v1"], LLMConfiguration.Problem.missingModel),
    (["model": "llama3.2"], .missingURL(option: "--llm-model")),
    (["timeout": "3"], .missingURL(option: "--llm-timeout")),
    (["url": "ftp://example.com/v1", "model": "m"], .invalidURL("ftp://example.com/v1")),
    (["url": "not a url", "model": "m"], .invalidURL("not a url")),
    (["url": "https://api.example/v1?key=sk-secret", "model": "m"], .notABaseURL),
    (["url": "https://user:sk-secret@api.example/v1", "model": "m"], .notABaseURL),
    (["url": "http://127.0.0.1:1/v1", "model": "m", "timeout": "0"], .invalidTimeout("0")),
    (["url": "http://127.0.0.1:1/v1", "model": "m", "timeout": "soon"], .invalidTimeout("soon")),
    (["url": "http://127.0.0.1:1/v1", "model": "m", "key": "sk secret"], .unusableKey),
  ])
  func rejectsBadValues(options: [String: String], expected: LLMConfiguration.Problem) {
    #expect(throws: expected) {
      try resolve(
        url: options["url"], model: options["model"], timeout: options["timeout"],
        environment: options["key"].map { ["QUIZ_LLM_API_KEY": $0] } ?? [:])
    }
    #expect(!expected.description.contains("sk-secret"))
  }

  // MARK: - Helpers

  private func resolve(
    url: String? = nil, model: String? = nil, timeout: String? = nil,
    environment: [String: String] = [:]
  ) throws -> LLMConfiguration? {
    try LLMConfiguration.resolve(url: url, model: model, timeout: timeout, environment: environment)
  }
}
