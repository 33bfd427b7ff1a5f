#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--experimental-dump-help`: the tool described in swift-argument-parser's ToolInfo schema
/// (version 0), which its `generate-manual` tool turns into the manual page.
extension ToolSpec {
  public func toolDescription() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let document = ToolDocument(serializationVersion: 0, command: describe(root, parents: []))
    guard let data = try? encoder.encode(document) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private func describe(_ command: CommandSpec, parents: [String]) -> CommandDocument {
    var arguments: [ArgumentDocument] = []
    if let words = command.words {
      arguments.append(
        ArgumentDocument(
          kind: "positional", isOptional: !words.isRequired, isRepeating: true, names: nil,
          preferredName: nil, valueName: words.valueName, abstract: words.help))
    }
    for option in command.options {
      let name = NameDocument(kind: "long", name: option.name)
      switch option.kind {
      case .flag:
        arguments.append(
          ArgumentDocument(
            kind: "flag", isOptional: true, isRepeating: false, names: [name],
            preferredName: name, valueName: option.name, abstract: option.help))
      case .value(let valueName):
        arguments.append(
          ArgumentDocument(
            kind: "option", isOptional: true, isRepeating: false, names: [name],
            preferredName: name, valueName: valueName, abstract: option.help))
      }
    }
    let version = NameDocument(kind: "long", name: "version")
    arguments.append(
      ArgumentDocument(
        kind: "flag", isOptional: true, isRepeating: false, names: [version],
        preferredName: version, valueName: "version", abstract: "Show the version."))
    let help = NameDocument(kind: "long", name: "help")
    arguments.append(
      ArgumentDocument(
        kind: "flag", isOptional: true, isRepeating: false,
        names: [NameDocument(kind: "short", name: "h"), help], preferredName: help,
        valueName: "help", abstract: "Show help information."))
    let path = parents + [command.name]
    return CommandDocument(
      superCommands: parents.isEmpty ? nil : parents, commandName: command.name,
      abstract: command.abstract,
      discussion: command.discussion.isEmpty
        ? nil : Self.paragraphs(command.discussion).joined(separator: "\n\n"),
      defaultSubcommand: command.defaultSubcommand,
      subcommands: command.subcommands.isEmpty
        ? nil : command.subcommands.map { describe($0, parents: path) },
      arguments: arguments)
  }
}

private struct ToolDocument: Encodable {
  let serializationVersion: Int
  let command: CommandDocument
}

private struct CommandDocument: Encodable {
  let superCommands: [String]?
  let shouldDisplay = true
  let commandName: String
  let abstract: String
  let discussion: String?
  let defaultSubcommand: String?
  let subcommands: [CommandDocument]?
  let arguments: [ArgumentDocument]
}

private struct ArgumentDocument: Encodable {
  let kind: String
  let shouldDisplay = true
  let isOptional: Bool
  let isRepeating: Bool
  let parsingStrategy = "default"
  let names: [NameDocument]?
  let preferredName: NameDocument?
  let valueName: String
  let abstract: String
}

private struct NameDocument: Encodable {
  let kind: String
  let name: String
}
