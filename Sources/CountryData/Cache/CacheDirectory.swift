#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the country cache lives, from the environment alone.
public enum CacheDirectory {
  /// `$QUIZ_CACHE_DIR`, else `$XDG_CACHE_HOME/quiz`, else `<home>/.cache/quiz`.
  ///
  /// Empty variables count as unset, and so does a relative `XDG_CACHE_HOME`, as the XDG
  /// base directory specification asks. A relative `QUIZ_CACHE_DIR` is the user's explicit
  /// choice and is kept, relative to the current directory.
  public static func resolve(
    environment: [String: String],
    homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
  ) -> URL {
    if let explicit = environment["QUIZ_CACHE_DIR"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit, isDirectory: true)
    }
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true)
        .appendingPathComponent("quiz", isDirectory: true)
    }
    return
      homeDirectory
      .appendingPathComponent(".cache", isDirectory: true)
      .appendingPathComponent("quiz", isDirectory: true)
  }

  /// The same, for this process's environment and user.
  public static func resolve() -> URL {
    resolve(
      environment: ProcessInfo.processInfo.environment,
      homeDirectory: FileManager.default.homeDirectoryForCurrentUser)
  }
}
