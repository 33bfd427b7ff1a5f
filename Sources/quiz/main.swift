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

/// A game on the bundled data, for the chat's "quiz me on …": offline, so it starts at once.
@MainActor
func makeGame(_ topic: GameTopic, environment: [String: String], timeLimit: Double? = nil)
  -> GameViewModel?
{
  guard let catalog = try? BundledCountryLoader().loadCatalog(),
    let game = try? CountryGames.make(topic, from: catalog, timeLimit: timeLimit)
  else { return nil }
  return GameViewModel(game: game, scores: FileScoreStore.resolve(environment: environment))
}

// MERGE: a stand-in for `quiz play TOPIC [--time-limit SECONDS]` until the CLI branch's
// command lands; it only runs the full-screen game, and the CLI's command replaces it.
@MainActor
func playForDevelopment(_ arguments: [String], environment: [String: String]) async -> Int32? {
  guard arguments.first == "play" else { return nil }
  var words: [String] = []
  var timeLimit: Double?
  var rest = arguments.dropFirst()
  while let argument = rest.popFirst() {
    if argument == "--time-limit", let value = rest.popFirst().flatMap(Double.init) {
      timeLimit = value
    } else {
      words.append(argument)
    }
  }
  let topic: GameTopic
  switch GameTopicReader.read(words.joined(separator: " ")) {
  case .topic(let read): topic = read
  case .noTopic: topic = .world
  case .unrecognized: return 64
  }
  guard let model = makeGame(topic, environment: environment, timeLimit: timeLimit) else {
    return 65
  }
  let status = await FullScreenGame.run(
    model: model, environment: environment, returnsToChat: false)
  // The CLI's command plays in line mode here; the stand-in only says so.
  return status == FullScreenGame.couldNotStart ? 1 : status
}

@MainActor
func runQuiz() async -> Int32 {
  let environment = ProcessInfo.processInfo.environment
  // MERGE: see playForDevelopment.
  if let status = await playForDevelopment(
    Array(CommandLine.arguments.dropFirst()), environment: environment)
  {
    return status
  }
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
        environment: environment, makeGame: { makeGame($0, environment: environment) })
    })
}

exit(await runQuiz())
