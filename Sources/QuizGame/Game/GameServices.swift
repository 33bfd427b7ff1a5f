import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What every front end makes games with, built once by its composition root: games of the
/// country data come from the same source, cache included, as the chat's answers, so a game
/// started from the chat and `quiz play` agree with what the chat says.
public struct GameServices: Sendable {
  /// The country data games are made from.
  public let loadCatalog: @Sendable () async throws -> CountryCatalog
  /// The loader for a quiz from a URL or a file, over the front end's own HTTP client.
  public let makeLoader: @Sendable (GameLocation) -> any GameLoader
  /// Nil when there is nowhere to keep them: games are played without a best score.
  public let scores: (any ScoreStore)?
  public let clock: @Sendable () -> Date

  public init(
    loadCatalog: @escaping @Sendable () async throws -> CountryCatalog,
    makeLoader: @escaping @Sendable (GameLocation) -> any GameLoader,
    scores: (any ScoreStore)?,
    clock: @escaping @Sendable () -> Date = Date.init
  ) {
    self.loadCatalog = loadCatalog
    self.makeLoader = makeLoader
    self.scores = scores
    self.clock = clock
  }

  /// The game a topic names, ready to start, or why there is none.
  @MainActor
  public func model(for topic: GameTopic, timeLimit: TimeInterval? = nil) async -> Result<
    GameViewModel, GameStartFailure
  > {
    let catalog: CountryCatalog
    do {
      catalog = try await loadCatalog()
    } catch {
      let reason = error as? DataUnavailable ?? .invalidData
      return .failure(GameStartFailure(topic: topic, reason: .dataUnavailable(reason)))
    }
    do {
      let game = try CountryGames.make(topic, from: catalog, timeLimit: timeLimit)
      return .success(GameViewModel(game: game, scores: scores, clock: clock))
    } catch {
      switch error {
      case .dataLacksRegions:
        return .failure(GameStartFailure(topic: topic, reason: .dataLacksRegions))
      case .noItems:
        return .failure(GameStartFailure(topic: topic, reason: .nothingToName))
      }
    }
  }

  /// A quiz from a URL or a file, still to be loaded: the screen shows it loading, then the
  /// game or the error with a retry.
  @MainActor
  public func model(loadingFrom location: GameLocation, timeLimit: TimeInterval? = nil)
    -> GameViewModel
  {
    GameViewModel(loader: makeLoader(location), timeLimit: timeLimit, scores: scores, clock: clock)
  }
}

/// Why a game of the country data could not be made, in words every front end shows as they
/// are.
public struct GameStartFailure: Error, Sendable, Hashable {
  public enum Reason: Sendable, Hashable {
    /// The data could not be had: trying again may help.
    case dataUnavailable(DataUnavailable)
    /// Data from a source without regions, which region games need.
    case dataLacksRegions
    /// Nothing fits the topic: no country starts with "X".
    case nothingToName
  }

  public let topic: GameTopic
  public let reason: Reason

  public init(topic: GameTopic, reason: Reason) {
    self.topic = topic
    self.reason = reason
  }

  public var message: String {
    switch reason {
    case .dataUnavailable(let reason):
      "A game needs the country data. " + ReplyWording.unavailableText(for: reason)
    case .dataLacksRegions:
      "The country data has no regions, which games need: run quiz data refresh."
    case .nothingToName:
      "No game: nothing fits \"\(topic.words)\"."
    }
  }
}
