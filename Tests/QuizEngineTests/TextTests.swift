import Foundation
import QuizEngine
import Testing

@Suite("TextFolding")
struct TextFoldingTests {
  @Test(arguments: [
    ("Åland Islands", "aland islands"),
    ("Côte d'Ivoire", "cote d'ivoire"),
    ("Türkiye", "turkiye"),
    ("São Tomé and Príncipe", "sao tome and principe"),
    ("Curaçao", "curacao"),
    ("Straße", "strasse"),
    ("Føroyar", "foroyar"),
    ("Côte d\u{2019}Ivoire", "cote d'ivoire"),
    ("Ελλάδα", "ελλαδα"),
    ("BELGIUM", "belgium"),
  ])
  func fold_lowercasesAndStripsAccents(input: String, expected: String) {
    #expect(TextFolding.fold(input) == expected)
  }

  @Test func fold_handlesDecomposedAccentsLikeComposedOnes() {
    #expect(TextFolding.fold("A\u{30A}land") == TextFolding.fold("Åland"))
  }
}

@Suite("String shortening")
struct StringShorteningTests {
  @Test func aLongText_keepsItsFirstCharacters_andAnEllipsis() {
    let text = String(repeating: "x", count: 1_000).shortened(to: 10)

    #expect(text == String(repeating: "x", count: 10) + "…")
  }

  @Test(arguments: ["", "short", "exactly10!"])
  func aTextNoLongerThanTheLimit_isKeptWhole(text: String) {
    #expect(text.shortened(to: 10) == text)
  }

  @Test func flagsAndAccents_countAsOneCharacter_andAreNeverCut() {
    let text = "🇧🇷🇫🇷e\u{301}🇵🇪".shortened(to: 3)

    #expect(text == "🇧🇷🇫🇷e\u{301}…")
  }

  /// Shortening is all the core does: what a terminal must not print, it removes itself.
  @Test func controlCharacters_areLeftForEachFrontEnd() {
    #expect("a\u{1B}[2Jb".shortened(to: 60) == "a\u{1B}[2Jb")
  }

  @Test func aLimitBelowOne_leavesOnlyTheEllipsis() {
    #expect("abc".shortened(to: 0) == "…")
    #expect("abc".shortened(to: -5) == "…")
  }
}

@Suite("TextFolding table")
struct TextFoldingTableTests {
  /// The generated table must agree with Foundation's canonical decompositions.
  @Test func baseLetters_matchFoundationsDecompositions() {
    let ranges: [ClosedRange<UInt32>] = [
      0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x1E00...0x1EFF,
    ]
    for value in ranges.joined() {
      guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned
      else { continue }
      let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
      let base = decomposed.filter { $0.properties.generalCategory != .nonspacingMark }
      guard !base.isEmpty, base.count < decomposed.count else { continue }
      #expect(
        TextFolding.fold(String(scalar)) == String(String.UnicodeScalarView(base)).lowercased(),
        "U+\(String(value, radix: 16))")
    }
  }
}

@Suite("ReplyWording of fallback notes")
struct FallbackNoteWordingTests {
  @Test func aFailure_saysWhatFailed_andThatTheLocalInterpreterAnswered() {
    #expect(
      ReplyWording.fallbackNote(.failed(.timedOut))
        == "the LLM interpreter timed out; answered with the local interpreter")
  }

  @Test func theModelsWords_areShortened() {
    let note = ReplyWording.fallbackNote(.unknownCountry(String(repeating: "x", count: 200)))

    #expect(
      note == "the LLM interpreter named a country the data does not have ("
        + String(repeating: "x", count: 60) + "…); answered with the local interpreter")
  }
}
