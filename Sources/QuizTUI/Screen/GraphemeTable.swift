import Synchronization

/// The graphemes of more than one scalar that cells have held, each numbered once for the
/// process, so a `Cell` stays plain data. They are few (flags, emoji sequences, letters with
/// combining marks); the table keeps what it is given, up to `capacity`, after which a new one
/// shows as U+FFFD rather than grow without end on hostile text.
enum GraphemeTable {
  /// Codes from here are table keys: above every Unicode scalar.
  static let firstKey: UInt32 = 0x11_0000
  static let capacity = 1 << 16

  private struct Entries {
    var codes: [String: UInt32] = [:]
    var texts: [String] = []
  }

  private static let entries = Mutex(Entries())

  static func code(of text: String) -> UInt32 {
    var scalars = text.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    if scalars.next() == nil { return first.value }
    return entries.withLock { entries in
      if let code = entries.codes[text] { return code }
      guard entries.texts.count < capacity else { return 0xFFFD }
      let code = firstKey + UInt32(entries.texts.count)
      entries.codes[text] = code
      entries.texts.append(text)
      return code
    }
  }

  static func text(of code: UInt32) -> String {
    if code == 0 { return "" }
    if code < firstKey { return Unicode.Scalar(code).map { String(Character($0)) } ?? "\u{FFFD}" }
    let index = Int(code - firstKey)
    return entries.withLock { entries in
      entries.texts.indices.contains(index) ? entries.texts[index] : "\u{FFFD}"
    }
  }
}
