/// Checks UTF-8 well-formedness (Unicode 15, table 3-7) without building a string.
///
/// `String(validating:as:)` is generic: on first use in a process it costs a protocol
/// conformance scan and metadata instantiation, most of a millisecond at start-up, and it
/// allocates a copy of the whole file. This is one pass, eight ASCII bytes at a time.
enum UTF8Validation {
  @_optimize(speed)
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var index = 0
    while index < count {
      if index + 8 <= count,
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; secondRange = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; secondRange = 0x80...0x9F
      case 0xF0: length = 4; secondRange = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; secondRange = 0x80...0x8F
      default: return false
      }
      guard index + length <= count, secondRange.contains(bytes[index + 1]) else { return false }
      for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
        return false
      }
      index += length
    }
    return true
  }
}
