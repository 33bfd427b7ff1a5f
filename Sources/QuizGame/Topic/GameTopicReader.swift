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
    let words = AnswerFolding.words(text)[...]
    let reading = read(words)
    guard reading == .unrecognized, let line = listLine(words) else { return reading }
    // A line of `quiz play`'s list, typed as shown: "capitals of europe  Name the capitals of
    // Europe, 5 minutes". Either half names the game.
    let topic = read(line.topic)
    return topic == .unrecognized ? read(line.question) : topic
  }

  private static func read(_ words: ArraySlice<String>) -> GameTopicReading {
    var words = words
    // "world 197" or "..., Palestine and Taiwan included": the world as Sporcle counts it;
    // "world 195" is the world as it is. Only the world's games have a count to choose.
    var counts197: Bool?
    if let count = words.firstIndex(where: { $0 == "197" || $0 == "195" }) {
      counts197 = words[count] == "197"
      words.remove(at: count)
    } else if removePalestineAndTaiwan(&words) {
      counts197 = true
    }
    if let counts197 {
      guard case .topic(let topic) = read(words), topic.scope == .area(.world),
        !topic.includesTerritories, !topic.includesPalestineAndTaiwan
      else { return .unrecognized }
      return .topic(counts197 ? topic.withPalestineAndTaiwan : topic)
    }
    dropLeadingFillers(&words)
    // "... on the map", as the map quiz's question ends.
    let onTheMap = words.count > 3 && words.suffix(3).elementsEqual(["on", "the", "map"])
    if onTheMap { words.removeLast(3) }
    var kind = readKind(&words) ?? readKindAfter(&words)
    if onTheMap, kind == nil || kind == .countries { kind = .map }
    if let asked = readByTheir(&words), kind == nil || kind == .countries { kind = asked }
    let includesTerritories = removeTerritories(&words)
    while let first = words.first, connectors.contains(first) { words.removeFirst() }
    words = ArraySlice(adjectives[words.joined(separator: " ")] ?? Array(words))

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

  /// Words that ask to play rather than say what: "quiz me on", "let's play a game of", "can
  /// we play a game?", "shall we play", "I'd like to play", "how about a quiz".
  private static let fillers: Set<String> = Set(
    words: """
      quiz me us on about let lets s play a game games of the please can could you i want
      wanna to with some name all new another start test my knowledge challenge do try we
      shall d like would how
      """)

  private static let connectors: Set<String> = ["of", "in", "from", "the", "for", "on", "across"]

  /// "world capitals", "european capitals", "african flags": the place said before the kind,
  /// as an adjective. Read as the area's own words.
  private static let adjectives: [String: [String]] = [
    "world": ["world"], "global": ["world"], "european": ["europe"], "african": ["africa"],
    "asian": ["asia"], "oceanian": ["oceania"], "american": ["americas"],
    "south american": ["south", "america"], "north american": ["north", "america"],
    "central american": ["central", "america"], "caribbean": ["caribbean"],
    "middle eastern": ["middle", "east"], "southeast asian": ["southeast", "asia"],
  ]

  /// "world capitals", "african flags": the kind after the place.
  private static func readKindAfter(_ words: inout ArraySlice<String>) -> GameTopic.Kind? {
    for entry in kindWords
    where words.count > entry.words.count
      && words.suffix(entry.words.count).elementsEqual(entry.words)
    {
      words.removeLast(entry.words.count)
      return entry.kind
    }
    return nil
  }

  /// "... by their flags", "... by their ISO codes": the list's questions end so.
  private static func readByTheir(_ words: inout ArraySlice<String>) -> GameTopic.Kind? {
    guard let by = words.lastIndex(of: "by") else { return nil }
    var rest = words[(by + 1)...]
    if rest.first == "their" || rest.first == "its" { rest.removeFirst() }
    guard let entry = kindWords.first(where: { Array(rest) == $0.words }) else { return nil }
    words.removeSubrange(by...)
    return entry.kind
  }

  /// A line of the games list: its topic words, then "name ..." the question, then the time
  /// ("5 minutes") and the best score ("(best 3 of 195)"); nil when the words are not so.
  private static func listLine(_ words: ArraySlice<String>)
    -> (topic: ArraySlice<String>, question: ArraySlice<String>)?
  {
    var words = words
    let best = Array(words.suffix(4))
    if best.count == 4, best[0] == "best", best[2] == "of",
      best[1].allSatisfy(\.isNumber), best[3].allSatisfy(\.isNumber)
    {
      words.removeLast(4)
    }
    if let last = words.last, ["minutes", "minute", "seconds", "second"].contains(last),
      words.count >= 2, words[words.endIndex - 2].allSatisfy(\.isNumber)
    {
      words.removeLast(2)
    }
    guard let name = words.firstIndex(of: "name"), name > words.startIndex else { return nil }
    return (words[..<name], words[name...])
  }

  private static func dropLeadingFillers(_ words: inout ArraySlice<String>) {
    while let first = words.first, fillers.contains(first) {
      // "start with b" names a game.
      if first == "start", words.dropFirst().first == "with" { return }
      words.removeFirst()
    }
  }

  private static let kindWords: [(words: [String], kind: GameTopic.Kind)] = [
    // "show me a country and I'll name it": Seterra's map quiz, asked for as it plays.
    (["show", "me", "a", "country", "and", "i", "ll", "name", "it"], .map),
    (["show", "me", "a", "country"], .map), (["show", "me", "countries"], .map),
    (["map", "quiz"], .map), (["map", "game"], .map), (["map"], .map),
    (["where", "is", "it", "game"], .map), (["where", "is", "it"], .map),
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

  /// Removes "Palestine and Taiwan included", "with Palestine and Taiwan", "plus Taiwan and
  /// Palestine"; true if found.
  private static func removePalestineAndTaiwan(_ words: inout ArraySlice<String>) -> Bool {
    guard let palestine = words.firstIndex(of: "palestine"),
      let taiwan = words.firstIndex(of: "taiwan")
    else { return false }
    var start = min(palestine, taiwan)
    var end = max(palestine, taiwan)
    guard end - start == 2, words[start + 1] == "and" else { return false }
    if start > words.startIndex, ["with", "including", "plus", "and"].contains(words[start - 1]) {
      start -= 1
    }
    if end + 1 < words.endIndex, words[end + 1] == "included" || words[end + 1] == "too" {
      end += 1
    }
    words.removeSubrange(start...end)
    return true
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
