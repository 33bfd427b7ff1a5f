import CountryData
import Foundation
import QuizCLI
import QuizEngine
import QuizInterpreting

// The terminal's composition root: the only place that picks concrete implementations.

@MainActor
func runQuiz() async -> Int32 {
  let environment = ProcessInfo.processInfo.environment
  var input = TerminalInput.make(traits: .current(environment: environment), environment: environment)
  var output = StandardOutput()
  var errorOutput = StandardOutput.standardError
  return await QuizCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    traits: .current(environment: environment),
    makeSetup: {
      QuizSetup(
        quiz: CountryQuiz(
          interpreter: LocalQuestionInterpreter(),
          loader: BundledCountryLoader(),
          makeResolver: { CountryNameResolver(catalog: $0) }),
        sourceDescription: "the bundled snapshot of REST Countries")
    },
    input: &input, output: &output, errorOutput: &errorOutput)
}

exit(await runQuiz())
