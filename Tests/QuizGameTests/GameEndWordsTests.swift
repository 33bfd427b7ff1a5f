import Foundation
import QuizGame
import Testing

/// The end of a game, worded once for the full screen, the line modes and the iOS app.
@MainActor
@Suite("GameEndWords")
struct GameEndWordsTests {
  @Test func allFound_isPraised_withTheTime() {
    let words = GameEndWords(verdict: .allFound(seconds: 72.9), found: 3, total: 3)

    #expect(words.result == "All 3 found in 1:12")
    #expect(words.sentence == "All 3 found in 1:12. Well done!")
    #expect(words.isPraise)
  }

  @Test(arguments: [
    (GameEndWords.Verdict.timeUp, "Time's up: 2 of 12 in 5:00."),
    (.gaveUp, "You gave up: 2 of 12 in 5:00."),
    (.endOfInput, "End of input: 2 of 12 in 5:00."),
  ])
  func theOtherEnds_giveTheScore_andTheTimePlayed(
    _ verdict: GameEndWords.Verdict, _ sentence: String
  ) {
    let words = GameEndWords(verdict: verdict, found: 2, total: 12, seconds: 300.9)

    #expect(words.sentence == sentence)
    #expect(words.result + "." == sentence)
    #expect(!words.isPraise)
  }

  @Test func answersFoundWithHints_areCounted_inEveryEnd() {
    let gaveUp = GameEndWords(
      verdict: .gaveUp, found: 150, total: 195, seconds: 761, foundWithHints: 3)
    let allFound = GameEndWords(
      verdict: .allFound(seconds: 60), found: 5, total: 5, foundWithHints: 1)

    #expect(gaveUp.sentence == "You gave up: 150 of 195 in 12:41, 3 with hints.")
    #expect(allFound.sentence == "All 5 found in 1:00, 1 with hints. Well done!")
  }

  @Test func aNewBest_andTheComparison_areTheirOwnParts() {
    let words = GameEndWords(
      verdict: .timeUp, found: 2, total: 12, isNewBest: true,
      comparison: "Previous best in 5:00: 1 of 12, last 1 of 12 (+1).")

    #expect(words.newBest == "A new best!")
    #expect(words.comparison == "Previous best in 5:00: 1 of 12, last 1 of 12 (+1).")
    #expect(GameEndWords(verdict: .timeUp, found: 2, total: 12).newBest == nil)
  }

  @Test(arguments: [
    (TimeLimit(300), "A new best in 5:00!"), (TimeLimit(59.5), "A new best in 1:00!"),
    (TimeLimit(5400), "A new best in 1:30:00!"), (.untimed, "A new untimed best!"),
  ])
  func aNewBest_saysWhichLimitItIsFor(_ limit: TimeLimit, _ words: String) {
    let end = GameEndWords(verdict: .gaveUp, found: 2, total: 12, timeLimit: limit, isNewBest: true)

    #expect(end.newBest == words)
  }

  @Test(arguments: [
    (NoBestReason.hints(2), "No best score: 2 hints used."),
    (.hints(1), "No best score: 1 hint used."),
    (.practice, "No best score: a practice round."),
  ])
  func aGameThatCanSetNoBest_saysWhy(_ reason: NoBestReason, _ sentence: String) {
    let words = GameEndWords(verdict: .gaveUp, found: 2, total: 12, noBest: reason)

    #expect(words.noBest == sentence)
    #expect(reason.sentence == sentence)
    #expect(GameEndWords(verdict: .gaveUp, found: 2, total: 12).noBest == nil)
  }

