#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The time limit a game is played under, as bests are kept: a best found in a minute is no
/// best to hold against an untimed game, so each limit keeps its own. Whole seconds, as the
/// clock shows them; untimed is a limit of its own.
public struct TimeLimit: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// Whole seconds, a part second counted; nil: untimed.
  public let seconds: Int?

  /// `0`, nil or anything not a positive number is untimed, as for `Game.timeLimit`.
  public init(_ limit: TimeInterval?) {
    guard let limit, limit > 0, !limit.isNaN else {
      seconds = nil
      return
    }
    // Far past any limit a game accepts (a day): never a number Int cannot hold.
    seconds = Int(min(limit, 1e9).rounded(.up))
  }

  public static let untimed = TimeLimit(nil)

  /// The limit of a game.
  public init(of game: Game) { self.init(game.timeLimit) }

  /// "in 5:00", "untimed": what a best is for, after "Best".
  public var words: String {
    seconds.map { "in " + GameEndWords.clock(TimeInterval($0)) } ?? "untimed"
  }

  public var description: String { words }

  /// The name of this limit in scores.json: "300", "untimed".
  var key: String { seconds.map(String.init) ?? "untimed" }

  init?(key: String) {
    if key == "untimed" {
      self = .untimed
    } else if let seconds = Int(key), seconds > 0 {
      self.init(TimeInterval(seconds))
    } else {
      return nil
    }
  }

  /// Shorter limits first, untimed last.
  public static func < (lhs: TimeLimit, rhs: TimeLimit) -> Bool {
    switch (lhs.seconds, rhs.seconds) {
    case (let left?, let right?): left < right
    case (.some, nil): true
    case (nil, _): false
    }
  }

  /// The limit a score kept before limits were (scores.json version 1, a result without one)
  /// is taken to be under: the one its game has unless told otherwise, when its time fits in
  /// it, else untimed. Either way it is a score that could have been made under that limit: so
  /// many found within that time, or with no limit at all.
  static func assumed(forGameID gameID: String, seconds: TimeInterval) -> TimeLimit {
    let usual = GameTopic.defaultTimeLimit(forGameID: gameID)
    return seconds <= usual ? TimeLimit(usual) : .untimed
  }

  // Kept as the text of `key` wherever a limit is written: one spelling for both files.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let limit = TimeLimit(key: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a time limit: \(text)"))
    }
    self = limit
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(key)
  }
}

extension GameTopic {
  /// The limit the game of this id gets unless told otherwise: 15 minutes for the whole world,
  /// 5 for any other game of the country data and for a quiz pack without its own.
  static func defaultTimeLimit(forGameID gameID: String) -> TimeInterval {
    gameID == "world" || (gameID.hasSuffix(":world") && !gameID.hasPrefix("from:"))
      ? Game.worldTimeLimit : Game.defaultTimeLimit
  }
}
