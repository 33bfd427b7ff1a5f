import QuizChat
import QuizEngine
import QuizGame

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Drives a `ChatViewModel` from lines of input: an interactive chat on a terminal, or one
/// answer per line when input is piped.
@MainActor
struct ChatLoop {
  let session: ChatViewModel
  let renderer: ReplyRenderer
  let style: TerminalStyle
  let emitsJSON: Bool
  /// Say why the LLM interpreter did not help (or that it did), on `notices` when piped.
  var verbose = false
  /// Makes the games "quiz me on the flags of Europe" starts; nil: no games in this chat.
  var games: GameServices?

  /// Reads questions until end of input, answers on `output` and says once on `notices` when
  /// answers come from stale data (and, verbose, what the LLM interpreter did). Returns whether
  /// any question found its data unavailable.
  func runPiped(
    input: inout some LineReading, output: inout some TextWriting,
    notices: inout some TextWriting
  ) async -> Bool {
    var anyUnavailable = false
    var staleNoticeShown = false
    while let line = input.readLine(prompt: "") {
      let request = gameRequest(line)
      guard let reply = await session.send(line) else { continue }
      if let request, Self.leavesToTheGame(reply) {
        var errors = TextBuffer()
        await play(request, interactive: false, input: &input, output: &output, errors: &errors)
        notices.write(errors.text)
        continue
      }
      anyUnavailable = anyUnavailable || reply.answer.outcome == .unavailable
      if !emitsJSON, !staleNoticeShown, let notice = staleNotice(for: reply) {
        notices.write(style.dim(notice) + "\n")
        staleNoticeShown = true
      }
      if verbose, let note = VerboseNote.text(for: reply) {
        notices.write(style.dim(note) + "\n")
      }
      output.write(emitsJSON ? ReplyJSON.line(for: reply) + "\n" : renderer.render(reply))
    }
    return anyUnavailable
  }

  /// The interactive chat: greeting, prompt, answers, and the `help`, `retry` and `exit` commands.
  func runInteractive(
    greeting: String, input: inout some LineReading, output: inout some TextWriting
  ) async {
    output.write(greeting)
    var staleNoticeShown = false
    while let line = input.readLine(prompt: style.bold(style.cyan("› "))) {
      let reply: Reply?
      switch ChatCommand(line) {
      case .exit:
        return
      case .help:
        output.write(Self.helpText(style: style))
        if games != nil {
          output.write(
            "Or play a timed game: \(style.bold("let's play")) lists them, "
              + "\(style.bold("play capitals of africa")) starts one.\n")
        }
        continue
      case .retry:
        guard session.failedQuestion != nil else {
          output.write(style.dim("Nothing to retry: the last question did not fail.") + "\n")
          continue
        }
        reply = await session.retry()
      case .offline:
        guard session.hasRemoteSource else {
          output.write(style.dim("Already answering from the bundled data.") + "\n")
          continue
        }
        guard session.canSwitchToOffline else {
          output.write(
            style.dim("Nothing to switch: offline answers a question that failed.") + "\n")
          continue
        }
        output.write(style.dim("Answering from the bundled data from now on.") + "\n")
        reply = await session.switchToOffline()
      case .question(let text):
        let request = gameRequest(text)
        reply = await session.send(text)
        if let request, let reply, Self.leavesToTheGame(reply) {
          var errors = TextBuffer()
          await play(request, interactive: true, input: &input, output: &output, errors: &errors)
          output.write(errors.text)
          continue
        }
      }
      guard let reply else { continue }
      if !staleNoticeShown, let notice = staleNotice(for: reply) {
        output.write(style.yellow(notice) + "\n")
        staleNoticeShown = true
      }
      if verbose, let note = VerboseNote.text(for: reply) {
        output.write(style.dim(note) + "\n")
      }
      output.write(renderer.render(reply))
      if let hint = failureHint() {
        output.write(style.dim(hint) + "\n")
      }
    }
    output.write("\n")
  }

  // MARK: - Games

  /// Words that ask to play, one of which a request must have: "countries of Africa" alone
  /// stays a question.
  static let playWords: Set<String> = ["play", "quiz", "game", "games", "test", "challenge"]

  /// What a line asks to play, when it reads as a request for a game (or for none in
  /// particular) and says so with a word like "play" or "quiz"; nil for everything else.
  func gameRequest(_ text: String) -> GameTopicReading? {
    guard games != nil, !Set(AnswerFolding.words(text)).isDisjoint(with: Self.playWords) else {
      return nil
    }
    let reading = GameTopicReader.read(text)
    return reading == .unrecognized ? nil : reading
  }

  /// A request to play wins only over a reply that answered nothing: "quiz: countries starting
  /// with b" is still answered with the countries.
  static func leavesToTheGame(_ reply: Reply) -> Bool {
    switch reply.answer.outcome {
    case .unrecognized, .countryNotFound, .noCountriesFound: true
    case .answered, .unavailable: false
    }
  }

  /// Plays the game asked for a line at a time on the chat's own input, then goes back to it.
  private func play(
    _ request: GameTopicReading, interactive: Bool, input: inout some LineReading,
    output: inout some TextWriting, errors: inout TextBuffer
  ) async {
    guard let games else { return }
    guard case .topic(let topic) = request else {
      output.write(GameList.text(scores: games.scores, style: style, command: "play"))
      return
    }
    switch await games.model(for: topic, timeLimit: nil) {
    case .failure(let failure):
      output.write(style.red(failure.message) + "\n")
    case .success(let model):
      let lineMode = GameLineMode(
        model: model, style: style, emitsJSON: false, interactive: interactive)
      _ = await lineMode.run(input: &input, output: &output, errorOutput: &errors)
      if interactive { output.write(style.dim("Back to the chat.") + "\n") }
    }
  }

  private func staleNotice(for reply: Reply) -> String? {
    reply.source.flatMap(ReplyWording.staleNotice(for:))
  }

  /// What the person can do after a failure: retry, except when retrying cannot help, and
  /// switch to the bundled data when there is a remote source to leave.
  private func failureHint() -> String? {
    guard case .error(_, let reason) = session.state else { return nil }
    let offline = session.canSwitchToOffline ? "offline to answer from the bundled data" : nil
    switch reason {
    case .unauthorized:
      return "Set RESTCOUNTRIES_API_KEY to a valid key" + (offline.map { ", or type \($0)" } ?? "")
        + "."
    case .bundledDataMissing:
      return nil
    case .connectivity, .invalidData, .rateLimited:
      return "Type retry to ask again" + (offline.map { ", or \($0)" } ?? "") + "."
    }
  }

  static func greeting(sourceDescription: String, style: TerminalStyle) -> String {
    """
    \(style.bold("QuizEngine")): ask me about the world's countries, in your own words.
    \(style.dim("Answering from \(TerminalSafeText.sanitize(sourceDescription)).")) Try:
    \(ReplyWording.examplesList)
    \(style.dim("Type help for these examples, retry to re-ask a question that failed, exit to quit."))

    """
  }

  static func helpText(style: TerminalStyle) -> String {
    """
    Ask about:
    \(ReplyWording.examplesList)
    Commands: \(style.bold("help")) shows this, \(style.bold("retry")) re-asks the last question \
    that failed, \(style.bold("offline")) answers from the bundled data instead of REST Countries, \
    \(style.bold("exit")) or \(style.bold("quit")) (or Ctrl-D) leaves.

    """
  }
}

/// Text kept to be written later, where two writers cannot be passed at once.
struct TextBuffer: TextWriting {
  var text = ""
  mutating func write(_ text: String) { self.text += text }
}
