import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizInterpreting

@Suite("Robustness")
struct RobustnessTests {
  @Test("interprets and resolves thousands of random strings without failing")
  func randomStrings() {
    var generator = SeededGenerator(seed: 0x5EED)
    let interpreter = LocalQuestionInterpreter()
    let resolver = CountryNameResolver(catalog: makeCatalog(Self.countries))

    for _ in 0..<3_000 {
      let text = Self.randomText(using: &generator)
      let question = interpreter.interpret(text)
      _ = resolver.resolve(text)
      if let subject = question.subject { _ = resolver.resolve(subject) }
    }
  }

  @Test(
    "copes with huge, empty and unusual input",
    arguments: [
      "", " ", "\u{0}", String(repeating: "capital of France ", count: 60_000),
      String(repeating: "🇫🇷", count: 10_000), "capital of \u{202E}ecnarF", "عاصمة فرنسا",
      "capital of ܦܪܢܣܐ",
      "flag of \u{1B}[31mFrance", "WHAT ARE THE COUNTRIES THAT START WITH ' NE '", "flag '",
      "capital of Peru '", "' '", "U.S. '", "capital of e\u{301}\u{301}\u{301}\u{301}",
      String(repeating: "'", count: 5000),
      "capital of " + String(repeating: "x", count: 100_000),
    ])
  func unusual(text: String) {
    let question = LocalQuestionInterpreter().interpret(text)
    let resolver = CountryNameResolver(catalog: makeCatalog(Self.countries))

    _ = resolver.resolve(text)
    if let subject = question.subject {
      _ = resolver.resolve(subject)
      #expect(subject.unicodeScalars.count <= Sentence.maximumScalars)
    }
  }

  // MARK: - Helpers

  private static let countries = [
    makeCountry(code: "FR", name: "France", translatedNames: ["Frankreich", "Франция"]),
    makeCountry(code: "PE", name: "Peru"),
  ]

  private static let pieces: [String] = [
    "capital", "flag", "code", "of", "for", "start", "with", "countries", "France", "Peru", "'s",
    "'",
    "\"", "?", ".", ",", ":", "-", " ", "\t", "\n", "é", "\u{301}", "🇫🇷", "👍🏽", "ß", "ﬁ", "İ",
    "\u{200D}",
    "\u{202E}", "\u{0}", "\u{FFFD}", "Ж", "中", "ع", "a", "Z", "1", "st.", "the", "letter",
  ]

  private static func randomText(using generator: inout SeededGenerator) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...20, using: &generator) {
      if Bool.random(using: &generator) {
        text += pieces.randomElement(using: &generator) ?? ""
      } else {
        let value = UInt32.random(in: 0...0x2FFFF, using: &generator)
        if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
      }
    }
    return text
  }
}
