// Measures conversations: each labelled dialogue is fed turn by turn through the local
// interpreter and the bundled data, the context of each turn passed to the next, as the chat
// does. A dialogue is right only if every one of its turns is. Also times each turn,
// interpret plus answer plus the context update.
//
// usage: dialogue-bench [DIALOGUES.jsonl] [--show-misses] [--repetitions N]
// Without a corpus it runs Tests/Corpus/dialogues.jsonl. Run it in release:
// swift run -c release dialogue-bench

import BenchSupport
import CorpusScoring
import CountryData
import Foundation
import QuizEngine
import QuizInterpreting

struct Options {
  let corpusPath: String
  let showMisses: Bool
  let repetitions: Int

  init(_ commandLine: BenchCommandLine) {
    guard commandLine.positional.count <= 1 else { commandLine.usageFailure("one corpus at most") }
    corpusPath =
      commandLine.positional.first ?? Repository.path("Tests/Corpus/dialogues.jsonl")
    showMisses = commandLine.isSet("--show-misses")
    repetitions = commandLine.positiveInteger("--repetitions", otherwise: 200)
  }
}

let commandLine = BenchCommandLine.parse(
  program: "dialogue-bench",
  usage: "usage: dialogue-bench [DIALOGUES.jsonl] [--show-misses] [--repetitions N]",
  flags: ["--show-misses"], options: ["--repetitions"])

/// One turn as labelled: what is typed and what the reply must show, in `--json`'s terms.
/// One turn of a conversation, as the chat answers it.
@inline(__always)
func answer(
  _ text: String, context: ConversationContext?, interpreter: LocalQuestionInterpreter,
  catalog: CountryCatalog, resolver: CountryNameResolver
) -> (Answer, ContextUse?, ConversationContext?) {
  let question = interpreter.interpret(text)
  let (answer, use) = AnswerQuestion.answer(
    question, context: context, in: catalog, resolver: resolver)
  return (answer, use, ConversationContext.after(answer, previous: context))
}

func run() throws {
  let options = Options(commandLine)
  guard let text = try? String(contentsOfFile: options.corpusPath, encoding: .utf8) else {
    commandLine.fail("cannot read dialogues at \(options.corpusPath)", status: 66)
  }
  var dialogues: [Dialogue] = []
  for (number, line) in text.split(whereSeparator: \.isNewline).enumerated()
  where !line.allSatisfy(\.isWhitespace) {
    guard let dialogue = Dialogue(line: line) else {
      commandLine.fail("line \(number + 1) is not a dialogue", status: 65)
    }
    dialogues.append(dialogue)
  }
  guard !dialogues.isEmpty else {
    commandLine.fail("cannot read dialogues at \(options.corpusPath)", status: 66)
  }

  let catalog = try BundledCountryLoader().loadCatalog()
  let resolver = CountryNameResolver(catalog: catalog)
  let interpreter = LocalQuestionInterpreter()

  var accuracy = Accuracy()
  var turnsRight = 0
  var turnCount = 0
  var misses: [String] = []
  for dialogue in dialogues {
    var context: ConversationContext?
    var isRight = true
    for (index, turn) in dialogue.turns.enumerated() {
      let (shown, use, next) = answer(
        turn.question, context: context, interpreter: interpreter, catalog: catalog,
        resolver: resolver)
      context = next
      turnCount += 1
      if let miss = turn.miss(shown, use: use) {
        isRight = false
        misses.append(
          "MISS \(dialogue.id) turn \(index + 1) \(turn.question.debugDescription): \(miss) "
            + "(\(ReplyWording.text(for: shown).prefix(80).debugDescription))")
      } else {
        turnsRight += 1
      }
    }
    accuracy.record(dialogue.family, isRight: isRight)
  }

  // Latency: every dialogue replayed many times, each turn timed alone, after a warm-up.
  var perTurn: [String: Double] = [:]
  // Turns whose country is not found take the resolver's slowest path; shown apart.
  var foundSamples: [Double] = []
  func replay(timing samples: inout [Double]?) {
    for dialogue in dialogues {
      var context: ConversationContext?
      for (index, turn) in dialogue.turns.enumerated() {
        let clock = ContinuousClock()
        let start = clock.now
        let (shown, _, next) = answer(
          turn.question, context: context, interpreter: interpreter, catalog: catalog,
          resolver: resolver)
        let elapsed = Latency.microseconds(start.duration(to: clock.now))
        withExtendedLifetime(shown) {}
        context = next
        if samples != nil {
          samples?.append(elapsed)
          if shown.outcome != .countryNotFound { foundSamples.append(elapsed) }
          perTurn[
            "\(dialogue.id) turn \(index + 1) \(turn.question.debugDescription)", default: 0] +=
            elapsed / Double(options.repetitions)
        }
      }
    }
  }
  var none: [Double]? = nil
  for _ in 0..<3 { replay(timing: &none) }
  var timed: [Double]? = []
  timed?.reserveCapacity(turnCount * options.repetitions)
  for _ in 0..<options.repetitions { replay(timing: &timed) }
  let samples = (timed ?? []).sorted()

  print("dialogues: \(options.corpusPath) (\(dialogues.count) dialogues, \(turnCount) turns)")
  accuracy.printFamilies(nameWidth: 22)
  if options.showMisses { misses.forEach { print($0) } }
  print(
    "latency µs per turn (interpret + answer + context, \(options.repetitions) runs): "
      + "p50 \(Latency.format(Latency.percentile(samples, 0.5))), p99 \(Latency.format(Latency.percentile(samples, 0.99))), "
      + "max \(Latency.format(samples.last ?? 0))")
  foundSamples.sort()
  print(
    "  of which turns not 'country not found': p50 \(Latency.format(Latency.percentile(foundSamples, 0.5))), "
      + "p99 \(Latency.format(Latency.percentile(foundSamples, 0.99))), max \(Latency.format(foundSamples.last ?? 0))"
  )
  let slowest = perTurn.sorted { $0.value > $1.value }.prefix(3)
  print(
    "slowest turns (mean µs): "
      + slowest.map { "\($0.key) \(Latency.format($0.value))" }.joined(separator: "; "))
  let right = accuracy.right
  print(
    "turns: \(turnsRight)/\(turnCount) right; dialogues: "
      + "\(String(format: "%.1f", 100 * Double(right) / Double(dialogues.count)))% "
      + "(\(right)/\(dialogues.count))")
}

do {
  try run()
} catch {
  commandLine.fail("\(error)")
}
