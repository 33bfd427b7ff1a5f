import Foundation
import QuizGame
import QuizTestSupport
import Testing

@Suite("PracticeSchedule")
struct PracticeScheduleTests {
  @Test func aMissedAnswer_entersBoxOne_andComesBackInTheNextRound() throws {
    let game = makeGame(["France", "Niger", "Chad"])
    let progress = played(game, [["France", "Chad"]])

    let round = try PracticeSchedule.round(of: game, progress: progress).get()

    #expect(round.items.map(\.answer) == ["Niger"])
    #expect(progress.answers["niger"]?.box == 1)
    #expect(round.timeLimit == nil)
    #expect(round.id == game.id)
  }

  @Test func aRound_saysWhyTheGamesOtherNamesAreNoAnswer() throws {
    let kenya = GameOutsider(name: "Kenya", spellings: [], reason: .elsewhere("Africa"))
    let game = makeGame(["France", "Niger", "Chad"], outsiders: [kenya])
    let progress = played(game, [["France", "Chad"]])

    var round = GameRound(game: try PracticeSchedule.round(of: game, progress: progress).get())

    guard case .notInGame(let chad) = round.enter("Chad") else {
      Issue.record("Chad, left out of the round, is not said to be")
      return
    }
    #expect(
      round.game.outsiders[chad]
        == GameOutsider(name: "Chad", spellings: [], reason: .notInThisRound))
    guard case .notInGame(let other) = round.enter("Kenya") else {
      Issue.record("Kenya lost its reason in the round")
      return
    }
    #expect(round.game.outsiders[other] == kenya)
  }

  @Test func anAnswerFoundAfterBeingMissed_movesUp_andComesBackLessOften() throws {
    let game = makeGame(["France", "Niger"])
    // Missed once, then found in three rounds in a row: box 1, 2, 3, 4.
    var progress = played(game, [["France"]])
    var dueRounds: [Int] = []
    for round in 2...12 {
      let due = PracticeSchedule.isDue(
        try #require(progress.answers["niger"]), rounds: progress.rounds)
      if due { dueRounds.append(round) }
      // Found whenever asked; a round it is not asked in still counts for the schedule.
      progress = progress.recording(
        record(game, found: due ? ["Niger"] : ["France"], asked: due ? ["Niger"] : ["France"]))
    }

    // Box 2 after round 2 waits one round; box 3 waits three; box 4 waits seven.
    #expect(dueRounds == [2, 4, 8])
    #expect(progress.answers["niger"]?.box == 4)
  }

  @Test func aMissInAnyBox_sendsTheAnswerBackToBoxOne() {
    #expect(PracticeSchedule.box(after: 4, found: false) == 1)
    #expect(PracticeSchedule.box(after: 0, found: false) == 1)
    #expect(PracticeSchedule.box(after: 5, found: true) == 5)
    #expect(PracticeSchedule.box(after: 0, found: true) == 0)
    #expect((1...5).map(PracticeSchedule.interval(ofBox:)) == [1, 2, 4, 8, 16])
  }

  @Test func aRound_asksTheMostMissedFirst() throws {
    let game = makeGame(["Angola", "Benin", "Chad", "Egypt", "Ghana"])
    // Chad and Egypt missed three times of three, Ghana twice, Benin once: all in box 1.
    let progress = played(
      game,
      [["Angola", "Benin"], ["Angola", "Benin", "Ghana"], ["Angola"]])
    var random = SeededGenerator(seed: 1)

    let round = try PracticeSchedule.round(of: game, progress: progress, limit: 2, using: &random)
      .get()
    let all = try PracticeSchedule.round(of: game, progress: progress, limit: 20, using: &random)
      .get()

    #expect(Set(round.items.map(\.answer)) == ["Chad", "Egypt"])
    #expect(round.items.map(\.id) == [0, 1])
    #expect(Set(all.items.map(\.answer)) == ["Benin", "Chad", "Egypt", "Ghana"])
  }

  @Test func aRound_asksTheAnswerWaitingLongest_whenTheyAreMissedAlike() throws {
    let game = makeGame(["Angola", "Benin", "Chad"])
    // All missed in the game; Angola and Benin missed again in a practice round since.
    let progress = played(game, [[]]).recording(
      record(game, found: [], asked: ["Angola", "Benin"], isPractice: true))
    var random = SeededGenerator(seed: 1)

    let round = try PracticeSchedule.round(of: game, progress: progress, limit: 1, using: &random)
      .get()

    #expect(round.items.map(\.answer) == ["Chad"])
  }

  /// A world round was 20 answers from Africa, Algeria to Libya.
  @Test func aRound_isSpreadAcrossRegions_underTheGamesHeadings() throws {
    let regions = [("Africa", 8), ("Europe", 8), ("Asia", 4)]
    let names = regions.flatMap { region, count in (1...count).map { "\(region) \($0)" } }
    let game = Game(
      id: "world", question: "Name the countries of the world",
      items: names.enumerated().map { position, name in
        GameItem(
          id: position, answer: name, spellings: [],
          group: String(name.split(separator: " ")[0]))
      }, timeLimit: 900)
    let progress = played(game, [[]])
    var random = SeededGenerator(seed: 7)

    let round = try PracticeSchedule.round(of: game, progress: progress, limit: 6, using: &random)
      .get()

    #expect(round.items.map(\.group) == ["Africa", "Africa", "Europe", "Europe", "Asia", "Asia"])
  }

  @Test func aRound_isShuffled_theSameWayForTheSameSeed() throws {
    let names = (1...30).map { "Answer \(String(format: "%02d", $0))" }
    let game = makeGame(names)
    let progress = played(game, [[]])

    func round(seed: UInt64) throws -> [String] {
      var random = SeededGenerator(seed: seed)
      return try PracticeSchedule.round(of: game, progress: progress, using: &random).get().items
        .map(\.answer)
    }

    let first = try round(seed: 1)
    #expect(first.count == PracticeSchedule.roundSize)
    #expect(first != first.sorted())
    #expect(try round(seed: 1) == first)
    #expect(try round(seed: 2) != first)
  }

  @Test func nothingToPractise_saysWhy() {
    let game = makeGame(["France", "Niger"])

    #expect(throws: PracticeSchedule.Empty.notPlayed) {
      try PracticeSchedule.round(of: game, progress: nil).get()
    }
    #expect(throws: PracticeSchedule.Empty.nothingMissed) {
      try PracticeSchedule.round(of: game, progress: played(game, [["France", "Niger"]])).get()
    }
    // Missed, then found: box 2 waits a round.
    #expect(throws: PracticeSchedule.Empty.nothingDue(inBoxes: 1)) {
      try PracticeSchedule.round(
        of: game, progress: played(game, [["France"], ["France", "Niger"]])
      ).get()
    }
  }

  @Test func aRound_keepsTheSpellingsCluesAndHeadings() throws {
    let game = Game(
      id: "capitals:europe", question: "Name the capitals of Europe",
      items: [
        GameItem(
          id: 0, answer: "Paris", spellings: ["Paris"], clue: GameClue(text: "France"),
          code: "FR", group: "Western Europe"),
        GameItem(
          id: 1, answer: "Kyiv", spellings: ["Kyiv", "Kiev"], clue: GameClue(text: "Ukraine"),
          code: "UA", group: "Eastern Europe"),
      ], timeLimit: 300)
    let progress = played(game, [["Paris"]])

    let round = try PracticeSchedule.round(of: game, progress: progress).get()

    #expect(
      round.items == [
        GameItem(
          id: 0, answer: "Kyiv", spellings: ["Kyiv", "Kiev"], clue: GameClue(text: "Ukraine"),
          code: "UA", group: "Eastern Europe")
      ])
    #expect(round.question == "Practice: name the capitals of Europe")
    #expect(progress.answers["UA"]?.box == 1)
  }
}

/// The progress after games in which the named answers were found, one after another.
func played(_ game: Game, _ games: [[String]]) -> TopicProgress {
  games.reduce(TopicProgress(words: "test", question: game.question)) { progress, found in
    progress.recording(record(game, found: found))
  }
}

/// A game's record: the answers in `found` found a second apart in that order, the others of
/// `asked` (all by default) missed.
func record(
  _ game: Game, found: [String], asked: [String]? = nil, isPractice: Bool = false,
  endedAt: Double = 0
) -> GameRecord {
  let items = game.items.filter { asked?.contains($0.answer) ?? true }
  return GameRecord(
    gameID: game.id, words: "test", question: game.question, isPractice: isPractice,
    endedAt: endedAt, found: found.count, total: items.count, seconds: Double(found.count),
    answers: items.map { item in
      AnswerResult(
        key: AnswerResult.key(for: item), answer: item.answer,
        foundAt: found.firstIndex(of: item.answer).map { Double($0 + 1) })
    })
}
