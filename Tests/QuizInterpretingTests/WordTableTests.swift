import Testing

@testable import QuizInterpreting

@Suite("The lexicon's word table: packed short words and long ones alike")
struct WordTableTests {
  @Test func aWordOfAnyLength_keepsEveryClassItWasGiven() {
    var table = WordTable()
    for word in ["of", "capital", "abbrevia", "abbreviation", "abbreviations"] {
      table.insert(.filler, for: Array(word.utf8))
    }
    table.insert(.preposition, for: Array("of".utf8))
    table.insert(.codeWord, for: Array("abbreviation".utf8))

    #expect(table["of"] == [.filler, .preposition])
    #expect(table["capital"] == .filler)
    #expect(table["abbrevia"] == .filler)
    #expect(table["abbreviation"] == [.filler, .codeWord])
    #expect(table["abbreviations"] == .filler)
  }

  @Test func aWordNotGiven_isNotFound_evenWhenItStartsOrEndsOneThatIs() {
    var table = WordTable()
    table.insert(.filler, for: Array("capital".utf8))
    table.insert(.filler, for: Array("abbreviation".utf8))

    for word in ["", "c", "capita", "capitals", "apital", "abbreviatio", "abbreviationz", "é"] {
      #expect(table[word] == nil, "\(word)")
    }
  }

  @Test func theLexicon_readsItsWordsFromTheTable() {
    #expect(Lexicon.classes(of: "the").contains(.article))
    #expect(Lexicon.classes(of: "abbreviation").contains(.codeWord))
    #expect(Lexicon.classes(of: "belgium").isEmpty)
  }
}
