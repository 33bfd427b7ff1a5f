import QuizGame

/// Runs the full-screen game on its own (`quiz play`), in the loop every screen shares.
@MainActor
public enum FullScreenGame {
  /// Plays `model` until the player quits (Esc on the ready or end screen, or Ctrl-C); a game
  /// still `loading` is loaded here, and F5 retries one that failed.
  /// - Parameter returnsToChat: Esc says "back to chat" rather than "quit" (the caller shows
  ///   the chat again when this returns).
  /// - Returns: 0; 65 or 69 when it ends on a quiz that could not be loaded (invalid data, or
  ///   the source unreachable); nil, having changed nothing, when curses cannot start (the
  ///   caller can play in line mode instead).
  public static func run(
    model: GameViewModel, environment: [String: String], returnsToChat: Bool
  ) async -> Int32? {
    let started = await TerminalLoop.withTerminal(environment: environment) { terminal in
      let controller = GameScreenController(
        model: model, size: terminal.size, returnsToChat: returnsToChat)
      controller.onChange = { TerminalSignals.wake() }
      await TerminalLoop.run(controller, on: terminal)
      controller.loading?.cancel()
      controller.stopPlaying()
    }
    guard started else { return nil }
    if case .error(_, let reason) = model.state {
      switch reason {
      case .invalidData: return 65
      case .unreachable: return 69
      }
    }
    return 0
  }
}
