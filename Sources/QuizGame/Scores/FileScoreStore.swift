import QuizEngine
import QuizStorage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Best scores in one JSON file, `$XDG_STATE_HOME/quiz/scores.json`, else
/// `~/.local/state/quiz/scores.json`:
///
///     {"version": 1, "scores": {"world": {"found": 150, "total": 195, "seconds": 900}}}
///
/// Readable by its owner only (0600), written whole through a temporary file and a rename, so
/// a crash or a second `quiz` never leaves half a file. A save reads, changes and writes the
/// file under a lock every `quiz` process respects (`StateFile.withExclusiveLock`), and keeps
/// the better of the score it saves and the one it finds: games that end at the same moment in
/// several terminals all keep their scores. A file that is missing, too big, not
/// JSON or not in this shape holds no scores; the next save replaces it, and keeps one that is
/// not JSON in this shape aside as `scores.json.corrupt`.
public final class FileScoreStore: ScoreStore {
  /// Far more than every game's score: anything larger is not ours.
  static let maximumSize = 1 << 20

  public enum Error: Swift.Error, Equatable {
    case cannotWrite
  }

  public let url: URL

  public init(url: URL) { self.url = url }

  /// Nil when neither XDG_STATE_HOME nor HOME says where the file goes. Relative paths count
  /// as unset, as the XDG specification asks.
  public static func resolve(environment: [String: String]) -> FileScoreStore? {
    StorageDirectories(environment: environment).stateFile(named: "scores.json")
      .map(FileScoreStore.init)
  }

  public func bestScore(for gameID: String) -> BestScore? {
    load()[gameID]
  }

  /// Keeps `score` unless the file already holds a better one for the game, saved by another
  /// `quiz` since this one read it.
  public func save(_ score: BestScore, for gameID: String) throws {
    try StateFile.withExclusiveLock(on: url) { () throws(Error) in
      let existing = read()
      if existing.isDamaged { StateFile.keepAside(url) }
      var scores = existing.scores
      guard score.beats(scores[gameID]) else { return }
      scores[gameID] = score
      try replaceFile(with: ScoresFile(version: ScoresFile.currentVersion, scores: scores))
    }
  }

  /// Every game's score; empty for anything unreadable.
  public func load() -> [String: BestScore] {
    read().scores
  }

  /// The scores, and whether the file holds something that is not scores (another version's,
  /// or damaged), which a person may want back.
  private func read() -> (scores: [String: BestScore], isDamaged: Bool) {
    guard let data = StateFile.read(url, maximumSize: Self.maximumSize) else { return ([:], false) }
    guard let file = try? JSONDecoder().decode(ScoresFile.self, from: data),
      file.version == ScoresFile.currentVersion
    else { return ([:], true) }
    let valid = file.scores.filter { _, score in
      score.found >= 0 && score.total >= score.found && score.seconds >= 0
        && score.seconds.isFinite
    }
    return (valid, false)
  }

  private func replaceFile(with file: ScoresFile) throws(Error) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(file) else { throw Error.cannotWrite }
    guard StateFile.replace(url, with: data, sync: true) else { throw Error.cannotWrite }
  }

  private struct ScoresFile: Codable {
    static let currentVersion = 1
    let version: Int
    let scores: [String: BestScore]
  }
}
