import Foundation
import HTTPTransport
import HTTPTransportURLSession
import LoopbackHTTPServer
import QuizGame
import Testing

/// A quiz from a URL, spoken to over real HTTP on 127.0.0.1.
@Suite("RemoteGameLoader", .timeLimit(.minutes(1)))
struct RemoteGameLoaderTests {
  @Test func load_deliversTheGame_on200ValidJSON_andAsksForJSON() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(planets)) }
    defer { server.stop() }

    let game = try await makeSUT(server).load()

    #expect(game.question == "Name the inner planets")
    #expect(game.items.map(\.answer) == ["Mercury", "Venus", "Earth", "Mars"])
    #expect(server.requests.map(\.target) == ["/quiz.json"])
    #expect(server.requests.first?.header("Accept") == "application/json")
  }

  @Test(arguments: [
    (#"{"answer": ["A"]}"#, "it has no question"),
    (#"{"question": "Q", "answer": []}"#, "it has no answers"),
    (#"{"question": "Q", "answer": ["A", ""]}"#, "answer 2 is empty"),
    (
      #"{"question": "Q", "answer": ["Paris", "PARIS"]}"#,
      "answers 1 and 2 are the same once case, accents and punctuation are set aside"
    ),
    (#"{"question": "Q", "answer": "A"}"#, "\"answer\" has the wrong type"),
    ("<!doctype html><p>Hello", #"it is not JSON (line 1, column 1: "<" where a value should be)"#),
    (#"["a",]"#, "it is not JSON (line 1, column 5: a comma before ])"),
  ])
  func load_deliversInvalidData_onEachInvalidShape(body: String, reason: String) async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(body)) }
    defer { server.stop() }

    await expectLoadError(.invalidData(reason)) { try await makeSUT(server).load() }
  }

  @Test(arguments: [500, 404, 201, 301])
  func load_deliversInvalidData_onAnyStatusBut200(status: Int) async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(planets, status: status)) }
    defer { server.stop() }

    await expectLoadError(
      .invalidData("the server answered with status \(status), not 200")
    ) { try await makeSUT(server).load() }
  }

  @Test func load_deliversInvalidData_onABodyLargerThanOneMegabyte() async throws {
    let huge = #"{"question": "Q", "answer": [""# + String(repeating: "a", count: 1 << 20) + #""]}"#
    let server = try LoopbackHTTPServer { _ in .respond(.json(huge)) }
    defer { server.stop() }

    await expectLoadError(.invalidData("it is larger than 1 MB")) {
      try await makeSUT(server, maximumBodySize: 1 << 20).load()
    }
    await expectLoadError(.invalidData("it is larger than 1 MB")) {
      try await makeSUT(server, maximumBodySize: 8 << 20).load()
    }
  }

  @Test func load_deliversUnreachable_whenTheConnectionIsRefused() async throws {
    let port = try LoopbackHTTPServer.refusedPort()
    let sut = RemoteGameLoader(
      url: try #require(URL(string: "http://127.0.0.1:\(port)/quiz.json")),
      client: URLSessionHTTPClient(timeout: 5))

    await expectLoadError(.unreachable("the server cannot be reached")) { try await sut.load() }
  }

  @Test func load_namesTheMissingHelper_andWhereItLooked_notTheServer() async throws {
    let sut = RemoteGameLoader(
      url: try #require(URL(string: "https://quiz.test/q.json")), client: HelperMissingClient())

    await expectLoadError(
      .unreachable(
        "quiz-http, the program that fetches it, is not installed (looked at "
          + "/opt/quiz/quiz-http, /usr/bin/quiz-http)")
    ) { try await sut.load() }
  }

  @Test func load_deliversUnreachable_whenTheServerDropsTheConnection() async throws {
    let server = try LoopbackHTTPServer { _ in .dropConnection }
    defer { server.stop() }

    await expectLoadError(.unreachable("the server cannot be reached")) {
      try await makeSUT(server).load()
    }
  }

  @Test func source_isTheURL_withoutItsCredentials() throws {
    let url = try #require(URL(string: "https://ann:s3cret@quiz.example/games/planets.json?v=2"))

    let sut = RemoteGameLoader(url: url, client: URLSessionHTTPClient())

    #expect(sut.source == "https://quiz.example/games/planets.json?v=2")
  }

  @Test func viewModel_showsTheError_thenRetryRecovers_whenTheServerComesBack() async throws {
    let reserved = try LoopbackHTTPServer.ReservedPort()
    let port = reserved.port
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/quiz.json"))
    let sut = await GameViewModel(
      loader: RemoteGameLoader(url: url, client: URLSessionHTTPClient(timeout: 5)))

    await sut.load()
    let failed = await sut.state
    let server = try LoopbackHTTPServer(takingOver: reserved) { _ in .respond(.json(planets)) }
    defer { server.stop() }
    let retried = await sut.retry()

    let source = "http://127.0.0.1:\(port)/quiz.json"
    #expect(failed == .error(source: source, reason: .unreachable("the server cannot be reached")))
    #expect(retried)
    guard case .ready(let game) = await sut.state else {
      Issue.record("not ready after the retry: \(await sut.state)")
      return
    }
    #expect(game.items.count == 4)
    #expect(game.id == "from:\(source)")
  }

  // MARK: - Helpers

  private let planets = #"""
    {"question": "Name the inner planets", "answer": ["Mercury", "Venus", "Earth", "Mars"]}
    """#

  private struct HelperMissingClient: HTTPClient {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      throw HTTPClientError.helperMissing(
        name: "quiz-http", searched: ["/opt/quiz/quiz-http", "/usr/bin/quiz-http"])
    }
  }

  private func makeSUT(
    _ server: LoopbackHTTPServer, maximumBodySize: Int = 1 << 20
  ) -> RemoteGameLoader {
    RemoteGameLoader(
      url: server.url("/quiz.json"),
      client: URLSessionHTTPClient(timeout: 5, maximumBodySize: maximumBodySize))
  }
}

func expectLoadError(
  _ expected: GameLoadError, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Game
) async {
  do {
    let game = try await body()
    Issue.record("loaded \(game.question) instead of failing", sourceLocation: sourceLocation)
  } catch let error as GameLoadError {
    #expect(error == expected, sourceLocation: sourceLocation)
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
  }
}
