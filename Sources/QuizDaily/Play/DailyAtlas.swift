import QuizEngine
import QuizGame

/// What the daily puzzle knows of the world: every country and territory a guess may name
/// (as one game of the country data, so a guess is matched as a game's answer is: ROK, Burma,
/// Holland, "Ivory Coast", and the prefix rule), where each lies, and the facts the end shows.
///
/// A class, made once a run: every copy of a puzzle (a value) shares it rather than copying its
/// tables.
public final class DailyAtlas: Sendable {
  /// One country or territory as the end of the puzzle shows it.
  public struct Place: Sendable {
    public let code: String
    public let name: String
    public let flag: String
    /// Empty for a place without one (Antarctica).
    public let capital: String

    public init(code: String, name: String, flag: String, capital: String) {
      self.code = code
      self.name = name
      self.flag = flag
      self.capital = capital
    }
  }

  /// Every country and territory with a place on the map, as answers to match guesses with.
  public let game: Game
  let index: AnswerIndex
  /// Label points by ISO code.
  let points: [String: EarthPoint]
  /// The independent states with a place on the map: what a day's puzzle is drawn from.
  public let states: [String]
  private let places: [String: Place]

  /// - Parameters:
  ///   - points: each place's label point by ISO code; a place without one cannot be placed,
  ///     so it is neither guessed nor drawn.
  ///   - known: what the chat knows of other names, so a guess naming a city or an old name
  ///     is told what it is.
  public init(catalog: CountryCatalog, points: [String: EarthPoint], known: [KnownPlace] = [])
    throws(CountryGames.Error)
  {
    let placed = catalog.countries.filter { points[$0.code] != nil }
    let everything = try CountryGames.make(
      GameTopic(kind: .countries, scope: .area(.world), includesTerritories: true),
      from: CountryCatalog(countries: placed, source: catalog.source), timeLimit: 0,
      places: known)
    game = everything
    index = AnswerIndex(everything)
    self.points = points
    states = placed.filter { $0.isIndependent == true }.map(\.code)
    var places: [String: Place] = [:]
    for country in placed {
      places[country.code] = Place(
        code: country.code, name: country.name, flag: country.flag.emoji,
        capital: country.capitals.first ?? "")
    }
    self.places = places
  }

  public func place(_ code: String) -> Place? { places[code] }

  /// The day's country: `DailyPuzzle`'s order over the states.
  public func country(on day: CalendarDay) -> String? {
    DailyPuzzle.country(on: day, among: states)
  }
}
