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
    /// "practice the ones I missed": a practice round of the game named, or of the game played
    /// last when none is (nil).
    case practice(GameTopic?)
  }

  public let reading: Reading
  /// True when the words leave no doubt that the line asks to play.
  public let isExplicit: Bool

  /// Nil for anything that is not a request to play: the chat answers it.
  public static func read(_ line: String) -> ChatGameRequest? {
    // "Our game card says 'Name all countries that start with Ar'": words quoted from
    // somewhere else are reported, and the chat answers what they ask.
    if reportsAQuote(line) { return nil }
    let words = AnswerFolding.words(line)
    if words.contains(where: practiceWords.contains) { return readPractice(words) }
    let isExplicit = words.indices.contains { index in
      let word = words[index]
      if playWords.contains(word) { return true }
      guard askingWords.contains(word), index + 1 < words.count else { return false }
      return objectWords.contains(words[index + 1])
    }
    let reading = GameTopicReader.read(line)
    // "show me a country and I'll name it", "map of Africa": the map quiz, which no question
    // of the chat's asks for.
    if case .topic(let topic) = reading, topic.kind == .map,
      words.contains("map") || words.contains("show")
    {
      return ChatGameRequest(reading: .topic(topic), isExplicit: true)
    }
    guard isExplicit || words.contains(where: askingWords.contains) else { return nil }
    switch reading {
    case .topic(let topic): return ChatGameRequest(reading: .topic(topic), isExplicit: isExplicit)
    case .noTopic: return ChatGameRequest(reading: .noTopic, isExplicit: isExplicit)
    case .unrecognized: return nil
    }
  }

  /// "practice the ones I missed in africa": what is left once the words about practising and
  /// missing are gone names the game, or nothing does. Words left that name no game ("practice
  /// my spanish") are not a request to play.
  private static func readPractice(_ words: [String]) -> ChatGameRequest? {
    let rest = words.filter { !practiceWords.contains($0) && !missedWords.contains($0) }
    guard !rest.isEmpty else { return ChatGameRequest(reading: .practice(nil), isExplicit: true) }
    switch GameTopicReader.read(rest.joined(separator: " ")) {
    case .topic(let topic):
      return ChatGameRequest(reading: .practice(topic), isExplicit: true)
    case .noTopic:
      return ChatGameRequest(reading: .practice(nil), isExplicit: true)
    case .unrecognized:
      return nil
    }
  }

  private static let practiceWords: Set<String> = [
    "practice", "practise", "practicing", "practising", "revise", "drill",
  ]
  /// Words that say which answers to practise: the ones missed, whatever the phrasing.
  private static let missedWords: Set<String> = Set(
    words: """
      the ones one answers answer i missed miss my mistakes what again those that from last
      time let lets s us me please some more a round ve got get wrong didn t forgot want to
      can we you do d like in on of game words
      """)

  /// Whether a verb of saying or writing stands right before an opening quote.
  private static func reportsAQuote(_ line: String) -> Bool {
    let scalars = Array(line.unicodeScalars)
    return scalars.indices.contains { index in
      guard "'\"\u{2018}\u{201C}".unicodeScalars.contains(scalars[index]) else { return false }
      var end = index
      while end > 0, scalars[end - 1] == " " || scalars[end - 1] == ":" { end -= 1 }
      var start = end
      while start > 0, scalars[start - 1].properties.isAlphabetic { start -= 1 }
      let word = String(String.UnicodeScalarView(scalars[start..<end])).lowercased()
      return start < end && end < index && reportingVerbs.contains(word)
    }
  }

  private static let reportingVerbs: Set<String> = [
    "says", "said", "say", "reads", "read", "asks", "asked", "writes", "wrote", "shows",
  ]

  /// Words that only ever ask to play.
  private static let playWords: Set<String> = ["play", "game", "games", "challenge"]
  /// Words that ask to play when someone is their object: "quiz me", "test us".
  private static let askingWords: Set<String> = ["quiz", "test"]
  private static let objectWords: Set<String> = ["me", "us"]
}
