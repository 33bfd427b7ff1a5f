#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where `quiz` keeps what it writes, read from the environment alone, as the XDG base
/// directory specification asks. The cache, the input history and the best scores all find
/// their folders here, so `HOME=/tmp/x quiz` keeps everything under `/tmp/x`.
///
/// A variable that is unset, empty or relative counts as unset. Home is `$HOME` and nothing
/// else (not the password database): a run with no usable `HOME` and no XDG variable has
/// nowhere to keep files, and its callers keep nothing.
public struct StorageDirectories: Sendable, Equatable {
  /// What the person keeps between runs (history, scores): `$XDG_STATE_HOME/quiz`, else
  /// `$HOME/.local/state/quiz`.
  public let state: URL?
  /// What can be fetched again (live country data): `$QUIZ_CACHE_DIR`, else
  /// `$XDG_CACHE_HOME/quiz`, else `$HOME/.cache/quiz`.
  public let cache: URL?

  /// Looks at the variables only: no file is touched, so it costs nothing at start-up.
  public init(environment: [String: String]) {
    let home = Self.absolutePath(environment["HOME"])
    state =
      Self.absolutePath(environment["XDG_STATE_HOME"]).map { Self.folder($0, "quiz") }
      ?? home.map { Self.folder($0, ".local/state/quiz") }
    // An explicit QUIZ_CACHE_DIR is the person's own choice, so a relative one is kept,
    // relative to the current directory; the XDG rule for relative paths is about XDG's.
    if let explicit = environment["QUIZ_CACHE_DIR"], !explicit.isEmpty {
      cache = URL(fileURLWithPath: explicit, isDirectory: true)
    } else {
      cache =
        Self.absolutePath(environment["XDG_CACHE_HOME"]).map { Self.folder($0, "quiz") }
        ?? home.map { Self.folder($0, ".cache/quiz") }
    }
  }

  /// A file of the state folder, `history` or `scores.json`; nil when there is no state folder.
  public func stateFile(named name: String) -> URL? {
    state?.appending(path: name, directoryHint: .notDirectory)
  }

  private static func absolutePath(_ value: String?) -> String? {
    guard let value, value.hasPrefix("/") else { return nil }
    return value
  }

  private static func folder(_ base: String, _ path: String) -> URL {
    URL(fileURLWithPath: base, isDirectory: true).appending(path: path, directoryHint: .isDirectory)
  }
}
