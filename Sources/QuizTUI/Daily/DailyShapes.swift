import QuizDaily
import QuizMap

/// The daily puzzle's drawings: the silhouette from each country's detailed outline (1:10m,
/// so that Luxembourg or Tuvalu is more than a blob), the end's world map and where each place
/// lies from the bundled map. Both front ends draw from here.
public enum DailyShapes {
  /// The outline a silhouette is drawn from.
  public static func shape(of code: String) -> MapCountry? {
    WorldMap.detailed?[code]
  }

  /// Every place's label point by ISO code: what distances are measured between.
  public static func labelPoints() -> [String: EarthPoint] {
    var points: [String: EarthPoint] = [:]
    for country in WorldMap.bundled?.countries ?? [] {
      if let label = country.label {
        points[country.code] = EarthPoint(latitude: label.latitude, longitude: label.longitude)
      }
    }
    return points
  }

  /// The silhouette at most `columns` by `rows` cells, as its rows of braille; empty when the
  /// map has no shape for it.
  public static func silhouette(of code: String, columns: Int, rows: Int) -> [String] {
    guard columns > 0, rows > 0, let shape = shape(of: code) else { return [] }
    let drawing = BrailleMap.silhouette(of: shape, columns: columns, rows: rows)
    return (0..<drawing.rows).map { row in
      var line = ""
      line.unicodeScalars.append(contentsOf: drawing.row(row).lazy.map(\.scalar))
      return line
    }
  }

  /// The world at most `columns` by `rows` cells with the answer solid and each guess
  /// hatched (or a ✗ where too small to draw).
  static func endMap(_ game: DailyGame, columns: Int, rows: Int) -> BrailleMap? {
    guard columns > 0, rows > 0, let map = WorldMap.bundled else { return nil }
    let wrong = game.guesses.map(\.code).filter { $0 != game.answer.code }
    let drawing = BrailleMap(
      map: map, area: .world, subjects: [game.answer.code] + wrong, columns: columns,
      rows: rows, stretch: GameMapPane.stretch)
    drawing.update([.found] + wrong.map { _ in .missed })
    return drawing
  }

  /// Under the end's map: what its marks mean.
  public static let legend = "⣿ the answer  ⢕ ✗ your guesses"
}
