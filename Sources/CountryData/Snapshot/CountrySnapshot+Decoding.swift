import QuizEngine

// memchr finds a record's separators at the speed start-up needs.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CountrySnapshot {
  /// When the translations (in version 4 both deflated streams: flag descriptions and
  /// translations) and the flags' image addresses are checked.
  public enum TranslationChecks: Sendable {
    /// Before `decode` returns: any damage throws. For bytes from outside, such as the cache.
    case upFront
    /// When first read: damaged translations read as none, a damaged image address as no
    /// image; in version 4, a deflated stream that does not inflate, or inflates to anything
    /// but what `encodeCompact` writes, reads as no description, or no translations (for the
    /// whole stream, or for a record whose lines in it are damaged or carry another code); the
    /// other stream reads as written. For the
    /// bytes compiled into the binary, which the tests decode `upFront`: checking them at every
    /// start would cost more than the rest of the decoding, and inflating them would cost more
    /// than all of it.
    case onFirstRead
  }

  /// Reads a snapshot written by `encode` or `encodeCompact`, throwing `Error` for anything
  /// else.
  public static func decode(
    _ data: Data, translationChecks: TranslationChecks = .upFront
  ) throws -> (countries: [Country], metadata: Metadata) {
    try decode(data, translationChecks: translationChecks) { Zlib.inflate($0, count: $1) }
  }

  /// `decode`, with the deflated streams inflated by `inflate` (the tests count its calls).
  static func decode(
    _ data: Data, translationChecks: TranslationChecks,
    inflate: @escaping SnapshotParser.Inflate
  ) throws -> (countries: [Country], metadata: Metadata) {
    try data.withUnsafeBytes { raw in
      var parser = SnapshotParser(
        bytes: raw.assumingMemoryBound(to: UInt8.self), data: data,
        checksTranslationsUpFront: translationChecks == .upFront, inflate: inflate)
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
        checksTranslationsUpFront: false, inflate: { _, _ in nil })
      return try parser.parseHeader()
    }
  }
}

/// Walks the bytes once, line by line, making strings only for the values it keeps.
/// The module is built for size; the parser's steps, which every start runs for every country,
/// are built for speed (`@_optimize(speed)`): for size they cost 0.23 M instructions more.
struct SnapshotParser {
  typealias Error = CountrySnapshot.Error
  /// Inflates a zlib stream to exactly the given count of bytes, or gives nil.
  typealias Inflate = @Sendable (UnsafeBufferPointer<UInt8>, Int) -> [UInt8]?

  private let bytes: UnsafeBufferPointer<UInt8>
  /// The same bytes, kept alive for the translations, which are made only when first read.
  private let data: Data
  private let checksTranslationsUpFront: Bool
  private let inflate: Inflate
  /// Whether the bytes being read are valid UTF-8: the header's, then each record's (the
  /// translations included when checked up front). Validating them in one pass is much cheaper
  /// than validating each of the ~11,000 values with the generic `String(validating:)`.
  /// Splitting valid UTF-8 at ASCII bytes leaves valid pieces, so values then only need the
  /// fast, repairing decoder, which repairs nothing.
  private var isValidUTF8 = false
  private var position = 0
  private var lineNumber = 0
  /// Where each field of the current record starts, plus one past its end; reused per line.
  private var bounds = [Int](repeating: 0, count: CountrySnapshot.Layout.maximumFieldCount + 1)
  /// The record layout of the version the header names.
  private var layout = CountrySnapshot.Layout.version2
  /// Where the records end: the end of the bytes, or in version 4 where the deflated streams
  /// start.
  private var recordsEnd = 0
  /// Version 4's `deflated` line: each stream's length, and its length inflated. Plain
  /// integers, like `internedValues`, so start-up looks up no generic metadata.
  private var descriptionsCount = 0
  private var descriptionsInflatedCount = 0
  private var translationsCount = 0
  private var translationsInflatedCount = 0
  /// Version 4's deflated streams, shared by every record, each inflated once, when first read.
  private var details: CompactDetails?
  private var recordIndex = 0
  /// flagcdn's image addresses, made for each record from its code. Only the code's two
  /// letters change (see `madeAddress`).
  private var flagcdnPNG = Array("\(FlagCDN.pngPrefix)xx.png".utf8)
  private var flagcdnSVG = Array("\(FlagCDN.svgPrefix)xx.svg".utf8)
  /// Values already made by `interned`, with where their bytes first appeared. Plain integers,
  /// not a `Range`: the runtime would look up `Range`'s generic requirements at every start.
  private var internedValues: [(start: Int, count: Int, value: String)] = []

