import Foundation
import QuizStorage
import Testing

@Suite("StorageDirectories")
struct StorageDirectoriesTests {
  @Test(arguments: [
    (["XDG_STATE_HOME": "/xdg/state", "HOME": "/home/ada"], "/xdg/state/quiz"),
    (["HOME": "/home/ada"], "/home/ada/.local/state/quiz"),
    (["XDG_STATE_HOME": "", "HOME": "/home/ada"], "/home/ada/.local/state/quiz"),
    (["XDG_STATE_HOME": "xdg/state", "HOME": "/home/ada"], "/home/ada/.local/state/quiz"),
    (["XDG_STATE_HOME": "/xdg/state"], "/xdg/state/quiz"),
    (["XDG_STATE_HOME": "/xdg/state", "HOME": "home/ada"], "/xdg/state/quiz"),
  ])
  func state_isXDGStateHome_elseHomesLocalState(
    environment: [String: String], expected: String
  ) {
    let sut = StorageDirectories(environment: environment)

    #expect(sut.state?.path == expected)
    #expect(sut.stateFile(named: "history")?.path == expected + "/history")
  }

  @Test(arguments: [
    (["XDG_CACHE_HOME": "/xdg/cache", "HOME": "/home/ada"], "/xdg/cache/quiz"),
    (["HOME": "/home/ada"], "/home/ada/.cache/quiz"),
    (["XDG_CACHE_HOME": "", "HOME": "/home/ada"], "/home/ada/.cache/quiz"),
    (["XDG_CACHE_HOME": "xdg/cache", "HOME": "/home/ada"], "/home/ada/.cache/quiz"),
    (["XDG_CACHE_HOME": "/xdg/cache"], "/xdg/cache/quiz"),
    (["QUIZ_CACHE_DIR": "/tmp/q", "XDG_CACHE_HOME": "/xdg/cache"], "/tmp/q"),
    (["QUIZ_CACHE_DIR": "", "XDG_CACHE_HOME": "/xdg/cache"], "/xdg/cache/quiz"),
    (["QUIZ_CACHE_DIR": "", "HOME": "/home/ada"], "/home/ada/.cache/quiz"),
  ])
  func cache_isQuizCacheDir_elseXDGCacheHome_elseHomesCache(
    environment: [String: String], expected: String
  ) {
    let sut = StorageDirectories(environment: environment)

    #expect(sut.cache?.standardizedFileURL.path == expected)
  }

  @Test func aRelativeQuizCacheDir_isKept_relativeToTheCurrentDirectory() {
    let current = FileManager.default.currentDirectoryPath

    let sut = StorageDirectories(environment: ["QUIZ_CACHE_DIR": "here/cache"])

    #expect(sut.cache?.standardizedFileURL.path == current + "/here/cache")
  }

  @Test(arguments: [
    [:], ["HOME": ""], ["HOME": "home/ada"], ["HOME": "", "XDG_STATE_HOME": "state"],
    ["HOME": "home/ada", "XDG_CACHE_HOME": "", "XDG_STATE_HOME": ""],
  ])
  func noUsableHomeOrXDGVariable_isNoLocation(environment: [String: String]) {
    let sut = StorageDirectories(environment: environment)

    #expect(sut.state == nil)
    #expect(sut.cache == nil)
    #expect(sut.stateFile(named: "scores.json") == nil)
  }
}
