import QuizEngine
import QuizGame

/// What the conversation makes of one line, for a front end to show: it decides nothing
/// itself.
public enum ChatTurn: Sendable {
  /// An answer, in the transcript: found, not found, not understood, or the data's failure.
  case reply(Reply)
  /// A game to show, made from the same data as the answers. The transcript is as it was.
  case game(GameViewModel)
  /// "let's play": offer `GameTopic.suggestions`.
  case gameChoice
  /// A game was asked for and cannot be made; the message says why.
  case gameFailed(GameStartFailure)

  /// The reply, when the turn is one.
  public var reply: Reply? {
    if case .reply(let reply) = self { return reply }
    return nil
  }
}
