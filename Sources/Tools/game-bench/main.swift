// Measures the game's answer matching per keystroke: every answer of the world game typed
// letter by letter, each prefix handed to `GameRound.type` as a front end would, over fresh
// rounds. Beside it, a floor in the same run: the same prefixes made and looked up raw in a
// dictionary of the answers, the least any matcher could do. Target: ≤ 20 µs a keystroke.
// On a shared machine the maximum is the scheduler's (a few milliseconds, the floor's too);
// the percentiles are the matcher's.
//
// usage: swift run -c release game-bench [--rounds N]

import BenchSupport
import CountryData
import Foundation
import QuizEngine
import QuizGame

let commandLine = BenchCommandLine.parse(
  program: "game-bench", usage: "usage: game-bench [--rounds N]", options: ["--rounds"])
if let extra = commandLine.positional.first { commandLine.usageFailure("unexpected \(extra)") }
let rounds = commandLine.positiveInteger("--rounds", otherwise: 30)

let clock = ContinuousClock()
let catalog: CountryCatalog
let game: Game
let makeTime: Double
do {
  catalog = try BundledCountryLoader().loadCatalog()
  let makeStart = clock.now
  game = try CountryGames.make(.world, from: catalog)
  makeTime = Latency.microseconds(clock.now - makeStart)
} catch {
  commandLine.fail("\(error)", status: 70)
}

let indexStart = clock.now
let index = AnswerIndex(game)
let indexTime = Latency.microseconds(clock.now - indexStart)

/// Each answer's prefixes, as the input holds them after each keystroke.
let keystrokes: [[String]] = game.items.map { item in
  (1...item.answer.count).map { String(item.answer.prefix($0)) }
}

var matching: [Double] = []
var floor: [Double] = []
var credited = 0
let answers = Dictionary(
  game.items.map { ($0.answer, $0.id) }, uniquingKeysWith: { first, _ in first })
var floorHits = 0

for _ in 0..<rounds {
  var round = GameRound(game: game, index: index)
  for prefixes in keystrokes {
    for text in prefixes {
      let start = clock.now
      let typing = round.type(text)
      matching.append(Latency.microseconds(clock.now - start))
      credited += typing.hits.count
    }
    _ = round.enter(prefixes.last ?? "")
  }
  for prefixes in keystrokes {
    for text in prefixes {
      let start = clock.now
      if answers[String(text)] != nil { floorHits += 1 }
      floor.append(Latency.microseconds(clock.now - start))
    }
  }
}

func summary(_ samples: [Double]) -> String {
  let sorted = samples.sorted()
  let mean = sorted.reduce(0, +) / Double(max(sorted.count, 1))
  return "median \(Latency.format(Latency.percentile(sorted, 0.5))) µs, "
    + "p99 \(Latency.format(Latency.percentile(sorted, 0.99))) µs, "
    + "max \(Latency.format(sorted.last ?? 0)) µs, mean \(Latency.format(mean)) µs"
}

print("game-bench: the world game, \(game.items.count) answers, \(rounds) rounds")
print("  game made in \(Latency.format(makeTime)) µs, its index in \(Latency.format(indexTime)) µs")
print("  keystrokes: \(matching.count), credited by typing alone: \(credited / rounds) per round")
print("  matching: \(summary(matching))")
print("  floor (raw dictionary lookup): \(summary(floor))")
let sortedMatching = matching.sorted()
let over = matching.enumerated().filter { $0.element > 20 }
print(
  "  p99.9 \(Latency.format(Latency.percentile(sortedMatching, 0.999))) µs; over 20 µs: \(over.count)"
    + " keystrokes, the first at keystroke \(over.first.map { String($0.offset) } ?? "none")")
let verdict = Latency.percentile(sortedMatching, 0.99) <= 20 ? "met" : "NOT met"
print("  target ≤ 20 µs a keystroke: \(verdict) at p99")
if floorHits == 0 { print("  (floor found nothing: check the answers)") }
