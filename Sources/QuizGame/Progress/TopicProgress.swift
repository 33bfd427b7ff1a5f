#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What is kept of one game's plays: the results for the trend, the last games answer by
/// answer, and each answer's history and Leitner box (see `PracticeSchedule`).
public struct TopicProgress: Sendable, Hashable, Codable {
  /// Results kept for the trend, newest last.
  public static let resultsKept = 50
  /// Games kept answer by answer, newest last. The whole file is read when a game starts and
  /// written when it ends, so what it keeps is paid twice a game: with 20 kept, in the file's
  /// first version, 20 world games made it 158 KB and those two steps 0.2 G instructions. The
  /// answers' own histories keep the rest.
  public static let recordsKept = 5

  public var words: String?
  public var question: String
  /// Games and practice rounds finished: the clock the boxes are scheduled by.
  public var rounds: Int
  public var results: [GameResult]
  public var records: [GameRecord]
  /// By `AnswerResult.key`.
  public var answers: [String: AnswerProgress]

  public init(
    words: String?, question: String, rounds: Int = 0, results: [GameResult] = [],
    records: [GameRecord] = [], answers: [String: AnswerProgress] = [:]
  ) {
    self.words = words
    self.question = question
    self.rounds = rounds
    self.results = results
    self.records = records
    self.answers = answers
  }

  /// Games played, not practice rounds: the results `quiz stats` and the end of a game compare.
  public var gameResults: [GameResult] { results.filter { !$0.isPractice } }

  /// The progress after one more game or practice round. Pure, so it is applied under the file
  /// lock to whatever another `quiz` wrote meanwhile.
  public func recording(_ record: GameRecord) -> TopicProgress {
    var next = self
    next.words = record.words ?? words
    if !record.isPractice { next.question = record.question }
    next.rounds += 1
    next.results = Array((results + [record.result]).suffix(Self.resultsKept))
    next.records = Array((records + [record]).suffix(Self.recordsKept))
    let splits = AnswerResult.splits(record.answers)
    for answer in record.answers {
      let current = answers[answer.key] ?? AnswerProgress(answer: answer.answer)
      next.answers[answer.key] = current.reviewed(
        found: answer.isFound, split: splits[answer.key], round: next.rounds,
        answer: answer.answer)
    }
    return next
  }
}

/// One answer's history in one game: how often found and missed, how fast, and its box.
public struct AnswerProgress: Sendable, Hashable, Codable {
  public var answer: String
  public var found: Int
  public var missed: Int
  /// The sum and count of its splits, for the average.
  public var splitSeconds: TimeInterval
  public var splits: Int
  /// Its Leitner box, 1 to `PracticeSchedule.boxes`; 0 until it is first missed: an answer
  /// never missed is not practised.
  public var box: Int
  /// The round (`TopicProgress.rounds`) it was last played in.
  public var lastRound: Int

  public init(
    answer: String, found: Int = 0, missed: Int = 0, splitSeconds: TimeInterval = 0,
    splits: Int = 0, box: Int = 0, lastRound: Int = 0
  ) {
    self.answer = answer
    self.found = found
    self.missed = missed
    self.splitSeconds = splitSeconds
    self.splits = splits
    self.box = box
    self.lastRound = lastRound
  }

  /// The average seconds it took, after the hit before it; nil when never found.
  public var averageSplit: TimeInterval? {
    splits > 0 ? splitSeconds / Double(splits) : nil
  }

  func reviewed(found isFound: Bool, split: TimeInterval?, round: Int, answer: String)
    -> AnswerProgress
  {
    var next = self
    next.answer = answer
    next.lastRound = round
    next.box = PracticeSchedule.box(after: box, found: isFound)
    if isFound {
      next.found += 1
      if let split, split.isFinite {
        next.splitSeconds += split
        next.splits += 1
      }
    } else {
      next.missed += 1
    }
    return next
  }
}
