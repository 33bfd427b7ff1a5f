import CommandKit
import QuizChat
import QuizEngine
import QuizGame

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

/// What the full-screen chat gets from the command line. The composition root runs it, so this
/// module needs no curses.
public struct FullScreenChatRequest {
  public let chat: ChatViewModel
  /// Where answers come from, said before any data is loaded.
  public let sourceDescription: String
  /// A shorter, dated description ("bundled snapshot 2026-02-25"), worth loading data for.
  public let sourceSummary: @Sendable () async -> String?
  /// Whether questions may be sent to a language model.
  public let usesLLM: Bool
  /// With --verbose, what to say under a reply about the LLM interpreter; shown in the
  /// transcript, since nothing may be written around the full screen.
  public let note: (@Sendable (Reply) -> String?)?
}

/// Runs the full-screen chat; returns false when it could not start (then line mode runs).
public typealias FullScreenLauncher = @MainActor (FullScreenChatRequest) async -> Bool

/// Runs the full-screen game on a model that is ready, or loaded (or failed to load) from
/// `--from`; returns the exit status.
public typealias GameScreenLauncher = @MainActor (GameViewModel) async -> Int32

/// Runs the `quiz` command line with its collaborators injected, so tests can drive it with
/// scripted input and read exactly what it printed.
@MainActor
public enum QuizCLI {
  public static func run(
    arguments: [String],
    environment: [String: String],
    traits: TerminalTraits,
    now: () -> Date = Date.init,
    makeSetup: (QuizConfiguration) throws -> QuizSetup,
    input: inout some LineReading,
    output: inout some TextWriting,
    errorOutput: inout some TextWriting,
    fullScreen launcher: FullScreenLauncher? = nil,
    playFullScreen: GameScreenLauncher? = nil
  ) async -> Int32 {
    let spec = QuizCommand.spec
    let invocation: QuizInvocation
    let path: [String]
    switch spec.parse(arguments) {
    case .run(let parsed):
      path = parsed.path
      do {
        guard let read = try QuizInvocation(parsed) else { return ExitStatus.success }
        invocation = read
      } catch {
        errorOutput.write(spec.errorText(error))
        return ExitStatus.usage
      }
    case .help(let path):
      output.write(
        spec.help(for: path, columns: helpColumns(environment: environment, traits: traits)))
      return ExitStatus.success
    case .version:
      output.write(QuizCommand.version + "\n")
      return ExitStatus.success
    case .completionScript(let shell):
      output.write(spec.completionScript(for: shell))
      return ExitStatus.success
    case .dumpHelp:
      output.write(spec.toolDescription() + "\n")
      return ExitStatus.success
    case .usageError(let error):
      errorOutput.write(spec.errorText(error))
      return ExitStatus.usage
    }
    let configuration: QuizConfiguration
    do {
      configuration = QuizConfiguration(
        data: try invocation.dataOptions.configuration(environment: environment),
        llm: try invocation.llmOptions?.configuration(environment: environment))
    } catch {
      errorOutput.write(spec.errorText(UsageError(path: path, message: "\(error)")))
      return ExitStatus.usage
    }
    let setup: QuizSetup
    do {
      setup = try makeSetup(configuration)
    } catch {
      errorOutput.write("Error: \(error)\n")
      return ExitStatus.failure
    }

    let style = TerminalStyle(usesColor: traits.usesColor)
    let renderer = ReplyRenderer(style: style, showsDetails: traits.outputIsTerminal)

    switch invocation {
    case .ask(let question, let options, _, _):
      return await Self.ask(
        question, setup: setup, json: options.json, verbose: options.verbose, traits: traits,
        output: &output, errorOutput: &errorOutput)

    case .chat(let options, _, _):
      let interactive = traits.inputIsTerminal && !options.json
      let fullScreen =
        launcher != nil && !options.json && !options.plain
        && usesFullScreen(traits: traits, environment: environment)
      // Line mode prints each reply as it comes and never looks back: it keeps no transcript,
      // so a script can pipe any number of lines through it.
      let session = ChatViewModel(
        quiz: setup.quiz, offlineFallback: interactive ? setup.offlineFallback : nil,
        games: setup.games, scrollback: fullScreen ? ChatViewModel.defaultScrollback : 0)
      if fullScreen, let launcher,
        await launcher(fullScreenRequest(chat: session, setup: setup, verbose: options.verbose))
      {
        return ExitStatus.success
      }
      let loop = ChatLoop(
        session: session, renderer: renderer, style: style, emitsJSON: options.json,
        verbose: options.verbose)
      if interactive {
        let greeting = ChatLoop.greeting(sourceDescription: setup.sourceDescription, style: style)
        await loop.runInteractive(greeting: greeting, input: &input, output: &output)
        return ExitStatus.success
      }
      let anyUnavailable = await loop.runPiped(
        input: &input, output: &output, notices: &errorOutput)
      return anyUnavailable ? ExitStatus.dataUnavailable : ExitStatus.success

    case .play(let play, _):
      let fullScreen =
        play.plain || play.json || !usesFullScreen(traits: traits, environment: environment)
        ? nil : playFullScreen
      return await Self.play(
        play, games: setup.games, traits: traits, fullScreen: fullScreen, input: &input,
        output: &output, errorOutput: &errorOutput)

    case .dataStatus:
      let status = await setup.data.status()
      output.write(DataStatusRenderer(style: style, now: now()).render(status))
      return ExitStatus.success

    case .dataRefresh:
      do {
        let status = try await setup.data.refresh()
        output.write("Refreshed.\n" + DataStatusRenderer(style: style, now: now()).render(status))
        return ExitStatus.success
      } catch {
        let reason = error as? DataUnavailable ?? .invalidData
        errorOutput.write(style.red(ReplyWording.unavailableText(for: reason)) + "\n")
        return ExitStatus.dataUnavailable
      }

    }
  }

