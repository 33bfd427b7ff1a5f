import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns the bytes of a quiz document into a `Game`, or says what is wrong with them.
///
/// The shape is the one the mobile quiz game reads, `{"question": String, "answer": [String]}`,
/// so any file in it works. Three optional fields of ours extend it:
///
///     {"question": "Name the planets", "answer": ["Mercury", "Venus", "Earth"],
///      "time_limit": 120,
///      "spellings": {"Earth": ["Terra", "the World"]},
///      "clues": {"Mercury": "the closest to the Sun"}}
///
/// `time_limit` is in seconds (0 for untimed; absent, 5 minutes); `spellings` and `clues` are
/// keyed by an answer exactly as `answer` lists it. Every text is cleaned to plain text
/// (`UntrustedText`) before it is checked, since the document may come from anyone.
public enum GameDocumentMapper {
  /// Bytes; a larger document is refused before it is parsed.
  public static let maximumSize = 1 << 20
  public static let maximumAnswers = 1_000
  /// Characters, after trimming: longer is no answer anyone types.
  public static let maximumAnswerLength = 200
  /// A day: longer is a mistake, not a game.
  public static let maximumTimeLimit: TimeInterval = 24 * 60 * 60

  public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
    case tooLarge
    /// Where and why the bytes are not JSON; nil when the decoder alone found it.
    case notJSON(StrictJSON.SyntaxError?)
    /// A field has the wrong type ("answer" is not a list of strings); the field's name.
    case wrongType(field: String)
    case noQuestion
    case noAnswers
    case tooManyAnswers(Int)
    /// Numbered from 1, as a person counts.
    case emptyAnswer(number: Int)
    case answerTooLong(number: Int)
    /// Nothing a player can type spells it ("???").
    case unspellableAnswer(number: Int)
    case sameAnswers(first: Int, second: Int)
    /// `spellings` or `clues` names an answer `answer` does not list.
    case unknownAnswer(field: String, answer: String)
    /// An alternate spelling that is empty, too long, or spells another answer too.
    case badSpelling(answer: String, spelling: String)
    case badTimeLimit

