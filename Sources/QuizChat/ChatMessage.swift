import QuizEngine

/// One entry of the chat transcript.
public struct ChatMessage: Identifiable, Sendable, Hashable {
  public enum Content: Sendable, Hashable {
    /// What the person asked, as typed.
    case question(String)
    case reply(Reply)
    /// A game played from the chat, in one line after it: "Capitals of Africa: 31 of 54 in
    /// 5:00 · new best". Not made safe for a terminal: a quiz file may name the game.
    case gameResult(String)
  }

  public let id: Int
  public let content: Content

  public init(id: Int, content: Content) {
    self.id = id
    self.content = content
  }

  /// Example questions to offer as suggestions after a question that was not understood.
  public var suggestions: [String] {
    guard case .reply(let reply) = content, reply.answer.outcome == .unrecognized else { return [] }
    // "Which country do you mean: Kenya or Uganda?": one tap asks about either.
    if case .whichCountry(let intent, let candidates) = reply.answer, !candidates.isEmpty {
      return candidates.map { ReplyWording.question(intent, about: $0) }
    }
    return ReplyWording.examples.map(\.example)
  }

  /// True for a reply that says the data could not be had: shown as an error with retry.
  public var isFailure: Bool {
    guard case .reply(let reply) = content else { return false }
    return reply.answer.outcome == .unavailable
  }
}
