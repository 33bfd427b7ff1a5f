import QuizStorage

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

/// `CountryStore` on disk: one file per entry in a directory of its own.
///
/// Saving writes a temporary file in the same directory, flushes it, then renames it over the
/// entry, so readers and other processes see a whole old file or a whole new one, never a mix.
/// A damaged, truncated, foreign or unreadable file reads as no entry and is replaced by the
/// next save. No key is ever given to the store, so none can reach its files.
///
/// Several processes may save the same entry at once: each writes its own temporary file, and
/// the last rename wins, whole. A temporary file left by a process that died mid-save
/// (`.countries-….<pid>.<uuid>.tmp`) is removed by the next save in the directory once its
/// process is gone, or once it is an hour old whoever wrote it (a reused process id, another
/// machine sharing the directory).
public struct FileCountryStore: CountryStore {
  /// Larger files are not ours: the real catalog is about 0.5 MB.
  static let maximumFileSize = 64 * 1024 * 1024

  public enum Error: Swift.Error, Equatable {
    case cannotCreateDirectory
    case cannotWrite
  }

  public let directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// The store in the cache folder `StorageDirectories` names: `$QUIZ_CACHE_DIR`, else
  /// `$XDG_CACHE_HOME/quiz`, else `$HOME/.cache/quiz`. Nil when none says where.
  public static func resolve(environment: [String: String]) -> FileCountryStore? {
    StorageDirectories(environment: environment).cache.map(FileCountryStore.init)
  }

  /// Where the entry for `key` lives (whether or not it exists yet): for `quiz data status`.
  public func fileURL(for key: CountryStoreKey) -> URL {
    directory.appendingPathComponent("countries-\(key.identifier).cache")
  }

  public func retrieve(_ key: CountryStoreKey) async throws -> CachedCountries? {
    guard let data = StateFile.read(fileURL(for: key), maximumSize: Self.maximumFileSize) else {
      return nil
    }
    return try? CountryCacheFile.decode(data, for: key)
  }

  public func save(_ entry: CachedCountries, for key: CountryStoreKey) async throws {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw Error.cannotCreateDirectory
    }
    removeAbandonedTemporaryFiles()
    let destination = fileURL(for: key)
    let temporary = directory.appendingPathComponent(
      ".\(destination.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
    let data = CountryCacheFile.encode(entry, for: key)
    guard Self.writeAndSync(data, to: temporary.path),
      rename(temporary.path, destination.path) == 0
    else {
      unlink(temporary.path)
      throw Error.cannotWrite
    }
  }

  static let abandonedTemporaryFileAge: TimeInterval = 3_600

  /// Best effort: a leftover that cannot be removed now is tried again by the next save.
  private func removeAbandonedTemporaryFiles() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
      return
    }
    let now = Date()
    for name in names where name.hasPrefix(".countries-") && name.hasSuffix(".tmp") {
      let path = directory.appendingPathComponent(name).path
      let writer = Self.writerProcess(ofTemporaryFile: name)
      let writerIsGone = writer.map { $0 != getpid() && !Self.isRunning($0) } ?? false
      let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate]
      let isOld = (modified as? Date).map {
        now.timeIntervalSince($0) > Self.abandonedTemporaryFileAge
      }
      if writerIsGone || isOld == true { unlink(path) }
    }
  }

  /// The process id in `.countries-<id>.cache.<pid>.<uuid>.tmp`; nil for any other name.
  private static func writerProcess(ofTemporaryFile name: String) -> pid_t? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 6, parts[2] == "cache", let pid = pid_t(parts[3]), pid > 0 else {
      return nil
    }
    return pid
  }

  /// Whether a process with this id exists: one of another user's counts (EPERM).
  private static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno != ESRCH
  }

  /// Writes a new file and flushes it to disk, so the rename never publishes a partial file.
  private static func writeAndSync(_ data: Data, to path: String) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { return false }
    var ok = data.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        let written = write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
    ok = fsync(fd) == 0 && ok
    return close(fd) == 0 && ok
  }
}
