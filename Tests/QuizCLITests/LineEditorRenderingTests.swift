import Testing

@testable import QuizCLI

@Suite("Line editor rendering")
struct LineEditorRenderingTests {
  @Test func redraw_withTheCursorAtTheEnd_writesPromptLineAndClearsTheRest() {
    let bytes = LineRenderer.redraw(prompt: "› ", buffer: Array("capital"), cursor: 7)

    #expect(bytes == "\r› capital\u{1B}[K")
  }

  @Test func redraw_movesTheCursorBack_overTheTextAfterIt() {
    let bytes = LineRenderer.redraw(prompt: "› ", buffer: Array("capital"), cursor: 3)

    #expect(bytes == "\r› capital\u{1B}[K\u{1B}[4D")
  }

  @Test func redraw_keepsAColouredPromptAsIs() {
    let prompt = "\u{1B}[1m\u{1B}[36m› \u{1B}[0m\u{1B}[0m"

    let bytes = LineRenderer.redraw(prompt: prompt, buffer: Array("ab"), cursor: 0)

    #expect(bytes == "\r\(prompt)ab\u{1B}[K\u{1B}[2D")
  }

  @Test func redraw_countsWideCharactersAndEmojiAsTwoColumns_andCombiningMarksAsNone() {
    let buffer: [Character] = ["x", "日", "本", "😀", "🇧🇷", "e\u{301}", "\u{301}", "a"]

    let bytes = LineRenderer.redraw(prompt: "", buffer: buffer, cursor: 1)

    #expect(bytes.hasSuffix("\u{1B}[K\u{1B}[10D"))
  }

  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("日", 2), ("한", 2), ("Ａ", 2),
    ("😀", 2), ("🇧🇷", 2), ("👩‍👩‍👧", 2), ("❤️", 2), ("❤", 1), ("\u{200B}", 0), ("\u{FFFD}", 1),
  ] as [(Character, Int)])
  func displayWidth_ofOneCharacter(_ character: Character, _ columns: Int) {
    #expect(DisplayWidth.columns(of: character) == columns)
  }
}
