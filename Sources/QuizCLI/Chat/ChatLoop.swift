import QuizChat
import QuizEngine
import QuizGame
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Drives a `ChatViewModel` from lines of input: an interactive chat on a terminal, or one
/// answer per line when input is piped. What a line means is the view model's to say
/// (`respond(to:)`); this only prints each turn, and plays the games it hands over a line at
/// a time on the same input.
@MainActor
struct ChatLoop {
  let session: ChatViewModel
  let renderer: ReplyRenderer
  let style: TerminalStyle
  let emitsJSON: Bool
  /// Say why the LLM interpreter did not help (or that it did), on `notices` when piped.
  var verbose = false

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
      guard let turn = await session.respond(to: line) else { continue }
      guard case .reply(let reply) = turn else {
        await show(
          turn, line: line, interactive: false, input: &input, output: &output,
          notices: &notices)
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
        if session.games != nil {
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
        guard let turn = await session.respond(to: text) else { continue }
        guard case .reply(let answer) = turn else {
          var notices = TextBuffer()
          await show(
            turn, line: text, interactive: true, input: &input, output: &output,
            notices: &notices)
          output.write(notices.text)
          continue
        }
        reply = answer
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

  /// A turn that is not a reply: the list of games, why a game cannot be made, or the game,
  /// played a line at a time on the chat's own input before the chat goes on.
  private func show(
    _ turn: ChatTurn, line: String, interactive: Bool, input: inout some LineReading,
    output: inout some TextWriting, notices: inout some TextWriting
  ) async {
    switch turn {
    case .reply:
      return
    case .gameChoice:
      output.write(
        emitsJSON
          ? GameList.json(scores: session.games?.scores)
          : GameList.text(scores: session.games?.scores, style: style, command: "play"))
    case .gameFailed(let failure):
      if emitsJSON {
        output.write(GameJSON.startError(failure) + "\n")
      } else if case .nothingToPractise = failure.reason {
        // An answer to the line, not an error.
        output.write(failure.terminalMessage + "\n")
      } else {
        let message = style.red(failure.terminalMessage) + "\n"
        if interactive { output.write(message) } else { notices.write(message) }
      }
    case .game(let model):
      if emitsJSON, let game = model.game {
        output.write(GameJSON.start(game, practice: model.isPractice) + "\n")
      }
      let lineMode = GameLineMode(
        model: model, style: style, emitsJSON: emitsJSON, interactive: interactive)
      var errors = TextBuffer()
      _ = await lineMode.run(input: &input, output: &output, errorOutput: &errors)
      notices.write(errors.text)
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
    case .helperMissing:
      return offline.map { "Type \($0)." }
    case .connectivity, .invalidData, .rateLimited:
      return "Type retry to ask again" + (offline.map { ", or \($0)" } ?? "") + "."
    }
  }

  /// What an interactive chat opens with; a game is offered only where the chat can start one.
  static func greeting(sourceDescription: String, offersGames: Bool, style: TerminalStyle)
    -> String
  {
    let game =
      offersGames
      ? ReplyWording.gameExampleLine + style.dim(" (let's play lists the games)")
        + "\n" : ""
    return """
      \(style.bold("QuizEngine")): ask me about the world's countries, in your own words.
      \(style.dim("Answering from \(TerminalSafeText.sanitize(sourceDescription)).")) Try:
      \(ReplyWording.examplesList)
      \(game)\(style.dim("Type help for these examples, retry to re-ask a question that failed, exit to quit."))

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
