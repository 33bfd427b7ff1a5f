import QuizStorage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every game's progress in one JSON file, `$XDG_STATE_HOME/quiz/progress.json`, else
/// `~/.local/state/quiz/progress.json`:
///
///     {"version": 1, "games": {"world": {"words": "world", "question": "…", "rounds": 3,
///       "results": [{"found": 150, "total": 195, "seconds": 900, "endedAt": …,
///                    "isPractice": false, "hints": 3}, …],
///       "records": [{"gameID": "world", …, "answers": [{"key": "FR", "answer": "France",
///                    "foundAt": 12.5}, {"key": "NE", "answer": "Niger"}, …]}, …],
///       "answers": {"NE": {"answer": "Niger", "found": 1, "missed": 2, "box": 1, …}}}}}
///
/// `foundAt` is seconds from the start of the clock; a missed answer has none. `hints`, on a
/// result and a record, is there only when hints were asked for (files from before have none).
/// Readable by its owner only (0600), written whole through a temporary file and a rename. A game is recorded
/// by reading, changing and writing the file under a lock every `quiz` process respects, so
/// games that end at the same moment in several terminals all keep their results. A file that
/// is not progress in this version is kept aside as `progress.json.corrupt` by the next save.
public final class FileProgressStore: ProgressStore {
  /// A few hundred kilobytes for every game played often: anything this large is not ours.
  static let maximumSize = 32 << 20

  public enum Error: Swift.Error, Equatable {
    case cannotWrite
  }

  public let url: URL

  public init(url: URL) { self.url = url }

  /// Nil when neither XDG_STATE_HOME nor HOME says where the file goes.
  public static func resolve(environment: [String: String]) -> FileProgressStore? {
    StorageDirectories(environment: environment).stateFile(named: "progress.json")
      .map(FileProgressStore.init)
  }

  public func load() -> [String: TopicProgress] {
    read().games
  }

  public func record(_ record: GameRecord) throws {
    try StateFile.withExclusiveLock(on: url) { () throws(Error) in
      let existing = read()
      if existing.isDamaged { StateFile.keepAside(url) }
      var games = existing.games
      let current =
        games[record.gameID] ?? TopicProgress(words: record.words, question: record.question)
      games[record.gameID] = current.recording(record)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      guard
        let data = try? encoder.encode(
          ProgressFile(version: ProgressFile.currentVersion, games: games)),
        StateFile.replace(url, with: data, sync: true)
      else { throw Error.cannotWrite }
    }
  }

  private func read() -> (games: [String: TopicProgress], isDamaged: Bool) {
    guard let data = StateFile.read(url, maximumSize: Self.maximumSize) else { return ([:], false) }
    guard let file = try? JSONDecoder().decode(ProgressFile.self, from: data),
      file.version == ProgressFile.currentVersion
    else { return ([:], true) }
    return (file.games.filter { _, progress in progress.isSound }, false)
  }

  private struct ProgressFile: Codable {
    static let currentVersion = 1
    let version: Int
    let games: [String: TopicProgress]
  }
}

extension TopicProgress {
  /// Numbers a hand-edited file could make nonsense of: a game with them is left out rather
  /// than shown or scheduled wrongly.
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
