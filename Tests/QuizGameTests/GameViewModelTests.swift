import Foundation
import QuizGame
import Synchronization
import Testing

@MainActor
@Suite("GameViewModel")
struct GameViewModelTests {
  // MARK: - ready

  @Test func init_withAGame_isReady_withAnUnfoundGrid_andTheBestScore() {
    let best = BestScore(found: 1, total: 2, seconds: 30)
    let (sut, _) = makeSUT(scores: InMemoryScoreStore(["test": [TimeLimit(300): best]]))

    #expect(sut.state == .ready(twoCountries()))
    #expect(sut.grid.map(\.isFound) == [false, false])
    #expect(sut.bestScore == best)
    #expect(sut.timeLeft == nil)
    #expect(sut.total == 2 && sut.foundCount == 0)
  }

  @Test func ready_refusesEverythingButStart() async {
    let (sut, _) = makeSUT()

    #expect(!sut.type("France"))
    #expect(!sut.enter())
    #expect(!sut.tick())
    #expect(!sut.giveUp())
    #expect(!sut.restart())
    #expect(await !sut.retry())
    #expect(await !sut.load())
    #expect(sut.state == .ready(twoCountries()))
  }

  @Test func start_startsTheClock_andPlays() {
    let (sut, _) = makeSUT()

    #expect(sut.start())

    #expect(sut.state == .playing(found: [], remaining: twoCountries().items))
    #expect(sut.timeLeft == 300)
  }

  // MARK: - playing

