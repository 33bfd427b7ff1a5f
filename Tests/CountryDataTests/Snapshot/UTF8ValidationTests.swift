import QuizTestSupport
import Testing

@testable import CountryData

@Suite("UTF8Validation")
struct UTF8ValidationTests {
  @Test(
    arguments: [
      [], Array("plain ASCII, long enough to take the eight-byte path".utf8),
      Array("Côte d'Ivoire — 日本 🇧🇷 👨‍👩‍👧 ساحل العاج".utf8),
      [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
    ] as [[UInt8]])
  func isValid_acceptsWellFormedUTF8(bytes: [UInt8]) {
    #expect(isValid(bytes))
  }

  @Test(
    arguments: [
      [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC2], [0xE0, 0x80, 0xAF], [0xE0, 0xA0],
      [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80, 0x80, 0x80],
      [0xFF], [0xC3, 0x28], Array("eight bytes then".utf8) + [0xE2, 0x82],
    ] as [[UInt8]])
  func isValid_rejectsIllFormedUTF8(bytes: [UInt8]) {
    #expect(!isValid(bytes))
  }

  @Test func isValid_agreesWithTheStandardLibrary_onRandomBytes() {
    var generator = SeededGenerator(seed: 0x0DEC0DE)
    let alphabet: [UInt8] = [
      0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
    ]
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator) ?? 0
          : UInt8.random(in: 0...255, using: &generator)
      }

      #expect(isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
    }
  }

  private func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(UTF8Validation.isValid)
  }
}
