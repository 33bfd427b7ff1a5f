import Observation
import QuizEngine
import QuizGame

/// The chat both apps render, as one state machine over the shared engine:
///
/// | event | idle | loading | answered | error |
/// | --- | --- | --- | --- | --- |
/// | send (not blank) | loading | refused | loading | loading |
/// | reply arrives | | answered, or error when no data | | |
/// | retry | refused | refused | refused | loading (same question) |
/// | switch to offline data | refused | refused | refused | loading, with a remote source |
/// | cancel | refused | back to the state before, question back in the draft | refused | refused |
/// | end (`exit`) | idle | idle, the lookup cancelled | idle | idle |
///
/// `respond(to:)` is the chat's one policy for a typed line, in every front end: a question,
/// a follow-up (the context each reply brings is sent with the next question), a request to
/// play, made from the same data source as the answers, or one of the chat's own words
/// (`ChatCommand`: help, retry, offline, exit), which `start(_:)` takes from a key too. Front
/// ends only display `state`, `transcript` and the turns it returns, and call these events.
///
/// The transcript keeps the newest `scrollback` messages: a chat piped a million lines runs in
/// the memory of one, and the full screen keeps a screenful of history many times over.
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

  /// How many messages the full screen keeps to scroll back through: 500 questions and their
  /// answers, far more than anyone scrolls, a few hundred kilobytes at most.
  public static let defaultScrollback = 1000

  /// Makes the games "quiz me on the flags of Europe" asks for; nil: every line is a question.
  public let games: GameServices?
  private var quiz: any QuestionAsking
  private var offlineFallback: (any QuestionAsking)?
  private let scrollback: Int
  private var nextID = 0
  /// What `cancel()` goes back to, and which lookup a late reply belongs to.
  private var pending:
    (lookup: Int, before: State, questionMessageID: Int?, asking: Task<Reply, Never>?)?
  private var lookups = 0

  /// - Parameters:
  ///   - offlineFallback: a quiz on data that needs no network (the bundled snapshot), offered
  ///     when the remote source fails. Its presence means the main source is remote.
  ///   - games: what games are made with; nil: requests to play are asked as questions.
  ///   - scrollback: how many messages the transcript keeps; 0 for front ends that print each
  ///     reply and never look back.
  public init(
    quiz: any QuestionAsking, offlineFallback: (any QuestionAsking)? = nil,
    games: GameServices? = nil, scrollback: Int = ChatViewModel.defaultScrollback
  ) {
    self.quiz = quiz
    self.offlineFallback = offlineFallback
    self.games = games
    self.scrollback = max(0, scrollback)
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

  /// Responds to the draft as to any typed line; the draft is cleared only once it is
  /// accepted.
  @discardableResult
  public func submitDraft() async -> ChatTurn? {
    guard canSend else { return nil }
    let line = draft
    draft = ""
    return await respond(to: line)
  }

  /// Asks a question and appends it and its reply to the transcript. Refused (nil) for blank
  /// text, while loading, and when the lookup is cancelled before its reply arrives.
  @discardableResult
  public func send(_ text: String) async -> Reply? {
    await startSending(text)?.value
  }

  /// What the chat makes of a typed line: the reply to a question or a follow-up, the game it
  /// asks for, or what one of the chat's own words does. Nil for a blank line, and when a
  /// lookup is cancelled before its reply arrives.
  @discardableResult
  public func respond(to text: String) async -> ChatTurn? {
    await startResponding(to: text)?.turn
  }

  /// One of the chat's words, typed or pressed as a key: the same turn either way.
  @discardableResult
  public func perform(_ command: ChatCommand) async -> ChatTurn? {
    await start(command)?.turn
  }

  /// `respond(to:)`, for front ends that must not wait. Nil for a blank line.
  ///
  /// A line that asks to play beyond doubt becomes the game without being asked. One that
  /// only might ("quiz: countries starting with ch") is asked first, and becomes the game
  /// only when its reply answers nothing. A game leaves the transcript and the follow-up
  /// context as they were.
  public func startResponding(to text: String) -> ChatTurnStart? {
    start(ChatCommand(text))
  }

  /// What each of the chat's words means, in one place for every front end: help is the same
  /// help, retry re-asks the failed question, offline re-asks it on the bundled data, exit
  /// ends the conversation. While a question is looked up, only help and exit are taken.
  public func start(_ command: ChatCommand) -> ChatTurnStart? {
    switch command {
    case .help:
      return .decided(.help(help))
    case .exit:
      endConversation()
      return .decided(.end)
    case .retry:
      guard !isLoading else { return .decided(.refused(.busy)) }
      guard let retrying = startRetry() else { return .decided(.refused(.nothingToRetry)) }
      return .waiting(Task { await retrying.value.map(ChatTurn.retried) })
    case .offline:
      guard !isLoading else { return .decided(.refused(.busy)) }
      guard hasRemoteSource else { return .decided(.refused(.alreadyOffline)) }
      guard let switching = startSwitchingToOffline() else {
        return .decided(.refused(.nothingToSwitch))
      }
      return .waiting(Task { await switching.value.map(ChatTurn.switchedToOffline) })
    case .question(let text):
      let question = Self.trimmed(text)
      guard !question.isEmpty else { return nil }
      guard !isLoading else { return .decided(.refused(.busy)) }
      let request = games.flatMap { _ in ChatGameRequest.read(question) }
      let messageID = append(.question(question))
      return .waiting(startTurn(question, questionMessageID: messageID, request: request))
    }
  }

  /// What "help" shows in this chat: games only where it can start them.
  public var help: ChatHelp { ChatHelp(offersGames: games != nil) }

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

  /// The game a topic names, as if asked for in words (a game picked from a list): made from
  /// the chat's data, with the chat left as it was. Nil when refused: no games, or loading.
  public func startPlaying(_ topic: GameTopic) -> Task<ChatTurn?, Never>? {
    guard games != nil, !isLoading else { return nil }
    return startTurn(
      topic.question, questionMessageID: nil,
      request: ChatGameRequest(reading: .topic(topic), isExplicit: true))
  }

  /// Remembers a game played from the chat, once the player is back: its last result, in one
  /// line of the transcript ("Capitals of Africa: 31 of 54 in 5:00 · new best"). Nothing for
  /// a game left before it ended. The follow-up context stays as it was.
  public func rememberGame(_ game: GameViewModel) {
    guard let line = game.resultLine else { return }
    append(.gameResult(line))
  }

  /// The map quiz's round, remembered as a game's is.
  public func rememberGame(_ quiz: MapQuizViewModel) {
    guard let line = quiz.resultLine else { return }
    append(.gameResult(line))
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

  /// Ends the conversation: a lookup under way is dropped, and neither a failed question nor
  /// the follow-up context outlives it. The transcript stays to be read.
  private func endConversation() {
    if cancel() { draft = "" }
    context = nil
    state = .idle
  }

  /// Stops waiting for the current lookup: the state goes back to what it was, a newly sent
  /// question leaves the transcript and returns to the draft, and its reply is dropped when it
  /// comes. Returns false when nothing was loading.
  @discardableResult
  public func cancel() -> Bool {
    guard case .loading(let question) = state, let pending else { return false }
    self.pending = nil
    pending.asking?.cancel()
    state = pending.before
    if let messageID = pending.questionMessageID {
      transcript.removeAll { $0.id == messageID }
      draft = question
    }
    return true
  }

  private func startLookup(_ question: String, questionMessageID: Int?) -> Task<Reply?, Never> {
    let asking = ask(question)
    let lookup = begin(question, questionMessageID: questionMessageID, asking: asking)
    return Task { self.complete(lookup, question: question, with: await asking.value) }
  }

  private func startTurn(
    _ question: String, questionMessageID: Int?, request: ChatGameRequest?
  ) -> Task<ChatTurn?, Never> {
    let asking = request?.isExplicit == true ? nil : ask(question)
    let lookup = begin(question, questionMessageID: questionMessageID, asking: asking)
    return Task {
      guard let asking else {
        return await self.completeGame(lookup, request: request)
      }
      let reply = await asking.value
      if request != nil, Self.leavesToTheGame(reply) {
        return await self.completeGame(lookup, request: request)
      }
      return self.complete(lookup, question: question, with: reply).map(ChatTurn.reply)
    }
  }

  /// Detached: the lookup starts at once on the pool, while the caller (a full-screen loop)
  /// goes on painting "looking up" on the main actor.
  private func ask(_ question: String) -> Task<Reply, Never> {
    let quiz = quiz
    let context = context
    return Task.detached { await quiz.ask(question, context: context) }
  }

  /// Enters `loading`, remembering what `cancel()` goes back to; returns the lookup's number.
  private func begin(
    _ question: String, questionMessageID: Int?, asking: Task<Reply, Never>?
  ) -> Int {
    lookups += 1
    pending = (lookups, state, questionMessageID, asking)
    state = .loading(question: question)
    return lookups
  }

  /// A request to play wins only over a reply that answered nothing: "quiz: countries
  /// starting with b" is still answered with the countries.
  private static func leavesToTheGame(_ reply: Reply) -> Bool {
    switch reply.answer.outcome {
    case .unrecognized, .countryNotFound, .noCountriesFound: true
    case .answered, .unavailable: false
    }
  }

  /// Makes the game asked for, then leaves the chat as it was before the line was sent.
  private func completeGame(_ lookup: Int, request: ChatGameRequest?) async -> ChatTurn? {
    guard let request, let games, pending?.lookup == lookup else { return nil }
    let turn: ChatTurn
    switch request.reading {
    case .noTopic:
      turn = .gameChoice
    case .topic(let topic) where topic.kind == .map:
      switch await games.mapQuiz(for: topic) {
      case .success(let quiz): turn = .mapQuiz(quiz)
      case .failure(let failure): turn = .gameFailed(failure)
      }
    case .topic(let topic):
      switch await games.model(for: topic) {
      case .success(let model): turn = .game(model)
      case .failure(let failure): turn = .gameFailed(failure)
      }
    case .practice(let topic) where games.practiceTopic(topic)?.kind == .map:
      switch await games.practiceMapQuiz(for: topic) {
      case .success(let quiz): turn = .mapQuiz(quiz)
      case .failure(let failure): turn = .gameFailed(failure)
      }
    case .practice(let topic):
      switch await games.practiceModel(for: topic) {
      case .success(let model): turn = .game(model)
      case .failure(let failure): turn = .gameFailed(failure)
      }
    }
    // Cancelled while the data loaded.
    guard let pending, pending.lookup == lookup else { return nil }
    self.pending = nil
    state = pending.before
    if let messageID = pending.questionMessageID {
      transcript.removeAll { $0.id == messageID }
    }
    return turn
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
    if transcript.count > scrollback {
      transcript.removeFirst(transcript.count - scrollback)
    }
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
