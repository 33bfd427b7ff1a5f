import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CountrySnapshot {
  /// When the translations, two thirds of the bytes, and the flags' image addresses are
  /// checked.
  public enum TranslationChecks: Sendable {
    /// Before `decode` returns: any damage throws. For bytes from outside, such as the cache.
    case upFront
    /// When first read: damaged translations read as none, a damaged image address as no
    /// image. For the bytes compiled into the binary, which the tests decode `upFront`:
    /// checking them at every start would cost more than the rest of the decoding.
    case onFirstRead
  }

  /// Reads a snapshot written by `encode`, throwing `Error` for anything else.
  public static func decode(
    _ data: Data, translationChecks: TranslationChecks = .upFront
  ) throws -> (countries: [Country], metadata: Metadata) {
    try data.withUnsafeBytes { raw in
      var parser = SnapshotParser(
        bytes: raw.assumingMemoryBound(to: UInt8.self), data: data,
        checksTranslationsUpFront: translationChecks == .upFront)
      return try parser.parse()
    }
  }
}

extension CountrySnapshot {
  /// What the header says, without reading a record: for a status line, which needs the date
  /// and the count, not 250 countries.
  public static func header(of data: Data) throws -> (metadata: Metadata, count: Int) {
    try data.withUnsafeBytes { raw in
      var parser = SnapshotParser(
        bytes: raw.assumingMemoryBound(to: UInt8.self), data: data,
        checksTranslationsUpFront: false)
      return try parser.parseHeader()
    }
  }
}

/// Walks the bytes once, line by line, making strings only for the values it keeps.
private struct SnapshotParser {
  typealias Error = CountrySnapshot.Error

  private let bytes: UnsafeBufferPointer<UInt8>
  /// The same bytes, kept alive for the translations, which are made only when first read.
  private let data: Data
  private let checksTranslationsUpFront: Bool
  /// Whether the bytes being read are valid UTF-8: the header's, then each record's (the
  /// translations included when checked up front). Validating them in one pass is much cheaper
  /// than validating each of the ~11,000 values with the generic `String(validating:)`.
  /// Splitting valid UTF-8 at ASCII bytes leaves valid pieces, so values then only need the
  /// fast, repairing decoder, which repairs nothing.
  private var isValidUTF8 = false
  private var position = 0
  private var lineNumber = 0
  /// Where each field of the current record starts, plus one past its end; reused per line.
  private var bounds = [Int](repeating: 0, count: CountrySnapshot.fieldNames.count + 1)
  /// The record layout of the version the header names.
  private var layout = CountrySnapshot.Layout.current
  /// Values already made by `interned`, with where their bytes first appeared. Plain integers,
  /// not a `Range`: the runtime would look up `Range`'s generic requirements at every start.
  private var internedValues: [(start: Int, count: Int, value: String)] = []

  init(bytes: UnsafeBufferPointer<UInt8>, data: Data, checksTranslationsUpFront: Bool) {
    self.bytes = bytes
    self.data = data
    self.checksTranslationsUpFront = checksTranslationsUpFront
  }

  mutating func parse() throws(Error) -> (countries: [Country], metadata: CountrySnapshot.Metadata)
  {
    let (metadata, count) = try parseHeader()
    var countries: [Country] = []
    // A damaged count must not make us reserve absurd amounts of memory.
    countries.reserveCapacity(min(count, bytes.count / layout.fieldNames.count))
    for _ in 0..<count {
      countries.append(try nextRecord())
    }
    guard position == bytes.count else { throw .malformedRecord(line: lineNumber + 1) }
    return (countries, metadata)
  }

  /// The header's metadata and the record count it promises; the records are left unread.
  mutating func parseHeader() throws(Error) -> (metadata: CountrySnapshot.Metadata, count: Int) {
    isValidUTF8 = UTF8Validation.isValid(
      UnsafeBufferPointer(rebasing: bytes[0..<headerEnd()]))
    try readHeader()
    let source = try metadataValue("source")
    guard let dataDate = CountrySnapshot.Metadata.date(fromDay: try metadataValue("date")) else {
      throw .malformedMetadata(line: lineNumber)
    }
    let licence = try metadataValue("licence")
    let count = try recordCount()
    try readFieldNames()
    return (
      CountrySnapshot.Metadata(
        source: source, dataDate: dataDate, licence: licence, formatVersion: layout.version),
      count
    )
  }

  // MARK: - Header

  private mutating func readHeader() throws(Error) {
    let prefix = Array(CountrySnapshot.magic.utf8) + [Escape.tab]
    guard bytes.count >= prefix.count, bytes.prefix(prefix.count).elementsEqual(prefix) else {
      throw .notASnapshot
    }
    guard let line = try nextLine() else { throw .truncated }
    let version = (line.lowerBound + prefix.count)..<line.upperBound
    guard
      let layout = CountrySnapshot.Layout.readable.first(where: {
        bytes[version].elementsEqual(String($0.version).utf8)
      })
    else { throw .unsupportedVersion }
    self.layout = layout
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
    let expected = (["fields"] + layout.fieldNames).joined(separator: "\t")
    guard bytes[line].elementsEqual(expected.utf8) else {
      throw .malformedMetadata(line: lineNumber)
    }
  }

  // MARK: - Records

