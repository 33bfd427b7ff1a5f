import Testing

@testable import QuizInterpreting

@Suite("Punctuation said as words")
struct DictatedMarksTests {
  @Test(
    "a mark said in the middle of a message is written as the mark",
    arguments: [
      ("code for Peru question mark need it today", "code for Peru? need it today"),
      ("flag of Chad exclamation point thanks", "flag of Chad! thanks"),
      ("capital of Fiji full stop my son asked", "capital of Fiji. my son asked"),
      ("starting with why why comma I'm betting", "starting with why why, I'm betting"),
    ])
  func saidInTheMiddle(text: String, written: String) {
    #expect(DictatedMarks.written(in: text) == written)
  }

  @Test(
    "a mark said last, or a mark named, is left as typed",
    arguments: [
      "capital of peru question mark", "countries with a comma in their name",
      "what does the question mark on my form mean", "full stop", "",
    ])
  func leftAsTyped(text: String) {
    #expect(DictatedMarks.written(in: text) == nil)
  }
}
