import CountryData
import Foundation
import QuizGame
import QuizMap
import QuizMapWriting
import QuizTestSupport
import Testing

@Suite("World map asset")
struct WorldMapAssetTests {
  /// Places of our country data that the map has neither a shape nor a point for, and why.
  /// Natural Earth has every one of them at 1:10m, so none is expected.
  static let documentedNone: [String: String] = [:]

  @Test func bundled_decodesWithNaturalEarthsCredit() throws {
    let map = try #require(WorldMap.bundled)

    #expect(map.credit.contains("Made with Natural Earth"))
    #expect(map.credit.contains("1:110m v4.1.0"))
    #expect(map.credit.contains("1:10m v5.1.1"))
  }

  @Test func generator_remakesTheBundledAssetByteForByte() throws {
    let directory = RepositoryFiles.root.appendingPathComponent("Assets/NaturalEarth")
    let bundled = try [UInt8](RepositoryFiles.contents(of: Self.assetURL))

    let made = try MapGeneration.build(naturalEarthDirectory: directory).encoded(
      step: MapGeneration.step)

    #expect(made == bundled)
    #expect(try WorldMap.decode(made) == WorldMap.bundled)
  }

  @Test func encoded_readsBackAsTheSameMap() throws {
    let map = WorldMap(
      credit: "Made with Natural Earth",
      countries: [
        .fijiAcrossTheAntimeridian,
        MapCountry(code: "BV", label: GeoPoint(longitude: 3.4, latitude: -54.4), rings: []),
      ])

    let decoded = try WorldMap.decode(map.encoded())

    #expect(decoded == map)
    #expect(decoded["FJ"]?.rings.first?.count == 3)
  }

