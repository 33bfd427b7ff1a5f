import CountryData
import Foundation
import Testing

@Suite("CacheDirectory")
struct CacheDirectoryTests {
  @Test(arguments: [
    (["QUIZ_CACHE_DIR": "/tmp/q", "XDG_CACHE_HOME": "/xdg"], "/tmp/q"),
    (["QUIZ_CACHE_DIR": "", "XDG_CACHE_HOME": "/xdg"], "/xdg/quiz"),
    (["XDG_CACHE_HOME": "/xdg"], "/xdg/quiz"),
    (["XDG_CACHE_HOME": "relative/cache"], "/home/ada/.cache/quiz"),
    (["XDG_CACHE_HOME": ""], "/home/ada/.cache/quiz"),
    ([:], "/home/ada/.cache/quiz"),
    (["HOME": "/elsewhere"], "/home/ada/.cache/quiz"),
  ])
  func resolve_picksTheFirstUsableSetting(environment: [String: String], expected: String) {
    let directory = CacheDirectory.resolve(
      environment: environment, homeDirectory: URL(fileURLWithPath: "/home/ada", isDirectory: true))

    #expect(directory.standardizedFileURL.path == expected)
  }
}
