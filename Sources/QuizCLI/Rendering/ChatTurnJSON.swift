import QuizChat

/// The `--json` lines of the chat's own words: one object each, with `"command"` first, so a
/// script tells them from replies (`"question"` first) and game lines at the first key. A
/// retry or the switch to the bundled data prints the reply it brings, as a question would.
enum ChatTurnJSON {
  /// `{"command":"help","topics":[{"lead","examples"}],"commands":[{"command","words","does"}],"typos"}`
  static func help(_ help: ChatHelp) -> String {
    JSONValue.object([
      ("command", .string("help")),
      (
        "topics",
        .array(
          help.topics.map { topic in
            .object([
              ("lead", .string(topic.lead)),
              ("examples", .array(topic.examples.map(JSONValue.string))),
            ])
          })
      ),
      (
        "commands",
        .array(
          help.commands.map { command in
            .object([
              ("command", .string(command.command.name ?? "")),
              ("words", .array(command.words.map(JSONValue.string))),
              ("does", .string(command.does)),
            ])
          })
      ),
      ("typos", .string(help.typos)),
    ]).serialized()
  }

  /// `{"command":"retry","refused":"nothing_to_retry","message":"Nothing to retry: …"}`
  static func refused(_ refusal: ChatRefusal) -> String {
    // A line is read only once the last is answered: "busy" never reaches a line mode.
    let (command, kind): (JSONValue, String) =
      switch refusal {
      case .nothingToRetry: (.string("retry"), "nothing_to_retry")
      case .alreadyOffline: (.string("offline"), "already_offline")
      case .nothingToSwitch: (.string("offline"), "nothing_to_switch")
      case .busy: (.null, "busy")
      }
    return JSONValue.object([
      ("command", command), ("refused", .string(kind)),
      ("message", .string(refusal.sentence)),
    ]).serialized()
  }

  /// `{"command":"exit"}`: the last line; nothing more is read.
  static let end = JSONValue.object([("command", .string("exit"))]).serialized()
}
