import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program a test runs with piped standard streams, finished within a deadline. A child that
/// stops (a client no longer honouring its own timeout, say) is killed and fails its test with
/// what it printed so far, instead of hanging the whole run.
package struct ChildProcess: Sendable {
  package struct Result: Sendable {
    package let status: Int32
    package let output: String
    package let errorOutput: String
    package let processIdentifier: Int32
  }

  /// Thrown when a child outlives its deadline; the child is killed first.
  package struct DeadlineExceeded: Error, CustomStringConvertible {
    package let description: String
  }

  /// Far beyond any child's own time limits, so that only a hang reaches it.
  package static let defaultDeadline: Duration = .seconds(60)

  private let process: Process
  private let output: Collected
  private let errorOutput: Collected
  private let exited: DispatchSemaphore
  private let command: String

  /// Starts `executable`; `input`, when given, is written to its standard input, which is then
  /// closed. Output and errors are read as they come, so that no pipe fills up.
  package static func start(
    _ executable: URL, _ arguments: [String], input: Data? = nil,
    environment: [String: String]? = nil, in directory: URL? = nil
  ) throws -> ChildProcess {
    _ = ignoresBrokenPipes
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    if let input {
      Thread {
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
      }.start()
    }
    return ChildProcess(
      process: process, output: Collected(reading: stdout.fileHandleForReading),
      errorOutput: Collected(reading: stderr.fileHandleForReading), exited: exited,
      command: ([executable.lastPathComponent] + arguments).joined(separator: " "))
  }

  /// Runs `executable` to its end, within `deadline`.
  package static func run(
    _ executable: URL, _ arguments: [String], input: Data? = nil,
    environment: [String: String]? = nil, in directory: URL? = nil,
    deadline: Duration = defaultDeadline
  ) throws -> Result {
    try start(executable, arguments, input: input, environment: environment, in: directory)
      .finish(deadline: deadline)
  }

  /// Waits for the child's exit and the end of its output, for `deadline` at most from now.
  package func finish(deadline: Duration = defaultDeadline) throws -> Result {
    let (seconds, attoseconds) = deadline.components
    let limit = DispatchTime.now() + Double(seconds) + Double(attoseconds) / 1e18
    guard exited.wait(timeout: limit) == .success, output.waitForEnd(until: limit),
      errorOutput.waitForEnd(until: limit)
    else {
      kill(process.processIdentifier, SIGKILL)
      throw DeadlineExceeded(
        description: """
          `\(command)` was still running after \(deadline), so it was killed.
          Its output so far: \(output.text.debugDescription)
          Its errors so far: \(errorOutput.text.debugDescription)
          """)
    }
    return Result(
      status: process.terminationStatus, output: output.text, errorOutput: errorOutput.text,
      processIdentifier: process.processIdentifier)
  }

  /// A child that exits before reading all its input must fail its test, not end the whole
  /// test process with SIGPIPE while its input is written.
  private static let ignoresBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()
}

/// The bytes of one of a child's outputs, read on a thread of their own as they arrive.
private final class Collected: @unchecked Sendable {  // `data` guarded by `lock`
  private let lock = NSLock()
  private var data = Data()
  private let ended = DispatchSemaphore(value: 0)

  init(reading handle: FileHandle) {
    Thread { [self] in
      while let chunk = try? handle.read(upToCount: 65_536), !chunk.isEmpty {
        lock.withLock { data.append(chunk) }
      }
      ended.signal()
    }.start()
  }

  var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

  func waitForEnd(until limit: DispatchTime) -> Bool {
    guard ended.wait(timeout: limit) == .success else { return false }
    ended.signal()  // for a later caller
    return true
  }
}
