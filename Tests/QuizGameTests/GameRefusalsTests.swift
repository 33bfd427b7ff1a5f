import CountryData
import QuizEngine
import QuizGame
import Testing

/// A guess that is no answer says what it names, as the chat would, in every game of the
/// country data; each sentence is a fact of the data or of the chat's tables.
@Suite("CountryGames: every refusal explained")
struct GameRefusalsTests {
  @Test(arguments: [
    ("Abidjan", "Abidjan is a city in Ivory Coast; its capital is Yamoussoukro."),
    ("Sydney", "Sydney is a city in Australia; its capital is Canberra."),
    ("Scotland", "Scotland is part of the United Kingdom."),
    ("Scottish", "Scotland is part of the United Kingdom."),
    ("Texas", "Texas is a US state."),
    ("Zaire", "Zaire is the old name of the DR Congo (1971–1997)."),
    ("Abyssinia", "Abyssinia is the old name of Ethiopia."),
    ("Peking", "Peking is the old name of Beijing (until 1979)."),
    ("USSR", "The USSR no longer exists: it broke up into 15 countries in 1991."),
    (
      "Palestine",
      "Palestine is a UN observer state: this game counts the 193 UN members, Vatican City and "
        + "Kosovo."
    ),
    (
      "Taiwan",
      "Taiwan is not a UN member: this game counts the 193 UN members, Vatican City and Kosovo."
    ),
    ("Paris", "Paris is the capital of France."),
    ("Kiev", "Kyiv is the capital of Ukraine."),
    ("Cape Town", "Cape Town is a capital of South Africa."),
    ("La Paz", "La Paz is the seat of government of Bolivia; its constitutional capital is Sucre."),
    ("Puerto Rico", "Puerto Rico is not one of this game's independent states."),
  ])
  func theWorld_saysWhatAGuessNames(_ guess: String, _ sentence: String) throws {
    let game = try make(.world)

    #expect(refusal(guess, in: game) == sentence)
  }

  @Test(arguments: [
    ("capitals of africa", "Abidjan", "Abidjan is a city in Ivory Coast, not its capital."),
    ("capitals of africa", "Sydney", "Sydney is a city in Australia; its capital is Canberra."),
    ("capitals of asia", "Peking", "Peking is an old name: this game asks for today's."),
    (
      "capitals of europe", "Edinburgh",
      "Edinburgh is a city in the United Kingdom, not its capital."
    ),
    (
      "capitals of europe", "Cape Town",
      "Cape Town is a capital of South Africa, in Africa, not in this game."
    ),
    (
      "capitals of europe", "La Paz",
      "La Paz is the seat of government of Bolivia; its constitutional capital is Sucre."
    ),
    ("capitals of europe", "Scotland", "Scotland is part of the United Kingdom."),
    ("capitals of europe", "Zaire", "Zaire is the old name of the DR Congo (1971–1997)."),
  ])
  func aCapitalsGame_saysWhatAGuessNames_withoutTheCapitalItAsks(
    _ topic: String, _ guess: String, _ sentence: String
  ) throws {
    let game = try make(try read(topic))

    #expect(refusal(guess, in: game) == sentence)
  }

  @Test(arguments: [
    ("europe", "Palestine", "Palestine is in Asia, not in this game."),
    ("asia", "Taiwan", "Taiwan is not a UN member: this game counts UN members."),
    (
      "countries starting with p", "Palestine",
      "Palestine is a UN observer state: this game counts UN members."
    ),
    ("africa", "Abidjan", "Abidjan is a city in Ivory Coast; its capital is Yamoussoukro."),
    ("africa", "Zaire", "Zaire is the old name of the DR Congo (1971–1997)."),
    ("south america", "Scotland", "Scotland is part of the United Kingdom."),
  ])
  func aRegionGame_saysWhatAGuessNames(_ topic: String, _ guess: String, _ sentence: String)
    throws
  {
    let game = try make(try read(topic))

    #expect(refusal(guess, in: game) == sentence)
  }

  @Test(arguments: ["Atlantis", "Narnia", "Leningrad", "Gondor"])
  func aNameTheGameDoesNotKnow_isStillNotAnAnswer(_ guess: String) throws {
    var round = GameRound(game: try make(.world))

    #expect(round.enter(guess) == .miss)
  }