  init(
    bytes: UnsafeBufferPointer<UInt8>, data: Data, checksTranslationsUpFront: Bool,
    inflate: @escaping Inflate
  ) {
    self.bytes = bytes
    self.data = data
    self.checksTranslationsUpFront = checksTranslationsUpFront
    self.inflate = inflate
    self.recordsEnd = bytes.count
  }

  @_optimize(speed)
  mutating func parse() throws(Error) -> (countries: [Country], metadata: CountrySnapshot.Metadata)
  {
    let (metadata, count) = try parseHeader()
    if layout.isCompact {
      guard descriptionsCount <= bytes.count - position,
        translationsCount <= bytes.count - position - descriptionsCount
      else { throw .truncated }
      recordsEnd = bytes.count - descriptionsCount - translationsCount
      details = CompactDetails(
        data: data, recordCount: count, inflate: inflate,
        descriptions: (recordsEnd, descriptionsCount, descriptionsInflatedCount),
        translations: (
          recordsEnd + descriptionsCount, translationsCount, translationsInflatedCount
        ))
    }
    var countries: [Country] = []
    // A damaged count must not make us reserve absurd amounts of memory.
    countries.reserveCapacity(min(count, bytes.count / layout.fieldNames.count))
    for _ in 0..<count {
      countries.append(try nextRecord())
    }
    guard position == recordsEnd else { throw .malformedRecord(line: lineNumber + 1) }
    if let details, checksTranslationsUpFront {
      guard details.isIntact(codes: countries.map(\.code)) else {
        throw .malformedDeflatedSection
      }
    }
    return (countries, metadata)
  }

  /// The header's metadata and the record count it promises; the records are left unread.
  mutating func parseHeader() throws(Error) -> (metadata: CountrySnapshot.Metadata, count: Int) {
    try readHeader()
    isValidUTF8 = UTF8Validation.isValid(
      UnsafeBufferPointer(rebasing: bytes[0..<headerEnd(lines: layout.isCompact ? 7 : 6)]))
    let source = try metadataValue("source")
    guard let dataDate = CountrySnapshot.Metadata.date(fromDay: try metadataValue("date")) else {
      throw .malformedMetadata(line: lineNumber)
    }
    let licence = try metadataValue("licence")
    let count = try recordCount()
    try readFieldNames()
    if layout.isCompact { try readDeflated() }
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
    guard holds(line.lowerBound, line.upperBound, "fields", then: layout.fieldNames) else {
      throw .malformedMetadata(line: lineNumber)
    }
  }

  /// `deflated`, then for each stream `<TAB>length<TAB>inflated length<TAB>field names`.
  private mutating func readDeflated() throws(Error) {
    guard let line = try nextLine() else { throw .truncated }
    let end = line.upperBound
    let streams = layout.deflatedStreams
    var position = line.lowerBound
    guard streams.count == 2, takes("deflated", then: [], at: &position, before: end),
      let descriptions = tabAndNumber(at: &position, before: end),
      let descriptionsInflated = tabAndNumber(at: &position, before: end),
      takes("", then: streams[0], at: &position, before: end),
      let translations = tabAndNumber(at: &position, before: end),
      let translationsInflated = tabAndNumber(at: &position, before: end),
      takes("", then: streams[1], at: &position, before: end), position == end
    else { throw .malformedMetadata(line: lineNumber) }
    descriptionsCount = descriptions
    descriptionsInflatedCount = descriptionsInflated
    translationsCount = translations
    translationsInflatedCount = translationsInflated
  }

  /// A tab and a decimal number of one to nine digits at `position`, which moves past them.
  private func tabAndNumber(at position: inout Int, before end: Int) -> Int? {
    guard position < end, bytes[position] == Escape.tab else { return nil }
    position += 1
    let first = position
    var value = 0
    while position < end, (0x30...0x39).contains(bytes[position]) {
      guard position - first < 9 else { return nil }
      value = value * 10 + Int(bytes[position] - 0x30)
      position += 1
    }
    return position > first ? value : nil
  }

