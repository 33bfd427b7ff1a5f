import CountryData
import Foundation
import HTTPTransport
import QuizEngine
import QuizTestSupport
import Testing

/// A client that cannot send because its helper program is missing is not a network failure:
/// every loader says so, with the places the helper was looked for.
@Suite("A missing HTTP helper")
struct HelperMissingTests {
  @Test func theV5Loader_reportsTheMissingHelper_notConnectivity() async {
    let sut = RESTCountriesV5Loader(apiKey: "rc_test", client: HelperMissingClient())

    await expectDataUnavailable(expected) { _ = try await sut.load() }
  }

  @Test func theV3Loader_reportsTheMissingHelper_notConnectivity() async {
    let sut = RESTCountriesV3Loader(
      baseURL: URL(string: "http://127.0.0.1:9/v3.1")!, client: HelperMissingClient())

    await expectDataUnavailable(expected) { _ = try await sut.load() }
  }

  @Test func theCache_offersWhatItHolds_andSaysTheHelperIsWhy() async throws {
    let key = CountryStoreKey(kind: .restCountriesV3, baseURL: anyURL())
    let store = InMemoryCountryStore()
    let saved = Date(timeIntervalSince1970: 1_790_000_000)
    try await store.save(
      CachedCountries(countries: [makeCountry()], label: "REST Countries v3.1", fetchedAt: saved),
      for: key)
    let sut = CachedCountryLoader(
      remote: RESTCountriesV3Loader(baseURL: anyURL(), client: HelperMissingClient()),
      store: store, key: key, maxAge: 0, clock: { saved + 60 })

    let outcome = try await sut.loadReportingFallback()

    #expect(outcome.fallbackReason == expected)
    #expect(outcome.catalog.countries.count == 1)
  }

  // MARK: - Helpers

  private let searched = ["/opt/quiz/quiz-http", "/usr/bin/quiz-http"]

  private var expected: DataUnavailable {
    .fetcherMissing(name: "quiz-http", searched: searched)
  }

  private struct HelperMissingClient: HTTPClient {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      throw HTTPClientError.helperMissing(
        name: "quiz-http", searched: ["/opt/quiz/quiz-http", "/usr/bin/quiz-http"])
    }
  }
}
