import CorpusScoring
import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizInterpreting

/// The labelled corpora in `Tests/Corpus`, held to their floors on every test run: `quiz-bench`
/// and `dialogue-bench` measure them too, but only when someone runs them, so a change that
/// costs accuracy would otherwise land unseen. Scored as score.py scores (`CorpusScoring`).
@Suite("The corpora keep their accuracy, with no wrong answer")
struct CorpusFloorTests {
  /// Each question corpus, the share of it that must be right, and the share of each of its
  /// families. Set just under what the interpreter does today, so any loss shows.
  @Test(
    "each question corpus, and each of its families, stays above its floor with 0 wrong",
    arguments: [
      ("real-questions.jsonl", 0.99, 0.9), ("held-out-kinds.jsonl", 0.985, 0.85),
      ("traps.jsonl", 0.95, 0.75), ("user-voice.jsonl", 0.97, 0.85),
    ])
  func questionCorpus(file: String, floor: Double, familyFloor: Double) throws {
    let catalog = try #require(bundledCatalog)
    let resolver = try #require(bundledResolver)
    let interpreter = LocalQuestionInterpreter()
    let questions = try lines(of: file).map { try #require(Expectation(line: $0)) }
    #expect(questions.count > 100)
    var right: [String: (right: Int, all: Int)] = [:]
    var wrong: [String] = []
    var nonsense: [String] = []
    for expectation in questions {
      let answer = AnswerQuestion.answer(
        interpreter.interpret(expectation.question), typed: expectation.question,
        rereadBy: interpreter, in: catalog, resolver: resolver)
      let miss = expectation.miss(by: answer)
      right[expectation.family, default: (0, 0)].all += 1
      if miss == nil { right[expectation.family, default: (0, 0)].right += 1 }
      if miss == .wrong { wrong.append(expectation.question) }
      if let quoted = NotFoundQuote.quoted(by: answer), NotFoundSense.isNonsense(quoted) {
        nonsense.append(expectation.question)
      }
    }
    #expect(wrong.isEmpty, "wrong answers: \(wrong)")
    #expect(nonsense.isEmpty, "not-found replies quoting no place: \(nonsense)")
    let total = right.values.reduce(0) { $0 + $1.right }
    #expect(Double(total) / Double(questions.count) >= floor, "\(total)/\(questions.count)")
    for (family, counts) in right.sorted(by: { $0.key < $1.key }) {
      #expect(
        Double(counts.right) / Double(counts.all) >= familyFloor,
        "\(family): \(counts.right)/\(counts.all)")
    }
  }

  @Test("the dialogues stay above 97% right, turn by turn with context, and no turn is wrong")
  func dialogues() throws {
    let catalog = try #require(bundledCatalog)
    let resolver = try #require(bundledResolver)
    let interpreter = LocalQuestionInterpreter()
    let dialogues = try lines(of: "dialogues.jsonl").map { try #require(Dialogue(line: $0)) }
    #expect(dialogues.count > 150)
    var rightDialogues = 0
    var wrongTurns: [String] = []
    for dialogue in dialogues {
      var context: ConversationContext?
      var isRight = true
      for turn in dialogue.turns {
        let (answer, use) = AnswerQuestion.answer(
          interpreter.interpret(turn.question), context: context, in: catalog,
          resolver: resolver)
        context = ConversationContext.after(answer, previous: context)
        guard turn.miss(answer, use: use) != nil else { continue }
        isRight = false
        // As score.py counts a wrong answer: one was given, and it is not the one labelled.
        if answer.outcome == .answered { wrongTurns.append("\(dialogue.id): \(turn.question)") }
      }
      if isRight { rightDialogues += 1 }
    }
    #expect(wrongTurns.isEmpty, "wrong turns: \(wrongTurns)")
    #expect(
      Double(rightDialogues) / Double(dialogues.count) >= 0.97,
      "\(rightDialogues)/\(dialogues.count)")
  }

  private func lines(of file: String) throws -> [Substring] {
    let data = try RepositoryFiles.contents(
      of: RepositoryFiles.root.appendingPathComponent("Tests/Corpus/\(file)"))
    return String(decoding: data, as: UTF8.self).split(separator: "\n").filter {
      !$0.allSatisfy(\.isWhitespace)
    }
  }
}
