/// Checks that bytes are JSON as RFC 8259 writes it, and says where they are not, as a pack's
/// author needs to fix it: "line 3, column 12: a comma before ]".
///
/// Foundation's decoder forgives what JSON does not allow (a comma before a closing bracket,
/// among others), so a pack that works here would fail in every other reader; its errors say
/// neither where nor what. This reads the bytes once, without recursion (a deep document cannot
/// exhaust the stack), before the decoder sees them.
public enum StrictJSON {
  /// Deeper than any quiz needs (a pack is three deep), shallow enough to be no attack.
  public static let maximumDepth = 100

  /// Where the bytes stop being JSON, and why.
  public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Counted from 1, as an editor counts.
    public let line: Int
    /// Counted from 1, a character (a Unicode scalar) a column.
    public let column: Int
    /// What is there, ending a sentence: "a comma before ]".
    public let problem: String

    public var description: String { "line \(line), column \(column): \(problem)" }
  }

  /// The bytes without a leading byte order mark, which RFC 8259 lets a reader ignore.
  public static func withoutByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
  }

  /// Throws where the bytes stop being JSON.
  public static func check(_ bytes: ArraySlice<UInt8>) throws(SyntaxError) {
    var reader = Reader(bytes: bytes)
    try reader.document()
  }

  private enum Container { case array, object }

  private struct Reader {
    let bytes: ArraySlice<UInt8>
    var index: Int
    var line = 1
    /// Where the current line starts, to count columns from.
    var lineStart: Int

    init(bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      index = bytes.startIndex
      lineStart = bytes.startIndex
    }

    mutating func document() throws(SyntaxError) {
      skipSpace()
      guard index < bytes.endIndex else { throw error("an empty document") }
      var stack: [Container] = []
      try value(&stack)
      while let container = stack.last {
        skipSpace()
        let position = index
        guard let byte = peek() else { throw error(endWhile: container) }
        if byte == UInt8(ascii: ",") {
          index += 1
          skipSpace()
          if let next = peek(), next == closing(container) {
            throw error("a comma before \(Character(Unicode.Scalar(next)))", at: position)
          }
          if container == .object { try key() }
          try value(&stack)
        } else if byte == closing(container) {
          index += 1
          stack.removeLast()
        } else {
          throw unexpected(where: "a comma or \(Character(Unicode.Scalar(closing(container))))")
        }
      }
      skipSpace()
      guard index == bytes.endIndex else {
        let rest = bytes[index...]
        throw rest.starts(with: Array("//".utf8)) || rest.starts(with: Array("/*".utf8))
          ? error("a comment, which JSON does not allow") : error("more after the end of the JSON")
      }
    }

    /// One value; an array or object is opened, pushed, and its first member read.
    private mutating func value(_ stack: inout [Container]) throws(SyntaxError) {
      skipSpace()
      guard let byte = peek() else { throw error("the end, where a value should be") }
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        let container: Container = byte == UInt8(ascii: "[") ? .array : .object
        guard stack.count < StrictJSON.maximumDepth else {
          throw error("lists and objects nested more than \(StrictJSON.maximumDepth) deep")
        }
        index += 1
        skipSpace()
        if peek() == closing(container) {
          index += 1
          return
        }
        stack.append(container)
        if container == .object { try key() }
        try value(&stack)
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): try word()
      default: throw unexpected(where: "a value")
      }
    }

    /// A member's name and its colon.
    private mutating func key() throws(SyntaxError) {
      skipSpace()
      guard peek() == UInt8(ascii: "\"") else { throw unexpected(where: "a name in double quotes") }
      try string()
      skipSpace()
      guard peek() == UInt8(ascii: ":") else { throw unexpected(where: "a colon") }
      index += 1
    }

    private mutating func string() throws(SyntaxError) {
      let start = index
      index += 1
      while let byte = peek() {
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return
        case UInt8(ascii: "\\"):
          let escape = index
          index += 1
          guard let next = peek() else { break }
          if next == UInt8(ascii: "u") {
            let digits = bytes[(index + 1)...].prefix(4)
            guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else {
              throw error("a \\u escape without four hexadecimal digits", at: escape)
            }
            index += 5
          } else if Self.escapes.contains(next) {
            index += 1
          } else {
            throw error("a backslash before a character JSON does not escape", at: escape)
          }
        case 0x00..<0x20:
          throw error(
            byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
              ? "a line break inside a string" : "a control character inside a string")
        case 0x80...:
          try multibyte()
        default:
          index += 1
        }
      }
      throw error("a string that is never closed", at: start)
    }

    /// One UTF-8 sequence, checked as Unicode's decoder does.
    private mutating func multibyte() throws(SyntaxError) {
      var decoder = UTF8()
      var iterator = bytes[index...].makeIterator()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
        throw error("bytes that are not UTF-8")
      }
      index += UTF8.width(scalar)
    }

    private mutating func number() throws(SyntaxError) {
      let start = index
      if peek() == UInt8(ascii: "-") { index += 1 }
      guard let first = peek(), Self.isDigit(first) else {
        throw error("a minus sign without a number after it", at: start)
      }
      index += 1
      if first == UInt8(ascii: "0"), let next = peek(), Self.isDigit(next) {
        throw error("a number that starts with 0", at: start)
      }
      skipDigits()
      if peek() == UInt8(ascii: ".") {
        index += 1
        guard let next = peek(), Self.isDigit(next) else {
          throw error("a number with no digit after its point", at: start)
        }
        skipDigits()
      }
      if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        index += 1
        if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
          index += 1
        }
        guard let next = peek(), Self.isDigit(next) else {
          throw error("a number with no digit in its exponent", at: start)
        }
        skipDigits()
      }
    }

    /// `true`, `false` or `null`; any other word is no value.
    private mutating func word() throws(SyntaxError) {
      let start = index
      while let byte = peek(), Self.isLetter(byte) { index += 1 }
      let word = String(decoding: bytes[start..<index], as: UTF8.self)
      guard ["true", "false", "null"].contains(word) else {
        index = start
        throw unexpected(where: "a value")
      }
    }

    // MARK: - Bytes

    private func peek() -> UInt8? {
      index < bytes.endIndex ? bytes[index] : nil
    }

    private func closing(_ container: Container) -> UInt8 {
      container == .array ? UInt8(ascii: "]") : UInt8(ascii: "}")
    }

    /// JSON's four spaces. A comment is not one: it is reported where a value or a comma is
    /// looked for.
    private mutating func skipSpace() {
      while let byte = peek() {
        switch byte {
        case UInt8(ascii: "\n"):
          line += 1
          lineStart = index + 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
        default: return
        }
        index += 1
      }
    }

    private mutating func skipDigits() {
      while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    private static let escapes: Set<UInt8> = Set(#""\/bfnrt"#.utf8)

    private static func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
      isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    // MARK: - Errors

    private func error(_ problem: String, at position: Int? = nil) -> SyntaxError {
      let position = position ?? index
      // Columns count characters: the bytes of the line so far that start one.
      let column =
        bytes[lineStart..<min(position, bytes.endIndex)].count { $0 & 0xC0 != 0x80 } + 1
      return SyntaxError(line: line, column: column, problem: problem)
    }

    private func error(endWhile container: Container) -> SyntaxError {
      error(
        container == .array
          ? "the end, where a comma or ] should be" : "the end, where a comma or } should be")
    }

    /// What stands where something else should: named when it is something a person would have
    /// meant, shown when it is printable, and never a control character or escape sequence.
    private func unexpected(where expected: String) -> SyntaxError {
      guard let byte = peek() else { return error("the end, where \(expected) should be") }
      let rest = bytes[index...]
      let found: String
      if rest.starts(with: Array("//".utf8)) || rest.starts(with: Array("/*".utf8)) {
        return error("a comment, which JSON does not allow")
      } else if byte == UInt8(ascii: "'") {
        return error("a single quote: JSON strings take double quotes")
      } else if byte == UInt8(ascii: ",") {
        found = "a comma"
      } else if byte == UInt8(ascii: "\"") {
        found = "a string"
      } else if Self.isLetter(byte) {
        let word = rest.prefix { Self.isLetter($0) || Self.isDigit($0) || $0 == UInt8(ascii: "_") }
        found = "\"\(String(decoding: word.prefix(20), as: UTF8.self))\""
      } else if (0x21...0x7E).contains(byte) {
        found = "\"\(Character(Unicode.Scalar(byte)))\""
      } else if byte >= 0x80 {
        var decoder = UTF8()
        var iterator = rest.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
          return error("bytes that are not UTF-8")
        }
        let shown = UntrustedText.cleaned(String(Character(scalar)))
        found = shown.isEmpty ? "a control character" : "\"\(shown)\""
      } else {
        found = "a control character"
      }
      return error("\(found) where \(expected) should be")
    }
  }
}
