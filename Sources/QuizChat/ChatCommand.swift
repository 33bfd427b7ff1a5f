/// A line typed in a chat: one of the chat's own words, or a question. What each word does is
/// the chat's to decide (`ChatViewModel.start(_:)`), the same in every front end; a front end
/// may offer keys for them too (F5 retries on the full screen), which start the same turns.
public enum ChatCommand: Hashable, Sendable {
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

  /// The word that names the command ("retry"); nil for a question. `--json` reports it.
  public var name: String? {
    switch self {
    case .help: "help"
    case .retry: "retry"
    case .offline: "offline"
    case .exit: "exit"
    case .question: nil
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
