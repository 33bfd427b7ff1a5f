import Foundation
import QuizCLI
import QuizEngine
import QuizGame
import QuizTestSupport
import Synchronization

/// South America in miniature, plus Niger and Nigeria, with the regions games need.
let gameCatalog = makeCatalog(
  [
    placed("PE", "Peru", capital: "Lima", subregion: "South America"),
    placed("CL", "Chile", capital: "Santiago", subregion: "South America"),
    placed(
      "BO", "Bolivia", capital: "Sucre", subregion: "South America",
      alternates: ["Bolivia, Plurinational State of"]),
    placed("NE", "Niger", capital: "Niamey", region: "Africa", subregion: "Western Africa"),
    placed("NG", "Nigeria", capital: "Abuja", region: "Africa", subregion: "Western Africa"),
    placed(
      "FK", "Falkland Islands", capital: "Stanley", subregion: "South America",
      independent: false),
  ], label: "test data")

private func placed(
  _ code: String, _ name: String, capital: String, region: String = "Americas",
  subregion: String, alternates: [String] = [], independent: Bool = true
) -> Country {
  Country(
    code: code, name: name, officialName: "Republic of \(name)", capitals: [capital],
    flag: Flag(emoji: flagEmoji(for: code), description: "The flag of \(name)."),
    alternateNames: alternates, region: region,
    subregion: subregion, isIndependent: independent, isUNMember: independent)
}

/// A clock the test moves; the scripted input moves it before handing over each line.
final class GameTestClock: Sendable {
  private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
  var now: Date { current.withLock { $0 } }
  func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// Lines, each read `after` seconds of the game clock.
struct ClockedInput: LineReading {
  private var lines: [(after: TimeInterval, text: String)]
  let clock: GameTestClock
  private(set) var prompts: [String] = []

  init(_ lines: [(after: TimeInterval, text: String)], clock: GameTestClock) {
    self.lines = lines
    self.clock = clock
  }

  mutating func readLine(prompt: String) -> String? {
    prompts.append(prompt)
    guard !lines.isEmpty else { return nil }
    let line = lines.removeFirst()
    clock.advance(line.after)
    return line.text
  }

  /// A line made by `signal(_:)` comes as the signal, as Ctrl-C or `kill` would.
  mutating func readLine(prompt: String, timeout: Double?) -> LineInput {
    guard let line = readLine(prompt: prompt) else { return .end }
    if line.hasPrefix(Self.signalMark), let signal = Int32(line.dropFirst(Self.signalMark.count)) {
      return .interrupted(signal: signal)
    }
    return .line(line)
  }

  private static let signalMark = "\u{0}signal "

  /// The line that stands for a stop signal arriving while a line is awaited.
  static func signal(_ number: Int32) -> String { signalMark + "\(number)" }
}

/// Loads from a list of results in turn, the last repeating.
final class GameLoaderStub: GameLoader {
  private let results: Mutex<[Result<Game, GameLoadError>]>
  let source: String

  init(source: String = "https://quiz.test/q.json", _ results: [Result<Game, GameLoadError>]) {
    self.source = source
    self.results = Mutex(results)
  }

  func load() async throws(GameLoadError) -> Game {
    let result = results.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
    return try result.get()
  }
}

func makeGames(
  clock: GameTestClock = GameTestClock(), scores: (any ScoreStore)? = InMemoryScoreStore(),
  catalog: Result<CountryCatalog, DataUnavailable> = .success(gameCatalog),
  loader: (any GameLoader)? = nil, progress: (any ProgressStore)? = nil,
  knownPlaces: [KnownPlace] = []
) -> GameServices {
  GameServices(
    loadCatalog: { try catalog.get() },
    makeLoader: { location in
      if let loader { return loader }
      if case .file(let path) = location { return FileGameLoader(path: path) }
      return GameLoaderStub([.failure(.unreachable("no loader in this test"))])
    },
    scores: scores, progress: progress, clock: { clock.now }, knownPlaces: { knownPlaces })
}

/// `quiz` run with games, its input read on the game clock.
@MainActor
func runGame(
  _ arguments: [String], lines: [(after: TimeInterval, text: String)] = [],
  interactive: Bool = false, environment: [String: String] = [:],
  clock: GameTestClock = GameTestClock(), games: GameServices? = nil,
  playFullScreen: GameScreenStub? = nil
) async -> CLIResult {
  var reader = ClockedInput(lines, clock: clock)
  var output = BufferOutput()
  var errorOutput = BufferOutput()
  let traits = TerminalTraits(
    inputIsTerminal: interactive, outputIsTerminal: interactive, usesColor: false)
  let status = await QuizCLI.run(
    arguments: arguments,
    terminal: Terminal(
      environment: environment, traits: traits,
      fullScreen: FullScreenStub(chat: nil, game: playFullScreen)),
    makeSetup: { _ in
      QuizSetup(
        quiz: makeQuiz(), sourceDescription: "test data", data: DataAdministrationStub(),
        games: games ?? makeGames(clock: clock))
    },
    input: &reader, output: &output, errorOutput: &errorOutput)
  return CLIResult(
    status: status, output: output.text, errorOutput: errorOutput.text, prompts: reader.prompts)
}

/// Lines read with no time passing.
func instant(_ lines: [String]) -> [(after: TimeInterval, text: String)] {
  lines.map { (0, $0) }
}
