import Foundation
import LoopbackHTTPServer
import QuizTestSupport
import Testing

/// One script of turns (a question, a follow-up, a game request, a question that names a game
/// word, a data failure) through the built `quiz`'s three terminal front ends: piped lines,
/// `--json` and the full screen. The policy is the chat's (`ConversationScriptTests`); these
/// show that each front end only renders what it decides, from the data `--data` names.
@Suite("One conversation, three front ends", .serialized, .onThreadsOfItsOwn)
struct ConversationScriptAcceptanceTests {
  /// What the self-hosted server has: three countries of South America, and Belgium and France.
  static let servedCodes: Set<String> = ["PE", "CL", "BO", "BE", "FR"]

  static let script = [
    "What is the capital of Belgium?",
    "and Peru?",
    "quiz me on the countries of South America",
    "Peru",
    "give up",
    "quiz me on the capital of France",
  ]

  @Test func piped_showsEachTurn_andPlaysTheServersGame() throws {
    let server = try makeServer()
    defer { server.stop() }

    let result = try quiz([], lines: Self.script, server: server)

    #expect(
      result.output == """
        The capital of Belgium is Brussels.
        The capital of Peru is Lima.
        Name the countries of South America: 3 answers, 5 minutes.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed. A game with a hint sets no best score.
        Yes: Peru · 1/3 · 5:00 left
        You gave up: 1 of 3 in 0:00.
        A new best in 5:00!
        Missed: Bolivia, Chile
        The capital of France is Paris.

        """)
    #expect(result.status == 0)
  }

  @Test func json_showsTheSameTurns_asObjects() throws {
    let server = try makeServer()
    defer { server.stop() }

    let result = try quiz(["--json"], lines: Self.script, server: server)

    let objects = try result.output.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    try #require(objects.count == 6, "\(result.output)")
    #expect(objects[0]["answer"] as? String == "The capital of Belgium is Brussels.")
    #expect(objects[1]["answer"] as? String == "The capital of Peru is Lima.")
    #expect(objects[2]["game"] as? String == "countries:south-america")
    #expect(objects[2]["total"] as? Int == 3)
    #expect(objects[3]["guess"] as? String == "Peru")
    #expect(objects[3]["result"] as? String == "hit")
    #expect(objects[4]["finished"] as? String == "gave_up")
    #expect(objects[5]["answer"] as? String == "The capital of France is Paris.")
  }

  @Test func aDataFailure_isSaid_forAQuestion_andForAGame_piped_andJSON() throws {
    let port = try LoopbackHTTPServer.refusedPort()
    let url = "http://127.0.0.1:\(port)/v3.1"
    let lines = ["capital of Peru", "quiz me on the countries of South America"]

    let piped = try quiz([], lines: lines, url: url)
    let json = try quiz(["--json"], lines: lines, url: url)

    #expect(piped.output == "I can't reach REST Countries right now, so I can't answer that.\n")
    #expect(
      piped.errorOutput.contains(
        "A game needs the country data. I can't reach REST Countries right now"))
    #expect(piped.status == 69)
    let objects = try json.output.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    try #require(objects.count == 2, "\(json.output)")
    #expect(objects[0]["outcome"] as? String == "unavailable")
    #expect(objects[1]["error"] as? String == "data_unavailable")
  }

  /// The chat's own words, piped and as `--json`, with no server: retry with nothing failed
  /// says so, retry re-asks a failed question (which fails again), offline answers it from the
  /// bundled data, help is the help, and exit stops reading.
  static let words = [
    "retry", "capital of Peru", "retry", "offline", "help", "exit", "capital of France",
  ]

  @Test func theChatsWords_piped_doWhatTheChatSays() throws {
    let port = try LoopbackHTTPServer.refusedPort()

    let result = try quiz([], lines: Self.words, url: "http://127.0.0.1:\(port)/v3.1")

    let failure = "I can't reach REST Countries right now, so I can't answer that."
    #expect(
      result.output.hasPrefix(
        """
        \(failure)
        \(failure)
        The capital of Peru is Lima.
        Ask about the world's countries, in your own words:

        """))
    #expect(result.output.contains("exit or quit leaves.\n"))
    #expect(!result.output.contains("Paris"))
    #expect(result.errorOutput.hasPrefix("Nothing to retry: the last question did not fail.\n"))
    #expect(result.errorOutput.contains("Answering from the bundled data from now on.\n"))
    // Peru was answered in the end, from the bundled data.
    #expect(result.status == 0)
  }

  @Test func theChatsWords_asJSON_areALineEach() throws {
    let port = try LoopbackHTTPServer.refusedPort()

    let result = try quiz(["--json"], lines: Self.words, url: "http://127.0.0.1:\(port)/v3.1")

    let objects = try result.output.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    try #require(objects.count == 6, "\(result.output)")
    #expect(objects[0]["refused"] as? String == "nothing_to_retry")
    #expect(objects[1]["outcome"] as? String == "unavailable")
    #expect(objects[2]["outcome"] as? String == "unavailable")
    #expect(objects[3]["answer"] as? String == "The capital of Peru is Lima.")
    #expect(objects[4]["command"] as? String == "help")
    #expect(objects[5]["command"] as? String == "exit")
    #expect(result.status == 0)
  }

  /// The full screen's game comes from `--data`: the server's three countries, not the
  /// bundled snapshot's twelve.
  @Test func fullScreen_showsTheSameTurns_andItsGameFollowsData() throws {
    let server = try makeServer()
    defer { server.stop() }
    let quiz = try #require(QuizProcess.executableURL)
    let cache = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let session = try TmuxSession(
      [quiz.path, "--data", "v3", "--api-url", url(server)],
      environment: ["QUIZ_CACHE_DIR": cache.path, "QUIZ_TIMEOUT": "5"], width: 100, height: 30)
    defer { session.kill() }
    try session.waitForStatus("the chat ready") {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("Ready")
    }

    try ask(session, Self.script[0], expecting: "The capital of Belgium is Brussels.")
    try ask(session, Self.script[1], expecting: "The capital of Peru is Lima.")
    try session.type(Self.script[2])
    try session.press("Enter")
    try session.waitForStatus("the game's ready screen") { $0.contains("Enter start") }
    #expect(try session.screen().contains("3 answers to find"))
    try session.press("Enter")
    try session.type("Peru")
    try session.waitForStatus("a hit") { $0.contains("1/3") }
    try session.giveUp()
    try session.waitForStatus("given up") { $0.contains("You gave up") }
    try session.press("Escape")
    try session.waitForStatus("the chat again") { $0.contains("F1 help") }
    try ask(session, Self.script[5], expecting: "The capital of France is Paris.")
  }

  // MARK: - Helpers

  private func ask(_ session: TmuxSession, _ line: String, expecting answer: String) throws {
    try session.type(line)
    try session.press("Enter")
    try session.waitFor(answer)
  }

  private func makeServer() throws -> LoopbackHTTPServer {
    let data = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV31)
    let all = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let served = all.filter { Self.servedCodes.contains($0["cca2"] as? String ?? "") }
    try #require(served.count == Self.servedCodes.count)
    let fixture = try RESTCountriesV3Fixture(
      records: try JSONSerialization.data(withJSONObject: served))
    return try LoopbackHTTPServer { fixture.reply(to: $0) }
  }

  private func url(_ server: LoopbackHTTPServer) -> String {
    server.url(RESTCountriesV3Fixture.path).absoluteString
  }

  private func quiz(
    _ arguments: [String], lines: [String], server: LoopbackHTTPServer
  ) throws -> QuizProcess.Result {
    try quiz(arguments, lines: lines, url: url(server))
  }

  private func quiz(_ arguments: [String], lines: [String], url: String) throws
    -> QuizProcess.Result
  {
    let cache = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    return try QuizProcess.run(
      arguments + ["--data", "v3", "--api-url", url], lines: lines,
      environment: ["QUIZ_CACHE_DIR": cache.path, "QUIZ_TIMEOUT": "5", "HOME": cache.path])
  }

  private func makeDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
