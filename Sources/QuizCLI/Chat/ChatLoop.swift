import QuizChat
import QuizEngine
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
      guard let reply = await session.send(line) else { continue }
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
        reply = await session.send(text)
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
