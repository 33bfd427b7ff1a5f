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

/// One labelled line of the corpus.
struct Expectation {
  let question: String
  let intent: String
  let country: String?
  let prefix: String?
  let outcome: String
  let family: String
  /// Other readings the label accepts too (`alts` in the corpus).
  private(set) var alternatives: [Expectation]

  init?(line: Substring) {
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    self.init(object: object)
  }

  private init?(object: [String: Any], base: Expectation? = nil) {
    guard let question = object["q"] as? String ?? base?.question,
      let intent = object["intent"] as? String ?? base?.intent,
      let outcome = object["outcome"] as? String ?? base?.outcome
    else { return nil }
    self.question = question
    self.intent = intent
    self.country = object.keys.contains("country") ? object["country"] as? String : base?.country
    self.prefix = object.keys.contains("prefix") ? object["prefix"] as? String : base?.prefix
    self.outcome = outcome
    self.family = object["family"] as? String ?? base?.family ?? "?"
    self.alternatives = []
    guard base == nil, let alternatives = object["alts"] as? [[String: Any]] else { return }
    let plain = self
    self.alternatives = alternatives.compactMap { Expectation(object: $0, base: plain) }
  }

  /// How a miss shows to a person, as score.py splits them.
  enum Miss: String, CaseIterable {
    /// An answer was given, and it is not the expected one: a confident error.
    case wrong
    /// An answer was expected, and none was given.
    case missed
    /// A non-answer was expected, and a different non-answer was given.
    case soft
  }

  func miss(by answer: Answer) -> Miss? {
    if isMet(by: answer) { return nil }
    if answer.outcome == .answered { return .wrong }
    if intent != "unknown", outcome == "answered" || outcome == "no_countries_found" {
      return .missed
    }
    return .soft
  }

  /// The same rules as score.py's `correct()`: the label, or one of its alternatives.
  func isMet(by answer: Answer) -> Bool {
    matches(answer) || alternatives.contains { $0.matches(answer) }
  }

  private func matches(_ answer: Answer) -> Bool {
    let shown = Shown(answer)
    if intent == "unknown" { return shown.outcome == "unrecognized" || shown.intent == "unknown" }
    guard shown.intent == intent, shown.outcome == outcome else { return false }
    if intent == "prefix" {
      return (shown.prefix ?? "").uppercased() == (prefix ?? "").uppercased()
    }
    if outcome == "country_not_found" { return true }
    return (shown.country?.code ?? "").uppercased() == (country ?? "")
  }
}

/// An answer in the corpus's terms and in score.py's input shape.
struct Shown {
  let intent: String
  let outcome: String
  let country: Country?
  let prefix: String?

  init(_ answer: Answer) {
    switch answer.intent {
    case .capital: intent = "capital"
    case .countriesByPrefix: intent = "prefix"
    case .isoCode: intent = "code"
    case .flag: intent = "flag"
    case .countryByCapital, .countryByCode, .countryByFlag: intent = answer.intent?.rawValue ?? ""
    case nil: intent = "unknown"
    }
    outcome = answer.outcome.rawValue
    // As `--json` shows it: of countries sharing a capital, the first, the sovereign one.
    if case .countriesWithCapital(let countries, _) = answer {
      country = countries.first
    } else {
      country = answer.match?.country
    }
    prefix = answer.prefix
  }

  func jsonLine(for answer: Answer) -> String {
    let object: [String: Any] = [
      "intent": answer.intent?.rawValue ?? "unrecognized",
      "outcome": outcome,
      "country": country.map { ["code": $0.code, "name": $0.name] as [String: Any] } ?? NSNull(),
      "prefix": prefix.map { $0 as Any } ?? NSNull(),
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else {
      return "null"
    }
    return String(decoding: data, as: UTF8.self)
  }
}

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
  for expectation in corpus {
    let question = interpreter.interpret(expectation.question)
    let answer = AnswerQuestion.answer(question, in: catalog, resolver: resolver)
    answers.append(answer)
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
        interpreter.interpret(expectation.question), in: catalog, resolver: resolver)
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
        interpreter.interpret(expectation.question), in: catalog, resolver: resolver)
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
  print(
    "accuracy: \(String(format: "%.1f", 100 * Double(right) / Double(corpus.count)))% (\(right)/\(corpus.count))"
  )
}

do {
  try run()
} catch {
  commandLine.fail("\(error)")
}
