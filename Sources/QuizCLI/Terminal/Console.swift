import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the chat reads lines from: the real terminal or pipe, or a script in tests.
public protocol LineReading {
  /// The next line without its newline, or nil at end of input (Ctrl-D).
  mutating func readLine(prompt: String) -> String?
  /// The next line, waiting at most `timeout` seconds for it (forever when nil): the game's
  /// clock must be able to end a game while nobody types.
  mutating func readLine(prompt: String, timeout: Double?) -> LineInput
  /// While a game is played a line at a time: Ctrl-C, SIGTERM and SIGHUP end a wait for a line
  /// as `.interrupted` rather than ending the process, so that the game is asked about or
  /// recorded as given up first. False stops catching them.
  mutating func catchStopSignals(_ catching: Bool)
  /// Ends the process by `signal`, caught earlier, as if it had never been caught: the shell
  /// sees what it sent.
  func endProcess(by signal: Int32)
}

/// What reading a line with a time limit gives.
public enum LineInput: Equatable, Sendable {
  case line(String)
  case end
  case timedOut
  /// A stop signal came while stop signals are caught (`catchStopSignals`): SIGINT is Ctrl-C.
  case interrupted(signal: Int32)
}

extension LineReading {
  /// A line mode's exit status once its summary is written. Stopped by a signal, the signal's
  /// own action is taken (the process ends as the shell expects); the status returned is the
  /// shell's for that signal, reached only where the process is not ended (a script in tests).
  mutating func exitStatus(stoppedBy signal: Int32?) -> Int32 {
    guard let signal else { return ExitStatus.success }
    catchStopSignals(false)
    endProcess(by: signal)
    return 128 + signal
  }
}

extension LineReading {
  /// Readers that cannot wait with a limit (scripts in tests) read as usual.
  public mutating func readLine(prompt: String, timeout: Double?) -> LineInput {
    readLine(prompt: prompt).map(LineInput.line) ?? .end
  }

  /// Readers that are no terminal (scripts in tests) have no signals to catch.
  public mutating func catchStopSignals(_ catching: Bool) {}
  public func endProcess(by signal: Int32) {}
}

/// Where the chat writes: stdout/stderr, or a buffer in tests.
public protocol TextWriting {
  mutating func write(_ text: String)
}

/// What the front end knows about the process it runs in.
public struct TerminalTraits: Sendable, Equatable {
  public var inputIsTerminal: Bool
  public var outputIsTerminal: Bool
  public var usesColor: Bool
  /// The width standard output's terminal reports, if it is one and reports any.
  public var columns: Int?

  public init(
    inputIsTerminal: Bool, outputIsTerminal: Bool, usesColor: Bool, columns: Int? = nil
  ) {
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.usesColor = usesColor
    self.columns = columns
  }

  /// Colour only on a terminal, never when NO_COLOR is set (https://no-color.org) or TERM=dumb.
  public static func current(environment: [String: String]) -> TerminalTraits {
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
    var size = winsize()
    let columns = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : 0
    return TerminalTraits(
      inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: outputIsTerminal,
      usesColor: outputIsTerminal && !noColor, columns: columns > 0 ? columns : nil)
  }
}

/// Standard input, read a line at a time; the prompt goes to stdout first.
public struct StandardInput: LineReading {
  public init() {}

  public mutating func readLine(prompt: String) -> String? {
    guard case .line(let line) = readLine(prompt: prompt, timeout: nil) else { return nil }
    return line
  }

  public mutating func readLine(prompt: String, timeout: Double?) -> LineInput {
    if !prompt.isEmpty {
      var output = StandardOutput()
      output.write(prompt)
    }
    return LineBuffer.standardInput.nextLine(timeout: timeout)
  }

  public mutating func catchStopSignals(_ catching: Bool) {
    if catching { LineSignals.install() } else { LineSignals.uninstall() }
  }

