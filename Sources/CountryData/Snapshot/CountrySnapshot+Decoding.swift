import QuizEngine
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CountrySnapshot {
  /// Reads a snapshot written by `encode`, throwing `Error` for anything else.
  public static func decode(_ data: Data) throws -> (countries: [Country], metadata: Metadata) {
    try data.withUnsafeBytes { raw in
      var parser = SnapshotParser(bytes: raw.assumingMemoryBound(to: UInt8.self), data: data)
      return try parser.parse()
    }
  }
}

/// Walks the bytes once, line by line, making strings only for the values it keeps.
private struct SnapshotParser {
  typealias Error = CountrySnapshot.Error

  private let bytes: UnsafeBufferPointer<UInt8>
  /// The same bytes, kept alive for the translations, which are made only when first read.
  private let data: Data
  /// Validating the whole file once is much cheaper than validating each of its ~11,000 values
  /// with the generic `String(validating:)`. Splitting valid UTF-8 at ASCII bytes leaves valid
  /// pieces, so values then only need the fast, repairing decoder, which repairs nothing.
  private let isValidUTF8: Bool
  private var position = 0
  private var lineNumber = 0
  /// Where each field of the current record starts, plus one past its end; reused per line.
  private var bounds = [Int](repeating: 0, count: CountrySnapshot.fieldNames.count + 1)

  init(bytes: UnsafeBufferPointer<UInt8>, data: Data) {
    self.bytes = bytes
    self.data = data
    isValidUTF8 = UTF8Validation.isValid(bytes)
  }

  mutating func parse() throws(Error) -> (countries: [Country], metadata: CountrySnapshot.Metadata)
  {
    try readHeader()
    let source = try metadataValue("source")
    guard let dataDate = CountrySnapshot.Metadata.date(fromDay: try metadataValue("date")) else {
      throw .malformedMetadata(line: lineNumber)
    }
    let licence = try metadataValue("licence")
    let count = try recordCount()
    try readFieldNames()

    var countries: [Country] = []
    // A damaged count must not make us reserve absurd amounts of memory.
    countries.reserveCapacity(min(count, bytes.count / CountrySnapshot.fieldNames.count))
    for _ in 0..<count {
      countries.append(try nextRecord())
    }
    guard position == bytes.count else { throw .malformedRecord(line: lineNumber + 1) }

    let metadata = CountrySnapshot.Metadata(source: source, dataDate: dataDate, licence: licence)
    return (countries, metadata)
  }

  // MARK: - Header

  private mutating func readHeader() throws(Error) {
    let prefix = Array(CountrySnapshot.magic.utf8) + [Escape.tab]
    guard bytes.count >= prefix.count, bytes.prefix(prefix.count).elementsEqual(prefix) else {
      throw .notASnapshot
    }
    guard let line = try nextLine() else { throw .truncated }
    let version = (line.lowerBound + prefix.count)..<line.upperBound
    guard bytes[version].elementsEqual(String(CountrySnapshot.formatVersion).utf8) else {
      throw .unsupportedVersion
    }
  }

  private mutating func metadataValue(_ key: String) throws(Error) -> String {
    guard let line = try nextLine() else { throw .truncated }
    let keyPrefix = Array(key.utf8) + [Escape.tab]
    guard bytes[line].starts(with: keyPrefix),
      let value = string(line.lowerBound + keyPrefix.count..<line.upperBound)
    else { throw .malformedMetadata(line: lineNumber) }
    return value
  }

  private mutating func recordCount() throws(Error) -> Int {
    let text = try metadataValue("count")
    guard (1...7).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let count = Int(text)
    else { throw .malformedMetadata(line: lineNumber) }
    return count
  }

  private mutating func readFieldNames() throws(Error) {
    guard let line = try nextLine() else { throw .truncated }
    let expected = (["fields"] + CountrySnapshot.fieldNames).joined(separator: "\t")
    guard bytes[line].elementsEqual(expected.utf8) else {
      throw .malformedMetadata(line: lineNumber)
    }
  }

  // MARK: - Records

  /// Finds the line's end and its field bounds in the same pass over the bytes.
  private mutating func nextRecord() throws(Error) -> Country {
    guard position < bytes.count else { throw .truncated }
    lineNumber += 1
    let fieldCount = CountrySnapshot.fieldNames.count
    var field = 0
    bounds[0] = position
    var index = position
    while true {
      guard index < bytes.count else { throw .truncated }
      let byte = bytes[index]
      if byte == Escape.newline { break }
      if byte == Escape.tab {
        field += 1
        if field < fieldCount { bounds[field] = index + 1 }
      }
      index += 1
    }
    position = index + 1
    guard field == fieldCount - 1 else { throw .malformedRecord(line: lineNumber) }
    bounds[fieldCount] = index + 1

    guard let code = code(self.field(0)),
      let name = string(self.field(1)), !name.isEmpty,
      let officialName = string(self.field(2)),
      let capitals = list(self.field(3)),
      let demonyms = list(self.field(4)),
      let alternateNames = list(self.field(5)),
      let emoji = string(self.field(6)),
      let pngURL = url(self.field(7)),
      let svgURL = url(self.field(8)),
      let description = string(self.field(9)),
      let nativeNames = list(self.field(10)),
      let translatedNames = deferredList(self.field(11))
    else { throw .malformedRecord(line: lineNumber) }

    return Country(
      code: code, name: name, officialName: officialName, capitals: capitals,
      flag: Flag(
        emoji: emoji, pngURL: pngURL, svgURL: svgURL,
        description: description.isEmpty ? nil : description),
      alternateNames: alternateNames, nativeNames: nativeNames,
      deferredTranslatedNames: translatedNames, demonyms: demonyms)
  }

