import Foundation

/// A directory of its own for one test. Tests call `remove()` in a `defer`: that also keeps
/// the value alive to the end of the test, where deinit alone could run after its last use
/// and let a store recreate the directory behind it.
final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("CountryDataTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { remove() }

  func remove() { try? FileManager.default.removeItem(at: url) }

  /// Every name in the directory, hidden ones included.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}
