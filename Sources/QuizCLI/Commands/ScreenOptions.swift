import CommandKit
import QuizTUI

/// `--plain` and `--json`, which every command that can take the whole screen has, and what
/// they choose with the terminal: one rule for the chat, the games and the daily puzzle.
struct ScreenOptions {
  var plain = false
  var json = false

  init(_ invocation: Invocation) {
    plain = invocation.flag("plain")
    json = invocation.flag("json")
  }

  /// The two flags of `quiz play` and `quiz daily`, whose `--json` each says what it prints.
  static func gameSpecs(json help: String) -> [OptionSpec] {
    [
      .flag(
        "plain", help: "One guess a line instead of full screen: for screen readers and scripts."),
      .flag("json", help: help),
    ]
  }

  /// The full screen to run on; nil when `--plain` or `--json` asks for lines, or when this
  /// terminal cannot show it.
  @MainActor
  func fullScreen(on terminal: Terminal) -> (any FullScreen)? {
    !plain && !json && terminal.canShowFullScreen ? terminal.fullScreen : nil
  }

  /// Whether a person types the lines: JSON is for a program, even one run at a terminal.
  @MainActor
  func isInteractive(on terminal: Terminal) -> Bool {
    terminal.traits.inputIsTerminal && !json
  }
}
