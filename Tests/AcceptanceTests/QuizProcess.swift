import Foundation
import QuizTestSupport
import Testing

/// The built `quiz` executable, run as a separate process with piped standard streams.
struct QuizProcess {
  struct Result {
    let status: Int32
    let output: String
    let errorOutput: String
  }

  /// Runs quiz to its end; one still running after `deadline` is killed, and the test fails
  /// with what it printed so far.
  static func run(
    _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
    deadline: Duration = ChildProcess.defaultDeadline,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let quiz: URL = try #require(Self.executableURL, sourceLocation: sourceLocation)
    var fullEnvironment = ProcessInfo.processInfo.environment
    // Hermetic: only what the test sets chooses the data source and the proxy.
    let proxyVariables = ["http_proxy", "https_proxy", "all_proxy", "no_proxy"]
    for name in fullEnvironment.keys
    where name.hasPrefix("QUIZ_") || name == "RESTCOUNTRIES_API_KEY"
      || proxyVariables.contains(name.lowercased())
    {
      fullEnvironment[name] = nil
    }
    // A test that keeps no state of its own plays and caches in a folder of its own, never in
    // the person's home: their scores and progress are not a test's to write.
    for name in ["XDG_STATE_HOME", "XDG_CACHE_HOME"] {
      fullEnvironment[name] = try freshFolder(for: name).path
    }
    fullEnvironment.merge(environment) { $1 }
    let finished = try ChildProcess.run(
      quiz, arguments, input: input, environment: fullEnvironment, deadline: deadline)
    return Result(
      status: finished.status, output: finished.output, errorOutput: finished.errorOutput)
  }

  static func run(
    _ arguments: [String], lines: [String], environment: [String: String] = [:]
  ) throws -> Result {
    try run(
      arguments, input: Data((lines.joined(separator: "\n") + "\n").utf8), environment: environment)
  }

  /// A new folder under this test process's own.
  private static func freshFolder(for name: String) throws -> URL {
    let folder = scratch.appending(path: "\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private static let scratch: URL = {
    FileManager.default.temporaryDirectory.appending(
      path: "quiz-acceptance-state-\(ProcessInfo.processInfo.processIdentifier)")
  }()

  /// Next to the test bundle in the build folder, wherever `--scratch-path` put it.
  static let executableURL: URL? = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = directory.appendingPathComponent("quiz")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }()
}