  /// Whether the bytes from `start` to `end` are `first`, then each of `names` after a tab, and
  /// nothing more. Byte by byte: joining the names into one string cost ~200,000 instructions
  /// at every start on Linux, in the unspecialised `joined`'s witness lookups.
  private func holds(_ start: Int, _ end: Int, _ first: String, then names: [String]) -> Bool {
    var position = start
    return takes(first, then: names, at: &position, before: end) && position == end
  }

  /// Whether the bytes at `position` are `first`, then each of `names` after a tab, before
  /// `end`; `position` moves past them.
  private func takes(
    _ first: String, then names: [String], at position: inout Int, before end: Int
  ) -> Bool {
    guard end <= bytes.count else { return false }
    func take(_ text: String) -> Bool {
      for byte in text.utf8 {
        guard position < end, bytes[position] == byte else { return false }
        position += 1
      }
      return true
    }
    guard take(first) else { return false }
    for name in names {
      guard position < end, bytes[position] == Escape.tab else { return false }
      position += 1
      guard take(name) else { return false }
    }
    return true
  }

  // MARK: - Records

  /// Finds the line's end, then its field bounds, with memchr: most of the bytes are the last
  /// field's, which a byte-by-byte loop would walk at every start.
  @_optimize(speed)
  private mutating func nextRecord() throws(Error) -> Country {
    guard position < recordsEnd else { throw .truncated }
    lineNumber += 1
    let fieldCount = layout.fieldNames.count
    guard let lineEnd = index(of: Escape.newline, in: position..<recordsEnd) else {
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
    let isCompact = layout.isCompact
    // Version 4's records hold no translations; the others' are checked when first read.
    let checkedEnd = checksTranslationsUpFront || isCompact ? lineEnd : bounds[fieldCount - 1]
    isValidUTF8 = UTF8Validation.isValid(
      UnsafeBufferPointer(rebasing: bytes[position..<checkedEnd]))
    position = lineEnd + 1
    if isCompact { return try nextCompactRecord() }

    guard let first = namesAndEmoji(),
      let pngAddress = address(self.field(7)),
      let svgAddress = address(self.field(8)),
      let description = string(self.field(9)),
      let standing = standing(from: 10),
      let nativeNames = list(self.field(fieldCount - 2)),
      let translatedNames = deferredList(self.field(fieldCount - 1))
    else { throw .malformedRecord(line: lineNumber) }

    return Country(
      code: first.code, name: first.name, officialName: first.officialName,
      capitals: first.capitals,
      flag: Flag(
        emoji: first.emoji, pngAddress: pngAddress, svgAddress: svgAddress,
        description: description.isEmpty ? nil : description),
      alternateNames: first.alternateNames, nativeNames: nativeNames,
      translatedNames: .deferred(translatedNames), demonyms: first.demonyms,
      region: standing.region, subregion: standing.subregion,
      isIndependent: standing.isIndependent, isUNMember: standing.isUNMember)
  }

  /// A record's first fields, the same in every version (see `CountrySnapshot.namesAndEmoji`).
  private struct NamesAndEmoji {
    let code: String
    let name: String
    let officialName: String
    let capitals: [String]
    let demonyms: [String]
    let alternateNames: [String]
    let emoji: String
  }

  // Inlined: a call returning the struct costs each of 250 records a round of retains.
  @inline(__always)
  private func namesAndEmoji() -> NamesAndEmoji? {
    guard let code = code(field(0)),
      let name = string(field(1)), !name.isEmpty,
      let officialName = string(field(2)),
      let capitals = list(field(3)),
      let demonyms = list(field(4)),
      let alternateNames = list(field(5)),
      let emoji = string(field(6))
    else { return nil }
    return NamesAndEmoji(
      code: code, name: name, officialName: officialName, capitals: capitals,
      demonyms: demonyms, alternateNames: alternateNames, emoji: emoji)
  }

  private struct Standing {
    var region: String?
    var subregion: String?
    var isIndependent: Bool?
    var isUNMember: Bool?
  }

  /// A version 4 record, whose flag description and translations are in the deflated streams,
  /// each made for it when first read.
  @_optimize(speed)
  private mutating func nextCompactRecord() throws(Error) -> Country {
    let index = recordIndex
    recordIndex += 1
    guard let first = namesAndEmoji(),
      let pngAddress = compactAddress(self.field(7), code: self.field(0), png: true),
      let svgAddress = compactAddress(self.field(8), code: self.field(0), png: false),
      let standing = standing(from: 9),
      let nativeNames = list(self.field(13)),
      let source = self.details
    else { throw .malformedRecord(line: lineNumber) }

    let details = DeferredDetails(source: source, index: index, code: first.code)
    return Country(
      code: first.code, name: first.name, officialName: first.officialName,
      capitals: first.capitals,
      flag: Flag(
        emoji: first.emoji, pngAddress: pngAddress, svgAddress: svgAddress,
        deferredDescription: details),
      alternateNames: first.alternateNames, nativeNames: nativeNames,
      translatedNames: .details(details), demonyms: first.demonyms,
      region: standing.region, subregion: standing.subregion,
      isIndependent: standing.isIndependent, isUNMember: standing.isUNMember)
  }

  /// An image field of version 4: empty for flagcdn's address for the code, `-` for none.
  @_optimize(speed)
  private mutating func compactAddress(_ range: Range<Int>, code: Range<Int>, png: Bool)
    -> String??
  {
    if range.isEmpty {
      let first = bytes[code.lowerBound]
      let second = bytes[code.lowerBound + 1]
      return png
        ? Self.madeAddress(&flagcdnPNG, code: (first, second))
        : Self.madeAddress(&flagcdnSVG, code: (first, second))
    }
    if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") {
      return .some(nil)
    }
    return address(range)
  }

