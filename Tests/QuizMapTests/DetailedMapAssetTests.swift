import Foundation
import QuizMap
import QuizMapWriting
import QuizTestSupport
import Testing

@Suite("Detailed map asset")
struct DetailedMapAssetTests {
  @Test func geoPoint_keepsMillionthsOfADegree_andReadsNoNumberAsZero() {
    let point = GeoPoint(longitude: 12.453389, latitude: 41.903111)
    let nonsense = GeoPoint(longitude: .nan, latitude: .infinity)

    #expect(point.longitudeMicrodegrees == 12_453_389)
    #expect(point.latitude == 41.903111)
    #expect(nonsense == GeoPoint(longitude: 0, latitude: 0))
  }

  @Test func detailed_decodesWithNaturalEarthsCredit_andHasEveryCodeOfTheWorldMap() throws {
    let detailed = try #require(WorldMap.detailed)
    let bundled = try #require(WorldMap.bundled)

    #expect(detailed.credit.contains("Made with Natural Earth"))
    #expect(detailed.credit.contains("1:10m v5.1.1"))
    #expect(detailed.countries.map(\.code) == bundled.countries.map(\.code))
    #expect(detailed.countries.allSatisfy { $0.label != nil })
  }

  @Test func generator_remakesTheDetailedAssetByteForByte() throws {
    let directory = RepositoryFiles.root.appendingPathComponent("Assets/NaturalEarth")
    let bundled = try [UInt8](RepositoryFiles.contents(of: Self.assetURL))

    let made = try MapGeneration.buildDetailed(naturalEarthDirectory: directory)
    let bytes = made.map.encodedDetailed { made.steps[$0.code] ?? 1 }

    #expect(bytes == bundled)
    #expect(try WorldMap.decode(bytes) == WorldMap.detailed)
  }

  /// The binary that carries it has a size budget: the asset is a few tens of kilobytes.
  @Test func detailed_isSmall() throws {
    let bytes = try RepositoryFiles.contents(of: Self.assetURL)

    #expect(bytes.count < 60_000, "\(bytes.count) bytes")
  }

  @Test func outlines_readBackAsWritten() throws {
    let url = RepositoryFiles.root.appendingPathComponent(
      "Assets/NaturalEarth/" + MapGeneration.outlinesName)
    let text = String(decoding: try RepositoryFiles.contents(of: url), as: UTF8.self)

    let outlines = try NaturalEarthExtract.parse(text)

    #expect(outlines.text(decimals: MapGeneration.outlinesDecimals) == text)
    #expect(outlines.provenance.contains("version: 5.1.1"))
    #expect(outlines.labels.isEmpty)
  }

  @Test func encodedDetailed_readsBackAsTheSameMap_withEachCountrysStep() throws {
    let map = WorldMap(
      credit: "Made with Natural Earth",
      countries: [
        MapCountry(
          code: "FJ", label: GeoPoint(longitude: 178.1, latitude: -17.8),
          rings: [
            [
              GeoPoint(longitude: 179.99, latitude: -16.1),
              GeoPoint(longitude: -179.99, latitude: -16.2),
              GeoPoint(longitude: 179.5, latitude: -16.9),
            ]
          ]),
        MapCountry(
          code: "VA", label: GeoPoint(longitude: 12.45338, latitude: 41.90311),
          rings: [
            [
              GeoPoint(longitude: 12.44578, latitude: 41.90306),
              GeoPoint(longitude: 12.45829, latitude: 41.90074),
              GeoPoint(longitude: 12.45322, latitude: 41.90712),
            ]
          ]),
      ])
    let steps: [String: Int32] = ["FJ": 10_000, "VA": 1]

    let decoded = try WorldMap.decode(map.encodedDetailed { steps[$0.code] ?? 1 })

    #expect(decoded == map)
  }

  @Test func decode_refusesADamagedDetailedAsset() throws {
    let bytes = try [UInt8](RepositoryFiles.contents(of: Self.assetURL))
    var flipped = bytes
    flipped[bytes.count - 10] ^= 0x5A

    #expect(throws: WorldMap.DecodingError.damaged) {
      try WorldMap.decode(Array(bytes.dropLast(20)))
    }
    #expect(throws: WorldMap.DecodingError.damaged) { try WorldMap.decode(flipped) }
  }

  /// Simplified in proportion to its size: the same shape keeps the same points whether it
  /// is a degree across or a hundredth of one.
  @Test func outline_simplifiesInProportionToTheCountrysSize() {
    let large = Self.wigglySquare(size: 1)
    let small = Self.wigglySquare(size: 0.01)

    let largeOutline = DetailedOutlines.outline([large])
    let smallOutline = DetailedOutlines.outline([small])

    #expect(largeOutline.first?.count == smallOutline.first?.count)
    #expect((largeOutline.first?.count ?? 0) > 4)
    #expect((largeOutline.first?.count ?? 0) < large.count)
  }

  /// An islet a thousandth of a large country's land goes; an island state's atolls, each a
  /// large share of its land, stay however small.
  @Test func outline_dropsAnIsletOfALargeCountry_andKeepsAnIslandStatesAtolls() {
    let mainland = Self.wigglySquare(size: 10)
    let islet = Self.wigglySquare(size: 0.2, at: GeoPoint(longitude: 20, latitude: 0))
    let atolls = (0..<5).map { index in
      Self.wigglySquare(size: 0.01, at: GeoPoint(longitude: Double(index), latitude: 0))
    }

    #expect(DetailedOutlines.outline([mainland, islet]).count == 1)
    #expect(DetailedOutlines.outline(atolls).count == 5)
  }

  /// A speck far out, which would make the country a dot in its own pane, goes; an island
  /// near it, or a large one far out, stays.
  @Test func outline_leavesOutASpeckFarOut() {
    let island = Self.wigglySquare(size: 1)
    let near = Self.wigglySquare(size: 0.05, at: GeoPoint(longitude: 1.5, latitude: 0))
    let far = Self.wigglySquare(size: 0.05, at: GeoPoint(longitude: 8, latitude: 0))
    let large = Self.wigglySquare(size: 0.5, at: GeoPoint(longitude: 8, latitude: 0))

    #expect(DetailedOutlines.outline([island, near, far]).count == 2)
    #expect(DetailedOutlines.outline([island, near, large]).count == 3)
  }

  private static let assetURL = RepositoryFiles.root.appendingPathComponent(
    "Assets/detailed.map")

  /// A closed square of `size` degrees with a zigzag along its top, clockwise from the
  /// south-west corner, as a shapefile's outer ring runs.
  private static func wigglySquare(size: Double, at origin: GeoPoint = GeoPoint(0, 0))
    -> [GeoPoint]
  {
    let x = origin.longitude
    let y = origin.latitude
    var ring = [GeoPoint(longitude: x, latitude: y)]
    for step in 0...20 {
      let wiggle = step % 2 == 0 ? 0 : size * 0.05
      ring.append(
        GeoPoint(longitude: x + size * Double(step) / 20, latitude: y + size - wiggle))
    }
    ring.append(GeoPoint(longitude: x + size, latitude: y))
    ring.append(ring[0])
    return ring
  }
}

extension GeoPoint {
  fileprivate init(_ longitude: Double, _ latitude: Double) {
    self.init(longitude: longitude, latitude: latitude)
  }
}
