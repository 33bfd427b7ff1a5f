// tui-bench: the full-screen chat measured through a pseudo-terminal, side by side in one run with
// a minimal C curses program (the floor, Floor/floor.c, built here with `cc -O2`).
//
//   swift build -c release <ShippedBuild.arguments, as the README's Install> --product quiz
//   swift run -c release tui-bench [--quiz .build/release/quiz] [--runs 20] [--echo-samples 200]
//     [--fill 300] [--idle-seconds 10] [--quiz-argument ARG]... [--ready TEXT]...
//     [--game-samples 200]
//
// Each figure ends when the bytes a person would see reach the terminal (read from the master
// side), so it counts the program's whole path: key decoding, state, layout, curses' diff, write.
import BenchSupport
import Foundation

#if os(Linux)
  import Glibc

  struct Options {
    let quiz: String
    let quizArguments: [String]
    let runs: Int
    let echoSamples: Int
    let fill: Int
    let idleSeconds: Double
    let readyMarkers: [String]
    let gameSamples: Int

    init(_ commandLine: BenchCommandLine) {
      if let extra = commandLine.positional.first {
        commandLine.usageFailure("unexpected \(extra)")
      }
      quiz = commandLine.value("--quiz") ?? ".build/release/quiz"
      quizArguments = commandLine.values("--quiz-argument")
      runs = commandLine.positiveInteger("--runs", otherwise: 20)
      echoSamples = commandLine.positiveInteger("--echo-samples", otherwise: 200)
      fill = commandLine.positiveInteger("--fill", otherwise: 300)
      idleSeconds = Double(commandLine.positiveInteger("--idle-seconds", otherwise: 10))
      let customMarkers = commandLine.values("--ready")
      readyMarkers = customMarkers.isEmpty ? ["Ready", "\u{203A}"] : customMarkers
      gameSamples = commandLine.positiveInteger("--game-samples", otherwise: 200)
    }
  }

  /// A program to measure, and what its first complete frame contains.
  struct Program {
    let name: String
    let arguments: [String]
    let readyMarkers: [[UInt8]]
  }

  /// Capital questions whose answers name a word the question does not contain, so the answer's
  /// bytes on the terminal are unambiguous. More than a screenful of them, so an answer never
  /// reappears while an earlier copy is still visible (curses could then scroll instead of write).
  let capitals: [(country: String, capital: String)] = [
    ("Belgium", "Brussels"), ("Chile", "Santiago"), ("Greece", "Athens"), ("Japan", "Tokyo"),
    ("Kenya", "Nairobi"), ("Peru", "Lima"), ("Norway", "Oslo"), ("Egypt", "Cairo"),
    ("Canada", "Ottawa"), ("Spain", "Madrid"), ("Italy", "Rome"), ("France", "Paris"),
    ("Germany", "Berlin"), ("Poland", "Warsaw"), ("Cuba", "Havana"), ("Nepal", "Kathmandu"),
    ("Ghana", "Accra"), ("Iran", "Tehran"), ("Sweden", "Stockholm"), ("Portugal", "Lisbon"),
    ("Austria", "Vienna"), ("Hungary", "Budapest"), ("Thailand", "Bangkok"),
  ]

  func milliseconds(_ from: UInt64, _ to: UInt64) -> Double { Double(to &- from) / 1_000_000 }

  func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

  /// Nearest-rank percentile.
  func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank - 1, 0), sorted.count - 1)]
  }

  // MARK: - The floor

  /// Compiles Floor/floor.c with `cc -O2` against ncursesw, into .build/tui-bench/.
  func buildFloor() throws -> String {
    let source = Repository.path("Sources/Tools/tui-bench/Floor/floor.c")
    let directory = Repository.root.appendingPathComponent(".build/tui-bench")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let output = directory.appendingPathComponent("floor").path
    let flags = (try? shell("pkg-config --cflags --libs ncursesw")) ?? "-lncursesw"
    _ = try shell("cc -O2 \(quoted(source)) -o \(quoted(output)) \(flags)")
    return output
  }

  func shell(_ command: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0 else { throw BenchError("\(command) failed: \(text)") }
    return text
  }

  func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  // MARK: - Measurements

  /// Every run gets fresh, empty state and cache directories and the same terminal.
  func environment(_ scratch: URL) throws -> [String: String] {
    let run = scratch.appendingPathComponent(UUID().uuidString)
    for name in ["home", "state", "cache"] {
      try FileManager.default.createDirectory(
        at: run.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    return [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": run.appendingPathComponent("home").path,
      "XDG_STATE_HOME": run.appendingPathComponent("state").path,
      "QUIZ_CACHE_DIR": run.appendingPathComponent("cache").path,
    ]
  }

  /// Spawn to the first complete frame: the read that completed every ready marker (the status bar
  /// and the prompt on the bottom row, curses' last row); and to the output settled (no byte for
  /// 100 ms), which includes later repaints such as the data's date once the catalog is loaded.
  func startAndWaitForFirstFrame(_ program: Program, scratch: URL) throws -> (
    frame: Double, settled: Double, terminal: PseudoTerminal
  ) {
    let environment = try environment(scratch)
    let start = now()
    let terminal = try PseudoTerminal(program.arguments, environment: environment)
    let ready = terminal.waitUntil(timeout: 10_000) { output in
      program.readyMarkers.allSatisfy { output.firstRange(of: $0) != nil }
    }
    guard let ready else {
      throw BenchError(
        "\(program.name): no first frame within 10 s; it wrote: "
          + String(decoding: terminal.output.suffix(400), as: UTF8.self).debugDescription)
    }
    let end = terminal.waitForQuiet(100)
    return (milliseconds(start, ready), milliseconds(start, end), terminal)
  }

  /// One key: a byte written to the terminal to its echo read back. Then Backspace, unmeasured,
  /// so the input line is the same for every sample.
  func echo(_ terminal: PseudoTerminal, name: String) throws -> Double {
    terminal.mark()
    let start = now()
    terminal.write([UInt8(ascii: "x")])
    guard let end = terminal.waitFor([UInt8(ascii: "x")], timeout: 2000) else {
      throw BenchError("\(name): no echo within 2 s")
    }
    terminal.waitForQuiet(3)
    terminal.mark()
    terminal.write([0x7F])
    _ = terminal.waitUntil(timeout: 2000) { !$0.isEmpty }
    terminal.waitForQuiet(3)
    return milliseconds(start, end)
  }

  /// Types a question (unmeasured, until its echo settles), then Enter to the answer's bytes.
  func answer(_ terminal: PseudoTerminal, _ index: Int, name: String) throws -> Double {
    let (country, capital) = capitals[index % capitals.count]
    terminal.mark()
    terminal.write("What is the capital of \(country)?")
    // The question's last character: curses may write the rest in pieces, as keys arrive.
    _ = terminal.waitFor([UInt8(ascii: "?")], timeout: 2000)
    terminal.waitForQuiet(20)
    terminal.mark()
    let start = now()
    terminal.write("\r")
    guard let end = terminal.waitFor(Array(capital.utf8), timeout: 5000) else {
      throw BenchError(
        "\(name): no \(capital) within 5 s of asking about \(country); it wrote: "
          + String(decoding: terminal.output.suffix(400), as: UTF8.self).debugDescription)
    }
    terminal.waitForQuiet(10)
    return milliseconds(start, end)
  }

  /// Countries none of whose names begins another's, and no shorter name of which counts
  /// before the whole ("Lao" counts Laos at once, "Thai" Thailand), so each is counted at its
  /// last letter.
  let gameAnswers = [
    "France", "Germany", "Spain", "Italy", "Japan", "Kenya", "Peru", "Chile", "Brazil", "Canada",
    "Mexico", "Egypt", "Ghana", "Nepal", "Cuba", "Chad", "Mali", "Togo", "Iran", "Iraq",
    "Norway", "Sweden", "Finland", "Poland", "Greece", "Turkey", "Israel", "Jordan", "Syria",
    "Yemen", "Oman", "Qatar", "Kuwait", "Bahrain", "Zimbabwe", "Vietnam", "Slovenia", "Cambodia",
    "Mongolia", "Bhutan", "Algeria", "Libya", "Tunisia", "Morocco", "Senegal", "Gambia",
    "Liberia", "Angola", "Zambia", "Malawi", "Uganda", "Rwanda", "Burundi", "Somalia", "Eritrea",
    "Ethiopia", "Botswana", "Namibia", "Lesotho", "Madagascar", "Austria", "Hungary", "Croatia",
    "Serbia", "Albania", "Bulgaria", "Romania", "Ukraine", "Belarus", "Latvia", "Estonia",
    "Lithuania", "Portugal", "Belgium", "Denmark", "Iceland", "Ireland", "Malta", "Cyprus",
    "Georgia", "Armenia", "Azerbaijan", "Kazakhstan", "Uzbekistan", "Tajikistan", "Pakistan",
    "Bangladesh", "Argentina", "Uruguay", "Paraguay", "Bolivia", "Ecuador", "Colombia",
    "Venezuela", "Guyana", "Suriname", "Panama", "Honduras", "Nicaragua", "Guatemala",
  ]

  /// The world game: a key to its echo on the input line, and an answer's last letter to the
  /// answer drawn in the grid (which scrolls to it). Timed at the default 15 minutes, so the
  /// clock beats during the samples as it does in play.
  func measureGame(_ quizPath: String, samples: Int, scratch: URL) throws -> (
    echo: [Double], hits: [Double]
  ) {
    let program = Program(
      name: "quiz play world", arguments: [quizPath, "play", "world"],
      readyMarkers: [Array("Enter start".utf8)])
    let terminal = try startAndWaitForFirstFrame(program, scratch: scratch).terminal
    defer { terminal.stop() }
    terminal.mark()
    terminal.write("\r")
    guard terminal.waitFor(Array("give up".utf8), timeout: 2000) != nil else {
      throw BenchError("quiz play world: no game after Enter")
    }
    terminal.waitForQuiet(20)
    var echoes: [Double] = []
    for _ in 0..<samples {
      echoes.append(try echo(terminal, name: "quiz play world"))
    }
    return (echoes, try measureHits(terminal, samples: samples, name: "quiz play world"))
  }

  /// Answers typed all but their last letter, then the last letter to the answer drawn: the
  /// milliseconds of each hit, in a game already started.
  func measureHits(_ terminal: PseudoTerminal, samples: Int, name: String) throws -> [Double] {
    try gameAnswers.prefix(samples).map { answer in
      terminal.mark()
      terminal.write(String(answer.dropLast()))
      _ = terminal.waitFor(Array(answer.dropLast().suffix(1).utf8), timeout: 2000)
      terminal.waitForQuiet(10)
      terminal.mark()
      let start = now()
      terminal.write(String(answer.suffix(1)))
      guard let end = terminal.waitFor(Array(answer.utf8), timeout: 2000) else {
        throw BenchError("\(name): \(answer) not drawn within 2 s")
      }
      terminal.waitForQuiet(10)
      return milliseconds(start, end)
    }
  }

  /// The world game at 200×50, where the map stands beside the grid: Enter on the ready screen
  /// to the whole first frame of play (the grid, the map drawn for the first time, the status
  /// bar last), each in a fresh process; then, in one of them, an answer's last letter to the
  /// answer drawn, its country filled on the map in the same frame.
  func measureMap(_ quizPath: String, runs: Int, samples: Int, scratch: URL) throws -> (
    firstFrames: [Double], hits: [Double]
  ) {
    var firstFrames: [Double] = []
    var hits: [Double] = []
    for run in 0..<runs {
      let terminal = try PseudoTerminal(
        [quizPath, "play", "world"], environment: try environment(scratch), columns: 200, rows: 50)
      defer { terminal.stop() }
      guard terminal.waitFor(Array("Enter start".utf8), timeout: 10_000) != nil else {
        throw BenchError("quiz play world at 200×50: no ready screen")
      }
      terminal.waitForQuiet(50)
      terminal.mark()
      let start = now()
      terminal.write("\r")
      guard let end = terminal.waitFor(Array("give up".utf8), timeout: 2000) else {
        throw BenchError("quiz play world at 200×50: no game after Enter")
      }
      // The map's braille must be in that frame: U+2800's block starts E2 A0..A3 in UTF-8.
      guard
        terminal.output.indices.dropLast().contains(where: {
          terminal.output[$0] == 0xE2 && (0xA0...0xA3).contains(terminal.output[$0 + 1])
        })
      else {
        throw BenchError("quiz play world at 200×50: the first frame has no map")
      }
      firstFrames.append(milliseconds(start, end))
      terminal.waitForQuiet(20)
      guard run == 0 else { continue }
      hits = try measureHits(terminal, samples: samples, name: "quiz play world at 200×50")
    }
    return (firstFrames, hits)
  }

  /// Names guessed at their last letter: none starts a longer one (which would wait for Enter),
  /// and no shorter spelling counts first ("Lao" is Laos).
  let dailyGuesses = [
    "Peru", "Chile", "Japan", "Fiji", "Mali", "Jordan", "Cuba", "Iran", "Iraq", "Chad", "Togo",
    "Oman", "Qatar", "Nepal", "Spain", "Italy", "Egypt", "Kenya", "Ghana", "Yemen", "Syria",
    "Libya", "Gabon", "Benin", "Malta", "Haiti", "Belize", "Brazil", "Canada", "Norway",
  ]

  /// The daily silhouette (`quiz daily --random`, never kept) at 200×50: a resize to the whole
  /// frame drawn again with the silhouette rasterised for the new size, the status bar last;
  /// and a name's last letter to its line (`Peru  2,140 km  ↘  78%`) on screen. Five guesses a
  /// process, so the puzzle never ends for want of guesses.
  func measureDaily(_ quizPath: String, samples: Int, scratch: URL) throws -> (
    frames: [Double], lines: [Double]
  ) {
    var frames: [Double] = []
    var lines: [Double] = []
    var next = 0
    while lines.count < samples || frames.count < samples {
      let terminal = try PseudoTerminal(
        [quizPath, "daily", "--random"], environment: try environment(scratch), columns: 200,
        rows: 50)
      defer { terminal.stop() }
      guard terminal.waitFor(Array("guesses left".utf8), timeout: 10_000) != nil else {
        throw BenchError("quiz daily at 200×50: no puzzle on screen")
      }
      terminal.waitForQuiet(50)
      for width: UInt16 in [199, 200, 199, 200, 199] where frames.count < samples {
        terminal.mark()
        let start = now()
        terminal.resize(columns: width, rows: 50)
        // Curses sends only what changed: the frame ends with its last byte, which must come,
        // and must hold braille, the silhouette drawn again (U+2800's block: E2 A0..A3).
        guard terminal.waitUntil(timeout: 2000, { !$0.isEmpty }) != nil else {
          throw BenchError("quiz daily at \(width)×50: no frame after the resize")
        }
        let end = terminal.waitForQuiet(20)
        guard
          terminal.output.indices.dropLast().contains(where: {
            terminal.output[$0] == 0xE2 && (0xA0...0xA3).contains(terminal.output[$0 + 1])
          })
        else {
          throw BenchError(
            "quiz daily at \(width)×50: the frame after the resize has no silhouette")
        }
        frames.append(milliseconds(start, end))
      }
      for _ in 0..<5 where lines.count < samples {
        let name = dailyGuesses[next % dailyGuesses.count]
        next += 1
        terminal.mark()
        terminal.write(String(name.dropLast()))
        _ = terminal.waitFor(Array(name.dropLast().suffix(1).utf8), timeout: 2000)
        terminal.waitForQuiet(10)
        guard terminal.output.firstRange(of: Array(" km ".utf8)) == nil else {
          throw BenchError("quiz daily: \(name) was guessed before its last letter")
        }
        terminal.mark()
        let start = now()
        terminal.write(String(name.suffix(1)))
        // A random puzzle may be of the name just guessed: then its end is what comes.
        let end = terminal.waitUntil(timeout: 2000) { output in
          output.firstRange(of: Array(" km ".utf8)) != nil
            || output.firstRange(of: Array("Solved".utf8)) != nil
        }
        guard let end else { throw BenchError("quiz daily: no line for \(name) within 2 s") }
        terminal.waitForQuiet(10)
        if terminal.output.firstRange(of: Array("Solved".utf8)) != nil { break }
        lines.append(milliseconds(start, end))
      }
    }
    return (frames, lines)
  }

  /// The floor's keystroke echo at 200×50: what a minimal curses program pays for a key on the
  /// screen the map is measured on.
  func floorEchoes(_ floorPath: String, samples: Int, scratch: URL) throws -> [Double] {
    let terminal = try PseudoTerminal(
      [floorPath], environment: try environment(scratch), columns: 200, rows: 50)
    defer { terminal.stop() }
    guard terminal.waitFor(Array("Ready".utf8), timeout: 10_000) != nil else {
      throw BenchError("floor at 200×50: no first frame")
    }
    terminal.waitForQuiet(50)
    return try (0..<samples).map { _ in try echo(terminal, name: "floor at 200×50") }
  }

  /// CPU share of one core each program used over `seconds` with nothing happening.
  func idleCPU(_ terminals: [PseudoTerminal], seconds: Double) -> [Double?] {
    let before = terminals.map { $0.cpuSeconds() }
    let start = now()
    let end = start + UInt64(seconds * 1e9)
    while now() < end {
      for terminal in terminals { terminal.read(within: 50) }
    }
    let elapsed = milliseconds(start, now()) / 1000
    return zip(before, terminals.map { $0.cpuSeconds() }).map { before, after in
      guard let before, let after else { return nil }
      return (after - before) / elapsed
    }
  }

  // MARK: - Report

  struct Row {
    let what: String
    let floor: String
    let quiz: String
    let target: String
    let pass: Bool?
  }

  func format(_ value: Double, _ unit: String = "ms") -> String {
    value.isNaN ? "n/a" : String(format: value < 10 ? "%.2f %@" : "%.1f %@", value, unit)
  }

  func printTable(_ rows: [Row]) {
    let headers = ["what", "floor (C)", "quiz", "target", "result"]
    let cells = rows.map { row in
      [row.what, row.floor, row.quiz, row.target, row.pass.map { $0 ? "PASS" : "FAIL" } ?? "-"]
    }
    let widths = headers.indices.map { column in
      ([headers[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ values: [String]) -> String {
      "| "
        + zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: " | ") + " |"
    }
    print(line(headers))
    print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    cells.forEach { print(line($0)) }
  }

  func log(_ message: String) {
    FileHandle.standardError.write(Data("tui-bench: \(message)\n".utf8))
  }

  // MARK: - Main

  func main() throws -> Bool {
    let options = Options(
      BenchCommandLine.parse(
        program: "tui-bench",
        usage: """
          usage: tui-bench [--quiz PATH] [--quiz-argument ARG]... [--runs N] [--echo-samples N]
                           [--fill N] [--idle-seconds N] [--ready TEXT]...
                           [--game-samples N]
          Measures quiz's full-screen chat against a minimal curses program on a pseudo-terminal.
          --ready: text quiz's first frame contains (default: "Ready" and "›").
          """,
        options: [
          "--quiz", "--quiz-argument", "--runs", "--echo-samples", "--fill", "--idle-seconds",
          "--ready", "--game-samples",
        ]))
    let quizPath = URL(fileURLWithPath: options.quiz).standardizedFileURL.path
    guard FileManager.default.isExecutableFile(atPath: quizPath) else {
      throw BenchError(
        "no quiz at \(quizPath); build it with: swift build -c release "
          + (ShippedBuild.arguments + ["--product", "quiz"]).joined(separator: " "))
    }
    let floorPath = try buildFloor()
    let floor = Program(
      name: "floor", arguments: [floorPath],
      readyMarkers: [Array("Ready".utf8), Array("\u{203A}".utf8)])
    let quiz = Program(
      name: "quiz", arguments: [quizPath] + options.quizArguments,
      readyMarkers: options.readyMarkers.map { Array($0.utf8) })
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tui-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }

    // First frame and first answer: fresh processes, the floor and quiz taking turns.
    log("first frame and first answer, \(options.runs) runs each, interleaved")
    var floorFrames: [Double] = []
    var quizFrames: [Double] = []
    var floorSettled: [Double] = []
    var quizSettled: [Double] = []
    var firstAnswers: [Double] = []
    for run in 0..<options.runs {
      let (floorFrame, floorSettle, floorTerminal) = try startAndWaitForFirstFrame(
        floor, scratch: scratch)
      floorFrames.append(floorFrame)
      floorSettled.append(floorSettle)
      floorTerminal.stop()
      let (quizFrame, quizSettle, quizTerminal) = try startAndWaitForFirstFrame(
        quiz, scratch: scratch)
      quizFrames.append(quizFrame)
      quizSettled.append(quizSettle)
      firstAnswers.append(try answer(quizTerminal, run, name: "quiz"))
      quizTerminal.stop()
    }

    // One long session each, alive side by side.
    let floorTerminal = try startAndWaitForFirstFrame(floor, scratch: scratch).terminal
    let quizTerminal = try startAndWaitForFirstFrame(quiz, scratch: scratch).terminal
    defer {
      floorTerminal.stop()
      quizTerminal.stop()
    }

    /// Both programs' keystroke echo, interleaved so that the machine's load falls on both.
    func echoes() throws -> (floor: [Double], quiz: [Double]) {
      var floor: [Double] = []
      var quiz: [Double] = []
      for _ in 0..<options.echoSamples {
        floor.append(try echo(floorTerminal, name: "floor"))
        quiz.append(try echo(quizTerminal, name: "quiz"))
      }
      return (floor, quiz)
    }

    log("keystroke echo, \(options.echoSamples) samples each, interleaved")
    let (floorEcho, quizEcho) = try echoes()

    log("filling the transcript: \(options.fill + 1) questions and their answers")
    var laterAnswers: [Double] = []
    _ = try answer(quizTerminal, 0, name: "quiz")
    for index in 1...options.fill {
      laterAnswers.append(try answer(quizTerminal, index, name: "quiz"))
    }
    let messages = 2 * (options.fill + 1)

    log("keystroke echo with \(messages) messages in the transcript")
    let (floorEchoFull, quizEchoFull) = try echoes()

    log("the world game: keystroke echo and hits, \(options.gameSamples) samples")
    let game = try measureGame(quizPath, samples: options.gameSamples, scratch: scratch)

    log("the world game's map at 200×50: first frames and hits, beside the floor's echo")
    let map = try measureMap(
      quizPath, runs: options.runs, samples: options.gameSamples, scratch: scratch)
    let floorWide = try floorEchoes(floorPath, samples: options.gameSamples, scratch: scratch)

    log("the daily silhouette at 200×50: frames after a resize, and guesses' lines")
    let daily = try measureDaily(quizPath, samples: options.gameSamples, scratch: scratch)

    log("idle CPU over \(options.idleSeconds) s")
    let idle = idleCPU([floorTerminal, quizTerminal], seconds: options.idleSeconds)
    let peaks = [floorTerminal.peakMemory(), quizTerminal.peakMemory()]

    // Report.
    let frameRatio = median(quizFrames) / median(floorFrames)
    let megabyte = 1024.0 * 1024.0
    var rows = [
      Row(
        what: "first frame, median of \(options.runs)", floor: format(median(floorFrames)),
        quiz: format(median(quizFrames)) + String(format: " (%.1f×)", frameRatio),
        target: "≤ 2.5× floor", pass: frameRatio <= 2.5),
      Row(
        what: "first frame settled (later repaints), median", floor: format(median(floorSettled)),
        quiz: format(median(quizSettled)), target: "(shape)", pass: nil),
    ]
    for (label, floorSamples, quizSamples) in [
      ("echo", floorEcho, quizEcho), ("echo, \(messages) messages", floorEchoFull, quizEchoFull),
    ] {
      rows.append(
        Row(
          what: "\(label), median", floor: format(median(floorSamples)),
          quiz: format(median(quizSamples)), target: "≤ 1 ms", pass: median(quizSamples) <= 1))
      rows.append(
        Row(
          what: "\(label), p99", floor: format(percentile(floorSamples, 0.99)),
          quiz: format(percentile(quizSamples, 0.99)), target: "≤ 5 ms",
          pass: percentile(quizSamples, 0.99) <= 5))
    }
    rows.append(
      Row(
        what: "world game: keystroke echo, median / p99", floor: "-",
        quiz: "\(format(median(game.echo))) / \(format(percentile(game.echo, 0.99)))",
        target: "≤ 1 ms", pass: median(game.echo) <= 1))
    rows.append(
      Row(
        what: "world game: last letter to the answer in the grid, median of \(game.hits.count)",
        floor: "-",
        quiz: "\(format(median(game.hits))) (p99 \(format(percentile(game.hits, 0.99))))",
        target: "≤ 1 ms", pass: median(game.hits) <= 1))
    rows.append(
      Row(
        what:
          "200×50 map: Enter to the first frame with the map, median of \(map.firstFrames.count)",
        floor: "echo \(format(median(floorWide)))",
        quiz: "\(format(median(map.firstFrames))) (max \(format(map.firstFrames.max() ?? .nan)))",
        target: "≤ 5 ms", pass: median(map.firstFrames) <= 5))
    rows.append(
      Row(
        what: "200×50 map: last letter to the answer and its country, median of \(map.hits.count)",
        floor: "echo \(format(median(floorWide)))",
        quiz: "\(format(median(map.hits))) (p99 \(format(percentile(map.hits, 0.99))))",
        target: "≤ 1 ms", pass: median(map.hits) <= 1))
    rows.append(
      Row(
        what: "200×50 daily: a resize to the frame with the silhouette, median of "
          + "\(daily.frames.count)",
        floor: "echo \(format(median(floorWide)))",
        quiz: "\(format(median(daily.frames))) (p99 \(format(percentile(daily.frames, 0.99))))",
        target: "≤ 5 ms", pass: median(daily.frames) <= 5))
    rows.append(
      Row(
        what: "200×50 daily: a name's last letter to its line, median of \(daily.lines.count)",
        floor: "echo \(format(median(floorWide)))",
        quiz: "\(format(median(daily.lines))) (p99 \(format(percentile(daily.lines, 0.99))))",
        target: "≤ 1 ms", pass: median(daily.lines) <= 1))
    rows.append(
      Row(
        what: "first answer, median of \(options.runs) (max)", floor: "-",
        quiz: "\(format(median(firstAnswers))) (\(format(firstAnswers.max() ?? .nan)))",
        target: "≤ 30 ms", pass: median(firstAnswers) <= 30))
    rows.append(
      Row(
        what: "later answers, median of \(laterAnswers.count)", floor: "-",
        quiz: format(median(laterAnswers)), target: "≤ 3 ms", pass: median(laterAnswers) <= 3))
    // Not a target: whether an answer's cost grows with the transcript.
    let early = Array(laterAnswers.prefix(20))
    let late = Array(laterAnswers.suffix(20))
    rows.append(
      Row(
        what: "later answers, first 20 / last 20, median", floor: "-",
        quiz: "\(format(median(early))) / \(format(median(late)))", target: "(shape)", pass: nil))
    rows.append(
      Row(
        what: "idle CPU, \(Int(options.idleSeconds)) s",
        floor: idle[0].map { format($0 * 100, "%") } ?? "n/a",
        quiz: idle[1].map { format($0 * 100, "%") } ?? "n/a", target: "< 1% of a core",
        pass: idle[1].map { $0 < 0.01 }))
    rows.append(
      Row(
        what: "peak memory (VmHWM)",
        floor: peaks[0].map { format(Double($0) / megabyte, "MB") } ?? "n/a",
        quiz: peaks[1].map { format(Double($0) / megabyte, "MB") } ?? "n/a", target: "≤ 40 MB",
        pass: peaks[1].map { Double($0) <= 40 * megabyte }))

    print(
      "tui-bench: \(quizPath) \(options.quizArguments.joined(separator: " ")), 80×24, TERM=xterm-256color"
    )
    printTable(rows)
    return rows.allSatisfy { $0.pass != false }
  }

  do {
    exit(try main() ? 0 : 1)
  } catch {
    log("\(error)")
    exit(2)
  }
#else
  FileHandle.standardError.write(Data("tui-bench runs on Linux only (/dev/ptmx, /proc).\n".utf8))
  exit(2)
#endif
