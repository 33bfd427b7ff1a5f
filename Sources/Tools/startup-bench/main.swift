// Start-up benchmark: `quiz ask "What is the capital of Belgium?"` against the floor.
//
// Builds quiz in release twice: as shipped (`ShippedBuild.arguments`, see the README) and as
// `swift build -c release` leaves it (the Swift runtime and Foundation as shared libraries).
// Builds the floor, a minimal program that imports Foundation, decodes one JSON object and
// prints it, the same two ways. Runs all four `--runs` times, interleaved, and prints median
// and p90 wall time and peak memory (max RSS, from wait4) for each.
//
// The targets (issue 2): quiz as shipped takes at most 2x the floor's wall time, the floor
// built the default way, `swiftc -O floor.swift`, and peaks at 25 MB at most. The static
// floor's ratio is printed beside it, so nobody mistakes the one for the other. Exits 1 when a
// target is missed or an answer is wrong.
//
// `--instructions` counts instructions instead, with valgrind's callgrind: on a shared machine
// wall time is noise, and an instruction count repeats exactly. Side by side, for the static
// floor, `quiz --help`, `quiz ask` with a question not understood and `quiz ask "capital of
// belgium"`: instructions, peak RSS (the largest of `--runs` native runs) and, for quiz, the
// stripped size and whether any ICU is linked. The targets: stripped quiz <= 16 MB with every
// module built -O, --help <= 8 M instructions, the capital question <= 20 M, peak RSS of
// `quiz ask` <= 16 MB.
//
// `--memory` measures line mode's memory instead: peak RSS of `quiz --json` with 1,000 and
// with 40,000 questions piped to it. The target (issue 22): the two peaks within 2 MB, memory
// flat over any number of lines.
//
//     swift run -c release startup-bench [--runs N] [--skip-build] [--static-only]
//         [--compare PATH] [--instructions] [--memory [--quiz PATH]]
//
// `--static-only` skips the dynamically linked quiz; `--compare PATH` adds another quiz
// binary (an older build, say) to the same interleaved runs; `--quiz PATH` measures that quiz
// in `--memory` instead of building one.

import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let question = "What is the capital of Belgium?"
let expected = Data("The capital of Belgium is Brussels.\n".utf8)
let floorSource = """
  // The floor for any Swift command-line tool here: load Foundation, decode one JSON object,
  // print it.
  import Foundation

  struct Reply: Decodable { let answer: String }
  let json = Data(#"{"answer": "The capital of Belgium is Brussels."}"#.utf8)
  if let reply = try? JSONDecoder().decode(Reply.self, from: json) { print(reply.answer) }

  """

let commandLine = BenchCommandLine.parse(
  program: "startup-bench",
  usage: """
    usage: startup-bench [--runs N] [--skip-build] [--static-only] [--compare PATH]
                         [--instructions] [--memory [--quiz PATH]]
    """,
  flags: ["--skip-build", "--static-only", "--instructions", "--memory"],
  options: ["--runs", "--compare", "--quiz"])
if let extra = commandLine.positional.first { commandLine.usageFailure("unexpected \(extra)") }

let root = Repository.root
let staticScratch = root.appendingPathComponent(".build-static").path
let temporary = FileManager.default.temporaryDirectory

func fail(_ message: String) -> Never { commandLine.fail(message) }

enum Stream { case standardOutput, standardError }

/// Runs a tool to completion, one of its outputs captured; exits on failure.
@discardableResult
func tool(
  _ arguments: [String], in directory: URL = root, capturing stream: Stream = .standardOutput
) -> String {
  guard let output = run(arguments, in: directory, capturing: stream) else {
    fail("\(arguments.joined(separator: " ")) failed")
  }
  return output
}

/// The tool's captured output, or nil when it cannot start or fails.
func run(_ arguments: [String], in directory: URL = root, capturing stream: Stream) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let output = Pipe()
  switch stream {
  case .standardOutput: process.standardOutput = output
  case .standardError:
    process.standardError = output
    process.standardOutput = FileHandle.nullDevice
  }
  do { try process.run() } catch { return nil }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

func binPath(_ extra: [String]) -> String {
  tool(["swift", "build", "-c", "release", "--show-bin-path"] + extra)
}

let countsInstructions = commandLine.isSet("--instructions")
let measuresMemory = commandLine.isSet("--memory")
let runs = commandLine.positiveInteger(
  "--runs", otherwise: countsInstructions ? 5 : measuresMemory ? 3 : 40)
let skipBuild = commandLine.isSet("--skip-build")
let staticOnly = commandLine.isSet("--static-only") || countsInstructions
let staticArguments = ShippedBuild.arguments + ["--scratch-path", staticScratch]
let floorPaths = (
  dynamic: temporary.appendingPathComponent("quiz-startup-floor").path,
  static: temporary.appendingPathComponent("quiz-startup-floor-static").path
)

