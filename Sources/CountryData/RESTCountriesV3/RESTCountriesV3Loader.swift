import HTTPTransport
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loads every country from a server speaking REST Countries v3.1 (`GET {base}/all`), such as
/// a self-hosted copy of the retired service. One request, only the fields the quiz uses.
///
/// The retired public host answers with an `errors` body even with 200: that, like any body
/// that is not a usable array of countries, is `DataUnavailable.invalidData`.
public struct RESTCountriesV3Loader: CountryLoader {
  public static let label = "REST Countries v3.1"
  /// The old service accepted at most ten, so `flag` (the emoji, which the mapper makes from
  /// `cca2` alike) and `unMember` (no game needs it) are left for the server to drop.
  public static let fields = [
    "name", "capital", "cca2", "flags", "altSpellings", "translations", "demonyms", "region",
    "subregion", "independent",
  ]

  private let baseURL: URL
  private let fetcher: RESTCountriesFetcher
  private let clock: @Sendable () -> Date

  /// - Parameters:
  ///   - baseURL: the API root, such as `https://countries.example.org/v3.1`.
  ///   - maximumRetryAfterSeconds: the longest `Retry-After` waited for before one retry.
  public init(
    baseURL: URL,
    client: any HTTPClient,
    maximumRetryAfterSeconds: Int = RESTCountriesV5Loader.defaultMaximumRetryAfterSeconds,
    sleep: @escaping Sleeper = { try await Task.sleep(for: $0) },
    clock: @escaping @Sendable () -> Date = Date.init
  ) {
    self.baseURL = baseURL
    self.fetcher = RESTCountriesFetcher(
      client: client, maximumRetryAfterSeconds: maximumRetryAfterSeconds, sleep: sleep)
    self.clock = clock
  }

  public func load() async throws -> CountryCatalog {
    var budget = RESTCountriesFetcher.RetryBudget()
    let body = try await fetcher.body(for: try request(), budget: &budget)
    let countries: [Country]
    do {
      countries = try V3CountriesMapper.map(body)
    } catch {
      throw DataUnavailable.invalidData
    }
    return CountryCatalog(
      countries: countries,
      source: DataSource(kind: .restCountriesV3, label: Self.label, asOf: clock()))
  }

  private func request() throws -> HTTPRequest {
    guard
      var components = URLComponents(
        url: baseURL.appendingPathComponent("all"), resolvingAgainstBaseURL: false)
    else { throw DataUnavailable.invalidData }
    components.queryItems =
      (components.queryItems ?? []) + [
        URLQueryItem(name: "fields", value: Self.fields.joined(separator: ","))
      ]
    guard let url = components.url else { throw DataUnavailable.invalidData }
    return HTTPRequest(url: url, headers: ["Accept": "application/json"])
  }
}
