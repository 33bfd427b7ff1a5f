import CountryData
import Foundation
import QuizChat
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

@testable import QuizTUI

/// The full screen shows the games the chat makes: what a line means is the chat's to say.
@MainActor
@Suite("Chat and game screens")
struct ChatAndGameScreenTests {
  @Test func quizMe_inTheChat_showsThatGame_andAsksTheQuizNothing() async throws {
    let (sut, quiz) = try makeSUT()

    sut.handle(.text("quiz me on the flags of Europe"))
    sut.handle(.enter)
    await sut.chat.lookup?.value

    #expect(sut.game?.game.game?.id == "flags:europe")
    #expect(quiz.asked.isEmpty)
    #expect(sut.chat.ui.editor.text == "")
  }

  @Test func showMeACountry_inTheChat_showsTheMapQuiz_andEscBringsTheChatBack() async throws {
    let (sut, quiz) = try makeSUT()

    sut.handle(.text("map quiz of Africa"))
    sut.handle(.enter)
    await sut.chat.lookup?.value
    let shown = sut.mapQuiz?.quiz
    sut.handle(.enter)
    sut.handle(MapQuizScreenController.showKey)
    sut.handle(.control("c"))
    sut.handle(.enter)
    sut.handle(.escape)

    #expect(shown?.game.id == "map:africa")
    #expect(quiz.asked.isEmpty)
    #expect(sut.mapQuiz == nil)
    let chat = sut.render().trimmedLines
    #expect(
      chat.contains {
        $0.hasPrefix("Game Countries of Africa on the map: 0 of 54 right first time")
      })
  }

  @Test func letsPlay_offersTheGames_andEnterPlaysThePickedOne() async throws {
    let (sut, quiz) = try makeSUT()
    sut.handle(.text("let's play"))
    sut.handle(.enter)
    await sut.chat.lookup?.value
    #expect(sut.chat.ui.gamePicker == 0)
    let picker = sut.render()
    #expect(picker.lines.contains { $0.contains("▸ 1  Name the countries of the world") })

    sut.chat.handle(.down)
    sut.chat.handle(.enter)
    await sut.chat.lookup?.value

    #expect(sut.game?.game.game?.id == GameTopic.suggestions[1].id)
    #expect(sut.chat.ui.gamePicker == nil)
    #expect(quiz.asked.isEmpty)
  }

  @Test func aGamesNumber_inThePicker_playsIt_andEscClosesIt() async throws {
    let (sut, _) = try makeSUT()
    sut.handle(.text("let's play"))
    sut.handle(.enter)
    await sut.chat.lookup?.value

    sut.handle(.escape)
    #expect(sut.chat.ui.gamePicker == nil)
    sut.handle(.text("quiz me"))
    sut.handle(.enter)
    await sut.chat.lookup?.value
    sut.handle(.text("3"))
    await sut.chat.lookup?.value

    #expect(sut.game?.game.game?.id == GameTopic.suggestions[2].id)
  }

  @Test func aRealQuestion_goesToTheChat() async throws {
    let (sut, quiz) = try makeSUT()

    sut.handle(.text("capitals of africa"))
    sut.handle(.enter)
    await sut.chat.lookup?.value

    #expect(quiz.asked == ["capitals of africa"])
    #expect(sut.game == nil)
  }

  @Test func aGameThatCannotBeMade_saysWhy_andStaysInTheChat() async throws {
    let (sut, _) = try makeSUT()

    sut.handle(.text("play countries starting with x"))
    sut.handle(.enter)
    await sut.chat.lookup?.value

    #expect(sut.game == nil)
    #expect(sut.render().lines.contains { $0.contains("No game: nothing fits") })
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

  @Test func theGameScreen_takesOver_andEscOnItsReadyScreen_givesTheChatBack() async throws {
    let (sut, _) = try makeSUT()
    sut.handle(.text("play the countries of Asia"))

    sut.handle(.enter)
    await sut.chat.lookup?.value
    #expect(sut.game != nil)
    let ready = sut.render().lines
    #expect(ready.first?.hasPrefix("Name the countries of Asia") == true)
    #expect(ready.contains { $0.contains("Esc back to chat") })
    sut.handle(.enter)
    #expect(sut.tickDelay == 1000)
    sut.handle(.escape)
    sut.handle(.enter)
    sut.handle(.escape)

    #expect(sut.game == nil)
    #expect(!sut.isDone)
    let chat = sut.render().lines
    #expect(chat.last?.hasPrefix("›") == true)
    try #require(chat.count == 24)
    #expect(chat[22].contains("Ready"))
  }

  @Test func backFromAGame_theChatShowsItsResult_inOneLine_atTheBottom() async throws {
    let (sut, _) = try makeSUT()
    sut.handle(.text("quiz me on the capitals of Africa"))
    sut.handle(.enter)
    await sut.chat.lookup?.value
    sut.handle(.enter)
    sut.handle(.text("Nairobi"))
    sut.handle(.escape)
    sut.handle(.enter)

    sut.handle(.escape)

    #expect(sut.game == nil)
    let chat = sut.render().trimmedLines
    #expect(chat[21].hasPrefix("Game Capitals of Africa: 1 of 54 in 0:"))
    #expect(chat[21].hasSuffix(" · new best in 5:00"))
  }

  @Test func aGameLeftBeforeItStarted_leavesTheChatAsItWas() async throws {
    let (sut, _) = try makeSUT()
    sut.handle(.text("quiz me on the capitals of Africa"))
    sut.handle(.enter)
    await sut.chat.lookup?.value

    sut.handle(.escape)

    #expect(sut.chat.chat.transcript.isEmpty)
  }

  @Test func controlC_inTheGame_quitsEverything() async throws {
    let (sut, _) = try makeSUT()
    sut.handle(.text("let's play world"))
    sut.handle(.enter)
    await sut.chat.lookup?.value

    sut.handle(.control("c"))

    #expect(sut.game != nil)
    #expect(sut.isDone)
  }

  // MARK: - Helpers

  private func makeSUT() throws -> (ChatWithGameScreen, BelgiumQuiz) {
    let quiz = BelgiumQuiz()
    let catalog = try BundledCountryLoader().loadCatalog()
    let games = GameServices(
      loadCatalog: { catalog }, makeLoader: { _ in FileGameLoader(path: "/nonexistent") },
      scores: nil)
    let chat = ChatScreenController(
      chat: ChatViewModel(quiz: quiz, games: games), size: ScreenSize(columns: 80, rows: 24),
      sourceBeforeAnswers: "test data", usesLLM: false, history: nil)
    return (ChatWithGameScreen(chat: chat), quiz)
  }
}
