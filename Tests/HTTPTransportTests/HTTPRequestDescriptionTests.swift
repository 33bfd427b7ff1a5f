import Foundation
import HTTPTransport
import Testing

@Suite("HTTPRequest description")
struct HTTPRequestDescriptionTests {
  @Test func requestDescription_neverShowsTheAuthorizationValue() throws {
    let request = HTTPRequest(
      url: try #require(URL(string: "https://example.test/x")),
      headers: ["Authorization": "Bearer secret-key", "Accept": "application/json"])

    #expect(!String(describing: request).contains("secret-key"))
    #expect(!String(reflecting: request).contains("secret-key"))
    #expect(String(describing: request).contains("Accept: application/json"))
  }

  @Test func requestDescription_givesTheBodySize_notItsContent() throws {
    let request = HTTPRequest(
      method: "POST", url: try #require(URL(string: "https://example.test/")),
      body: Data("private question".utf8))

    #expect(String(describing: request).contains("16 bytes"))
    #expect(!String(describing: request).contains("private question"))
  }
}
