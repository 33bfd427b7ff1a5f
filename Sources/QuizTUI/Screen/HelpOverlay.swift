import QuizEngine

/// The help shown over the transcript: the kinds of question, the other ways of asking, the
/// games, and every key.
enum HelpOverlay {
  static let title = "Help · Esc closes"

  static var lines: [String] {
    ["Ask about the world's countries, in your own words:"]
      + ReplyWording.examples.map { "• \($0.example)" }
      + ReplyWording.otherWays.flatMap { way in
        ["\(way.lead):"] + way.examples.map { "• \($0)" }
      }
      + [
        "\(ReplyWording.gameExample.lead):",
        "• \(ReplyWording.gameExample.example)",
        "• let's play (the list of games to pick from)",
        "• practice the ones I missed (a round of your misses)",
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
        "Ctrl-C        quit (Ctrl-D on an empty line)",
        "",
        "In a game (F1 there lists them all):",
        "F3            hint: the first letter of a missing answer",
        "F4            pause the clock and hide the grid",
        "F6            the map or the grid, where both do not fit side by side",
        "Esc           give up, and see what you missed",
        "",
        "Typed words work too: help, retry, offline, exit.",
        "Typos are fine: \"capitl of Frnace\".",
      ]
  }
}

/// What an empty transcript shows: a few questions and a game, so that a newcomer's first
/// screen says what to type. It gives way to the first question, as F1 keeps the same and more.
enum ChatGreeting {
  static var lines: [String] {
    ["Ask about the world's countries, in your own words. Try:"]
      + ReplyWording.examples.map { "  \($0.example)" }
      + [
        "\(ReplyWording.gameExample.lead):",
        "  \(ReplyWording.gameExample.example)",
        "F1 help: more ways to ask, the games and every key.",
      ]
  }
}
