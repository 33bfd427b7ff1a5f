import QuizEngine
import Synchronization

/// Answers "capital of Belgium" (after the given number of connectivity failures); anything
/// else is not understood.
package final class BelgiumQuiz: QuestionAsking {
  private let state: Mutex<(asked: [String], failuresLeft: Int)>
  private let gate: Gate?

  package init(failuresBeforeSuccess: Int = 0, gate: Gate? = nil) {
    state = Mutex(([], failuresBeforeSuccess))
    self.gate = gate
  }

  package var asked: [String] { state.withLock { $0.asked } }

  package func ask(_ text: String) async -> Reply {
    let shouldFail = state.withLock { state in
      state.asked.append(text)
      defer { state.failuresLeft -= 1 }
      return state.failuresLeft > 0
    }
    await gate?.enterAndWait()
    guard text == "capital of Belgium" else {
      return Reply(question: text, answer: .unrecognized, source: nil)
    }
    if shouldFail {
      return Reply(question: text, answer: .unavailable(.capital, .connectivity), source: nil)
    }
    let belgium = makeCountry(code: "BE", name: "Belgium", capitals: ["Brussels"])
    return Reply(question: text, answer: .capital(CountryMatch(country: belgium)), source: nil)
  }
}

/// Holds each answer back until the test opens it, so the loading state can be observed.
/// Both signals are buffered: an `open()` before the answer arrives lets it through at once,
/// and every entry must be awaited once.
package final class Gate: Sendable {
  package init() {}

  private let entered = AsyncStream<Void>.makeStream()
  private let opened = AsyncStream<Void>.makeStream()

  package func enterAndWait() async {
    entered.continuation.yield()
    for await _ in opened.stream { return }
  }

  package func waitUntilEntered() async {
    for await _ in entered.stream { return }
  }

  package func open() { opened.continuation.yield() }
}