  @Test func theLine_namesTheGame_theScoreAndTheTime_andTheBest() {
    let limit = TimeLimit(300)
    let timeUp = GameEndWords(
      verdict: .timeUp, found: 31, total: 54, seconds: 300, timeLimit: limit, isNewBest: true)
    let gaveUp = GameEndWords(
      verdict: .gaveUp, found: 31, total: 54, seconds: 161, timeLimit: limit, isNewBest: true)
    let allFound = GameEndWords(
      verdict: .allFound(seconds: 192), found: 54, total: 54, seconds: 192, timeLimit: .untimed,
      isNewBest: true)
    let hinted = GameEndWords(
      verdict: .gaveUp, found: 3, total: 54, seconds: 20, noBest: .hints(2))
    let practice = GameEndWords(
      verdict: .endOfInput, found: 3, total: 5, seconds: 20, noBest: .practice)
    let plain = GameEndWords(verdict: .timeUp, found: 3, total: 54, seconds: 300)

    #expect(
      timeUp.line(title: "Capitals of Africa") == "Capitals of Africa: 31 of 54 in 5:00 · new best")
    #expect(
      gaveUp.line(title: "Capitals of Africa")
        == "Capitals of Africa: 31 of 54 in 2:41 · new best in 5:00")
    #expect(
      allFound.line(title: "Countries of Africa")
        == "Countries of Africa: all 54 in 3:12 · new untimed best")
    #expect(hinted.line(title: "X") == "X: 3 of 54 in 0:20 · no best score: 2 hints used")
    #expect(practice.line(title: "X") == "X: 3 of 5 in 0:20 · practice round")
    #expect(plain.line(title: "X") == "X: 3 of 54 in 5:00")
  }

  @Test func theMissed_areListedRegionByRegion_orAllTogether() {
    let regions = GameEndWords(
      verdict: .gaveUp, found: 2, total: 5,
      missed: [
        .init(region: "Africa", total: 2, answers: ["Nigeria"]),
        .init(region: "Americas", total: 3, answers: ["Bolivia", "Chile"]),
      ])
    let together = GameEndWords(
      verdict: .gaveUp, found: 1, total: 3,
      missed: [.init(region: nil, total: 3, answers: ["Bolivia", "Chile"])])
    let allFound = GameEndWords(verdict: .allFound(seconds: 1), found: 1, total: 1)

    #expect(
      regions.missed.map(\.heading) == ["Missed in Africa (1 of 2)", "Missed in Americas (2 of 3)"])
    #expect(regions.missedCounts == "Missed: Africa 1, Americas 2.")
    #expect(regions.missedNote(marked: "marked ✗") == "Missed: Africa 1, Americas 2. Marked ✗.")
    #expect(together.missed.map(\.heading) == ["Missed"])
    #expect(together.missedCounts == nil)
    #expect(
      together.missedNote(marked: "shown struck through")
        == "Missed answers are shown struck through.")
    #expect(allFound.missedNote(marked: "marked ✗") == nil)
  }

  @Test func aLongGame_showsItsHours() {
    let words = GameEndWords(verdict: .allFound(seconds: 3723), found: 1, total: 1)

    #expect(words.result == "All 1 found in 1:02:03")
  }

  @Test func aFinishedGame_isWordedFromItsModel() {
    var now = Date(timeIntervalSince1970: 0)
    let model = GameViewModel(game: grouped, clock: { now })
    model.start()
    now += 20
    model.type("Kenya")
    model.type("France")
    now += 1.5
    model.giveUp()

    let words = model.endWords()
    let byInput = model.endWords(endedByInput: true)

    #expect(words?.sentence == "You gave up: 2 of 4 in 0:21.")
    #expect(words?.newBest == "A new best in 1:00!")
    #expect(model.timePlayed == 21.5)
    #expect(model.resultLine == "These: 2 of 4 in 0:21 · new best in 1:00")
    #expect(
      words?.missed.map(\.heading) == ["Missed in Africa (1 of 2)", "Missed in Europe (1 of 2)"])
    #expect(words?.missed.map(\.answers) == [["Egypt → Cairo"], ["Spain"]])
    #expect(byInput?.sentence == "End of input: 2 of 4 in 0:21.")
  }

  @Test func aGameNotFinished_hasNoEndWords() {
    let model = GameViewModel(game: grouped)
    model.start()

    #expect(model.endWords() == nil)
    #expect(model.resultLine == nil)
  }

  @Test func theResultLine_outlivesARestart_forTheChatToRemember() {
    let model = GameViewModel(game: grouped)
    model.start()
    model.type("Kenya")
    model.giveUp()

    model.restart()

    #expect(model.resultLine?.hasPrefix("These: 1 of 4 in 0:") == true)
  }

  @Test func hints_orAPracticeRound_areWhyAGameSetsNoBest() {
    let hinted = GameViewModel(game: grouped)
    hinted.start()
    #expect(hinted.noBestReason == nil)
    hinted.hint()
    hinted.hint()
    hinted.type("Kenya")
    hinted.giveUp()
    let practice = GameViewModel(
      game: grouped,
      recording: GameRecording(store: InMemoryProgressStore(), words: nil, isPractice: true))

    #expect(hinted.noBestReason == .hints(2))
    #expect(hinted.endWords()?.noBest == "No best score: 2 hints used.")
    #expect(!hinted.isNewBest)
    #expect(practice.noBestReason == .practice)
  }

  @Test(arguments: [
    ("Name the capitals of Africa", "Capitals of Africa"), ("Name these", "These"),
    ("Which planets?", "Which planets?"), ("Name ", "Name "),
  ])
  func aGamesTitle_isItsQuestionWithoutName(_ question: String, _ title: String) {
    #expect(Game(id: "t", question: question, items: [], timeLimit: nil).title == title)
  }

  private let grouped = Game(
    id: "test", question: "Name these",
    items: [
      GameItem(id: 0, answer: "Kenya", spellings: [], group: "Africa"),
      GameItem(
        id: 1, answer: "Cairo", spellings: [], clue: GameClue(text: "Egypt"), group: "Africa"),
      GameItem(id: 2, answer: "France", spellings: [], group: "Europe"),
      GameItem(id: 3, answer: "Spain", spellings: [], group: "Europe"),
    ], timeLimit: 60)
}
