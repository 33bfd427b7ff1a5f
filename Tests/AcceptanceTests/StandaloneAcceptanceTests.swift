import Foundation
import LoopbackHTTPServer
import QuizTestSupport
import Testing

/// `quiz` as one file in the real world: copied anywhere, behind a proxy, several at once.
@Suite("quiz standalone", .timeLimit(.minutes(1)), .onThreadsOfItsOwn)
struct StandaloneAcceptanceTests {
  @Test func aCopyOfTheBinary_answersOffline_fromAnotherFolder() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let folder = try makeTemporaryDirectory()
    let elsewhere = try makeTemporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: elsewhere)
    }
    let copy = folder.appendingPathComponent("quiz")
    try ExecutableCopy.copy(quiz, to: copy)

    let result = try run(
      copy, ["ask", "What is the capital of Belgium?"], environment: [:], in: elsewhere)

    #expect(result.output == "The capital of Belgium is Brussels.\n")
    #expect(result.status == 0)
  }

  @Test func liveData_goesThroughTheProxy_andCredentialsNeverShow() throws {
    let origin = try LoopbackHTTPServer { fixture.reply(to: $0) }
    let credentials = "Basic " + Data("alice:pr0xy-s3cret".utf8).base64EncodedString()
    let proxy = try LoopbackHTTPServer.forwardProxy(requiredAuthorization: credentials)
    let cache = try makeTemporaryDirectory()
    defer {
      origin.stop()
      proxy.stop()
      try? FileManager.default.removeItem(at: cache)
    }
    let proxyURL = "http://alice:pr0xy-s3cret@127.0.0.1:\(proxy.port)"

    let result = try run(
      ["ask", "--verbose", "--api-url", v5URL(origin), "capital of Belgium"],
      environment: environment(cache: cache).merging(["http_proxy": proxyURL]) { $1 })

    #expect(result.output == "The capital of Belgium is Brussels.\n")
    #expect(proxy.requests.count == origin.requests.count)
    #expect(!proxy.requests.isEmpty)
    #expect(
      proxy.requests.allSatisfy {
        $0.method == "CONNECT" && $0.target == "127.0.0.1:\(origin.port)"
      })
    #expect(origin.requests.allSatisfy { $0.header("Proxy-Authorization") == nil })
    #expect(origin.requests.allSatisfy { $0.header("Accept-Encoding") == "gzip" })
    #expect(!(result.output + result.errorOutput).contains("pr0xy-s3cret"))
    #expect(try !cacheContents(cache).contains("pr0xy-s3cret"))
  }

  @Test func aProxyThatRefuses_isAConnectivityError_thatNeverShowsTheCredentials() throws {
    let proxy = try LoopbackHTTPServer.forwardProxy(requiredAuthorization: "Basic nobody")
    let cache = try makeTemporaryDirectory()
    defer {
      proxy.stop()
      try? FileManager.default.removeItem(at: cache)
    }

    let result = try run(
      [
        "ask", "--json", "--verbose", "--api-url", "http://127.0.0.1:9/countries/v5",
        "capital of Chile",
      ],
      environment: environment(cache: cache).merging([
        "http_proxy": "http://alice:pr0xy-s3cret@127.0.0.1:\(proxy.port)"
      ]) { $1 })

    #expect(result.status == 69)
    #expect(proxy.requests.count >= 1)
    #expect(!(result.output + result.errorOutput).contains("pr0xy-s3cret"))
    #expect(!(result.output + result.errorOutput).contains("alice"))
  }

  @Test func twoProcessesRefreshingOneCache_leaveItWhole() throws {
    // Slow enough that the two downloads overlap.
    let origin = try LoopbackHTTPServer { .slow(.milliseconds(50), fixture.response(to: $0)) }
    let cache = try makeTemporaryDirectory()
    defer {
      origin.stop()
      try? FileManager.default.removeItem(at: cache)
    }
    let quiz = try #require(QuizProcess.executableURL)
    let arguments = ["data", "refresh", "--api-url", v5URL(origin)]

    for _ in 0..<4 {
      let first = try start(quiz, arguments, environment: environment(cache: cache))
      let second = try start(quiz, arguments, environment: environment(cache: cache))
      let results = try [first.finish(), second.finish()]
      #expect(results.map(\.status) == [0, 0], "\(results.map(\.errorOutput))")
      let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
      #expect(names.count == 1 && names.allSatisfy { !$0.hasSuffix(".tmp") }, "\(names)")
    }
    origin.stop()
    let offline = try run(
      ["ask", "--api-url", v5URL(origin), "capital of Belgium"],
      environment: environment(cache: cache))
    let status = try run(
      ["data", "status", "--api-url", v5URL(origin)], environment: environment(cache: cache))

    #expect(offline.output == "The capital of Belgium is Brussels.\n")
    #expect(status.output.contains("Countries: \(fixtureCountryCount)"))
  }

  // MARK: - Helpers

  private let apiKey = "rc_test_standalone"
  private let fixtureCountryCount = 120

  /// Belgium and made-up countries, enough for two pages, so nothing needs the shared data.
  private var fixture: RESTCountriesV5Fixture {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let codes = (0..<(26 * 26)).lazy.map { "\(letters[$0 / 26])\(letters[$0 % 26])" }
      .filter { $0 != "BE" }.prefix(fixtureCountryCount - 1)
    let madeUp = codes.map { record(code: $0, name: "Country \($0)", capital: "Capital \($0)") }
    return RESTCountriesV5Fixture(
      records: [record(code: "BE", name: "Belgium", capital: "Brussels")] + madeUp, apiKey: apiKey)
  }

  private func record(code: String, name: String, capital: String) -> JSONValue {
    .object([
      "names": .object(["common": .string(name), "official": .string("State of \(name)")]),
      "codes": .object(["alpha_2": .string(code), "alpha_3": .string(code + "X")]),
      "capitals": .array([.object(["name": .string(capital), "primary": .bool(true)])]),
      "population": .integer(1),
    ])
  }

  private func v5URL(_ server: LoopbackHTTPServer) -> String {
    server.url(RESTCountriesV5Fixture.path).absoluteString
  }

  private func environment(cache: URL) -> [String: String] {
    ["QUIZ_CACHE_DIR": cache.path, "QUIZ_TIMEOUT": "5", "RESTCOUNTRIES_API_KEY": apiKey]
  }

  private func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-standalone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func cacheContents(_ cache: URL) throws -> String {
    try FileManager.default.contentsOfDirectory(atPath: cache.path)
      .map {
        String(decoding: try Data(contentsOf: cache.appendingPathComponent($0)), as: UTF8.self)
      }
      .joined()
  }

  private struct Running {
    let child: ChildProcess

    func finish() throws -> QuizProcess.Result {
      let finished = try child.finish()
      return QuizProcess.Result(
        status: finished.status, output: finished.output, errorOutput: finished.errorOutput)
    }
  }

  /// Runs with only the given environment (plus PATH and HOME): no proxy or quiz variable of
  /// the machine running the tests leaks in.
  private func start(
    _ executable: URL, _ arguments: [String], environment: [String: String], in folder: URL? = nil
  ) throws -> Running {
    let inherited = ProcessInfo.processInfo.environment.filter {
      ["PATH", "HOME"].contains($0.key)
    }
    return Running(
      child: try ChildProcess.start(
        executable, arguments, environment: inherited.merging(environment) { $1 }, in: folder))
  }

  private func run(
    _ executable: URL, _ arguments: [String], environment: [String: String], in folder: URL? = nil
  ) throws -> QuizProcess.Result {
    try start(executable, arguments, environment: environment, in: folder).finish()
  }

  private func run(_ arguments: [String], environment: [String: String]) throws
    -> QuizProcess.Result
  {
    try run(try #require(QuizProcess.executableURL), arguments, environment: environment)
  }
}
