import Foundation
import QuizStorage
import Testing

@Suite("A state document's version")
struct DocumentVersionTests {
  @Test(arguments: [(#"{"version": 1}"#, 1), (#"{"version": 2}"#, 2)])
  func version_isRead_whenThisQuizReadsIt(json: String, version: Int) throws {
    let document = try JSONDecoder().decode(Versioned.self, from: Data(json.utf8))

    #expect(document.version == version)
  }

  @Test(arguments: [#"{"version": 0}"#, #"{"version": 3}"#, #"{"version": "2"}"#, "{}"])
  func anotherVersion_orNone_isNoDocument(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Versioned.self, from: Data(json.utf8))
    }
  }

  /// A document whose first version is 1 and newest 2.
  private struct Versioned: Decodable {
    let version: Int

    init(from decoder: any Decoder) throws {
      version = try decoder.container(keyedBy: CodingKeys.self)
        .version(forKey: .version, readable: 1...2)
    }

    private enum CodingKeys: String, CodingKey { case version }
  }
}
