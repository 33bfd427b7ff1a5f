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
  /// Nil when there is nowhere to keep it: games are played without records or practice.
  public let progress: (any ProgressStore)?
  public let clock: @Sendable () -> Date
  /// What the chat knows of names that are no country (`KnownPlaces` in QuizInterpreting), so
  /// a guess naming one is told what it is; asked for as a game is made.
  public let knownPlaces: @Sendable () -> [KnownPlace]
  /// What picks the order of a practice round's ties and shuffles it: the system's, or a
  /// seeded one in tests.
  public let randomness: @Sendable () -> any RandomNumberGenerator
  /// Where each country is on the front end's map, by ISO code, for the map quiz to say where a
  /// wrong name lies; none where there is no map.
  public let labelPoints: @Sendable (String) -> LabelPoint?

  public init(
    loadCatalog: @escaping @Sendable () async throws -> CountryCatalog,
    makeLoader: @escaping @Sendable (GameLocation) -> any GameLoader,
    scores: (any ScoreStore)?,
    progress: (any ProgressStore)? = nil,
    clock: @escaping @Sendable () -> Date = Date.init,
    knownPlaces: @escaping @Sendable () -> [KnownPlace] = { [] },
    randomness: @escaping @Sendable () -> any RandomNumberGenerator = {
      SystemRandomNumberGenerator()
    },
    labelPoints: @escaping @Sendable (String) -> LabelPoint? = { _ in nil }
  ) {
    self.loadCatalog = loadCatalog
    self.makeLoader = makeLoader
    self.scores = scores
    self.progress = progress
    self.clock = clock
    self.knownPlaces = knownPlaces
    self.randomness = randomness
    self.labelPoints = labelPoints
  }

  /// The game a topic names, ready to start, or why there is none.
  @MainActor
  public func model(for topic: GameTopic, timeLimit: TimeInterval? = nil) async -> Result<
    GameViewModel, GameStartFailure
  > {
    await makeGame(topic, timeLimit: timeLimit).map { game in
      GameViewModel(
        game: game, scores: scores,
        recording: progress.map { GameRecording(store: $0, words: topic.words) }, clock: clock)
    }
  }

  /// The map quiz of a topic (`GameTopic.Kind.map`), ready to start, or why there is none.
  @MainActor
  public func mapQuiz(for topic: GameTopic) async -> Result<MapQuizViewModel, GameStartFailure> {
    await makeGame(topic, timeLimit: nil).map { game in
      MapQuizViewModel(
        game: game, labelPoints: labelPoints,
        recording: progress.map { GameRecording(store: $0, words: topic.words) }, clock: clock,
        randomness: randomness)
    }
  }

  /// A practice round of a topic's due answers (see `PracticeSchedule`), untimed unless
  /// `timeLimit` says otherwise; for no topic, of the game played last. The failure says
  /// plainly when there is nothing to practise.
  @MainActor
  public func practiceModel(for topic: GameTopic?, timeLimit: TimeInterval? = nil) async
    -> Result<GameViewModel, GameStartFailure>
  {
    await practiceRound(for: topic).map { topic, round in
      GameViewModel(
        game: round.withTimeLimit(timeLimit), scores: scores,
        recording: progress.map {
          GameRecording(store: $0, words: topic.words, isPractice: true)
        },
        clock: clock)
    }
  }

  /// A practice round of the map quiz, as `practiceModel` makes one of a game.
  @MainActor
  public func practiceMapQuiz(for topic: GameTopic?) async
    -> Result<MapQuizViewModel, GameStartFailure>
  {
    await practiceRound(for: topic).map { topic, round in
      MapQuizViewModel(
        game: round, labelPoints: labelPoints,
        recording: progress.map {
          GameRecording(store: $0, words: topic.words, isPractice: true)
        },
        clock: clock, randomness: randomness)
    }
  }

  /// The topic a practice round is of (named, else the game played last), so a front end
  /// knows which mode to play it in; nil before any game.
  public func practiceTopic(_ topic: GameTopic?) -> GameTopic? {
    topic
      ?? progress?.lastPlayedWords().flatMap({ words in
        if case .topic(let played) = GameTopicReader.read(words) { return played }
        return nil
      })
  }

  private func practiceRound(for topic: GameTopic?) async
    -> Result<(GameTopic, Game), GameStartFailure>
  {
    guard let topic = practiceTopic(topic)
    else {
      return .failure(GameStartFailure(topic: .world, reason: .nothingToPractise(.noGamePlayed)))
    }
    let game: Game
    switch await makeGame(topic, timeLimit: nil) {
    case .success(let made): game = made
    case .failure(let failure): return .failure(failure)
    }
    var random = AnyRandomNumberGenerator(randomness())
    switch PracticeSchedule.round(
      of: game, progress: progress?.progress(for: game.id), using: &random)
    {
    case .success(let round):
      return .success((topic, round))
    case .failure(let empty):
      return .failure(GameStartFailure(topic: topic, reason: .nothingToPractise(empty)))
    }
  }

  private func makeGame(_ topic: GameTopic, timeLimit: TimeInterval?) async -> Result<
    Game, GameStartFailure
  > {
    let catalog: CountryCatalog
    do {
      catalog = try await loadCatalog()
    } catch {
      let reason = error as? DataUnavailable ?? .invalidData
      return .failure(GameStartFailure(topic: topic, reason: .dataUnavailable(reason)))
    }
    do {
      return .success(
        try CountryGames.make(topic, from: catalog, timeLimit: timeLimit, places: knownPlaces()))
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
    GameViewModel(
      loader: makeLoader(location), timeLimit: timeLimit, scores: scores,
      recording: progress.map { GameRecording(store: $0, words: nil) }, clock: clock)
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
    /// A practice round with no answer to ask (for no topic, `topic` is the world's).
    case nothingToPractise(PracticeSchedule.Empty)
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
    case .nothingToPractise(.noGamePlayed):
      "Nothing to practise yet: play a game first, then practise the answers you missed."
    case .nothingToPractise(.notPlayed):
      "Nothing to practise: you have not played \(topic.words) yet."
    case .nothingToPractise(.nothingMissed):
      "Nothing to practise in \(topic.words): you have missed no answer there yet."
    case .nothingToPractise(.nothingDue(let count)):
      "Nothing to practise in \(topic.words) now: the \(count == 1 ? "answer" : "\(count) answers") "
        + "you missed before \(count == 1 ? "comes" : "come") back after more games."
    }
  }
}

/// A generator of any type, as a concrete one: an `inout any RandomNumberGenerator` handed to a
/// generic function crashed the compiler.
private struct AnyRandomNumberGenerator: RandomNumberGenerator {
  private var base: any RandomNumberGenerator

  init(_ base: any RandomNumberGenerator) { self.base = base }

  mutating func next() -> UInt64 { base.next() }
}
