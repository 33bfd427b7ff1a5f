import QuizTUI
import Testing

@Suite("TerminalSafeText")
struct TerminalSafeTextTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("\u{1B}[2J\u{1B}[31mred\u{1B}[0m", "red"),
    ("a\u{1B}]0;evil title\u{07}b", "ab"),
    ("bell\u{07}s", "bells"),
    ("tab\tand\nnewline", "tab and newline"),
    ("\u{202E}reversed", "reversed"),
    ("c1\u{9B}31m", "c131m"),
    ("\u{1B}", ""),
  ])
  func sanitize_removesControlAndEscapeSequences(input: String, expected: String) {
    #expect(TerminalSafeText.sanitize(input) == expected)
  }

  @Test func sanitize_truncatesLongText_withAnEllipsis() {
    let text = TerminalSafeText.sanitize(String(repeating: "x", count: 1_000), maxLength: 10)

    #expect(text == String(repeating: "x", count: 10) + "…")
  }
}
