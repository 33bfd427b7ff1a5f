import Foundation

/// The line-mode memory mode: peak RSS of `quiz --json` with 1,000 and with 40,000 questions
/// piped to it, the larger of `--runs` runs each. A chat that keeps every turn grows with its
/// input, and a script piping a large file runs out of memory; one that keeps only what a
/// follow-up needs stays flat. Exits 1 when the two peaks are more than 2 MB apart, or when
/// quiz does not answer every question.
@MainActor
func measurePipedMemory(quiz: String) -> Never {
  let question = "capital of france"
  let counts = [1_000, 40_000]
  let toleranceMegabytes = 2.0
  let probe = makePipedPeakRSSProbe()
  var peaks: [Double] = []
  for count in counts {
    let peak = (0..<runs).map { _ in pipedPeakMegabytes(quiz, question, count, probe) }.max() ?? 0
    print(
      String(
        format: "quiz --json, %6d questions piped: peak RSS %5.1f MB (largest of %d runs)",
        count, peak, runs))
    peaks.append(peak)
  }
  let growth = (peaks.last ?? 0) - (peaks.first ?? 0)
  let met = growth <= toleranceMegabytes
  print(
    String(
      format: "difference %.1f MB (target <= %.0f MB): %@", growth, toleranceMegabytes,
      met ? "met" : "FAIL"))
  exit(met ? 0 : 1)
}

/// One run's peak in MB. quiz reads its questions from a pipe, as from `yes | head -N`, and
/// writes its JSON lines to a file, checked here: one answer a question, each naming Paris.
@MainActor
private func pipedPeakMegabytes(
  _ quiz: String, _ question: String, _ count: Int, _ probe: String
) -> Double {
  let output = temporary.appendingPathComponent("quiz-piped-\(count).jsonl")
  guard FileManager.default.createFile(atPath: output.path, contents: nil),
    let outputHandle = try? FileHandle(forWritingTo: output)
  else { fail("cannot write \(output.path)") }
  defer { try? FileManager.default.removeItem(at: output) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: probe)
  process.arguments = [String(count), question, quiz, "--json"]
  process.environment = pipedEnvironment()
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = outputHandle
  let peak = Pipe()
  process.standardError = peak
  do { try process.run() } catch { fail("cannot start \(probe)") }
  let report = peak.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try? outputHandle.close()
  guard process.terminationStatus == 0,
    let kilobytes = Double(
      String(decoding: report, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  else { fail("quiz --json failed on \(count) piped questions") }
  guard let written = try? Data(contentsOf: output) else { fail("cannot read \(output.path)") }
  let lines = written.split(separator: UInt8(ascii: "\n"))
  guard lines.count == count, let first = lines.first,
    String(decoding: first, as: UTF8.self).contains("Paris")
  else {
    fail("quiz --json wrote \(lines.count) lines for \(count) questions, not one answer each")
  }
  return kilobytes / 1024
}

/// The bundled data, whatever the person running the benchmark has configured, and a home of
/// its own, so that nothing is read from or written to theirs.
private func pipedEnvironment() -> [String: String] {
  var environment = ProcessInfo.processInfo.environment.filter {
    !$0.key.hasPrefix("QUIZ_") && !$0.key.hasPrefix("XDG_") && $0.key != "RESTCOUNTRIES_API_KEY"
  }
  environment["HOME"] = temporary.appendingPathComponent("quiz-piped-home").path
  environment["NO_COLOR"] = "1"
  return environment
}

/// As `makePeakRSSProbe`, a small C program starts quiz with fork, so that quiz's peak is its
/// own and not this larger process's. It also feeds quiz's standard input: COUNT lines of LINE
/// through a pipe, then end of file. quiz's standard output is the probe's; the peak, in KB,
/// goes to standard error.
private func makePipedPeakRSSProbe() -> String {
  let source = temporary.appendingPathComponent("quiz-piped-peak-rss.c")
  let binary = temporary.appendingPathComponent("quiz-piped-peak-rss").path
  let program = """
    #include <signal.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <sys/resource.h>
    #include <sys/wait.h>
    #include <fcntl.h>
    #include <unistd.h>
    int main(int argc, char **argv) {
      if (argc < 4) return 64;
      long count = atol(argv[1]);
      int fds[2];
      if (pipe(fds) != 0) return 1;
      signal(SIGPIPE, SIG_IGN);
      pid_t pid = fork();
      if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(fds[0], 0); dup2(null, 2);
        close(fds[0]); close(fds[1]);
        execv(argv[3], argv + 3);
        _exit(127);
      }
      close(fds[0]);
      size_t length = strlen(argv[2]);
      char *line = malloc(length + 1);
      memcpy(line, argv[2], length);
      line[length] = '\\n';
      for (long i = 0; i < count && pid > 0; i++) {
        size_t written = 0;
        while (written < length + 1) {
          ssize_t n = write(fds[1], line + written, length + 1 - written);
          if (n <= 0) { i = count; break; }
          written += (size_t)n;
        }
      }
      close(fds[1]);
      int status; struct rusage usage;
      if (pid < 0 || wait4(pid, &status, 0, &usage) < 0) return 1;
      if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
      fprintf(stderr, "%ld\\n", usage.ru_maxrss);
      return 0;
    }
    """
  do { try Data(program.utf8).write(to: source) } catch { fail("cannot write the RSS probe") }
  tool(["cc", "-O2", "-o", binary, source.path])
  return binary
}
