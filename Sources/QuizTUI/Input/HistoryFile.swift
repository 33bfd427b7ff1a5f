import QuizEngine
import QuizStorage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The input history between runs: `$XDG_STATE_HOME/quiz/history`, else
/// `~/.local/state/quiz/history`. One entry a line, newest last, at most `limit` entries,
/// readable by its owner only. A file that cannot be read or is not valid text is ignored.
public struct HistoryFile: Sendable {
  public static let limit = 1000
  /// Bigger than 1,000 sanitized questions can be: anything larger is not ours.
  static let maximumSize = 1 << 20

  public let url: URL

  public init(url: URL) { self.url = url }

  /// Nil when neither XDG_STATE_HOME nor HOME says where the file goes.
  public static func resolve(environment: [String: String]) -> HistoryFile? {
    StorageDirectories(environment: environment).stateFile(named: "history")
      .map(HistoryFile.init)
  }

  public func load() -> [String] {
    guard let data = StateFile.read(url, maximumSize: Self.maximumSize),
      let text = String(validating: data, as: UTF8.self), !text.contains("\0")
    else { return [] }
    let entries = text.split(separator: "\n").map(String.init).compactMap(Self.clean)
    return Array(entries.suffix(Self.limit))
  }

  /// Writes the entries whole, through a temporary file and a rename, so a crash or a second
  /// `quiz` never leaves half a file. No fsync: this runs as a question is sent, and history
  /// is not worth a disk flush's milliseconds there. Failing to save is not worth
  /// interrupting the chat for.
  @discardableResult
  public func save(_ entries: [String]) -> Bool {
    let lines = entries.compactMap(Self.clean).suffix(Self.limit)
    let text = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    return StateFile.replace(url, with: Data(text.utf8), sync: false)
  }

  /// One line of plain text: no control characters, so an entry can never become two.
  /// Saving runs as each question is sent, over up to 1,000 entries: bytes are checked first,
  /// and only a line with a control byte (or a C1 lead byte) is filtered scalar by scalar.
  private static func clean(_ entry: some StringProtocol) -> String? {
    let mayHoldControls = entry.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    let cleaned =
      mayHoldControls
      ? String(
        String.UnicodeScalarView(
          entry.unicodeScalars.filter { $0.properties.generalCategory != .control }))
      : String(entry)
    return cleaned.contains(where: { !$0.isWhitespace }) ? cleaned : nil
  }
}
