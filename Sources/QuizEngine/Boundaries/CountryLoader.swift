/// Delivers the whole catalog from one source. Throws `DataUnavailable` when it cannot.
public protocol CountryLoader: Sendable {
  func load() async throws -> CountryCatalog
}

/// Why country data could not be had. Each case gets its own message and `--json` kind.
public enum DataUnavailable: Error, Sendable, Hashable {
  /// No network, DNS failure, refused, reset or timed out.
  case connectivity
  /// 401/403: the API key is missing, invalid or out of quota.
  case unauthorized
  /// 429, after honouring a bounded Retry-After.
  case rateLimited(retryAfterSeconds: Int?)
  /// 5xx, an HTML page, malformed or truncated JSON, an `errors` body, invalid UTF-8, too large.
  case invalidData
  /// The bundled snapshot is missing or unreadable: a broken installation.
  case bundledDataMissing
  /// The program or component live data is fetched through (`name`) is not installed: none
  /// of `searched` holds it. Nothing was sent, so the network and the service are not to
  /// blame, and retrying cannot help. Which program, and how to install it, is the app's.
  case fetcherMissing(name: String, searched: [String])

  /// The stable name used in `--json` output.
  public var kind: String {
    switch self {
    case .connectivity: "connectivity"
    case .unauthorized: "unauthorized"
    case .rateLimited: "rate_limited"
    case .invalidData: "invalid_data"
    case .bundledDataMissing: "bundled_data_missing"
    // Named when the terminal's helper program was the only fetcher; scripts read it.
    case .fetcherMissing: "helper_missing"
    }
  }
}