  /// A list checked now, damage and all, but made into strings only when first read.
  private func deferredList(_ range: Range<Int>) -> DeferredNames? {
    guard isValidUTF8 else {
      // The slow path validates each value; keep its verdict now rather than fail later.
      return list(range).map { names in DeferredNames { names } }
    }
    guard Self.isWellFormedList(bytes[range]) else { return nil }
    return DeferredNames { [data] in
      data.withUnsafeBytes { raw in
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        return Self.list(range, in: bytes, isValidUTF8: true) ?? []
      }
    }
  }

  /// What `list` would accept: no empty item, and every backslash starts a known escape.
  private static func isWellFormedList(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard !bytes.isEmpty else { return true }
    var previous = Escape.itemSeparator
    var escaping = false
    for byte in bytes {
      if escaping {
        guard Escape.byte(for: byte) != nil else { return false }
        escaping = false
      } else if byte == Escape.backslash {
        escaping = true
      } else if byte == Escape.itemSeparator, previous == Escape.itemSeparator {
        return false
      }
      previous = escaping ? 0 : byte
    }
    return !escaping && previous != Escape.itemSeparator
  }

  private func field(_ index: Int) -> Range<Int> {
    bounds[index]..<(bounds[index + 1] - 1)
  }

  private func code(_ range: Range<Int>) -> String? {
    guard range.count == 2, bytes[range].allSatisfy({ (0x41...0x5A).contains($0) }) else {
      return nil
    }
    return string(range)
  }

  /// `.some(nil)` for an empty field (no image), `nil` for damage.
  private func url(_ range: Range<Int>) -> URL?? {
    guard !range.isEmpty else { return .some(nil) }
    // The encoder writes `absoluteString`, so anything Foundation had to repair is damage.
    guard let text = string(range), let url = URL(string: text), url.absoluteString == text else {
      return nil
    }
    return url
  }

  private func list(_ range: Range<Int>) -> [String]? {
    Self.list(range, in: bytes, isValidUTF8: isValidUTF8)
  }

  private static func list(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, isValidUTF8: Bool
  ) -> [String]? {
    guard !range.isEmpty else { return [] }
    var separators = 0
    for index in range where bytes[index] == Escape.itemSeparator { separators += 1 }
    var items: [String] = []
    items.reserveCapacity(separators + 1)
    var start = range.lowerBound
    for index in range where bytes[index] == Escape.itemSeparator {
      guard index > start, let item = string(start..<index, in: bytes, isValidUTF8: isValidUTF8)
      else { return nil }
      items.append(item)
      start = index + 1
    }
    guard range.upperBound > start,
      let item = string(start..<range.upperBound, in: bytes, isValidUTF8: isValidUTF8)
    else { return nil }
    items.append(item)
    return items
  }

  /// The value of a field or item, unescaped; nil for invalid UTF-8 or a bad escape.
  private func string(_ range: Range<Int>) -> String? {
    Self.string(range, in: bytes, isValidUTF8: isValidUTF8)
  }

  private static func string(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, isValidUTF8: Bool
  ) -> String? {
    let raw = UnsafeBufferPointer(rebasing: bytes[range])
    let string = { (raw: UnsafeBufferPointer<UInt8>) -> String? in
      isValidUTF8 ? String(decoding: raw, as: UTF8.self) : String(validating: raw, as: UTF8.self)
    }
    guard raw.contains(Escape.backslash) else { return string(raw) }

    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(raw.count)
    var iterator = raw.makeIterator()
    while let byte = iterator.next() {
      guard byte == Escape.backslash else {
        unescaped.append(byte)
        continue
      }
      guard let letter = iterator.next(), let original = Escape.byte(for: letter) else {
        return nil
      }
      unescaped.append(original)
    }
    return unescaped.withUnsafeBufferPointer(string)
  }

  // MARK: - Lines

  /// The next line without its newline, nil at the end; a last line with no newline was cut.
  private mutating func nextLine() throws(Error) -> Range<Int>? {
    guard position < bytes.count else { return nil }
    var end = position
    while end < bytes.count, bytes[end] != Escape.newline { end += 1 }
    guard end < bytes.count else { throw .truncated }
    defer {
      position = end + 1
      lineNumber += 1
    }
    return position..<end
  }
}
