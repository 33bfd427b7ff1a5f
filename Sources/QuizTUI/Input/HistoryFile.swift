import Foundation

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
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return HistoryFile(url: URL(fileURLWithPath: state).appending(path: "quiz/history"))
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return HistoryFile(
      url: URL(fileURLWithPath: home).appending(path: ".local/state/quiz/history"))
  }

  public func load() -> [String] {
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let size = attributes[.size] as? Int, size <= Self.maximumSize,
      let data = try? Data(contentsOf: url),
      let text = String(validating: data, as: UTF8.self), !text.contains("\0")
    else { return [] }
    let entries = text.split(separator: "\n").map(String.init).compactMap(Self.clean)
    return Array(entries.suffix(Self.limit))
  }

  /// Writes the entries whole, through a temporary file and a rename, so a crash or a second
  /// `quiz` never leaves half a file. Failing to save is not worth interrupting the chat for.
  @discardableResult
  public func save(_ entries: [String]) -> Bool {
    let lines = entries.compactMap(Self.clean).suffix(Self.limit)
    let data = Data((lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")).utf8)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      let temporary = directory.appending(path: ".history-\(UUID().uuidString).tmp")
      guard
        FileManager.default.createFile(
          atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
      else { return false }
      guard rename(temporary.path, url.path) == 0 else {
        try? FileManager.default.removeItem(at: temporary)
        return false
      }
      return true
    } catch {
      return false
    }
  }

  /// One line of plain text: no control characters, so an entry can never become two.
  private static func clean(_ entry: some StringProtocol) -> String? {
    let cleaned = String(
      String.UnicodeScalarView(
        entry.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    return cleaned.allSatisfy(\.isWhitespace) ? nil : cleaned
  }
}
