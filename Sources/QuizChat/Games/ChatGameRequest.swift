import QuizGame

/// Whether a line typed in the chat asks to play rather than asks a question. The topic
/// reader alone would take "countries starting with b" or "capitals of africa", which are
/// questions the chat answers, so a request must also say it wants to play.
///
/// Some words say so beyond doubt ("play", "game", "quiz me", "test me", "challenge"): the
/// game starts without asking the question. "quiz" or "test" alone is often a label in front
/// of a question ("quiz: countries starting with ch"), so those lines are asked first and
/// become a game only when the question answers nothing.
public struct ChatGameRequest: Sendable, Hashable {
  public enum Reading: Sendable, Hashable {
    case topic(GameTopic)
    /// "let's play": offer `GameTopic.suggestions`.
    case noTopic
  }

  public let reading: Reading
  /// True when the words leave no doubt that the line asks to play.
  public let isExplicit: Bool

  /// Nil for anything that is not a request to play: the chat answers it.
  public static func read(_ line: String) -> ChatGameRequest? {
    let words = AnswerFolding.words(line)
    let isExplicit = words.indices.contains { index in
      let word = words[index]
      if playWords.contains(word) { return true }
      guard askingWords.contains(word), index + 1 < words.count else { return false }
      return objectWords.contains(words[index + 1])
    }
    guard isExplicit || words.contains(where: askingWords.contains) else { return nil }
    switch GameTopicReader.read(line) {
    case .topic(let topic): return ChatGameRequest(reading: .topic(topic), isExplicit: isExplicit)
    case .noTopic: return ChatGameRequest(reading: .noTopic, isExplicit: isExplicit)
    case .unrecognized: return nil
    }
  }

  /// Words that only ever ask to play.
  private static let playWords: Set<String> = ["play", "game", "games", "challenge"]
  /// Words that ask to play when someone is their object: "quiz me", "test us".
  private static let askingWords: Set<String> = ["quiz", "test"]
  private static let objectWords: Set<String> = ["me", "us"]
}
