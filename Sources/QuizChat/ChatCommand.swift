/// A line typed in a chat: one of the chat's own words, or a question. The terminal's chats
/// both understand these, so people who type them instead of pressing keys are never stuck.
public enum ChatCommand: Equatable, Sendable {
  case help
  case retry
  case offline
  case exit
  case question(String)

  public init(_ line: String) {
    switch line.trimmed.lowercased() {
    case "help", "?", "/help": self = .help
    case "retry", "/retry": self = .retry
    case "offline", "/offline", "use bundled", "bundled": self = .offline
    case "exit", "quit", "/exit", "/quit", ":q": self = .exit
    default: self = .question(line)
    }
  }
}

extension String {
  fileprivate var trimmed: String {
    let characters = Array(self)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
      let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[first...last])
  }
}
