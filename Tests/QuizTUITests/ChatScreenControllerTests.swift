import Foundation
import QuizChat
import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizTUI

@MainActor
@Suite("ChatScreenController")
struct ChatScreenControllerTests {
  @Test func typingAndEnter_sendsTheQuestion_andTheReplyArrivesWithoutBlocking() async {
    let (sut, quiz) = makeSUT()

    type("capital of Belgium", into: sut)
    sut.handle(.enter)
    #expect(sut.chat.isLoading)
    #expect(sut.ui.editor.text == "")
    await sut.lookup?.value

    #expect(quiz.asked == ["capital of Belgium"])
    #expect(
      sut.model.entries.map(\.text) == [
        "capital of Belgium", "The capital of Belgium is Brussels.",
      ])
    #expect(sut.model.status == .answered)
  }

  @Test func enterWhileLookingUp_isRefused_andKeepsWhatWasTyped() async {
    let (sut, quiz) = makeSUT()
    type("capital of Belgium", into: sut)
    sut.handle(.enter)

    type("flag of Belgium", into: sut)
    sut.handle(.enter)

    #expect(sut.ui.editor.text == "flag of Belgium")
    #expect(sut.ui.hint == "Still looking up the last question. Esc cancels.")
    await sut.lookup?.value
    #expect(quiz.asked == ["capital of Belgium"])
  }

  @Test func escape_cancelsALookup_andGivesTheQuestionBack() async {
    let (sut, _) = makeSUT()
    type("capital of Belgium", into: sut)
    sut.handle(.enter)
    type("half", into: sut)

    sut.handle(.escape)
    await sut.lookup?.value

    #expect(sut.ui.editor.text == "capital of Belgium")
    #expect(sut.model.entries.isEmpty)
    #expect(sut.model.status == .ready)
    sut.handle(.up)
    #expect(sut.ui.editor.text == "half")
  }

  @Test(arguments: [Key.function(5), .control("r")])
  func retryKeys_reaskAfterAnError(_ key: Key) async {
    let (sut, quiz) = makeSUT(failures: 1)
    type("capital of Belgium", into: sut)
    sut.handle(.enter)
    await sut.lookup?.value
    #expect(sut.model.status == .error(.connectivity))

    sut.handle(key)
    await sut.lookup?.value

    #expect(quiz.asked == ["capital of Belgium", "capital of Belgium"])
    #expect(sut.model.status == .answered)
  }

  @Test func retryKey_withNothingFailed_saysSo() {
    let (sut, quiz) = makeSUT()

    sut.handle(.function(5))

    #expect(sut.ui.hint == ChatRefusal.nothingToRetry.sentence)
    #expect(quiz.asked.isEmpty)
  }

  /// "retry", "help" and "exit" do here what they do in every front end: the turn is the
  /// chat's, the screen shows it with its own keys.
  @Test func retryHelpAndExit_typed_doWhatTheyDoEverywhere() async {
    let (sut, quiz) = makeSUT(failures: 1)
    type("retry", into: sut)
    sut.handle(.enter)
    let nothingToRetry = sut.ui.hint
    type("capital of Belgium", into: sut)
    sut.handle(.enter)
    await sut.lookup?.value

    type("retry", into: sut)
    sut.handle(.enter)
    await sut.lookup?.value
    let afterRetry = sut.model.entries.map(\.text)
    type("help", into: sut)
    sut.handle(.enter)
    let helpShown = sut.ui.showsHelp
    sut.handle(.escape)
    type("exit", into: sut)
    sut.handle(.enter)

    #expect(nothingToRetry == "Nothing to retry: the last question did not fail.")
    #expect(quiz.asked == ["capital of Belgium", "capital of Belgium"])
    #expect(afterRetry.last == "The capital of Belgium is Brussels.")
    #expect(helpShown)
    #expect(sut.isQuitting)
    #expect(sut.chat.state == .idle)
    #expect(sut.ui.editor.history.entries == ["capital of Belgium"])
  }

  @Test func exit_whileLookingUp_quits() async {
    let (sut, _) = makeSUT()
    type("capital of Belgium", into: sut)
    sut.handle(.enter)

    type("exit", into: sut)
    sut.handle(.enter)
    await sut.lookup?.value

    #expect(sut.isQuitting)
  }

  @Test func typedWords_workLikeTheirKeys() async {
    let (sut, quiz) = makeSUT(failures: 1)
    type("capital of Belgium", into: sut)
    sut.handle(.enter)
    await sut.lookup?.value

    type("retry", into: sut)
    sut.handle(.enter)
    await sut.lookup?.value
    type("help", into: sut)
    sut.handle(.enter)
    let helpShown = sut.ui.showsHelp
    sut.handle(.escape)
    type("exit", into: sut)
    sut.handle(.enter)

    #expect(quiz.asked.count == 2)
    #expect(helpShown)
    #expect(sut.isQuitting)
  }

  @Test func questionMark_onAnEmptyLine_opensHelp_butIsTypedOtherwise() {
    let (sut, _) = makeSUT()

    sut.handle(.text("?"))
    let opened = sut.ui.showsHelp
    sut.handle(.escape)
    type("capital of Peru", into: sut)
    sut.handle(.text("?"))

    #expect(opened)
    #expect(!sut.ui.showsHelp)
    #expect(sut.ui.editor.text == "capital of Peru?")
  }

  @Test func f1_togglesHelp() {
    let (sut, _) = makeSUT()

    sut.handle(.function(1))
    let opened = sut.ui.showsHelp
    sut.handle(.function(1))

    #expect(opened)
    #expect(!sut.ui.showsHelp)
  }

  @Test func controlD_quitsOnAnEmptyLine_andDeletesOtherwise() {
    let (sut, _) = makeSUT()
    type("ab", into: sut)
    sut.handle(.left)

    sut.handle(.control("d"))
    let afterDelete = sut.ui.editor.text
    sut.handle(.control("u"))
    sut.handle(.control("d"))

    #expect(afterDelete == "a")
    #expect(sut.isQuitting)
  }

  @Test func controlC_quits() {
    let (sut, _) = makeSUT()

    sut.handle(.control("c"))

    #expect(sut.isQuitting)
  }

  @Test func pageUpAndHome_scrollBack_endReturnsToTheNewest() async {
    let (sut, _) = makeSUT(size: ScreenSize(columns: 40, rows: 8))
    await ask(10, into: sut)

    sut.handle(.pageUp)
    let afterPageUp = sut.ui.scroll
    sut.handle(.home)
    let top = sut.render().trimmedLines
    sut.handle(.end)

    #expect(afterPageUp != .following)
    #expect(top[0] == "You  capital of Belgium")
    #expect(sut.ui.scroll == .following)
  }

  @Test func homeAndEnd_moveInTheLine_whenItHasText() {
    let (sut, _) = makeSUT()
    type("capital", into: sut)

    sut.handle(.home)

    #expect(sut.ui.editor.cursor == 0)
    #expect(sut.ui.scroll == .following)
  }

  @Test func resize_reflowsAndKeepsTheScrolledPlace() async {
    let (sut, _) = makeSUT(size: ScreenSize(columns: 40, rows: 8))
    await ask(10, into: sut)
    sut.handle(.pageUp)
    guard case .anchored(let entryID, _) = sut.ui.scroll else {
      Issue.record("expected to be scrolled")
      return
    }

    sut.resize(to: ScreenSize(columns: 24, rows: 8))
    let frame = sut.render()

    #expect(sut.ui.scroll != .following)
    #expect(frame.everyRowFits)
    #expect(frame.trimmedLines.contains("↓ newer messages below ·"))
    if case .anchored(let after, _) = sut.ui.scroll { #expect(after == entryID) }
  }

  @Test func sentQuestions_areSavedToTheHistoryFile_andComeBackNextTime() async throws {
    let directory = try TemporaryDirectory()
    let history = HistoryFile(url: directory.url.appending(path: "quiz/history"))
    let (first, _) = makeSUT(history: history)
    type("capital of Belgium", into: first)
    first.handle(.enter)
    await first.lookup?.value

    let (second, _) = makeSUT(history: history)
    second.handle(.up)

    #expect(second.ui.editor.text == "capital of Belgium")
  }

  @Test func aPaste_isInsertedWhole_andSendsNothing() {
    let (sut, quiz) = makeSUT()

    sut.handle(.paste("capital of  France flag"))

    #expect(sut.ui.editor.text == "capital of  France flag")
    #expect(!sut.chat.isLoading)
    #expect(quiz.asked.isEmpty)
  }

  @Test func verboseNotes_goUnderTheirReply_inTheTranscript() async {
    let sut = ChatScreenController(
      chat: ChatViewModel(quiz: BelgiumQuiz()), size: ScreenSize(columns: 80, rows: 24),
      sourceBeforeAnswers: "test data", usesLLM: true, history: nil,
      note: { reply in "note: about \(reply.question)" })
    type("capital of Belgium", into: sut)

    sut.handle(.enter)
    await sut.lookup?.value

    #expect(sut.model.entries.last?.details == ["note: about capital of Belgium"])
  }

  // MARK: - Helpers

  private func makeSUT(
    failures: Int = 0, size: ScreenSize = ScreenSize(columns: 80, rows: 24),
    history: HistoryFile? = nil
  ) -> (ChatScreenController, BelgiumQuiz) {
    let quiz = BelgiumQuiz(failuresBeforeSuccess: failures)
    let sut = ChatScreenController(
      chat: ChatViewModel(quiz: quiz), size: size, sourceBeforeAnswers: "test data",
      usesLLM: false, history: history)
    return (sut, quiz)
  }

  private func ask(_ count: Int, into sut: ChatScreenController) async {
    for _ in 0..<count {
      type("capital of Belgium", into: sut)
      sut.handle(.enter)
      await sut.lookup?.value
    }
  }

  private func type(_ text: String, into sut: ChatScreenController) {
    sut.handle(.text(text))
  }
}
