import Foundation
import Testing

/// For tests that block their thread while they wait: tmux polling, a child's exit, a build.
/// Tests run on the cooperative pool, which has a thread a core (two on the CI machine). A test
/// blocked there for seconds starves every async test beside it, and a loopback server's test
/// that takes a tenth of a second alone then runs out of time. With this trait, a test's body
/// runs on threads of its own, and the pool stays free for the tests that await.
package struct OwnThreadsTrait: TestTrait, SuiteTrait, TestScoping {
  package var isRecursive: Bool { true }

  /// Each test case, not the suite as a whole: a suite's scope would only wrap the start of
  /// its tests, which then run wherever the runner puts them.
  package func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  package func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A task of its own whose first job is enqueued on the executor: a preference set on the
    // running task only takes effect at its next suspension, and a yield to reach one did not
    // always move a test that never awaits off the pool thread it started on, under load. The
    // task inherits the test's task-local values, by which Testing records its issues.
    // The task is awaited before the scope ends, so the body never outlives it.
    try await withoutActuallyEscaping(function) { body in
      try await Task(executorPreference: OwnThreadsExecutor.shared) { try await body() }.value
    }
  }
}

extension Trait where Self == OwnThreadsTrait {
  /// Runs each test's body off the cooperative pool; see `OwnThreadsTrait`.
  package static var onThreadsOfItsOwn: Self { Self() }
}

/// Runs jobs on two threads of its own, so that a job may block as long as it likes without
/// holding a thread that other tasks need. Two, as many as the pool's threads on the CI
/// machine: blocking tests are tmux sessions and child processes, and more of them at once only
/// load the machine until their own timeouts fail.
// `jobs` and `threads` are guarded by `condition`.
package final class OwnThreadsExecutor: TaskExecutor, @unchecked Sendable {
  package static let shared = OwnThreadsExecutor(threads: 2)
  /// Each thread's name, for a debugger's list of threads (Linux keeps 15 bytes of it).
  package static let threadName = "quiz-own-thread"

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var threads: [pthread_t] = []

  private init(threads: Int) {
    for _ in 0..<threads {
      Thread.detachNewThread { [self] in
        Thread.current.name = Self.threadName
        condition.withLock { self.threads.append(pthread_self()) }
        run()
      }
    }
  }

  /// Whether the caller runs on one of this executor's threads. By the thread's identity, not
  /// its name: on Linux, Foundation now and then reads back a pool thread's name for a thread
  /// named here, and a test that asked by name failed one run in ten under load.
  package var runsTheCurrentThread: Bool {
    let current = pthread_self()
    return condition.withLock { threads.contains { pthread_equal($0, current) != 0 } }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  private func run() {
    while true {
      let job = condition.withLock {
        while jobs.isEmpty { condition.wait() }
        return jobs.removeFirst()
      }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
