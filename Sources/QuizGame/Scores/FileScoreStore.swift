import QuizEngine
import QuizStorage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Best scores in one JSON file, `$XDG_STATE_HOME/quiz/scores.json`, else
/// `~/.local/state/quiz/scores.json`, each game's by time limit (whole seconds, or `untimed`):
///
///     {"version": 2, "scores": {"world": {"900": {"found": 150, "total": 195, "seconds": 900},
///                                         "untimed": {"found": 195, "total": 195, "seconds": 1500}}}}
///
/// Version 1, one best a game whatever its limit, is still read: each best is taken to be
/// under its game's usual limit when its time fits in it, else untimed (see
/// `TimeLimit.assumed`), and the next save writes the file again as version 2.
///
/// Kept by a `JSONStateStore`: readable by its owner only, written whole, changed under a lock
/// every `quiz` process respects, and a file that is not scores in a version this reads kept
/// aside as `scores.json.corrupt` by the next save. A save keeps the better of the score it
/// saves and the one it finds, so games that end at the same moment in several terminals all
/// keep their scores. A score with nonsense numbers (more found than asked, a negative time)
/// is no score, and is replaced by the next save of its game and limit.
public final class FileScoreStore: ScoreStore {
  /// Far more than every game's score: anything larger is not ours.
  static let maximumSize = 1 << 20

  public typealias Error = JSONStateStoreError

  public let url: URL
  private let file: JSONStateStore<ScoresFile>

  public init(url: URL) {
    self.url = url
    file = JSONStateStore(url: url, maximumSize: Self.maximumSize)
  }

  /// Nil when neither XDG_STATE_HOME nor HOME says where the file goes. Relative paths count
  /// as unset, as the XDG specification asks.
  public static func resolve(environment: [String: String]) -> FileScoreStore? {
    StorageDirectories(environment: environment).stateFile(named: "scores.json")
      .map(FileScoreStore.init)
  }

  public func bestScores(for gameID: String) -> [TimeLimit: BestScore] {
    load()[gameID] ?? [:]
  }

  /// Keeps `score` unless the file already holds a better one for the game and limit, saved
  /// by another `quiz` since this one read it.
  public func save(_ score: BestScore, for gameID: String, timeLimit: TimeLimit) throws {
    try file.update { current in
      guard score.beats(current?.soundScores[gameID]?[timeLimit]) else { return nil }
      // Other scores go back as they were, nonsense or not: they are not this save's.
      var scores = current?.scores ?? [:]
      scores[gameID, default: [:]][timeLimit] = score
      return ScoresFile(scores: scores)
    }
  }

  /// Every game's scores, by limit; empty for anything unreadable.
  public func load() -> [String: [TimeLimit: BestScore]] {
    file.load()?.soundScores ?? [:]
  }
}

/// What scores.json holds.
private struct ScoresFile: Codable {
  static let version = 2
  let scores: [String: [TimeLimit: BestScore]]

  init(scores: [String: [TimeLimit: BestScore]]) {
    self.scores = scores
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.version(forKey: .version, readable: 1...Self.version) {
    case 1:
      let old = try container.decode([String: BestScore].self, forKey: .scores)
      scores = old.reduce(into: [:]) { scores, entry in
        let (gameID, score) = entry
        scores[gameID] = [TimeLimit.assumed(forGameID: gameID, seconds: score.seconds): score]
      }
    default:
      let games = try container.decode([String: [String: BestScore]].self, forKey: .scores)
      scores = try games.mapValues { limits in
        try limits.reduce(into: [:]) { scores, entry in
          // "300" and "0300" would be one limit twice: a file only a hand could make, kept
          // aside whole rather than half dropped.
          guard let limit = TimeLimit(key: entry.key), scores[limit] == nil else {
            throw DecodingError.dataCorruptedError(
              forKey: .scores, in: container, debugDescription: "not a time limit: \(entry.key)")
          }
          scores[limit] = entry.value
        }
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.version, forKey: .version)
    // JSON's keys are text: each limit by its name in the file.
    try container.encode(
      scores.mapValues { limits in
        Dictionary(uniqueKeysWithValues: limits.map { ($0.key.key, $0.value) })
      }, forKey: .scores)
  }

  private enum CodingKeys: String, CodingKey {
    case version, scores
  }

  var soundScores: [String: [TimeLimit: BestScore]] {
    scores.mapValues { limits in
      limits.filter { _, score in
        score.found >= 0 && score.total >= score.found && score.seconds >= 0
          && score.seconds.isFinite
      }
    }.filter { !$0.value.isEmpty }
  }
}
