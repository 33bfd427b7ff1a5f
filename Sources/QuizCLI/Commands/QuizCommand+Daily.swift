import CommandKit
import QuizDaily
import QuizEngine
import QuizGame
import QuizTUI

extension QuizCommand {
  /// `quiz daily`: the day's silhouette, full screen or a line at a time; `--random` extras.
  struct Daily {
    static let specs: [OptionSpec] = [
      .flag(
        "random",
        help: "Play an extra puzzle of a random country; it is not kept as the day's."),
      .flag(
        "plain", help: "One guess a line instead of full screen: for screen readers and scripts."),
      .flag("json", help: "One JSON object for the puzzle, one per guess, then one for the end."),
    ]

    var random = false
    var plain = false
    var json = false

    init(_ invocation: Invocation) {
      random = invocation.flag("random")
      plain = invocation.flag("plain")
      json = invocation.flag("json")
    }

    @MainActor
    func run(
      games: GameServices, terminal: Terminal, input: inout some LineReading,
      output: inout some TextWriting, errorOutput: inout some TextWriting
    ) async -> Int32 {
      let style = terminal.style
      guard let catalog = try? await games.loadCatalog(),
        let atlas = try? DailyAtlas(
          catalog: catalog, points: DailyShapes.labelPoints(), known: games.knownPlaces())
      else {
        errorOutput.write(style.red("The country data for the puzzle could not be loaded.") + "\n")
        return ExitStatus.dataUnavailable
      }
      let today = terminal.today
      let made =
        random
        ? DailySession(extra: today, atlas: atlas, pick: { $0.randomElement() })
        : DailySession(
          today: today, atlas: atlas,
          store: FileDailyStore.resolve(environment: terminal.environment))
      guard let session = made else {
        errorOutput.write(style.red("The country data has no country for the puzzle.") + "\n")
        return ExitStatus.dataUnavailable
      }
      if !plain, !json, terminal.canShowFullScreen, let fullScreen = terminal.fullScreen,
        await fullScreen.runDaily(session)
      {
        // The screen is gone with the puzzle: its share line stays in the shell.
        if session.game.isOver {
          output.write(session.game.share.line(colour: terminal.allowsColour) + "\n")
        }
        return ExitStatus.success
      }
      let lineMode = DailyLineMode(
        session: session, style: style, colour: terminal.allowsColour, emitsJSON: json,
        interactive: terminal.traits.inputIsTerminal && !json,
        columns: terminal.traits.columns ?? 80)
      lineMode.run(input: &input, output: &output)
      return ExitStatus.success
    }
  }
}
