/// How a game sees one of its countries on the map.
public enum MapMark: Sendable, Hashable {
  case blank
  case found
  /// Unfound when the game ended.
  case missed
  /// The newest hit, until the next.
  case newest
}

/// What a map cell shows, for a front end to give a colour or an attribute. Ordered: a cell
/// shared by two countries takes the later style.
public enum MapStyle: Int, Sendable, Hashable {
  case sea
  /// Land that is not part of the game: coastlines and borders only.
  case context
  /// A country of the game not found yet: its outline.
  case blank
  /// Solid.
  case found
  /// Hatched, every other dot, inside its outline: told from found by its pattern, so
  /// neither colour nor a colour-blind eye is needed.
  case missed
  case newest
}

/// One cell of the map: a braille pattern, a marker or a space, each one scalar, held as such
/// so a screen copies a changed row without breaking graphemes.
public struct MapGlyph: Sendable, Hashable {
  public var scalar: Unicode.Scalar
  public var style: MapStyle

  public init(_ scalar: Unicode.Scalar, _ style: MapStyle) {
    self.scalar = scalar
    self.style = style
  }

  public var character: Character { Character(scalar) }

  public static let sea = MapGlyph(" ", .sea)
}

/// A game's map in Unicode braille: each terminal cell is 2 by 4 dots, eight times the cells'
/// resolution, which is what coastlines need (half blocks give two, and fill only whole
/// halves). Countries are rasterised once for the size; a change of marks redraws only the
/// cells of the countries whose mark changed.
///
/// A country of the game with dots but none inside its outline is drawn with them, and found
/// or missed fills its cells whole ("⣿", "⢕"), so it is told from its neighbours' borders
/// without colour. One too small for any dot is a marker at its label point, "∘" until found,
/// "●" found and "✗" missed; two markers never share a cell: the label nearer the cell's
/// centre keeps it, and the other place is left to the game's list.
public final class BrailleMap {
  public let columns: Int
  public let rows: Int
  public let area: MapArea
  /// Row-major, `columns` a row.
  public private(set) var glyphs: [MapGlyph]

  static let markers: (blank: Unicode.Scalar, found: Unicode.Scalar, missed: Unicode.Scalar) = (
    "∘", "●", "✗"
  )

  private let dotWidth: Int
  /// Projected units to dots: `(x - west) * scale.x + offset.x`, `(north - y) * scale.y +
  /// offset.y`.
  private let transform:
    (
      west: Double, north: Double, scale: (x: Double, y: Double),
      offset: (x: Double, y: Double)
    )
  private let owners: [Int16]
  /// Drawn with dots, none of them inside its outline: found or missed fills its cells.
  private let isSmall: [Bool]
  private let isEdge: [Bool]
  /// For each country drawn, the cells its dots or marker are in.
  private let cellsOfCountry: [[Int]]
  /// The country whose marker a cell shows, or -1.
  private let markerOfCell: [Int]
  /// Each subject's country among those drawn.
  private let countryOfSubject: [Int?]
  /// How many dots each country drawn has, by its place among them.
  private let dotsOfCountry: [Int]
  private var marks: [MapMark?]

