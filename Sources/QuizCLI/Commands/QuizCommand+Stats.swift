import QuizDaily
import QuizGame

extension QuizCommand {
  /// `quiz stats`: each game's progress, read from the records every game leaves.
  struct Stats {
    let json: Bool

    @MainActor
    func run(games: GameServices, terminal: Terminal, output: inout some TextWriting) -> Int32 {
      let report = ProgressReport(progress: games.progress?.load() ?? [:], scores: games.scores)
      let daily = FileDailyStore.resolve(environment: terminal.environment).map {
        $0.load().record.summary(today: terminal.today)
      }
      let renderer = StatsRenderer(style: terminal.style, showsBlocks: terminal.showsBlocks)
      output.write(
        json ? StatsRenderer.json(report, daily: daily) : renderer.text(report, daily: daily))
      return ExitStatus.success
    }
  }
}
