import QuizChat
import QuizEngine
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension QuizCommand {
  /// `quiz` and `quiz chat`: the full-screen chat on a terminal that can show it, else the
  /// chat a line at a time (interactive, piped, or JSON lines).
  struct Chat {
    let options: OutputOptions

    @MainActor
    func run(
      setup: QuizSetup, terminal: Terminal, input: inout some LineReading,
      output: inout some TextWriting, errorOutput: inout some TextWriting
    ) async -> Int32 {
      let interactive = options.screen.isInteractive(on: terminal)
      let fullScreen = options.screen.fullScreen(on: terminal)
      // Line mode prints each reply as it comes and never looks back: it keeps no transcript,
      // so a script can pipe any number of lines through it. A script may switch to the
      // bundled data too, but only by saying "offline".
      let session = ChatViewModel(
        quiz: setup.quiz, offlineFallback: setup.offlineFallback,
        games: setup.games, scrollback: fullScreen == nil ? 0 : ChatViewModel.defaultScrollback)
      if let fullScreen, await fullScreen.runChat(session, screenOptions(setup)) {
        return ExitStatus.success
      }
      let style = terminal.style
      let loop = ChatLoop(
        session: session,
        renderer: ReplyRenderer(style: style, showsDetails: terminal.traits.outputIsTerminal),
        style: style, emitsJSON: options.screen.json, verbose: options.verbose)
      if interactive {
        let greeting = ChatLoop.greeting(
          sourceDescription: setup.sourceDescription, offersGames: setup.games != nil,
          style: style)
        await loop.runInteractive(greeting: greeting, input: &input, output: &output)
        return ExitStatus.success
      }
      let anyUnavailable = await loop.runPiped(
        input: &input, output: &output, notices: &errorOutput)
      return anyUnavailable ? ExitStatus.dataUnavailable : ExitStatus.success
    }

    private func screenOptions(_ setup: QuizSetup) -> FullScreenChat.Options {
      let data = setup.data
      return FullScreenChat.Options(
        sourceBeforeAnswers: setup.sourceDescription,
        sourceSummary: { await DataStatusRenderer.summary(of: data.status(), now: Date()) },
        usesLLM: setup.usesLLM,
        note: options.verbose ? { @Sendable reply in VerboseNote.text(for: reply) } : nil)
    }
  }
}
