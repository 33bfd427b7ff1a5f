import HTTPTransport
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loads every country from REST Countries v5, a page of 100 at a time (three requests).
///
/// The key travels only in the `Authorization` header: never in a URL, an error or a
/// description. Only the fields the quiz uses are requested. A 429 is retried once per load
/// after its `Retry-After` (when that is at most `maximumRetryAfterSeconds`). Either every page
/// arrives and maps, or the load throws `DataUnavailable`: never a partial catalog.
public struct RESTCountriesV5Loader: CountryLoader {
  public static let label = "REST Countries v5"
  /// `https://api.restcountries.com/countries/v5`.
  public static let defaultBaseURL =
    URL(string: "https://api.restcountries.com/countries/v5") ?? URL(fileURLWithPath: "/")
  /// What `V5CountriesMapper` reads; `capitals` whole, since it needs `name` and `primary`.
  public static let defaultResponseFields = [
    "names.common", "names.official", "names.alternates", "names.native", "names.translations",
    "codes.alpha_2", "capitals", "flag", "demonyms.eng", "region", "subregion",
    "classification",
  ]
  public static let pageSize = 100
  public static let defaultMaximumRetryAfterSeconds = 10

  private let apiKey: APIKey
  private let baseURL: URL
  private let responseFields: [String]
  private let fetcher: RESTCountriesFetcher
  private let clock: @Sendable () -> Date

  /// - Parameters:
  ///   - responseFields: dotted field paths for `response_fields`; empty asks for everything.
  ///   - maximumRetryAfterSeconds: the longest `Retry-After` waited for before one retry.
  ///   - sleep: how to wait for `Retry-After`.
  ///   - clock: the fetch time reported as the catalog's `asOf`.
  public init(
    apiKey: String,
    baseURL: URL = defaultBaseURL,
    client: any HTTPClient,
    responseFields: [String] = defaultResponseFields,
    maximumRetryAfterSeconds: Int = defaultMaximumRetryAfterSeconds,
    sleep: @escaping Sleeper = { try await Task.sleep(for: $0) },
    clock: @escaping @Sendable () -> Date = Date.init
  ) {
    self.apiKey = APIKey(value: apiKey.trimmingWhitespace())
    self.baseURL = baseURL
    self.responseFields = responseFields
    self.fetcher = RESTCountriesFetcher(
      client: client, maximumRetryAfterSeconds: maximumRetryAfterSeconds, sleep: sleep)
    self.clock = clock
  }

  public func load() async throws -> CountryCatalog {
    guard apiKey.isUsable else { throw DataUnavailable.unauthorized }

    var pages = V5CountriesMapper.PageAccumulator()
    var budget = RESTCountriesFetcher.RetryBudget()
    do {
      while let offset = pages.nextOffset {
        let body = try await fetcher.body(for: try request(offset: offset), budget: &budget)
        try pages.add(try V5CountriesMapper.mapPage(body))
      }
      let countries = try pages.finish()
      return CountryCatalog(
        countries: countries,
        source: DataSource(kind: .restCountriesV5, label: Self.label, asOf: clock()))
    } catch let error as DataUnavailable {
      throw error
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw DataUnavailable.invalidData
    }
  }

  private func request(offset: Int) throws -> HTTPRequest {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      throw DataUnavailable.invalidData
    }
    var items = components.queryItems ?? []
    items.append(URLQueryItem(name: "limit", value: String(Self.pageSize)))
    items.append(URLQueryItem(name: "offset", value: String(offset)))
    if !responseFields.isEmpty {
      items.append(
        URLQueryItem(name: "response_fields", value: responseFields.joined(separator: ",")))
    }
    components.queryItems = items
    guard let url = components.url else { throw DataUnavailable.invalidData }
    return HTTPRequest(
      url: url,
      headers: ["Authorization": "Bearer \(apiKey.value)", "Accept": "application/json"])
  }
}
