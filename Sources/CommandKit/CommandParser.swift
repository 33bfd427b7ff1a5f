/// A command line read against a `ToolSpec`: the command to run with its options and words, or
/// what to print instead.
public enum ParsedCommandLine: Sendable, Equatable {
  case run(Invocation)
  /// `--help`, `-h`, `help <command>`, or a command that only groups subcommands.
  case help(path: [String])
  case version
  case completionScript(Shell)
  /// `--experimental-dump-help`: the JSON description swift-argument-parser's generate-manual reads.
  case dumpHelp
  case usageError(UsageError)
}

/// The command to run: its path from the root, the flags given, the options' values and the
/// words, in order.
public struct Invocation: Sendable, Equatable {
  public let path: [String]
  public let flags: Set<String>
  public let values: [String: String]
  public let words: [String]

  public init(
    path: [String], flags: Set<String> = [], values: [String: String] = [:], words: [String] = []
  ) {
    self.path = path
    self.flags = flags
    self.values = values
    self.words = words
  }

  public func flag(_ name: String) -> Bool { flags.contains(name) }

  public func value(_ name: String) -> String? { values[name] }
}

/// A command line that cannot run, with what to say and the command whose usage to show.
public struct UsageError: Error, Sendable, Equatable {
  public let path: [String]
  public let message: String
  /// The option or words the message is about, with their help: `--from <url-or-file>  Play…`.
  public let help: String?

  public init(path: [String], message: String, help: String? = nil) {
    self.path = path
    self.message = message
    self.help = help
  }
}

public enum Shell: String, Sendable, CaseIterable {
  case bash, zsh, fish
}

extension ToolSpec {
  /// Reads the arguments (without the program's name) as swift-argument-parser would: options
  /// before a subcommand's name belong to the default subcommand, `--` makes everything after it
  /// words, `--name=value` and `--name value` are the same, the last value given counts.
  public func parse(_ arguments: [String]) -> ParsedCommandLine {
    switch arguments.first {
    case "--experimental-dump-help" where arguments.count == 1:
      return .dumpHelp
    case "--generate-completion-script":
      return completionScript(arguments)
    default:
      break
    }
    var command = root
    var path = [root.name]
    var index = 0
    while !command.subcommands.isEmpty {
      guard index < arguments.count else {
        guard let name = command.defaultSubcommand, let next = command.subcommand(named: name)
        else { return .help(path: path) }
        command = next
        path.append(name)
        break
      }
      let argument = arguments[index]
      if argument == "-h" || argument == "--help" { return .help(path: path) }
      if argument == "--version" { return .version }
      if argument == "help", path.count == 1 {
        return .help(path: helpPath(Array(arguments[(index + 1)...])))
      }
      if let next = command.subcommand(named: argument) {
        command = next
        path.append(argument)
        index += 1
      } else if let name = command.defaultSubcommand, let next = command.subcommand(named: name) {
        command = next
        path.append(name)
      } else {
        return .usageError(UsageError(path: path, message: "Unexpected argument '\(argument)'"))
      }
    }
    return parseOptionsAndWords(Array(arguments[index...]), of: command, at: path)
  }

  private func parseOptionsAndWords(
    _ arguments: [String], of command: CommandSpec, at path: [String]
  ) -> ParsedCommandLine {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var words: [String] = []
    var index = 0
    var onlyWords = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyWords || !argument.hasPrefix("-") || argument == "-" {
        words.append(argument)
        continue
      }
      switch argument {
      case "--":
        onlyWords = true
        continue
      case "-h", "--help":
        return .help(path: path)
      case "--version":
        return .version
      default:
        break
      }
      let (name, inlineValue) = Self.split(argument)
      guard argument.hasPrefix("--"), let option = command.option(named: name) else {
        let shown = argument.hasPrefix("--") ? "--\(name)" : argument
        return .usageError(UsageError(path: path, message: "Unknown option '\(shown)'"))
      }
      switch option.kind {
      case .flag:
        if let inlineValue {
          return .usageError(
            UsageError(
              path: path, message: "Unexpected value '\(inlineValue)' for '\(option.label)'"))
        }
        flags.insert(name)
      case .value:
        if let inlineValue {
          values[name] = inlineValue
        } else if index < arguments.count,
          !arguments[index].hasPrefix("-") || arguments[index] == "-"
        {
          values[name] = arguments[index]
          index += 1
        } else {
          return .usageError(
            UsageError(
              path: path, message: "Missing value for '\(option.label)'",
              help: "\(option.label)  \(option.help)"))
        }
      }
    }
    guard let spec = command.words else {
      guard words.isEmpty else {
        let quoted = words.map { "'\($0)'" }.joined(separator: ", ")
        let message =
          words.count == 1
          ? "Unexpected argument \(quoted)" : "\(words.count) unexpected arguments: \(quoted)"
        return .usageError(UsageError(path: path, message: message))
      }
      return .run(Invocation(path: path, flags: flags, values: values))
    }
    if spec.isRequired, words.isEmpty {
      return .usageError(
        UsageError(
          path: path, message: "Missing expected argument '\(spec.label)'",
          help: "<\(spec.valueName)>  \(spec.help)"))
    }
    return .run(Invocation(path: path, flags: flags, values: values, words: words))
  }

  /// `quiz help data status`: as far as the names go.
  private func helpPath(_ names: [String]) -> [String] {
    var command = root
    var path = [root.name]
    for name in names {
      guard let next = command.subcommand(named: name) else { break }
      command = next
      path.append(name)
    }
    return path
  }

  private func completionScript(_ arguments: [String]) -> ParsedCommandLine {
    let label = "--generate-completion-script <shell>"
    guard arguments.count >= 2 else {
      return .usageError(
        UsageError(path: [root.name], message: "Missing value for '\(label)'"))
    }
    guard arguments.count == 2, let shell = Shell(rawValue: arguments[1]) else {
      let shells = Shell.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      return .usageError(
        UsageError(
          path: [root.name],
          message: "The value '\(arguments.dropFirst().joined(separator: " "))' is invalid for "
            + "'\(label)'. Please provide one of \(shells)."))
    }
    return .completionScript(shell)
  }

  /// `--name=value` into its name and value; `--name` alone has no value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    let body = argument.drop { $0 == "-" }
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }
}
