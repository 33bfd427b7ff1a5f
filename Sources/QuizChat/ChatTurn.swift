import QuizEngine
import QuizGame

/// What the conversation makes of one line, or of a key that stands for one of its words, for
/// a front end to show: it decides nothing itself.
public enum ChatTurn: Sendable {
  /// An answer, in the transcript: found, not found, not understood, or the data's failure.
  case reply(Reply)
  /// "retry": the failed question's new reply, in the transcript (which may fail again).
  case retried(Reply)
  /// A game to show, made from the same data as the answers. The transcript is as it was.
  case game(GameViewModel)
  /// The map quiz to show ("show me a country and I'll name it"), from the same data.
  case mapQuiz(MapQuizViewModel)
  /// "let's play": offer `GameTopic.suggestions`.
  case gameChoice
  /// A game was asked for and cannot be made; the message says why.
  case gameFailed(GameStartFailure)
  /// "help": what can be asked and typed; a front end adds its own keys.
  case help(ChatHelp)
  /// "offline": answers come from the bundled data from now on, starting with this reply to
  /// the question that failed (in the transcript).
  case switchedToOffline(Reply)
  /// One of the chat's words that cannot be acted on now, and why.
  case refused(ChatRefusal)
  /// "exit": the conversation is over. A terminal front end quits; the app, which cannot,
  /// starts afresh at the next question.
  case end

  /// The reply, when the turn brings one.
  public var reply: Reply? {
    switch self {
    case .reply(let reply), .retried(let reply), .switchedToOffline(let reply): reply
    default: nil
    }
  }

  public var help: ChatHelp? {
    if case .help(let help) = self { return help }
    return nil
  }

  public var refusal: ChatRefusal? {
    if case .refused(let refusal) = self { return refusal }
    return nil
  }

  public var isEnd: Bool {
    if case .end = self { return true }
    return false
  }

  /// What the turn says beside any reply, in every front end's words: why a word was refused,
  /// that answers now come from the bundled data, that the conversation is over.
  public var notice: String? {
    switch self {
    case .refused(let refusal): refusal.sentence
    case .switchedToOffline: "Answering from the bundled data from now on."
    case .end: "The conversation is over: the next question starts a new one."
    case .reply, .retried, .game, .mapQuiz, .gameChoice, .gameFailed, .help: nil
    }
  }
}

/// Why one of the chat's words was not acted on.
public enum ChatRefusal: Sendable, Hashable {
  /// "retry" when no question has failed.
  case nothingToRetry
  /// "offline" when answers come from the bundled data already.
  case alreadyOffline
  /// "offline" when no question has failed: the switch re-asks a failed one.
  case nothingToSwitch
  /// A question, "retry" or "offline" while the last question is still being looked up.
  case busy

  public var sentence: String {
    switch self {
    case .nothingToRetry: "Nothing to retry: the last question did not fail."
    case .alreadyOffline: "Already answering from the bundled data."
    case .nothingToSwitch: "Nothing to switch: offline answers a question that failed."
    case .busy: "Still looking up the last question."
    }
  }
}
