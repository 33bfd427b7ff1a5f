import Testing

@testable import QuizTUI

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test(
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("🇧🇷", 2), ("中", 2), ("한", 2), ("😀", 2),
      ("❤️", 2), ("👨‍👩‍👧", 2), ("ש", 1), ("\u{301}", 0), ("\u{200D}", 0),
    ] as [(String, Int)])
  func countsColumnsPerGrapheme(_ text: String, _ columns: Int) {
    #expect(DisplayWidth.of(Character(text)) == columns)
  }

  @Test func sumsAString_byGraphemes_notScalars() {
    #expect(DisplayWidth.of("Brasília 🇧🇷 北京") == 8 + 1 + 2 + 1 + 4)
  }

  @Test func countsNarrowText_aColumnAScalar_butNotWhenAMarkOrSelectorJoinsIt() {
    #expect(DisplayWidth.of("São Tomé · ↑ ⣿ ✓…") == 17)
    #expect(DisplayWidth.of("Bogota\u{301}") == 6)
    #expect(DisplayWidth.of("↔\u{FE0F}") == 2)
  }
}

@Suite("WordWrap")
struct WordWrapTests {
  @Test func breaksAtSpaces_toFitTheWidth() {
    let lines = WordWrap.lines("The capital of Belgium is Brussels.", width: 12)

    #expect(lines == ["The capital", "of Belgium", "is Brussels."])
  }

  @Test func breaksAWordLongerThanTheLine_byGraphemes() {
    #expect(WordWrap.lines("Llanfairpwllgwyngyll", width: 8) == ["Llanfair", "pwllgwyn", "gyll"])
  }

  @Test func countsWideCharacters_asTwoColumns() {
    let lines = WordWrap.lines("中华人民共和国 首都 北京", width: 8)

    #expect(lines == ["中华人民", "共和国", "首都", "北京"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 8 })
  }

  @Test func neverSplitsAFlag_orACombiningAccent() {
    let lines = WordWrap.lines("🇧🇷🇧🇷🇧🇷 e\u{301}e\u{301}e\u{301}", width: 3)

    #expect(lines == ["🇧🇷", "🇧🇷", "🇧🇷", "e\u{301}e\u{301}e\u{301}"])
  }

  @Test func anIndentedBullet_wrapsUnderItsText() {
    let lines = WordWrap.lines("  • countries whose names start with CH", width: 20)

    #expect(lines == ["  • countries whose", "    names start with", "    CH"])
  }

  @Test func keepsLineBreaks_andBlankLines() {
    #expect(WordWrap.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
  }
}
