import QuizEngine
import Synchronization

/// Gives the same reading (or failure) to every question, and records what it was asked.
package final class FallbackInterpreterStub: FallbackQuestionInterpreter {
  private let result: Result<Question, FallbackInterpreterFailure>
  private let asked = Mutex<[String]>([])

  package init(_ result: Result<Question, FallbackInterpreterFailure>) { self.result = result }

  package convenience init(reading: Question) { self.init(.success(reading)) }

  package func interpret(_ text: String) async throws(FallbackInterpreterFailure) -> Question {
    asked.withLock { $0.append(text) }
    return try result.get()
  }

  package var questionsAsked: [String] { asked.withLock { $0 } }
}
