import Foundation
import QuizTestSupport
import Testing

/// The harness every process-running test relies on: a child that hangs fails its test in
/// bounded time, and large streams in both directions cannot deadlock.
@Suite("child process harness", .onThreadsOfItsOwn)
struct ChildProcessTests {
  @Test func aChildStillRunningAtTheDeadline_isKilled_andFailsWithWhatItPrinted() throws {
    let started = ContinuousClock.now

    let error = #expect(throws: ChildProcess.DeadlineExceeded.self) {
      try ChildProcess.run(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "echo partial; exec sleep 30"],
        deadline: .milliseconds(500))
    }

    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(error?.description.contains("still running after") == true)
    #expect(error?.description.contains("partial") == true)
  }

  @Test func largeInputAndOutput_passThroughWithoutDeadlock() throws {
    let input = Data(String(repeating: "capital of france\n", count: 20_000).utf8)

    let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/cat"), [], input: input)

    #expect(result.status == 0)
    #expect(result.output.utf8.count == input.count)
  }
}
