#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where country data comes from and how long to wait and keep it: the options and environment
/// resolved once, so the composition root only builds what this says.
public struct DataConfiguration: Sendable, Equatable {
  public enum Source: String, Sendable, CaseIterable {
    case bundled
    case v5
    case v3
  }

  public static let defaultTimeout: TimeInterval = 10
  public static let defaultCacheMaxAge: TimeInterval = 7 * 24 * 60 * 60

  public var source: Source
  /// The remote's base URL; nil means the source's default (v5 only).
  public var apiURL: URL?
  /// From `RESTCOUNTRIES_API_KEY` only: never from an option, never in a URL.
  public var apiKey: String?
  public var timeout: TimeInterval = DataConfiguration.defaultTimeout
  public var cacheMaxAge: TimeInterval = DataConfiguration.defaultCacheMaxAge

  public enum Problem: Error, Equatable, CustomStringConvertible {
    case unknownSource(String)
    case invalidURL(String)
    case keyInURL
    case missingURLForV3
    case invalidNumber(option: String, value: String)

    public var description: String {
      switch self {
      case .unknownSource(let value):
        "Unknown data source '\(value)': use bundled, v5 or v3."
      case .invalidURL(let value):
        "'\(value)' is not an http or https URL."
      case .keyInURL:
        "Put the API key in RESTCOUNTRIES_API_KEY, not in the URL."
      case .missingURLForV3:
        "--data v3 needs the server's base URL: --api-url URL (or QUIZ_API_URL)."
      case .invalidNumber(let option, let value):
        "\(option) takes a number of seconds of at least 0, not '\(value)'."
      }
    }
  }

  /// Options win over the environment. Default source: v5 when an API key is set, else bundled.
  public static func resolve(
    data: String?, apiURL: String?, timeout: String?, cacheMaxAge: String?,
    environment: [String: String]
  ) throws(Problem) -> DataConfiguration {
    let key = environment["RESTCOUNTRIES_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
    let source: Source
    if let sourceText = Setting.value(data, orEnvironment: "QUIZ_DATA", in: environment) {
      guard let named = Source(rawValue: sourceText.lowercased()) else {
        throw .unknownSource(sourceText)
      }
      source = named
    } else {
      source = key == nil ? .bundled : .v5
    }

    var url: URL?
    if let text = Setting.value(apiURL, orEnvironment: "QUIZ_API_URL", in: environment) {
      guard let parsed = URL(string: text),
        Setting.isServerAddress(scheme: parsed.scheme, host: parsed.host)
      else { throw .invalidURL(text) }
      guard !(parsed.query?.lowercased().contains("key") ?? false) else { throw .keyInURL }
      url = parsed
    }
    if source == .v3 && url == nil { throw .missingURLForV3 }

    return DataConfiguration(
      source: source, apiURL: url, apiKey: key,
      timeout: try seconds(
        Setting.value(timeout, orEnvironment: "QUIZ_TIMEOUT", in: environment),
        option: "--timeout", default: defaultTimeout, allowsZero: false),
      cacheMaxAge: try seconds(
        Setting.value(cacheMaxAge, orEnvironment: "QUIZ_CACHE_MAX_AGE", in: environment),
        option: "--cache-max-age", default: defaultCacheMaxAge, allowsZero: true))
  }

  private static func seconds(
    _ text: String?, option: String, default defaultValue: TimeInterval, allowsZero: Bool
  ) throws(Problem) -> TimeInterval {
    guard let text else { return defaultValue }
    guard let value = Setting.seconds(text, allowsZero: allowsZero) else {
      throw .invalidNumber(option: option, value: text)
    }
    return value
  }
}
