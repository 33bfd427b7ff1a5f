import QuizEngine
import QuizGame
import QuizTUI

extension QuizCommand.Play {
  /// `quiz play`: the list of games, or one game, full screen or a line at a time.
  @MainActor
  func run(
    games: GameServices, terminal: Terminal, input: inout some LineReading,
    output: inout some TextWriting, errorOutput: inout some TextWriting
  ) async -> Int32 {
    let style = terminal.style
    let model: GameViewModel
    if let location {
      model = games.model(loadingFrom: location, timeLimit: timeLimitSeconds)
      // Loaded before the screen opens, which then shows the game or the error with a retry.
      await model.load()
    } else if practice {
      let words = QuizInvocation.joined(topic)
      let reading =
        words.allSatisfy(\.isWhitespace) ? GameTopicReading.noTopic : GameTopicReader.read(words)
      let named: GameTopic? = if case .topic(let topic) = reading { topic } else { nil }
      // A practice round of the map quiz is played as the map quiz.
      if reading != .unrecognized, let topic = games.practiceTopic(named), topic.kind == .map {
        return await runMapQuiz(
          games.practiceMapQuiz(for: topic), terminal: terminal, input: &input,
          output: &output, errorOutput: &errorOutput)
      }
      switch await practiceModel(games: games) {
      case nil:
        errorOutput.write(
          "No game called \"\(TerminalSafeText.sanitize(QuizInvocation.joined(topic)))\".\n"
            + GameList.text(scores: games.scores, style: style))
        return ExitStatus.usage
      case .success(let made): model = made
      case .failure(let failure):
        return report(failure, style: style, output: &output, errorOutput: &errorOutput)
      }
    } else {
      let interactive = screen.isInteractive(on: terminal)
      var words = QuizInvocation.joined(topic)
      var chosen: GameTopic?
      while chosen == nil {
        let reading: GameTopicReading =
          words.allSatisfy(\.isWhitespace) ? .noTopic : GameTopicReader.read(words)
        switch reading {
        case .topic(let topic):
          chosen = topic
        case .noTopic where !interactive:
          output.write(
            screen.json
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
      if chosen.kind == .map {
        return await runMapQuiz(
          games.mapQuiz(for: chosen), terminal: terminal, input: &input,
          output: &output, errorOutput: &errorOutput)
      }
      switch await games.model(for: chosen, timeLimit: timeLimitSeconds) {
      case .success(let made): model = made
      case .failure(let failure):
        errorOutput.write(style.red(failure.terminalMessage) + "\n")
        return ExitStatus.of(failure)
      }
    }
    if let status = await statusOnFullScreen(model, terminal: terminal, output: &output) {
      return status
    }
    // No full screen here, or curses could not start on this terminal: a line at a time.
    let lineMode = GameLineMode(
      model: model, style: style, emitsJSON: screen.json,
      interactive: screen.isInteractive(on: terminal))
    return await lineMode.run(input: &input, output: &output, errorOutput: &errorOutput)
  }

  /// The exit status of a game played on the full screen; nil when there is none to play it on,
  /// or curses could not start there.
  @MainActor
  private func statusOnFullScreen(
    _ model: some FullScreenPlayable, terminal: Terminal, output: inout some TextWriting
  ) async -> Int32? {
    guard let fullScreen = screen.fullScreen(on: terminal),
      let status = await model.play(on: fullScreen)
    else { return nil }
    // The screen is gone with the game: its result stays in the shell.
    if let line = model.resultLine { output.write(TerminalSafeText.sanitize(line) + "\n") }
    return status
  }

  /// A game that could not start. Nothing to practise is an answer, not an error: it is said on
  /// standard output.
  private func report(
    _ failure: GameStartFailure, style: TerminalStyle, output: inout some TextWriting,
    errorOutput: inout some TextWriting
  ) -> Int32 {
    if screen.json { output.write(GameJSON.startError(failure) + "\n") }
    if case .nothingToPractise = failure.reason {
      if !screen.json { output.write(failure.terminalMessage + "\n") }
    } else {
      errorOutput.write(style.red(failure.terminalMessage) + "\n")
    }
    return ExitStatus.of(failure)
  }

  /// The map quiz made, on the full screen or a line at a time.
  @MainActor
  private func runMapQuiz(
    _ made: Result<MapQuizViewModel, GameStartFailure>, terminal: Terminal,
    input: inout some LineReading, output: inout some TextWriting,
    errorOutput: inout some TextWriting
  ) async -> Int32 {
    let style = terminal.style
    let model: MapQuizViewModel
    switch made {
    case .success(let quiz): model = quiz
    case .failure(let failure):
      return report(failure, style: style, output: &output, errorOutput: &errorOutput)
    }
    if let status = await statusOnFullScreen(model, terminal: terminal, output: &output) {
      return status
    }
    let lineMode = MapQuizLineMode(
      model: model, style: style, emitsJSON: screen.json,
      interactive: screen.isInteractive(on: terminal),
      columns: terminal.traits.columns ?? 80)
    return lineMode.run(input: &input, output: &output)
  }

  /// The practice round of the topic named, or of the game played last; nil when the words
  /// name no game.
  @MainActor
  private func practiceModel(games: GameServices) async -> Result<
    GameViewModel, GameStartFailure
  >? {
    let words = QuizInvocation.joined(topic)
    guard !words.allSatisfy(\.isWhitespace) else {
      return await games.practiceModel(for: nil, timeLimit: timeLimitSeconds)
    }
    guard case .topic(let named) = GameTopicReader.read(words) else { return nil }
    return await games.practiceModel(for: named, timeLimit: timeLimitSeconds)
  }
}

/// A game `quiz play` can hand to the full screen, which plays it until the player quits.
@MainActor
private protocol FullScreenPlayable {
  /// The game in one line, once over.
  var resultLine: String? { get }
  /// The exit status; nil when curses could not start.
  func play(on screen: any FullScreen) async -> Int32?
}

extension GameViewModel: FullScreenPlayable {
  fileprivate func play(on screen: any FullScreen) async -> Int32? { await screen.runGame(self) }
}

extension MapQuizViewModel: FullScreenPlayable {
  fileprivate func play(on screen: any FullScreen) async -> Int32? {
    await screen.runMapQuiz(self)
  }
}
