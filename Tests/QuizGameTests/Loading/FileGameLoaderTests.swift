import Foundation
import QuizGame
import Testing

/// `quiz play --from FILE`, on real files in a directory of the test's own.
@Suite("FileGameLoader")
struct FileGameLoaderTests {
  @Test func load_readsAGame_fromAFileInTheShape() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try write(
      #"{"question": "Name the colours", "answer": ["Red", "Blue"]}"#, in: directory)

    let game = try await FileGameLoader(path: path).load()

    #expect(game.question == "Name the colours")
    #expect(game.items.map(\.answer) == ["Red", "Blue"])
    #expect(game.id == "from:\(path)")
  }

  @Test func load_deliversUnreachable_forAMissingFileOrADirectory() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }

    await expectLoadError(.unreachable("there is no such file")) {
      try await FileGameLoader(path: directory.url.appending(path: "none.json").path).load()
    }
    await expectLoadError(.unreachable("it is not a file")) {
      try await FileGameLoader(path: directory.url.path).load()
    }
  }

  @Test func load_deliversInvalidData_forAnInvalidOrHugeFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let invalid = try write(#"{"question": "Q", "answer": ["A", "a"]}"#, in: directory)
    let huge = try write(String(repeating: " ", count: (1 << 20) + 1), in: directory)
    let binary = directory.url.appending(path: "binary.json")
    try Data([0xFF, 0x00, 0xFE, 0x1B]).write(to: binary)

    await expectLoadError(
      .invalidData("answers 1 and 2 are the same once case, accents and punctuation are set aside")
    ) { try await FileGameLoader(path: invalid).load() }
    await expectLoadError(.invalidData("it is larger than 1 MB")) {
      try await FileGameLoader(path: huge).load()
    }
    await expectLoadError(
      .invalidData("it is not JSON (line 1, column 1: bytes that are not UTF-8)")
    ) {
      try await FileGameLoader(path: binary.path).load()
    }
  }

  // MARK: - Helpers

  private func write(_ text: String, in directory: TemporaryDirectory) throws -> String {
    let url = directory.url.appending(path: "\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }
}

@Suite("GameLocation")
struct GameLocationTests {
  @Test func httpAndHTTPS_areURLs_fileURLsAndPathsAreFiles() throws {
    #expect(
      GameLocation("https://x.test/q.json")
        == .url(try #require(URL(string: "https://x.test/q.json"))))
    #expect(GameLocation("HTTP://x.test/q") == .url(try #require(URL(string: "HTTP://x.test/q"))))
    #expect(GameLocation("file:///tmp/q.json") == .file(path: "/tmp/q.json"))
    #expect(GameLocation("games/q.json") == .file(path: "games/q.json"))
    #expect(GameLocation("C:quiz.json") == .file(path: "C:quiz.json"))
  }

  @Test(arguments: ["", "  ", "ftp://x.test/q.json", "https://", "http:///q.json"])
  func refuses_whatIsNeitherAURLWeFetchNorAPath(_ argument: String) {
    #expect(GameLocation(argument) == nil)
  }

  @Test func shown_dropsCredentials_andControlCharacters() throws {
    let url = try #require(URL(string: "https://me:pw@x.test/q.json"))

    #expect(GameLocation.url(url).shown == "https://x.test/q.json")
    #expect(GameLocation.file(path: "/tmp/\u{1B}[2Jq.json").shown == "/tmp/q.json")
  }
}
