import Synchronization

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

/// Best scores in one JSON file, `$XDG_STATE_HOME/quiz/scores.json`, else
/// `~/.local/state/quiz/scores.json`:
///
///     {"version": 1, "scores": {"world": {"found": 150, "total": 195, "seconds": 900}}}
///
/// Readable by its owner only (0600), written whole through a temporary file and a rename, so
/// a crash or a second `quiz` never leaves half a file. A file that is missing, too big, not
/// JSON or not in this shape holds no scores, and the next save replaces it.
public final class FileScoreStore: ScoreStore {
  /// Far more than every game's score: anything larger is not ours.
  static let maximumSize = 1 << 20

  public enum Error: Swift.Error, Equatable {
    case cannotWrite
  }

  public let url: URL
  /// Saves of one process one at a time, so two finishing games never lose one another's score.
  private let saving = Mutex(())

  public init(url: URL) { self.url = url }

  /// Nil when neither XDG_STATE_HOME nor HOME says where the file goes. Relative paths count
  /// as unset, as the XDG specification asks.
  public static func resolve(environment: [String: String]) -> FileScoreStore? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return FileScoreStore(url: URL(fileURLWithPath: state).appending(path: "quiz/scores.json"))
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return FileScoreStore(
      url: URL(fileURLWithPath: home).appending(path: ".local/state/quiz/scores.json"))
  }

  public func bestScore(for gameID: String) -> BestScore? {
    load()[gameID]
  }

  public func save(_ score: BestScore, for gameID: String) throws {
    try saving.withLock { _ in
      var scores = load()
      scores[gameID] = score
      try replaceFile(with: ScoresFile(version: ScoresFile.currentVersion, scores: scores))
    }
  }

  /// Every game's score; empty for anything unreadable.
  public func load() -> [String: BestScore] {
    // stat(2), not FileManager's attributes: they differ between Foundation and
    // FoundationEssentials.
    var info = stat()
    guard
      stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) <= Self.maximumSize,
      let data = try? Data(contentsOf: url),
      let file = try? JSONDecoder().decode(ScoresFile.self, from: data),
      file.version == ScoresFile.currentVersion
    else { return [:] }
    return file.scores.filter { _, score in
      score.found >= 0 && score.total >= score.found && score.seconds >= 0
        && score.seconds.isFinite
    }
  }

  private func replaceFile(with file: ScoresFile) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(file) else { throw Error.cannotWrite }
    let directory = url.deletingLastPathComponent()
    guard
      (try? FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])) != nil
    else { throw Error.cannotWrite }
    let temporary = directory.appending(
      path: ".scores-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    ).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Error.cannotWrite }
    let written = Self.writeAll(data, to: descriptor) && fsync(descriptor) == 0
    close(descriptor)
    guard written, rename(temporary, url.path) == 0 else {
      unlink(temporary)
      throw Error.cannotWrite
    }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
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

  private struct ScoresFile: Codable {
    static let currentVersion = 1
    let version: Int
    let scores: [String: BestScore]
  }
}
