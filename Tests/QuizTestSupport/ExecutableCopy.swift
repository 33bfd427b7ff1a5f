import Foundation

/// Puts a program where a test will run it, without this process ever holding the new file open
/// for writing. Tests run in parallel and start children all the time; a child forked while the
/// copy is open for writing inherits that descriptor, and running the copy then fails with
/// ETXTBSY ("Text file busy") for as long as that child lives. `install` writes it in a process
/// of its own instead, which no other test's child can inherit from.
package enum ExecutableCopy {
  package static func copy(_ source: URL, to destination: URL) throws {
    let result = try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/install"), ["-m", "755", source.path, destination.path])
    guard result.status == 0 else {
      throw CopyFailed(description: "install \(source.path): \(result.errorOutput)")
    }
  }

  /// A script from its text: the text is written beside it, never executed itself.
  package static func write(_ script: String, to destination: URL) throws {
    let source = destination.appendingPathExtension("source")
    try Data(script.utf8).write(to: source)
    try copy(source, to: destination)
  }

  package struct CopyFailed: Error, CustomStringConvertible {
    package let description: String
  }
}