  @Test func type_creditsAHit_clearsTheInput_andMarksTheGrid() {
    let (sut, _) = makeSUT()
    sut.start()

    #expect(sut.type("Fra"))
    let partial = sut.input
    #expect(sut.type("France"))

    #expect(partial == "Fra")
    #expect(sut.input == "")
    #expect(sut.feedback == .hit(twoCountries().items[0]))
    #expect(sut.grid.map(\.isFound) == [true, false])
    #expect(sut.foundCount == 1)
    #expect(
      sut.state == .playing(found: [twoCountries().items[0]], remaining: [twoCountries().items[1]]))
  }

  @Test func enter_aPlaceThatIsNoAnswer_saysWhy_andClearsTheInput() {
    let outsider = GameOutsider(name: "Kenya", spellings: [], reason: .elsewhere("Africa"))
    let (sut, _) = makeSUT(game: makeGame(["France", "Chad"], outsiders: [outsider]))
    sut.start()

    sut.type("kenya")
    sut.enter()

    #expect(sut.feedback == .notInGame(outsider))
    #expect(sut.input == "")
    #expect(sut.foundCount == 0)
  }

  @Test func hitsOutOfGridOrder_listFoundInTheOrderFound_andTheRestInGridOrder() {
    let game = makeGame(["France", "Chad", "Peru", "Niger", "Nigeria", "Oman"])
    let items = game.items
    let (sut, _) = makeSUT(game: game)
    sut.start()

    sut.type("Peru")
    sut.type("Niger")
    sut.enter()
    sut.type("France")

    #expect(sut.grid.map(\.isFound) == [true, false, true, true, false, false])
    #expect(
      sut.state
        == .playing(
          found: [items[2], items[3], items[0]], remaining: [items[1], items[4], items[5]]))
    #expect(sut.foundCount == 3)
  }

  @Test func findingEveryItem_finishesComplete_withTheTime_andSavesANewBest() {
    let scores = InMemoryScoreStore()
    let (sut, clock) = makeSUT(scores: scores)
    sut.start()
    clock.advance(12)
    sut.type("France")
    clock.advance(30)

    sut.type("Chad")

    let items = twoCountries().items
    #expect(sut.state == .finished(.complete(time: 42), found: items, missed: []))
    #expect(sut.isNewBest)
    #expect(
      scores.bestScore(for: "test", timeLimit: TimeLimit(300))
        == BestScore(found: 2, total: 2, seconds: 42))
  }

  @Test func enter_sendsTheInput_andSaysAlmostMissOrAlreadyFound() {
    let (sut, _) = makeSUT()
    sut.start()

    sut.type("Frnace")
    sut.enter()
    let almost = (sut.feedback, sut.input)
    sut.type("Atlantis")
    sut.enter()
    let miss = (sut.feedback, sut.input)
    sut.type("France")
    sut.type("france")
    sut.enter()
    let already = (sut.feedback, sut.input)

    #expect(almost.0 == .almost(guess: "Frnace") && almost.1 == "Frnace")
    #expect(miss.0 == .miss(guess: "Atlantis") && miss.1 == "Atlantis")
    #expect(already.0 == .alreadyFound(twoCountries().items[0]) && already.1 == "")
  }

  @Test func enter_creditsAWaitingShorterName() {
    let game = makeGame(["Niger", "Nigeria"])
    let (sut, _) = makeSUT(game: game)
    sut.start()

    sut.type("Niger")
    let waited = sut.foundCount
    sut.enter()

    #expect(waited == 0)
    #expect(sut.feedback == .hit(game.items[0]))
    #expect(sut.input == "")
  }

  @Test func enter_withBlankInput_isAcceptedAndDoesNothing() {
    let (sut, _) = makeSUT()
    sut.start()

    #expect(sut.enter())
    #expect(sut.feedback == nil)
  }

  @Test func tick_countsDown_thenEndsTheGameAtTheLimit() {
    let (sut, clock) = makeSUT()
    sut.start()
    sut.type("France")
    clock.advance(299)
    sut.tick()
    let before = sut.timeLeft
    clock.advance(1)

    #expect(sut.tick())

    #expect(before == 1)
    #expect(sut.timeLeft == 0)
    let items = twoCountries().items
    #expect(sut.state == .finished(.timeUp, found: [items[0]], missed: [items[1]]))
    #expect(sut.grid.map(\.isMissed) == [false, true])
  }

  @Test func aGuessTypedAfterTheLimit_neverCounts_evenBeforeTheNextTick() {
    let (sut, clock) = makeSUT()
    sut.start()
    clock.advance(301)

    #expect(!sut.type("France"))

    #expect(sut.foundCount == 0)
    #expect(sut.state == .finished(.timeUp, found: [], missed: twoCountries().items))
  }

  @Test func anUntimedGame_neverRunsOut() {
    let (sut, clock) = makeSUT(game: twoCountries().withTimeLimit(0))
    sut.start()
    clock.advance(100_000)

    #expect(sut.tick())
    #expect(sut.type("France"))
    #expect(sut.timeLeft == nil)
    #expect(sut.foundCount == 1)
  }

  @Test func giveUp_revealsTheMissedAnswers() {
    let (sut, _) = makeSUT()
    sut.start()
    sut.type("Chad")

    #expect(sut.giveUp())

    let items = twoCountries().items
    #expect(sut.state == .finished(.gaveUp, found: [items[1]], missed: [items[0]]))
  }

  @Test func playing_refusesStartRetryAndLoad() async {
    let (sut, _) = makeSUT()
    sut.start()
    let state = sut.state

    #expect(!sut.start())
    #expect(await !sut.retry())
    #expect(await !sut.load())
    #expect(sut.state == state)
  }

  @Test func restart_whilePlaying_goesBackToReady_withNothingFound() {
    let (sut, _) = makeSUT()
    sut.start()
    sut.type("France")

    #expect(sut.restart())

    #expect(sut.state == .ready(twoCountries()))
    #expect(sut.foundCount == 0 && sut.feedback == nil && sut.input == "")
  }

  // MARK: - finished

  @Test func finished_refusesPlayEvents_andRestartPlaysAgain() async {
    let (sut, _) = makeSUT()
    sut.start()
    sut.giveUp()
    let state = sut.state

    #expect(!sut.start())
    #expect(!sut.type("France"))
    #expect(!sut.enter())
    #expect(!sut.tick())
    #expect(!sut.giveUp())
    #expect(await !sut.retry())
    #expect(sut.state == state)
    #expect(sut.restart())
    #expect(sut.start())
    #expect(sut.state == .playing(found: [], remaining: twoCountries().items))
  }

  @Test func aWorseScore_isNotANewBest_andLeavesTheBestAlone() {
    let best = BestScore(found: 2, total: 2, seconds: 10)
    let scores = InMemoryScoreStore(["test": [TimeLimit(300): best]])
    let (sut, _) = makeSUT(scores: scores)
    sut.start()
    sut.type("France")

    sut.giveUp()

    #expect(!sut.isNewBest)
    #expect(scores.bestScore(for: "test", timeLimit: TimeLimit(300)) == best)
  }

  @Test func aGameWithNothingFound_isNeverANewBest() {
    let scores = InMemoryScoreStore()
    let (sut, _) = makeSUT(scores: scores)
    sut.start()

    sut.giveUp()

    #expect(!sut.isNewBest)
    #expect(scores.bestScore(for: "test", timeLimit: TimeLimit(300)) == nil)
  }

  // MARK: - loading and error

  @Test func aLoader_startsLoading_thenReady_withTheTimeLimitOverridden() async {
    let loader = LoaderStub([.success(twoCountries())])
    let sut = GameViewModel(loader: loader, timeLimit: 60)
    let before = sut.state

    #expect(await sut.load())

    #expect(before == .loading(source: "https://quiz.test/game.json"))
    #expect(sut.state == .ready(twoCountries().withTimeLimit(60)))
  }

  @Test(arguments: [GameLoadError.invalidData("no answers"), .unreachable("refused")])
  func aFailedLoad_isAnError_andRetryLoadsAgain(error: GameLoadError) async {
    let loader = LoaderStub([.failure(error), .success(twoCountries())])
    let sut = GameViewModel(loader: loader)

    await sut.load()
    let failed = sut.state
    #expect(await sut.retry())

    #expect(failed == .error(source: "https://quiz.test/game.json", reason: error))
    #expect(sut.state == .ready(twoCountries()))
    #expect(loader.loads == 2)
  }

  @Test func loadingAndError_refuseEveryPlayEvent() async {
    let sut = GameViewModel(loader: LoaderStub([.failure(.unreachable("down"))]))
    for phase in 0..<2 {
      let state = sut.state
      #expect(!sut.start(), "phase \(phase)")
      #expect(!sut.type("France"))
      #expect(!sut.enter())
      #expect(!sut.tick())
      #expect(!sut.giveUp())
      #expect(!sut.restart())
      #expect(sut.state == state)
      if phase == 0 {
        #expect(await !sut.retry())
        await sut.load()
      } else {
        #expect(await !sut.load())
      }
    }
  }

  // MARK: - Helpers

  private func makeSUT(
    game: Game? = nil, scores: (any ScoreStore)? = nil
  ) -> (GameViewModel, TestClock) {
    let clock = TestClock()
    let sut = GameViewModel(game: game ?? twoCountries(), scores: scores, clock: clock.now)
    return (sut, clock)
  }

  private func twoCountries() -> Game {
    makeGame(["France", "Chad"])
  }
}

final class TestClock: Sendable {
  private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
  func now() -> Date { current.withLock { $0 } }
  func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

final class LoaderStub: GameLoader {
  private let results: Mutex<[Result<Game, GameLoadError>]>
  private let count = Mutex(0)
  let source = "https://quiz.test/game.json"

  init(_ results: [Result<Game, GameLoadError>]) { self.results = Mutex(results) }

  var loads: Int { count.withLock { $0 } }

  func load() async throws(GameLoadError) -> Game {
    count.withLock { $0 += 1 }
    let result = results.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
    return try result.get()
  }
}
