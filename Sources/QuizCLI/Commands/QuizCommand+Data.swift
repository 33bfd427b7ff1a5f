import QuizEngine

extension QuizCommand {
  /// `quiz data status`: where answers come from, and what the cache holds.
  struct DataStatus {
    @MainActor
    func run(setup: QuizSetup, terminal: Terminal, output: inout some TextWriting) async -> Int32 {
      let status = await setup.data.status()
      output.write(DataStatusRenderer(style: terminal.style, now: terminal.now()).render(status))
      return ExitStatus.success
    }
  }

  /// `quiz data refresh`: fetches the data again, whatever the cache's age.
  struct DataRefresh {
    @MainActor
    func run(
      setup: QuizSetup, terminal: Terminal, output: inout some TextWriting,
      errorOutput: inout some TextWriting
    ) async -> Int32 {
      let style = terminal.style
      do {
        let status = try await setup.data.refresh()
        output.write(
          "Refreshed.\n" + DataStatusRenderer(style: style, now: terminal.now()).render(status))
        return ExitStatus.success
      } catch {
        let reason = error as? DataUnavailable ?? .invalidData
        errorOutput.write(style.red(DataStatusRenderer.refreshFailure(reason)) + "\n")
        return ExitStatus.dataUnavailable
      }
    }
  }
}
