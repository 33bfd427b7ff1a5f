import QuizMap
import Testing

@Suite("Braille map")
struct BrailleMapTests {
  @Test func glyphs_fillAFoundCountryCoveringTheMapWithFullCells() {
    let drawing = makeSUT(
      [box("AA", west: -179.9, east: 179.9, south: -89, north: 89)], area: .globe, columns: 20,
      rows: 5)

    drawing.update([.found])

    let inner = (1..<(drawing.rows - 1)).flatMap { row in
      (6..<(drawing.columns - 6)).map { drawing.glyphs[row * drawing.columns + $0] }
    }
    #expect(inner.allSatisfy { $0 == MapGlyph("⣿", .found) })
  }

  @Test func glyphs_drawAShapeAcrossTheAntimeridianOnBothEdges() {
    let pacific = MapCountry(
      code: "PA", label: nil,
      rings: [ring([(170, 10), (-170, 10), (-170, -10), (170, -10)])])
    let drawing = makeSUT([pacific], area: .globe, columns: 60, rows: 15)

    drawing.update([.found])

    let lit = litCells(drawing)
    #expect(Set(lit.map(\.column)) == [0, 1, drawing.columns - 2, drawing.columns - 1])
    #expect(Set(lit.map(\.row)) == [6, 7, 8])
    let mirrored = Set(lit.map { Cell(row: $0.row, column: drawing.columns - 1 - $0.column) })
    #expect(mirrored == Set(lit))
  }

  @Test func glyphs_leaveAHoleEmpty() {
    let ringWithHole = MapCountry(
      code: "ZA", label: nil,
      rings: [
        ring([(-60, 40), (60, 40), (60, -40), (-60, -40)]),
        ring([(-30, 20), (-30, -20), (30, -20), (30, 20)]),
      ])
    let drawing = makeSUT([ringWithHole], area: .globe, columns: 60, rows: 15)

    drawing.update([.found])

    let centre = drawing.glyphs[7 * drawing.columns + 30]
    let solid = drawing.glyphs[7 * drawing.columns + 24]
    #expect(centre == .sea)
    #expect(solid == MapGlyph("⣿", .found))
  }

  @Test func glyphs_tellMissedFromFoundByTheirDotsAlone() {
    let drawing = makeSUT(
      [box("AA", west: -60, east: 60, south: -40, north: 40)], area: .globe, columns: 60, rows: 15)

    drawing.update([.found])
    let found = drawing.glyphs[7 * drawing.columns + 30]
    drawing.update([.missed])
    let missed = drawing.glyphs[7 * drawing.columns + 30]

    #expect(found.character == "⣿")
    #expect(missed.character != found.character && missed.character != " ")
    #expect(missed.style == .missed)
  }

  @Test func glyphs_outlineACountryNotYetFound() {
    let drawing = makeSUT(
      [box("AA", west: -60, east: 60, south: -40, north: 40)], area: .globe, columns: 60, rows: 15)

    let interior = drawing.glyphs[7 * drawing.columns + 30]
    let lit = litCells(drawing)

    #expect(interior == .sea)
    #expect(!lit.isEmpty)
    #expect(lit.allSatisfy { drawing.glyphs[$0.row * drawing.columns + $0.column].style == .blank })
  }

  @Test func glyphs_markATinyCountryAtItsLabelPoint() throws {
    let tiny = MapCountry(
      code: "VA", label: GeoPoint(longitude: 12.45, latitude: 41.9),
      rings: [ring([(12.44, 41.9), (12.46, 41.9), (12.46, 41.91), (12.44, 41.91)])])
    let drawing = makeSUT([tiny], area: .world, columns: 60, rows: 15)

    let marker = try #require(drawing.glyphs.firstIndex { $0.character != " " })
    let blank = drawing.glyphs[marker]
    drawing.update([.found])
    let found = drawing.glyphs[marker]
    drawing.update([.missed])
    let missed = drawing.glyphs[marker]

    #expect(blank == MapGlyph("∘", .blank))
    #expect(found == MapGlyph("●", .found))
    #expect(missed == MapGlyph("✗", .missed))
    #expect(drawing.glyphs.filter { $0.character != " " }.count == 1)
  }

