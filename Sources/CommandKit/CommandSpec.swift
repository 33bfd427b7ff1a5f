/// A command-line tool described as data: its commands, their options and words, and the help
/// for each. The parser, the help, the completion scripts and the manual's description are all
/// made from it, so they cannot drift apart.
///
/// Written for `quiz` instead of linking swift-argument-parser, whose reflection over every
/// command cost more start-up instructions than answering a question, and whose 0.8 MB was
/// most of what kept the binary over its size target. The help, the errors and the
/// `--experimental-dump-help` description keep swift-argument-parser's layout and schema, so
/// its `generate-manual` tool still writes the manual page (run directly: its plugin only
/// looks at products that link ArgumentParser).
public struct ToolSpec: Sendable {
  public let root: CommandSpec
  public let version: String

  public init(root: CommandSpec, version: String) {
    self.root = root
    self.version = version
  }

  /// The command at `path` (its names from the root's down); nil when a name is not a
  /// subcommand of the one before it.
  public func command(at path: [String]) -> CommandSpec? {
    guard path.first == root.name else { return nil }
    var command = root
    for name in path.dropFirst() {
      guard let next = command.subcommand(named: name) else { return nil }
      command = next
    }
    return command
  }
}

/// One command: what it is for, its options, the words it takes, and its subcommands.
public struct CommandSpec: Sendable {
  public let name: String
  public let abstract: String
  /// Paragraphs separated by blank lines; each is wrapped to the terminal's width.
  public let discussion: String
  public let options: [OptionSpec]
  public let words: WordsSpec?
  public let subcommands: [CommandSpec]
  /// The subcommand that runs when none is named; its options may then be given directly.
  public let defaultSubcommand: String?

  public init(
    name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
    words: WordsSpec? = nil, subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.options = options
    self.words = words
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }

  public func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

/// An option (`--data <source>`) or a flag (`--json`), always spelled with its long name.
public struct OptionSpec: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case flag
    /// Takes one value, named in help as `<valueName>`; the last one given counts.
    case value(valueName: String)
  }

  public let name: String
  public let kind: Kind
  public let help: String
  public let completion: Completion

  public static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, kind: .flag, help: help, completion: .none)
  }

  public static func value(
    _ name: String, valueName: String, help: String, completion: Completion = .none
  ) -> OptionSpec {
    OptionSpec(name: name, kind: .value(valueName: valueName), help: help, completion: completion)
  }

  /// `--data <source>`, as help and errors show it.
  var label: String {
    switch kind {
    case .flag: "--\(name)"
    case .value(let valueName): "--\(name) <\(valueName)>"
    }
  }
}

/// The words a command takes after its options (`quiz ask capital of belgium`): any number,
/// joined by the command as it likes.
public struct WordsSpec: Sendable, Equatable {
  public let valueName: String
  public let help: String
  public let isRequired: Bool
  public let completion: Completion

  public init(
    valueName: String, help: String, isRequired: Bool, completion: Completion = .none
  ) {
    self.valueName = valueName
    self.help = help
    self.isRequired = isRequired
    self.completion = completion
  }

  /// `<question> ...`, as help and errors show it.
  var label: String { "<\(valueName)> ..." }
}

/// What a shell offers for a value.
public enum Completion: Sendable, Equatable {
  case none
  case list([String])
  case file
}
