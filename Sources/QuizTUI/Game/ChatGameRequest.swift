import QuizGame

/// Whether a line typed in the chat asks to play rather than asks a question. The topic
/// reader alone would take "countries starting with b" or "capitals of africa", which are
/// questions the chat answers, so a request must also say it wants to play: "quiz me on the
/// flags of Europe", "let's play", "play the countries of Asia".
public enum ChatGameRequest {
  public enum Reading: Sendable, Hashable {
    case topic(GameTopic)
    /// "let's play": offer `GameTopic.suggestions`.
    case noTopic
  }

  /// Nil for anything that is not a request to play: the chat answers it.
  public static func read(_ line: String) -> Reading? {
    guard AnswerFolding.words(line).contains(where: playWords.contains) else { return nil }
    switch GameTopicReader.read(line) {
    case .topic(let topic): return .topic(topic)
    case .noTopic: return .noTopic
    case .unrecognized: return nil
    }
  }

  private static let playWords: Set<String> = [
    "play", "quiz", "game", "games", "test", "challenge",
  ]
}
