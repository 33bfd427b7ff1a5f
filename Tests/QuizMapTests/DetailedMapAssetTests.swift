import CountryData
import Foundation
import QuizGame
import QuizMap
import QuizMapWriting
import QuizTestSupport
import Testing

@Suite("Detailed map asset")
struct DetailedMapAssetTests {
  /// The silhouette pane of an 80×24 terminal: the screen less a column each side, the title
  /// and status rows, and the lines under the drawing for the guesses.
  static let pane = (columns: 78, rows: 18)

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
        .fijiAcrossTheAntimeridian,
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

  /// The 195 states as the daily puzzle draws them: each is seen, large, at 80×24.
  @Test func everyState_drawsASilhouetteOfAtLeastFortyDots_atEightyByTwentyFour() throws {
    let map = try #require(WorldMap.detailed)
    let codes = try Self.states()

    var dots: [String: Int] = [:]
    for code in codes {
      let country = try #require(map[code], "\(code)")
      dots[code] = Self.dots(
        BrailleMap.silhouette(of: country, columns: Self.pane.columns, rows: Self.pane.rows))
    }

    #expect(codes.count == 195)
    #expect(dots.filter { $0.value < 40 } == [:])
  }

  /// The smallest states are drawn as their shapes, large, not as a blob or a block: many
  /// dots, and clearly fewer than the box round them, which a filled rectangle fills.
  @Test(arguments: ["LU", "SG", "VA", "MC", "NR"])
  func smallState_isDrawnAsItsShape(code: String) throws {
    let country = try #require(WorldMap.detailed?[code])

    let drawing = BrailleMap.silhouette(
      of: country, columns: Self.pane.columns, rows: Self.pane.rows)

    let lit = Self.litDots(drawing)
    let width = (lit.map(\.x).max() ?? 0) - (lit.map(\.x).min() ?? 0) + 1
    let height = (lit.map(\.y).max() ?? 0) - (lit.map(\.y).min() ?? 0) + 1
    #expect(lit.count >= 1_000, "\(lit.count) dots")
    #expect(Double(lit.count) < 0.9 * Double(width * height), "\(lit.count) of \(width)×\(height)")
  }

  /// Tuvalu is nine atolls along six hundred kilometres: drawn as that chain, each apart.
  @Test func tuvalu_isDrawnAsItsChainOfAtolls() throws {
    let country = try #require(WorldMap.detailed?["TV"])

    let drawing = BrailleMap.silhouette(
      of: country, columns: Self.pane.columns, rows: Self.pane.rows)

    let cells = Set(drawing.glyphs.indices.filter { drawing.glyphs[$0] != .sea })
    let pieces = cells.filter { cell in
      // A piece's top left cell: none lit just before it, nor in the row above near it.
      let column = cell % drawing.columns
      let before = column > 0 && cells.contains(cell - 1)
      let above = (-1...1).contains { dx in
        (0..<drawing.columns).contains(column + dx) && cells.contains(cell - drawing.columns + dx)
      }
      return !before && !above
    }
    #expect(pieces.count >= 7, "\(pieces.count) pieces")
    #expect(Self.dots(drawing) >= 40)
  }

  /// The map game's zoomed box: a small country solid in the middle, with the land round it
  /// that says where it is.
  @Test(arguments: [("LU", ["BE", "DE", "FR"]), ("SG", ["MY", "ID"]), ("TV", [])])
  func inset_showsASmallCountryLargeAmongItsNeighbours(code: String, neighbours: [String])
    throws
  {
    let map = try #require(WorldMap.detailed)
    let country = try #require(map[code])

    let area = MapArea.inset(around: country)
    let drawing = BrailleMap(
      map: map, area: area, subjects: [code], columns: 30, rows: 10, showsEveryIsland: true)
    drawing.update([.found])

    let found = drawing.glyphs.filter { $0.style == .found }
    #expect(Self.dots(found) >= 20, "\(Self.dots(found)) dots")
    #expect(area.longitudes.upperBound - area.longitudes.lowerBound >= 2)
    for neighbour in neighbours {
      let rings = try #require(map[neighbour]?.rings)
      #expect(rings.contains { $0.contains(where: area.contains) }, "\(neighbour)")
    }
  }

  private static let assetURL = RepositoryFiles.root.appendingPathComponent(
    "Assets/detailed.map")

  private static func states() throws -> [String] {
    guard case .topic(let topic) = GameTopicReader.read("countries of the world") else {
      Issue.record("no world game")
      throw CancellationError()
    }
    let game = try CountryGames.make(topic, from: BundledCountryLoader().loadCatalog())
    return game.items.compactMap(\.code)
  }

  private static func dots(_ drawing: BrailleMap) -> Int { litDots(drawing).count }

  private static func dots(_ glyphs: [MapGlyph]) -> Int {
    glyphs.reduce(0) { count, glyph in
      let value = glyph.scalar.value
      return count + ((0x2800...0x28FF).contains(value) ? (value - 0x2800).nonzeroBitCount : 0)
    }
  }

  private static func litDots(_ drawing: BrailleMap) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    for (cell, glyph) in drawing.glyphs.enumerated() {
      let value = glyph.scalar.value
      guard (0x2801...0x28FF).contains(value) else { continue }
      let bits = value - 0x2800
      let dots: [(dx: Int, dy: Int, bit: UInt32)] = [
        (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20),
        (0, 3, 0x40), (1, 3, 0x80),
      ]
      for dot in dots where bits & dot.bit != 0 {
        result.append(
          ((cell % drawing.columns) * 2 + dot.dx, (cell / drawing.columns) * 4 + dot.dy))
      }
    }
    return result
  }

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
