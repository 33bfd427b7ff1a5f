import Testing

@testable import QuizInterpreting

@Suite("Sentence")
struct SentenceTests {
  @Test(
    "splits a question into folded words that still point at what was typed",
    arguments: [
      (
        "What's the capital of Côte d'Ivoire?", ["what", "the", "capital", "of", "cote", "divoire"]
      ),
      ("Peru's flag", ["peru", "flag"]),
      ("Guinea-Bissau\tflag", ["guinea", "bissau", "flag"]),
      ("U.S.A. flag", ["u", "s", "a", "flag"]),
      // Two letters spelt, and no third, are one pair; "e.g." abbreviates.
      ("is s.g. or S-G, e.g.", ["is", "sg", "or", "sg", "e", "g"]),
      ("🇫🇷 flag!!", ["flag"]),
      ("", []),
    ])
  func words(text: String, folded: [String]) {
    #expect(Sentence(text).words.map(\.folded) == folded)
  }

  @Test("marks possessives, including after an abbreviation")
  func possessives() {
    let sentence = Sentence("Peru's and the U.S.'s flags")

    #expect(sentence.words.map(\.isPossessive) == [true, false, false, true, false])
    #expect(sentence.typed(from: 3, through: 3) == "U.S")
  }

  @Test("closes a quote after letters it opened, where a plural's apostrophe is a possessive")
  func closingQuotes() {
    #expect(Sentence("countries that begin with 'Es'").words.last?.isPossessive == false)
    #expect(Sentence("the Solomon Islands' flag").words[2].isPossessive == true)
  }

  @Test("tells the end of a sentence from an abbreviation's full stop")
  func stops() {
    let sentence = Sentence("St. Lucia flag. Thanks")

    #expect(!sentence.isStop(before: 1))
    #expect(sentence.isStop(before: 3))
  }

  @Test("treats capitals as a name only when the sentence is not shouting")
  func initials() {
    #expect(Sentence("flag of US").words.last?.isInitials == true)
    #expect(Sentence("WHAT IS THE FLAG OF PERU").words[1].isInitials == false)
  }

  @Test("reads only the start of a very long text")
  func bounded() {
    let sentence = Sentence(String(repeating: "word ", count: 100_000))

    #expect(sentence.scalars.count == Sentence.maximumScalars)
    #expect(sentence.words.count <= Sentence.maximumWords)
  }
}
