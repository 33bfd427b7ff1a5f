import Testing

@testable import QuizCLI

@Suite("Line editor")
struct LineEditorTests {
  @Test func begin_drawsThePrompt_onRefresh() {
    var sut = LineEditor()

    let update = sut.begin(prompt: "› ")

    #expect(update == LineEditor.Update(output: "", outcome: nil))
    #expect(sut.refresh() == "\r› \u{1B}[K")
    #expect(sut.refresh() == "")
  }

  @Test func enter_acceptsTheLine_withTheCursorMovedToItsEnd_thenANewline() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let update = sut.receive(bytes("capital\u{1B}[D\u{1B}[D\r"))

    #expect(update == LineEditor.Update(output: "\r› capital\u{1B}[K\n", outcome: .accepted("capital")))
  }

  @Test func typing_redrawsOncePerRead() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "> ")
    _ = sut.refresh()

    let first = sut.receive(bytes("ab")).output + sut.refresh()
    let second = sut.receive(bytes("\u{1B}[D")).output + sut.refresh()

    #expect(first == "\r> ab\u{1B}[K")
    #expect(second == "\r> ab\u{1B}[K\u{1B}[1D")
  }

  @Test func aLargePasteInOneRead_isRedrawnOnce() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")
    let paste = [UInt8](repeating: UInt8(ascii: "a"), count: 200_000)

    let output = sut.receive(paste).output + sut.refresh()

    #expect(redraws(in: output) == 1)
    #expect(sut.state.buffer.count == 200_000)
  }

  @Test func aLargePasteEndingInEnter_isRedrawnOnce_andAccepted() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let update = sut.receive(bytes(String(repeating: "é", count: 200_000) + "\r"))

    #expect(redraws(in: update.output) == 1)
    #expect(update.outcome == .accepted(String(repeating: "é", count: 200_000)))
  }

  @Test func linesAfterAnEnterInTheSameRead_areKeptForTheNextLine() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let first = sut.receive(bytes("one\rtwo\rthr"))
    let second = sut.begin(prompt: "› ")
    let third = sut.begin(prompt: "› ")
    let fourth = sut.receive(bytes("ee\r"))

    #expect(first.outcome == .accepted("one"))
    #expect(second.outcome == .accepted("two"))
    #expect(third.outcome == nil)
    #expect(fourth.outcome == .accepted("three"))
  }

  @Test func controlC_abandonsTheLine_printsCaretC_andStartsAFreshOne() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let interrupted = sut.receive(bytes("half\u{1B}[D\u{03}"))
    let fresh = sut.refresh()
    let next = sut.receive(bytes("\u{1B}[Ax\r"))

    #expect(interrupted == LineEditor.Update(output: "\r› half\u{1B}[K^C\n", outcome: nil))
    #expect(fresh == "\r› \u{1B}[K")
    #expect(next.outcome == .accepted("x"))
  }

  @Test func controlD_onAnEmptyLine_endsInput() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let update = sut.receive([0x04])

    #expect(update.outcome == .endOfInput)
  }

  @Test func controlD_onATypedLine_deletesAtTheCursor_untilTheLineIsEmpty() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let atEnd = sut.receive(bytes("abc\u{04}"))
    let afterAtEnd = sut.state.text
    let deleting = sut.receive(bytes("\u{01}\u{04}\u{04}"))
    let afterDeleting = sut.state.text
    _ = sut.receive(bytes("\u{04}"))
    let onEmpty = sut.receive(bytes("\u{04}"))

    #expect(atEnd.outcome == nil && afterAtEnd == "abc")
    #expect(deleting.outcome == nil && afterDeleting == "c")
    #expect(onEmpty.outcome == .endOfInput)
  }

  @Test func endOfInputFromTheTerminal_acceptsATypedLine_orEndsOnAnEmptyOne() {
    var typed = LineEditor()
    var empty = LineEditor()
    _ = typed.begin(prompt: "› ")
    _ = empty.begin(prompt: "› ")
    _ = typed.receive(bytes("abc"))

    #expect(typed.receiveEndOfInput().outcome == .accepted("abc"))
    #expect(empty.receiveEndOfInput().outcome == .endOfInput)
  }

  @Test func controlL_clearsTheScreen_thenRedrawsTheLine() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let output = sut.receive(bytes("ab\u{0C}")).output + sut.refresh()

    #expect(output == "\u{1B}[H\u{1B}[2J\r› ab\u{1B}[K")
  }

  @Test(arguments: Array(0x00...0x1F).filter { ![0x03, 0x04, 0x0A, 0x0D].contains($0) } + [0x7F])
  func controlBytes_neverReachTheLine(_ byte: Int) {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let update = sut.receive(bytes("ab") + [UInt8(byte)] + bytes("cd\r"))

    guard case .accepted(let line) = update.outcome else {
      Issue.record("no line accepted")
      return
    }
    #expect(line.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control })
  }

  @Test func editingKeys_composeIntoTheAcceptedLine() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")

    let update = sut.receive(
      bytes(
        "capital of Frnce\u{1B}[D\u{1B}[D\u{1B}[Da\u{05}\u{17}Spain\u{1B}[H\u{06}\u{06}\u{06}"
          + "\u{0B}\u{7F}\u{1B}[3~\u{1B}[F!\u{08}\u{15}What is the capital of Peru\r"))

    #expect(update.outcome == .accepted("What is the capital of Peru"))
  }

  @Test func history_recallsAcceptedLines_andKeepsTheLineBeingTyped() {
    var sut = LineEditor()
    _ = sut.begin(prompt: "› ")
    _ = sut.receive(bytes("capital of Peru\r"))
    _ = sut.begin(prompt: "› ")
    _ = sut.receive(bytes("flag of Chile\r"))
    _ = sut.begin(prompt: "› ")

    _ = sut.receive(bytes("draft\u{1B}[A\u{1B}[A"))
    let oldest = sut.state.text
    _ = sut.receive(bytes("\u{1B}[B\u{1B}[B"))
    let draft = sut.state.text
    let update = sut.receive(bytes("\u{10}\r"))

    #expect(oldest == "capital of Peru")
    #expect(draft == "draft")
    #expect(update.outcome == .accepted("flag of Chile"))
  }

  // MARK: Helpers

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func redraws(in output: String) -> Int {
    output.split(separator: "\u{1B}[K", omittingEmptySubsequences: false).count - 1
  }
}
