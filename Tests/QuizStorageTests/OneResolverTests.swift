import CountryData
import Foundation
import QuizEngine
import QuizGame
import QuizStorage
import QuizTUI
import Testing

/// The cache, the history and the scores ask `StorageDirectories`, so one environment puts all
/// three in the same places, and a home set by the environment is the home they use.
@Suite("One storage resolver")
struct OneResolverTests {
  @Test(arguments: [
    ["HOME": "/home/ada"],
    ["HOME": "/home/ada", "XDG_STATE_HOME": "/xdg/state", "XDG_CACHE_HOME": "/xdg/cache"],
    ["HOME": "/home/ada", "XDG_STATE_HOME": "relative", "XDG_CACHE_HOME": ""],
    ["XDG_STATE_HOME": "/xdg/state"],
    ["HOME": "/home/ada", "QUIZ_CACHE_DIR": "/tmp/q"],
    [:],
  ])
  func cacheHistoryAndScores_takeTheirPlacesFromTheOneResolver(environment: [String: String]) {
    let directories = StorageDirectories(environment: environment)

    let history = HistoryFile.resolve(environment: environment)
    let scores = FileScoreStore.resolve(environment: environment)
    let cache = FileCountryStore.resolve(environment: environment)

    #expect(history?.url == directories.stateFile(named: "history"))
    #expect(scores?.url == directories.stateFile(named: "scores.json"))
    #expect(cache?.directory == directories.cache)
  }

  @Test func allThreeWriteUnderTheHomeTheEnvironmentNames() async throws {
    let home = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["HOME": home.path]
    let key = CountryStoreKey(kind: .restCountriesV3, baseURL: URL(string: "http://127.0.0.1:9")!)

    let history = try #require(HistoryFile.resolve(environment: environment))
    let scores = try #require(FileScoreStore.resolve(environment: environment))
    let cache = try #require(FileCountryStore.resolve(environment: environment))
    #expect(history.save(["capital of Peru"]))
    try scores.save(BestScore(found: 1, total: 2, seconds: 3), for: "world", timeLimit: .untimed)
    let progress = try #require(FileProgressStore.resolve(environment: environment))
    try progress.record(
      GameRecord(
        gameID: "world", words: "world", question: "q", isPractice: false, endedAt: 0, found: 0,
        total: 0, seconds: 0, answers: []))
    try await cache.save(
      CachedCountries(countries: [peru], label: "REST Countries v3.1", fetchedAt: Date()), for: key)

    let state = home.appending(path: ".local/state/quiz")
    // The hidden files are the locks that order writers of one file across processes.
    #expect(
      try names(in: state) == [
        ".progress.json.lock", ".scores.json.lock", "history", "progress.json", "scores.json",
      ])
    #expect(
      try names(in: home.appending(path: ".cache/quiz")) == [
        cache.fileURL(for: key).lastPathComponent
      ])
    #expect(try await cache.retrieve(key)?.countries.map(\.name) == ["Peru"])
  }

  // MARK: - Helpers

  private let peru = Country(
    code: "PE", name: "Peru", officialName: "Republic of Peru", capitals: ["Lima"],
    flag: Flag(emoji: "🇵🇪", pngURL: nil))

  private func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}

func makeTemporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appending(path: "quiz-storage-\(UUID())")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
