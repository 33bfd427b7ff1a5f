/// The polygons of an ESRI shapefile (`.shp`, "Shapefile Technical Description", 1998): one
/// record per row of its `.dbf`, each a list of rings of (longitude, latitude) in degrees.
public enum Shapefile {
  public enum Error: Swift.Error, Equatable {
    case notAShapefile
    case damaged(record: Int)
    case unsupportedShape(Int32)
  }

  public typealias Ring = [(longitude: Double, latitude: Double)]

  public static func polygons(_ bytes: [UInt8]) throws(Error) -> [[Ring]] {
    guard bytes.count >= 100, bigEndian(bytes, 0) == 9994 else { throw .notAShapefile }
    var records: [[Ring]] = []
    var position = 100
    while position + 8 <= bytes.count {
      let length = Int(bigEndian(bytes, position + 4)) * 2
      let start = position + 8
      guard length >= 4, start + length <= bytes.count else {
        throw .damaged(record: records.count)
      }
      let type = littleEndian(bytes, start)
      switch type {
      case 0:
        records.append([])
      case 5:
        guard length >= 44 else { throw .damaged(record: records.count) }
        let partCount = Int(littleEndian(bytes, start + 36))
        let pointCount = Int(littleEndian(bytes, start + 40))
        let pointsStart = start + 44 + 4 * partCount
        guard partCount >= 0, pointCount >= 0, pointsStart + 16 * pointCount <= start + length
        else { throw .damaged(record: records.count) }
        let parts = (0..<partCount).map { Int(littleEndian(bytes, start + 44 + 4 * $0)) }
        var rings: [Ring] = []
        for (index, first) in parts.enumerated() {
          let end = index + 1 < parts.count ? parts[index + 1] : pointCount
          guard first >= 0, first <= end, end <= pointCount else {
            throw .damaged(record: records.count)
          }
          rings.append(
            (first..<end).map { point in
              (double(bytes, pointsStart + 16 * point), double(bytes, pointsStart + 16 * point + 8))
            })
        }
        records.append(rings)
      default:
        throw .unsupportedShape(type)
      }
      position = start + length
    }
    return records
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> Int32 {
    Int32(bitPattern: (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[at + $1]) })
  }

  private static func littleEndian(_ bytes: [UInt8], _ at: Int) -> Int32 {
    Int32(bitPattern: (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * $1) })
  }

  private static func double(_ bytes: [UInt8], _ at: Int) -> Double {
    Double(bitPattern: (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * $1) })
  }
}

/// The rows of a dBASE III table (a shapefile's `.dbf`), every field as trimmed text.
public enum DBaseTable {
  public enum Error: Swift.Error, Equatable {
    case damaged
  }

  public static func rows(_ bytes: [UInt8]) throws(Error) -> [[String: String]] {
    guard bytes.count >= 32 else { throw .damaged }
    let count = (0..<4).reduce(0) { $0 | Int(bytes[4 + $1]) << (8 * $1) }
    let headerLength = Int(bytes[8]) | Int(bytes[9]) << 8
    let recordLength = Int(bytes[10]) | Int(bytes[11]) << 8
    var fields: [(name: String, offset: Int, length: Int)] = []
    var position = 32
    var offset = 1
    while position + 32 <= bytes.count, bytes[position] != 0x0D {
      let name = bytes[position..<position + 11].prefix { $0 != 0 }
      let length = Int(bytes[position + 16])
      fields.append((String(decoding: name, as: UTF8.self), offset, length))
      offset += length
      position += 32
    }
    guard offset <= recordLength, headerLength + count * recordLength <= bytes.count else {
      throw .damaged
    }
    return (0..<count).map { row in
      let start = headerLength + row * recordLength
      var values: [String: String] = [:]
      for field in fields {
        let raw = bytes[(start + field.offset)..<(start + field.offset + field.length)]
        let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        values[field.name] = text.trimmingSpaces
      }
      return values
    }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " }),
      let last = scalars.lastIndex(where: { $0 != " " })
    else { return "" }
    return String(scalars[first...last])
  }
}