  /// - Parameters:
  ///   - subjects: the game's items' ISO codes, in item order; nil for an item that is no
  ///     country.
  ///   - columns, rows: the most the map may take; it keeps the projection's proportions
  ///     (a cell twice as tall as wide), so it may take fewer.
  ///   - stretch: how far one axis may be stretched past those proportions to fill more of a
  ///     pane of another shape; 1 keeps them.
  ///   - showsContext: whether land that is no subject is drawn, as coasts and borders.
  ///   - showsEveryIsland: whether a subject's island too small to cover a dot takes the
  ///     whole cell it is in, and a subject still under `faintDots` dots (Mauritius, an
  ///     island and specks across ten degrees) fills its cells whole, so an island state
  ///     drawn alone is more than a few stray dots.
  public init(
    map: WorldMap, area: MapArea, subjects: [String?], columns: Int, rows: Int,
    stretch: Double = 1, showsContext: Bool = true, showsEveryIsland: Bool = false
  ) {
    self.area = area
    let bounds = area.projectedBounds
    let width = bounds.x.upperBound - bounds.x.lowerBound
    let height = bounds.y.upperBound - bounds.y.lowerBound
    let maxColumns = max(1, columns)
    let maxRows = max(1, rows)
    let fit = min(Double(2 * maxColumns) / width, Double(4 * maxRows) / height)
    // A pane of another shape than the area is filled by stretching the area up to
    // `stretch`, not left half empty.
    let scale = (
      x: min(Double(2 * maxColumns) / width, fit * max(1, stretch)),
      y: min(Double(4 * maxRows) / height, fit * max(1, stretch))
    )
    self.columns = min(maxColumns, max(1, Int((width * scale.x / 2).rounded(.up))))
    self.rows = min(maxRows, max(1, Int((height * scale.y / 4).rounded(.up))))
    let dotWidth = 2 * self.columns
    let dotHeight = 4 * self.rows
    self.dotWidth = dotWidth
    let transform = (
      west: bounds.x.lowerBound, north: bounds.y.upperBound, scale: scale,
      offset: (
        x: (Double(dotWidth) - width * scale.x) / 2, y: (Double(dotHeight) - height * scale.y) / 2
      )
    )
    self.transform = transform
    func dot(_ x: Double, _ y: Double) -> ScanlineFill.Point {
      Self.dot(x, y, transform)
    }

    // Every country whose dots fall in view, big ones first so small ones (enclaves, islands
    // off a coast drawn at another scale) are drawn over them.
    var isSubject = [Bool](repeating: false, count: map.countries.count)
    for code in subjects {
      if let code, let index = map.index(of: code) { isSubject[index] = true }
    }
    var drawn: [(country: MapCountry, spans: [ScanlineFill.Span], subject: Bool)] = []
    var order: [Int] = []
    var fill = ScanlineFill.Buffer(height: dotHeight)
    for (index, country) in map.countries.enumerated() where showsContext || isSubject[index] {
      var rings = Self.projectedRings(country, area: area)
      for ring in rings.indices {
        for point in rings[ring].indices {
          rings[ring][point] = dot(rings[ring][point].x, rings[ring][point].y)
        }
      }
      var spans = fill.spans(of: rings, width: dotWidth)
      if showsEveryIsland, isSubject[index] {
        spans += Self.cellsOfUnseenIslands(
          rings, spans: spans, columns: self.columns, rows: self.rows)
      }
      if !spans.isEmpty || (isSubject[index] && country.label.map(area.contains) == true) {
        // Dots then position, packed into one Int: sorting Ints needs no sorting code of its own.
        let dots = spans.reduce(0) { $0 + $1.columns.count }
        order.append(dots << 10 | (1023 - drawn.count))
        drawn.append((country, spans, isSubject[index]))
      }
    }
    order.sort()
    let rank = order.reversed().map { 1023 - $0 & 1023 }
    var owners = [Int16](repeating: -1, count: dotWidth * dotHeight)
    for (position, index) in rank.enumerated() {
      for span in drawn[index].spans {
        for column in span.columns { owners[span.row * dotWidth + column] = Int16(position) }
      }
    }
    drawn = rank.map { drawn[$0] }
    dotsOfCountry = drawn.map { entry in entry.spans.reduce(0) { $0 + $1.columns.count } }
    var isEdge = [Bool](repeating: false, count: owners.count)
    var interior = [Int](repeating: 0, count: drawn.count)
    for y in 0..<dotHeight {
      for x in 0..<dotWidth {
        let owner = owners[y * dotWidth + x]
        guard owner >= 0 else { continue }
        let left = x > 0 ? owners[y * dotWidth + x - 1] : owner
        let up = y > 0 ? owners[(y - 1) * dotWidth + x] : owner
        let right = x + 1 < dotWidth ? owners[y * dotWidth + x + 1] : owner
        let down = y + 1 < dotHeight ? owners[(y + 1) * dotWidth + x] : owner
        // Coasts on both sides of the land; a border once, on its west or north side.
        let edge = left < 0 || up < 0 || right != owner || down != owner
        isEdge[y * dotWidth + x] = edge
        if !edge { interior[Int(owner)] += 1 }
      }
    }
    let cellCount = self.columns * self.rows
    var cellsOfCountry = [[Int]](repeating: [], count: drawn.count)
    for cellRow in 0..<self.rows {
      for cellColumn in 0..<self.columns {
        let cell = cellRow * self.columns + cellColumn
        for (dx, dy, _) in Self.dots {
          let owner = Int(owners[(cellRow * 4 + dy) * dotWidth + cellColumn * 2 + dx])
          if owner >= 0, cellsOfCountry[owner].last != cell {
            cellsOfCountry[owner].append(cell)
          }
        }
      }
    }
    var visibleCells = cellsOfCountry.map(\.count)
    // The countries with a dot in a cell, read from the dots when a marker looks for a place
    // (a list for every cell would cost more than all the markers).
    let columnsOfCells = self.columns
    func countries(in cell: Int) -> [Int] {
      var found: [Int] = []
      let x = (cell % columnsOfCells) * 2
      let y = (cell / columnsOfCells) * 4
      for (dx, dy, _) in Self.dots {
        let owner = Int(owners[(y + dy) * dotWidth + x + dx])
        if owner >= 0, !found.contains(owner) { found.append(owner) }
      }
      return found
    }
    var markerOfCell = [Int](repeating: -1, count: cellCount)
    let columnCount = self.columns
    let rowCount = self.rows
    // A country of the game with no dot at all would not be seen: it gets a marker in its
    // label's cell. Nearest its cell's centre first, so that label keeps a shared cell.
    // Each as its distance in thousandths of a dot squared (under 5,000 inside a cell), its
    // cell and its index, packed into one Int: sorting Ints needs no sorting code of its own.
    var wanted: [Int] = []
    for (index, entry) in drawn.enumerated() where entry.subject && cellsOfCountry[index].isEmpty {
      guard let label = entry.country.label else { continue }
      let projected = EqualEarth.project(
        longitude: area.relativeLongitude(label.longitude), latitude: label.latitude)
      let point = dot(projected.x, projected.y)
      let column = min(columnCount - 1, max(0, Int(point.x / 2)))
      let row = min(rowCount - 1, max(0, Int(point.y / 4)))
      let dx = point.x - Double(2 * column + 1)
      let dy = point.y - Double(4 * row + 2)
      let distance = min(Int((dx * dx + dy * dy) * 1000), (1 << 20) - 1)
      wanted.append(distance << 42 | (row * columnCount + column) << 16 | index)
    }
    wanted.sort()
    var hasMarker = [Bool](repeating: false, count: drawn.count)
    func place(_ index: Int, at cell: Int) {
      hasMarker[index] = true
      for country in countries(in: cell) { visibleCells[country] -= 1 }
      markerOfCell[cell] = index
      cellsOfCountry[index].append(cell)
    }
    // A marker never hides the last cell left of a country: it moves one cell, once every
    // marker that fits its own cell has it.
    var moving: [(index: Int, cell: Int)] = []
    for packed in wanted {
      let (index, cell) = (packed & 0xFFFF, packed >> 16 & (1 << 26 - 1))
      guard markerOfCell[cell] < 0 else { continue }
      if countries(in: cell).allSatisfy({ visibleCells[$0] > 1 }) {
        place(index, at: cell)
      } else {
        moving.append((index, cell))
      }
    }
    for (index, cell) in moving {
      let free = Self.nearestFree(
        column: cell % columnCount, row: cell / columnCount, columns: columnCount,
        rows: rowCount, within: 1
      ) { cell in
        markerOfCell[cell] < 0 && countries(in: cell).allSatisfy { visibleCells[$0] > 1 }
      }
      if let free { place(index, at: free) }
    }
    isSmall = drawn.indices.map { index in
      let isFaint =
        showsEveryIsland
        && drawn[index].spans.reduce(0) { $0 + $1.columns.count } < Self.faintDots
      return drawn[index].subject && (interior[index] == 0 || isFaint) && !hasMarker[index]
    }
    self.owners = owners
    self.isEdge = isEdge
    self.cellsOfCountry = cellsOfCountry
    self.markerOfCell = markerOfCell
    var indexOfCode: [String: Int] = [:]
    for (index, entry) in drawn.enumerated() { indexOfCode[entry.country.code] = index }
    countryOfSubject = subjects.map { code in code.flatMap { indexOfCode[$0] } }
    marks = [MapMark?](repeating: nil, count: drawn.count)
    for country in countryOfSubject { if let country { marks[country] = .blank } }
    glyphs = [MapGlyph](repeating: .sea, count: cellCount)
    for cell in glyphs.indices { glyphs[cell] = glyph(cell) }
  }

