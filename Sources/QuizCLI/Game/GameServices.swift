import QuizEngine
import QuizGame

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `quiz play` (and a game started from the chat) needs from the composition root.
public struct GameServices: Sendable {
  /// The country data games are made from: the same source, cache included, as answers.
  public let loadCatalog: @Sendable () async throws -> CountryCatalog
  /// The loader for `--from`: over the terminal's HTTP client for a URL, the disk for a file.
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
}

/// Why a game of the country data could not be made, with the status `quiz play` exits with.
struct GameStartFailure: Error {
  let message: String
  let status: Int32
}

extension GameServices {
  /// The game a topic names, ready to start.
  @MainActor
  func model(for topic: GameTopic, timeLimit: TimeInterval?) async -> Result<
    GameViewModel, GameStartFailure
  > {
    let catalog: CountryCatalog
    do {
      catalog = try await loadCatalog()
    } catch {
      let reason = error as? DataUnavailable ?? .invalidData
      return .failure(
        GameStartFailure(
          message: "A game needs the country data. " + ReplyWording.unavailableText(for: reason),
          status: ExitStatus.dataUnavailable))
    }
    do {
      let game = try CountryGames.make(topic, from: catalog, timeLimit: timeLimit)
      return .success(GameViewModel(game: game, scores: scores, clock: clock))
    } catch {
      switch error {
      case .dataLacksRegions:
        return .failure(
          GameStartFailure(
            message: "The country data has no regions, which games need: run quiz data refresh.",
            status: ExitStatus.dataUnavailable))
      case .noItems:
        return .failure(
          GameStartFailure(
            message: "No game: nothing fits \"\(topic.words)\".", status: ExitStatus.usage))
      }
    }
  }
}
