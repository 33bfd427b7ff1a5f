/// A turn as it starts: decided at once (help, the end, a refusal), or waiting for a lookup.
/// A front end that must not wait (the full screen) shows a decided turn at once and follows
/// the task of one that waits; one that may wait awaits `turn`.
public enum ChatTurnStart: Sendable {
  case decided(ChatTurn)
  /// The chat is `loading`; the task delivers the turn, or nil when the lookup is cancelled.
  case waiting(Task<ChatTurn?, Never>)

  /// The turn, once it is there; nil when its lookup was cancelled.
  public var turn: ChatTurn? {
    get async {
      switch self {
      case .decided(let turn): turn
      case .waiting(let task): await task.value
      }
    }
  }

  /// The turn, when it was decided at once.
  public var decided: ChatTurn? {
    if case .decided(let turn) = self { return turn }
    return nil
  }
}