  /// One country alone, solid, as large as `columns` by `rows` allows: the daily puzzle's
  /// silhouette, with no land round it to give it away. Each of its islands is seen, if only
  /// as a cell: Tuvalu's atolls are a few hundred metres across, a fraction of a dot.
  public static func silhouette(of country: MapCountry, columns: Int, rows: Int) -> BrailleMap {
    let drawing = BrailleMap(
      map: WorldMap(credit: "", countries: [country]), area: .fitting(country),
      subjects: [country.code], columns: columns, rows: rows, showsContext: false,
      showsEveryIsland: true)
    drawing.update([.found])
    return drawing
  }

  /// Sets each subject's mark (in subject order); returns the rows that changed, top first.
  @discardableResult
  public func update(_ subjectMarks: [MapMark]) -> [Int] {
    var next = [MapMark?](repeating: nil, count: marks.count)
    for (subject, country) in countryOfSubject.enumerated() {
      guard let country else { continue }
      next[country] = subject < subjectMarks.count ? subjectMarks[subject] : .blank
    }
    var rowChanged = [Bool](repeating: false, count: rows)
    for country in marks.indices where marks[country] != next[country] {
      marks[country] = next[country]
      for cell in cellsOfCountry[country] {
        let glyph = glyph(cell)
        if glyphs[cell] != glyph {
          glyphs[cell] = glyph
          rowChanged[cell / columns] = true
        }
      }
    }
    return rowChanged.indices.filter { rowChanged[$0] }
  }

