import QuizStorage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every game's progress in one JSON file, `$XDG_STATE_HOME/quiz/progress.json`, else
/// `~/.local/state/quiz/progress.json` (its layout: `ProgressFile`).
///
/// Kept by a `JSONStateStore`: readable by its owner only, written whole, and a game recorded
/// by reading, changing and writing the file under a lock every `quiz` process respects, so
/// games that end at the same moment in several terminals all keep their results. A file that
/// is not progress is kept aside as `progress.json.corrupt` by the next record.
///
/// A game whose numbers a hand-edited file made nonsense of is left out of what is loaded
/// (rather than shown or scheduled wrongly), and written back as it was when another game is
/// recorded; recording that game itself starts it afresh, after keeping the file aside.
public final class FileProgressStore: ProgressStore {
  /// Far more than every game played often: anything this large is not ours.
  static let maximumSize = 32 << 20

  public typealias Error = JSONStateStoreError

  public let url: URL
  private let file: JSONStateStore<ProgressFile>

  public init(url: URL) {
    self.url = url
    file = JSONStateStore(url: url, maximumSize: Self.maximumSize)
  }

  /// Nil when neither XDG_STATE_HOME nor HOME says where the file goes.
  public static func resolve(environment: [String: String]) -> FileProgressStore? {
    StorageDirectories(environment: environment).stateFile(named: "progress.json")
      .map(FileProgressStore.init)
  }

  public func load() -> [String: TopicProgress] {
    file.load()?.games.filter { _, progress in progress.isSound } ?? [:]
  }

  public func record(_ record: GameRecord) throws {
    try file.update { current in
      var games = current?.games ?? [:]
      var progress = games[record.gameID]
      if let kept = progress, !kept.isSound {
        // Under the lock, and before the write: the nonsense stays in the file kept aside.
        StateFile.keepAside(url)
        progress = nil
      }
      games[record.gameID] =
        (progress ?? TopicProgress(words: record.words, question: record.question))
        .recording(record)
      return ProgressFile(games: games)
    }
  }
}

extension TopicProgress {
  /// Numbers a hand-edited file could make nonsense of.
  fileprivate var isSound: Bool {
    rounds >= 0
      && results.allSatisfy { result in
        result.found >= 0 && result.total >= result.found && result.seconds >= 0
          && result.seconds.isFinite && result.endedAt.isFinite
      }
      && answers.values.allSatisfy { answer in
        answer.found >= 0 && answer.missed >= 0 && answer.splits >= 0
          && answer.splitSeconds.isFinite && answer.splitSeconds >= 0
          && (0...PracticeSchedule.boxes).contains(answer.box)
      }
  }
}
