import QuizChat
import QuizEngine

/// The help shown over the transcript: the chat's help (what can be asked, the games, its
/// words), with every key of the full screen.
enum HelpOverlay {
  static let title = "Help · Esc closes"

  static var lines: [String] {
    // The full screen always offers games: F1 has no chat to ask.
    let help = ChatHelp(offersGames: true)
    return help.topics.flatMap { topic in ["\(topic.lead):"] + topic.examples.map { "• \($0)" } }
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
        "Ctrl-C        quit (Ctrl-D on an empty line)",
        "",
        "In a game (F1 there lists them all):",
        "F3            hint: the first letter of a missing answer",
        "F4            pause the clock and hide the grid",
        "F6            the map or the grid, where both do not fit side by side",
        "Esc           give up, and see what you missed",
        "Tab           in the map quiz: show the answer and go on",
        "",
        "In a shell: quiz daily, the day's country as a silhouette in six guesses.",
        "",
        "Typed words work too: " + help.commands.map(\.named).joined(separator: ", ") + ".",
        help.typos,
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
        "  \(ReplyWording.mapQuizExample)",
        "In a shell, quiz daily is the day's silhouette puzzle.",
        "F1 help: more ways to ask, the games and every key.",
      ]
  }
}
