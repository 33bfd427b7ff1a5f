/// Where a game comes from when it is not made on the spot: a URL or a file in the
/// `{"question": ..., "answer": [...]}` shape. The view model shows `loading(source)` while
/// `load()` runs, and `error` with a retry when it fails.
public protocol GameLoader: Sendable {
  /// What is being loaded, as shown to the player: a URL without credentials, or a path.
  var source: String { get }
  func load() async throws(GameLoadError) -> Game
}

/// Why a game could not be loaded. The two are told apart because they call for different
/// actions (and `quiz` exits 65 for one and 69 for the other).
public enum GameLoadError: Error, Sendable, Hashable {
  /// The data arrived but is not a valid game; the text says what is wrong.
  case invalidData(String)
  /// The source could not be reached; the text says how.
  case unreachable(String)
}
