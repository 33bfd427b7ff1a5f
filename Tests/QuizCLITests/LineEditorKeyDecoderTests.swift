import Testing

@testable import QuizCLI

@Suite("Line editor key decoding")
struct LineEditorKeyDecoderTests {
  @Test(arguments: [
    ([0x0D], EditorKey.enter), ([0x0A], .enter),
    ([0x7F], .backspace), ([0x08], .backspace),
    ([0x01], .home), ([0x05], .end), ([0x02], .left), ([0x06], .right),
    ([0x15], .killToStart), ([0x0B], .killToEnd), ([0x17], .deleteWordBack),
    ([0x0C], .clearScreen), ([0x10], .historyPrevious), ([0x0E], .historyNext),
    ([0x04], .deleteOrEndOfInput), ([0x03], .interrupt),
  ] as [([UInt8], EditorKey)])
  func controlBytes_decodeToTheirKeys(_ bytes: [UInt8], _ key: EditorKey) {
    var decoder = KeyDecoder()

    #expect(decoder.decode(bytes) == [key])
  }

  @Test(arguments: [
    ("\u{1B}[A", EditorKey.historyPrevious), ("\u{1B}[B", .historyNext),
    ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .historyPrevious), ("\u{1B}OB", .historyNext),
    ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[3~", .deleteForward),
    ("\u{1B}b", .wordLeft), ("\u{1B}f", .wordRight),
    ("\u{1B}[1;5D", .wordLeft), ("\u{1B}[1;5C", .wordRight),
    ("\u{1B}\u{7F}", .deleteWordBack),
  ])
  func escapeSequences_decodeToTheirKeys(_ sequence: String, _ key: EditorKey) {
    var decoder = KeyDecoder()

    #expect(decoder.decode(Array(sequence.utf8)) == [key])
  }

  @Test(arguments: ["\u{1B}[2~", "\u{1B}[5~", "\u{1B}[200~", "\u{1B}[15;2~", "\u{1B}[Z", "\u{1B}OP"])
  func unknownEscapeSequences_areConsumedAndIgnored(_ sequence: String) {
    var decoder = KeyDecoder()

    #expect(decoder.decode(Array((sequence + "x").utf8)) == [.insert(["x"])])
  }

  @Test func escapeFollowedByAnOrdinaryKey_dropsTheEscape_andKeepsTheKey() {
    var decoder = KeyDecoder()

    #expect(decoder.decode(Array("\u{1B}x\u{1B}\u{1B}[D".utf8)) == [.insert(["x"]), .left])
  }

  @Test func controlByteInsideAnEscapeSequence_abandonsTheSequence_andStillCounts() {
    var decoder = KeyDecoder()

    #expect(decoder.decode(Array("\u{1B}[1\u{03}".utf8)) == [.interrupt])
  }

  @Test func overlongEscapeSequence_isDropped_withoutWaitingForever() {
    var decoder = KeyDecoder()

    let keys = decoder.decode(Array(("\u{1B}[" + String(repeating: "1", count: 100)).utf8))

    #expect(!keys.contains(.insert(Array(String(repeating: "1", count: 100)))))
    #expect(decoder.decode(Array("\u{1B}[D".utf8)).last == .left)
  }

  @Test(arguments: 1..<4)
  func escapeSequenceSplitAcrossReads_decodesOnceComplete(_ split: Int) {
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}[3~".utf8)

    let first = decoder.decode(bytes[..<split])
    let second = decoder.decode(bytes[split...])

    #expect(first == [])
    #expect(second == [.deleteForward])
  }

  @Test func printableText_decodesAsOneInsertion_perRun() {
    var decoder = KeyDecoder()

    let keys = decoder.decode(Array("héllo 🇧🇷 wörld\u{01}!".utf8))

    #expect(keys == [.insert(Array("héllo 🇧🇷 wörld")), .home, .insert(["!"])])
  }

  @Test(arguments: ["é", "€", "日", "😀", "👩‍👩‍👧"])
  func multiByteCharacterSplitAcrossReads_decodesWhole(_ text: String) {
    let bytes = Array(text.utf8)
    for split in 1..<bytes.count {
      var decoder = KeyDecoder()

      let keys = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])

      #expect(String(insertedCharacters(keys)) == text, "split at \(split)")
    }
  }

  @Test(arguments: [
    [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xE2, 0x28],
  ] as [[UInt8]])
  func invalidUTF8_becomesReplacementCharacters_neverControls(_ bytes: [UInt8]) {
    var decoder = KeyDecoder()

    let keys = decoder.decode([0x61] + bytes + [0x62])
    let text = insertedCharacters(keys)

    #expect(text.first == "a")
    #expect(text.last == "b")
    #expect(text.dropFirst().dropLast().allSatisfy { $0 == "\u{FFFD}" || $0 == "(" })
    #expect(!text.dropFirst().dropLast().isEmpty)
  }

  @Test func truncatedCharacterFollowedByMoreInput_isReplaced_andTheRestKept() {
    var decoder = KeyDecoder()

    let keys = decoder.decode([0xE2, 0x82]) + decoder.decode([0x0D])

    #expect(keys == [.insert(["\u{FFFD}"]), .enter])
  }

  @Test func unboundControlCharacters_andC1Controls_areNeverDecodedAsText() {
    var decoder = KeyDecoder()
    let controls: [UInt8] = [0x00, 0x07, 0x0F, 0x11, 0x12, 0x13, 0x14, 0x16, 0x18, 0x19, 0x1A, 0x1C, 0x1D, 0x1E, 0x1F]

    let keys = decoder.decode(controls + [0xC2, 0x85, 0xC2, 0x9B, 0x61])

    #expect(keys == [.insert(["a"])])
  }

  @Test func tab_insertsASpace_soPastedWordsStayApart() {
    var decoder = KeyDecoder()

    #expect(decoder.decode(Array("a\tb".utf8)) == [.insert(["a", " ", "b"])])
  }

  @Test func carriageReturnLineFeed_isOneEnter_evenAcrossReads() {
    var decoder = KeyDecoder()

    let keys = decoder.decode(Array("a\r".utf8)) + decoder.decode(Array("\nb\n\n".utf8))

    #expect(keys == [.insert(["a"]), .enter, .insert(["b"]), .enter, .enter])
  }

  private func insertedCharacters(_ keys: [EditorKey]) -> [Character] {
    keys.flatMap { key -> [Character] in
      if case .insert(let characters) = key { return characters }
      return []
    }
  }
}
