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
    (GameEndWords.Verdict.timeUp, "Time's up: 2 of 12."),
    (.gaveUp, "You gave up: 2 of 12."),
    (.endOfInput, "End of input: 2 of 12."),
  ])
  func theOtherEnds_giveTheScore(_ verdict: GameEndWords.Verdict, _ sentence: String) {
    let words = GameEndWords(verdict: verdict, found: 2, total: 12)

    #expect(words.sentence == sentence)
    #expect(words.result + "." == sentence)
    #expect(!words.isPraise)
  }

  @Test func answersFoundWithHints_areCounted_inEveryEnd() {
    let gaveUp = GameEndWords(verdict: .gaveUp, found: 150, total: 195, foundWithHints: 3)
    let allFound = GameEndWords(
      verdict: .allFound(seconds: 60), found: 5, total: 5, foundWithHints: 1)

    #expect(gaveUp.sentence == "You gave up: 150 of 195, 3 with hints.")
    #expect(allFound.sentence == "All 5 found in 1:00, 1 with hints. Well done!")
  }

  @Test func aNewBest_andTheComparison_areTheirOwnParts() {
    let words = GameEndWords(
      verdict: .timeUp, found: 2, total: 12, isNewBest: true,
      comparison: "Best before 1 of 12, last 1 of 12 (+1).")

    #expect(words.newBest == "A new best!")
    #expect(words.comparison == "Best before 1 of 12, last 1 of 12 (+1).")
    #expect(GameEndWords(verdict: .timeUp, found: 2, total: 12).newBest == nil)
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
    let model = GameViewModel(game: grouped)
    model.start()
    model.type("Kenya")
    model.type("France")
    model.giveUp()

    let words = model.endWords()
    let byInput = model.endWords(endedByInput: true)

    #expect(words?.sentence == "You gave up: 2 of 4.")
    #expect(words?.newBest == "A new best!")
    #expect(
      words?.missed.map(\.heading) == ["Missed in Africa (1 of 2)", "Missed in Europe (1 of 2)"])
    #expect(words?.missed.map(\.answers) == [["Egypt → Cairo"], ["Spain"]])
    #expect(byInput?.sentence == "End of input: 2 of 4.")
  }

  @Test func aGameNotFinished_hasNoEndWords() {
    let model = GameViewModel(game: grouped)
    model.start()

    #expect(model.endWords() == nil)
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
