/// Turns the raw bytes a terminal sends in raw mode into editor keys.
///
/// A read can end in the middle of an escape sequence or a UTF-8 character, so an unfinished
/// tail is kept for the next read instead of being misread as separate keys.
struct KeyDecoder {
  /// Longer than any key sequence a terminal sends; beyond this a sequence is garbage, and
  /// waiting for its end would swallow everything typed after it.
  private static let longestEscapeSequence = 32

  private var unfinished: [UInt8] = []
  /// A pasted CR LF line ending is one Enter, not an Enter and an empty line.
  private var previousWasCarriageReturn = false

  mutating func decode(_ chunk: some Sequence<UInt8>) -> [EditorKey] {
    var bytes = unfinished
    bytes.append(contentsOf: chunk)
    unfinished = []

    var keys: [EditorKey] = []
    var text = String.UnicodeScalarView()
    func emit(_ key: EditorKey) {
      if !text.isEmpty {
        keys.append(.insert(Array(String(text))))
        text = String.UnicodeScalarView()
      }
      keys.append(key)
    }

    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let followsCarriageReturn = previousWasCarriageReturn
      previousWasCarriageReturn = byte == 0x0D
      switch byte {
      case 0x1B:
        switch Self.escapeSequence(in: bytes, at: index) {
        case .unfinished:
          unfinished = Array(bytes[index...])
          index = bytes.count
        case .key(let key, let length):
          emit(key)
          index += length
        case .ignored(let length):
          index += length
        }
      case 0x0A where followsCarriageReturn:
        index += 1
      case 0x09:
        // A pasted tab still separates words; a tab character itself would break the redraw.
        text.append(" ")
        index += 1
      case 0x00..<0x20, 0x7F:
        if let key = Self.controlKeys[byte] { emit(key) }
        index += 1
      case 0x20..<0x80:
        text.append(Unicode.Scalar(byte))
        index += 1
      default:
        switch Self.utf8Scalar(in: bytes, at: index) {
        case .unfinished:
          unfinished = Array(bytes[index...])
          index = bytes.count
        case .scalar(let scalar, let length):
          // C1 controls are as dangerous in the buffer as C0 ones.
          if scalar.properties.generalCategory != .control { text.append(scalar) }
          index += length
        case .invalid(let length):
          text.append("\u{FFFD}")
          index += length
        }
      }
    }
    if !text.isEmpty { keys.append(.insert(Array(String(text)))) }
    return keys
  }

  private static let controlKeys: [UInt8: EditorKey] = [
    0x01: .home, 0x02: .left, 0x03: .interrupt, 0x04: .deleteOrEndOfInput, 0x05: .end,
    0x06: .right, 0x08: .backspace, 0x0A: .enter, 0x0B: .killToEnd, 0x0C: .clearScreen,
    0x0D: .enter, 0x0E: .historyNext, 0x10: .historyPrevious, 0x15: .killToStart,
    0x17: .deleteWordBack, 0x7F: .backspace,
  ]

  private enum Escape {
    case unfinished
    case key(EditorKey, length: Int)
    case ignored(length: Int)
  }

  private static func escapeSequence(in bytes: [UInt8], at start: Int) -> Escape {
    guard start + 1 < bytes.count else { return .unfinished }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return controlSequence(in: bytes, at: start)
    case UInt8(ascii: "O"):
      guard start + 2 < bytes.count else { return .unfinished }
      guard let key = cursorKey(final: bytes[start + 2], modifier: 1) else {
        return .ignored(length: 3)
      }
      return .key(key, length: 3)
    case UInt8(ascii: "b"):
      return .key(.wordLeft, length: 2)
    case UInt8(ascii: "f"):
      return .key(.wordRight, length: 2)
    case 0x7F:
      return .key(.deleteWordBack, length: 2)
    default:
      // Escape alone, or Alt with a key we do not bind: the key itself still counts.
      return .ignored(length: 1)
    }
  }

  /// `ESC [`, parameter bytes, intermediate bytes, one final byte (ECMA-48).
  private static func controlSequence(in bytes: [UInt8], at start: Int) -> Escape {
    var index = start + 2
    while index < bytes.count {
      let byte = bytes[index]
      let length = index - start + 1
      switch byte {
      case 0x20...0x3F:
        if length >= longestEscapeSequence { return .ignored(length: length) }
        index += 1
      case 0x40...0x7E:
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
          .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard let key = controlSequenceKey(final: byte, parameters: parameters) else {
          return .ignored(length: length)
        }
        return .key(key, length: length)
      default:
        // Not part of any sequence: give up on it so the byte is read as the key it is.
        return .ignored(length: length - 1)
      }
    }
    return .unfinished
  }

  private static func controlSequenceKey(final: UInt8, parameters: [Int?]) -> EditorKey? {
    if final == UInt8(ascii: "~") {
      switch parameters.first ?? nil {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .deleteForward
      default: return nil
      }
    }
    let modifier = parameters.count > 1 ? (parameters[1] ?? 1) : 1
    return cursorKey(final: final, modifier: modifier)
  }

  /// Arrows, Home and End; with Alt or Ctrl held (xterm modifier > 1) left and right move by word.
  private static func cursorKey(final: UInt8, modifier: Int) -> EditorKey? {
    switch final {
    case UInt8(ascii: "A"): return .historyPrevious
    case UInt8(ascii: "B"): return .historyNext
    case UInt8(ascii: "C"): return modifier > 1 ? .wordRight : .right
    case UInt8(ascii: "D"): return modifier > 1 ? .wordLeft : .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }

  private enum UTF8Sequence {
    case unfinished
    case scalar(Unicode.Scalar, length: Int)
    /// The longest invalid prefix, replaced by one U+FFFD (the Unicode "maximal subpart" rule).
    case invalid(length: Int)
  }

  private static func utf8Scalar(in bytes: [UInt8], at start: Int) -> UTF8Sequence {
    let lead = bytes[start]
    let length: Int
    let secondRange: ClosedRange<UInt8>
    switch lead {
    case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xE1...0xEF: (length, secondRange) = (3, 0x80...0xBF)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
    default: return .invalid(length: 1)
    }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      guard start + offset < bytes.count else { return .unfinished }
      let byte = bytes[start + offset]
      let valid = offset == 1 ? secondRange.contains(byte) : (0x80...0xBF).contains(byte)
      guard valid else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
    return .scalar(scalar, length: length)
  }
}
