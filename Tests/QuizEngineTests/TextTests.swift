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

  @Test func theModelsWords_areSanitizedAndShortened() {
    let note = ReplyWording.fallbackNote(
      .unknownCountry("\u{1B}[2JAtlantis\n" + String(repeating: "x", count: 200)))

    #expect(!note.contains("\u{1B}"))
    #expect(!note.contains("\n"))
    #expect(note.count < 200)
    #expect(note.hasPrefix("the LLM interpreter named a country the data does not have (Atlantis"))
  }
}