  /// How many dots a subject (in subject order) is drawn with: 0 for one shown by a marker
  /// alone, or not in view. A map quiz zooms in on a country with too few to be seen.
  public func dotCount(ofSubject subject: Int) -> Int {
    guard countryOfSubject.indices.contains(subject), let country = countryOfSubject[subject]
    else { return 0 }
    return dotsOfCountry[country]
  }

  /// The glyphs of one row.
  public func row(_ row: Int) -> ArraySlice<MapGlyph> {
    glyphs[(row * columns)..<((row + 1) * columns)]
  }

  /// The whole cell round each ring that covers no dot centre, in a pane of `columns` by
  /// `rows` cells; rings in dots, as `spans` are.
  private static func cellsOfUnseenIslands(
    _ rings: [[ScanlineFill.Point]], spans: [ScanlineFill.Span], columns: Int, rows: Int
  ) -> [ScanlineFill.Span] {
    var cells: [ScanlineFill.Span] = []
    for ring in rings where ring.count >= 3 {
      var west = Double.infinity
      var east = -Double.infinity
      var north = Double.infinity
      var south = -Double.infinity
      for point in ring {
        west = min(west, point.x)
        east = max(east, point.x)
        north = min(north, point.y)
        south = max(south, point.y)
      }
      let column = Int(((west + east) / 4).rounded(.down))
      let row = Int(((north + south) / 8).rounded(.down))
      guard (0..<columns).contains(column), (0..<rows).contains(row) else { continue }
      // The dot centres (n + 0.5) within the ring's box: any of them filled, and it is seen.
      let rowsInBox = Int((north - 0.5).rounded(.up))..<Int((south - 0.5).rounded(.up))
      let columnsInBox = Int((west - 0.5).rounded(.up))..<Int((east - 0.5).rounded(.up))
      let isSeen = spans.contains { span in
        rowsInBox.contains(span.row) && span.columns.overlaps(columnsInBox)
      }
      guard !isSeen else { continue }
      for dy in 0..<4 {
        cells.append(ScanlineFill.Span(row: row * 4 + dy, columns: (column * 2)..<(column * 2 + 2)))
      }
    }
    return cells
  }

