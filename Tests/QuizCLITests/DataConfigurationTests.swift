import Foundation
import Testing

@testable import QuizCLI

@Suite("DataConfiguration")
struct DataConfigurationTests {
  @Test func defaultsToBundled_withoutAnAPIKey() throws {
    let configuration = try resolve()

    #expect(configuration == DataConfiguration(source: .bundled))
  }

  @Test func defaultsToV5_whenAnAPIKeyIsSet() throws {
    let configuration = try resolve(environment: ["RESTCOUNTRIES_API_KEY": "rc_secret"])

    #expect(configuration.source == .v5)
    #expect(configuration.apiKey == "rc_secret")
  }

  @Test func anEmptyKey_countsAsNoKey() throws {
    #expect(try resolve(environment: ["RESTCOUNTRIES_API_KEY": ""]).source == .bundled)
  }

  @Test func options_winOverTheEnvironment() throws {
    let configuration = try resolve(
      data: "v3", apiURL: "http://127.0.0.1:8080/v3.1", timeout: "2.5", cacheMaxAge: "0",
      environment: [
        "QUIZ_DATA": "v5", "QUIZ_API_URL": "https://elsewhere.example", "QUIZ_TIMEOUT": "30",
        "QUIZ_CACHE_MAX_AGE": "60",
      ])

    #expect(configuration.source == .v3)
    #expect(configuration.apiURL == URL(string: "http://127.0.0.1:8080/v3.1"))
    #expect(configuration.timeout == 2.5)
    #expect(configuration.cacheMaxAge == 0)
  }

  @Test func environment_isUsedWhenNoOptionIsGiven() throws {
    let configuration = try resolve(environment: [
      "QUIZ_DATA": "V5", "QUIZ_API_URL": "https://mirror.example/countries/v5",
      "QUIZ_TIMEOUT": "3", "QUIZ_CACHE_MAX_AGE": "120",
    ])

    #expect(configuration.source == .v5)
    #expect(configuration.apiURL?.host == "mirror.example")
    #expect(configuration.timeout == 3)
    #expect(configuration.cacheMaxAge == 120)
  }

  @Test func bundled_canBeChosenEvenWithAKey() throws {
    let configuration = try resolve(data: "bundled", environment: ["RESTCOUNTRIES_API_KEY": "k"])

    #expect(configuration.source == .bundled)
  }

  @Test(arguments: [
    (["data": "v4"], DataConfiguration.Problem.unknownSource("v4")),
    (["data": "v3"], .missingURLForV3),
    (["url": "ftp://example.com"], .invalidURL("ftp://example.com")),
    (["url": "not a url"], .invalidURL("not a url")),
    (["url": "https://api.example/v5?api-key=secret"], .keyInURL),
    (["timeout": "0"], .invalidNumber(option: "--timeout", value: "0")),
    (["timeout": "soon"], .invalidNumber(option: "--timeout", value: "soon")),
    (["maxAge": "-1"], .invalidNumber(option: "--cache-max-age", value: "-1")),
  ])
  func rejectsBadValues(options: [String: String], expected: DataConfiguration.Problem) {
    #expect(throws: expected) {
      try resolve(
        data: options["data"], apiURL: options["url"], timeout: options["timeout"],
        cacheMaxAge: options["maxAge"])
    }
  }

  // MARK: - Helpers

  private func resolve(
    data: String? = nil, apiURL: String? = nil, timeout: String? = nil,
    cacheMaxAge: String? = nil, environment: [String: String] = [:]
  ) throws -> DataConfiguration {
    try DataConfiguration.resolve(
      data: data, apiURL: apiURL, timeout: timeout, cacheMaxAge: cacheMaxAge,
      environment: environment)
  }
}
