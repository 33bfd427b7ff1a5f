#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
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
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return HistoryFile(url: URL(fileURLWithPath: state).appending(path: "quiz/history"))
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return HistoryFile(
      url: URL(fileURLWithPath: home).appending(path: ".local/state/quiz/history"))
  }

  public func load() -> [String] {
    // stat(2), not FileManager's attributes: their size is an NSNumber in Foundation and a UInt
    // in FoundationEssentials, and a cast that fits one silently fails on the other.
    var info = stat()
    guard
      stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) <= Self.maximumSize,
      let data = try? Data(contentsOf: url),
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
    let directory = url.deletingLastPathComponent()
    // Succeeds when the folder exists already, and then leaves its permissions alone.
    guard
      (try? FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])) != nil
    else { return false }
    let temporary = directory.appending(
      path: ".history-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    ).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    let written = Self.writeAll(text, to: descriptor)
    close(descriptor)
    guard written, rename(temporary, url.path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return true }
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
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
