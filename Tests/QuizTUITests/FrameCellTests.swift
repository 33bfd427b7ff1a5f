import Testing

@testable import QuizTUI

@Suite("Frame cells")
struct FrameCellTests {
  @Test(arguments: ["a", "é", "e\u{301}", "🇧🇷", "👨‍👩‍👧", "中", "⣿", ""])
  func aCell_givesBackTheGraphemeItWasMadeWith(_ text: String) {
    #expect(Cell(text, role: .found).text == text)
  }

  @Test func cellsOfTheSameLongGrapheme_areEqual_andOfOthersNot() {
    let brazil = Cell("🇧🇷")
    #expect(Cell(String(["🇧", "🇷"])) == brazil)
    #expect(Cell("🇧🇪") != brazil)
    #expect(Cell("e\u{301}") != Cell("é"))
  }

  @Test func onlyAOneScalarGrapheme_hasAScalar() {
    #expect(Cell("a").scalar == "a")
    #expect(Cell("⣿").scalar == "⣿")
    #expect(Cell("🇧🇷").scalar == nil)
    #expect(Cell("", isContinuation: true).scalar == nil)
  }

  @Test func settingTheText_changesOnlyTheText() {
    var cell = Cell("a", role: .newHit)
    cell.text = "🇫🇷"
    #expect(cell.text == "🇫🇷")
    #expect(cell.role == .newHit)
  }

  @Test func aFrame_keepsWideGraphemes_andTheirContinuations_inItsRows() {
    var frame = Frame(size: ScreenSize(columns: 8, rows: 2))
    frame.put("🇧🇷 Rio", row: 1, column: 1, role: .found)

    #expect(frame.lines == ["        ", " 🇧🇷 Rio "])
    #expect(frame.rows[1][2].isContinuation)
    #expect(frame.row(1).count == 8)
    #expect(frame.rows[1][4].text == "R")
    #expect(frame.rows[1][4].role == .found)
  }

  @Test func placingCells_cutsThemAtTheRightEdge_andLeavesOtherRowsAlone() {
    var frame = Frame(size: ScreenSize(columns: 4, rows: 2))
    frame.place([Cell("x"), Cell("y"), Cell("z")], row: 0, column: 2)

    #expect(frame.lines == ["  xy", "    "])
  }

  @Test func aCell_hasNoPadding_soRowsCompareAsBytes() {
    #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
  }

  @Test func rowsCompared_findTheOneThatChanged_andOnlyIt() {
    var before = Frame(size: ScreenSize(columns: 6, rows: 3))
    before.put("Chad", row: 1, column: 0, role: .secondary)
    var after = before
    after.put("Chad", row: 1, column: 0, role: .newHit)

    #expect((0..<3).map { after.row($0, equals: before) } == [true, false, true])
    #expect(Frame(size: ScreenSize(columns: 6, rows: 2)).row(0, equals: before) == false)
  }

  /// Each text and the columns it takes: one a Latin letter, none a control character.
  @Test(
    arguments: [
      ("São Tomé ·····", "São Tomé ·····", 14), ("ʻOkina Ÿ", "ʻOkina Ÿ", 8),
      ("e\u{301}té", "e\u{301}té", 3), ("Perú 🇵🇪 Lima", "Perú 🇵🇪 Lima", 12),
      ("Ab\u{7}c", "Abc", 3), ("↑ more · PgUp …", "↑ more · PgUp …", 15),
      ("⣿ ✓ ✗ ● ∘", "⣿ ✓ ✗ ● ∘", 9), ("↔\u{FE0F}!", "↔\u{FE0F}!", 3), ("◽x", "◽x", 3),
      ("a\u{200B}b", "ab", 2),
    ] as [(String, String, Int)])
  func puttingText_layOutLatinAndOtherScriptsAlike(_ text: String, _ shown: String, _ width: Int) {
    var frame = Frame(size: ScreenSize(columns: 16, rows: 1))
    let end = frame.put(text, row: 0, column: 0, role: .plain)

    #expect(end == width)
    #expect(frame.lines == [shown + String(repeating: " ", count: 16 - width)])
  }

  @Test func latinText_isCutAtTheLimit_andNotWrittenFromANegativeColumn() {
    var frame = Frame(size: ScreenSize(columns: 8, rows: 1))
    #expect(frame.put("Brasília", row: 0, column: 1, role: .plain, limit: 5) == 5)
    #expect(frame.put("Lima", row: 0, column: -1, role: .plain) == -1)

    #expect(frame.lines == [" Bras   "])
  }
}
