import Foundation
import HTTPTransport
import Testing

@Suite("HTTPRequest redirects")
struct HTTPRequestRedirectTests {
  @Test(arguments: [
    ("https://api.example.test/b", true),
    ("https://API.example.test:443/c?x=1", true),
    ("http://api.example.test/b", false),
    ("https://api.example.test:8443/b", false),
    ("https://elsewhere.test/b", false),
  ])
  func withACredential_followsOnlyWithinTheOrigin(target: String, follows: Bool) throws {
    let request = HTTPRequest(
      url: try #require(URL(string: "https://api.example.test/a")),
      headers: ["Authorization": "Bearer k"])

    #expect(request.mayFollowRedirect(to: try #require(URL(string: target))) == follows)
  }

  @Test func withoutACredential_followsAnywhere() throws {
    let request = HTTPRequest(
      url: try #require(URL(string: "https://api.example.test/a")),
      headers: ["Accept": "application/json"])

    #expect(request.mayFollowRedirect(to: try #require(URL(string: "http://elsewhere.test/"))))
  }
}
