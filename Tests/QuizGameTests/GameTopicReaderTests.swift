import QuizGame
import Testing

@Suite("GameTopicReader")
struct GameTopicReaderTests {
  @Test(arguments: [
    ("world", "world"),
    ("the world", "world"),
    ("countries of the world", "world"),
    ("capitals of africa", "capitals:africa"),
    ("Capitals of Africa", "capitals:africa"),
    ("flags europe", "flags:europe"),
    ("countries starting with b", "countries:letters-b"),
    ("countries beginning with CH", "countries:letters-ch"),
    ("countries that start with z", "countries:letters-z"),
    ("quiz me on the flags of Europe", "flags:europe"),
    ("play the countries of Asia", "countries:asia"),
    ("quiz me on capitals of Africa", "capitals:africa"),
    ("africa", "countries:africa"),
    ("south america", "countries:south-america"),
    ("flags of South America", "flags:south-america"),
    ("the caribbean", "countries:caribbean"),
    ("countries and territories of the caribbean", "countries+territories:caribbean"),
    ("the caribbean and territories", "countries+territories:caribbean"),
    ("codes of europe", "codes:europe"),
    ("map europe", "map:europe"),
    ("map of europe", "map:europe"),
    ("map world", "map:world"),
    ("map quiz of Africa", "map:africa"),
    ("where is it game europe", "map:europe"),
    ("show me a country and I'll name it", "map:world"),
    ("show me countries of asia", "map:asia"),
    ("europe map", "map:europe"),
    ("iso codes of asia", "codes:asia"),
    ("country codes europe", "codes:europe"),
    ("capital cities of oceania", "capitals:oceania"),
    ("north america", "countries:north-america"),
    ("let's play capitals of europe", "capitals:europe"),
    ("capitals", "capitals:world"),
    ("flags", "flags:world"),
    ("name the countries of western europe", "countries:western-europe"),
    ("southeast asia", "countries:south-eastern-asia"),
    ("world 197", "world-197"),
    ("the 197 countries of the world", "world-197"),
    ("world with Palestine and Taiwan", "world-197"),
    ("capitals of the world 197", "capitals:world-197"),
    ("world 195", "world"),
  ])
  func read_namesTheGame(text: String, id: String) {
    guard case .topic(let topic) = GameTopicReader.read(text) else {
      Issue.record("\(text) read as \(GameTopicReader.read(text))")
      return
    }
    #expect(topic.id == id)
  }

  @Test(arguments: [
    "", "   ", "let's play", "lets play", "play", "quiz me", "play a game", "can we play a game?",
    "shall we play", "I'd like to play a game", "how about a quiz",
  ])
  func read_isNoTopic_whenAskedToPlayWithoutSayingWhat(text: String) {
    #expect(GameTopicReader.read(text) == .noTopic)
  }

  @Test(arguments: [
    "capitals of mars", "what is the capital of Peru", "countries starting with",
    "countries starting with 7", "xyzzy", "flag of japan please now", "africa 197",
    "countries and territories of the world 197", "countries starting with b 197",
  ])
  func read_isUnrecognized_forWhatNamesNoGame(text: String) {
    #expect(GameTopicReader.read(text) == .unrecognized)
  }

  @Test func read_neverCrashes_onHugeOrControlText() {
    _ = GameTopicReader.read(String(repeating: "play ", count: 50_000))
    _ = GameTopicReader.read("\u{1B}[2J\u{0}capitals\u{7} of africa")
  }
}

@Suite("GameTopic.words")
struct GameTopicWordsTests {
  @Test(
    arguments: GameTopic.suggestions + [
      GameTopic(kind: .flags, scope: .area(.caribbean), includesTerritories: true),
      GameTopic(kind: .capitals, scope: .startingWith("ch")),
      GameTopic(kind: .codes, scope: .area(.northAmerica)),
    ])
  func words_readBackAsTheSameTopic(_ topic: GameTopic) {
    #expect(GameTopicReader.read(topic.words) == .topic(topic))
  }

  @Test func words_areWhatAPersonTypes() {
    #expect(GameTopic.world.words == "world")
    #expect(
      GameTopic(kind: .capitals, scope: .area(.southAmerica)).words == "capitals of south america")
    #expect(
      GameTopic(kind: .countries, scope: .startingWith("b")).words == "countries starting with b")
  }
}
