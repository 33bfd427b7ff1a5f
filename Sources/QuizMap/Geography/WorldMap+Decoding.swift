import CBundledMap
import CZlib

/// The assets' format. `make-map` writes it (`QuizMapWriting`):
///
///     "QMAP" · version (1 byte) · step (1 byte) · credit length (UInt16 LE) · credit (UTF-8)
///     · inflated length (UInt32 LE) · one zlib stream of:
///       country count · per country: code (2 ASCII bytes) · flags (1: has a label)
///       · [version 2: the country's step] · [label lon, lat] · ring count
///       · per ring: point count · points
///
/// Counts are unsigned LEB128; coordinates are zig-zag LEB128 in steps, each point a
/// difference from the one before (from 0, 0 at a ring's start and for the label). Version 1
/// (world.map) has one step for the whole map, in hundredths of a degree (5: 0.05°, a
/// twentieth of a braille dot on the most detailed map a game shows). Version 2 (detailed.map)
/// gives each country its own step, in millionths of a degree: a fraction of the country's
/// size, so Russia's points are kilometres apart and Vatican City's metres, and each costs
/// about a byte a coordinate. The credit stays outside the stream so that `strings` finds it
/// in the binary.
extension WorldMap {
  public enum DecodingError: Error, Equatable, Sendable {
    case notAMap
    case unsupportedVersion(UInt8)
    case damaged
  }

  public static let magic: [UInt8] = Array("QMAP".utf8)
  /// World.map's format: one step for all, in hundredths of a degree.
  public static let formatVersion: UInt8 = 1
  /// Detailed.map's: a step for each country, in millionths of a degree.
  public static let detailedFormatVersion: UInt8 = 2
  /// More than any real map holds; a damaged count must not make us allocate more.
  static let maximumInflatedCount = 1 << 24
  /// A country's step, in millionths: a degree is coarser than any country needs.
  public static let maximumStep = 1_000_000

  /// The map compiled into the binary, decoded once, on first use: only a game that shows
  /// its map pays for it. Nil only if the build carried a damaged asset, which the tests
  /// refuse.
  public static let bundled: WorldMap? = {
    guard let bytes = quiz_bundled_map_bytes() else { return nil }
    let buffer = UnsafeBufferPointer(start: bytes, count: quiz_bundled_map_count())
    return try? decode(Array(buffer))
  }()

  /// Every country of `bundled` again, outlined from Natural Earth's 1:10m set and simplified
  /// in proportion to its own size, for drawing one country large: the daily puzzle's
  /// silhouette and the map game's zoomed insets. Decoded once, on first use, like `bundled`;
  /// too detailed for a map of many countries, which `bundled` draws faster.
  public static let detailed: WorldMap? = {
    guard let bytes = quiz_detailed_map_bytes() else { return nil }
    let buffer = UnsafeBufferPointer(start: bytes, count: quiz_detailed_map_count())
    return try? decode(Array(buffer))
  }()

