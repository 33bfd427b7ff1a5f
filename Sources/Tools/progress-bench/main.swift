// Measures progress.json, the file every game reads when it starts and writes when it ends
// (issue 31): its size after 20 world games, and the instructions to load it and to record one
// more game. Instructions are counted with valgrind's callgrind, which repeat exactly for the
// same binary and inputs where wall time on a shared machine is noise.
//
// Each step is a mode of its own, so that callgrind counts one step per process:
//
//   write FILE    records 20 world games into a new FILE through FileProgressStore, as a
//                 player's games would leave it, and prints its size
//   load FILE     loads FILE as a game does when it starts
//   record FILE   records a 21st world game into FILE, as a game does when it ends
//   floor         everything every mode does before its step (start, the bundled catalog, the
//                 world game and its 21 records), and nothing else
//
// A step's cost is its mode's count less the floor's. `measure` does all of that: it writes the
// file into a temporary folder, runs callgrind on each mode (`record` on a fresh copy) with
// SWIFT_DETERMINISTIC_HASHING=1, on a copy of itself stripped of debug information, and prints the figures against the targets (after 20 world
// games: load <= 5 M instructions, record <= 10 M, the file <= 64 KB); it exits 1 when one is
// missed. The games are made up, the same on every run: a share found that grows from game to
// game, in a shuffled order, each hit at a full-precision second, as a clock gives them.
//
// usage: swift build -c release --product progress-bench
//        .build/release/progress-bench measure | write FILE | load FILE | record FILE | floor

import BenchSupport
import CountryData
import Foundation
import QuizEngine
import QuizGame

let usage = "usage: progress-bench measure | write FILE | load FILE | record FILE | floor"
let commandLine = BenchCommandLine.parse(program: "progress-bench", usage: usage)
let arguments = commandLine.positional
guard let mode = arguments.first else { commandLine.usageFailure("a mode is needed") }

/// How many world games the file holds before the measured steps.
let gamesPlayed = 20

let catalog: CountryCatalog
let game: Game
do {
  catalog = try BundledCountryLoader().loadCatalog()
  game = try CountryGames.make(.world, from: catalog)
} catch {
  commandLine.fail("\(error)", status: 70)
}
let records = (0...gamesPlayed).map { makeRecord(game, number: $0) }

switch (mode, arguments.count) {
case ("floor", 1):
  break
case ("write", 2):
  let url = URL(fileURLWithPath: arguments[1])
  try? FileManager.default.removeItem(at: url)
  let store = FileProgressStore(url: url)
  do {
    for record in records.prefix(gamesPlayed) { try store.record(record) }
  } catch {
    commandLine.fail("cannot write \(url.path)")
  }
  print("progress-bench: \(gamesPlayed) world games in \(url.path): \(fileSize(url)) bytes")
case ("load", 2):
  let progress = FileProgressStore(url: URL(fileURLWithPath: arguments[1])).load()
  guard progress[game.id]?.rounds == gamesPlayed else {
    commandLine.fail("\(arguments[1]) does not hold \(gamesPlayed) world games")
  }
case ("record", 2):
  do {
    try FileProgressStore(url: URL(fileURLWithPath: arguments[1])).record(records[gamesPlayed])
  } catch {
    commandLine.fail("cannot record into \(arguments[1])")
  }
case ("measure", 1):
  measure()
default:
  commandLine.usageFailure("unexpected \(arguments.joined(separator: " "))")
}

/// The `number`th world game: each answer found with a chance that grows from 45% to 85% over
/// the games, the hits in a shuffled order a few seconds apart, within the game's limit.
func makeRecord(_ game: Game, number: Int) -> GameRecord {
  var random = SplitMix64(seed: UInt64(number) + 1)
  let share = 0.45 + 0.4 * Double(number) / Double(gamesPlayed)
  var order = Array(game.items.indices)
  for index in order.indices.reversed() where index > 0 {
    order.swapAt(index, Int(random.next() % UInt64(index + 1)))
  }
  let limit = game.timeLimit ?? 900
  var clock = 0.0
  var foundAt: [Int: Double] = [:]
  for index in order where random.unit() < share {
    clock += 1 + 7 * random.unit()
    guard clock < limit else { break }
    foundAt[index] = clock
  }
  let seconds = foundAt.count == game.items.count ? clock : limit
  return GameRecord(
    gameID: game.id, words: "world", question: game.question, isPractice: false,
    endedAt: 1_767_225_600 + 86_400 * Double(number), found: foundAt.count,
    total: game.items.count, seconds: seconds,
    answers: game.items.indices.map { index in
      let item = game.items[index]
      return AnswerResult(
        key: AnswerResult.key(for: item), answer: item.answer, foundAt: foundAt[index])
    })
}

/// A small, fast generator with a seed, so every run makes the same games.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

func fileSize(_ url: URL) -> Int {
  ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue
    ?? 0
}

/// Writes the file, counts each mode's instructions under callgrind, and prints the steps' costs
/// against their targets.
func measure() {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "progress-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let played = folder.appendingPathComponent("played.json")
  let working = folder.appendingPathComponent("progress.json")
  // Valgrind 3.19 cannot read the DWARF 5 the toolchain writes: callgrind counts a copy
  // without it.
  let tool = folder.appendingPathComponent("progress-bench").path
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  } catch {
    commandLine.fail("cannot make \(folder.path)")
  }
  guard
    run(["strip", "--strip-debug", "-o", tool, URL(fileURLWithPath: CommandLine.arguments[0]).path])
      != nil
  else { commandLine.fail("strip failed") }
  guard run([tool, "write", played.path]) != nil else { commandLine.fail("write failed") }
  let size = fileSize(played)

  func instructions(_ mode: String) -> Int {
    try? FileManager.default.removeItem(at: working)
    do { try FileManager.default.copyItem(at: played, to: working) } catch {
      commandLine.fail("cannot copy \(played.path)")
    }
    let argv =
      [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
      ] + [tool, mode] + (mode == "floor" ? [] : [working.path])
    guard let output = run(argv, capturingStandardError: true),
      let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
      let count = line.split(separator: " ").last.flatMap({ Int($0) })
    else { commandLine.fail("callgrind failed on \(mode): is valgrind installed?") }
    return count
  }

  let floor = instructions("floor")
  let load = instructions("load") - floor
  let record = instructions("record") - floor
  let sizeAfter = fileSize(working)
  let millions = { (count: Int) in String(format: "%.2f M", Double(count) / 1e6) }
  print("progress-bench: \(gamesPlayed) world games, callgrind, less the floor")
  print("  floor: \(millions(floor))")
  print("  load: \(millions(load)) (target <= 5 M)")
  print("  record: \(millions(record)) (target <= 10 M)")
  print("  file: \(size) bytes, \(sizeAfter) after the 21st game (target <= 65,536)")
  let met = load <= 5_000_000 && record <= 10_000_000 && size <= 65_536
  print("  targets: \(met ? "met" : "NOT met")")
  if !met { exit(1) }
}

/// The program's standard output, or its standard error when asked; nil when it fails.
func run(_ argv: [String], capturingStandardError: Bool = false) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = argv
  var environment = ProcessInfo.processInfo.environment
  // Dictionaries hash with a per-process seed otherwise, and their order moves the counts.
  environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
  process.environment = environment
  let output = Pipe()
  if capturingStandardError {
    process.standardError = output
    process.standardOutput = FileHandle.nullDevice
  } else {
    process.standardOutput = output
  }
  do { try process.run() } catch { return nil }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self)
}
