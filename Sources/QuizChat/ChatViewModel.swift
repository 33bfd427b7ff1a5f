import Observation
import QuizEngine

/// The chat both apps render, as one state machine over the shared engine:
///
/// | event | idle | loading | answered | error |
/// | --- | --- | --- | --- | --- |
/// | send (not blank) | loading | refused | loading | loading |
/// | reply arrives | | answered, or error when no data | | |
/// | retry | refused | refused | refused | loading (same question) |
/// | switch to offline data | refused | refused | refused | loading, with a remote source |
/// | cancel | refused | back to the state before, question back in the draft | refused | refused |
///
/// Front ends only display `state` and `transcript` and call these events.
@MainActor
@Observable
public final class ChatViewModel {
  public enum State: Sendable, Hashable {
    case idle
    /// Waiting for the answer to this question (data may be loading).
    case loading(question: String)
    /// The last question got an answer: found, not found or not understood.
    case answered(Reply)
    /// The data for this question could not be had; `retry()` asks it again.
    case error(question: String, reason: DataUnavailable)
  }

  public private(set) var state: State = .idle
  public private(set) var transcript: [ChatMessage] = []
  /// The text being typed (the iOS input field binds to it). Kept when sending is refused, and
  /// given the question back when a lookup is cancelled.
  public var draft = ""
  /// The conversation so far, for follow-ups ("and Spain?"): sent with each question, replaced
  /// by the one each reply brings. A failed or cancelled question leaves it as it was, so a
  /// retry (or the switch to offline data) asks the same follow-up.
  public private(set) var context: ConversationContext?

  private var quiz: any QuestionAsking
  private var offlineFallback: (any QuestionAsking)?
  private var nextID = 0
  /// What `cancel()` goes back to, and which lookup a late reply belongs to.
  private var pending:
    (lookup: Int, before: State, questionMessageID: Int?, asking: Task<Reply, Never>)?
  private var lookups = 0

  /// - Parameter offlineFallback: a quiz on data that needs no network (the bundled snapshot),
  ///   offered when the remote source fails. Its presence means the main source is remote.
  public init(quiz: any QuestionAsking, offlineFallback: (any QuestionAsking)? = nil) {
    self.quiz = quiz
    self.offlineFallback = offlineFallback
  }

  /// Whether answers come from a remote source that has the bundled data as a fallback.
  public var hasRemoteSource: Bool { offlineFallback != nil }

  /// Whether `switchToOffline()` would be accepted now.
  public var canSwitchToOffline: Bool {
    guard hasRemoteSource, case .error = state else { return false }
    return true
  }

  public var isLoading: Bool {
    if case .loading = state { return true }
    return false
  }

  /// The question that failed for want of data, while in the error state.
  public var failedQuestion: String? {
    if case .error(let question, _) = state { return question }
    return nil
  }

  public var canSend: Bool {
    !isLoading && !Self.trimmed(draft).isEmpty
  }

  /// Sends the draft; the draft is cleared only once the question is accepted.
  @discardableResult
  public func submitDraft() async -> Reply? {
    guard canSend else { return nil }
    let question = draft
    draft = ""
    return await send(question)
  }

  /// Asks a question and appends it and its reply to the transcript. Refused (nil) for blank
  /// text, while loading, and when the lookup is cancelled before its reply arrives.
  @discardableResult
  public func send(_ text: String) async -> Reply? {
    await startSending(text)?.value
  }

  /// Asks the failed question again. It stays in the transcript; only a new reply is added.
  @discardableResult
  public func retry() async -> Reply? {
    await startRetry()?.value
  }

  /// Answers from the offline data from now on, re-asking the failed question.
  @discardableResult
  public func switchToOffline() async -> Reply? {
    await startSwitchingToOffline()?.value
  }

  /// `send`, for front ends that must not wait: the state is `loading` when this returns
  /// non-nil, and the task delivers the reply (nil if cancelled). Nil when refused.
  public func startSending(_ text: String) -> Task<Reply?, Never>? {
    let question = Self.trimmed(text)
    guard !question.isEmpty, !isLoading else { return nil }
    let messageID = append(.question(question))
    return startLookup(question, questionMessageID: messageID)
  }

  /// `retry`, without waiting; nil when refused (not in the error state).
  public func startRetry() -> Task<Reply?, Never>? {
    guard let question = failedQuestion else { return nil }
    return startLookup(question, questionMessageID: nil)
  }

  /// `switchToOffline`, without waiting; nil when refused.
  public func startSwitchingToOffline() -> Task<Reply?, Never>? {
    guard canSwitchToOffline, let offlineFallback, let question = failedQuestion else {
      return nil
    }
    quiz = offlineFallback
    self.offlineFallback = nil
    return startLookup(question, questionMessageID: nil)
  }

  /// Stops waiting for the current lookup: the state goes back to what it was, a newly sent
  /// question leaves the transcript and returns to the draft, and its reply is dropped when it
  /// comes. Returns false when nothing was loading.
  @discardableResult
  public func cancel() -> Bool {
    guard case .loading(let question) = state, let pending else { return false }
    self.pending = nil
    pending.asking.cancel()
    state = pending.before
    if let messageID = pending.questionMessageID {
      transcript.removeAll { $0.id == messageID }
      draft = question
    }
    return true
  }

  private func startLookup(_ question: String, questionMessageID: Int?) -> Task<Reply?, Never> {
    lookups += 1
    let lookup = lookups
    let quiz = quiz
    let context = context
    // Detached: the lookup starts at once on the pool, while the caller (a full-screen loop)
    // goes on painting "looking up" on the main actor.
    let asking = Task.detached { await quiz.ask(question, context: context) }
    pending = (lookup, state, questionMessageID, asking)
    state = .loading(question: question)
    return Task {
      let reply = await asking.value
      return self.complete(lookup, question: question, with: reply)
    }
  }

  private func complete(_ lookup: Int, question: String, with reply: Reply) -> Reply? {
    guard pending?.lookup == lookup else { return nil }
    pending = nil
    context = reply.context
    append(.reply(reply))
    if case .unavailable(_, let reason) = reply.answer {
      state = .error(question: question, reason: reason)
    } else {
      state = .answered(reply)
    }
    return reply
  }

  @discardableResult
  private func append(_ content: ChatMessage.Content) -> Int {
    let id = nextID
    transcript.append(ChatMessage(id: id, content: content))
    nextID += 1
    return id
  }

  private static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let isBlank = { (scalar: Unicode.Scalar) in
      scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }
    guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isBlank($0) }) ?? first
    return String(scalars[first...last])
  }
}
