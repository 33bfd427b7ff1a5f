import Foundation

/// A tool's command line, parsed the same way for every benchmark and generator: flags, options
/// that take a value (`--name VALUE` or `--name=VALUE`), and positional arguments. `-h` and
/// `--help` print the usage and exit 0; anything else unexpected prints the usage to standard
/// error and exits 64, as sysexits' EX_USAGE asks.
public struct BenchCommandLine: Sendable {
  /// A command line that cannot be parsed: what to tell the person who typed it.
  public struct UsageError: Error, Equatable, Sendable {
    public let message: String
  }

  /// The tool's name, the prefix of every message it prints to standard error.
  public let program: String
  public let usage: String
  public private(set) var positional: [String] = []
  private var flags: Set<String> = []
  private var values: [String: [String]] = [:]
  private var help = false

  /// Parses `arguments` (without the program's own name) against the flags and options the
  /// tool declares, each named with its dashes.
  public init(
    parsing arguments: [String], program: String, usage: String, flags: Set<String> = [],
    options: Set<String> = []
  ) throws(UsageError) {
    self.program = program
    self.usage = usage
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "-h" || argument == "--help" {
        help = true
      } else if flags.contains(argument) {
        self.flags.insert(argument)
      } else if options.contains(argument) {
        guard let value = remaining.popFirst() else {
          throw UsageError(message: "\(argument) needs a value")
        }
        values[argument, default: []].append(value)
      } else if let equals = argument.firstIndex(of: "="),
        options.contains(String(argument[..<equals]))
      {
        values[String(argument[..<equals]), default: []].append(
          String(argument[argument.index(after: equals)...]))
      } else if argument.hasPrefix("-") && argument.count > 1 {
        throw UsageError(message: "unknown option \(argument)")
      } else {
        positional.append(argument)
      }
    }
  }

  /// This process's command line; exits on `--help` and on a usage error.
  public static func parse(
    program: String, usage: String, flags: Set<String> = [], options: Set<String> = []
  ) -> BenchCommandLine {
    let parsed: BenchCommandLine
    do {
      parsed = try BenchCommandLine(
        parsing: Array(CommandLine.arguments.dropFirst()), program: program, usage: usage,
        flags: flags, options: options)
    } catch {
      FileHandle.standardError.write(Data("\(program): \(error.message)\n\(usage)\n".utf8))
      exit(64)
    }
    if parsed.help {
      print(usage)
      exit(0)
    }
    return parsed
  }

  public func isSet(_ flag: String) -> Bool { flags.contains(flag) }

  /// The option's value, the last one given when it is repeated.
  public func value(_ option: String) -> String? { values[option]?.last }

  /// Every value of an option that may be repeated, in order.
  public func values(_ option: String) -> [String] { values[option] ?? [] }

  /// The option's value as a number above zero, `otherwise` without one; exits with the usage
  /// when it is not such a number.
  public func positiveInteger(_ option: String, otherwise: Int) -> Int {
    guard let text = value(option) else { return otherwise }
    guard let number = Int(text), number > 0 else {
      usageFailure("\(option) needs a positive whole number, not \(text)")
    }
    return number
  }

  /// Exits 64 with `message` and the usage, for what only the tool itself can check (the
  /// number of positional arguments, say).
  public func usageFailure(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(program): \(message)\n\(usage)\n".utf8))
    exit(64)
  }

  /// Exits with `status` after `message` on standard error, prefixed with the tool's name.
  public func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    exit(status)
  }
}
