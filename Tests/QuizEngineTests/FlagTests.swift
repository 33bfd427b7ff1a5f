import Foundation
import QuizEngine
import Testing

@Suite("Flag")
struct FlagTests {
  @Test(arguments: [
    "https://flagcdn.com/w320/be.png", "https://upload.wikimedia.org/a/b/Flag_of_C%C3%B4te.svg",
    "http://example.com/flags/be.svg?size=2&x=(1)",
  ])
  func imageAddress_acceptsAbsoluteURLs_thatParseToThemselves(text: String) throws {
    #expect(Flag.isImageAddress(text))

    let flag = Flag(emoji: "🇧🇪", pngAddress: text, svgAddress: nil, description: nil)

    #expect(try #require(flag.pngURL).absoluteString == text)
  }

  @Test(arguments: [
    "", "flagcdn.com/be.png", "ftp://flagcdn.com/be.png", "https://", "https:///be.png",
    "https://flag cdn.com/be.png", "https://flagcdn.com/be\n.png", "https://x.com/%G1",
    "https://x.com/%4", "https://x.com/\u{e9}.png", "javascript:alert(1)",
  ])
  func imageAddress_refusesTextThatIsNoAbsoluteHTTPURL(text: String) {
    #expect(!Flag.isImageAddress(text))
  }

  @Test func flagsMadeFromURLs_equalFlagsMadeFromTheirAddresses() throws {
    let png = try #require(URL(string: "https://flagcdn.com/w320/be.png"))

    let fromURL = Flag(emoji: "🇧🇪", pngURL: png, svgURL: nil, description: "Black, yellow, red.")
    let fromAddress = Flag(
      emoji: "🇧🇪", pngAddress: png.absoluteString, svgAddress: nil,
      description: "Black, yellow, red.")

    #expect(fromURL == fromAddress)
    #expect(fromAddress.pngURL == png)
    #expect(fromAddress.svgURL == nil)
  }
}
