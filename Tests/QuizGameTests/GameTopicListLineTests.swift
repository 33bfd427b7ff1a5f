import QuizGame
import Testing

@Suite("GameTopicReader: the words players use for a game, and the list's own lines")
struct GameTopicListLineTests {
  @Test(arguments: [
    ("world capitals", GameTopic(kind: .capitals, scope: .area(.world))),
    ("capitals of the world", GameTopic(kind: .capitals, scope: .area(.world))),
    ("european capitals", GameTopic(kind: .capitals, scope: .area(.europe))),
    ("african flags", GameTopic(kind: .flags, scope: .area(.africa))),
    ("flags of the world", GameTopic(kind: .flags, scope: .area(.world))),
    ("south american countries", GameTopic(kind: .countries, scope: .area(.southAmerica))),
    ("Asian capital cities", GameTopic(kind: .capitals, scope: .area(.asia))),
    ("quiz me on world flags", GameTopic(kind: .flags, scope: .area(.world))),
  ])
  func thePlaceBeforeTheKind_namesTheGame(text: String, topic: GameTopic) {
    #expect(GameTopicReader.read(text) == .topic(topic))
  }

  @Test(arguments: GameTopic.suggestions)
  func everySuggestedGame_isReadBack_fromItsWords_itsQuestion_andItsWholeListLine(
    topic: GameTopic
  ) {
    let minutes = Int(topic.defaultTimeLimit / 60)
    let line = "  \(topic.words)   \(topic.question), \(minutes) minutes"

    #expect(GameTopicReader.read(topic.words) == .topic(topic))
    #expect(GameTopicReader.read(topic.question) == .topic(topic), "\(topic.question)")
    #expect(GameTopicReader.read(line) == .topic(topic), "\(line)")
    #expect(GameTopicReader.read(line + " (best 3 of 195)") == .topic(topic))
  }

  @Test(arguments: [
    "what is the capital of peru", "what country has la paz as its capital",
    "what is the name of the capital of france", "capitals of mars", "united states",
    "countries by population",
  ])
  func questionsAndUnknownPlaces_stillNameNoGame(text: String) {
    #expect(GameTopicReader.read(text) == .unrecognized)
  }
}
