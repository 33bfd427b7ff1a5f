import Testing

@testable import QuizTUI

@Suite("KeyDecoder")
struct KeyDecoderTests {
  @Test func typedCharacters_becomeOneTextKey() {
    var sut = KeyDecoder()

    #expect(sut.decode(characters("héllo 🇧🇷")) == [.text("héllo 🇧🇷")])
  }

  @Test(
    arguments: [
      ("\r", Key.enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace),
      ("\u{01}", .control("a")), ("\u{05}", .control("e")), ("\u{15}", .control("u")),
      ("\u{0B}", .control("k")), ("\u{17}", .control("w")), ("\u{03}", .control("c")),
      ("\u{04}", .control("d")), ("\u{12}", .control("r")), ("\u{1B}", .escape),
      // Tab is a key of its own (the map quiz's "show", the game's flag descriptions), not a
      // space; a Tab inside a paste is still one.
      ("\t", .control("i")),
    ] as [(String, Key)])
  func controlCharacters_becomeTheirKeys(_ input: String, _ key: Key) {
    var sut = KeyDecoder()

    #expect(sut.decode(characters(input)) == [key])
  }

  @Test(
    arguments: [
      ("\u{1B}[A", Key.up), ("\u{1B}OB", .down), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
      ("\u{1B}[H", .home), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete), ("\u{1B}OP", .function(1)),
      ("\u{1B}[15~", .function(5)),
    ] as [(String, Key)])
  func escapeSequencesCursesDidNotKnow_becomeKeys(_ input: String, _ key: Key) {
    var sut = KeyDecoder()

    #expect(sut.decode(characters(input)) == [key])
  }

  @Test func unknownSequences_areDropped_notTyped() {
    var sut = KeyDecoder()

    #expect(sut.decode(characters("\u{1B}[1;5Zx")) == [.text("x")])
  }

  @Test func keysCursesDecoded_passThrough() {
    var sut = KeyDecoder()

    let keys = sut.decode([.key(.pageUp), .key(.function(5)), .key(.resize), .key(.wheelDown)])

    #expect(keys == [.pageUp, .function(5), .resize, .wheelDown])
  }

  @Test func bracketedPaste_isOneKey_withNewlinesAsSpaces() {
    var sut = KeyDecoder()

    let keys = sut.decode(characters("\u{1B}[200~capital of\r\nFrance\nflag\u{1B}[201~\r"))

    #expect(keys == [.paste("capital of  France flag"), .enter])
  }

  @Test func aPasteSpanningReads_isDeliveredWhenItEnds() {
    var sut = KeyDecoder()

    let first = sut.decode(characters("\u{1B}[200~one\r"))
    let second = sut.decode(characters("two\u{1B}[201~"))

    #expect(first == [])
    #expect(sut.isInPaste == false)
    #expect(second == [.paste("one two")])
  }

  @Test func pasteDropsControlCharactersAndEscapes_andIsBounded() {
    var sut = KeyDecoder()
    let huge = String(repeating: "a", count: KeyDecoder.pasteLimit * 3)

    let keys = sut.decode(characters("\u{1B}[200~x\u{07}\u{1B}[31my" + huge + "\u{1B}[201~"))

    guard case .paste(let text)? = keys.first else {
      Issue.record("expected a paste, got \(keys)")
      return
    }
    #expect(text.hasPrefix("xya"))
    #expect(text.unicodeScalars.count <= KeyDecoder.pasteLimit + 1)
  }

  private func characters(_ text: String) -> [RawInput] {
    text.unicodeScalars.map(RawInput.character)
  }
}
