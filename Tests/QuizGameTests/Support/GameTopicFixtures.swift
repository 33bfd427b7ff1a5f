import CountryData
import QuizEngine
import QuizGame
import Testing

/// The bundled snapshot's catalog, which the country games are made from.
func bundled() throws -> CountryCatalog {
  try BundledCountryLoader().loadCatalog()
}

/// The game `text` names; records an issue where the test asked and throws when it names none.
func gameTopic(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> GameTopic
{
  guard case .topic(let topic) = GameTopicReader.read(text) else {
    Issue.record("\(text) names no game", sourceLocation: sourceLocation)
    throw TopicNotRead()
  }
  return topic
}

struct TopicNotRead: Error {}
