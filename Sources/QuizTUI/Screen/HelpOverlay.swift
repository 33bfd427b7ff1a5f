import QuizEngine

/// The help shown over the transcript: the kinds of question, the other ways of asking, and
/// every key.
enum HelpOverlay {
  static let title = "Help · Esc closes"

  static var lines: [String] {
    ["Ask about the world's countries, in your own words:"]
      + ReplyWording.examples.map { "• \($0.example)" }
      + ReplyWording.otherWays.flatMap { way in
        ["\(way.lead):"] + way.examples.map { "• \($0)" }
      }
      + [
        "",
        "Keys:",
        "Enter         send the question",
        "F5 or Ctrl-R  retry after an error",
        "F6 or Ctrl-O  use the bundled data (after an error)",
        "Esc           cancel a lookup; close this help",
        "PgUp PgDn     scroll (mouse wheel too)",
        "Home End      first and newest messages (input empty)",
        "↑ ↓           earlier questions",
        "← → Ctrl-A/E  move in the line",
        "Backspace Delete Ctrl-U/K/W  delete",
        "F1 or ?       this help (? on an empty line)",
        "F6 in a game  the map or the grid, where both do not fit side by side",
        "Ctrl-C        quit (Ctrl-D on an empty line)",
        "",
        "Typed words work too: help, retry, offline, exit.",
        "Typos are fine: \"capitl of Frnace\".",
        "Play a timed game: \"let's play\", \"quiz me on the flags of Europe\".",
      ]
  }
}