  /// `quiz ask`: one question, its answer, and the status that says whether data could be had.
  private static func ask(
    _ question: String, setup: QuizSetup, json: Bool, verbose: Bool, traits: TerminalTraits,
    output: inout some TextWriting, errorOutput: inout some TextWriting
  ) async -> Int32 {
    let style = TerminalStyle(usesColor: traits.usesColor)
    let session = ChatViewModel(quiz: setup.quiz)
    guard let reply = await session.send(question) else { return ExitStatus.success }
    if !json, let notice = reply.source.flatMap(ReplyWording.staleNotice(for:)) {
      errorOutput.write(style.dim(notice) + "\n")
    }
    if verbose, let note = VerboseNote.text(for: reply) {
      errorOutput.write(style.dim(note) + "\n")
    }
    let renderer = ReplyRenderer(style: style, showsDetails: traits.outputIsTerminal)
    output.write(json ? ReplyJSON.line(for: reply) + "\n" : renderer.render(reply))
    return reply.answer.outcome == .unavailable ? ExitStatus.dataUnavailable : ExitStatus.success
  }

  /// `quiz play`: the list of games, or one game, full screen or a line at a time.
  private static func play(
    _ play: QuizCommand.Play, games: GameServices?, traits: TerminalTraits,
    fullScreen: GameScreenLauncher?, input: inout some LineReading,
    output: inout some TextWriting, errorOutput: inout some TextWriting
  ) async -> Int32 {
    let style = TerminalStyle(usesColor: traits.usesColor)
    guard let games else {
      errorOutput.write("Games are not available in this build.\n")
      return ExitStatus.dataUnavailable
    }
    let model: GameViewModel
    if let location = play.location {
      model = games.model(loadingFrom: location, timeLimit: play.timeLimitSeconds)
      // Loaded before the screen opens, which then shows the game or the error with a retry.
      await model.load()
    } else {
      let interactive = traits.inputIsTerminal && !play.json
      var words = QuizInvocation.joined(play.topic)
      var chosen: GameTopic?
      while chosen == nil {
        let reading: GameTopicReading =
          words.allSatisfy(\.isWhitespace) ? .noTopic : GameTopicReader.read(words)
        switch reading {
        case .topic(let topic):
          chosen = topic
        case .noTopic where !interactive:
          output.write(
            play.json
              ? GameList.json(scores: games.scores)
              : GameList.text(scores: games.scores, style: style))
          return ExitStatus.success
        case .unrecognized where !interactive:
          errorOutput.write(
            "No game called \"\(TerminalSafeText.sanitize(words))\".\n"
              + GameList.text(scores: games.scores, style: style))
          return ExitStatus.usage
        case .noTopic, .unrecognized:
          // A person at a terminal picks from the list instead of starting again.
          if reading == .unrecognized {
            output.write(
              style.red("No game called \"\(TerminalSafeText.sanitize(words))\".") + "\n")
          }
          output.write(GameList.text(scores: games.scores, style: style, command: ""))
          guard let line = input.readLine(prompt: style.bold(style.cyan("Game: "))),
            !line.allSatisfy(\.isWhitespace)
          else { return ExitStatus.success }
          words = line
        }
      }
      guard let chosen else { return ExitStatus.success }
      switch await games.model(for: chosen, timeLimit: play.timeLimitSeconds) {
      case .success(let made): model = made
      case .failure(let failure):
        errorOutput.write(style.red(failure.message) + "\n")
        return ExitStatus.of(failure)
      }
    }
    if let fullScreen { return await fullScreen(model) }
    let lineMode = GameLineMode(
      model: model, style: style, emitsJSON: play.json,
      interactive: traits.inputIsTerminal && !play.json)
    return await lineMode.run(input: &input, output: &output, errorOutput: &errorOutput)
  }

  /// The game a line at a time on a model made elsewhere: what `quiz` runs where the
  /// full-screen game cannot.
  public static func playInLineMode(
    _ model: GameViewModel, traits: TerminalTraits, input: inout some LineReading,
    output: inout some TextWriting, errorOutput: inout some TextWriting
  ) async -> Int32 {
    let lineMode = GameLineMode(
      model: model, style: TerminalStyle(usesColor: traits.usesColor), emitsJSON: false,
      interactive: traits.inputIsTerminal)
    return await lineMode.run(input: &input, output: &output, errorOutput: &errorOutput)
  }

  /// Full screen needs a terminal at both ends that can address the cursor.
  private static func usesFullScreen(
    traits: TerminalTraits, environment: [String: String]
  ) -> Bool {
    traits.inputIsTerminal && traits.outputIsTerminal
      && (environment["TERM"].map { !$0.isEmpty && $0 != "dumb" } ?? false)
  }

  private static func fullScreenRequest(
    chat: ChatViewModel, setup: QuizSetup, verbose: Bool
  ) -> FullScreenChatRequest {
    let data = setup.data
    let note: (@Sendable (Reply) -> String?)? =
      verbose ? { @Sendable reply in VerboseNote.text(for: reply) } : nil
    return FullScreenChatRequest(
      chat: chat, sourceDescription: setup.sourceDescription,
      sourceSummary: { await DataStatusRenderer.summary(of: data.status(), now: Date()) },
      usesLLM: setup.usesLLM, note: note)
  }

  /// The width help wraps to: COLUMNS, else the terminal's, else 80.
  private static func helpColumns(environment: [String: String], traits: TerminalTraits) -> Int {
    environment["COLUMNS"].flatMap { Int($0) } ?? traits.columns ?? ToolSpec.defaultColumns
  }
}
