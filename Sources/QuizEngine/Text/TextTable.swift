/// Tables written as text in the source: a row a line, fields split at a separator byte, each
/// trimmed of spaces. Read on the UTF-8 bytes, so a table costs little more than copying it:
/// split by `Character`, the accepted-names table alone cost 14 M instructions at start-up.
/// Separators and spaces are ASCII, so every cut falls between scalars.
public enum TextTable {
  /// The non-blank lines of `text`, each cut at `separator` (nil: not cut). With `limit`, only
  /// the first `limit` fields of a line are read; the rest is left as text never copied.
  @_optimize(speed)
  public static func rows(_ text: String, separator: UInt8?, limit: Int = .max) -> [[String]] {
    let newline = UInt8(ascii: "\n")
    // No separator: a line is cut only at its end.
    let cut = separator ?? newline
    var text = text
    return text.withUTF8 { bytes in
      var rows: [[String]] = []
      var lineStart = 0
      while lineStart <= bytes.count {
        var fields: [String] = []
        var fieldStart = lineStart
        var end = fieldStart
        while true {
          while end < bytes.count, bytes[end] != cut, bytes[end] != newline { end += 1 }
          fields.append(trimmed(bytes, fieldStart, end))
          guard end < bytes.count, bytes[end] != newline, fields.count < limit else { break }
          end += 1
          fieldStart = end
        }
        while end < bytes.count, bytes[end] != newline { end += 1 }
        if fields.count > 1 || !fields[0].isEmpty { rows.append(fields) }
        lineStart = end + 1
      }
      return rows
    }
  }

  /// The non-empty items of `text` cut at `separator` or at a line end, trimmed: "Soviet,
  /// Yugoslav".
  public static func items(_ text: String, separator: UInt8) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var items: [String] = []
      var start = 0
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : separator
        guard byte == separator || byte == UInt8(ascii: "\n") else { continue }
        let item = trimmed(bytes, start, index)
        if !item.isEmpty { items.append(item) }
        start = index + 1
      }
      return items
    }
  }

  private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> String
  {
    var start = start
    var end = end
    while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
    while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}
