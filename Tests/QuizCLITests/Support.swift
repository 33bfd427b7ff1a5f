import Foundation
import QuizCLI
import QuizChat
import QuizEngine
import QuizGame
import QuizTUI
import QuizTestSupport

struct ScriptedInput: LineReading {
  private var lines: [String]
  private(set) var prompts: [String] = []

  init(_ lines: [String]) { self.lines = lines }

  mutating func readLine(prompt: String) -> String? {
    prompts.append(prompt)
    return lines.isEmpty ? nil : lines.removeFirst()
  }
}

struct BufferOutput: TextWriting {
  private(set) var text = ""
  mutating func write(_ text: String) { self.text += text }
}

struct CLIResult {
  let status: Int32
  let output: String
  let errorOutput: String
  let prompts: [String]
}

let belgium = makeCountry(code: "BE", name: "Belgium", capitals: ["Brussels"])
let brazil = Country(
  code: "BR", name: "Brazil", officialName: "Federative Republic of Brazil",
  capitals: ["Brasília"],
  flag: Flag(
    emoji: "🇧🇷", pngURL: URL(string: "https://flagcdn.com/w320/br.png"),
    description: "The flag of Brazil has a green field with a large yellow rhombus."))
let greece = makeCountry(code: "GR", name: "Greece", capitals: ["Athens"])
let chCountries = ["Chad", "Chile", "China", "Christmas Island"].enumerated().map {
  makeCountry(code: "C\($0.offset)", name: $0.element)
}

/// A quiz over a small catalog whose interpreter knows a fixed set of sentences.
func makeQuiz(
  loads: [Result<CountryCatalog, DataUnavailable>]? = nil,
  fallback: (any FallbackQuestionInterpreter)? = nil
) -> CountryQuiz {
  let catalog = makeCatalog([belgium, brazil, greece] + chCountries, label: "test data")
  let interpreter = InterpreterSpy([
    "What is the capital of Belgium?": .capital(of: "Belgium"),
    "Which countries start with CH?": .countriesStarting(with: "CH"),
    "What is the ISO code for Greece?": .isoCode(of: "Greece"),
    "Show me the flag of Brazil": .flag(of: "Brazil"),
    "capital of Atlantis": .capital(of: "Atlantis"),
    "and Greece?": .followUp(.about("Greece")),
    "its flag?": .followUp(.asking(.flag)),
    "capital of \u{1B}[31mAtlantis": .capital(of: "\u{1B}[31mAtlantis"),
    "quiz countries starting with ch": .countriesStarting(with: "CH"),
    "countries starting with B, CH or X": .countriesStartingWithEach(["B", "CH", "X"]),
    "capitals of Greece and Belgium": .capital(of: "Greece and Belgium"),
  ])
  return CountryQuiz(
    interpreter: interpreter, loader: LoaderStub(loads ?? [.success(catalog)]), fallback: fallback
  ) { ExactNameResolver($0) }
}

/// Reports a fixed status, and fails or succeeds to refresh as told.
struct DataAdministrationStub: DataAdministering {
  var current = DataStatus(
    sourceLabel: "test data", location: nil, cachePath: nil, cacheEntry: nil,
    bundled: (nil, 0), cacheMaxAge: 0)
  var refreshResult: Result<DataStatus, DataUnavailable> = .failure(.connectivity)

  func status() async -> DataStatus { current }
  func refresh() async throws -> DataStatus { try refreshResult.get() }
}

@MainActor
func runCLI(
  _ arguments: [String], input: [String] = [], interactive: Bool = false, color: Bool = false,
  loads: [Result<CountryCatalog, DataUnavailable>]? = nil,
  offlineFallback: (any QuestionAsking)? = nil,
  fallback: (any FallbackQuestionInterpreter)? = nil,
  data: DataAdministrationStub = DataAdministrationStub(),
  environment: [String: String] = [:],
  configurations: ConfigurationRecorder? = nil,
  fullScreen: ChatScreenStub? = nil,
  games: GameServices? = nil,
  playFullScreen: GameScreenStub? = nil,
  traits givenTraits: TerminalTraits? = nil
) async -> CLIResult {
  var reader = ScriptedInput(input)
  var output = BufferOutput()
  var errorOutput = BufferOutput()
  let traits =
    givenTraits
    ?? TerminalTraits(inputIsTerminal: interactive, outputIsTerminal: interactive, usesColor: color)
  let terminal = Terminal(
    environment: environment, traits: traits,
    fullScreen: FullScreenStub(chat: fullScreen, game: playFullScreen),
    now: { Date(timeIntervalSince1970: 1_790_000_000) }, secondsFromGMT: { _ in 0 })
  let status = await QuizCLI.run(
    arguments: arguments, terminal: terminal,
    makeSetup: { configuration in
      configurations?.values.append(configuration.data)
      configurations?.llm.append(configuration.llm)
      return QuizSetup(
        quiz: makeQuiz(loads: loads, fallback: fallback), sourceDescription: "test data",
        offlineFallback: offlineFallback, data: data, games: games)
    },
    input: &reader, output: &output, errorOutput: &errorOutput)
  return CLIResult(
    status: status, output: output.text, errorOutput: errorOutput.text, prompts: reader.prompts)
}

let specQuestions = [
  "What is the capital of Belgium?", "Which countries start with CH?",
  "What is the ISO code for Greece?", "Show me the flag of Brazil",
]

@MainActor
final class ConfigurationRecorder {
  var values: [DataConfiguration] = []
  var llm: [LLMConfiguration?] = []
}

/// Runs the full-screen chat or game as told; a screen not given cannot start, as curses on a
/// terminal that cannot show it. Never starts curses: the tests' terminal is not the app's.
typealias ChatScreenStub = @MainActor (ChatViewModel, FullScreenChat.Options) async -> Bool
typealias GameScreenStub = @MainActor (GameViewModel) async -> Int32

struct FullScreenStub: FullScreen {
  let chat: ChatScreenStub?
  let game: GameScreenStub?

  func runChat(_ chat: ChatViewModel, _ options: FullScreenChat.Options) async -> Bool {
    await self.chat?(chat, options) ?? false
  }

  func runGame(_ model: GameViewModel) async -> Int32? {
    await game?(model)
  }
}
