import QuizEngine

/// What "help" shows, in the same words in every front end: what can be asked, with examples,
/// and the chat's own words. A front end lays it out and adds its own keys (F5, Ctrl-D).
public struct ChatHelp: Sendable, Hashable {
  /// A kind of question, or a way of asking, with examples to type.
  public struct Topic: Sendable, Hashable {
    /// "Or the other way round"
    public let lead: String
    public let examples: [String]
  }

  /// One of the chat's words and what it does: "retry" "re-asks the last question that failed".
  public struct Command: Sendable, Hashable {
    public let command: ChatCommand
    /// The word, then any other word for the same: ["exit", "quit"].
    public let words: [String]
    public let does: String

    /// "exit or quit"
    public var named: String { words.joined(separator: " or ") }
  }

  public let topics: [Topic]
  public let commands: [Command]
  public let typos = "Typos are fine: \"capitl of Frnace\"."

  /// - Parameter offersGames: whether the chat can start a game; only then are games offered.
  public init(offersGames: Bool) {
    var topics = [
      Topic(
        lead: "Ask about the world's countries, in your own words",
        examples: ReplyWording.examples.map(\.example))
    ]
    topics += ReplyWording.otherWays.map { Topic(lead: $0.lead, examples: $0.examples) }
    if offersGames {
      topics.append(
        Topic(
          lead: ReplyWording.gameExample.lead,
          examples: [
            ReplyWording.gameExample.example, ReplyWording.mapQuizExample,
            "let's play (the list of games to pick from)",
            "practice the ones I missed (a round of your misses)",
          ]))
    }
    self.topics = topics
    commands = [
      Command(command: .help, words: ["help"], does: "shows this"),
      Command(command: .retry, words: ["retry"], does: "re-asks the last question that failed"),
      Command(
        command: .offline, words: ["offline"],
        does: "answers from the bundled data instead of REST Countries"),
      Command(command: .exit, words: ["exit", "quit"], does: "leaves"),
    ]
  }
}
