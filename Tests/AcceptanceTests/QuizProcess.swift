import Foundation
import Testing

/// The built `quiz` executable, run as a separate process with piped standard streams.
struct QuizProcess {
  struct Result {
    let status: Int32
    let output: String
    let errorOutput: String
  }

  static func run(
    _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let quiz: URL = try #require(Self.executableURL, sourceLocation: sourceLocation)
    let process = Process()
    process.executableURL = quiz
    process.arguments = arguments
    var fullEnvironment = ProcessInfo.processInfo.environment
    // Hermetic: only what the test sets chooses the data source and the proxy.
    let proxyVariables = ["http_proxy", "https_proxy", "all_proxy", "no_proxy"]
    for name in fullEnvironment.keys
    where name.hasPrefix("QUIZ_") || name == "RESTCOUNTRIES_API_KEY"
      || proxyVariables.contains(name.lowercased())
    {
      fullEnvironment[name] = nil
    }
    fullEnvironment.merge(environment) { $1 }
    process.environment = fullEnvironment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write and read concurrently so large inputs and outputs cannot deadlock on full pipes.
    let writer = Thread {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = LockedData()
    let errorReader = Thread { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
    errorReader.start()
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { Thread.sleep(forTimeInterval: 0.005) }
    return Result(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errorOutput: String(decoding: errorData.value, as: UTF8.self))
  }

  static func run(
    _ arguments: [String], lines: [String], environment: [String: String] = [:]
  ) throws -> Result {
    try run(
      arguments, input: Data((lines.joined(separator: "\n") + "\n").utf8), environment: environment)
  }

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

/// Holds bytes read on another thread until the reader is done.
private final class LockedData: @unchecked Sendable {  // guarded by `lock`
  private let lock = NSLock()
  private var data: Data?

  func set(_ data: Data) { lock.withLock { self.data = data } }
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
}
