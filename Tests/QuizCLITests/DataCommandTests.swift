import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizCLI

@MainActor
@Suite("quiz data options and commands")
struct DataCommandTests {
  @Test func dataOptions_reachTheComposition_fromEveryCommand() async {
    for arguments in [
      ["--data", "v5", "--timeout", "3"], ["ask", "--data", "v5", "--timeout", "3", "hi"],
      ["data", "status", "--data", "v5", "--timeout", "3"],
    ] {
      let recorder = ConfigurationRecorder()

      _ = await runCLI(arguments, configurations: recorder)

      #expect(recorder.values == [DataConfiguration(source: .v5, timeout: 3)], "\(arguments)")
    }
  }

  @Test func badDataOptions_areUsageErrors() async {
    let result = await runCLI(["--data", "v3"])

    #expect(result.status == 64)
    #expect(result.errorOutput.contains("--data v3 needs the server's base URL"))
  }

  @Test func status_showsTheSourceTheCacheAndItsAge() async {
    let fetched = Date(timeIntervalSince1970: 1_790_000_000 - 3 * 3_600)
    let data = DataAdministrationStub(
      current: DataStatus(
        sourceLabel: "REST Countries v5", location: URL(string: "https://api.example/v5"),
        cachePath: "/tmp/cache/countries-v5.cache",
        cacheEntry: CacheStatus(
          label: "REST Countries v5", fetchedAt: fetched, age: 3 * 3_600, countryCount: 250,
          isFresh: true),
        bundled: nil, cacheMaxAge: 7 * 86_400))

    let result = await runCLI(["data", "status"], data: data)

    #expect(
      result.output == """
        Source: REST Countries v5 at https://api.example/v5
        Cache: /tmp/cache/countries-v5.cache
        Fetched: 2026-09-21 11:13:20 UTC, 3 hours ago (fresh, kept for 7 days)
        Countries: 250

        """)
    #expect(result.status == 0)
  }

  @Test func status_ofTheBundledData_saysNoCacheIsUsed() async {
    let data = DataAdministrationStub(
      current: DataStatus(
        sourceLabel: "bundled snapshot of REST Countries", location: nil, cachePath: nil,
        cacheEntry: nil, bundled: (Date(timeIntervalSince1970: 1_771_977_600), 250),
        cacheMaxAge: 0))

    let result = await runCLI(["data", "status"], data: data)

    #expect(result.output.contains("Data of: 2026-02-25"))
    #expect(result.output.contains("Countries: 250"))
    #expect(result.output.contains("No cache"))
  }

  @Test func refresh_failing_reportsWhy_withTheUnavailableStatus() async {
    let result = await runCLI(
      ["data", "refresh"], data: DataAdministrationStub(refreshResult: .failure(.unauthorized)))

    #expect(result.status == ExitStatus.dataUnavailable)
    #expect(result.errorOutput.contains("RESTCOUNTRIES_API_KEY"))
  }

  @Test func refresh_succeeding_showsTheNewStatus() async {
    let status = DataStatus(
      sourceLabel: "REST Countries v5", location: nil, cachePath: "/c", cacheEntry: nil,
      bundled: nil, cacheMaxAge: 60)

    let result = await runCLI(
      ["data", "refresh"], data: DataAdministrationStub(refreshResult: .success(status)))

    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Refreshed.\nSource: REST Countries v5"))
  }

  @Test func staleData_isSaidOnce_onStandardErrorWhenPiped() async {
    let stale = makeStaleCatalog()

    let result = await runCLI([], input: specQuestions, loads: [.success(stale)])

    #expect(result.output.hasPrefix("The capital of Belgium is Brussels.\n"))
    #expect(
      result.errorOutput
        == "Can't reach REST Countries, so answers use the data saved on 2026-11-20.\n")
  }

  @Test func staleData_isMarkedInJSON() async {
    let result = await runCLI(
      ["--json"], input: [specQuestions[0]], loads: [.success(makeStaleCatalog())])

    #expect(result.output.contains(#""stale":true,"stale_reason":"connectivity""#))
    #expect(result.errorOutput.isEmpty)
  }

  @Test func chatFailure_offersRetryAndTheBundledData_andOfflineAnswersFromIt() async {
    let offline = makeQuiz()

    let result = await runCLI(
      [], input: [specQuestions[0], "offline", specQuestions[1]], interactive: true,
      loads: [.failure(.connectivity)], offlineFallback: offline)

    #expect(
      result.output.contains(
        "Type retry to ask again, or offline to answer from the bundled data."))
    #expect(
      result.output.contains(
        "Answering from the bundled data from now on.\nThe capital of Belgium is Brussels.\n"))
    #expect(result.output.contains("Chad, Chile, China, Christmas Island"))
  }

  @Test func unauthorized_namesTheKey_andDoesNotOfferRetry() async {
    let result = await runCLI(
      [], input: [specQuestions[0]], interactive: true, loads: [.failure(.unauthorized)],
      offlineFallback: makeQuiz())

    // Once: the reply names the variable, and the hint offers the way on without it.
    #expect(
      result.output.contains(
        "out of quota. Check RESTCOUNTRIES_API_KEY.\nType offline to answer from the bundled data."
      ))
    #expect(result.output.components(separatedBy: "RESTCOUNTRIES_API_KEY").count == 2)
    #expect(!result.output.contains("Type retry"))
  }

  // MARK: - Helpers

  private func makeStaleCatalog() -> CountryCatalog {
    CountryCatalog(
      countries: [belgium] + chCountries,
      source: DataSource(
        kind: .restCountriesV5, label: "REST Countries v5",
        asOf: Date(timeIntervalSince1970: 1_795_132_800), staleReason: .connectivity))
  }
}