  /// Finds the line's end, then its field bounds, with memchr: most of the bytes are the last
  /// field's, which a byte-by-byte loop would walk at every start.
  private mutating func nextRecord() throws(Error) -> Country {
    guard position < bytes.count else { throw .truncated }
    lineNumber += 1
    let fieldCount = layout.fieldNames.count
    guard let lineEnd = index(of: Escape.newline, in: position..<bytes.count) else {
      throw .truncated
    }
    bounds[0] = position
    var start = position
    for field in 1..<fieldCount {
      guard let tab = index(of: Escape.tab, in: start..<lineEnd) else {
        throw .malformedRecord(line: lineNumber)
      }
      bounds[field] = tab + 1
      start = tab + 1
    }
    guard index(of: Escape.tab, in: start..<lineEnd) == nil else {
      throw .malformedRecord(line: lineNumber)
    }
    bounds[fieldCount] = lineEnd + 1
    let checkedEnd = checksTranslationsUpFront ? lineEnd : bounds[fieldCount - 1]
    isValidUTF8 = UTF8Validation.isValid(
      UnsafeBufferPointer(rebasing: bytes[position..<checkedEnd]))
    position = lineEnd + 1

    guard let code = code(self.field(0)),
      let name = string(self.field(1)), !name.isEmpty,
      let officialName = string(self.field(2)),
      let capitals = list(self.field(3)),
      let demonyms = list(self.field(4)),
      let alternateNames = list(self.field(5)),
      let emoji = string(self.field(6)),
      let pngAddress = address(self.field(7)),
      let svgAddress = address(self.field(8)),
      let description = string(self.field(9)),
      let standing = standing(),
      let nativeNames = list(self.field(fieldCount - 2)),
      let translatedNames = deferredList(self.field(fieldCount - 1))
    else { throw .malformedRecord(line: lineNumber) }

    return Country(
      code: code, name: name, officialName: officialName, capitals: capitals,
      flag: Flag(
        emoji: emoji, pngAddress: pngAddress, svgAddress: svgAddress,
        description: description.isEmpty ? nil : description),
      alternateNames: alternateNames, nativeNames: nativeNames,
      deferredTranslatedNames: translatedNames, demonyms: demonyms,
      region: standing.region, subregion: standing.subregion,
      isIndependent: standing.isIndependent, isUNMember: standing.isUNMember)
  }

  private struct Standing {
    var region: String?
    var subregion: String?
    var isIndependent: Bool?
    var isUNMember: Bool?
  }

  /// Fields 10 to 13 of a current record; all unknown in a version 1 record, which lacks them.
  private mutating func standing() -> Standing? {
    guard layout.hasStanding else { return Standing() }
    guard let region = interned(field(10)), let subregion = interned(field(11)),
      let isIndependent = flag(field(12)), let isUNMember = flag(field(13))
    else { return nil }
    return Standing(
      region: region.isEmpty ? nil : region, subregion: subregion.isEmpty ? nil : subregion,
      isIndependent: isIndependent, isUNMember: isUNMember)
  }

  /// A value that repeats across records, made once: 250 records name some 30 regions and
  /// subregions, and making each anew cost a tenth of decoding a record.
  private mutating func interned(_ range: Range<Int>) -> String? {
    guard let base = bytes.baseAddress else { return "" }
    for entry in internedValues where entry.count == range.count {
      if memcmp(base + entry.start, base + range.lowerBound, range.count) == 0 {
        return entry.value
      }
    }
    guard let value = string(range) else { return nil }
    internedValues.append((range.lowerBound, range.count, value))
    return value
  }

  /// `.some(nil)` for an empty field (unknown), `nil` for anything but `true` or `false`.
  private func flag(_ range: Range<Int>) -> Bool?? {
    // Byte by byte: a generic `elementsEqual` cost more than the rest of the field.
    let start = range.lowerBound
    switch range.count {
    case 0: return .some(nil)
    case 4
    where bytes[start] == UInt8(ascii: "t") && bytes[start + 1] == UInt8(ascii: "r")
      && bytes[start + 2] == UInt8(ascii: "u") && bytes[start + 3] == UInt8(ascii: "e"):
      return true
    case 5
    where bytes[start] == UInt8(ascii: "f") && bytes[start + 1] == UInt8(ascii: "a")
      && bytes[start + 2] == UInt8(ascii: "l") && bytes[start + 3] == UInt8(ascii: "s")
      && bytes[start + 4] == UInt8(ascii: "e"):
      return false
    default: return nil
    }
  }

  /// A list made into strings only when first read: checked now, damage and all, or then.
  private func deferredList(_ range: Range<Int>) -> DeferredNames? {
    guard checksTranslationsUpFront else {
      return DeferredNames { [data] in
        data.withUnsafeBytes { raw in
          let bytes = raw.assumingMemoryBound(to: UInt8.self)
          guard Self.isWellFormedList(bytes[range]) else { return [] }
          let isValidUTF8 = UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[range]))
          return Self.list(range, in: bytes, isValidUTF8: isValidUTF8) ?? []
        }
      }
    }
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

  /// `.some(nil)` for an empty field (no image), `nil` for damage. The encoder writes
  /// `absoluteString`, so anything a URL would have to repair is damage.
  private func address(_ range: Range<Int>) -> String?? {
    guard !range.isEmpty else { return .some(nil) }
    guard let text = string(range), !checksTranslationsUpFront || Flag.isImageAddress(text)
    else { return nil }
    return text
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

  /// The first index of `byte` in `range`, found by the C library's vectorised search.
  private func index(of byte: UInt8, in range: Range<Int>) -> Int? {
    guard !range.isEmpty, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else {
      return nil
    }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// One past the header's last newline (the magic, source, date, licence, count and fields
  /// lines), or the end of a file too short to hold them.
  private func headerEnd() -> Int {
    var end = 0
    for _ in 0..<6 {
      guard let newline = index(of: Escape.newline, in: end..<bytes.count) else {
        return bytes.count
      }
      end = newline + 1
    }
    return end
  }

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