  public func endProcess(by signal: Int32) {
    LineSignals.dieOf(signal)
  }
}

/// Lines from a file descriptor, each returned without its newline (and a carriage return
/// before it), with a wait that can end: stdio's `readLine` cannot stop waiting, and
/// `poll` cannot see what stdio has already buffered, so this reads the bytes itself. One for
/// standard input is shared by every `StandardInput`, as stdio's buffer was.
public final class LineBuffer: Sendable {
  static let standardInput = LineBuffer(descriptor: STDIN_FILENO)

  private struct State {
    var bytes: [UInt8] = []
    var ended = false
  }

  private let descriptor: Int32
  private let state = Mutex(State())

  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line; `.end` when the input has ended and every line was given; `.timedOut` when
  /// `timeout` seconds passed first; `.interrupted` when a stop signal came while
  /// `LineSignals` catches them. A last line without a newline is still a line.
  public func nextLine(timeout: Double?) -> LineInput {
    let deadline = timeout.map { Self.now() + max(0, min($0, 1e9)) }
    return state.withLock { state in
      while true {
        if let signal = LineSignals.take() { return .interrupted(signal: signal) }
        if let newline = state.bytes.firstIndex(of: UInt8(ascii: "\n")) {
          var end = newline
          if end > 0, state.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
          let line = String(decoding: state.bytes[..<end], as: UTF8.self)
          state.bytes.removeSubrange(...newline)
          return .line(line)
        }
        if state.ended {
          guard !state.bytes.isEmpty else { return .end }
          let line = String(decoding: state.bytes, as: UTF8.self)
          state.bytes.removeAll()
          return .line(line)
        }
        var wait: Int32 = -1
        if let deadline {
          let left = deadline - Self.now()
          guard left > 0 else { return .timedOut }
          wait = Int32(min(left * 1000, 60_000).rounded(.up))
        }
        // The signal pipe is watched too: a signal may land on another thread than this one,
        // whose poll would then go on waiting.
        var ready = [
          pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
          pollfd(fd: LineSignals.wakeReadEnd, events: Int16(POLLIN), revents: 0),
        ]
        let polled = poll(&ready, 2, wait)
        if polled == 0 || (polled < 0 && errno == EINTR) { continue }
        LineSignals.drainWakeUps()
        if ready[0].revents == 0 { continue }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = read(descriptor, &chunk, chunk.count)
        if count > 0 {
          state.bytes.append(contentsOf: chunk[..<count])
        } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
          continue
        } else {
          state.ended = true
        }
      }
    }
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// Unbuffered, so a prompt shows before the program waits for input.
public struct StandardOutput: TextWriting {
  private let descriptor: Int32

  public init() { descriptor = STDOUT_FILENO }

  public static var standardError: StandardOutput { StandardOutput(descriptor: STDERR_FILENO) }

  private init(descriptor: Int32) { self.descriptor = descriptor }

  public mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}

/// The process's environment, as `ProcessInfo.environment` gives it, for a fraction of the
/// instructions: that one finds each `=` by Characters, a quarter of a million instructions
/// at every start of `quiz`.
public enum ProcessEnvironment {
  public static func read() -> [String: String] {
    #if canImport(Glibc)
      readEnviron()
    #else
      ProcessInfo.processInfo.environment
    #endif
  }

  #if canImport(Glibc)
    private static func readEnviron() -> [String: String] {
      var environment: [String: String] = [:]
      var entry = environ
      while let pointer = entry.pointee {
        // Contiguous UTF-8 buffers, which String decodes on its fast path: slices of a raw
        // buffer went through generic code, 0.4 M instructions of every start.
        let bytes = UnsafeBufferPointer(
          start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
          count: strlen(pointer))
        if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
          let name = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
          // getenv takes the first of two entries with one name, and so does everything here.
          if environment[name] == nil {
            environment[name] = String(
              decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
          }
        }
        entry += 1
      }
      return environment
    }
  #endif
}