  /// A marker is for a place with no dot at all: one that covers a dot or two is drawn with
  /// them, and found or missed fills its cells, so neither colour nor a marker tells it apart.
  @Test func glyphs_drawACountryOfAFewDotsWithThemAndNoMarker() throws {
    let small = MapCountry(
      code: "LU", label: GeoPoint(longitude: 6.1, latitude: 49.7),
      rings: [ring([(4.5, 51), (7.5, 51), (7.5, 48), (4.5, 48)])])
    let drawing = makeSUT([small], area: .world, columns: 60, rows: 15)

    let blank = drawing.glyphs
    let cell = try #require(blank.firstIndex { $0 != .sea })
    drawing.update([.found])
    let found = drawing.glyphs[cell]
    drawing.update([.missed])
    let missed = drawing.glyphs[cell]

    #expect(!blank.contains { $0.character == "∘" })
    #expect(blank[cell].style == .blank)
    #expect(found == MapGlyph("⣿", .found))
    #expect(missed == MapGlyph("⢕", .missed))
  }

  /// Drawn alone, an island state's atolls, each far smaller than a dot, are seen: each takes
  /// its cell whole, beside the main island's own dots.
  @Test func silhouette_givesEachIslandTooSmallForADotItsCell() throws {
    let atolls = (0..<4).map { index in
      tiny("TV", longitude: 176 + Double(index), latitude: -8 - Double(index)).rings[0]
    }
    let main = ring([(179, -5), (180, -5), (180, -6), (179, -6)])
    let country = MapCountry(code: "TV", label: nil, rings: [main] + atolls)

    let drawing = BrailleMap.silhouette(of: country, columns: 40, rows: 12)
    let plain = BrailleMap(
      map: WorldMap(credit: "test", countries: [country]), area: .fitting(country),
      subjects: ["TV"], columns: 40, rows: 12, showsContext: false)
    plain.update([.found])

    let cells = litCells(drawing)
    #expect(cells.count == litCells(plain).count + 4)
    #expect(
      cells.filter { drawing.glyphs[$0.row * drawing.columns + $0.column].character == "⣿" }.count
        >= 4)
  }

  /// Two places too small for a dot whose labels fall in one cell: the label nearer the cell's
  /// centre keeps it, whatever their order, and the other is not drawn (the grid lists it).
  @Test func markers_neverStack_theNearerLabelKeepsTheCell() throws {
    let near = tiny("NE", longitude: 12.0, latitude: 42.0)
    let far = tiny("FA", longitude: 12.0 + 0.6, latitude: 42.0 + 0.4)
    let firstOrder = makeSUT([near, far], area: .world, columns: 60, rows: 15)
    let otherOrder = makeSUT([far, near], area: .world, columns: 60, rows: 15)

    let markers = firstOrder.glyphs.indices.filter { firstOrder.glyphs[$0].character == "∘" }
    let cell = try #require(markers.first)
    let winner = winnerCode(firstOrder, codes: ["NE", "FA"], cell: cell)
    let winnerOtherOrder = winnerCode(otherOrder, codes: ["FA", "NE"], cell: cell)

    func distanceToCentre(_ place: MapCountry) throws -> Double {
      let dot = firstOrder.dotPosition(of: try #require(place.label))
      let centre = (
        x: Double(cell % firstOrder.columns) * 2 + 1, y: Double(cell / firstOrder.columns) * 4 + 2
      )
      return (dot.x - centre.x) * (dot.x - centre.x) + (dot.y - centre.y) * (dot.y - centre.y)
    }
    let nearer = try distanceToCentre(near) < distanceToCentre(far) ? "NE" : "FA"
    #expect(markers.count == 1)
    #expect(otherOrder.glyphs.filter { $0.character == "∘" }.count == 1)
    #expect(winner == nearer)
    #expect(winnerOtherOrder == nearer)
  }

  @Test func update_redrawsOnlyTheRowsOfTheCountryThatChanged() {
    let north = box("NN", west: -60, east: 60, south: 40, north: 60)
    let south = box("SS", west: -60, east: 60, south: -60, north: -40)
    let drawing = makeSUT([north, south], area: .globe, columns: 60, rows: 15)
    let before = drawing.glyphs

    let changed = drawing.update([.found, .blank])

    let changedRows = Set(
      drawing.glyphs.indices.filter { drawing.glyphs[$0] != before[$0] }.map {
        $0 / drawing.columns
      }
    )
    #expect(Set(changed) == changedRows)
    #expect(changedRows.allSatisfy { $0 < drawing.rows / 2 })
    #expect(!changedRows.isEmpty)
  }

  @Test func update_marksTheNewestHitApart() {
    let drawing = makeSUT(
      [box("AA", west: -60, east: 60, south: -40, north: 40)], area: .globe, columns: 60, rows: 15)

    drawing.update([.newest])

    #expect(drawing.glyphs[7 * drawing.columns + 30] == MapGlyph("⣿", .newest))
  }

  @Test func init_keepsTheProjectionsProportions() {
    let drawing = makeSUT([], area: .world, columns: 200, rows: 200)

    let bounds = MapArea.world.projectedBounds
    let projected =
      (bounds.x.upperBound - bounds.x.lowerBound) / (bounds.y.upperBound - bounds.y.lowerBound)
    // Dots are square on a terminal whose cells are twice as tall as wide.
    let drawn = Double(2 * drawing.columns) / Double(4 * drawing.rows)
    #expect(drawing.columns == 200)
    #expect(abs(drawn - projected) / projected < 0.03)
  }

  // MARK: - Helpers

  /// The code whose "found" turns the marker in `cell` to "●"; nil when neither or both do.
  private func winnerCode(_ drawing: BrailleMap, codes: [String], cell: Int) -> String? {
    let winners = codes.indices.filter { index in
      var marks = [MapMark](repeating: .blank, count: codes.count)
      marks[index] = .found
      drawing.update(marks)
      defer { drawing.update([MapMark](repeating: .blank, count: codes.count)) }
      return drawing.glyphs[cell].character == "●"
    }
    return winners.count == 1 ? codes[winners[0]] : nil
  }

  /// A place far smaller than a dot at world scale, with its label point.
  private func tiny(_ code: String, longitude: Double, latitude: Double) -> MapCountry {
    MapCountry(
      code: code, label: GeoPoint(longitude: longitude, latitude: latitude),
      rings: [
        ring([
          (longitude - 0.01, latitude + 0.01), (longitude + 0.01, latitude + 0.01),
          (longitude + 0.01, latitude - 0.01), (longitude - 0.01, latitude - 0.01),
        ])
      ])
  }

  private struct Cell: Hashable {
    let row: Int
    let column: Int
  }

  private func makeSUT(_ countries: [MapCountry], area: MapArea, columns: Int, rows: Int)
    -> BrailleMap
  {
    BrailleMap(
      map: WorldMap(credit: "test", countries: countries), area: area,
      subjects: countries.map(\.code), columns: columns, rows: rows)
  }

  private func litCells(_ drawing: BrailleMap) -> [Cell] {
    drawing.glyphs.indices.filter { drawing.glyphs[$0].character != " " }.map {
      Cell(row: $0 / drawing.columns, column: $0 % drawing.columns)
    }
  }

  /// Clockwise, as a shapefile's outer rings are.
  private func box(_ code: String, west: Double, east: Double, south: Double, north: Double)
    -> MapCountry
  {
    // Points on the way round: consecutive points are joined the short way, as on a globe.
    let middle = (west + east) / 2
    return MapCountry(
      code: code, label: nil,
      rings: [
        ring([
          (west, north), (middle, north), (east, north), (east, south), (middle, south),
          (west, south),
        ])
      ])
  }

  private func ring(_ points: [(Double, Double)]) -> [GeoPoint] {
    points.map { GeoPoint(longitude: $0.0, latitude: $0.1) }
  }
}