  /// Braille dots in a cell, with their bits: dots 1-2-3 and 7 down the left, 4-5-6 and 8
  /// down the right (U+2800 plus the bits).
  static let dots: [(dx: Int, dy: Int, bit: UInt32)] = [
    (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20),
    (0, 3, 0x40), (1, 3, 0x80),
  ]

  private func glyph(_ cell: Int) -> MapGlyph {
    if markerOfCell[cell] >= 0 {
      switch marks[markerOfCell[cell]] {
      case .found: return MapGlyph(Self.markers.found, .found)
      case .newest: return MapGlyph(Self.markers.found, .newest)
      case .missed: return MapGlyph(Self.markers.missed, .missed)
      case .blank, nil: return MapGlyph(Self.markers.blank, .blank)
      }
    }
    let cellColumn = cell % columns
    let cellRow = cell / columns
    var bits: UInt32 = 0
    var style = MapStyle.sea
    var filling: MapStyle?
    for (dx, dy, bit) in Self.dots {
      let x = cellColumn * 2 + dx
      let y = cellRow * 4 + dy
      let owner = Int(owners[y * dotWidth + x])
      guard owner >= 0 else { continue }
      if isSmall[owner], let mark = marks[owner], mark != .blank {
        let filled: MapStyle = mark == .missed ? .missed : mark == .newest ? .newest : .found
        if filling.map({ $0.rawValue < filled.rawValue }) ?? true { filling = filled }
      }
      let edge = isEdge[y * dotWidth + x]
      let lit: Bool
      let dotStyle: MapStyle
      switch marks[owner] {
      case nil: (lit, dotStyle) = (edge, .context)
      case .blank: (lit, dotStyle) = (edge, .blank)
      case .found: (lit, dotStyle) = (true, .found)
      case .newest: (lit, dotStyle) = (true, .newest)
      case .missed: (lit, dotStyle) = (edge || (x + y) % 2 == 0, .missed)
      }
      if lit {
        bits |= bit
        if dotStyle.rawValue > style.rawValue { style = dotStyle }
      }
    }
    if let filling {
      bits = filling == .missed ? Self.hatch : 0xFF
      if filling.rawValue > style.rawValue { style = filling }
    }
    guard bits != 0, let scalar = Unicode.Scalar(0x2800 + bits) else { return .sea }
    return MapGlyph(scalar, style)
  }

  /// Fewer dots than this, and a country drawn alone is hard to make out.
  static let faintDots = 40

  /// "⢕": every other dot, as a missed country's inside is drawn.
  static let hatch: UInt32 = 0x95

  /// Where a place falls on the map, in dots from its top left corner.
  public func dotPosition(of point: GeoPoint) -> (x: Double, y: Double) {
    let projected = EqualEarth.project(
      longitude: area.relativeLongitude(point.longitude), latitude: point.latitude)
    let dot = Self.dot(projected.x, projected.y, transform)
    return (dot.x, dot.y)
  }

  private static func dot(
    _ x: Double, _ y: Double,
    _ transform: (
      west: Double, north: Double, scale: (x: Double, y: Double), offset: (x: Double, y: Double)
    )
  ) -> ScanlineFill.Point {
    (
      (x - transform.west) * transform.scale.x + transform.offset.x,
      (transform.north - y) * transform.scale.y + transform.offset.y
    )
  }

  private static func nearestFree(
    column: Int, row: Int, columns: Int, rows: Int, within reach: Int, isFree: (Int) -> Bool
  ) -> Int? {
    for radius in 0...reach {
      for dy in -radius...radius {
        for dx in -radius...radius where max(abs(dx), abs(dy)) == radius {
          let x = column + dx
          let y = row + dy
          guard x >= 0, x < columns, y >= 0, y < rows else { continue }
          if isFree(y * columns + x) { return y * columns + x }
        }
      }
    }
    return nil
  }

