import QuizEngine
import Testing

/// The plain replacement for Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`,
/// which needs the ICU-backed Foundation the terminal app no longer links.
@Suite("Trimming whitespace")
struct TextTrimmingTests {
  @Test(arguments: [
    ("  Brussels  ", "Brussels"),
    ("\t\n rc_live_key\r\n", "rc_live_key"),
    ("New York", "New York"),
    ("  two  words  ", "two  words"),
    ("", ""),
    (" \t\n\r ", ""),
    ("\u{00A0}Lomé\u{2003}", "Lomé"),
    ("\u{3000}東京\u{3000}", "東京"),
    ("x", "x"),
  ])
  func trimmingWhitespace_removesLeadingAndTrailingWhitespaceOnly(text: String, expected: String) {
    #expect(text.trimmingWhitespace() == expected)
    #expect(text[...].trimmingWhitespace() == expected)
  }

  @Test func trimmingWhitespace_keepsCombiningMarksOnTheLastLetter() {
    #expect(" Cafe\u{0301} ".trimmingWhitespace() == "Cafe\u{0301}")
  }
}