    /// What is wrong, in words that end a sentence: "answers 2 and 5 are the same".
    public var description: String {
      switch self {
      case .tooLarge: "it is larger than 1 MB"
      case .notJSON(let syntax?): "it is not JSON (\(syntax))"
      case .notJSON(nil): "it is not JSON"
      case .wrongType(let field) where field.isEmpty:
        "it is not an object with a \"question\" and an \"answer\" list"
      case .wrongType(let field): "\"\(field)\" has the wrong type"
      case .noQuestion: "it has no question"
      case .noAnswers: "it has no answers"
      case .tooManyAnswers(let count):
        "it has \(count) answers, more than \(GameDocumentMapper.maximumAnswers)"
      case .emptyAnswer(let number): "answer \(number) is empty"
      case .answerTooLong(let number):
        "answer \(number) is longer than \(GameDocumentMapper.maximumAnswerLength) characters"
      case .unspellableAnswer(let number): "answer \(number) has no letters or digits"
      case .sameAnswers(let first, let second):
        "answers \(first) and \(second) are the same once case, accents and punctuation are "
          + "set aside"
      case .unknownAnswer(let field, let answer):
        "\"\(field)\" names \"\(answer)\", which is not an answer"
      case .badSpelling(let answer, let spelling):
        "the spelling \"\(spelling)\" of \"\(answer)\" is empty, too long or another answer's"
      case .badTimeLimit:
        "\"time_limit\" is not a number of seconds from 0 to "
          + "\(Int(GameDocumentMapper.maximumTimeLimit))"
      }
    }
  }

  public static func map(_ data: Data, id: String) throws(Error) -> Game {
    guard data.count <= maximumSize else { throw .tooLarge }
    let document = try decode(data)

    let question = clean(document.question ?? "")
    guard !question.isEmpty else { throw .noQuestion }
    let rawAnswers = document.answer ?? []
    guard !rawAnswers.isEmpty else { throw .noAnswers }
    guard rawAnswers.count <= maximumAnswers else { throw .tooManyAnswers(rawAnswers.count) }

    var answers: [String] = []
    var numberOfKey: [String: Int] = [:]
    for (offset, raw) in rawAnswers.enumerated() {
      let number = offset + 1
      let answer = clean(raw)
      guard !answer.isEmpty else { throw .emptyAnswer(number: number) }
      guard answer.count <= maximumAnswerLength else { throw .answerTooLong(number: number) }
      let key = AnswerFolding.fold(answer)
      guard !key.isEmpty else { throw .unspellableAnswer(number: number) }
      if let first = numberOfKey[key] { throw .sameAnswers(first: first, second: number) }
      numberOfKey[key] = number
      answers.append(answer)
    }

    // Keyed as the document lists the answers, before cleaning: that is what its author typed.
    var positionOfRaw: [String: Int] = [:]
    for (position, raw) in rawAnswers.enumerated() where positionOfRaw[raw] == nil {
      positionOfRaw[raw] = position
    }
    let spellings = try alternates(
      document.spellings ?? [:], answers: answers, positionOfRaw: positionOfRaw,
      numberOfKey: numberOfKey)
    let clues = try clues(document.clues ?? [:], positionOfRaw: positionOfRaw)

    let timeLimit: TimeInterval
    if let seconds = document.timeLimit {
      guard seconds.isFinite, (0...maximumTimeLimit).contains(seconds) else { throw .badTimeLimit }
      timeLimit = seconds
    } else {
      timeLimit = Game.defaultTimeLimit
    }

    let items = answers.enumerated().map { position, answer in
      GameItem(
        id: position, answer: answer, spellings: spellings[position] ?? [],
        clue: clues[position].map { GameClue(text: $0) })
    }
    return Game(id: id, question: question, items: items, timeLimit: timeLimit)
  }

  // MARK: - Private

  private struct Document: Decodable {
    let question: String?
    let answer: [String]?
    let timeLimit: Double?
    let spellings: [String: [String]]?
    let clues: [String: String]?

    enum CodingKeys: String, CodingKey {
      case question, answer, spellings, clues
      case timeLimit = "time_limit"
    }
  }

  /// Strict JSON first (see `StrictJSON`), then the shape.
  private static func decode(_ data: Data) throws(Error) -> Document {
    let bytes = StrictJSON.withoutByteOrderMark([UInt8](data))
    do {
      try StrictJSON.check(bytes)
    } catch {
      throw .notJSON(error)
    }
    do {
      return try JSONDecoder().decode(Document.self, from: Data(bytes))
    } catch DecodingError.typeMismatch(_, let context) {
      throw .wrongType(field: context.codingPath.first?.stringValue ?? "")
    } catch DecodingError.valueNotFound(_, let context) {
      throw .wrongType(field: context.codingPath.first?.stringValue ?? "")
    } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
      // Valid JSON the shape cannot hold: a number too large for a time limit.
      throw .wrongType(field: context.codingPath.first?.stringValue ?? "")
    } catch {
      throw .notJSON(nil)
    }
  }

  /// Plain text on one line, without surrounding spaces.
  private static func clean(_ text: String) -> String {
    UntrustedText.cleaned(text).trimmingWhitespace()
  }

  private static func alternates(
    _ listed: [String: [String]], answers: [String], positionOfRaw: [String: Int],
    numberOfKey: [String: Int]
  ) throws(Error) -> [Int: [String]] {
    var result: [Int: [String]] = [:]
    var ownerOfKey = numberOfKey.mapValues { $0 - 1 }
    // Sorted, so which of two clashing spellings is reported does not depend on hashing.
    for (raw, spellings) in listed.sorted(by: { $0.key < $1.key }) {
      guard let position = positionOfRaw[raw] else {
        throw .unknownAnswer(field: "spellings", answer: clean(raw))
      }
      for rawSpelling in spellings {
        let spelling = clean(rawSpelling)
        let key = AnswerFolding.fold(spelling)
        guard !key.isEmpty, spelling.count <= maximumAnswerLength,
          ownerOfKey[key].map({ $0 == position }) ?? true
        else { throw .badSpelling(answer: answers[position], spelling: spelling) }
        ownerOfKey[key] = position
        result[position, default: []].append(spelling)
      }
    }
    return result
  }

  private static func clues(
    _ listed: [String: String], positionOfRaw: [String: Int]
  ) throws(Error) -> [Int: String] {
    var result: [Int: String] = [:]
    for (raw, clue) in listed.sorted(by: { $0.key < $1.key }) {
      guard let position = positionOfRaw[raw] else {
        throw .unknownAnswer(field: "clues", answer: clean(raw))
      }
      let text = UntrustedText.cleaned(clue, maxLength: maximumAnswerLength)
        .trimmingWhitespace()
      if !text.isEmpty { result[position] = text }
    }
    return result
  }
}
