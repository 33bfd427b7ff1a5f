import CommandKit
import QuizChat
import QuizEngine
import QuizGame
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the composition root builds from a `QuizConfiguration` for the terminal front end.
public struct QuizSetup: Sendable {
  public let quiz: any QuestionAsking
  /// Shown in the chat's greeting before any data is loaded: "the bundled snapshot of …".
  public let sourceDescription: String
  /// A quiz on the bundled data, offered in the chat when a remote source fails.
  public let offlineFallback: (any QuestionAsking)?
  public let data: any DataAdministering
  /// Whether a language model may be asked about questions (they may leave the machine).
  public let usesLLM: Bool
  /// What games are made and loaded with; nil: `quiz play` says games are not available.
  public let games: GameServices?

  public init(
    quiz: any QuestionAsking, sourceDescription: String,
    offlineFallback: (any QuestionAsking)? = nil, data: any DataAdministering,
    usesLLM: Bool = false, games: GameServices? = nil
  ) {
    self.quiz = quiz
    self.sourceDescription = sourceDescription
    self.offlineFallback = offlineFallback
    self.data = data
    self.usesLLM = usesLLM
    self.games = games
  }
}

/// What every command runs with, built once by `quiz`'s main: the process's environment and
/// terminal, the full screen (nil: a line at a time only), and the clock.
@MainActor
public struct Terminal {
  public let environment: [String: String]
  public let traits: TerminalTraits
  public let fullScreen: (any FullScreen)?
  let now: () -> Date
  /// Seconds east of UTC at a moment: where the day's puzzle changes. The C library's
  /// (TZ, else /etc/localtime) unless a test gives its own.
  let secondsFromGMT: (Date) -> Int

  public init(
    environment: [String: String], traits: TerminalTraits, fullScreen: (any FullScreen)? = nil,
    now: @escaping () -> Date = Date.init,
    secondsFromGMT: ((Date) -> Int)? = nil
  ) {
    self.environment = environment
    self.traits = traits
    self.fullScreen = fullScreen
    self.now = now
    self.secondsFromGMT =
      secondsFromGMT ?? { LocalTime.secondsFromGMT(atSecondsSince1970: $0.timeIntervalSince1970) }
  }

  /// The date on the person's calendar now.
  var today: CalendarDay {
    let moment = now()
    return CalendarDay(
      secondsSince1970: moment.timeIntervalSince1970, secondsFromGMT: secondsFromGMT(moment))
  }

  /// NO_COLOR set (and not empty) asks for no colour, emoji squares included.
  var allowsColour: Bool { (environment["NO_COLOR"] ?? "").isEmpty }

  var style: TerminalStyle { TerminalStyle(usesColor: traits.usesColor) }

  /// Full screen needs a terminal at both ends that can address the cursor.
  var canShowFullScreen: Bool {
    fullScreen != nil && traits.inputIsTerminal && traits.outputIsTerminal
      && (environment["TERM"].map { !$0.isEmpty && $0 != "dumb" } ?? false)
  }

  /// Whether block characters (a sparkline's ▁▂▃▄▅▆▇█) can be shown: not on TERM=dumb, nor
  /// when the locale says the terminal's characters are not UTF-8 (LANG=C, say); an unset
  /// locale is taken as UTF-8, as terminals are today.
  var showsBlocks: Bool {
    guard environment["TERM"] != "dumb" else { return false }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { self.environment[$0] }
      .first { !$0.isEmpty }
    guard let locale else { return true }
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }

  /// The width help wraps to: COLUMNS, else the terminal's, else 80.
  var helpColumns: Int {
    environment["COLUMNS"].flatMap { Int($0) } ?? traits.columns ?? ToolSpec.defaultColumns
  }
}

