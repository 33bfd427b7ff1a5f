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
/// (`respond(to:)`), the chat's own words included; this only prints each turn, and plays the
/// games it hands over a line at a time on the same input.
@MainActor
struct ChatLoop {
  let session: ChatViewModel
  let renderer: ReplyRenderer
  let style: TerminalStyle
  let emitsJSON: Bool
  /// Say why the LLM interpreter did not help (or that it did), on `notices` when piped.
  var verbose = false

  /// Reads lines until end of input or `exit`, answers on `output` and says once on `notices`
  /// when answers come from stale data (and, verbose, what the LLM interpreter did). Help is
  /// printed as an answer is; a word refused is a notice (with `--json`, each is a line of its
  /// own). Returns whether a question was left without its data: one that failed and was not
  /// answered by a retry or by the bundled data.
  func runPiped(
    input: inout some LineReading, output: inout some TextWriting,
    notices: inout some TextWriting
  ) async -> Bool {
    var unanswered = 0
    var staleNoticeShown = false
    while let line = input.readLine(prompt: "") {
      guard let turn = await session.respond(to: line) else { continue }
      switch turn {
      case .end:
        if emitsJSON { output.write(ChatTurnJSON.end + "\n") }
        return unanswered > 0
      case .help(let help):
        output.write(
          emitsJSON
            ? ChatTurnJSON.help(help) + "\n" : Self.helpText(help, style: style, keys: false))
      case .refused(let refusal):
        if emitsJSON {
          output.write(ChatTurnJSON.refused(refusal) + "\n")
        } else {
          notices.write(style.dim(refusal.sentence) + "\n")
        }
      case .reply(let reply), .retried(let reply), .switchedToOffline(let reply):
        unanswered += Self.unansweredChange(turn, reply)
        if !emitsJSON, let notice = turn.notice { notices.write(style.dim(notice) + "\n") }
        if !emitsJSON, !staleNoticeShown, let notice = staleNotice(for: reply) {
          notices.write(style.dim(notice) + "\n")
          staleNoticeShown = true
        }
        if verbose, let note = VerboseNote.text(for: reply) {
          notices.write(style.dim(note) + "\n")
        }
        output.write(emitsJSON ? ReplyJSON.line(for: reply) + "\n" : renderer.render(reply))
      case .game, .mapQuiz, .gameChoice, .gameFailed:
        await show(
          turn, line: line, interactive: false, input: &input, output: &output,
          notices: &notices)
      }
    }
    return unanswered > 0
  }

  /// The interactive chat: greeting, prompt, answers, and the chat's words (`help`, `retry`,
  /// `offline`, `exit`), which the view model decides.
  func runInteractive(
    greeting: String, input: inout some LineReading, output: inout some TextWriting
  ) async {
    output.write(greeting)
    var staleNoticeShown = false
    while let line = input.readLine(prompt: style.bold(style.cyan("› "))) {
      guard let turn = await session.respond(to: line) else { continue }
      switch turn {
      case .end:
        return
      case .help(let help):
        output.write(Self.helpText(help, style: style, keys: true))
      case .refused(let refusal):
        output.write(style.dim(refusal.sentence) + "\n")
      case .reply(let reply), .retried(let reply), .switchedToOffline(let reply):
        if let notice = turn.notice { output.write(style.dim(notice) + "\n") }
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
      case .game, .mapQuiz, .gameChoice, .gameFailed:
        var notices = TextBuffer()
        await show(
          turn, line: line, interactive: true, input: &input, output: &output,
          notices: &notices)
        output.write(notices.text)
      }
    }
    output.write("\n")
  }

  /// How a reply changes the count of questions left without their data: a new question that
  /// fails adds one; a retry (or the switch to the bundled data) that answers takes its
  /// question's failure back, and one that fails again is the same question still.
  private static func unansweredChange(_ turn: ChatTurn, _ reply: Reply) -> Int {
    let failed = reply.answer.outcome == .unavailable
    if case .reply = turn { return failed ? 1 : 0 }
    return failed ? 0 : -1
  }

  // MARK: - Games

  /// A turn that is not a reply: the list of games, why a game cannot be made, or the game,
  /// played a line at a time on the chat's own input before the chat goes on.
  private func show(
    _ turn: ChatTurn, line: String, interactive: Bool, input: inout some LineReading,
    output: inout some TextWriting, notices: inout some TextWriting
  ) async {
    switch turn {
    case .reply, .retried, .switchedToOffline, .help, .refused, .end:
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
      session.rememberGame(model)
      if interactive {
        // As the full-screen chat shows it on return: the game in one line.
        if let line = model.resultLine {
          output.write(style.bold(TerminalSafeText.sanitize(line)) + "\n")
        }
        output.write(style.dim("Back to the chat.") + "\n")
      }
    case .mapQuiz(let quiz):
      let lineMode = MapQuizLineMode(
        model: quiz, style: style, emitsJSON: emitsJSON, interactive: interactive, columns: 80)
      _ = lineMode.run(input: &input, output: &output)
      session.rememberGame(quiz)
      if interactive {
        if let line = quiz.resultLine {
          output.write(style.bold(TerminalSafeText.sanitize(line)) + "\n")
        }
        output.write(style.dim("Back to the chat.") + "\n")
      }
    }
  }

  private func staleNotice(for reply: Reply) -> String? {
    reply.source.flatMap(ReplyWording.staleNotice(for:)).map { TerminalSafeText.sanitize($0) }
  }

  /// What the person can do after a failure: retry, except when retrying cannot help, and
  /// switch to the bundled data when there is a remote source to leave.
  private func failureHint() -> String? {
    guard case .error(_, let reason) = session.state else { return nil }
    let offline = session.canSwitchToOffline ? "offline to answer from the bundled data" : nil
    switch reason {
    case .bundledDataMissing:
      return nil
    // The reply has said what to set or install: only the way on without it is left to offer.
    case .unauthorized, .fetcherMissing:
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

  /// The chat's help as lines; `keys`: Ctrl-D, which leaves a chat typed at a terminal.
  static func helpText(_ help: ChatHelp, style: TerminalStyle, keys: Bool) -> String {
    var lines: [String] = []
    for topic in help.topics {
      lines.append("\(topic.lead):")
      lines += topic.examples.map { "  • \($0)" }
    }
    let commands = help.commands.map { command in
      let words = command.words.map { style.bold($0) }.joined(separator: " or ")
      let key = keys && command.command == .exit ? " (or Ctrl-D)" : ""
      return "\(words)\(key) \(command.does)"
    }
    lines.append("Commands: " + commands.joined(separator: ", ") + ".")
    lines.append(help.typos)
    return lines.joined(separator: "\n") + "\n\n"
  }
}

/// Text kept to be written later, where two writers cannot be passed at once.
struct TextBuffer: TextWriting {
  var text = ""
  mutating func write(_ text: String) { self.text += text }
}