  @Test func decode_refusesDamagedBytes() throws {
    let bytes = try [UInt8](RepositoryFiles.contents(of: Self.assetURL))
    var flipped = bytes
    flipped[bytes.count - 10] ^= 0x5A

    #expect(throws: WorldMap.DecodingError.notAMap) {
      try WorldMap.decode(Array("PNG!".utf8) + bytes)
    }
    #expect(throws: WorldMap.DecodingError.damaged) {
      try WorldMap.decode(Array(bytes.dropLast(20)))
    }
    #expect(throws: WorldMap.DecodingError.damaged) { try WorldMap.decode(flipped) }
    #expect(throws: WorldMap.DecodingError.unsupportedVersion(9)) {
      try WorldMap.decode(WorldMap.magic + [9] + Array(bytes.dropFirst(5)))
    }
  }

  @Test func extract_readsBackAsWritten() throws {
    let url = RepositoryFiles.root.appendingPathComponent("Assets/NaturalEarth/ne_10m_extract.txt")
    let text = String(decoding: try RepositoryFiles.contents(of: url), as: UTF8.self)

    let extract = try NaturalEarthExtract.parse(text)

    #expect(extract.text == text)
    #expect(extract.provenance.contains("version: 5.1.1"))
  }

  @Test func everyCountryOfOurData_hasAShapeOrALabelPointOrADocumentedNone() throws {
    let map = try #require(WorldMap.bundled)
    let catalog = try BundledCountryLoader().loadCatalog()

    let missing = catalog.countries.map(\.code).filter { code in
      let country = map[code]
      return country?.rings.isEmpty != false && country?.label == nil
    }

    #expect(catalog.countries.count == 250)
    #expect(Set(missing) == Set(Self.documentedNone.keys))
    #expect(Set(map.countries.map(\.code)).isSuperset(of: catalog.countries.map(\.code)))
  }

  /// France's record carries its overseas departments and Norway's Svalbard; Northern Cyprus
  /// and Somaliland have no code of their own. Each lands on the code our data gives it.
  @Test func assembly_splitsAndJoinsNaturalEarthsRecordsByOurCodes() throws {
    let map = try #require(WorldMap.bundled)

    let guiana = try #require(map["GF"]?.rings.first)
    let france = try #require(map["FR"])
    let svalbard = try #require(map["SJ"]?.rings.first)

    #expect(guiana.allSatisfy { $0.longitude < -50 && $0.latitude < 7 })
    #expect(france.rings.allSatisfy { ring in ring.allSatisfy { $0.longitude > -6 } })
    #expect(svalbard.allSatisfy { $0.latitude > 70 })
    #expect(map["NO"]?.rings.allSatisfy { ring in ring.allSatisfy { $0.latitude < 72 } } == true)
    #expect(map["CY"]?.rings.count == 2)
  }

  @Test func area_ofTheWorldGameIsTheWorld() throws {
    let map = try #require(WorldMap.bundled)
    let game = try CountryGames.make(
      try topic("countries of the world"), from: BundledCountryLoader().loadCatalog())

    let area = MapArea.covering(game.items.compactMap(\.code), in: map)

    #expect(area == .world)
  }

  @Test func area_ofOceaniaCrossesTheAntimeridian() throws {
    let map = try #require(WorldMap.bundled)
    let game = try CountryGames.make(
      try topic("countries of oceania"), from: BundledCountryLoader().loadCatalog())

    let area = MapArea.covering(game.items.compactMap(\.code), in: map)

    #expect(abs(area.centralLongitude) > 150)
    #expect(area.contains(GeoPoint(longitude: 179.9, latitude: -17)))
    #expect(area.contains(GeoPoint(longitude: -175, latitude: -21)))
    #expect(area.contains(GeoPoint(longitude: 134, latitude: -25)))
  }

  @Test func area_ofEuropeHoldsEuropeAndNotSiberia() throws {
    let map = try #require(WorldMap.bundled)
    let game = try CountryGames.make(
      try topic("countries of europe"), from: BundledCountryLoader().loadCatalog())

    let area = MapArea.covering(game.items.compactMap(\.code), in: map)

    #expect(area.contains(GeoPoint(longitude: -20, latitude: 64)))
    #expect(area.contains(GeoPoint(longitude: 30, latitude: 36)))
    #expect(!area.contains(GeoPoint(longitude: 130, latitude: 60)))
  }

  /// A region's area grows to the shape of the pane it is drawn in, keeping what it held, so
  /// the map fills the pane with more of the land around it instead of empty rows.
  @Test(arguments: [0.8, 1.2, 3.0])
  func area_ofEurope_fittedToAPanesShape_keepsEuropeAndTakesItsShape(aspect: Double) throws {
    let map = try #require(WorldMap.bundled)
    let game = try CountryGames.make(
      try topic("countries of europe"), from: BundledCountryLoader().loadCatalog())
    let area = MapArea.covering(game.items.compactMap(\.code), in: map)

    let fitted = area.fitted(toAspect: aspect)

    let bounds = fitted.projectedBounds
    let shape =
      (bounds.x.upperBound - bounds.x.lowerBound) / (bounds.y.upperBound - bounds.y.lowerBound)
    #expect(abs(shape - aspect) / aspect < 0.03)
    #expect(fitted.longitudes.lowerBound <= area.longitudes.lowerBound)
    #expect(fitted.longitudes.upperBound >= area.longitudes.upperBound)
    #expect(fitted.latitudes.lowerBound <= area.latitudes.lowerBound)
    #expect(fitted.latitudes.upperBound >= area.latitudes.upperBound)
    #expect(fitted.centralLongitude == area.centralLongitude)
  }

  /// The world cannot grow: it is drawn as it is, and the map stretches a little instead.
  @Test func area_ofTheWorld_fittedToATallPane_staysTheWorld() {
    #expect(MapArea.world.fitted(toAspect: 1.0) == .world)
    #expect(MapArea.world.fitted(toAspect: 4.0) == .world)
  }

  /// The daily puzzle's silhouette: the country alone, as large as the pane allows, with no
  /// other land round it; across the antimeridian too.
  @Test(arguments: ["IT", "CL", "FJ", "RU", "NZ"])
  func silhouette_drawsTheCountryAloneAndLarge(code: String) throws {
    let map = try #require(WorldMap.bundled)
    let country = try #require(map[code])

    let drawing = BrailleMap.silhouette(of: country, columns: 60, rows: 20)

    let lit = drawing.glyphs.filter { $0 != .sea }
    #expect(lit.allSatisfy { $0.style == .found })
    #expect(lit.count >= 40, "\(lit.count) cells")
    #expect(drawing.columns == 60 || drawing.rows == 20)
    let rows = (0..<drawing.rows).filter { row in drawing.row(row).contains { $0 != .sea } }
    let columns = (0..<drawing.columns).filter { column in
      (0..<drawing.rows).contains { drawing.glyphs[$0 * drawing.columns + column] != .sea }
    }
    #expect(rows.count * 10 >= drawing.rows * 8 || columns.count * 10 >= drawing.columns * 8)
  }

  /// At the size of a wide terminal's map, every answer of the world game can be seen: drawn,
  /// or a marker where it is too small; or, where two markers would share a cell, left to the
  /// grid's list while the nearer label's marker holds it.
  @Test func worldGame_showsEveryAnswerOnAWideTerminalsMap() throws {
    let map = try #require(WorldMap.bundled)
    let game = try CountryGames.make(
      try topic("countries of the world"), from: BundledCountryLoader().loadCatalog())
    let codes = game.items.map(\.code)
    let drawing = BrailleMap(map: map, area: .world, subjects: codes, columns: 100, rows: 47)
    let blank = drawing.glyphs

    var unseen: [String] = []
    for (index, code) in codes.enumerated() {
      var marks = [MapMark](repeating: .blank, count: codes.count)
      marks[index] = .found
      drawing.update(marks)
      if drawing.glyphs == blank { unseen.append(code ?? "?") }
    }
    let unseenWithoutAMarkerInTheirCell = try unseen.filter { code in
      let label = try #require(map[code]?.label)
      let dot = drawing.dotPosition(of: label)
      let cell = Int(dot.y / 4) * drawing.columns + Int(dot.x / 2)
      return blank[cell].character != "∘"
    }

    #expect(unseenWithoutAMarkerInTheirCell == [])
    #expect(unseen.count <= 10)
  }

  /// At 80×24 the world's small places are dots where they have one: markers are for the few
  /// too small for a dot, never a cloud of them over Europe and West Africa.
  @Test func worldGame_onAnEightyColumnTerminal_keepsMarkersForTheSmallestPlaces() throws {
    let map = try #require(WorldMap.bundled)
    let game = try CountryGames.make(
      try topic("countries of the world"), from: BundledCountryLoader().loadCatalog())
    let drawing = BrailleMap(
      map: map, area: .world, subjects: game.items.map(\.code), columns: 78, rows: 19)

    let markers = drawing.glyphs.filter { $0.character == "∘" }.count

    #expect(markers > 0)
    #expect(markers <= 45)
  }

  private static let assetURL = RepositoryFiles.root.appendingPathComponent("Assets/world.map")

  private func topic(_ text: String) throws -> GameTopic {
    guard case .topic(let topic) = GameTopicReader.read(text) else {
      Issue.record("no game in \"\(text)\"")
      throw CancellationError()
    }
    return topic
  }
}

extension MapCountry {
  /// A ring that crosses the antimeridian, as Fiji's do: what both assets' round trips must
  /// keep whole.
  static let fijiAcrossTheAntimeridian = MapCountry(
    code: "FJ", label: GeoPoint(longitude: 178.1, latitude: -17.8),
    rings: [
      [
        GeoPoint(longitude: 179.99, latitude: -16.1),
        GeoPoint(longitude: -179.99, latitude: -16.2),
        GeoPoint(longitude: 179.5, latitude: -16.9),
      ]
    ])
}
