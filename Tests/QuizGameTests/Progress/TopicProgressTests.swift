import QuizGame
import Testing

@Suite("TopicProgress")
struct TopicProgressTests {
  @Test func recording_countsEachAnswer_andItsSplitSinceTheHitBefore() {
    let game = makeGame(["France", "Niger", "Chad"])
    let answers = [
      AnswerResult(key: "france", answer: "France", foundAt: 4),
      AnswerResult(key: "niger", answer: "Niger", foundAt: nil),
      AnswerResult(key: "chad", answer: "Chad", foundAt: 10.5),
    ]
    let record = GameRecord(
      gameID: game.id, words: "test", question: game.question, isPractice: false, endedAt: 100,
      found: 2, total: 3, seconds: 30, answers: answers)

    let progress = TopicProgress(words: nil, question: "").recording(record)

    #expect(progress.rounds == 1)
    #expect(progress.words == "test")
    #expect(progress.results == [record.result])
    #expect(progress.records == [record])
    #expect(progress.answers["france"]?.averageSplit == 4)
    #expect(progress.answers["chad"]?.averageSplit == 6.5)
    #expect(progress.answers["niger"]?.averageSplit == nil)
    #expect(progress.answers["niger"]?.missed == 1)
    #expect(progress.answers["chad"]?.found == 1)
    #expect(AnswerResult.splits(answers) == ["france": 4, "chad": 6.5])
  }

  @Test func recording_keepsTheLastResultsAndRecords_only() {
    let game = makeGame(["France"])
    let progress = (0..<60).reduce(TopicProgress(words: "t", question: "q")) { progress, index in
      progress.recording(record(game, found: [], endedAt: Double(index)))
    }

    #expect(progress.rounds == 60)
    #expect(progress.results.count == TopicProgress.resultsKept)
    #expect(progress.results.last?.endedAt == 59)
    #expect(progress.records.count == TopicProgress.recordsKept)
    #expect(progress.answers["france"]?.missed == 60)
  }

  @Test func practiceRounds_areNotGameResults() {
    let game = makeGame(["France", "Niger"])
    let progress = TopicProgress(words: "t", question: "q")
      .recording(record(game, found: ["France"]))
      .recording(record(game, found: ["Niger"], asked: ["Niger"], isPractice: true))

    #expect(progress.results.count == 2)
    #expect(progress.gameResults.map(\.found) == [1])
    #expect(progress.answers["niger"]?.box == 2)
  }
}
