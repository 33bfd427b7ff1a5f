import Foundation
import QuizGame
import Testing

@testable import QuizTUI

@MainActor
@Suite("GameScreenController")
struct GameScreenControllerTests {
  @Test func enter_onTheReadyScreen_startsTheClock() {
    let (sut, _) = makeSUT()

    sut.handle(.text("x"))
    #expect(sut.model.phase == .ready(best: nil))
    sut.handle(.enter)

    #expect(sut.model.phase == .playing)
    #expect(sut.model.timeLeft == 60)
  }

  @Test(arguments: [true, false])
  func escape_onTheReadyScreen_goesBackToTheChat_orQuits(_ returnsToChat: Bool) {
    let (sut, _) = makeSUT(returnsToChat: returnsToChat)

    sut.handle(.escape)

    #expect(sut.isLeaving == returnsToChat)
    #expect(sut.isQuitting == !returnsToChat)
  }

  @Test func typingAnAnswerLetterByLetter_countsItAtItsLastLetter_andClearsTheInput() {
    let (sut, _) = makeStartedSUT()

    for letter in "Per" { sut.handle(.text(String(letter))) }
    #expect(sut.model.found == 0)
    #expect(sut.game.input == "Per")
    sut.handle(.text("u"))

    #expect(sut.model.found == 1)
    #expect(sut.game.input == "")
    #expect(sut.model.items.first { $0.answer == "Peru" }?.state == .found)
    #expect(sut.model.feedback == .hit("Peru"))
    #expect(sut.ui.newestHit == sut.model.items.first { $0.answer == "Peru" }?.id)
  }

  @Test func aLetterInsertedBeforeTheEnd_completesTheAnswer_andTheCursorFollowsTheText() {
    let (sut, _) = makeStartedSUT()
    sut.handle(.text("Pru"))

    sut.handle(.left)
    sut.handle(.left)
    #expect(sut.ui.cursor == 1)
    #expect(sut.render().cursor?.column == 3)
    sut.handle(.text("e"))

    #expect(sut.model.found == 1)
    #expect(sut.game.input == "")
    #expect(sut.ui.cursor == 0)
  }

  @Test func nigeria_typedLetterByLetter_isNigeria_notNiger() {
    let (sut, _) = makeStartedSUT()

    for letter in "Nigeria" { sut.handle(.text(String(letter))) }

    #expect(sut.model.items.filter { $0.state == .found }.map(\.answer) == ["Nigeria"])
    #expect(sut.game.input == "")
  }

  @Test func niger_thenEnter_isNiger() {
    let (sut, _) = makeStartedSUT()

    sut.handle(.text("Niger"))
    #expect(sut.model.found == 0)
    sut.handle(.enter)

    #expect(sut.model.items.filter { $0.state == .found }.map(\.answer) == ["Niger"])
  }

  @Test func aTypo_sentWithEnter_isAlmost_andStaysToBeCorrected() {
    let (sut, _) = makeStartedSUT()

    sut.handle(.text("Pery"))
    sut.handle(.enter)

    #expect(sut.model.feedback == .almost)
    #expect(sut.game.input == "Pery")
    sut.handle(.backspace)
    sut.handle(.text("u"))
    #expect(sut.model.found == 1)
  }

  @Test func aPlaceThatIsNoAnswer_sentWithEnter_saysWhereItIs_andClearsTheInput() {
    let outsider = GameOutsider(name: "France", spellings: [], reason: .elsewhere("Europe"))
    let (sut, _) = makeStartedSUT(size: ScreenSize(columns: 80, rows: 12), outsiders: [outsider])

    sut.handle(.text("france"))
    sut.handle(.enter)

    #expect(sut.model.feedback == .notInGame("France is in Europe, not in this game"))
    #expect(sut.game.input == "")
    #expect(sut.render().lines.contains { $0.contains("France is in Europe, not in this game") })
  }

