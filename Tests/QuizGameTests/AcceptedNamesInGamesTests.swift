import CountryData
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

@Suite("AcceptedNames in games: every game credits the table's names, and only those")
struct AcceptedNamesInGamesTests {
  @Test(arguments: [
    ("ROK", "KR"), ("KSA", "SA"), ("PNG", "PG"), ("NZ", "NZ"), ("FSM", "FM"), ("CAR", "CF"),
    ("DPRK", "KP"), ("UAE", "AE"), ("DRC", "CD"), ("Antigua", "AG"), ("Trinidad", "TT"),
    ("St Kitts", "KN"), ("St Vincent", "VC"), ("Bosnia", "BA"), ("São Tomé", "ST"),
    ("Sao Tome", "ST"), ("Hellas", "GR"), ("Burma", "MM"), ("Swaziland", "SZ"),
    ("Macedonia", "MK"), ("Czech Republic", "CZ"), ("Holland", "NL"), ("Turkey", "TR"),
    ("Ivory Coast", "CI"), ("East Timor", "TL"), ("Türkiye", "TR"),
  ])
  func worldGame_creditsTheNamesPlayersType(guess: String, code: String) throws {
    let game = try CountryGames.make(.world, from: bundled())

    #expect(try credited(guess, in: game)?.code == code)
  }

  @Test(arguments: [
    ("La Paz", "BO"), ("Colombo", "LK"), ("Malabo", "GQ"), ("Lobamba", "SZ"),
    ("Tarawa", "KI"), ("South Tarawa", "KI"), ("Nay Pyi Taw", "MM"), ("Ulan Bator", "MN"),
    ("Ulaanbaatar", "MN"), ("Kiev", "UA"), ("Kyiv", "UA"), ("Sucre", "BO"),
    ("Yaounde", "CM"), ("Nur-Sultan", "KZ"), ("Prishtina", "XK"),
  ])
  func capitalsGame_creditsTheNamesPlayersType(guess: String, code: String) throws {
    let game = try CountryGames.make(gameTopic("capitals of the world"), from: bundled())

    #expect(try credited(guess, in: game)?.code == code)
  }

  @Test(arguments: ["Zaire", "Ceylon", "Siam", "Persia", "Dahomey", "Upper Volta", "Rhodesia"])
  func worldGame_neverCreditsANameGivenUpLongAgo(guess: String) throws {
    let game = try CountryGames.make(.world, from: bundled())

    #expect(try credited(guess, in: game) == nil)
  }

  @Test(arguments: ["Bujumbura", "Peking", "Lagos", "Rangoon", "Istanbul", "La Pas", "Colombio"])
  func capitalsGame_neverCreditsAFormerCapital_anOldNameOrATypo(guess: String) throws {
    let game = try CountryGames.make(gameTopic("capitals of the world"), from: bundled())

    #expect(try credited(guess, in: game) == nil)
  }

  @Test func everyCreditedRow_isCreditedToItsCountry_inTheWorldOrCapitalsGame() throws {
    let catalog = try bundled()
    let world = try CountryGames.make(
      gameTopic("countries and territories of the world"), from: catalog)
    let capitals = try CountryGames.make(
      gameTopic("capitals and territories of the world"), from: catalog)

    for row in AcceptedNames.all where row.isCredited {
      let game = row.subject == .country ? world : capitals
      #expect(try credited(row.name, in: game)?.code == row.code, "\(row.name)")
    }
  }

  @Test func noRowGivenUp_isCredited_inAnyWorldGame() throws {
    let catalog = try bundled()
    let games = try ["world", "capitals of the world", "flags of the world"].map {
      try CountryGames.make(gameTopic($0), from: catalog)
    }

    for row in AcceptedNames.all where !row.isCredited {
      for game in games {
        #expect(try credited(row.name, in: game) == nil, "\(row.name) in \(game.id)")
      }
    }
  }

  @Test func aNameGivenUpLongAgo_isNotCredited_evenWhenTheDataListsIt() throws {
    let congo = Country(
      code: "CD", name: "DR Congo", officialName: "Democratic Republic of the Congo",
      capitals: ["Kinshasa", "Léopoldville"], flag: Flag(emoji: "🇨🇩"),
      alternateNames: ["Zaire", "DRC"], region: "Africa", subregion: "Middle Africa",
      isIndependent: true)
    let catalog = CountryCatalog(
      countries: [congo], source: DataSource(kind: .bundled, label: "test"))

    let world = try CountryGames.make(.world, from: catalog)
    let capitals = try CountryGames.make(gameTopic("capitals of the world"), from: catalog)

    #expect(try credited("Zaire", in: world) == nil)
    #expect(try credited("DRC", in: world)?.code == "CD")
    #expect(try credited("Léopoldville", in: capitals) == nil)
    #expect(try credited("Kinshasa", in: capitals)?.code == "CD")
  }

  @Test func aShortFormInsideALongerName_waitsAndDoesNotStealIt() throws {
    let game = try CountryGames.make(.world, from: bundled())
    var round = GameRound(game: game)

    let hits = prefixes("Antigua and Barbuda").flatMap { round.type($0).hits }

    #expect(hits.map { game.items[$0].code } == ["AG"])
    #expect(round.found.count == 1)
  }

  // MARK: - Helpers

  /// The item a guess credits, typed a letter at a time and then sent with Enter if nothing
  /// counted on the way; nil when it credits nothing.
  private func credited(_ guess: String, in game: Game) throws -> GameItem? {
    var round = GameRound(game: game)
    var input = ""
    var hits: [Int] = []
    for character in guess {
      let typing = round.type(input + String(character))
      hits += typing.hits
      input = typing.input
    }
    if hits.isEmpty, case .hit(let id) = round.enter(input) { hits = [id] }
    #expect(hits.count <= 1, "\(guess) credited \(hits.map { game.items[$0].answer })")
    return hits.first.map { game.items[$0] }
  }
}
