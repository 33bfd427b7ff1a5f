import QuizEngine
import Synchronization
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs a model request with a time limit that holds whatever the request does.
///
/// When time runs out the work is cancelled but not waited for: a client or model slow to
/// notice cancellation (URLSession on Linux under load is) must not make the person wait.
enum TimeLimit {
  static func result<Value: Sendable>(
    within seconds: TimeInterval,
    of work: @escaping @Sendable () async -> Result<Value, FallbackInterpreterFailure>
  ) async -> Result<Value, FallbackInterpreterFailure> {
    let first = FirstResult<Result<Value, FallbackInterpreterFailure>>()
    let working = Task { first.deliver(await work()) }
    let deadline = Task {
      try? await Task.sleep(for: .seconds(seconds))
      first.deliver(.failure(.timedOut))
    }
    let result = await withTaskCancellationHandler {
      await first.value()
    } onCancel: {
      first.deliver(.failure(.unreachable))
    }
    working.cancel()
    deadline.cancel()
    return result
  }
}

/// Holds the first value delivered; later ones are dropped. One waiter.
private final class FirstResult<Value: Sendable>: Sendable {
  private struct State {
    var value: Value?
    var waiter: CheckedContinuation<Value, Never>?
  }

  private let state = Mutex(State())

  func deliver(_ value: Value) {
    let waiter: CheckedContinuation<Value, Never>? = state.withLock { state in
      guard state.value == nil else { return nil }
      state.value = value
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: value)
  }

  func value() async -> Value {
    await withCheckedContinuation { continuation in
      let ready: Value? = state.withLock { state in
        if let value = state.value { return value }
        state.waiter = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
