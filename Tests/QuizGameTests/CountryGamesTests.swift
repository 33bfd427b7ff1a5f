import CountryData
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

@Suite("CountryGames: games made from the bundled data")
struct CountryGamesTests {
  @Test func world_hasThe195IndependentStates_in15Minutes() throws {
    let game = try CountryGames.make(.world, from: bundled())

    #expect(game.items.count == 195)
    #expect(game.timeLimit == 900)
    #expect(game.id == "world")
    #expect(game.question == "Name the countries of the world")
    let codes = Set(game.items.compactMap(\.code))
    #expect(codes.isSuperset(of: ["FR", "VA", "XK", "GW", "SS", "NG", "NE"]))
    #expect(codes.isDisjoint(with: ["GL", "PR", "PS", "TW", "AQ", "HK"]))
    #expect(game.items.allSatisfy { $0.clue == nil })
  }

  @Test func world_groupsItsItemsByRegion_inGridOrder() throws {
    let game = try CountryGames.make(.world, from: bundled())

    let groups = game.items.map { $0.group ?? "" }
    #expect(groups == groups.sorted())
    #expect(Set(groups) == ["Africa", "Americas", "Asia", "Europe", "Oceania"])
    #expect(game.items.map(\.id) == Array(0..<195))
  }

  @Test(arguments: [
    ("africa", 54, "Africa"), ("south america", 12, "South America"),
    ("the caribbean", 13, "the Caribbean"), ("europe", 46, "Europe"),
    ("north america", 23, "North America"), ("oceania", 14, "Oceania"),
  ])
  func countriesOfAnArea_areItsIndependentStates(area: String, count: Int, name: String) throws {
    let topic = try gameTopic(area)

    let game = try CountryGames.make(topic, from: bundled())

    #expect(game.items.count == count)
    #expect(game.question == "Name the countries of \(name)")
    #expect(game.timeLimit == 300)
  }

