import Synchronization

/// Keeps every game's progress between runs, by `Game.id`: results, answers, boxes. Reading
/// never fails: what cannot be read is no progress. Recording is best effort for the caller,
/// who may ignore its error.
public protocol ProgressStore: Sendable {
  /// Every game's progress.
  func load() -> [String: TopicProgress]
  /// Adds a finished game or practice round to what is kept, without losing one another
  /// `quiz` recorded meanwhile.
  func record(_ record: GameRecord) throws
}

extension ProgressStore {
  public func progress(for gameID: String) -> TopicProgress? {
    load()[gameID]
  }

  /// The words of the game played last that can be played again ("capitals of africa"), for
  /// "practice the ones I missed"; nil before any.
  public func lastPlayedWords() -> String? {
    load().values.compactMap { progress -> (words: String, endedAt: Double)? in
      guard let words = progress.words, let last = progress.results.last else { return nil }
      return (words, last.endedAt)
    }.max { $0.endedAt < $1.endedAt }?.words
  }
}

/// Progress kept for this process only: for tests and for when no state directory exists.
public final class InMemoryProgressStore: ProgressStore {
  private let progress: Mutex<[String: TopicProgress]>

  public init(_ progress: [String: TopicProgress] = [:]) {
    self.progress = Mutex(progress)
  }

  public func load() -> [String: TopicProgress] {
    progress.withLock { $0 }
  }

  public func record(_ record: GameRecord) throws {
    progress.withLock { progress in
      let current =
        progress[record.gameID] ?? TopicProgress(words: record.words, question: record.question)
      progress[record.gameID] = current.recording(record)
    }
  }
}
