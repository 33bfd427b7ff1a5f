import Foundation
import HTTPTransport
import HTTPTransportProcess
import LoopbackHTTPServer
import QuizTestSupport
import Synchronization
import Testing

/// What only the helper-process client does; the contract suite covers the rest.
@Suite("ProcessHTTPClient and the quiz-http helper", .timeLimit(.minutes(1)))
struct ProcessHTTPClientTests {
  @Test func send_throwsHelperMissing_whenNoHelperIsInstalled() async throws {
    let sut = ProcessHTTPClient(helperPath: nil, environment: [:])

    await #expect(throws: HTTPClientError.helperMissing(name: "quiz-http", searched: [])) {
      try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))
    }
  }

  @Test func aLocatingClient_looksForTheHelperWhenItSends_notWhenItIsMade() async throws {
    // Made before the helper exists, as `quiz` makes its clients at every start whether or not
    // a request follows.
    let path = try makeDirectory().appendingPathComponent("quiz-http").path
    let sut = ProcessHTTPClient(locatingHelperIn: [
      "QUIZ_HTTP_HELPER": path, "PATH": "/usr/bin:/bin",
    ])
    let reply = #"{"response":{"status":204,"headers":{},"body":""}}"#
    let script = try makeScript("#!/bin/sh\ncat >/dev/null\necho '\(reply)'\n")
    try ExecutableCopy.copy(script, to: URL(fileURLWithPath: path))

    let response = try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))

    #expect(response.statusCode == 204)
  }

  @Test func aLocatingClient_throwsHelperMissing_namingWhereItLooked() async throws {
    let missing = try makeDirectory().appendingPathComponent("quiz-http").path
    let sut = ProcessHTTPClient(locatingHelperIn: ["QUIZ_HTTP_HELPER": missing])

    await #expect(throws: HTTPClientError.helperMissing(name: "quiz-http", searched: [missing])) {
      try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))
    }
  }

  @Test func send_throwsConnectivity_whenTheHelperSaysNothingUseful() async throws {
    let script = try makeScript("#!/bin/sh\ncat >/dev/null\necho 'not json'\n")
    let sut = ProcessHTTPClient(helperPath: script.path, environment: [:])

    await #expect(throws: HTTPClientError.connectivity) {
      try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))
    }
  }

  @Test func send_waitsForAHelperThatIsStillBeingWritten() async throws {
    let reply = #"{"response":{"status":204,"headers":{},"body":""}}"#
    let script = try makeScript("#!/bin/sh\ncat >/dev/null\necho '\(reply)'\n")
    // Open for writing, the file cannot be executed (ETXTBSY) until it is closed. Close-on-exec,
    // or a helper that another test starts meanwhile inherits it and keeps it open for as long
    // as it lives (a sleeping one, 300 s).
    let writer = Mutex(open(script.path, O_WRONLY | O_CLOEXEC))
    #expect(writer.withLock { $0 } >= 0)
    let waits = Mutex(0)
    // The writing ends while the client waits for the first time: found busy, then free,
    // whatever else the machine is doing.
    let sut = ProcessHTTPClient(
      helperPath: script.path, environment: ["PATH": "/usr/bin:/bin"],
      waitingWhileBusy: { attempt in
        waits.withLock { $0 += 1 }
        writer.withLock { descriptor in
          if descriptor >= 0 { close(descriptor) }
          descriptor = -1
        }
        // A helper another test is starting may hold the file for a moment too.
        try await ProcessHTTPClient.backingOff(attempt)
      })

    let response = try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))

    #expect(response.statusCode == 204)
    #expect(waits.withLock { $0 } >= 1)
  }

  @Test func send_stopsAHelperThatOverrunsTheTimeout() async throws {
    let pidFile = try makeDirectory().appendingPathComponent("pid")
    let script = try makeScript("#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec sleep 300\n")
    let sut = ProcessHTTPClient(helperPath: script.path, timeout: 0, environment: [:])

    await #expect(throws: HTTPClientError.connectivity) {
      try await sut.send(HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))
    }

    // Gone and reaped, long before its sleep would have ended: signalling it finds nobody.
    let pid = try #require(
      Int32(
        try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    #expect(kill(pid, 0) == -1 && errno == ESRCH)
  }

  @Test func send_keepsCredentialsOutOfTheHelpersArgumentsAndEnvironment() async throws {
    let record = try makeDirectory().appendingPathComponent("seen")
    let reply = #"{"response":{"status":204,"headers":{},"body":""}}"#
    let script = try makeScript(
      "#!/bin/sh\ncat >/dev/null\n{ echo \"$@\"; env; } > '\(record.path)'\necho '\(reply)'\n")
    let sut = ProcessHTTPClient(helperPath: script.path, environment: ["PATH": "/usr/bin:/bin"])

    let response = try await sut.send(
      HTTPRequest(
        url: URL(string: "http://127.0.0.1:1/")!,
        headers: ["Authorization": "Bearer rc_secret_key"]))

    #expect(response.statusCode == 204)
    let seen = try String(contentsOf: record, encoding: .utf8)
    #expect(seen.contains("PATH=/usr/bin:/bin"))
    #expect(!seen.contains("rc_secret_key"))
  }

  @Test func theHelper_goesThroughTheProxyNamedInTheEnvironmentItIsGiven() async throws {
    let origin = try LoopbackHTTPServer { _ in .respond(.init(body: Data("origin".utf8))) }
    defer { origin.stop() }
    let proxy = try LoopbackHTTPServer.forwardProxy()
    defer { proxy.stop() }
    let direct = ProcessHTTPClient(helperPath: HelperProgram.path, environment: [:])
    let proxied = ProcessHTTPClient(
      helperPath: HelperProgram.path, environment: ["http_proxy": "127.0.0.1:\(proxy.port)"])

    _ = try await direct.send(HTTPRequest(url: origin.url("/direct")))
    let response = try await proxied.send(HTTPRequest(url: origin.url("/proxied")))

    #expect(response.body == Data("origin".utf8))
    #expect(proxy.requests.count == 1)
    #expect(origin.requests.map(\.target) == ["/direct", "/proxied"])
  }

  @Test func replies_carryTheResponseOrTheFailure() throws {
    let response = HTTPResponse(statusCode: 200, headers: ["A": "b"], body: Data([0, 255]))
    let failure = HelperReply.failure(.init(HTTPClientError.bodyTooLarge))

    let decoded = try JSONDecoder().decode(
      HelperReply.self, from: try JSONEncoder().encode(HelperReply(response)))

    #expect(try decoded.get() == response)
    #expect(throws: HTTPClientError.bodyTooLarge) { try failure.get() }
  }

  @Test func locateHelper_takesTheNamedOne_thenTheOneBesideQuiz_thenPATH() throws {
    let named = try makeScript("#!/bin/sh\n")
    let beside = try makeDirectory()
    let onPath = try makeDirectory()
    try installHelper(in: onPath)
    let quiz = beside.appendingPathComponent("quiz").path

    let chosenByName = ProcessHTTPClient.locateHelper(
      environment: ["QUIZ_HTTP_HELPER": named.path, "PATH": onPath.path], runningExecutable: quiz)
    let fromPath = ProcessHTTPClient.locateHelper(
      environment: ["PATH": "/nonexistent:" + onPath.path], runningExecutable: quiz)
    try installHelper(in: beside)
    let fromBeside = ProcessHTTPClient.locateHelper(
      environment: ["PATH": onPath.path], runningExecutable: quiz)

    #expect(chosenByName == named.path)
    #expect(fromPath == onPath.appendingPathComponent("quiz-http").path)
    #expect(fromBeside == beside.appendingPathComponent("quiz-http").path)
  }

  @Test func locateHelper_findsNone_whenNoneIsExecutable() throws {
    let empty = try makeDirectory()
    let notExecutable = empty.appendingPathComponent("quiz-http")
    try Data("#!/bin/sh\n".utf8).write(to: notExecutable)

    #expect(
      ProcessHTTPClient.locateHelper(
        environment: ["QUIZ_HTTP_HELPER": empty.appendingPathComponent("absent").path],
        runningExecutable: nil) == nil)
    #expect(
      ProcessHTTPClient.locateHelper(
        environment: ["PATH": empty.path],
        runningExecutable: empty.appendingPathComponent("quiz").path) == nil)
  }

  @Test func searchHelper_listsThePlacesLookedAt_inOrder_upToTheOneFound() throws {
    let beside = try makeDirectory()
    let first = try makeDirectory()
    let second = try makeDirectory()
    let quiz = beside.appendingPathComponent("quiz").path
    let environment = ["PATH": "\(first.path)::\(second.path):/nonexistent"]
    let places = [beside, first, second].map { $0.appendingPathComponent("quiz-http").path }

    let none = ProcessHTTPClient.searchHelper(environment: environment, runningExecutable: quiz)
    try installHelper(in: second)
    let found = ProcessHTTPClient.searchHelper(environment: environment, runningExecutable: quiz)

    #expect(none.path == nil)
    #expect(none.searched == places + ["/nonexistent/quiz-http"])
    #expect(found.path == places[2])
    #expect(found.searched == places)
  }

  // MARK: - Helpers

  private func makeDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("process-client-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func installHelper(in directory: URL) throws {
    let url = directory.appendingPathComponent("quiz-http")
    try Data("#!/bin/sh\n".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }

  private func makeScript(_ text: String) throws -> URL {
    let url = try makeDirectory().appendingPathComponent("helper.sh")
    try ExecutableCopy.write(text, to: url)
    return url
  }
}

/// The built `quiz-http`, next to the test bundle in the build folder.
enum HelperProgram {
  static let path: String? = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = directory.appendingPathComponent(ProcessHTTPClient.helperName)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      directory.deleteLastPathComponent()
    }
    return nil
  }()
}
