import QuizChat
import QuizEngine
import QuizTUI

extension QuizCommand {
  /// `quiz ask`: one question, its answer, and the status that says whether data could be had.
  struct Ask {
    let question: String
    let options: OutputOptions

    @MainActor
    func run(
      setup: QuizSetup, terminal: Terminal, output: inout some TextWriting,
      errorOutput: inout some TextWriting
    ) async -> Int32 {
      // One question: a follow-up has nothing to follow, and a game nothing to play on.
      let session = ChatViewModel(quiz: setup.quiz, scrollback: 0)
      guard let reply = await session.send(question) else { return ExitStatus.success }
      if !options.screen.json, let notice = reply.source.flatMap(ReplyWording.staleNotice(for:)) {
        errorOutput.write(terminal.style.dim(TerminalSafeText.sanitize(notice)) + "\n")
      }
      if options.verbose, let note = VerboseNote.text(for: reply) {
        errorOutput.write(terminal.style.dim(note) + "\n")
      }
      let renderer = ReplyRenderer(
        style: terminal.style, showsDetails: terminal.traits.outputIsTerminal)
      output.write(options.screen.json ? ReplyJSON.line(for: reply) + "\n" : renderer.render(reply))
      return reply.answer.outcome == .unavailable
        ? ExitStatus.dataUnavailable : ExitStatus.success
    }
  }
}
