/// An API key that never shows itself in descriptions, dumps or string interpolation.
struct APIKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  let value: String

  /// Visible ASCII only: a space or a line break would let it break out of its header.
  var isUsable: Bool {
    !value.isEmpty && value.utf8.allSatisfy { (0x21...0x7E).contains($0) }
  }

  var description: String { "<redacted>" }
  var debugDescription: String { "<redacted>" }
  var customMirror: Mirror { Mirror(self, children: []) }
}