  /// flagcdn's address for a code (two letters A–Z, checked): the template's `xx` before its
  /// extension replaced by the code in lower case.
  @_optimize(speed)
  private static func madeAddress(_ template: inout [UInt8], code: (UInt8, UInt8)) -> String {
    let letters = template.count - 6
    template[letters] = code.0 | 0x20
    template[letters + 1] = code.1 | 0x20
    return template.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }

  /// The four fields from `start` of a version 2 or 4 record; all unknown in a version 1
  /// record, which lacks them.
  @_optimize(speed)
  private mutating func standing(from start: Int) -> Standing? {
    guard layout.hasStanding else { return Standing() }
    guard let region = interned(field(start)), let subregion = interned(field(start + 1)),
      let isIndependent = flag(field(start + 2)), let isUNMember = flag(field(start + 3))
    else { return nil }
    return Standing(
      region: region.isEmpty ? nil : region, subregion: subregion.isEmpty ? nil : subregion,
      isIndependent: isIndependent, isUNMember: isUNMember)
  }

  /// A value that repeats across records, made once: 250 records name some 30 regions and
  /// subregions, and making each anew cost a tenth of decoding a record.
  @_optimize(speed)
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
  @_optimize(speed)
  static func isWellFormedList(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
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

  @_optimize(speed)
  private func list(_ range: Range<Int>) -> [String]? {
    Self.list(range, in: bytes, isValidUTF8: isValidUTF8)
  }

  @_optimize(speed)
  static func list(
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
  @_optimize(speed)
  private func string(_ range: Range<Int>) -> String? {
    Self.string(range, in: bytes, isValidUTF8: isValidUTF8)
  }

  @_optimize(speed)
  static func string(
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
  /// lines, and version 4's deflated line), or the end of a file too short to hold them.
  private func headerEnd(lines: Int) -> Int {
    var end = 0
    for _ in 0..<lines {
      guard let newline = index(of: Escape.newline, in: end..<bytes.count) else {
        return bytes.count
      }
      end = newline + 1
    }
    return end
  }

  /// The next line without its newline, nil at the end; a last line with no newline was cut.
  @_optimize(speed)
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

/// Version 4's two deflated streams, the descriptions' and the translations', each inflated
/// once, when a record first reads a value from it.
final class CompactDetails: CountryDetailsSource {
  /// Where a stream is in the snapshot's bytes, and its length inflated.
  typealias Extent = (start: Int, count: Int, inflatedCount: Int)

  private let descriptions: Deferred<DeflatedStream?>
  private let translations: Deferred<DeflatedStream?>

  init(
    data: Data, recordCount: Int, inflate: @escaping SnapshotParser.Inflate,
    descriptions: Extent, translations: Extent
  ) {
    func stream(_ extent: Extent) -> Deferred<DeflatedStream?> {
      Deferred {
        data.withUnsafeBytes { raw in
          let bytes = raw.assumingMemoryBound(to: UInt8.self)
          let deflated = bytes[extent.start..<(extent.start + extent.count)]
          return inflate(UnsafeBufferPointer(rebasing: deflated), extent.inflatedCount)
            .flatMap { DeflatedStream(inflated: $0, recordCount: recordCount) }
        }
      }
    }
    self.descriptions = stream(descriptions)
    self.translations = stream(translations)
  }

  func flagDescription(at index: Int, code: String) -> String? {
    descriptions.value?.description(at: index, code: code) ?? nil
  }

  func translatedNames(at index: Int, code: String) -> [String] {
    translations.value?.names(at: index, code: code) ?? []
  }

  /// Whether both streams inflate, and every record's lines in them are sound and carry its
  /// code.
  func isIntact(codes: [String]) -> Bool {
    guard let descriptions = descriptions.value, let translations = translations.value else {
      return false
    }
    return codes.indices.allSatisfy {
      descriptions.description(at: $0, code: codes[$0]) != nil
        && translations.names(at: $0, code: codes[$0]) != nil
    }
  }
}

/// One of version 4's deflated streams, inflated: each record's code line, then each record's
/// value line (see `CountrySnapshot`). The lines are found once; a record's value is checked
/// and made when it is read, so a flag answer makes one description, not 250.
final class DeflatedStream: Sendable {
  private let bytes: [UInt8]
  /// Where each line starts, and one past the last newline.
  private let lineStarts: [Int]
  private let recordCount: Int

  /// Nil unless the bytes are exactly two lines per record.
  init?(inflated bytes: [UInt8], recordCount: Int) {
    var lineStarts = [0]
    lineStarts.reserveCapacity(2 * recordCount + 1)
    let found = bytes.withUnsafeBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return recordCount == 0 }
      var start = 0
      while start < buffer.count {
        guard lineStarts.count <= 2 * recordCount,
          let newline = memchr(base + start, Int32(Escape.newline), buffer.count - start)
        else { return false }
        start = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        lineStarts.append(start)
      }
      return lineStarts.count == 2 * recordCount + 1
    }
    guard found else { return nil }
    self.bytes = bytes
    self.lineStarts = lineStarts
    self.recordCount = recordCount
  }

  /// The record's description (`.some(nil)` for none), or nil when its lines are damaged or
  /// carry another code than `code`, the one its record in the snapshot has.
  func description(at index: Int, code: String) -> String?? {
    bytes.withUnsafeBufferPointer { buffer -> String?? in
      guard let line = valueLine(at: index, code: code, in: buffer),
        let description = SnapshotParser.string(line, in: buffer, isValidUTF8: true)
      else { return nil }
      return .some(description.isEmpty ? nil : description)
    }
  }

  /// The record's translations, or nil when its lines are damaged or carry another code.
  func names(at index: Int, code: String) -> [String]? {
    bytes.withUnsafeBufferPointer { buffer -> [String]? in
      guard let line = valueLine(at: index, code: code, in: buffer),
        SnapshotParser.isWellFormedList(buffer[line])
      else { return nil }
      return SnapshotParser.list(line, in: buffer, isValidUTF8: true)
    }
  }

  /// The record's value line, when it and the code line are clean and the code is `code`.
  private func valueLine(at index: Int, code: String, in buffer: UnsafeBufferPointer<UInt8>)
    -> Range<Int>?
  {
    guard (0..<recordCount).contains(index) else { return nil }
    let codeLine = line(index)
    let valueLine = line(recordCount + index)
    // Escaped values hold no tab, so a tab is damage. memchr: a byte loop cost 1 M
    // instructions over the 236 KB of both streams.
    func isClean(_ line: Range<Int>) -> Bool {
      let bytes = UnsafeBufferPointer(rebasing: buffer[line])
      guard let base = bytes.baseAddress else { return true }
      return memchr(base, Int32(Escape.tab), bytes.count) == nil
        && UTF8Validation.isValid(bytes)
    }
    guard isClean(codeLine), isClean(valueLine), buffer[codeLine].elementsEqual(code.utf8)
    else { return nil }
    return valueLine
  }

  /// A line without its newline.
  private func line(_ index: Int) -> Range<Int> {
    lineStarts[index]..<(lineStarts[index + 1] - 1)
  }
}
