import Foundation

/// One command of the instruction-count table, and how to tell its output is right.
struct CountedCommand {
  let name: String
  let arguments: [String]
  let accepts: (String) -> Bool
}

/// Instructions, from callgrind's "Collected" line, for one run of `argv`. valgrind 3.19
/// cannot read the DWARF the Swift toolchain writes, so it runs a copy without debug info.
func instructions(_ argv: [String]) -> Int {
  let output = tool(
    ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + argv,
    capturing: .standardError)
  guard let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
    let count = line.split(separator: ":").last.flatMap({
      Int($0.filter(\.isNumber))
    })
  else { fail("no instruction count from valgrind for \(argv)") }
  return count
}

/// The instruction-count mode: the static floor and three `quiz` invocations side by side,
/// with peak RSS, the stripped size and a check that no ICU is linked. Exits.
@MainActor
func countInstructions(quiz: String, floor: String) -> Never {
  guard run(["valgrind", "--version"], capturing: .standardOutput) != nil else {
    fail("--instructions needs valgrind (apt-get install valgrind)")
  }
  // Peak RSS is measured from a child started with posix_spawn, which reports at least this
  // process's own peak (Linux carries it over at exec), so keep this process small.
  let stripped = temporary.appendingPathComponent("quiz-startup-stripped").path
  let floorStripped = temporary.appendingPathComponent("quiz-startup-floor-stripped").path
  tool(["strip", "-o", stripped, quiz])
  tool(["strip", "-o", floorStripped, floor])
  let megabyte = 1_000_000.0
  let size = ((try? FileManager.default.attributesOfItem(atPath: stripped))?[.size] as? Int) ?? 0
  let icuSymbols = tool(["sh", "-c", "nm '\(quiz)' | grep -c -E 'icudt|ucol_open' || true"])
  let linksICU = icuSymbols != "0"

  let capital = "The capital of Belgium is Brussels.\n"
  let commands = [
    CountedCommand(name: "floor static", arguments: [floorStripped]) { $0 == capital },
    CountedCommand(name: "quiz --help", arguments: [stripped, "--help"]) {
      $0.hasPrefix("OVERVIEW:") && $0.contains("USAGE: quiz")
    },
    CountedCommand(
      name: "quiz ask, not understood", arguments: [stripped, "ask", "what time is it"]
    ) {
      $0.hasPrefix("Sorry, I didn't understand")
    },
    CountedCommand(name: "quiz ask capital", arguments: [stripped, "ask", "capital of belgium"]) {
      $0 == capital
    },
  ]
  let peakRSS = makePeakRSSProbe()
  var rows: [(name: String, instructions: Int, megabytes: Double)] = []
  for command in commands {
    for _ in 0..<max(runs, 1) {
      _ = measure(command.arguments) { command.accepts(String(decoding: $0, as: UTF8.self)) }
    }
    let peak =
      (0..<max(runs, 1)).map { _ in peakMegabytes(command.arguments, probe: peakRSS) }
      .max() ?? 0
    rows.append((command.name, instructions(command.arguments), peak))
  }

  print("what                        instructions   peak RSS")
  for row in rows {
    let name = row.name.padding(toLength: 26, withPad: " ", startingAt: 0)
    print(
      name + String(format: " %10.2f M   %6.1f MB", Double(row.instructions) / 1e6, row.megabytes))
  }
  print(
    String(format: "stripped static quiz: %.1f MB", Double(size) / megabyte)
      + "; ICU linked: \(linksICU ? "yes" : "no")")

  let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
  let targets: [(String, Bool)] = [
    ("stripped quiz <= 16 MB", Double(size) / megabyte <= 16),
    ("no ICU", !linksICU),
    ("--help <= 8 M instructions", (byName["quiz --help"]?.instructions ?? .max) <= 8_000_000),
    (
      "capital <= 20 M instructions",
      (byName["quiz ask capital"]?.instructions ?? .max) <= 20_000_000
    ),
    (
      "peak RSS of quiz ask <= 16 MB",
      rows.filter { $0.name.hasPrefix("quiz ask") }.allSatisfy { $0.megabytes <= 16 }
    ),
  ]
  for (name, met) in targets { print((met ? "met     " : "MISSED  ") + name) }
  let allMet = targets.allSatisfy(\.1)
  print(allMet ? "targets met" : "TARGET MISSED")
  exit(allMet ? 0 : 1)
}

/// A child started by this process reports at least this process's own peak RSS (Linux
/// carries the parent's over at exec), and this process is larger than the programs it
/// measures. So a small C program starts each one with fork from itself, and prints the
/// child's peak in KB.
func makePeakRSSProbe() -> String {
  let source = temporary.appendingPathComponent("quiz-peak-rss.c")
  let binary = temporary.appendingPathComponent("quiz-peak-rss").path
  let program = """
    #include <stdio.h>
    #include <sys/resource.h>
    #include <sys/wait.h>
    #include <fcntl.h>
    #include <unistd.h>
    int main(int argc, char **argv) {
      pid_t pid = fork();
      if (pid == 0) {
        int null = open("/dev/null", O_RDWR);
        dup2(null, 0); dup2(null, 1); dup2(null, 2);
        execv(argv[1], argv + 1);
        _exit(127);
      }
      int status; struct rusage usage;
      if (pid < 0 || wait4(pid, &status, 0, &usage) < 0) return 1;
      if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
      printf("%ld\\n", usage.ru_maxrss);
      return 0;
    }
    """
  do { try Data(program.utf8).write(to: source) } catch { fail("cannot write the RSS probe") }
  tool(["cc", "-O2", "-o", binary, source.path])
  return binary
}

/// The command's peak RSS in MB, through the probe.
func peakMegabytes(_ argv: [String], probe: String) -> Double {
  guard let kilobytes = Double(tool([probe] + argv)) else { fail("no peak RSS for \(argv)") }
  return kilobytes / 1024
}