  @Test func escapeOnAnEmptyLine_thenEnter_givesUp_andRevealsTheMissed() {
    let (sut, _) = makeStartedSUT()
    sut.handle(.text("Chad"))

    sut.handle(.escape)
    #expect(sut.model.phase == .playing)
    sut.handle(.enter)

    guard case .finished(let words) = sut.model.phase else {
      Issue.record("not finished: \(sut.model.phase)")
      return
    }
    #expect(words.verdict == .gaveUp)
    #expect(words.newBest == "A new best in 1:00!")
    #expect(sut.model.items.filter { $0.state == .missed }.count == items.count - 1)
    #expect(!sut.isQuitting)
    #expect(!sut.isLeaving)
  }

  @Test func enter_atTheEnd_playsAgain_fromNothingFound() {
    let (sut, _) = makeStartedSUT()
    sut.handle(.text("Chad"))
    sut.handle(.escape)
    sut.handle(.enter)

    sut.handle(.enter)

    #expect(sut.model.phase == .playing)
    #expect(sut.model.found == 0)
    #expect(sut.ui.newestHit == nil)
  }

  @Test func escape_atTheEnd_leaves() {
    let (sut, _) = makeStartedSUT(returnsToChat: true)
    sut.handle(.escape)
    sut.handle(.enter)

    sut.handle(.escape)

    #expect(sut.isLeaving)
  }

  @Test func theClock_wakesTheLoopEachSecond_onlyWhilePlaying_andEndsTheGame() {
    let (sut, clock) = makeSUT()
    #expect(sut.tickDelay == nil)
    sut.handle(.enter)
    #expect(sut.tickDelay == 1000)

    clock.advance(by: 0.3)
    sut.tick()
    #expect(sut.model.timeLeft == 60)
    #expect(sut.tickDelay == 705)
    clock.advance(by: 59.7)
    sut.tick()

    guard case .finished(let words) = sut.model.phase else {
      Issue.record("not finished: \(sut.model.phase)")
      return
    }
    #expect(words.verdict == .timeUp)
    #expect(words.newBest == nil)
    #expect(sut.tickDelay == nil)
  }

  @Test func anUntimedGame_neverWakesTheLoop() {
    let (sut, _) = makeSUT(timeLimit: 0)

    sut.handle(.enter)

    #expect(sut.model.phase == .playing)
    #expect(sut.tickDelay == nil)
  }

  @Test(arguments: [Key.function(2), .control("i")])
  func f2OrTab_togglesClueDetails(_ key: Key) {
    let (sut, _) = makeSUT()

    sut.handle(key)
    #expect(sut.ui.showsDetails)
    sut.handle(key)

    #expect(!sut.ui.showsDetails)
  }

  @Test func pageDown_scrollsATallGrid_andANewHitScrollsIntoView() {
    let (sut, _) = makeStartedSUT(size: ScreenSize(columns: 20, rows: 6))
    var now = ContinuousClock.now
    sut.clock = { now }
    #expect(sut.ui.scroll == 0)

    sut.handle(.pageDown)
    #expect(sut.ui.scroll > 0)
    sut.handle(.pageUp)
    #expect(sut.ui.scroll == 0)
    now += .seconds(GameScreenUpdate.followsHitsAfter)
    sut.handle(.text("Zambia"))

    let frame = sut.render()
    #expect(frame.lines.contains { $0.contains("Zambia") })
    #expect(sut.ui.scroll > 0)
  }

  @Test func aHitScrolledTo_bringsItsRegionsHeading_too() {
    let names = ["Algeria", "Egypt", "Kenya", "Mali", "Chad", "Togo", "France", "Spain", "Italy"]
    let game = Game(
      id: "regions", question: "Name them",
      items: names.enumerated().map {
        GameItem(
          id: $0.offset, answer: $0.element, spellings: [],
          group: $0.offset < 6 ? "Africa" : "Europe")
      }, timeLimit: 60)
    let sut = GameScreenController(
      model: GameViewModel(game: game), size: ScreenSize(columns: 20, rows: 9),
      returnsToChat: false)
    sut.handle(.enter)
    sut.handle(.text("Italy"))
    // Under the question and the regions' line, wrapped in two at 20 columns.
    #expect(!sut.render().lines.dropFirst(3).contains { $0.hasPrefix("Africa") })

    sut.handle(.text("Egypt"))

    let lines = sut.render().lines.dropFirst(3)
    #expect(lines.contains { $0.hasPrefix("Africa") })
    #expect(lines.contains { $0.contains("Egypt") })
  }

