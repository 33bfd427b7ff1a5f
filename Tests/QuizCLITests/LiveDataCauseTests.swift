import Foundation
import QuizCLI
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

/// Errors about live data name the real cause: a missing helper is not a network failure, a
/// failed refresh is not an unanswered question, and `quiz data status` says what live data
/// needs before anything is sent.
@MainActor
@Suite("Live data causes")
struct LiveDataCauseTests {
  @Test func aMissingHelper_isNamedWithWhereItWasLookedFor_withTheUnavailableStatus() async {
    let result = await runCLI(["ask", specQuestions[0]], loads: [.failure(helperMissing)])

    #expect(result.output.contains("quiz-http, the program that fetches it, is not installed"))
    #expect(result.output.contains("or set QUIZ_HTTP_HELPER to its path."))
    #expect(
      result.output.contains("I looked for it at /opt/quiz/quiz-http and /usr/bin/quiz-http."))
    #expect(!result.output.contains("can't reach"))
    #expect(result.status == ExitStatus.dataUnavailable)
  }

  @Test func aMissingHelper_inJSON_isItsOwnKind_withTheHelperAndThePlaces() async {
    let result = await runCLI(
      ["ask", "--json", specQuestions[0]], loads: [.failure(helperMissing)])

    #expect(result.output.contains(#""outcome":"unavailable""#))
    #expect(
      result.output.contains(
        #""error":"helper_missing","helper":"quiz-http","searched":["/opt/quiz/quiz-http","/usr/bin/quiz-http"]"#
      ))
    #expect(result.status == ExitStatus.dataUnavailable)
  }

  @Test func aMissingHelper_inTheChat_offersTheBundledData_notARetry() async {
    let result = await runCLI(
      [], input: [specQuestions[0]], interactive: true, loads: [.failure(helperMissing)],
      offlineFallback: makeQuiz())

    #expect(result.output.contains("Type offline to answer from the bundled data."))
    #expect(!result.output.contains("Type retry"))
  }

  @Test(arguments: [
    (
      DataUnavailable.connectivity,
      "Couldn't refresh the country data. REST Countries can't be reached right now. "
        + "The cache is unchanged.\n"
    ),
    (
      .invalidData,
      "Couldn't refresh the country data. The country data service sent invalid data. "
        + "The cache is unchanged.\n"
    ),
    (
      .unauthorized,
      "Couldn't refresh the country data. REST Countries refused the API key: it is missing, "
        + "invalid or out of quota. Check RESTCOUNTRIES_API_KEY. The cache is unchanged.\n"
    ),
  ])
  func aFailedRefresh_isWordedAsARefresh(reason: DataUnavailable, expected: String) async {
    let result = await runCLI(
      ["data", "refresh"], data: DataAdministrationStub(refreshResult: .failure(reason)))

    #expect(result.errorOutput == expected)
    #expect(result.status == ExitStatus.dataUnavailable)
  }

  @Test func aFailedRefresh_neverSpeaksOfAQuestion() async {
    for reason in [
      DataUnavailable.connectivity, .invalidData, .unauthorized, .rateLimited(retryAfterSeconds: 5),
      .bundledDataMissing, helperMissing,
    ] {
      let result = await runCLI(
        ["data", "refresh"], data: DataAdministrationStub(refreshResult: .failure(reason)))

      #expect(result.errorOutput.hasPrefix("Couldn't refresh the country data. "), "\(reason)")
      #expect(!result.errorOutput.contains("answer that"), "\(reason)")
    }
  }

  @Test func status_saysWhereTheHelperIs_andThatTheKeyIsSet() async {
    let status = remoteStatus(
      liveData: .init(
        helperName: "quiz-http", helperPath: "/opt/quiz/quiz-http",
        searched: ["/opt/quiz/quiz-http"], apiKeyVariable: "RESTCOUNTRIES_API_KEY",
        hasAPIKey: true))

    let result = await runCLI(["data", "status"], data: DataAdministrationStub(current: status))

    #expect(
      result.output == """
        Source: REST Countries v5 at https://api.example/v5
        Helper: quiz-http at /opt/quiz/quiz-http
        API key: set (RESTCOUNTRIES_API_KEY)
        Cache: /tmp/cache/countries-v5.cache
        Nothing cached yet: the first question (or quiz data refresh) fetches it.

        """)
  }

  @Test func status_saysTheHelperIsMissing_whereItLooked_andThatNoKeyIsSet() async {
    let status = remoteStatus(
      liveData: .init(
        helperName: "quiz-http", helperPath: nil,
        searched: ["/opt/quiz/quiz-http", "/usr/bin/quiz-http"],
        apiKeyVariable: "RESTCOUNTRIES_API_KEY", hasAPIKey: false))

    let result = await runCLI(["data", "status"], data: DataAdministrationStub(current: status))

    #expect(
      result.output.contains(
        "Helper: quiz-http not found (looked at /opt/quiz/quiz-http, /usr/bin/quiz-http), so "
          + "live data cannot be fetched. Install quiz-http beside quiz or in a folder on PATH, "
          + "or set QUIZ_HTTP_HELPER to its path.\nAPI key: not set (RESTCOUNTRIES_API_KEY)\n"))
  }

  @Test func status_ofTheBundledData_saysWhatLiveDataWouldNeed() async {
    let status = DataStatus(
      sourceLabel: "bundled snapshot of REST Countries", location: nil, cachePath: nil,
      cacheEntry: nil, bundled: (nil, 250), cacheMaxAge: 0,
      liveData: .init(
        helperName: "quiz-http", helperPath: "/opt/quiz/quiz-http",
        searched: ["/opt/quiz/quiz-http"], apiKeyVariable: "RESTCOUNTRIES_API_KEY",
        hasAPIKey: false))

    let result = await runCLI(["data", "status"], data: DataAdministrationStub(current: status))

    #expect(
      result.output.hasSuffix(
        "No cache: the bundled data is part of quiz and needs no network.\n"
          + "Helper: quiz-http at /opt/quiz/quiz-http\nAPI key: not set (RESTCOUNTRIES_API_KEY)\n"))
  }

  @Test func status_withNowhereToKeepACache_saysTheDataLastsOneRun() async {
    let status = DataStatus(
      sourceLabel: "REST Countries v3.1", location: URL(string: "http://127.0.0.1:9"),
      cachePath: nil, cacheEntry: nil, bundled: nil, cacheMaxAge: 60,
      liveData: .init(
        helperName: "quiz-http", helperPath: "/q/quiz-http", searched: ["/q/quiz-http"],
        apiKeyVariable: nil, hasAPIKey: false))

    let result = await runCLI(["data", "status"], data: DataAdministrationStub(current: status))

    #expect(result.output.contains("API key: none needed\n"))
    #expect(
      result.output.contains(
        "Cache: none: neither XDG_CACHE_HOME nor HOME names a folder, so fetched data is kept "
          + "for this run only.\n"))
  }

  /// The core quotes the places as they are (only shortened); every terminal path drops
  /// what would drive the terminal, and `--json` escapes it as JSON does.
  @Test func whereTheHelperWasLookedFor_neverReachesTheTerminalAsAnEscape() async {
    let loads: [Result<CountryCatalog, DataUnavailable>] = [.failure(escapingHelperMissing)]

    let results = [
      await runCLI(["ask", specQuestions[0]], loads: loads),
      await runCLI(["ask", "--json", specQuestions[0]], loads: loads),
      await runCLI([], input: [specQuestions[0]], loads: loads),
      await runCLI([], input: [specQuestions[0]], interactive: true, loads: loads),
      await runCLI(
        ["data", "refresh"],
        data: DataAdministrationStub(refreshResult: .failure(escapingHelperMissing))),
    ]

    for result in results {
      #expect(!(result.output + result.errorOutput).contains("\u{1B}"))
      #expect(!(result.output + result.errorOutput).contains("\u{07}"))
      #expect((result.output + result.errorOutput).contains("x/quiz-http"))
    }
  }

  @Test func aStaleNotice_namingTheHelper_neverReachesTheTerminalAsAnEscape() async {
    let source = DataSource(
      kind: .restCountriesV5, label: "REST Countries v5",
      staleReason: .fetcherMissing(name: "quiz\u{1B}[2J-http", searched: []))
    let loads: [Result<CountryCatalog, DataUnavailable>] = [
      .success(CountryCatalog(countries: [belgium], source: source))
    ]

    let results = [
      await runCLI(["ask", specQuestions[0]], loads: loads),
      await runCLI([], input: [specQuestions[0]], loads: loads),
      await runCLI([], input: [specQuestions[0]], interactive: true, loads: loads),
    ]

    for result in results {
      let shown = result.output + result.errorOutput
      #expect(shown.contains("Can't fetch live data (quiz-http is not installed)"), "\(shown)")
      #expect(!shown.contains("\u{1B}"))
    }
  }

  @Test func aGameThatCannotStart_saysWhereTheHelperWasLookedFor_withoutAnEscape() async {
    let games = makeGames(catalog: .failure(escapingHelperMissing))

    let results = [
      await runGame(["play", "world"], games: games),
      await runGame(["play", "--json", "world"], games: games),
    ]

    for result in results {
      let shown = result.output + result.errorOutput
      #expect(shown.contains("I looked for it at /tmp/x/quiz-http."), "\(shown)")
      #expect(!shown.contains("\u{1B}"))
    }
  }

  // MARK: - Helpers

  private let helperMissing = DataUnavailable.fetcherMissing(
    name: "quiz-http", searched: ["/opt/quiz/quiz-http", "/usr/bin/quiz-http"])

  private let escapingHelperMissing = DataUnavailable.fetcherMissing(
    name: "quiz-http", searched: ["/tmp/\u{1B}[2J\u{1B}]0;pwned\u{07}x/quiz-http"])

  private func remoteStatus(liveData: DataStatus.LiveDataAccess) -> DataStatus {
    DataStatus(
      sourceLabel: "REST Countries v5", location: URL(string: "https://api.example/v5"),
      cachePath: "/tmp/cache/countries-v5.cache", cacheEntry: nil, bundled: nil,
      cacheMaxAge: 7 * 86_400, liveData: liveData)
  }
}
