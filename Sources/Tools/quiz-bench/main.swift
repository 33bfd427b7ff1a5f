// Measures the local interpreter and resolver on labelled corpora: accuracy by family
// (scored like the corpus's own score.py, `alts` included), how the misses split (wrong: an
// answer given that is not the expected one; missed: no answer where one was expected; soft:
// another non-answer than the one expected) and latency per question, interpret plus answer.
//
// usage: quiz-bench [CORPUS.jsonl ...] [--show-misses] [--answers FILE] [--repetitions N] [--slowest N]
// Without a corpus it runs the repository's own real-style questions,
// Tests/Corpus/real-questions.jsonl; any corpus in the same format can be named instead.
// `--answers` writes the answers to the first corpus. Run it in release:
// swift run -c release quiz-bench

import BenchSupport
import CorpusScoring
import CountryData
import Foundation
import QuizEngine
import QuizInterpreting

struct Options {
  let corpusPaths: [String]
  let showMisses: Bool
  let answersPath: String?
  let repetitions: Int
  let slowest: Int

  init(_ commandLine: BenchCommandLine) {
    corpusPaths =
      commandLine.positional.isEmpty
      ? [Repository.path("Tests/Corpus/real-questions.jsonl")] : commandLine.positional
    showMisses = commandLine.isSet("--show-misses")
    answersPath = commandLine.value("--answers")
    repetitions = commandLine.positiveInteger("--repetitions", otherwise: 200)
    slowest = commandLine.positiveInteger("--slowest", otherwise: 0)
  }
}

let commandLine = BenchCommandLine.parse(
  program: "quiz-bench",
  usage:
    "usage: quiz-bench [CORPUS.jsonl ...] [--show-misses] [--answers FILE] [--repetitions N] [--slowest N]",
  flags: ["--show-misses"], options: ["--answers", "--repetitions", "--slowest"])

func run() throws {
  let options = Options(commandLine)
  var corpora: [(path: String, questions: [Expectation])] = []
  for path in options.corpusPaths {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      commandLine.fail("cannot read a corpus at \(path)", status: 66)
    }
    let corpus = text.split(whereSeparator: \.isNewline).compactMap(Expectation.init(line:))
    guard !corpus.isEmpty else { commandLine.fail("cannot read a corpus at \(path)", status: 66) }
    corpora.append((path, corpus))
  }

  let clock = ContinuousClock()
  let loadStart = clock.now
  let catalog = try BundledCountryLoader().loadCatalog()
  let loadTime = Latency.microseconds(loadStart.duration(to: clock.now))

  // The first build pays for the process's one-time tables too, as `quiz ask` does.
  var buildStart = clock.now
  var resolver = CountryNameResolver(catalog: catalog)
  let firstBuild = Latency.microseconds(buildStart.duration(to: clock.now))
  var builds: [Double] = []
  for _ in 0..<20 {
    buildStart = clock.now
    resolver = CountryNameResolver(catalog: catalog)
    builds.append(Latency.microseconds(buildStart.duration(to: clock.now)))
  }
  builds.sort()
  // Translations are indexed on first need; this is what that first question pays.
  let lazyStart = clock.now
  _ = resolver.resolve("Elfenbeinküste")
  let lazyBuild = Latency.microseconds(lazyStart.duration(to: clock.now))

  print(
    "catalog load \(Latency.format(loadTime)) µs; resolver build: first \(Latency.format(firstBuild)) µs, "
      + "then median \(Latency.format(Latency.percentile(builds, 0.5))) µs; translations on first need \(Latency.format(lazyBuild)) µs"
  )
  for (index, corpus) in corpora.enumerated() {
    print("")
    try measure(
      corpus.questions, at: corpus.path, catalog: catalog, resolver: resolver, options: options,
      answersPath: index == 0 ? options.answersPath : nil)
  }
}

