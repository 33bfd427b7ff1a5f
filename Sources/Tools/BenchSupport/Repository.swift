import Foundation

/// The repository the tools were built from, found from this file rather than the working
/// directory, so that a benchmark reads the same corpus and fixtures wherever it is run from.
public enum Repository {
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // BenchSupport
    .deletingLastPathComponent()  // Tools
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  /// A file or folder by its path from the repository's root.
  public static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }
}