if measuresMemory {
  if let quiz = commandLine.value("--quiz") { measurePipedMemory(quiz: quiz) }
  if !skipBuild { tool(["swift", "build", "-c", "release", "--product", "quiz"]) }
  measurePipedMemory(quiz: binPath([]) + "/quiz")
}

if !skipBuild {
  for extra in staticOnly ? [staticArguments] : [[], staticArguments] {
    tool(["swift", "build", "-c", "release", "--product", "quiz"] + extra)
  }
  let source = temporary.appendingPathComponent("quiz-startup-floor.swift")
  do { try Data(floorSource.utf8).write(to: source) } catch { fail("cannot write the floor") }
  tool(["swiftc", "-O", "-o", floorPaths.dynamic, source.path])
  tool(["swiftc", "-O", "-static-stdlib", "-o", floorPaths.static, source.path])
}

var commands: [(name: String, argv: [String])] = [
  ("floor", [floorPaths.dynamic]),
  ("floor static", [floorPaths.static]),
  ("quiz", [binPath(staticArguments) + "/quiz", "ask", question]),
]
if !staticOnly { commands.append(("quiz dynamic", [binPath([]) + "/quiz", "ask", question])) }
if let other = commandLine.value("--compare") {
  commands.append(("compared", [other, "ask", question]))
}

/// Wall seconds and peak RSS in MB of one run, from wait4's rusage for that child only.
/// `accepts` checks what it printed.
func measure(
  _ argv: [String], accepts: (Data) -> Bool = { $0 == expected }
) -> (wall: Double, megabytes: Double) {
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  let cArguments = argv.map { strdup($0) } + [nil]
  let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    cArguments.forEach { free($0) }
    cEnvironment.forEach { free($0) }
  }
  var pipeFDs: [Int32] = [0, 0]
  guard pipe(&pipeFDs) == 0 else { fail("pipe failed") }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addclose(&actions, pipeFDs[0])

  let start = ContinuousClock.now
  var pid: pid_t = 0
  guard posix_spawn(&pid, argv[0], &actions, nil, cArguments, cEnvironment) == 0 else {
    fail("cannot start \(argv[0])")
  }
  close(pipeFDs[1])
  var output = Data()
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(pipeFDs[0], &buffer, buffer.count)
    if count < 0 && errno == EINTR { continue }
    if count <= 0 { break }
    output.append(contentsOf: buffer[0..<count])
  }
  close(pipeFDs[0])
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  let elapsed = ContinuousClock.now - start
  let exited = status & 0x7F == 0 && (status >> 8) & 0xFF == 0
  guard exited, accepts(output) else {
    fail(
      "unexpected result from \(argv): status \(status), output \(String(decoding: output, as: UTF8.self).debugDescription)"
    )
  }
  let (seconds, attoseconds) = elapsed.components
  #if canImport(Darwin)
    let megabytes = Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
  #else
    let megabytes = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
  #endif
  return (Double(seconds) + Double(attoseconds) / 1e18, megabytes)
}

if countsInstructions {
  countInstructions(quiz: binPath(staticArguments) + "/quiz", floor: floorPaths.static)
}

for command in commands { _ = measure(command.argv) }  // warm the page cache
var samples = [String: [(wall: Double, megabytes: Double)]]()
for _ in 0..<runs {
  for command in commands { samples[command.name, default: []].append(measure(command.argv)) }
}

var summary = [String: (median: Double, p90: Double, peak: Double)]()
for command in commands {
  let values = samples[command.name] ?? []
  let walls = values.map { $0.wall * 1000 }.sorted()
  let middle = walls.count / 2
  let median = walls.count % 2 == 0 ? (walls[middle - 1] + walls[middle]) / 2 : walls[middle]
  let result = (median, walls[Int(Double(walls.count) * 0.9)], values.map(\.megabytes).max() ?? 0)
  summary[command.name] = result
  let name = command.name.padding(toLength: 13, withPad: " ", startingAt: 0)
  print(
    name
      + String(
        format: " median %6.1f ms   p90 %6.1f ms   peak RSS %5.1f MB   (%d runs)", result.0,
        result.1, result.2, runs))
}

guard let quiz = summary["quiz"], let floor = summary["floor"],
  let floorStatic = summary["floor static"]
else { fail("missing measurements") }
let ratio = quiz.median / floor.median
print(
  String(
    format: "quiz / floor: %.2fx (target <= 2.0x); quiz peak %.1f MB (target <= 25 MB)", ratio,
    quiz.peak))
var comparison = String(
  format: "for comparison: quiz / floor static %.2fx", quiz.median / floorStatic.median)
if let dynamic = summary["quiz dynamic"] {
  comparison += String(format: "; quiz dynamic / floor %.2fx", dynamic.median / floor.median)
}
if let compared = summary["compared"] {
  comparison += String(format: "; quiz / compared %.2fx", quiz.median / compared.median)
}
print(comparison)
let met = ratio <= 2.0 && quiz.peak <= 25
print(met ? "targets met" : "TARGET MISSED")
exit(met ? 0 : 1)
