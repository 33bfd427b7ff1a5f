extension ProgressFile {
  /// A column of numbers kept as one JSON text, the numbers apart by a space and `-` for none:
  /// "3 0 12.5 -". JSONDecoder and JSONEncoder take each value of an array through generic
  /// code, some 4,000 instructions a number; a text is one value, and its numbers are written
  /// and read here, byte by byte.
  ///
  /// Times are seconds kept to the millisecond ("12.345"): finer than a keystroke can be
  /// timed, and three decimals read back exactly without the C library's `strtod` (a whole
  /// number of milliseconds divided by 1,000 is the `Double` nearest the text). A number
  /// written otherwise (by hand, or beyond 2^53 milliseconds) is read by `Double(_:)`.
  struct NumberText: Equatable {
    let text: String

    init(integers: [Int]) {
      var writer = Writer(capacity: integers.count * 3)
      for value in integers { writer.next(value) }
      text = writer.text
    }

    init(integers: [Int?]) {
      var writer = Writer(capacity: integers.count * 3)
      for value in integers { writer.next(value) }
      text = writer.text
    }

    init(seconds: [Double]) {
      var writer = Writer(capacity: seconds.count * 8)
      for value in seconds { writer.next(seconds: value) }
      text = writer.text
    }

    init(seconds: [Double?]) {
      var writer = Writer(capacity: seconds.count * 8)
      for value in seconds { writer.next(seconds: value) }
      text = writer.text
    }

    /// A time as this text keeps it, for the times kept elsewhere: the same to the millisecond.
    static func milliseconds(_ seconds: Double) -> Double {
      let milliseconds = (seconds * 1000).rounded()
      guard milliseconds.isFinite, abs(milliseconds) < 0x1p53 else { return seconds }
      return milliseconds / 1000
    }

    init(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws {
      text = try container.decode(String.self, forKey: key)
    }

    func encode(to container: inout KeyedEncodingContainer<Key>, _ key: Key) throws {
      try container.encode(text, forKey: key)
    }

    // Each reads as many numbers as `count`, when it is given, or throws.

    func integers(count: Int? = nil) throws -> [Int] {
      let values = try parsed { token in
        guard let value = Self.integer(token) else { throw Inconsistent() }
        return value
      }
      guard count.map({ $0 == values.count }) ?? true else { throw Inconsistent() }
      return values
    }

    func optionalIntegers(count: Int? = nil) throws -> [Int?] {
      let values = try parsed { token -> Int? in
        if Self.isNone(token) { return nil }
        guard let value = Self.integer(token) else { throw Inconsistent() }
        return value
      }
      guard count.map({ $0 == values.count }) ?? true else { throw Inconsistent() }
      return values
    }

    func seconds(count: Int? = nil) throws -> [Double] {
      let values = try parsed { token in try Self.number(token) }
      guard count.map({ $0 == values.count }) ?? true else { throw Inconsistent() }
      return values
    }

    func optionalSeconds(count: Int? = nil) throws -> [Double?] {
      let values = try parsed { token -> Double? in
        Self.isNone(token) ? nil : try Self.number(token)
      }
      guard count.map({ $0 == values.count }) ?? true else { throw Inconsistent() }
      return values
    }

    // MARK: Reading

    /// Each token between spaces, made a value by `read`.
    private func parsed<Value>(_ read: (UnsafeBufferPointer<UInt8>) throws -> Value) throws
      -> [Value]
    {
      var text = self.text
      return try text.withUTF8 { bytes in
        var values: [Value] = []
        var start = 0
        while start < bytes.count {
          if bytes[start] == UInt8(ascii: " ") {
            start += 1
            continue
          }
          var end = start + 1
          while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
          values.append(try read(UnsafeBufferPointer(rebasing: bytes[start..<end])))
          start = end
        }
        return values
      }
    }

    private static func isNone(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
      token.count == 1 && token[0] == UInt8(ascii: "-")
    }

    /// Decimal digits with an optional minus; nil for anything else, or a number too large.
    private static func integer(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
      guard let (negative, magnitude, decimals) = decimal(token), decimals == 0 else {
        return nil
      }
      return negative ? -magnitude : magnitude
    }

    /// A number: up to 15 digits with up to three decimals read as above, anything else by
    /// `Double(_:)`.
    private static func number(_ token: UnsafeBufferPointer<UInt8>) throws -> Double {
      if token.count <= 17, let (negative, magnitude, decimals) = decimal(token),
        decimals <= 3, magnitude < 1_000_000_000_000_000
      {
        // Both exact in a Double, so the one division rounds correctly.
        let value = Double(magnitude) / [1, 10, 100, 1000][decimals]
        return negative ? -value : value
      }
      guard let value = Double(String(decoding: token, as: UTF8.self)) else {
        throw Inconsistent()
      }
      return value
    }

    /// `-`, digits, `.` and digits, as a sign, the digits as a whole number, and how many of
    /// them follow the point; nil for anything else or a number too large.
    private static func decimal(_ token: UnsafeBufferPointer<UInt8>)
      -> (negative: Bool, magnitude: Int, decimals: Int)?
    {
      var index = 0
      let negative = token.first == UInt8(ascii: "-")
      if negative { index = 1 }
      var magnitude = 0
      var digits = 0
      var decimals: Int?
      while index < token.count {
        let byte = token[index]
        index += 1
        if byte == UInt8(ascii: "."), decimals == nil, digits > 0 {
          decimals = 0
          continue
        }
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflowSum) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
        guard !overflowTimes, !overflowSum else { return nil }
        magnitude = sum
        digits += 1
        decimals? += 1
      }
      guard digits > 0, decimals != 0 else { return nil }
      return (negative, magnitude, decimals ?? 0)
    }

    // MARK: Writing

    /// Numbers into bytes, a space between two.
    private struct Writer {
      private var bytes: [UInt8] = []

      init(capacity: Int) {
        bytes.reserveCapacity(capacity)
      }

      var text: String { String(decoding: bytes, as: UTF8.self) }

      mutating func next(_ value: Int?) {
        separate()
        guard let value else { return bytes.append(UInt8(ascii: "-")) }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(of: value.magnitude)
      }

      mutating func next(seconds value: Double?) {
        separate()
        guard let value else { return bytes.append(UInt8(ascii: "-")) }
        let milliseconds = (value * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 0x1p53 else {
          return bytes.append(contentsOf: value.description.utf8)
        }
        let whole = Int(milliseconds)
        if whole < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(of: whole.magnitude / 1000)
        var fraction = whole.magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        // Three places, less the zeros that end them: 0.05 is ".05", 0.5 is ".5".
        var places = 3
        while fraction % 10 == 0 {
          fraction /= 10
          places -= 1
        }
        digits(of: fraction, places: places)
      }

      private mutating func separate() {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
      }

      /// The digits of `value`, at least `places` of them (zeros first).
      private mutating func digits(of value: UInt, places: Int = 1) {
        var divisor: UInt = 1
        var count = 1
        while count < places || value / divisor >= 10 {
          divisor *= 10
          count += 1
        }
        repeat {
          bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
          divisor /= 10
        } while divisor > 0
      }
    }
  }
}