  public static func decode(_ bytes: [UInt8]) throws(DecodingError) -> WorldMap {
    guard bytes.count >= 12, Array(bytes.prefix(4)) == magic else { throw .notAMap }
    let version = bytes[4]
    guard version == formatVersion || version == detailedFormatVersion else {
      throw .unsupportedVersion(version)
    }
    let hasStepPerCountry = version == detailedFormatVersion
    let step = Int64(bytes[5]) * 10_000
    guard step > 0 || hasStepPerCountry else { throw .damaged }
    let creditCount = Int(bytes[6]) | Int(bytes[7]) << 8
    let creditEnd = 8 + creditCount
    guard bytes.count >= creditEnd + 4 else { throw .damaged }
    let credit = String(decoding: bytes[8..<creditEnd], as: UTF8.self)
    let inflatedCount = (0..<4).reduce(0) { $0 | Int(bytes[creditEnd + $1]) << (8 * $1) }
    let body = Array(bytes[(creditEnd + 4)...])
    guard let inflated = inflate(body, count: inflatedCount) else { throw .damaged }
    var reader = ByteReader(bytes: inflated, step: step)
    let count = try reader.count(limit: 1_000)
    var countries: [MapCountry] = []
    countries.reserveCapacity(count)
    for _ in 0..<count {
      let first = try reader.byte()
      let second = try reader.byte()
      guard first.isASCIIUppercaseLetter, second.isASCIIUppercaseLetter else { throw .damaged }
      let code = String(decoding: [first, second], as: UTF8.self)
      let flags = try reader.byte()
      if hasStepPerCountry { reader.step = Int64(try reader.count(limit: maximumStep)) }
      guard reader.step > 0 else { throw .damaged }
      let label = flags & 1 == 0 ? nil : try reader.point(after: GeoPoint(0, 0))
      let ringCount = try reader.count(limit: 100_000)
      var rings: [[GeoPoint]] = []
      rings.reserveCapacity(ringCount)
      for _ in 0..<ringCount {
        let pointCount = try reader.count(limit: 1_000_000)
        var ring: [GeoPoint] = []
        ring.reserveCapacity(pointCount)
        var previous = GeoPoint(0, 0)
        for _ in 0..<pointCount {
          previous = try reader.point(after: previous)
          ring.append(previous)
        }
        rings.append(ring)
      }
      countries.append(MapCountry(code: code, label: label, rings: rings))
    }
    guard reader.isAtEnd else { throw .damaged }
    return WorldMap(credit: credit, countries: countries)
  }

  private static func inflate(_ bytes: [UInt8], count: Int) -> [UInt8]? {
    guard !bytes.isEmpty, count > 0, count <= maximumInflatedCount else { return nil }
    let inflated = [UInt8](unsafeUninitializedCapacity: count + 1) { output, initialized in
      let isWhole = czlib_inflate_exactly(bytes, bytes.count, output.baseAddress, count) == 1
      initialized = isWhole ? count : 0
    }
    // `count` is above 0, so nothing inflated means the stream was not whole.
    return inflated.isEmpty ? nil : inflated
  }
}

extension GeoPoint {
  init(_ longitudeMicrodegrees: Int32, _ latitudeMicrodegrees: Int32) {
    self.init(
      longitudeMicrodegrees: longitudeMicrodegrees, latitudeMicrodegrees: latitudeMicrodegrees)
  }
}

extension UInt8 {
  fileprivate var isASCIIUppercaseLetter: Bool { (0x41...0x5A).contains(self) }
}

/// Reads the stream's LEB128 numbers, refusing anything past its end or out of range.
private struct ByteReader {
  let bytes: [UInt8]
  /// Millionths of a degree.
  var step: Int64
  var position = 0

  var isAtEnd: Bool { position == bytes.count }

  mutating func byte() throws(WorldMap.DecodingError) -> UInt8 {
    guard position < bytes.count else { throw .damaged }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func unsigned() throws(WorldMap.DecodingError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      value |= UInt64(next & 0x7F) << shift
      if next & 0x80 == 0 { return value }
      shift += 7
      guard shift < 35 else { throw .damaged }
    }
  }

  mutating func count(limit: Int) throws(WorldMap.DecodingError) -> Int {
    let value = try unsigned()
    guard value <= UInt64(limit) else { throw .damaged }
    return Int(value)
  }

  mutating func signed() throws(WorldMap.DecodingError) -> Int64 {
    let value = try unsigned()
    return Int64(value >> 1) ^ -Int64(value & 1)
  }

  mutating func point(after previous: GeoPoint) throws(WorldMap.DecodingError) -> GeoPoint {
    let longitude = Int64(previous.longitudeMicrodegrees) + (try signed()) * step
    let latitude = Int64(previous.latitudeMicrodegrees) + (try signed()) * step
    guard (-180_000_000...180_000_000).contains(longitude),
      (-90_000_000...90_000_000).contains(latitude)
    else {
      throw .damaged
    }
    return GeoPoint(Int32(longitude), Int32(latitude))
  }
}