  @Test func anAnswer_isNeverRefused_byWhatTheChatKnows() throws {
    let places =
      knownPlaces + [
        KnownPlace(name: "France", spellings: ["France"], kind: .described("a region"))
      ]
    let game = try CountryGames.make(.world, from: bundled(), places: places)
    var round = GameRound(game: game)

    guard case .hit = round.enter("France") else {
      Issue.record("France is no longer an answer")
      return
    }
    guard case .hit = round.enter("England") else {
      Issue.record("England no longer counts for the United Kingdom")
      return
    }
  }

  @Test func aPlaceOfACountryTheDataLacks_isLeftOut() throws {
    let places = [KnownPlace(name: "Gotham", spellings: ["Gotham"], kind: .city(country: "ZZ"))]
    var round = GameRound(game: try CountryGames.make(.world, from: bundled(), places: places))

    #expect(round.enter("Gotham") == .miss)
  }

  @Test func aPracticeRound_explainsAsItsGameDoes() throws {
    let game = try make(.world)
    let progress = TopicProgress(words: "world", question: game.question).recording(
      GameRecord(
        gameID: game.id, words: "world", question: game.question, isPractice: false,
        endedAt: 0, found: 0, total: game.items.count, seconds: 1,
        answers: game.items.map {
          AnswerResult(key: AnswerResult.key(for: $0), answer: $0.answer, foundAt: nil)
        }))
    let round = try PracticeSchedule.round(of: game, progress: progress).get()

    #expect(refusal("Scotland", in: round) == "Scotland is part of the United Kingdom.")
  }

  // MARK: - Which states count

  @Test func theWorld_saysWhichStatesItCounts() throws {
    #expect(
      try make(.world).counting
        == "It counts the 193 UN members, Vatican City and Kosovo; world 197 adds Palestine and "
        + "Taiwan.")
    #expect(
      try make(try read("capitals of the world")).counting
        == "It counts the 193 UN members, Vatican City and Kosovo; capitals of the world 197 "
        + "adds Palestine and Taiwan.")
    #expect(
      try make(.world197).counting
        == "It counts the 193 UN members, Vatican City, Kosovo, Palestine and Taiwan.")
    #expect(try make(try read("africa")).counting == nil)
  }

  @Test func world197_countsPalestineAndTaiwan_apartFromTheWorld() throws {
    let game = try make(.world197)

    #expect(game.items.count == 197)
    #expect(Set(game.items.compactMap(\.code)).isSuperset(of: ["PS", "TW", "VA", "XK"]))
    #expect(game.id == "world-197")
    #expect(game.question == "Name the countries of the world, Palestine and Taiwan included")
    #expect(game.timeLimit == Game.worldTimeLimit)
    #expect(refusal("Western Sahara", in: game)?.contains("independent") == true)
  }

  // MARK: - Helpers

  /// What the chat knows, as its composition root would hand it over: a few of each kind.
  private let knownPlaces = [
    KnownPlace(name: "Sydney", spellings: ["Sydney"], kind: .city(country: "AU")),
    KnownPlace(name: "Edinburgh", spellings: ["Edinburgh"], kind: .city(country: "GB")),
    KnownPlace(name: "Cape Town", spellings: ["Cape Town"], kind: .city(country: "ZA")),
    KnownPlace(
      name: "Scotland", spellings: ["Scotland", "Scottish"], kind: .partOf(country: "GB")),
    KnownPlace(name: "Texas", spellings: ["Texas"], kind: .described("a US state")),
    KnownPlace(
      name: "The USSR", spellings: ["USSR"],
      kind: .formerState(fate: "it broke up into 15 countries in 1991")),
  ]

  private func make(_ topic: GameTopic) throws -> Game {
    try CountryGames.make(topic, from: bundled(), places: knownPlaces)
  }

  private func refusal(_ guess: String, in game: Game) -> String? {
    var round = GameRound(game: game)
    guard case .notInGame(let index) = round.enter(guess) else { return nil }
    return game.outsiders[index].sentence
  }

  private func bundled() throws -> CountryCatalog {
    try BundledCountryLoader().loadCatalog()
  }

  private func read(_ text: String) throws -> GameTopic {
    guard case .topic(let topic) = GameTopicReader.read(text) else { throw TopicNotRead() }
    return topic
  }

  private struct TopicNotRead: Error {}
}
