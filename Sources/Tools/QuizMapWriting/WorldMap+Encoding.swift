import CZlib
import QuizMap

extension WorldMap {
  /// The asset's bytes in `WorldMap.decode`'s version 1 (world.map), every point rounded to
  /// `step` hundredths of a degree (the generator's points are already multiples of it).
  public func encoded(step: Int32 = 1) -> [UInt8] {
    let step = max(1, min(255, step))
    return encoded(version: Self.formatVersion, headerStep: UInt8(step)) { _ in step * 10_000 }
  }

  /// The bytes in version 2 (detailed.map): each country's points rounded to its own step, in
  /// millionths of a degree, as `stepOf` gives it.
  public func encodedDetailed(stepOf: (MapCountry) -> Int32) -> [UInt8] {
    encoded(version: Self.detailedFormatVersion, headerStep: 0) { country in
      max(1, min(Int32(Self.maximumStep), stepOf(country)))
    }
  }

  private func encoded(version: UInt8, headerStep: UInt8, stepOf: (MapCountry) -> Int32)
    -> [UInt8]
  {
    var body: [UInt8] = []
    appendUnsigned(UInt64(countries.count), to: &body)
    for country in countries {
      let step = stepOf(country)
      func rounded(_ point: GeoPoint) -> GeoPoint { point.rounded(toMicrodegrees: step) }
      body += Array(country.code.utf8.prefix(2))
      body.append(country.label == nil ? 0 : 1)
      if version == Self.detailedFormatVersion { appendUnsigned(UInt64(step), to: &body) }
      if let label = country.label {
        appendPoint(
          rounded(label), after: GeoPoint(longitude: 0, latitude: 0), step: step, to: &body)
      }
      appendUnsigned(UInt64(country.rings.count), to: &body)
      for ring in country.rings {
        appendUnsigned(UInt64(ring.count), to: &body)
        var previous = GeoPoint(longitude: 0, latitude: 0)
        for point in ring.map(rounded) {
          appendPoint(point, after: previous, step: step, to: &body)
          previous = point
        }
      }
    }
    let credit = Array(credit.utf8.prefix(Int(UInt16.max)))
    var bytes = Self.magic + [version, headerStep]
    bytes += [UInt8(credit.count & 0xFF), UInt8(credit.count >> 8)]
    bytes += credit
    bytes += (0..<4).map { UInt8((body.count >> (8 * $0)) & 0xFF) }
    bytes += Self.compress(body)
    return bytes
  }

  private func appendUnsigned(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  private func appendSigned(_ value: Int64, to bytes: inout [UInt8]) {
    appendUnsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
  }

  private func appendPoint(
    _ point: GeoPoint, after previous: GeoPoint, step: Int32, to bytes: inout [UInt8]
  ) {
    let longitude = Int64(point.longitudeMicrodegrees) - Int64(previous.longitudeMicrodegrees)
    let latitude = Int64(point.latitudeMicrodegrees) - Int64(previous.latitudeMicrodegrees)
    appendSigned(longitude / Int64(step), to: &bytes)
    appendSigned(latitude / Int64(step), to: &bytes)
  }

  /// The zlib stream of `bytes` at the best compression, as the country snapshot's is written.
  private static func compress(_ bytes: [UInt8]) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: Int(compressBound(uLong(bytes.count)))) { output, count in
      count = czlib_compress_best(bytes, bytes.count, output.baseAddress, output.count)
    }
  }
}

extension GeoPoint {
  /// The nearest point whose coordinates are multiples of `step` hundredths of a degree.
  public func rounded(toHundredths step: Int32) -> GeoPoint {
    rounded(toMicrodegrees: step * 10_000)
  }

  /// The nearest point whose coordinates are multiples of `step` millionths of a degree, and
  /// no further than ±180° and ±90°, which a decoder refuses.
  public func rounded(toMicrodegrees step: Int32) -> GeoPoint {
    func round(_ value: Int32, limit: Int64) -> Int32 {
      var result = Int64((Double(value) / Double(step)).rounded()) * Int64(step)
      if result > limit { result -= Int64(step) }
      if result < -limit { result += Int64(step) }
      return Int32(result)
    }
    return GeoPoint(
      longitudeMicrodegrees: round(longitudeMicrodegrees, limit: 180_000_000),
      latitudeMicrodegrees: round(latitudeMicrodegrees, limit: 90_000_000))
  }
}
