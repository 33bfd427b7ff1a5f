import Foundation
import LoopbackHTTPServer
import QuizTestSupport
import Testing

/// `quiz` against REST Countries-shaped servers on 127.0.0.1, through `--api-url`, with its
/// cache in a temporary directory: the issue's end-to-end cases.
@Suite("quiz with live data", .timeLimit(.minutes(1)), .onThreadsOfItsOwn)
struct LiveDataAcceptanceTests {
  @Test func v5_fromCold_fetchesEveryPageOnce_thenAnswersFromTheCache() throws {
    let (server, cache) = try makeV5Server()
    defer { cleanUp(server, cache) }

    let first = try quiz(
      ["ask", "--api-url", v5URL(server), "What is the capital of Belgium?"], cache: cache)
    let requestsFromCold = server.requests.count
    let second = try quiz(
      [], lines: ["flag of Brazil", "iso code for Greece"], extra: ["QUIZ_API_URL": v5URL(server)],
      cache: cache)

    #expect(first.output == "The capital of Belgium is Brussels.\n")
    #expect(first.status == 0)
    #expect(requestsFromCold == 3)
    #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer \(apiKey)" })
    #expect(server.requests.allSatisfy { !$0.target.contains(apiKey) })
    #expect(second.output.hasPrefix("The flag of Brazil is 🇧🇷\n  It has a green field"))
    #expect(second.output.hasSuffix("\nThe ISO alpha-2 code for Greece is GR.\n"))
    #expect(server.requests.count == 3)
    #expect(try cacheFilesContent(cache).contains("Brussels"))
    #expect(try !cacheFilesContent(cache).contains(apiKey))
  }

  @Test func json_namesTheRemoteSource() throws {
    let (server, cache) = try makeV5Server()
    defer { cleanUp(server, cache) }

    let result = try quiz(
      ["ask", "--json", "--api-url", v5URL(server), "capital of Chile"], cache: cache)

    #expect(result.output.contains(#""source":{"kind":"v5","label":"REST Countries v5""#))
  }

  @Test func unrecognizedQuestions_neverTouchTheNetwork() throws {
    let (server, cache) = try makeV5Server()
    defer { cleanUp(server, cache) }

    let result = try quiz(
      [], lines: ["what time is it?", "good morning"], extra: ["QUIZ_API_URL": v5URL(server)],
      cache: cache)

    #expect(result.status == 0)
    #expect(server.requests.isEmpty)
  }

  @Test func wrongKey_saysSo_namingTheVariable() throws {
    let (server, cache) = try makeV5Server()
    defer { cleanUp(server, cache) }

    let result = try quiz(
      ["ask", "--json", "--api-url", v5URL(server), "capital of Chile"], key: "wrong-key",
      cache: cache)

    #expect(result.status == 69)
    #expect(result.output.contains(#""outcome":"unavailable""#))
    #expect(result.output.contains(#""error":"unauthorized""#))
    #expect(result.output.contains("RESTCOUNTRIES_API_KEY"))
  }

  @Test func serverError_isInvalidData_withTheUnavailableStatus() throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.init(status: 500, headers: [:], body: Data("<html>oops</html>".utf8)))
    }
    let cache = try makeCacheDirectory()
    defer { cleanUp(server, cache) }

    let result = try quiz(["ask", "--api-url", v5URL(server), "capital of Chile"], cache: cache)

    #expect(result.status == 69)
    #expect(
      result.output == "The country data service sent invalid data, so I can't answer that.\n")
  }

  @Test func noServer_andNoCache_isAConnectivityError() throws {
    let cache = try makeCacheDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }

    let result = try quiz(
      ["ask", "--api-url", "http://127.0.0.1:9/countries/v5", "capital of Chile"], cache: cache)

    #expect(result.status == 69)
    #expect(result.output.contains("can't reach REST Countries"))
  }

  @Test func serverGone_withAnExpiredCache_answersFromIt_andSaysFromWhen() throws {
    let (server, cache) = try makeV5Server()
    defer { try? FileManager.default.removeItem(at: cache) }
    let url = v5URL(server)
    _ = try quiz(["data", "refresh", "--api-url", url], cache: cache)
    server.stop()

    // Held, a stopped server keeps its port refusing rather than free for another.
    let result = try withExtendedLifetime(server) {
      try quiz(["ask", "--cache-max-age", "0", "--api-url", url, "capital of Chile"], cache: cache)
    }

    #expect(result.status == 0)
    #expect(result.output == "The capital of Chile is Santiago.\n")
    #expect(
      result.errorOutput.contains("Can't reach REST Countries, so answers use the data saved on"))
  }

  @Test func dataStatus_showsTheSourceTheCacheAndTheCount() throws {
    let (server, cache) = try makeV5Server()
    defer { cleanUp(server, cache) }
    let url = v5URL(server)

    let before = try quiz(["data", "status", "--api-url", url], cache: cache)
    let refresh = try quiz(["data", "refresh", "--api-url", url], cache: cache)
    let after = try quiz(["data", "status", "--api-url", url], cache: cache)

    #expect(before.output.contains("Nothing cached yet"))
    #expect(refresh.status == 0)
    #expect(after.output.contains("Source: REST Countries v5 at \(url)"))
    #expect(after.output.contains("Cache: \(cache.path)"))
    #expect(after.output.contains("Countries: 250"))
  }

  @Test func v3_selfHostedServer_answers() throws {
    let data = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV31)
    let fixture = try RESTCountriesV3Fixture(records: data)
    let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
    let cache = try makeCacheDirectory()
    defer { cleanUp(server, cache) }

    let result = try quiz(
      [
        "ask", "--data", "v3", "--api-url", server.url(RESTCountriesV3Fixture.path).absoluteString,
        "capital of Belgium",
      ], key: nil, cache: cache)

    #expect(result.output == "The capital of Belgium is Brussels.\n")
    #expect(server.requests.count == 1)
  }

  // MARK: - Helpers

  private let apiKey = "rc_test_0123456789"

  private func makeV5Server() throws -> (LoopbackHTTPServer, URL) {
    let data = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV5Records)
    let fixture = try RESTCountriesV5Fixture(records: data, apiKey: apiKey)
    return (try LoopbackHTTPServer { fixture.reply(to: $0) }, try makeCacheDirectory())
  }

  private func v5URL(_ server: LoopbackHTTPServer) -> String {
    server.url(RESTCountriesV5Fixture.path).absoluteString
  }

  private func makeCacheDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-acceptance-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func cleanUp(_ server: LoopbackHTTPServer, _ cache: URL) {
    server.stop()
    try? FileManager.default.removeItem(at: cache)
  }

  private func cacheFilesContent(_ cache: URL) throws -> String {
    try FileManager.default.contentsOfDirectory(atPath: cache.path)
      .map { try String(contentsOf: cache.appendingPathComponent($0), encoding: .utf8) }
      .joined()
  }

  private func quiz(
    _ arguments: [String], lines: [String]? = nil, extra: [String: String] = [:],
    key: String? = "rc_test_0123456789", cache: URL
  ) throws -> QuizProcess.Result {
    var environment = extra
    environment["QUIZ_CACHE_DIR"] = cache.path
    environment["QUIZ_TIMEOUT"] = "5"
    if let key { environment["RESTCOUNTRIES_API_KEY"] = key }
    if let lines { return try QuizProcess.run(arguments, lines: lines, environment: environment) }
    return try QuizProcess.run(arguments, environment: environment)
  }
}
