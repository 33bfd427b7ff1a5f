import Foundation
import QuizChat
import QuizGame
import QuizTestSupport
import Testing

@testable import QuizTUI

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
    ])
  func aRequestToPlay_namesItsGame(_ line: String, _ id: String) {
    guard case .topic(let topic) = ChatGameRequest.read(line) else {
      Issue.record("\(line) not read as a game")
      return
    }

    #expect(topic.id == id)
  }

  @Test(arguments: ["let's play", "quiz me", "let's play a game"])
  func aRequestWithoutATopic_offersTheList(_ line: String) {
    #expect(ChatGameRequest.read(line) == .noTopic)
  }

  /// Lines the topic reader alone would take for games, but which the chat answers.
  @Test(
    arguments: [
      "countries starting with b", "capitals of africa", "flags of europe", "europe",
      "What is the capital of Belgium?", "Which countries start with CH?", "flag of brazil",
      "What is the ISO alpha-2 code for Greece?", "play", "what games do the French play",
      "quiz: capital of peru",
    ])
  func aQuestion_isNeverTakenForAGame(_ line: String) {
    if line == "play" {
      // A bare "play" asks to play: the list of games.
      #expect(ChatGameRequest.read(line) == .noTopic)
    } else {
      #expect(ChatGameRequest.read(line) == nil, "\(line)")
    }
  }

  @Test func noQuestionOfTheCorpora_isTakenForAGame() throws {
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

    let taken = questions.filter { ChatGameRequest.read($0) != nil }

    #expect(taken.isEmpty, "taken for games: \(taken)")
  }
}

@MainActor
@Suite("Chat and game screens")
struct ChatAndGameScreenTests {
  @Test func quizMe_inTheChat_asksForThatGame_andAsksTheQuizNothing() {
    let (sut, quiz, made) = makeSUT()

    sut.handle(.text("quiz me on the flags of Europe"))
    sut.handle(.enter)

    #expect(made.topics.map(\.id) == ["flags:europe"])
    #expect(sut.game?.game.game?.id == "flags:europe")
    #expect(quiz.asked.isEmpty)
    #expect(sut.chat.ui.editor.text == "")
  }

  @Test func letsPlay_offersTheGames_andEnterPlaysThePickedOne() {
    let (sut, quiz, made) = makeSUT()
    sut.handle(.text("let's play"))
    sut.handle(.enter)
    #expect(sut.chat.ui.gamePicker == 0)
    let picker = sut.render()
    #expect(picker.lines.contains { $0.contains("▸ 1  Name the countries of the world") })

    sut.chat.handle(.down)
    sut.chat.handle(.enter)

    #expect(made.topics == [GameTopic.suggestions[1]])
    #expect(sut.chat.ui.gamePicker == nil)
    #expect(quiz.asked.isEmpty)
  }

  @Test func aGamesNumber_inThePicker_playsIt_andEscClosesIt() {
    let (sut, _, made) = makeSUT()
    sut.handle(.text("let's play"))
    sut.handle(.enter)

    sut.handle(.escape)
    #expect(sut.chat.ui.gamePicker == nil)
    sut.handle(.text("quiz me"))
    sut.handle(.enter)
    sut.handle(.text("3"))

    #expect(made.topics == [GameTopic.suggestions[2]])
  }

  @Test func aRealQuestion_goesToTheChat() async {
    let (sut, quiz, made) = makeSUT()

    sut.handle(.text("capitals of africa"))
    sut.handle(.enter)
    await sut.chat.lookup?.value

    #expect(quiz.asked == ["capitals of africa"])
    #expect(made.topics.isEmpty)
  }

  @Test func withoutGames_aRequestToPlay_isAQuestion() async {
    let quiz = BelgiumQuiz()
    let chat = ChatScreenController(
      chat: ChatViewModel(quiz: quiz), size: ScreenSize(columns: 80, rows: 24),
      sourceBeforeAnswers: "test data", usesLLM: false, history: nil)

    chat.handle(.text("let's play"))
    chat.handle(.enter)
    await chat.lookup?.value

    #expect(quiz.asked == ["let's play"])
  }

  @Test func theGameScreen_takesOver_andEscOnItsReadyScreen_givesTheChatBack() {
    let (sut, _, _) = makeSUT()
    sut.handle(.text("play the countries of Asia"))

    sut.handle(.enter)
    #expect(sut.game != nil)
    #expect(sut.render().lines[0].hasPrefix("Name the countries of Asia"))
    #expect(sut.render().lines.contains { $0.contains("Esc back to chat") })
    sut.handle(.enter)
    #expect(sut.tickDelay == 1000)
    sut.handle(.escape)
    sut.handle(.escape)

    #expect(sut.game == nil)
    #expect(!sut.isDone)
    #expect(sut.render().lines.last?.hasPrefix("›") == true)
    #expect(sut.render().lines[22].contains("Ready"))
  }

  @Test func controlC_inTheGame_quitsEverything() {
    let (sut, _, _) = makeSUT()
    sut.handle(.text("let's play world"))
    sut.handle(.enter)

    sut.handle(.control("c"))

    #expect(sut.isDone)
  }

  // MARK: - Helpers

  @MainActor
  final class MadeGames {
    var topics: [GameTopic] = []
  }

  private func makeSUT() -> (ChatWithGameScreen, BelgiumQuiz, MadeGames) {
    let quiz = BelgiumQuiz()
    let made = MadeGames()
    let chat = ChatScreenController(
      chat: ChatViewModel(quiz: quiz), size: ScreenSize(columns: 80, rows: 24),
      sourceBeforeAnswers: "test data", usesLLM: false, history: nil,
      makeGame: { topic in
        made.topics.append(topic)
        return GameViewModel(
          game: Game(
            id: topic.id, question: topic.question,
            items: [GameItem(id: 0, answer: "Nepal", spellings: [])], timeLimit: 60))
      })
    return (ChatWithGameScreen(chat: chat), quiz, made)
  }
}
