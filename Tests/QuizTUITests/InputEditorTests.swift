import Testing

@testable import QuizTUI

@Suite("InputEditor")
struct InputEditorTests {
  @Test func insert_placesTextAtTheCursor() {
    var sut = makeSUT("helo", cursor: 3)

    sut.insert(["l"])

    #expect(sut.text == "hello")
    #expect(sut.cursor == 4)
  }

  @Test func insert_joinsACombiningMarkOrFlagHalfArrivingLater_toTheCharacterBeforeIt() {
    var sut = makeSUT("cafe")

    sut.insert(["\u{301}"])
    sut.insert([" ", "🇧"])
    sut.insert(["🇷"])

    #expect(sut.buffer == ["c", "a", "f", "e\u{301}", " ", "🇧🇷"])
    #expect(sut.cursor == 6)
  }

  @Test func backspace_deletesBeforeTheCursor_andNothingAtTheStart() {
    var sut = makeSUT("ab", cursor: 1)

    sut.backspace()
    sut.backspace()

    #expect(sut.text == "b")
    #expect(sut.cursor == 0)
  }

  @Test func deleteForward_deletesAtTheCursor_andNothingAtTheEnd() {
    var sut = makeSUT("ab", cursor: 1)

    sut.deleteForward()
    sut.deleteForward()

    #expect(sut.text == "a")
    #expect(sut.cursor == 1)
  }

  @Test func cursorMoves_stayWithinTheLine() {
    var sut = makeSUT("ab", cursor: 1)

    sut.moveLeft()
    sut.moveLeft()
    #expect(sut.cursor == 0)
    sut.moveRight()
    sut.moveRight()
    sut.moveRight()
    #expect(sut.cursor == 2)
    sut.moveToStart()
    #expect(sut.cursor == 0)
    sut.moveToEnd()
    #expect(sut.cursor == 2)
  }

  @Test func wordMoves_skipToWordStartsAndEnds() {
    var sut = makeSUT("capital of  Côte-d'Ivoire")

    sut.moveWordLeft()
    #expect(sut.cursor == 19)
    sut.moveWordLeft()
    sut.moveWordLeft()
    #expect(sut.cursor == 12)
    sut.moveWordLeft()
    #expect(sut.cursor == 8)
    sut.moveWordRight()
    #expect(sut.cursor == 10)
  }

  @Test func killToStart_removesEverythingBeforeTheCursor() {
    var sut = makeSUT("capital of France", cursor: 11)

    sut.killToStart()

    #expect(sut.text == "France")
    #expect(sut.cursor == 0)
  }

  @Test func killToEnd_removesEverythingFromTheCursor() {
    var sut = makeSUT("capital of France", cursor: 10)

    sut.killToEnd()

    #expect(sut.text == "capital of")
    #expect(sut.cursor == 10)
  }

  @Test(arguments: [
    ("capital of France", 17, "capital of ", 11),
    ("capital of France  ", 19, "capital of ", 11),
    ("capital of France", 10, "capital  France", 8),
    ("  ", 2, "", 0),
    ("x", 0, "x", 0),
  ])
  func deleteWordBack_removesTheWhitespaceDelimitedWordBeforeTheCursor(
    _ text: String, _ cursor: Int, _ expected: String, _ expectedCursor: Int
  ) {
    var sut = makeSUT(text, cursor: cursor)

    sut.deleteWordBack()

    #expect(sut.text == expected)
    #expect(sut.cursor == expectedCursor)
  }

  @Test func accept_returnsTheLine_andStartsAnEmptyOne() {
    var sut = makeSUT("capital of France", cursor: 3)

    let line = sut.accept()

    #expect(line == "capital of France")
    #expect(sut.buffer.isEmpty)
    #expect(sut.cursor == 0)
  }

  @Test func abandon_clearsTheLine_withoutRememberingIt() {
    var sut = makeSUT("half typed")

    sut.abandon()
    sut.historyPrevious()

    #expect(sut.buffer.isEmpty)
  }

  // MARK: History

  @Test func historyPrevious_walksBackThroughAcceptedLines_stoppingAtTheOldest() {
    var sut = makeSUT(history: ["one", "two"])

    sut.historyPrevious()
    #expect(sut.text == "two")
    #expect(sut.cursor == 3)
    sut.historyPrevious()
    sut.historyPrevious()
    #expect(sut.text == "one")
  }

  @Test func historyNext_comesBackDown_toTheLineBeingTyped() {
    var sut = makeSUT(history: ["one", "two"])
    sut.insert(Array("in progress"))
    sut.moveLeft()

    sut.historyPrevious()
    sut.historyPrevious()
    sut.historyNext()
    #expect(sut.text == "two")
    sut.historyNext()
    #expect(sut.text == "in progress")
    #expect(sut.cursor == 11)
    sut.historyNext()
    #expect(sut.text == "in progress")
  }

  @Test func historyPrevious_withNoHistory_keepsTheLine() {
    var sut = makeSUT("typed")

    sut.historyPrevious()

    #expect(sut.text == "typed")
  }

  @Test func accept_fromARecalledLine_addsItAgain_andResetsNavigation() {
    var sut = makeSUT(history: ["one", "two"])
    sut.historyPrevious()
    sut.historyPrevious()

    #expect(sut.accept() == "one")
    sut.historyPrevious()
    #expect(sut.text == "one")
    sut.historyPrevious()
    #expect(sut.text == "two")
  }

  @Test(arguments: [
    (["a", "a", "b", "a"], ["a", "b", "a"]),
    (["a", "", "  ", "b"], ["a", "b"]),
  ])
  func history_collapsesConsecutiveDuplicates_andSkipsBlankLines(
    _ lines: [String], _ expected: [String]
  ) {
    var history = InputHistory(limit: 10)

    for line in lines { history.add(line) }

    #expect(history.entries == expected)
  }

  @Test func history_forgetsTheOldestLines_beyondItsLimit() {
    var history = InputHistory(limit: 3)

    for line in ["1", "2", "3", "4", "5"] { history.add(line) }

    #expect(history.entries == ["3", "4", "5"])
  }

  // MARK: Helpers

  private func makeSUT(_ text: String = "", cursor: Int? = nil, history: [String] = [])
    -> InputEditor
  {
    let history = history.reduce(into: InputHistory(limit: 500)) { $0.add($1) }
    var state = InputEditor(history: history)
    state.insert(Array(text))
    if let cursor {
      state.moveToStart()
      for _ in 0..<cursor { state.moveRight() }
    }
    return state
  }
}
