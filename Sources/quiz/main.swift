import QuizCLI
import QuizTUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The terminal's composition root: the process's environment and terminal, the data source
// and the full screen, built once and handed to the command that runs.

/// What each run makes, kept until the process exits: freeing the catalog and its indexes,
/// thousands of strings, just before exit cost more instructions than answering a question.
var keptUntilExit: [QuizSetup] = []

@MainActor
func runQuiz() async -> Int32 {
  let environment = ProcessEnvironment.read()
  let composition = TerminalComposition(environment: environment)
  let terminal = Terminal(
    environment: environment, traits: TerminalTraits.current(environment: environment),
    fullScreen: CursesFullScreen(environment: environment))
  var input = StandardInput()
  var output = StandardOutput()
  var errorOutput = StandardOutput.standardError
  return await QuizCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()), terminal: terminal,
    makeSetup: { configuration in
      let setup = composition.makeSetup(configuration)
      keptUntilExit.append(setup)
      return setup
    },
    input: &input, output: &output, errorOutput: &errorOutput)
}

exit(await runQuiz())