  @Test func controlC_quitsAtOnce_beforeTheGame() {
    let (sut, _) = makeSUT()

    sut.handle(.control("c"))

    #expect(sut.isQuitting)
  }

  @Test func aGameFromASource_isLoaded_andF5RetriesAfterAnError() async {
    let loader = FlakyLoader(failures: 1)
    let sut = GameScreenController(
      model: GameViewModel(loader: loader), size: ScreenSize(columns: 60, rows: 12),
      returnsToChat: false)
    #expect(sut.model.phase == .loading(source: "http://127.0.0.1/quiz.json"))
    await sut.loading?.value
    #expect(
      sut.model.phase
        == .error(
          source: "http://127.0.0.1/quiz.json", reason: "refused", isInvalidData: false))

    sut.handle(.function(5))
    await sut.loading?.value

    #expect(sut.model.phase == .ready(best: nil))
    #expect(sut.model.total == 1)
  }

  @Test func textFromTheGame_isMadeSafe_beforeItIsShown() {
    let game = Game(
      id: "x", question: "Name\u{1B}[2J them",
      items: [GameItem(id: 0, answer: "A\u{7}b\u{1B}]0;title\u{7}", spellings: [])],
      timeLimit: 60)
    let sut = GameScreenController(
      model: GameViewModel(game: game), size: ScreenSize(columns: 60, rows: 12),
      returnsToChat: false)

    let model = sut.model

    #expect(!model.question.unicodeScalars.contains { $0.value < 0x20 })
    #expect(!model.items[0].answer.unicodeScalars.contains { $0.value < 0x20 })
  }

  // MARK: - Helpers

  private let items = [
    "Chad", "Niger", "Nigeria", "Peru", "Chile", "Kenya", "Ghana", "Mali", "Togo", "Zambia",
  ]

  private func makeSUT(
    timeLimit: TimeInterval = 60, returnsToChat: Bool = false,
    size: ScreenSize = ScreenSize(columns: 60, rows: 12), outsiders: [GameOutsider] = []
  ) -> (GameScreenController, TestClock) {
    let clock = TestClock()
    let game = Game(
      id: "test", question: "Name these",
      items: items.enumerated().map { GameItem(id: $0.offset, answer: $0.element, spellings: []) },
      timeLimit: timeLimit, outsiders: outsiders)
    let model = GameViewModel(game: game, scores: InMemoryScoreStore(), clock: { clock.now })
    return (GameScreenController(model: model, size: size, returnsToChat: returnsToChat), clock)
  }

  private func makeStartedSUT(
    returnsToChat: Bool = false, size: ScreenSize = ScreenSize(columns: 60, rows: 12),
    outsiders: [GameOutsider] = []
  ) -> (GameScreenController, TestClock) {
    let (sut, clock) = makeSUT(returnsToChat: returnsToChat, size: size, outsiders: outsiders)
    sut.handle(.enter)
    return (sut, clock)
  }
}

@MainActor
final class TestClock {
  private(set) var now = Date(timeIntervalSince1970: 1_000_000)
  func advance(by seconds: TimeInterval) { now += seconds }
}

/// Fails with "refused" as many times as told, then loads a one-item game.
final class FlakyLoader: GameLoader, @unchecked Sendable {
  // Only touched from the main actor, one load at a time.
  private var failures: Int
  init(failures: Int) { self.failures = failures }

  var source: String { "http://127.0.0.1/quiz.json" }

  func load() async throws(GameLoadError) -> Game {
    if failures > 0 {
      failures -= 1
      throw .unreachable("refused")
    }
    return Game(
      id: "loaded", question: "Name it", items: [GameItem(id: 0, answer: "It", spellings: [])],
      timeLimit: 60)
  }
}
