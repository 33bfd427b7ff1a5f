import CountryData
import QuizCLI
import QuizGame
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The terminal's entry point; `TerminalComposition` picks the concrete parts.

/// What each run makes, kept until the process exits: freeing the catalog and its indexes,
/// thousands of strings, just before exit cost more instructions than answering a question.
var keptUntilExit: [QuizSetup] = []

@MainActor
func runQuiz() async -> Int32 {
  let environment = ProcessEnvironment.read()
  let traits = TerminalTraits.current(environment: environment)
  let composition = TerminalComposition(environment: environment)
  var input = StandardInput()
  var output = StandardOutput()
  var errorOutput = StandardOutput.standardError
  return await QuizCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    traits: traits,
    makeSetup: { configuration in
      let setup = composition.makeSetup(configuration)
      keptUntilExit.append(setup)
      return setup
    },
    input: &input, output: &output, errorOutput: &errorOutput,
    fullScreen: { request in
      await FullScreenChat.run(
        chat: request.chat, sourceBeforeAnswers: request.sourceDescription,
        sourceSummary: request.sourceSummary, usesLLM: request.usesLLM, note: request.note,
        environment: environment)
    },
    playFullScreen: { model in
      let status = await FullScreenGame.run(
        model: model, environment: environment, returnsToChat: false)
      guard status == FullScreenGame.couldNotStart else { return status }
      // Curses could not start on this terminal: the game goes on a line at a time.
      var input = StandardInput()
      var output = StandardOutput()
      var errorOutput = StandardOutput.standardError
      return await QuizCLI.playInLineMode(
        model, traits: traits, input: &input, output: &output, errorOutput: &errorOutput)
    })
}

exit(await runQuiz())
