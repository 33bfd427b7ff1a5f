import Foundation
import QuizCLI
import QuizChat
import QuizEngine
import QuizTestSupport
import Testing

/// "retry", "help" and "exit" do in each line mode what the chat decides (`ChatCommandTurnTests`)
/// and every front end does: retry re-asks the failed question or says there is nothing to
/// retry, help gives the same help, exit ends the chat. Each mode only lays the turn out.
@MainActor
@Suite("The chat's words in line mode, piped and --json")
struct ChatWordsInLineModesTests {
  /// Retry with nothing failed, a question whose data fails, retry, help, exit, and a question
  /// after the exit that is never asked.
  static let script = [
    "retry", "What is the capital of Belgium?", "retry", "help", "exit",
    "Which countries start with CH?",
  ]
  static let loads: [Result<CountryCatalog, DataUnavailable>] = [
    .failure(.connectivity), .success(makeCatalog([belgium])),
  ]
  static let failure = "I can't reach REST Countries right now, so I can't answer that."
  static let answer = "The capital of Belgium is Brussels."

  @Test func lineMode() async {
    let result = await runCLI(["--plain"], input: Self.script, interactive: true, loads: Self.loads)

    let afterGreeting = result.output.components(separatedBy: "exit to quit.\n").last ?? ""
    #expect(
      afterGreeting.hasPrefix(
        """
        Nothing to retry: the last question did not fail.
        \(Self.failure)
        Type retry to ask again.
        \(Self.answer)
        Ask about the world's countries, in your own words:
          • What is the capital of Belgium?

        """))
    #expect(
      afterGreeting.hasSuffix(
        "Commands: help shows this, retry re-asks the last question that failed, offline "
          + "answers from the bundled data instead of REST Countries, exit or quit (or Ctrl-D) "
          + "leaves.\nTypos are fine: \"capitl of Frnace\".\n\n"))
    #expect(result.prompts.count == 5)
    #expect(result.status == 0)
  }

  @Test func piped() async {
    let result = await runCLI([], input: Self.script, loads: Self.loads)

    #expect(
      result.output.hasPrefix(
        """
        \(Self.failure)
        \(Self.answer)
        Ask about the world's countries, in your own words:
          • What is the capital of Belgium?

        """))
    #expect(result.output.contains("exit or quit leaves.\n"))
    #expect(!result.output.contains("Chad"))
    #expect(result.errorOutput == "Nothing to retry: the last question did not fail.\n")
    // The failure was answered by the retry.
    #expect(result.status == 0)
  }

  @Test func json() async throws {
    let result = await runCLI(["--json"], input: Self.script, loads: Self.loads)

    let lines = result.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 5, "\(result.output)")
    #expect(
      lines[0]
        == #"{"command":"retry","refused":"nothing_to_retry","message":"Nothing to retry: the last question did not fail."}"#
    )
    let objects = try lines.map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(objects[1]["outcome"] as? String == "unavailable")
    #expect(objects[2]["answer"] as? String == Self.answer)
    #expect(objects[3]["command"] as? String == "help")
    let commands = objects[3]["commands"] as? [[String: Any]]
    #expect(commands?.map { $0["command"] as? String } == ["help", "retry", "offline", "exit"])
    let topics = objects[3]["topics"] as? [[String: Any]]
    #expect(topics?.first?["examples"] as? [String] == ReplyWording.examples.map(\.example))
    #expect(lines[4] == #"{"command":"exit"}"#)
    #expect(result.errorOutput.isEmpty)
    #expect(result.status == 0)
  }

  @Test func piped_aFailureNotRetried_exitsWithTheDataStatus() async {
    let failedOnly = await runCLI(
      [], input: ["What is the capital of Belgium?", "exit"], loads: [.failure(.connectivity)])
    let failedTwice = await runCLI(
      [], input: ["What is the capital of Belgium?", "retry"], loads: [.failure(.connectivity)])

    #expect(failedOnly.status == ExitStatus.dataUnavailable)
    #expect(failedTwice.output == Self.failure + "\n" + Self.failure + "\n")
    #expect(failedTwice.status == ExitStatus.dataUnavailable)
  }

  @Test func piped_offline_afterAFailure_answersFromTheBundledData() async {
    let result = await runCLI(
      [], input: ["What is the capital of Belgium?", "offline"], loads: [.failure(.connectivity)],
      offlineFallback: makeQuiz())

    #expect(result.output == Self.failure + "\n" + Self.answer + "\n")
    #expect(result.errorOutput == "Answering from the bundled data from now on.\n")
    #expect(result.status == 0)
  }
}
