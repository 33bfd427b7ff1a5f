import Foundation
import QuizEngine
import Synchronization
import Testing

@testable import QuizLLM

@Suite("TimeLimit")
struct TimeLimitTests {
  @Test func deliversTheWorksResult_whenItFinishesInTime() async {
    let result = await TimeLimit.result(within: 5) {
      Result<String, FallbackInterpreterFailure>.success("done")
    }

    #expect(result == .success("done"))
  }

  @Test func deliversTheWorksFailure_asIs() async {
    let result = await TimeLimit.result(within: 5) {
      Result<String, FallbackInterpreterFailure>.failure(.rateLimited)
    }

    #expect(result == .failure(.rateLimited))
  }

  @Test func timesOut_withoutWaitingForWorkThatIgnoresCancellation() async {
    let gate = Mutex((open: false, workFinished: false))

    let result = await TimeLimit.result(within: 0.2) {
      // Deaf to cancellation, like a client slow to notice it; gives up after 30 s so a
      // regression fails instead of hanging.
      for _ in 0..<1_500 where !gate.withLock({ $0.open }) {
        await uncancellableSleep(milliseconds: 20)
      }
      gate.withLock { $0.workFinished = true }
      return Result<String, FallbackInterpreterFailure>.success("too late")
    }
    let workFinishedFirst = gate.withLock { $0.workFinished }
    gate.withLock { $0.open = true }

    #expect(result == .failure(.timedOut))
    #expect(!workFinishedFirst)
  }

  // MARK: - Helpers

  private func uncancellableSleep(milliseconds: Int) async {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
        continuation.resume()
      }
    }
  }
}
