/// What progress.json holds: every game's progress, by `Game.id`.
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
struct ProgressFile: Codable, Sendable {
  static let version = 1
  var games: [String: TopicProgress]

  init(games: [String: TopicProgress]) {
    self.games = games
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard try container.decode(Int.self, forKey: .version) == Self.version else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container, debugDescription: "not a version this quiz reads")
    }
    games = try container.decode([String: TopicProgress].self, forKey: .games)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.version, forKey: .version)
    try container.encode(games, forKey: .games)
  }

  private enum CodingKeys: String, CodingKey {
    case version, games
  }
}
