import Foundation
import QuizTestSupport
import Testing

/// The built `quiz` names the real cause when live data cannot be had, and keeps its cache
/// where the environment says, run with nothing of the test machine's environment.
@Suite("quiz names the real cause", .onThreadsOfItsOwn)
struct LiveDataCauseAcceptanceTests {
  @Test func aCopyWithoutItsHelper_saysTheHelperIsMissing_andWhereItLooked() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copyQuiz(to: folder)
    let environment = [
      "PATH": folder.appendingPathComponent("bin").path, "HOME": folder.path,
      "RESTCOUNTRIES_API_KEY": "rc_test_cause",
    ]

    let text = try run(copy, ["ask", "capital of peru"], environment: environment)
    let json = try run(copy, ["ask", "--json", "capital of peru"], environment: environment)

    let besideQuiz = folder.appendingPathComponent("quiz-http").path
    let onPath = folder.appendingPathComponent("bin/quiz-http").path
    #expect(
      text.output
        == "I can't fetch live country data: quiz-http, the program that fetches it, is not "
        + "installed. I looked for it at \(besideQuiz) and \(onPath). Install "
        + "quiz-http (it is built with quiz) beside quiz or in a folder on PATH, or set "
        + "QUIZ_HTTP_HELPER to its path.\n")
    #expect(text.status == 69)
    #expect(json.output.contains(#""error":"helper_missing","helper":"quiz-http""#))
    #expect(json.output.contains(#""searched":["\#(besideQuiz)","\#(onPath)"]"#))
    #expect(json.status == 69)
  }

  @Test func aQuizFromAURL_withoutTheHelper_namesTheHelper_notTheServer() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copyQuiz(to: folder)

    let result = try run(
      copy, ["play", "--from", "https://quiz.test/q.json"],
      environment: ["PATH": "/nonexistent", "HOME": folder.path])

    let besideQuiz = folder.appendingPathComponent("quiz-http").path
    #expect(
      result.errorOutput
        == "Could not load the quiz at https://quiz.test/q.json: quiz-http, the program that "
        + "fetches it, is not installed (looked at \(besideQuiz), /nonexistent/quiz-http).\n")
    #expect(result.status == 69)
  }

  @Test func dataStatus_saysTheHelperIsMissing_andTheKeyIsSet_neverTheKey() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copyQuiz(to: folder)

    let result = try run(
      copy, ["data", "status"],
      environment: ["PATH": "/nonexistent", "HOME": folder.path, "RESTCOUNTRIES_API_KEY": secret])

    let besideQuiz = folder.appendingPathComponent("quiz-http").path
    #expect(
      result.output.contains(
        "Helper: quiz-http not found (looked at \(besideQuiz), /nonexistent/quiz-http), so live "
          + "data cannot be fetched."))
    #expect(result.output.contains("API key: set (RESTCOUNTRIES_API_KEY)\n"))
    #expect(!(result.output + result.errorOutput).contains(secret))
    #expect(result.status == 0)
  }

  @Test func dataStatus_findsTheHelperBesideQuiz_andSaysNoKeyIsSet() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let home = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }

    let result = try run(quiz, ["data", "status"], environment: ["HOME": home.path])

    let helper = quiz.deletingLastPathComponent().appendingPathComponent("quiz-http").path
    #expect(result.output.contains("Helper: quiz-http at \(helper)\n"))
    #expect(result.output.contains("API key: not set (RESTCOUNTRIES_API_KEY)\n"))
  }

  @Test(arguments: [false, true])
  func theCache_isUnderTheHomeTheEnvironmentNames(setsXDGCacheHome: Bool) throws {
    let quiz = try #require(QuizProcess.executableURL)
    let home = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = ["HOME": home.path]
    if setsXDGCacheHome { environment["XDG_CACHE_HOME"] = home.appendingPathComponent("xdg").path }

    let result = try run(
      quiz, ["data", "status", "--data", "v3", "--api-url", "http://127.0.0.1:9"],
      environment: environment)

    let folder = setsXDGCacheHome ? "xdg/quiz" : ".cache/quiz"
    #expect(result.output.contains("Cache: \(home.path)/\(folder)/countries-v3-"))
    #expect(result.status == 0)
  }

  @Test func aFailedRefresh_isWordedAsARefresh_notAsAQuestion() throws {
    let quiz = try #require(QuizProcess.executableURL)
    let home = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }

    let result = try run(
      quiz, ["data", "refresh", "--data", "v3", "--api-url", "http://127.0.0.1:9"],
      environment: ["HOME": home.path, "QUIZ_TIMEOUT": "5"])

    #expect(
      result.errorOutput
        == "Couldn't refresh the country data. REST Countries can't be reached right now. "
        + "The cache is unchanged.\n")
    #expect(result.status == 69)
  }

  // MARK: - Helpers

  private let secret = "rc_secret_never_shown"

  private func copyQuiz(to folder: URL) throws -> URL {
    let copy = folder.appendingPathComponent("quiz")
    try ExecutableCopy.copy(try #require(QuizProcess.executableURL), to: copy)
    return copy
  }

  private func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-cause-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// With exactly `environment`: nothing of the machine running the tests leaks in.
  private func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]
  ) throws -> ChildProcess.Result {
    try ChildProcess.run(executable, arguments, environment: environment)
  }
}
