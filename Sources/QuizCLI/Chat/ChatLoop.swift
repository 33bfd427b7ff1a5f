import Foundation
import QuizChat
import QuizEngine

/// Drives a `ChatSession` from lines of input: an interactive chat on a terminal, or one
/// answer per line when input is piped.
@MainActor
struct ChatLoop {
  let session: ChatSession
  let renderer: ReplyRenderer
  let style: TerminalStyle
  let emitsJSON: Bool

  /// Reads questions until end of input. Returns whether any question found its data
  /// unavailable, for the exit status.
  func runPiped(input: inout some LineReading, output: inout some TextWriting) async -> Bool {
    var anyUnavailable = false
    while let line = input.readLine(prompt: "") {
      guard let reply = await session.send(line) else { continue }
      anyUnavailable = anyUnavailable || reply.answer.outcome == .unavailable
      output.write(emitsJSON ? ReplyJSON.line(for: reply) + "\n" : renderer.render(reply))
    }
    return anyUnavailable
  }

  /// The interactive chat: greeting, prompt, answers, and the `help`, `retry` and `exit` commands.
  func runInteractive(
    greeting: String, input: inout some LineReading, output: inout some TextWriting
  ) async {
    output.write(greeting)
    while let line = input.readLine(prompt: style.bold(style.cyan("› "))) {
      switch ChatCommand(line) {
      case .exit:
        return
      case .help:
        output.write(Self.helpText(style: style))
      case .retry:
        guard session.failedQuestion != nil, let reply = await session.retry() else {
          output.write(style.dim("Nothing to retry: the last question did not fail.") + "\n")
          continue
        }
        write(reply, to: &output)
      case .question(let text):
        guard let reply = await session.send(text) else { continue }
        write(reply, to: &output)
      }
    }
    output.write("\n")
  }

  private func write(_ reply: Reply, to output: inout some TextWriting) {
    output.write(renderer.render(reply))
    if session.failedQuestion != nil {
      output.write(style.dim("Type retry to ask again.") + "\n")
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
    that failed, \(style.bold("exit")) or \(style.bold("quit")) (or Ctrl-D) leaves.

    """
  }
}

/// A line typed in the interactive chat: one of the chat's own commands, or a question.
enum ChatCommand: Equatable {
  case help
  case retry
  case exit
  case question(String)

  init(_ line: String) {
    switch line.trimmingCharacters(in: .whitespaces).lowercased() {
    case "help", "?", "/help": self = .help
    case "retry", "/retry": self = .retry
    case "exit", "quit", "/exit", "/quit", ":q": self = .exit
    default: self = .question(line)
    }
  }
}
