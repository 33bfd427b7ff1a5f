import CommandKit
import QuizDaily
import QuizEngine
import QuizGame
import QuizTUI

extension QuizCommand {
  /// `quiz daily`: the day's silhouette, full screen or a line at a time; `--random` extras.
  struct Daily {
    static let specs: [OptionSpec] =
      [
        .flag(
          "random",
          help: "Play an extra puzzle of a random country; it is not kept as the day's.")
      ]
      + ScreenOptions.gameSpecs(
        json: "One JSON object for the puzzle, one per guess, then one for the end.")

    var random = false
    var screen: ScreenOptions

    init(_ invocation: Invocation) {
      random = invocation.flag("random")
      screen = ScreenOptions(invocation)
    }

    @MainActor
    func run(
      games: GameServices, terminal: Terminal, input: inout some LineReading,
      output: inout some TextWriting, errorOutput: inout some TextWriting
    ) async -> Int32 {
      guard let session = await puzzle(games: games, terminal: terminal, errorOutput: &errorOutput)
      else { return ExitStatus.dataUnavailable }
      if let fullScreen = screen.fullScreen(on: terminal), await fullScreen.runDaily(session) {
        // The screen is gone with the puzzle: its share line stays in the shell.
        if session.game.isOver {
          output.write(session.game.share.line(colour: terminal.allowsColour) + "\n")
        }
        return ExitStatus.success
      }
      let lineMode = DailyLineMode(
        session: session, terminal: terminal, emitsJSON: screen.json,
        interactive: screen.isInteractive(on: terminal))
      lineMode.run(input: &input, output: &output)
      return ExitStatus.success
    }

    /// Today's puzzle, kept in daily.json, or with `--random` an extra one; nil, said on standard
    /// error, when the country data cannot make one.
    @MainActor
    private func puzzle(
      games: GameServices, terminal: Terminal, errorOutput: inout some TextWriting
    ) async -> DailySession? {
      let style = terminal.style
      guard let catalog = try? await games.loadCatalog(),
        let atlas = try? DailyAtlas(
          catalog: catalog, points: DailyShapes.labelPoints(), known: games.knownPlaces())
      else {
        errorOutput.write(style.red("The country data for the puzzle could not be loaded.") + "\n")
        return nil
      }
      let today = terminal.today
      let made =
        random
        ? DailySession(extra: today, atlas: atlas, pick: { $0.randomElement() })
        : DailySession(
          today: today, atlas: atlas,
          store: FileDailyStore.resolve(environment: terminal.environment))
      if made == nil {
        errorOutput.write(style.red("The country data has no country for the puzzle.") + "\n")
      }
      return made
    }
  }
}
