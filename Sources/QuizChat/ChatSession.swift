import Observation
import QuizEngine

/// The chat both apps render: a transcript, a draft, a busy state, and a failed state that
/// keeps the failed question so it can be retried. Front ends only display this and call
/// `send`, `submitDraft` and `retry`.
@MainActor
@Observable
public final class ChatSession {
  public enum Status: Sendable, Hashable {
    case idle
    /// Waiting for the answer to this question (data may be loading).
    case busy(question: String)
    /// The data for this question could not be had; `retry()` asks it again.
    case failed(question: String, reason: DataUnavailable)
  }

  public private(set) var messages: [ChatMessage] = []
  public private(set) var status: Status = .idle
  /// The text being typed (the iOS input field binds to it). Kept when sending is refused.
  public var draft = ""
  /// The conversation so far, for follow-ups ("and Spain?"): sent with each question, replaced
  /// by the one each reply brings. A failed question leaves it as it was, so a retry (or the
  /// switch to offline data) asks the same follow-up.
  public private(set) var context: ConversationContext?

  private var quiz: any QuestionAsking
  private var offlineFallback: (any QuestionAsking)?
  private var nextID = 0

  /// - Parameter offlineFallback: a quiz on data that needs no network (the bundled snapshot),
  ///   offered when the remote source fails.
  public init(quiz: any QuestionAsking, offlineFallback: (any QuestionAsking)? = nil) {
    self.quiz = quiz
    self.offlineFallback = offlineFallback
  }

  /// Whether `switchToOffline()` can answer from the offline data instead.
  public var canSwitchToOffline: Bool { offlineFallback != nil }

  public var isBusy: Bool {
    if case .busy = status { return true }
    return false
  }

  /// The question that failed for want of data, if the last one did.
  public var failedQuestion: String? {
    if case .failed(let question, _) = status { return question }
    return nil
  }

  public var canSend: Bool {
    !isBusy && !draft.allSatisfy(\.isWhitespace)
  }

  /// Sends the draft; the draft is cleared only once the question is accepted.
  @discardableResult
  public func submitDraft() async -> Reply? {
    guard canSend else { return nil }
    let question = draft
    draft = ""
    return await send(question)
  }

  /// Asks a question and appends it and its reply to the transcript. Blank text, or text sent
  /// while another question is being answered, is ignored and returns nil.
  @discardableResult
  public func send(_ text: String) async -> Reply? {
    let question = text.trimmingWhitespace()
    guard !question.isEmpty, !isBusy else { return nil }
    append(.question(question))
    return await answer(question)
  }

  /// Asks the failed question again. It stays in the transcript; only a new reply is added.
  @discardableResult
  public func retry() async -> Reply? {
    guard let question = failedQuestion else { return nil }
    return await answer(question)
  }

  /// Answers from the offline data from now on, re-asking the failed question if there is one.
  @discardableResult
  public func switchToOffline() async -> Reply? {
    guard let offlineFallback, !isBusy else { return nil }
    quiz = offlineFallback
    self.offlineFallback = nil
    guard let question = failedQuestion else { return nil }
    return await answer(question)
  }

  private func answer(_ question: String) async -> Reply {
    status = .busy(question: question)
    let reply = await quiz.ask(question, context: context)
    context = reply.context
    append(.reply(reply))
    if case .unavailable(_, let reason) = reply.answer {
      status = .failed(question: question, reason: reason)
    } else {
      status = .idle
    }
    return reply
  }

  private func append(_ content: ChatMessage.Content) {
    messages.append(ChatMessage(id: nextID, content: content))
    nextID += 1
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace && !isControl($0) })
    else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace && !isControl($0) }) ?? first
    return String(scalars[first...last])
  }
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.generalCategory == .control
}