  /// A country's rings in projected units: longitudes made relative to the central meridian
  /// and continuous along each ring, and a ring drawn again a turn east or west when it
  /// crosses the map's edge, so a shape across the antimeridian shows on both sides.
  public static func projectedRings(_ country: MapCountry, area: MapArea) -> [[(
    x: Double, y: Double
  )]] {
    var result: [[(x: Double, y: Double)]] = []
    for ring in country.rings where ring.count >= 3 {
      var longitudes: [Double] = []
      longitudes.reserveCapacity(ring.count)
      var south = Double.infinity
      var north = -Double.infinity
      for point in ring {
        south = min(south, point.latitude)
        north = max(north, point.latitude)
        if let last = longitudes.last {
          longitudes.append(
            last + MapArea.wrap(point.longitude - ring[longitudes.count - 1].longitude))
        } else {
          longitudes.append(area.relativeLongitude(point.longitude))
        }
      }
      guard north >= area.latitudes.lowerBound, south <= area.latitudes.upperBound else { continue }
      // A ring round a pole (Antarctica's) does not close once unwrapped: keep each point in
      // the map's turn instead.
      if let first = longitudes.first, let last = longitudes.last,
        abs(last + MapArea.wrap(ring[0].longitude - ring[ring.count - 1].longitude) - first) > 1
      {
        longitudes = ring.map { area.relativeLongitude($0.longitude) }
      }
      guard let west = longitudes.min(), let east = longitudes.max() else { continue }
      for turn in [-360.0, 0, 360] {
        guard east + turn >= area.longitudes.lowerBound, west + turn <= area.longitudes.upperBound
        else { continue }
        var points: [(x: Double, y: Double)] = []
        points.reserveCapacity(ring.count)
        for (index, point) in ring.enumerated() {
          points.append((longitudes[index] + turn, point.latitude))
        }
        // A whole-world map ends at the antimeridian, which Equal Earth draws curved: what
        // lies past it would show in the corners outside the globe.
        if area.longitudes.upperBound - area.longitudes.lowerBound >= 360,
          west + turn < area.longitudes.lowerBound || east + turn > area.longitudes.upperBound
        {
          points = clip(points, west: area.longitudes.lowerBound, east: area.longitudes.upperBound)
          guard points.count >= 3 else { continue }
        }
        // Longitude and latitude in, map units out, in place.
        for index in points.indices {
          let scale = EqualEarth.scale(latitude: points[index].y)
          points[index] = (points[index].x * .pi / 180 * scale.x, scale.y)
        }
        result.append(points)
      }
    }
    return result
  }
}

/// Sutherland-Hodgman against two meridians, in degrees (x longitude, y latitude), where they
/// are straight lines.
func clip(_ ring: [(x: Double, y: Double)], west: Double, east: Double) -> [(x: Double, y: Double)]
{
  func cut(_ points: [(x: Double, y: Double)], at edge: Double, keepsEast: Bool) -> [(
    x: Double, y: Double
  )] {
    guard let last = points.last else { return [] }
    var output: [(x: Double, y: Double)] = []
    var previous = last
    for point in points {
      let isInside = keepsEast ? point.x >= edge : point.x <= edge
      let wasInside = keepsEast ? previous.x >= edge : previous.x <= edge
      if isInside != wasInside {
        let t = (edge - previous.x) / (point.x - previous.x)
        output.append((edge, previous.y + t * (point.y - previous.y)))
      }
      if isInside { output.append(point) }
      previous = point
    }
    return output
  }
  return cut(cut(ring, at: west, keepsEast: true), at: east, keepsEast: false)
}

extension MapArea {
  /// Degrees in -180..<180.
  static func wrap(_ degrees: Double) -> Double {
    var value = degrees.truncatingRemainder(dividingBy: 360)
    if value >= 180 { value -= 360 }
    if value < -180 { value += 360 }
    return value
  }

  /// East of the central meridian, in -180..<180.
  public func relativeLongitude(_ longitude: Double) -> Double {
    Self.wrap(longitude - centralLongitude)
  }

  public func contains(_ point: GeoPoint) -> Bool {
    longitudes.contains(relativeLongitude(point.longitude)) && latitudes.contains(point.latitude)
  }
}
