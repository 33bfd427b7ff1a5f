import QuizEngine
import Testing

@Suite("TextTable: tables written as text")
struct TextTableTests {
  @Test func rows_areCutAtTheSeparator_trimmed_andBlankLinesSkipped() {
    let rows = TextTable.rows(
      """
      Soviet Union, USSR | Soviet |  | it broke up in 1991

        Côte d'Ivoire|CI |
      """, separator: UInt8(ascii: "|"))

    #expect(
      rows == [
        ["Soviet Union, USSR", "Soviet", "", "it broke up in 1991"], ["Côte d'Ivoire", "CI", ""],
      ])
  }

  @Test func withoutASeparator_eachLineIsOneField() {
    #expect(
      TextTable.rows("Åland Islands\nCook Islands \n", separator: nil) == [
        ["Åland Islands"], ["Cook Islands"],
      ])
  }

  @Test func items_dropEmptyOnes_acrossLines() {
    #expect(
      TextTable.items("is are  was\nbe  ", separator: UInt8(ascii: " ")) == [
        "is", "are", "was", "be",
      ])
    #expect(TextTable.items("", separator: UInt8(ascii: ",")).isEmpty)
    #expect(Set(words: "a b\nc a") == ["a", "b", "c"])
    #expect(Set(lines: "Cook Islands\n\nBahamas") == ["Cook Islands", "Bahamas"])
  }
}