/// Runs the `quiz` command line: parses it, configures the data source, and hands the parts to
/// the command that runs (`QuizCommand.Ask`, `.Chat`, `.Play`, `.DataStatus`, `.DataRefresh`).
/// Its collaborators are injected, so tests drive it with scripted input and read exactly what
/// it printed.
@MainActor
public enum QuizCLI {
  public static func run(
    arguments: [String], terminal: Terminal,
    makeSetup: (QuizConfiguration) -> QuizSetup,
    input: inout some LineReading, output: inout some TextWriting,
    errorOutput: inout some TextWriting
  ) async -> Int32 {
    let invocation: QuizInvocation
    let path: [String]
    switch parse(arguments, terminal: terminal, output: &output, errorOutput: &errorOutput) {
    case .exit(let status): return status
    case .run(let read, let readPath): (invocation, path) = (read, readPath)
    }
    let configuration: QuizConfiguration
    do {
      configuration = QuizConfiguration(
        data: try invocation.dataOptions.configuration(environment: terminal.environment),
        llm: try invocation.llmOptions?.configuration(environment: terminal.environment))
    } catch {
      errorOutput.write(QuizCommand.spec.errorText(UsageError(path: path, message: "\(error)")))
      return ExitStatus.usage
    }
    let setup = makeSetup(configuration)

    switch invocation {
    case .ask(let question, let options, _, _):
      return await QuizCommand.Ask(question: question, options: options).run(
        setup: setup, terminal: terminal, output: &output, errorOutput: &errorOutput)
    case .chat(let options, _, _):
      return await QuizCommand.Chat(options: options).run(
        setup: setup, terminal: terminal, input: &input, output: &output,
        errorOutput: &errorOutput)
    case .play(let play, _):
      guard let games = setup.games else { return gamesUnavailable(&errorOutput) }
      return await play.run(
        games: games, terminal: terminal, input: &input, output: &output,
        errorOutput: &errorOutput)
    case .daily(let daily, _):
      guard let games = setup.games else { return gamesUnavailable(&errorOutput) }
      return await daily.run(
        games: games, terminal: terminal, input: &input, output: &output,
        errorOutput: &errorOutput)
    case .stats(let json, _):
      guard let games = setup.games else { return gamesUnavailable(&errorOutput) }
      return QuizCommand.Stats(json: json).run(games: games, terminal: terminal, output: &output)
    case .dataStatus:
      return await QuizCommand.DataStatus().run(setup: setup, terminal: terminal, output: &output)
    case .dataRefresh:
      return await QuizCommand.DataRefresh().run(
        setup: setup, terminal: terminal, output: &output, errorOutput: &errorOutput)
    }
  }

  /// A build without games (the commands' tests): play, daily and stats say so alike.
  private static func gamesUnavailable(_ errorOutput: inout some TextWriting) -> Int32 {
    errorOutput.write("Games are not available in this build.\n")
    return ExitStatus.dataUnavailable
  }

  private enum Parsed {
    case run(QuizInvocation, path: [String])
    /// Help, the version, a completion script, or a usage error: printed, nothing to run.
    case exit(Int32)
  }

  private static func parse(
    _ arguments: [String], terminal: Terminal, output: inout some TextWriting,
    errorOutput: inout some TextWriting
  ) -> Parsed {
    let spec = QuizCommand.spec
    switch spec.parse(arguments) {
    case .run(let parsed):
      do {
        guard let invocation = try QuizInvocation(parsed) else { return .exit(ExitStatus.success) }
        return .run(invocation, path: parsed.path)
      } catch {
        errorOutput.write(spec.errorText(error))
        return .exit(ExitStatus.usage)
      }
    case .help(let path):
      output.write(spec.help(for: path, columns: terminal.helpColumns))
    case .version:
      output.write(QuizCommand.version + "\n")
    case .completionScript(let shell):
      output.write(spec.completionScript(for: shell))
    case .dumpHelp:
      output.write(spec.toolDescription() + "\n")
    case .usageError(let error):
      errorOutput.write(spec.errorText(error))
      return .exit(ExitStatus.usage)
    }
    return .exit(ExitStatus.success)
  }
}