func measure(
  _ corpus: [Expectation], at path: String, catalog: CountryCatalog,
  resolver: CountryNameResolver, options: Options, answersPath: String?
) throws {
  let clock = ContinuousClock()
  let interpreter = LocalQuestionInterpreter()
  var answers: [Answer] = []
  var accuracy = Accuracy()
  var misses: [(Expectation, Answer, Question)] = []
  var missCounts: [Expectation.Miss: Int] = [:]
  var nonsense: [(question: String, quoted: String)] = []
  for expectation in corpus {
    let question = interpreter.interpret(expectation.question)
    let answer = AnswerQuestion.answer(
      question, typed: expectation.question, rereadBy: interpreter, in: catalog,
      resolver: resolver)
    answers.append(answer)
    if let quoted = NotFoundQuote.quoted(by: answer), NotFoundSense.isNonsense(quoted) {
      nonsense.append((expectation.question, quoted))
    }
    let miss = expectation.miss(by: answer)
    if let miss { missCounts[miss, default: 0] += 1 }
    let isRight = miss == nil
    accuracy.record(expectation.family, isRight: isRight)
    if !isRight { misses.append((expectation, answer, question)) }
  }

  if let answersPath {
    let lines = answers.map { Shown($0).jsonLine(for: $0) }.joined(separator: "\n") + "\n"
    try lines.write(toFile: answersPath, atomically: true, encoding: .utf8)
  }

  // Latency: every question timed alone, many times over, after a warm-up.
  for _ in 0..<3 {
    for expectation in corpus {
      _ = AnswerQuestion.answer(
        interpreter.interpret(expectation.question), typed: expectation.question,
        rereadBy: interpreter, in: catalog, resolver: resolver)
    }
  }
  var samples: [Double] = []
  samples.reserveCapacity(corpus.count * options.repetitions)
  var perQuestion = [Double](repeating: 0, count: corpus.count)
  var byQuestion = [[Double]](repeating: [], count: corpus.count)
  for _ in 0..<options.repetitions {
    for (index, expectation) in corpus.enumerated() {
      let start = clock.now
      let answer = AnswerQuestion.answer(
        interpreter.interpret(expectation.question), typed: expectation.question,
        rereadBy: interpreter, in: catalog, resolver: resolver)
      let elapsed = Latency.microseconds(start.duration(to: clock.now))
      withExtendedLifetime(answer) {}
      samples.append(elapsed)
      perQuestion[index] += elapsed / Double(options.repetitions)
      byQuestion[index].append(elapsed)
    }
  }
  samples.sort()

  print("corpus: \(path) (\(corpus.count) questions)")
  accuracy.printFamilies(nameWidth: 18)
  if options.showMisses {
    for (expectation, answer, question) in misses {
      let shown = Shown(answer)
      print(
        "MISS[\(expectation.miss(by: answer)?.rawValue ?? "")] \(expectation.question.debugDescription) expected \(expectation.intent) "
          + "\(expectation.country ?? expectation.prefix ?? expectation.outcome) got \(shown.intent) "
          + "\(shown.country?.code ?? shown.prefix ?? shown.outcome) [\(question)]")
    }
  }
  let slowest = perQuestion.enumerated().max { $0.element < $1.element }
  // A mean takes in every time the scheduler preempted the process; the median is the
  // question's own cost.
  let medians = byQuestion.map { Latency.percentile($0.sorted(), 0.5) }
  let slowestMedian = medians.enumerated().max { $0.element < $1.element }
  for (index, median) in medians.enumerated().sorted(by: { $0.element > $1.element })
    .prefix(options.slowest)
  {
    print("SLOW \(Latency.format(median)) µs \(corpus[index].question.debugDescription)")
  }
  print(
    "latency µs (interpret + answer, \(options.repetitions) runs of each question): "
      + "median \(Latency.format(Latency.percentile(samples, 0.5))), p99 \(Latency.format(Latency.percentile(samples, 0.99))), "
      + "max question mean \(Latency.format(slowest?.element ?? 0))"
      + (slowest.map { " (\(corpus[$0.offset].question.debugDescription))" } ?? "")
      + ", max question median \(Latency.format(slowestMedian?.element ?? 0))"
      + (slowestMedian.map { " (\(corpus[$0.offset].question.debugDescription))" } ?? ""))
  let right = accuracy.right
  print(
    "misses: "
      + Expectation.Miss.allCases.map { kind in
        let count = missCounts[kind, default: 0]
        return
          "\(kind.rawValue) \(count) (\(String(format: "%.1f", 100 * Double(count) / Double(corpus.count)))%)"
      }.joined(separator: ", "))
  // A not-found reply that quotes no place: "I couldn't find a country named served by Heathrow".
  print("nonsense not-found replies: \(nonsense.count)")
  if options.showMisses {
    for (question, quoted) in nonsense {
      print("NONSENSE \(question.debugDescription) quoted \(quoted.debugDescription)")
    }
  }
  print(
    "accuracy: \(String(format: "%.1f", 100 * Double(right) / Double(corpus.count)))% (\(right)/\(corpus.count))"
  )
}

do {
  try run()
} catch {
  commandLine.fail("\(error)")
}
