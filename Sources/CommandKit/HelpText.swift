/// Help and usage errors, laid out as swift-argument-parser lays them out, so `quiz --help`
/// reads as it always has.
extension ToolSpec {
  /// The width help is wrapped to when neither COLUMNS nor the terminal says otherwise.
  public static let defaultColumns = 80

  /// Where the help text of an option starts: labels longer than this get a line of their own.
  static let helpColumn = 26

  /// The help for the command at `path`, wrapped to `columns`, ending with a newline.
  public func help(for path: [String], columns: Int = defaultColumns) -> String {
    let command = self.command(at: path) ?? root
    let columns = max(columns, Self.helpColumn + 20)
    var text = Self.wrap("OVERVIEW: " + command.abstract, columns: columns) + "\n"
    for paragraph in Self.paragraphs(command.discussion) {
      text += "\n" + Self.wrap(paragraph, columns: columns) + "\n"
    }
    text += "\nUSAGE: " + usage(for: path) + "\n"
    if let words = command.words {
      text += "\nARGUMENTS:\n"
      text += Self.entry("<\(words.valueName)>", words.help, columns: columns)
    }
    text += "\nOPTIONS:\n"
    for option in command.options {
      text += Self.entry(option.label, option.help, columns: columns)
    }
    text += Self.entry("--version", "Show the version.", columns: columns)
    text += Self.entry("-h, --help", "Show help information.", columns: columns)
    if !command.subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for subcommand in command.subcommands {
        let isDefault = subcommand.name == command.defaultSubcommand
        let label = subcommand.name + (isDefault ? " (default)" : "")
        text += Self.entry(label, subcommand.abstract, columns: columns)
      }
      let parents = path.dropFirst().map { " " + $0 }.reduce(into: "") { $0 += $1 }
      text += "\n  See '\(root.name) help\(parents) <subcommand>' for detailed help.\n"
    } else {
      // swift-argument-parser ends a command's help with a blank line; kept, so scripts that
      // read `quiz ask --help` see what they always saw.
      text += "\n"
    }
    return text
  }

  /// `quiz ask <question> ... [--json] [--data <source>]`, one line however long.
  public func usage(for path: [String]) -> String {
    let command = self.command(at: path) ?? root
    var line = path.reduce(into: "") { $0 += ($0.isEmpty ? "" : " ") + $1 }
    if !command.subcommands.isEmpty {
      return line + " <subcommand>"
    }
    if let words = command.words {
      line += words.isRequired ? " \(words.label)" : " [\(words.label)]"
    }
    for option in command.options {
      line += " [\(option.label)]"
    }
    return line
  }

  /// What a usage error prints on standard error, ending with a newline.
  public func errorText(_ error: UsageError) -> String {
    var text = "Error: \(error.message)\n"
    if let help = error.help {
      text += "Help:  \(help)\n"
    }
    let path = error.path.reduce(into: "") { $0 += ($0.isEmpty ? "" : " ") + $1 }
    text += "Usage: \(usage(for: error.path))\n"
    text += "  See '\(path) --help' for more information.\n"
    return text
  }

  /// `  --data <source>         Where country data…`, its help wrapped under itself.
  static func entry(_ label: String, _ help: String, columns: Int) -> String {
    let indent = String(repeating: " ", count: helpColumn)
    let wrapped = wrap(help, columns: columns - helpColumn)
    var lines = wrapped.utf8.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    ).map(Substring.init)
    let head = "  " + label
    let headWidth = head.unicodeScalars.count
    var text: String
    if headWidth < helpColumn, let first = lines.first {
      text = head + String(repeating: " ", count: helpColumn - headWidth) + first + "\n"
      lines.removeFirst()
    } else {
      text = head + "\n"
    }
    for line in lines {
      text += indent + line + "\n"
    }
    return text
  }

  /// Words filled into lines shorter than `columns` (so a terminal that wraps at its last
  /// column never breaks them again); a word longer than that has a line of its own. Split by bytes and measured in scalars: splitting a String by Characters
  /// breaks graphemes, which doubled the instructions of `quiz --help`.
  static func wrap(_ text: String, columns: Int) -> String {
    var result = ""
    var lineLength = 0
    for bytes in text.utf8.split(separator: UInt8(ascii: " ")) {
      let word = Substring(bytes)
      let width = word.unicodeScalars.count
      if lineLength == 0 {
        result += word
        lineLength = width
      } else if lineLength + 1 + width < columns {
        result += " "
        result += word
        lineLength += 1 + width
      } else {
        result += "\n"
        result += word
        lineLength = width
      }
    }
    return result
  }

  static func paragraphs(_ text: String) -> [String] {
    var paragraphs: [String] = []
    var current = ""
    let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if line.allSatisfy(blank) {
        if !current.isEmpty { paragraphs.append(current) }
        current = ""
      } else {
        if !current.isEmpty { current += " " }
        current += Substring(line)
      }
    }
    if !current.isEmpty { paragraphs.append(current) }
    return paragraphs
  }
}