  @Test func aCountryGame_knowsEveryOtherPlaceOfTheData_andWhyItIsNoAnswer() throws {
    let catalog = try bundled()
    let africa = try CountryGames.make(try gameTopic("africa"), from: catalog)
    let world = try CountryGames.make(.world, from: catalog)
    let letters = try CountryGames.make(try gameTopic("countries starting with b"), from: catalog)

    for game in [africa, world] {
      let named = Set(game.items.map(\.answer) + game.outsiders.map(\.name))
      #expect(catalog.countries.allSatisfy { named.contains($0.name) })
    }
    #expect(outsider("France", in: africa)?.reason == .elsewhere("Europe"))
    #expect(outsider("Réunion", in: africa)?.reason == .notIndependent)
    #expect(outsider("Puerto Rico", in: world)?.reason == .notIndependent)
    #expect(outsider("France", in: letters)?.reason == .other)
    #expect(outsider("France", in: africa)?.spellings.contains("French Republic") == true)
    #expect(outsider("France", in: africa)?.sentence == "France is in Europe, not in this game.")
    #expect(
      outsider("Puerto Rico", in: world)?.sentence
        == "Puerto Rico is not one of this game's independent states.")
    #expect(outsider("France", in: letters)?.sentence == "France is not in this game.")
  }

  @Test func aCapitalsGame_knowsTheOtherCapitals_andWhoseTheyAre() throws {
    let game = try CountryGames.make(try gameTopic("capitals of africa"), from: bundled())

    let paris = try #require(outsider("Paris", in: game))
    #expect(paris.reason == .capitalOf("France", in: "Europe"))
    #expect(paris.sentence == "Paris is the capital of France, in Europe, not in this game.")
    #expect(outsider("Kiev", in: game) == nil)
    #expect(outsider("Kyiv", in: game)?.spellings.contains("Kiev") == true)
    #expect(outsider("Nairobi", in: game) == nil)
    let kenya = try #require(outsider("Kenya", in: game))
    #expect(kenya.reason == .countryOfACapital)
    #expect(kenya.sentence == "Kenya is a country: this game asks for its capital.")
    #expect(kenya.spellings.contains("Republic of Kenya"))
    #expect(
      outsider("France", in: game)?.sentence == "France is a country: this game asks for capitals.")
  }

  @Test func aSubregionGame_namesTheSubregionOfAPlaceThatIsNoAnswer() throws {
    let game = try CountryGames.make(try gameTopic("countries of western africa"), from: bundled())

    #expect(outsider("Kenya", in: game)?.reason == .elsewhere("Eastern Africa"))
    #expect(outsider("France", in: game)?.reason == .elsewhere("Western Europe"))
  }

  @Test func andTerritories_hasEveryEntryOfTheArea() throws {
    let game = try CountryGames.make(
      try gameTopic("countries and territories of the caribbean"), from: bundled())

    let codes = Set(game.items.compactMap(\.code))
    #expect(game.items.count == 28)
    #expect(codes.isSuperset(of: ["PR", "JM", "CW", "AW"]))
    #expect(game.question == "Name the countries and territories of the Caribbean")
  }

  @Test func countriesStartingWithLetters_useTheEnglishCommonName() throws {
    let game = try CountryGames.make(try gameTopic("countries starting with b"), from: bundled())

    #expect(game.items.allSatisfy { $0.answer.hasPrefix("B") })
    #expect(game.items.count == 17)
    #expect(!game.items.contains { $0.code == "BM" })
  }

  @Test func capitals_haveTheCountryAndFlagAsClue_andAcceptEveryCapital() throws {
    let game = try CountryGames.make(try gameTopic("capitals of africa"), from: bundled())

    let southAfrica = try #require(game.items.first { $0.code == "ZA" })
    #expect(southAfrica.answer == "Pretoria")
    #expect(southAfrica.spellings == ["Pretoria", "Bloemfontein", "Cape Town"])
    #expect(southAfrica.clue == GameClue(text: "South Africa 🇿🇦"))
    #expect(game.question == "Name the capitals of Africa")
  }

  @Test func flags_haveTheEmojiAsClue_withItsDescription() throws {
    let game = try CountryGames.make(try gameTopic("flags of south america"), from: bundled())

    let brazil = try #require(game.items.first { $0.code == "BR" })
    #expect(brazil.answer == "Brazil")
    #expect(brazil.clue?.text == "🇧🇷")
    #expect(brazil.clue?.detail?.isEmpty == false)
  }

  @Test func everyFlagDescription_hidesItsAnswer_untilItIsFound() throws {
    let game = try CountryGames.make(.world, from: bundled())
    let flags = try CountryGames.make(try gameTopic("flags of the world"), from: bundled())

    for item in flags.items {
      let hidden = try #require(item.clueDetail(revealingAnswer: false))
      let shown = try #require(item.clueDetail(revealingAnswer: true))
      let hiddenWords = AnswerFolding.words(hidden)
      for spelling in item.spellings {
        let wanted = AnswerFolding.words(spelling)
        let found = (0...max(0, hiddenWords.count - wanted.count)).contains {
          $0 + wanted.count <= hiddenWords.count
            && Array(hiddenWords[$0..<($0 + wanted.count)]) == wanted
        }
        #expect(!found, "\(item.answer): \(hidden)")
      }
      #expect(shown == item.clue?.detail)
    }
    #expect(game.items.allSatisfy { $0.clueDetail(revealingAnswer: false) == nil })
  }

  @Test func hiding_replacesWholeWordsOfTheAnswer_foldedAsGuessesAre() {
    #expect(
      AnswerFolding.hiding("Sri Lanka", in: "The flag of Sri Lanka has a lion, as SRI LANKA.")
        == "The flag of … has a lion, as …")
    #expect(AnswerFolding.hiding("Chad", in: "Chadian stripes") == "Chadian stripes")
  }

  @Test(arguments: [
    (
      "capitals of europe and territories",
      "Name the capitals of the countries and territories of Europe"
    ),
    ("capitals starting with b", "Name the capitals of the countries starting with B"),
    ("flags of the caribbean", "Name the countries of the Caribbean by their flags"),
    ("codes of asia", "Name the countries of Asia by their ISO codes"),
    (
      "countries and territories starting with g",
      "Name the countries and territories starting with G"
    ),
  ])
  func question_saysWhatToName(topicText: String, question: String) throws {
    #expect(try gameTopic(topicText).question == question)
  }

  @Test func codes_haveTheAlpha2CodeAsClue() throws {
    let game = try CountryGames.make(try gameTopic("codes of europe"), from: bundled())

    let greece = try #require(game.items.first { $0.code == "GR" })
    #expect(greece.clue == GameClue(text: "GR"))
    #expect(greece.answer == "Greece")
  }

  @Test func timeLimit_canBeOverridden_andZeroIsUntimed() throws {
    let catalog = try bundled()

    #expect(try CountryGames.make(.world, from: catalog, timeLimit: 60).timeLimit == 60)
    #expect(try CountryGames.make(.world, from: catalog, timeLimit: 0).timeLimit == nil)
  }

  @Test func make_throwsNoItems_whenNothingFits() throws {
    #expect(throws: CountryGames.Error.noItems) {
      try CountryGames.make(try gameTopic("countries of antarctica"), from: try bundled())
    }
    #expect(throws: CountryGames.Error.noItems) {
      try CountryGames.make(try gameTopic("countries starting with xq"), from: try bundled())
    }
  }

  @Test func make_throwsDataLacksRegions_forDataFromBeforeRegionsWereKept() {
    let catalog = CountryCatalog(
      countries: [makeCountry(code: "FR", name: "France")],
      source: DataSource(kind: .restCountriesV5, label: "old cache"))

    #expect(throws: CountryGames.Error.dataLacksRegions) {
      try CountryGames.make(.world, from: catalog)
    }
  }

  @Test func everySuggestedGame_canBeMade_andHasADistinctID() throws {
    let catalog = try bundled()

    let games = try GameTopic.suggestions.map { try CountryGames.make($0, from: catalog) }

    #expect(games.allSatisfy { !$0.items.isEmpty })
    #expect(Set(games.map(\.id)).count == games.count)
  }

  // MARK: - Matching against the bundled data

  @Test(arguments: ["world", "countries and territories of the world", "capitals of the world"])
  func everyItem_isCreditedByEachOfItsOwnSpellings(topicText: String) throws {
    let game = try CountryGames.make(try gameTopic(topicText), from: bundled())
    let index = AnswerIndex(game)

    for item in game.items {
      for spelling in item.spellings {
        var round = GameRound(game: game, index: index)
        let typed = prefixes(spelling).flatMap { round.type($0).hits }
        let credited = typed.isEmpty ? round.enter(spelling) : .hit(typed[0])
        #expect(credited == .hit(item.id), "\(spelling) for \(item.answer)")
        #expect(typed.count <= 1, "\(spelling) credited \(typed)")
      }
    }
  }

  @Test(arguments: ["world", "countries and territories of the world", "capitals of the world"])
  func noSpelling_isCreditedToAnotherItem(topicText: String) throws {
    let game = try CountryGames.make(try gameTopic(topicText), from: bundled())
    let index = AnswerIndex(game)

    for item in game.items {
      for spelling in item.spellings {
        let owners = index.items(spelledBy: AnswerFolding.fold(spelling))
        #expect(
          owners == [item.id] || (owners.contains(item.id) && spelling == item.answer),
          "\(spelling) of \(item.answer) also credits \(owners.map { game.items[$0].answer })")
      }
    }
  }

  @Test(arguments: [
    ("Niger", "Nigeria"), ("Guinea", "Guinea-Bissau"), ("Guinea", "Equatorial Guinea"),
    ("Dominica", "Dominican Republic"), ("Sudan", "South Sudan"), ("Oman", "Romania"),
    ("Mali", "Somalia"),
  ])
  func namesWithinNames_eachCreditTheirOwnCountry_typedLetterByLetter(
    short: String, long: String
  ) throws {
    let game = try CountryGames.make(.world, from: bundled())
    let index = AnswerIndex(game)
    let shortItem = try #require(game.items.first { $0.answer == short })
    let longItem = try #require(game.items.first { $0.answer == long })

    var round = GameRound(game: game, index: index)
    let longHits = prefixes(long).flatMap { round.type($0).hits }
    var other = GameRound(game: game, index: index)
    let shortHits = prefixes(short).flatMap { other.type($0).hits }
    let shortVerdict = shortHits.isEmpty ? other.enter(short) : .hit(shortHits[0])

    #expect(longHits == [longItem.id])
    #expect(shortVerdict == .hit(shortItem.id))
  }

  @Test(arguments: ["world", "capitals of the world", "countries and territories of the world"])
  func typingEachAnswerShown_creditsItAlone_andLeavesTheInputEmpty(topicText: String) throws {
    let game = try CountryGames.make(try gameTopic(topicText), from: bundled())
    let index = AnswerIndex(game)
    var needingEnter: [String] = []

    for item in game.items {
      var round = GameRound(game: game, index: index)
      let (hits, input) = typeLikeAPlayer(item.answer, into: &round)
      if hits.isEmpty {
        needingEnter.append(item.answer)
        #expect(round.enter(input) == .hit(item.id), "\(item.answer)")
      } else {
        #expect(hits == [item.id], "\(item.answer) credited \(hits.map { game.items[$0].answer })")
        #expect(input == "", "\(item.answer) left \(input)")
      }
    }
    // Only names that start another answer of the game wait for Enter.
    for answer in needingEnter {
      let key = AnswerFolding.fold(answer)
      #expect(
        game.items.contains { other in
          other.answer != answer
            && other.spellings.contains { AnswerFolding.fold($0).hasPrefix(key) }
        }, "\(answer) waited for Enter")
    }
  }

  @Test(arguments: [
    ("America", "US"), ("USA", "US"), ("United States of America", "US"), ("Britain", "GB"),
    ("Great Britain", "GB"), ("England", "GB"), ("UK", "GB"), ("Holland", "NL"),
    ("Burma", "MM"), ("Macedonia", "MK"), ("Vatican", "VA"), ("Holy See", "VA"),
    ("Ivory Coast", "CI"), ("Côte d'Ivoire", "CI"), ("Bosnia", "BA"), ("Czechia", "CZ"),
    ("Czech Republic", "CZ"), ("East Timor", "TL"), ("Swaziland", "SZ"), ("Cape Verde", "CV"),
    ("Cabo Verde", "CV"), ("DRC", "CD"), ("Congo", "CG"), ("The Gambia", "GM"),
    ("St Lucia", "LC"), ("St. Kitts & Nevis", "KN"), ("Sao Tome and Principe", "ST"),
    ("Trinidad & Tobago", "TT"), ("Turkiye", "TR"), ("Deutschland", "DE"), ("UAE", "AE"),
  ])
  func commonNames_areCredited(guess: String, code: String) throws {
    let game = try CountryGames.make(.world, from: bundled())
    var round = GameRound(game: game)

    let hits = prefixes(guess).flatMap { round.type($0).hits }
    let verdict = hits.isEmpty ? round.enter(guess) : .hit(hits[0])

    guard case .hit(let id) = verdict else {
      Issue.record("\(guess) was \(String(describing: verdict))")
      return
    }
    #expect(game.items[id].code == code)
  }

  @Test(arguments: ["Greenland", "Puerto Rico", "Hong Kong", "Scotland", "Korea", "Frence"])
  func namesNotInTheWorldGame_orTypos_areNeverCredited(guess: String) throws {
    let game = try CountryGames.make(.world, from: bundled())
    var round = GameRound(game: game)

    let hits = prefixes(guess).flatMap { round.type($0).hits }
    let verdict = round.enter(guess)

    #expect(hits.isEmpty)
    switch verdict {
    case .miss, .almost, .notInGame: break
    default: Issue.record("\(guess) was \(String(describing: verdict))")
    }
  }

  // MARK: - Helpers

  /// Types `text` a character at a time into what the input holds, as a front end does: a hit
  /// clears it, and the next character lands in the cleared input.
  private func typeLikeAPlayer(_ text: String, into round: inout GameRound) -> ([Int], String) {
    var input = ""
    var hits: [Int] = []
    for character in text {
      let typing = round.type(input + String(character))
      hits += typing.hits
      input = typing.input
    }
    return (hits, input)
  }

  private func outsider(_ name: String, in game: Game) -> GameOutsider? {
    game.outsiders.first { $0.name == name }
  }
}
