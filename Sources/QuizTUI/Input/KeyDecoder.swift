/// Turns raw terminal input into keys: control characters into their keys, escape sequences
/// curses did not know into keys, and a bracketed paste (`ESC [200~ … ESC [201~`) into one
/// `.paste`, so pasted newlines never send anything. Keeps its state between reads, because a
/// paste can span many.
public struct KeyDecoder: Sendable {
  /// A paste is cut off here; the rest of it is dropped rather than held in memory.
  public static let pasteLimit = 4096

  private var paste: String?
  private var pending: [Unicode.Scalar] = []

  public init() {}

  public var isInPaste: Bool { paste != nil }

  /// Decodes one read's worth of input. A lone ESC at the end of it is the Escape key: curses
  /// has already waited for the rest of a sequence before handing it over.
  public mutating func decode(_ inputs: [RawInput]) -> [Key] {
    var keys: [Key] = []
    for input in inputs {
      switch input {
      case .character(let scalar):
        pending.append(scalar)
        drain(into: &keys, atEnd: false)
      case .key(let named):
        drain(into: &keys, atEnd: true)
        if let key = Self.key(for: named) {
          if paste != nil, key == .enter {
            appendToPaste(" ")
          } else {
            keys.append(key)
          }
        }
      }
    }
    drain(into: &keys, atEnd: true)
    return Self.coalesced(keys)
  }

  private mutating func drain(into keys: inout [Key], atEnd: Bool) {
    while let first = pending.first {
      if first == "\u{1B}" {
        switch Self.escapeSequence(in: pending) {
        case .incomplete:
          if !atEnd { return }
          pending.removeFirst()
          if paste == nil { keys.append(.escape) }
        case .sequence(let length, let meaning):
          pending.removeFirst(length)
          handle(meaning, into: &keys)
        }
        continue
      }
      pending.removeFirst()
      if paste != nil {
        appendToPaste(Self.isLineBreak(first) || first == "\t" ? " " : pasteCharacter(first))
      } else if let key = Self.key(forCharacter: first) {
        keys.append(key)
      }
    }
  }

  private func pasteCharacter(_ scalar: Unicode.Scalar) -> String {
    scalar.properties.generalCategory == .control ? "" : String(Character(scalar))
  }

  private mutating func appendToPaste(_ text: String) {
    guard var current = paste, current.unicodeScalars.count < Self.pasteLimit else { return }
    current += text
    paste = current
  }

  private mutating func handle(_ meaning: SequenceMeaning, into keys: inout [Key]) {
    switch meaning {
    case .pasteStart:
      paste = paste ?? ""
    case .pasteEnd:
      if let text = paste { keys.append(.paste(text)) }
      paste = nil
    case .key(let key):
      if paste == nil { keys.append(key) }
    case .ignored:
      break
    }
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\r" || scalar == "\n"
  }

  private static func key(forCharacter scalar: Unicode.Scalar) -> Key? {
    switch scalar.value {
    case 0x0D, 0x0A: return .enter
    case 0x08, 0x7F: return .backspace
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(scalar.value + 0x60)!))
    case 0x00...0x1F, 0x80...0x9F: return nil
    default: return .text(String(Character(scalar)))
    }
  }

  private static func key(for named: NamedKey) -> Key? {
    switch named {
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    case .home: .home
    case .end: .end
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .delete: .delete
    case .backspace: .backspace
    case .enter: .enter
    case .function(let number): .function(number)
    case .resize: .resize
    case .wheelUp: .wheelUp
    case .wheelDown: .wheelDown
    case .unknown: nil
    }
  }

  /// Runs of typed characters become one `.text`, so a fast typist or a paste without
  /// bracketing costs one redraw, not one a character.
  private static func coalesced(_ keys: [Key]) -> [Key] {
    var result: [Key] = []
    for key in keys {
      if case .text(let next) = key, case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + next)
      } else {
        result.append(key)
      }
    }
    return result
  }

  private enum SequenceMeaning {
    case pasteStart, pasteEnd, key(Key), ignored
  }

  private enum SequenceMatch {
    case incomplete
    case sequence(length: Int, meaning: SequenceMeaning)
  }

  /// Sequences for when the terminal's description lacks a key, plus the paste brackets,
  /// which no description lists. ESC followed by anything else is Alt with that character.
  private static func escapeSequence(in scalars: [Unicode.Scalar]) -> SequenceMatch {
    guard scalars.count >= 2 else { return .incomplete }
    switch scalars[1] {
    case "[":
      // CSI: parameters and intermediates, then one final byte in @…~.
      var index = 2
      while index < scalars.count {
        let value = scalars[index].value
        if (0x40...0x7E).contains(value) {
          let body = String(String.UnicodeScalarView(scalars[2...index]))
          return .sequence(length: index + 1, meaning: csiMeaning(body))
        }
        guard (0x20...0x3F).contains(value), index < 32 else {
          return .sequence(length: index, meaning: .ignored)
        }
        index += 1
      }
      return .incomplete
    case "O":
      guard scalars.count >= 3 else { return .incomplete }
      let meaning: SequenceMeaning =
        switch scalars[2] {
        case "P": .key(.function(1))
        case "Q": .key(.function(2))
        case "R": .key(.function(3))
        case "S": .key(.function(4))
        case "A": .key(.up)
        case "B": .key(.down)
        case "C": .key(.right)
        case "D": .key(.left)
        case "H": .key(.home)
        case "F": .key(.end)
        default: .ignored
        }
      return .sequence(length: 3, meaning: meaning)
    case "\u{1B}":
      return .sequence(length: 1, meaning: .key(.escape))
    default:
      // Alt+character: the character alone.
      return .sequence(length: 1, meaning: .ignored)
    }
  }

  private static func csiMeaning(_ body: String) -> SequenceMeaning {
    switch body {
    case "200~": .pasteStart
    case "201~": .pasteEnd
    case "A": .key(.up)
    case "B": .key(.down)
    case "C": .key(.right)
    case "D": .key(.left)
    case "H", "1~", "7~": .key(.home)
    case "F", "4~", "8~": .key(.end)
    case "3~": .key(.delete)
    case "5~": .key(.pageUp)
    case "6~": .key(.pageDown)
    case "11~", "[A": .key(.function(1))
    case "15~", "[E": .key(.function(5))
    case "17~": .key(.function(6))
    default: .ignored
    }
  }
}
