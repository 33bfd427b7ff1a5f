import Foundation
import HTTPTransport
import HTTPTransportURLSession
import LoopbackHTTPServer
import QuizEngine
import QuizLLM
import Testing

/// The interpreter against a stub OpenAI-compatible server on 127.0.0.1, over real HTTP.
@Suite("OpenAIChatCompletionsInterpreter", .timeLimit(.minutes(1)))
struct OpenAIChatCompletionsInterpreterTests {
  @Test func interpret_deliversTheReading_fromTheServersCompletion() async throws {
    let server = try LoopbackHTTPServer { _ in
      completionReply(reading(intent: "capital", country: "Japan"))
    }
    defer { server.stop() }

    let question = try await makeSUT(server).interpret("capital of the land of the rising sun")

    #expect(question == .capital(of: "Japan"))
  }

  @Test func interpret_postsTheModelMessagesAndSchema_toChatCompletions() async throws {
    let server = try LoopbackHTTPServer { _ in
      completionReply(reading(intent: "flag", country: "Peru"))
    }
    defer { server.stop() }

    _ = try await makeSUT(server, model: "qwen2.5:3b").interpret("the flag of the Incas' land")

    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.method == "POST")
    #expect(request.path == "/v1/chat/completions")
    #expect(request.header("content-type") == "application/json")
    let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
    #expect(body["model"] as? String == "qwen2.5:3b")
    #expect((body["temperature"] as? NSNumber)?.doubleValue == 0)
    let messages = try #require(body["messages"] as? [[String: String]])
    #expect(messages.map { $0["role"] } == ["system", "user"])
    #expect(messages[1]["content"] == "the flag of the Incas' land")
    let format = try #require(body["response_format"] as? [String: Any])
    #expect(format["type"] as? String == "json_schema")
    #expect((format["json_schema"] as? [String: Any])?["strict"] as? Bool == true)
  }

  @Test func interpret_sendsTheKeyAsABearerToken_andNowhereElse() async throws {
    let server = try LoopbackHTTPServer { _ in completionReply(reading(intent: "unrecognized")) }
    defer { server.stop() }

    _ = try await makeSUT(server, apiKey: "sk-test-secret").interpret("hello")

    let request = try #require(server.requests.first)
    #expect(request.header("authorization") == "Bearer sk-test-secret")
    #expect(!request.target.contains("sk-test-secret"))
    #expect(!String(decoding: request.body, as: UTF8.self).contains("sk-test-secret"))
  }

  @Test func interpret_sendsNoAuthorization_withoutAKey() async throws {
    let server = try LoopbackHTTPServer { _ in completionReply(reading(intent: "unrecognized")) }
    defer { server.stop() }

    _ = try await makeSUT(server, apiKey: nil).interpret("hello")

    #expect(try #require(server.requests.first).header("authorization") == nil)
  }

  @Test func description_neverShowsTheKey() throws {
    let sut = OpenAIChatCompletionsInterpreter(
      baseURL: try #require(URL(string: "https://api.openai.com/v1")), model: "gpt-4o-mini",
      apiKey: "sk-test-secret", client: URLSessionHTTPClient())

    var dumped = ""
    dump(sut, to: &dumped)
    #expect(!String(describing: sut).contains("sk-test-secret"))
    #expect(!String(reflecting: sut).contains("sk-test-secret"))
    #expect(!dumped.contains("sk-test-secret"))
  }

  @Test(arguments: [
    (401, FallbackInterpreterFailure.unauthorized), (403, .unauthorized), (429, .rateLimited),
    (500, .serverError(status: 500)), (502, .serverError(status: 502)),
    (404, .requestRejected(status: 404)), (400, .requestRejected(status: 400)),
  ])
  func interpret_failsWithTheStatusKind(status: Int, expected: FallbackInterpreterFailure)
    async throws
  {
    let server = try LoopbackHTTPServer { _ in
      .respond(.json(#"{"error":{"message":"nope"}}"#, status: status))
    }
    defer { server.stop() }

    await #expect(throws: expected) { try await makeSUT(server).interpret("capital of Japan") }
  }

  @Test func interpret_isUnreachable_whenTheConnectionIsRefused() async throws {
    let port = try LoopbackHTTPServer.refusedPort()
    let sut = OpenAIChatCompletionsInterpreter(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(port)/v1")), model: "m",
      client: URLSessionHTTPClient())

    await #expect(throws: FallbackInterpreterFailure.unreachable) {
      try await sut.interpret("capital of Japan")
    }
  }

  @Test func interpret_isUnreachable_whenTheConnectionIsDropped() async throws {
    let server = try LoopbackHTTPServer { _ in .dropConnection }
    defer { server.stop() }

    await #expect(throws: FallbackInterpreterFailure.unreachable) {
      try await makeSUT(server).interpret("capital of Japan")
    }
  }

  @Test(arguments: [
    LoopbackHTTPServer.Reply.hang,
    .slow(.seconds(60), .json(chatCompletionBody(content: reading(intent: "unrecognized")))),
  ])
  func interpret_timesOut_onItsOwnTimeLimit_notTheClients(reply: LoopbackHTTPServer.Reply)
    async throws
  {
    let server = try LoopbackHTTPServer { _ in reply }
    defer { server.stop() }

    // The client would wait 60 s and then call it unreachable: timedOut is the interpreter's.
    await #expect(throws: FallbackInterpreterFailure.timedOut) {
      try await makeSUT(server, timeout: 0.3, clientTimeout: 60).interpret("capital of Japan")
    }
  }

  @Test(arguments: [
    "<html>Bad gateway</html>",
    #"{"choices":[{"message":{"content":"Sure! {\"intent\":\"capital\",\"country\":\"Japan\",\"prefix\":null}"}}]}"#,
    #"{"choices":[{"message":{"content":"{\"intent\":\"weather\",\"country\":null,\"prefix\":null}"}}]}"#,
  ])
  func interpret_isInvalidOutput_forGarbage(body: String) async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(body)) }
    defer { server.stop() }

    await #expect(throws: FallbackInterpreterFailure.invalidOutput) {
      try await makeSUT(server).interpret("capital of Japan")
    }
  }

  @Test func interpret_isUnreachable_whenTheBodyIsCutShort() async throws {
    let body = chatCompletionBody(content: reading(intent: "capital", country: "Japan"))
    let server = try LoopbackHTTPServer { _ in .truncated(.json(body), afterBytes: body.count / 2) }
    defer { server.stop() }

    await #expect(throws: FallbackInterpreterFailure.unreachable) {
      try await makeSUT(server).interpret("capital of Japan")
    }
  }

  @Test func interpret_isInvalidOutput_whenTheBodyIsHuge() async throws {
    let huge = Data(repeating: UInt8(ascii: " "), count: 2 * 1024 * 1024)
    let server = try LoopbackHTTPServer { _ in .respond(.json(huge)) }
    defer { server.stop() }

    await #expect(throws: FallbackInterpreterFailure.invalidOutput) {
      try await makeSUT(server).interpret("capital of Japan")
    }
  }

  // MARK: - Helpers

  private func makeSUT(
    _ server: LoopbackHTTPServer, model: String = "test-model", apiKey: String? = nil,
    timeout: TimeInterval = 5, clientTimeout: TimeInterval = 5
  ) -> OpenAIChatCompletionsInterpreter {
    OpenAIChatCompletionsInterpreter(
      baseURL: server.url("/v1"), model: model, apiKey: apiKey, timeout: timeout,
      client: URLSessionHTTPClient(timeout: clientTimeout))
  }
}
