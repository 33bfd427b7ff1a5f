#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small file of the person's own that `quiz` keeps between runs (the input history, best
/// scores, game records): reading it defensively, replacing it whole, changing it under a lock
/// that other `quiz` processes respect, and keeping a damaged one aside.
/// `StorageDirectories` says where it lives.
public enum StateFile {
  /// The file's bytes; nil when it is missing, not a regular file, or larger than
  /// `maximumSize` (anything that large is not ours).
  public static func read(_ url: URL, maximumSize: Int) -> Data? {
    guard case .regularFile(let size) = entry(at: url), size <= maximumSize else { return nil }
    return try? Data(contentsOf: url)
  }

  /// Whether a regular file is at `url` (not a folder, not missing), whatever its size.
  public static func isRegularFile(_ url: URL) -> Bool {
    if case .regularFile = entry(at: url) { return true }
    return false
  }

  /// What is at a path, read before a file is: a huge file or a device is refused unread.
  public enum Entry: Sendable, Equatable {
    case missing
    /// A folder, a device, a socket.
    case notARegularFile
    case regularFile(size: Int)
  }

  public static func entry(at url: URL) -> Entry {
    // stat(2), not FileManager's attributes: their size is an NSNumber in Foundation and a UInt
    // in FoundationEssentials, and a cast that fits one silently fails on the other.
    var info = stat()
    guard stat(url.path, &info) == 0 else { return .missing }
    guard info.st_mode & S_IFMT == S_IFREG else { return .notARegularFile }
    return .regularFile(size: Int(info.st_size))
  }

  /// Replaces the file whole, readable by its owner only (0600, in a 0700 folder made when
  /// missing), through a temporary file and a rename, so a crash or a second `quiz` never
  /// leaves half a file. `sync` flushes it to disk before the rename. False when it failed.
  public static func replace(_ url: URL, with data: Data, sync: Bool) -> Bool {
    let directory = url.deletingLastPathComponent()
    // Succeeds when the folder exists already, and then leaves its permissions alone.
    guard
      (try? FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])) != nil
    else { return false }
    let temporary = directory.appending(
      path: ".\(url.lastPathComponent)-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    ).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    let written = writeAll(data, to: descriptor) && (!sync || fsync(descriptor) == 0)
    close(descriptor)
    guard written, rename(temporary, url.path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Runs `body` holding an exclusive lock on `url` that every `quiz` process shares: a
  /// read, change and write inside it never loses another process's write (two games ending
  /// at the same moment both keep their results). The lock is `flock(2)` on a hidden
  /// `.NAME.lock` beside the file (0600, in a 0700 folder made when missing), kept rather than
  /// removed, as removing it would let a waiter lock a file that is gone. Each call opens it
  /// afresh, so threads of one process exclude one another too. Without a folder for it, the
  /// body runs unlocked: the write that follows will fail anyway.
  public static func withExclusiveLock<Result, Failure: Error>(
    on url: URL, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let directory = url.deletingLastPathComponent()
    _ = try? FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let lockPath = directory.appending(path: ".\(url.lastPathComponent).lock").path
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    var locked = flock(descriptor, LOCK_EX)
    while locked != 0, errno == EINTR { locked = flock(descriptor, LOCK_EX) }
    // Closing the descriptor releases the lock, even when the body throws.
    return try body()
  }

  /// Moves a file that could not be read as ours to `NAME.corrupt` (replacing an older one),
  /// so the next save does not destroy what a person may still want to recover by hand.
  /// False when there was nothing to move or it could not be moved.
  @discardableResult
  public static func keepAside(_ url: URL) -> Bool {
    rename(url.path, url.path + ".corrupt") == 0
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
}
