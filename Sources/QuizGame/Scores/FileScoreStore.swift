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
/// Kept by a `JSONStateStore`: readable by its owner only, written whole, changed under a lock
/// every `quiz` process respects, and a file that is not scores in this version kept aside as
/// `scores.json.corrupt` by the next save. A save keeps the better of the score it saves and
/// the one it finds, so games that end at the same moment in several terminals all keep their
/// scores. A score with nonsense numbers (more found than asked, a negative time) is no score,
/// and is replaced by the next save of its game.
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

  public func bestScore(for gameID: String) -> BestScore? {
    load()[gameID]
  }

  /// Keeps `score` unless the file already holds a better one for the game, saved by another
  /// `quiz` since this one read it.
  public func save(_ score: BestScore, for gameID: String) throws {
    try file.update { current in
      guard score.beats(current?.soundScores[gameID]) else { return nil }
      // Other games' scores go back as they were, nonsense or not: they are not this save's.
      var scores = current?.scores ?? [:]
      scores[gameID] = score
      return ScoresFile(scores: scores)
    }
  }

  /// Every game's score; empty for anything unreadable.
  public func load() -> [String: BestScore] {
    file.load()?.soundScores ?? [:]
  }
}

/// What scores.json holds.
private struct ScoresFile: Codable {
  static let version = 1
  let scores: [String: BestScore]

  init(scores: [String: BestScore]) {
    self.scores = scores
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard try container.decode(Int.self, forKey: .version) == Self.version else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container, debugDescription: "not a version this quiz reads")
    }
    scores = try container.decode([String: BestScore].self, forKey: .scores)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.version, forKey: .version)
    try container.encode(scores, forKey: .scores)
  }

  private enum CodingKeys: String, CodingKey {
    case version, scores
  }

  var soundScores: [String: BestScore] {
    scores.filter { _, score in
      score.found >= 0 && score.total >= score.found && score.seconds >= 0
        && score.seconds.isFinite
    }
  }
}
