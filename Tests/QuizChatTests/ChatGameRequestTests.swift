import Foundation
import QuizChat
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

/// Which lines ask to play, in every front end: one reading, here.
@Suite("ChatGameRequest")
struct ChatGameRequestTests {
  @Test(
    arguments: [
      ("quiz me on the flags of Europe", "flags:europe"),
      ("play the countries of Asia", "countries:asia"),
      ("Quiz me on capitals of Africa", "capitals:africa"),
      ("let's play world", "world"),
      ("play countries starting with b", "countries:letters-b"),
      ("let's play a game of capitals of Europe", "capitals:europe"),
      ("test me on capitals of africa", "capitals:africa"),
      ("play world 197", "world-197"),
      ("quiz me on the world with Palestine and Taiwan", "world-197"),
      ("show me a country and I'll name it", "map:world"),
      ("map quiz of Africa", "map:africa"),
      ("where is it game europe", "map:europe"),
    ])
  func aRequestToPlay_namesItsGame_beyondDoubt(_ line: String, _ id: String) throws {
    let request = try #require(ChatGameRequest.read(line), "\(line) not read as a game")

    #expect(topicID(request) == id)
    #expect(request.isExplicit)
  }

  /// The greeting, help and the apps' hints offer this line: it must start its game.
  @Test func theGameTheGreetingOffers_startsTheCapitalsOfAfrica() throws {
    let line = ReplyWording.gameExample.example
    let request = try #require(ChatGameRequest.read(line), "\(line) not read as a game")

    #expect(topicID(request) == "capitals:africa")
    #expect(request.isExplicit)
  }

  @Test(arguments: ["where is it", "Where is it?", "show me Peru"])
  func whereIsIt_alone_isAQuestion_notTheMapQuiz(_ line: String) {
    #expect(ChatGameRequest.read(line) == nil)
  }

  @Test(arguments: ["let's play", "quiz me", "let's play a game", "Quiz me!", "play"])
  func aRequestWithoutATopic_offersTheList(_ line: String) {
    let request = ChatGameRequest.read(line)

    #expect(request?.reading == .noTopic)
    #expect(request?.isExplicit == true)
  }

  @Test(arguments: [
    "practice the ones I missed", "Practise what I missed", "let's practice", "practice",
    "practice my mistakes again", "I want to practise the answers I got wrong",
  ])
  func practisingWhatWasMissed_practisesTheGamePlayedLast(_ line: String) {
    let request = ChatGameRequest.read(line)

    #expect(request?.reading == .practice(nil))
    #expect(request?.isExplicit == true)
  }

  @Test(arguments: [
    ("practice the capitals of Africa", "capitals:africa"),
    ("practise the ones I missed in europe", "countries:europe"),
    ("practice flags of south america again", "flags:south-america"),
  ])
  func practisingAGame_namesIt(_ line: String, _ id: String) throws {
    let request = try #require(ChatGameRequest.read(line))

    guard case .practice(let topic) = request.reading else {
      Issue.record("\(line) read as \(request.reading)")
      return
    }
    #expect(topic?.id == id)
  }

  @Test func practisingSomethingThatIsNoGame_isLeftToTheChat() {
    #expect(ChatGameRequest.read("practice my spanish") == nil)
  }

  /// "quiz" or "test" alone may label a question: the chat asks it first.
  @Test(arguments: [
    ("quiz countries starting with ch", "countries:letters-ch"),
    ("quiz: capitals of europe", "capitals:europe"),
  ])
  func aLabelThatMightAskToPlay_isNotExplicit(_ line: String, _ id: String) throws {
    let request = try #require(ChatGameRequest.read(line))

    #expect(topicID(request) == id)
    #expect(!request.isExplicit)
  }

  /// Lines the topic reader alone would take for games, but which the chat answers.
  @Test(
    arguments: [
      "countries starting with b", "capitals of africa", "flags of europe", "europe",
      "What is the capital of Belgium?", "Which countries start with CH?", "flag of brazil",
      "What is the ISO alpha-2 code for Greece?", "what games do the French play",
      "quiz: capital of peru", "quiz me on the capital of France", "play the flag of Spain",
      "the", "please",
      // Words quoted from somewhere else are reported, not asked.
      "Our game card says 'Name all countries that start with Ar'",
    ])
  func aQuestion_isNeverTakenForAGame(_ line: String) {
    #expect(ChatGameRequest.read(line) == nil, "\(line)")
  }

  @Test func noQuestionOfTheCorpora_isTakenForAGameBeyondDoubt() throws {
    var questions: [String] = []
    for name in ["real-questions.jsonl", "dialogues.jsonl"] {
      let data = try RepositoryFiles.contents(
        of: RepositoryFiles.root.appendingPathComponent("Tests/Corpus/\(name)"))
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        if let question = object["q"] as? String { questions.append(question) }
        for turn in object["turns"] as? [[String: Any]] ?? [] {
          if let question = turn["q"] as? String { questions.append(question) }
        }
      }
    }
    #expect(questions.count > 100)

    let taken = questions.filter { ChatGameRequest.read($0)?.isExplicit == true }

    #expect(taken.isEmpty, "taken for games: \(taken)")
  }

  // MARK: - Helpers

  private func topicID(_ request: ChatGameRequest) -> String? {
    guard case .topic(let topic) = request.reading else { return nil }
    return topic.id
  }
}
