import Foundation
import LoopbackHTTPServer
import QuizTestSupport
import Testing

/// `quiz play` end to end: the built binary, its input piped, its best scores in a state
/// directory of the test's own, quizzes from `--from` on a server on 127.0.0.1.
@Suite("quiz play end to end", .timeLimit(.minutes(1)), .onThreadsOfItsOwn)
struct GameAcceptanceTests {
  @Test func world_piped_answersEachGuess_andRevealsTheMissedOnGivingUp() throws {
    let state = try makeStateDirectory()
    defer { try? FileManager.default.removeItem(at: state) }

    let result = try play(
      ["world"],
      lines: ["Frnace", "France", "nigeria", "Holland", "Greenland", "FRANCE", "!!", "give up"],
      state: state)

    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Name the countries of the world: 195 answers, 15 minutes.")
    try #require(lines.count == 17, "\(lines)")
    #expect(
      lines[1]
        == "It counts the 193 UN members, Vatican City and Kosovo; world 197 adds Palestine and "
        + "Taiwan.")
    #expect(lines[3].hasPrefix("Almost: check the spelling · 0/195 · 1"))
    #expect(lines[4].hasPrefix("Yes: France · 1/195 · "))
    #expect(lines[5].hasPrefix("Yes: Nigeria · 2/195 · "))
    #expect(lines[6].hasPrefix("Yes: Netherlands · 3/195 · "))
    #expect(lines[7].hasPrefix("Greenland is not one of this game's independent states · 3/195 · "))
    #expect(lines[8].hasPrefix("Already found: France · 3/195 · "))
    #expect(lines[9].hasPrefix("Not an answer · 3/195 · "))
    #expect(lines[10].hasPrefix("You gave up: 3 of 195 in 0:0"))
    #expect(lines[11] == "A new best in 15:00!")
    // Region by region, in grid order, then by name.
    #expect(lines[12].hasPrefix("Missed in Africa (53 of 54): Algeria, Angola, "))
    #expect(lines[13].hasPrefix("Missed in Americas (35 of 35): "))
    #expect(lines[15].hasPrefix("Missed in Europe (44 of 46): "))
    #expect(!lines[15].contains("France") && lines[15].contains("Germany"))
    #expect(result.status == 0)
  }

  @Test func json_printsAnObjectPerGuess_andTheEnd_andKeepsTheBestScorePrivately() throws {
    let state = try makeStateDirectory()
    defer { try? FileManager.default.removeItem(at: state) }

    let result = try play(
      ["capitals", "of", "south", "america", "--json"], lines: ["Lima", "Brasilia", "Parsi"],
      state: state)

    let objects = try result.output.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.count == 4)
    #expect(objects.first?["result"] as? String == "hit")
    #expect(objects.first?["answer"] as? String == "Lima")
    #expect(objects.first?["code"] as? String == "PE")
    #expect(objects.dropFirst().first?["answer"] as? String == "Brasília")
    #expect(objects.last?["finished"] as? String == "end_of_input")
    #expect(objects.last?["found"] as? Int == 2)
    #expect((objects.last?["missed"] as? [String])?.contains("Buenos Aires") == true)
    let scores = state.appending(path: "quiz/scores.json")
    let attributes = try FileManager.default.attributesOfItem(atPath: scores.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try String(contentsOf: scores, encoding: .utf8).contains("capitals:south-america"))
  }

  @Test func noTopic_listsTheGames_andAnUnknownOneIsAUsageError() throws {
    let list = try QuizProcess.run(["play"])
    let unknown = try QuizProcess.run(["play", "capitals", "of", "mars"])

    #expect(list.status == 0)
    #expect(list.output.contains("  capitals of europe"))
    #expect(unknown.status == 64)
    #expect(unknown.errorOutput.hasPrefix("No game called \"capitals of mars\"."))
  }

  @Test func from_aURL_playsTheQuiz_thatTheServerSends() throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(.json(#"{"question": "Name the \u001b[2Jplanets", "answer": ["Mercury", "Venus"]}"#))
    }
    defer { server.stop() }

    let result = try play(
      ["--from", server.url("/planets.json").absoluteString], lines: ["venus", "pluto"])

    #expect(
      result.output.hasPrefix(
        """
        Name the planets: 2 answers, 5 minutes.
        One answer a line; type hint (or ?) for a first letter, pause to stop the clock, give up to stop and see what you missed. A game with a hint sets no best score.
        Yes: Venus · 1/2 · 
        """))
    #expect(result.output.contains("\nNot an answer · 1/2 · "))
    #expect(
      result.output.hasSuffix(
        "End of input: 1 of 2 in 0:00.\nA new best in 5:00!\nMissed: Mercury\n"))
    #expect(server.requests.count == 1)
  }

  @Test func from_aURL_goesLikeCountryData_throughTheProxy_redirectedAndGzipped() throws {
    let quiz = #"{"question": "Name a colour", "answer": ["Red", "Blue"]}"#
    let origin = try LoopbackHTTPServer { request in
      switch request.path {
      case "/old.json":
        return .respond(.init(status: 302, headers: ["Location": "/quiz.json"]))
      default:
        let response = LoopbackHTTPServer.Response.json(quiz)
        return .respond(request.acceptsGzip ? response.gzipped() : response)
      }
    }
    let proxy = try LoopbackHTTPServer.forwardProxy()
    let state = try makeStateDirectory()
    defer {
      origin.stop()
      proxy.stop()
      try? FileManager.default.removeItem(at: state)
    }

    let result = try QuizProcess.run(
      ["play", "--from", origin.url("/old.json").absoluteString], lines: ["blue"],
      environment: ["http_proxy": "http://127.0.0.1:\(proxy.port)", "XDG_STATE_HOME": state.path])

    #expect(result.output.contains("\nYes: Blue · 1/2 · "))
    #expect(origin.requests.map(\.path) == ["/old.json", "/quiz.json"])
    #expect(origin.requests.allSatisfy { $0.header("Accept-Encoding") == "gzip" })
    #expect(proxy.requests.count == 2)
    #expect(proxy.requests.allSatisfy { $0.target == "127.0.0.1:\(origin.port)" })
  }

  @Test func from_aBodyOverOneMegabyte_evenGzipped_isInvalidData() throws {
    let huge = #"{"question": "Q", "answer": [""# + String(repeating: "a", count: 2 << 20) + #""]}"#
    let server = try LoopbackHTTPServer { _ in .respond(.json(huge).gzipped()) }
    defer { server.stop() }
    let url = server.url("/quiz.json").absoluteString

    let result = try play(["--from", url])

    #expect(result.status == 65)
    #expect(result.errorOutput == "The quiz at \(url) is not valid: it is larger than 1 MB.\n")
  }

  @Test func from_aURLThatAnswers500_isInvalidData_exiting65() throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json("{}", status: 500)) }
    defer { server.stop() }
    let url = server.url("/quiz.json").absoluteString

    let result = try play([
      "--from", url.replacingOccurrences(of: "http://", with: "http://me:secret@"),
    ])

    #expect(result.status == 65)
    #expect(
      result.errorOutput
        == "The quiz at \(url) is not valid: the server answered with status 500, not 200.\n")
  }

  @Test func from_aServerThatCannotBeReached_exits69_withoutTheCredentials() throws {
    let port = try LoopbackHTTPServer.refusedPort()

    let result = try play(["--from", "http://me:secret@127.0.0.1:\(port)/quiz.json"])

    #expect(result.status == 69)
    #expect(
      result.errorOutput
        == "Could not load the quiz at http://127.0.0.1:\(port)/quiz.json: the server cannot be "
        + "reached.\n")
  }

  @Test func from_aFile_playsIt_andAnInvalidFileExits65() throws {
    let folder = try makeStateDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let valid = folder.appending(path: "colours.json")
    let invalid = folder.appending(path: "empty.json")
    try Data(#"{"question": "Name a colour", "answer": ["Red"], "time_limit": 0}"#.utf8).write(
      to: valid)
    try Data(#"{"question": "Q", "answer": []}"#.utf8).write(to: invalid)

    let played = try play(["--from", valid.path], lines: ["red"])
    let refused = try play(["--from", invalid.path])

    #expect(played.output.contains("Yes: Red · 1/1\nAll 1 found in 0:00. Well done!\n"))
    #expect(refused.status == 65)
    #expect(refused.errorOutput == "The quiz at \(invalid.path) is not valid: it has no answers.\n")
  }

  @Test func chat_aRequestToPlay_startsTheGame_andTheChatGoesOnAfterIt() throws {
    let state = try makeStateDirectory()
    defer { try? FileManager.default.removeItem(at: state) }

    let result = try QuizProcess.run(
      [],
      lines: [
        "quiz me on the capitals of South America", "Lima", "give up",
        "What is the capital of Belgium?",
      ], environment: ["XDG_STATE_HOME": state.path])

    #expect(result.output.hasPrefix("Name the capitals of South America: 12 answers, 5 minutes.\n"))
    #expect(result.output.contains("\nClues: Argentina 🇦🇷, Bolivia 🇧🇴, "))
    #expect(result.output.contains("\nYes: Peru 🇵🇪 → Lima · 1/12 · "))
    #expect(result.output.contains("\nYou gave up: 1 of 12 in 0:0"))
    #expect(result.output.hasSuffix("\nThe capital of Belgium is Brussels.\n"))
  }

  @Test func plain_onATerminal_saysTimesUpWhenTheClockRunsOut_withoutWaitingForALine() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let state = try makeStateDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try TmuxSession(
      [quiz.path, "play", "--plain", "countries", "of", "south", "america", "--time-limit", "6"],
      environment: ["XDG_STATE_HOME": state.path])
    defer { session.kill() }
    try session.waitFor("Press Enter to start.")
    // Enter and the half-typed guess in one write: the terminal holds and echoes the guess as
    // the clock starts, so no delay of the test's own can let the clock end the game first.
    try session.press("Enter", "F", "r", "a")
    try session.waitFor("Fra")

    // Nothing more is typed: the clock alone ends the game, the half-typed guess left as is.
    let screen = try session.waitFor("Time's up: 0 of 12 in 0:06.", timeout: .seconds(60))

    #expect(screen.contains("Missed: Argentina, Bolivia"))
    // The guess typed ahead was echoed before the prompt; the summary starts on the next line.
    let lines = screen.split(separator: "\n")
    let timesUp = try #require(lines.firstIndex { $0.hasPrefix("Time's up") })
    #expect(timesUp > 0 && lines[timesUp - 1].contains("Fra"))
  }

  // MARK: - Helpers

  /// A script plays with hints and a pause as a person at a line does; each is an object.
  @Test func world_json_hintPauseAndResume_areObjects_andTheFinishCountsTheHint() throws {
    let result = try play(
      ["capitals", "of", "south", "america", "--json"],
      lines: ["hint", "pause", "Lima", "resume", "Lima", "give up"])

    let objects = try result.output.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    try #require(objects.count == 6, "\(result.output)")
    let hint = try #require(objects[0]["hint"] as? String)
    let clue = try #require(objects[0]["clue"] as? String)
    #expect(hint.count == 1)
    #expect(clue.hasPrefix("Argentina"))
    #expect(objects[1]["paused"] as? Bool == true)
    // Paused: the guess waits, refused, and the clock with it.
    #expect(objects[2]["paused"] as? Bool == true)
    #expect(objects[3]["paused"] as? Bool == false)
    #expect(objects[4]["result"] as? String == "hit")
    #expect(objects[5]["hints"] as? Int == 1)
    #expect(objects[5]["found_with_hints"] as? Int == 0)
    #expect(result.status == 0)
  }

  private func play(
    _ arguments: [String], lines: [String] = [], state: URL? = nil
  ) throws -> QuizProcess.Result {
    let directory = try state ?? makeStateDirectory()
    defer { if state == nil { try? FileManager.default.removeItem(at: directory) } }
    return try QuizProcess.run(
      ["play"] + arguments, lines: lines, environment: ["XDG_STATE_HOME": directory.path])
  }

  private func makeStateDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "quiz-game-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
