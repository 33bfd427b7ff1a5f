import QuizGame
import Testing

@Suite("ProgressReport")
struct ProgressReportTests {
  @Test func eachGame_showsBestLastTrend_theMostMissed_andTheSlowest() throws {
    let game = makeGame(["Angola", "Benin", "Chad"])
    var progress = TopicProgress(words: "africa", question: "Name the countries of Africa")
    // Benin found slowly once; Chad never found; Angola always found at once.
    progress = progress.recording(record(game, found: ["Angola"], endedAt: 1))
    progress = progress.recording(
      GameRecord(
        gameID: game.id, words: "africa", question: game.question, isPractice: false,
        endedAt: 2, found: 2, total: 3, seconds: 2,
        answers: [
          AnswerResult(key: "angola", answer: "Angola", foundAt: 1),
          AnswerResult(key: "benin", answer: "Benin", foundAt: 30),
          AnswerResult(key: "chad", answer: "Chad", foundAt: nil),
        ]))
    progress = progress.recording(
      record(game, found: ["Chad"], asked: ["Chad"], isPractice: true, endedAt: 3))
    progress = progress.recording(record(game, found: ["Angola"], endedAt: 4))

    let entry = try #require(
      ProgressReport(progress: ["africa": progress], scores: nil).entries.first)

    #expect(entry.played == 3 && entry.practised == 1)
    #expect(entry.best == BestScore(found: 2, total: 3, seconds: 2))
    #expect(entry.last?.found == 1)
    let third = 1.0 / 3
    #expect(entry.trend == [third, 2 * third, third])
    #expect(entry.mostMissed.map(\.answer) == ["Chad", "Benin"])
    #expect(entry.mostMissed.map(\.missed) == [3, 2])
    // Chad was asked in a practice round too: the words count it.
    #expect(
      entry.mostMissed.map(entry.missedWords)
        == ["missed 3 of 4 games and practice rounds", "missed 2 of 3 games and practice rounds"])
    #expect(entry.slowest.map(\.answer) == ["Benin", "Angola", "Chad"])
    #expect(entry.slowest.first?.averageSplit == 29)
    // Benin and Chad were missed in the last game: box 1, due in the next round.
    #expect(entry.due == 2)
  }

  @Test func theBestIsTheScoresOne_whenItIsKept_andGamesComeNewestFirst() throws {
    let game = makeGame(["France"])
    let older = TopicProgress(words: "europe", question: "q")
      .recording(record(game, found: [], endedAt: 1))
    let newer = TopicProgress(words: "world", question: "q")
      .recording(record(game, found: ["France"], endedAt: 2))
    let scores = InMemoryScoreStore([
      "europe": [TimeLimit(300): BestScore(found: 40, total: 44, seconds: 300)]
    ])

    let report = ProgressReport(progress: ["europe": older, "world": newer], scores: scores)

    #expect(report.entries.map(\.gameID) == ["world", "europe"])
    #expect(report.entries.last?.best == BestScore(found: 40, total: 44, seconds: 300))
  }

  @Test func theBest_isTheOneOfTheLimitTheLastGameWasPlayedUnder() throws {
    let game = makeGame(["France", "Spain"])
    let played = { (found: [String], seconds: Double, limit: TimeLimit?, endedAt: Double) in
      let made = record(game, found: found, endedAt: endedAt)
      return GameRecord(
        gameID: made.gameID, words: made.words, question: made.question, isPractice: false,
        endedAt: endedAt, found: found.count, total: 2, seconds: seconds, answers: made.answers,
        timeLimit: limit)
    }
    // Two found untimed, one in a minute, then one before limits were kept: five minutes.
    let progress = TopicProgress(words: "europe", question: "q")
      .recording(played(["France", "Spain"], 400, .untimed, 1))
      .recording(played(["France"], 60, TimeLimit(60), 2))
    let older = progress.recording(played(["France"], 100, nil, 3))

    let entry = try #require(
      ProgressReport(progress: ["europe": progress], scores: nil).entries.first)
    let olderEntry = try #require(
      ProgressReport(progress: ["europe": older], scores: nil).entries.first)
    let kept = try #require(
      ProgressReport(
        progress: ["europe": progress],
        scores: InMemoryScoreStore([
          "europe": [
            TimeLimit(60): BestScore(found: 2, total: 2, seconds: 50),
            .untimed: BestScore(found: 2, total: 2, seconds: 10),
          ]
        ])
      ).entries.first)

    #expect(entry.bestTimeLimit == TimeLimit(60))
    #expect(entry.best == BestScore(found: 1, total: 2, seconds: 60))
    #expect(olderEntry.bestTimeLimit == TimeLimit(300))
    #expect(olderEntry.best == BestScore(found: 1, total: 2, seconds: 100))
    #expect(kept.best == BestScore(found: 2, total: 2, seconds: 50))
  }

  @Test func aGameEndedWithNothingFound_isNoBest() throws {
    let game = makeGame(["France", "Spain"])
    let progress = TopicProgress(words: "europe", question: "q")
      .recording(record(game, found: [], endedAt: 1))

    let entry = try #require(
      ProgressReport(progress: ["europe": progress], scores: nil).entries.first)

    #expect(entry.best == nil)
    #expect(entry.last?.found == 0)
  }

  @Test func aGameHelpedByHints_isNoBest() throws {
    let game = makeGame(["France", "Spain"])
    let plain = record(game, found: ["France"], endedAt: 1)
    let hinted = GameRecord(
      gameID: plain.gameID, words: plain.words, question: plain.question, isPractice: false,
      endedAt: 2, found: 2, total: 2, seconds: 3, answers: plain.answers, hints: 1)
    let progress = TopicProgress(words: "europe", question: "q")
      .recording(plain).recording(hinted)

    let entry = try #require(
      ProgressReport(progress: ["europe": progress], scores: nil).entries.first)

    #expect(entry.best?.found == 1)
    #expect(entry.last?.hints == 1)
  }
}
