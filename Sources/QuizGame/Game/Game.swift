#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One quiz: a question, the answers to find, and the time to find them in.
public struct Game: Sendable, Hashable {
  /// A stable name for this game, under which its best score is kept ("world",
  /// "capitals:africa").
  public let id: String
  /// "Name the countries of Africa".
  public let question: String
  /// In the order a grid shows them: grouped under `GameItem.group` headings, if any.
  public let items: [GameItem]
  /// Seconds to play; nil for untimed practice.
  public let timeLimit: TimeInterval?
  /// The names a game of the country data knows that are no answer (the data's other places
  /// and capitals, old names, what the chat knows): what a guess that names one is told, the
  /// first that names it. Empty for a game from a quiz pack.
  public let outsiders: [GameOutsider]
  /// Which states count, said before a game of the world starts, as quizzes count the world
  /// differently: "It counts the 193 UN members, Vatican City and Kosovo; world 197 adds
  /// Palestine and Taiwan." Nil for other games.
  public let counting: String?

  public init(
    id: String, question: String, items: [GameItem], timeLimit: TimeInterval?,
    outsiders: [GameOutsider] = [], counting: String? = nil
  ) {
    self.id = id
    self.question = question
    self.items = items
    self.timeLimit = timeLimit.flatMap { $0 > 0 ? $0 : nil }
    self.outsiders = outsiders
    self.counting = counting
  }

  /// "Capitals of Africa" for "Name the capitals of Africa": the game named in a line about it.
  public var title: String {
    var text = Substring(question)
    for lead in ["Name the ", "Name "] where text.hasPrefix(lead) {
      text = text.dropFirst(lead.count)
      break
    }
    guard !text.isEmpty else { return question }
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// The same game with another limit: `0` (or nil) makes it untimed practice.
  public func withTimeLimit(_ seconds: TimeInterval?) -> Game {
    Game(
      id: id, question: question, items: items, timeLimit: seconds, outsiders: outsiders,
      counting: counting)
  }

  /// The 5 minutes of the game `quiz` is modelled on.
  public static let defaultTimeLimit: TimeInterval = 5 * 60
  /// The whole world's 195 answers get 15 minutes, as the best-known world quiz gives.
  public static let worldTimeLimit: TimeInterval = 15 * 60
}

/// One answer to find: what is shown once found, every spelling that counts, and a clue.
public struct GameItem: Sendable, Hashable, Identifiable {
  /// Its position in `Game.items`.
  public let id: Int
  /// Shown when found or revealed: "Nigeria", "Brussels".
  public let answer: String
  /// Every spelling that credits it, `answer` first. No two items of a game share one once
  /// folded (see `AnswerFolding`).
  public let spellings: [String]
  /// Shown before it is found (capitals, flags and codes games); nil when the blank is the clue.
  public let clue: GameClue?
  /// The ISO alpha-2 code of the country the item is about, when it is one.
  public let code: String?
  /// The heading it is listed under in a grid ("Africa", "Western Europe"); nil for none.
  public let group: String?

  public init(
    id: Int, answer: String, spellings: [String], clue: GameClue? = nil, code: String? = nil,
    group: String? = nil
  ) {
    self.id = id
    self.answer = answer
    self.spellings = [answer] + spellings.filter { $0 != answer }
    self.clue = clue
    self.code = code
    self.group = group
  }
}

extension GameItem {
  /// The clue's description, for a player who cannot see the clue or wants a hint. Until the
  /// item is found or revealed, every spelling that credits it is hidden: the data's
  /// descriptions read "The flag of Argentina features…".
  public func clueDetail(revealingAnswer: Bool) -> String? {
    guard let detail = clue?.detail else { return nil }
    guard !revealingAnswer else { return detail }
    return spellings.sorted { $0.count > $1.count }.reduce(detail) { text, spelling in
      AnswerFolding.hiding(spelling, in: text)
    }
  }
}

extension GameItem {
  /// The answer after its clue, set apart so that the two never read as one: "the closest to
  /// the Sun → Mercury", "France 🇫🇷 → Paris"; the answer alone without a clue. Not made safe
  /// for a terminal: the clue and answer may come from a quiz file.
  public var answerAfterClue: String {
    clue.map { $0.text + GameClue.separator + answer } ?? answer
  }
}

/// What an unfound item shows: "France 🇫🇷" for its capital, "🇫🇷" for its name, "FR".
public struct GameClue: Sendable, Hashable {
  /// Between a clue and its answer (or its blank): "the closest to the Sun Mercury" ran the
  /// two together.
  public static let separator = " → "

  public let text: String
  /// Said on demand: a flag's description, for terminals that cannot draw flags and for
  /// screen readers.
  public let detail: String?

  public init(text: String, detail: String? = nil) {
    self.text = text
    self.detail = detail
  }
}
