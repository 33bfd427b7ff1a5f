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
    if !prompt.isEmpty {
      var output = StandardOutput()
      output.write(prompt)
    }
    return Swift.readLine(strippingNewline: true)
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
        let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
        if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
          let name = String(decoding: bytes[..<equals], as: UTF8.self)
          // getenv takes the first of two entries with one name, and so does everything here.
          if environment[name] == nil {
            environment[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
          }
        }
        entry += 1
      }
      return environment
    }
  #endif
}
