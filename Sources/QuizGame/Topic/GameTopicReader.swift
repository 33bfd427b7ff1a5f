/// What a request to play names: a game, no game in particular, or nothing we offer.
public enum GameTopicReading: Sendable, Hashable {
  case topic(GameTopic)
  /// "let's play", "quiz me": offer `GameTopic.suggestions`.
  case noTopic
  /// Words that name no game we have ("capitals of Mars", "what is the capital of Peru").
  case unrecognized
}

/// Reads which game someone asks for, in their words: `quiz play capitals of africa`, "quiz me
/// on the flags of Europe", "play the countries of Asia", "countries starting with b".
/// Pure: no data needed, so a request is understood before any is loaded.
public enum GameTopicReader {
  public static func read(_ text: String) -> GameTopicReading {
    var words = AnswerFolding.words(text)[...]
    dropLeadingFillers(&words)
    let kind = readKind(&words)
    let includesTerritories = removeTerritories(&words)
    while let first = words.first, connectors.contains(first) { words.removeFirst() }

    if let letters = readLetters(words) {
      return .topic(
        GameTopic(
          kind: kind ?? .countries, scope: .startingWith(letters),
          includesTerritories: includesTerritories))
    }
    if words.isEmpty {
      guard kind != nil || includesTerritories else { return .noTopic }
      return .topic(
        GameTopic(
          kind: kind ?? .countries, scope: .area(.world), includesTerritories: includesTerritories))
    }
    let phrase = words.joined(separator: " ")
    guard let area = GameArea.named.first(where: { $0.names.contains(phrase) })?.area else {
      return .unrecognized
    }
    return .topic(
      GameTopic(
        kind: kind ?? .countries, scope: .area(area), includesTerritories: includesTerritories))
  }

  /// Words that ask to play rather than say what: "quiz me on", "let's play a game of".
  private static let fillers: Set<String> = [
    "quiz", "me", "us", "on", "about", "let", "lets", "s", "play", "a", "game", "games", "of",
    "the", "please", "can", "could", "you", "i", "want", "wanna", "to", "with", "some", "name",
    "all", "new", "another", "start", "test", "my", "knowledge", "challenge", "do", "try",
    // "can we play a game?", "shall we play", "I'd like to play", "how about a quiz".
    "we", "shall", "d", "like", "would", "how",
  ]

  private static let connectors: Set<String> = ["of", "in", "from", "the", "for", "on", "across"]

  private static func dropLeadingFillers(_ words: inout ArraySlice<String>) {
    while let first = words.first, fillers.contains(first) {
      // "start with b" names a game.
      if first == "start", words.dropFirst().first == "with" { return }
      words.removeFirst()
    }
  }

  private static let kindWords: [(words: [String], kind: GameTopic.Kind)] = [
    (["country", "codes"], .codes), (["country", "code"], .codes),
    (["iso", "codes"], .codes), (["iso", "code"], .codes), (["iso"], .codes),
    (["alpha", "2", "codes"], .codes), (["alpha2", "codes"], .codes), (["codes"], .codes),
    (["code"], .codes),
    (["capital", "cities"], .capitals), (["capitals"], .capitals), (["capital"], .capitals),
    (["flags"], .flags), (["flag"], .flags),
    (["countries"], .countries), (["country"], .countries), (["nations"], .countries),
    (["states"], .countries),
  ]

  private static func readKind(_ words: inout ArraySlice<String>) -> GameTopic.Kind? {
    for entry in kindWords where words.starts(with: entry.words) {
      words.removeFirst(entry.words.count)
      return entry.kind
    }
    return nil
  }

  /// Removes "and territories", "with territories", "including territories"; true if found.
  private static func removeTerritories(_ words: inout ArraySlice<String>) -> Bool {
    guard let position = words.firstIndex(where: { $0 == "territories" || $0 == "territory" })
    else { return false }
    var start = position
    if start > words.startIndex, ["and", "with", "including", "plus"].contains(words[start - 1]) {
      start -= 1
    }
    words.removeSubrange(start...position)
    return true
  }

  /// "starting with b", "beginning with ch", "that start with b", "letter b", "b".
  private static func readLetters(_ words: ArraySlice<String>) -> String? {
    var rest = words
    if rest.first == "that" || rest.first == "which" || rest.first == "whose" {
      rest.removeFirst()
    }
    if rest.first == "names" || rest.first == "name" { rest.removeFirst() }
    let leads: [[String]] = [
      ["starting", "with"], ["beginning", "with"], ["start", "with"], ["starts", "with"],
      ["begin", "with"], ["begins", "with"], ["starting", "in"], ["starting"],
      ["beginning"], ["the", "letter"], ["letter"], ["letters"], ["with"],
    ]
    guard let lead = leads.first(where: { rest.starts(with: $0) }) else { return nil }
    rest.removeFirst(lead.count)
    if rest.first == "the", rest.dropFirst().first == "letter" { rest.removeFirst(2) }
    if rest.first == "letter" || rest.first == "letters" { rest.removeFirst() }
    guard rest.count == 1, let letters = rest.first, (1...3).contains(letters.count),
      letters.allSatisfy({ $0.isLetter })
    else { return nil }
    return letters
  }
}
