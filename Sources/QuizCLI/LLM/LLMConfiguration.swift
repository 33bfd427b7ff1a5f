#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The LLM fallback interpreter's settings, from options and the environment. Nil from
/// `resolve` means not configured: then no fallback exists and nothing is ever sent.
public struct LLMConfiguration: Sendable, Equatable {
  public static let defaultTimeout: TimeInterval = 5

  /// The server's base URL, e.g. `http://127.0.0.1:11434/v1`; requests go to
  /// `{baseURL}/chat/completions`.
  public var baseURL: URL
  public var model: String
  /// From `QUIZ_LLM_API_KEY` only: never from an option, never in a URL.
  public var apiKey: String?
  public var timeout: TimeInterval = LLMConfiguration.defaultTimeout

  public enum Problem: Error, Equatable, CustomStringConvertible {
    case invalidURL(String)
    /// A query, fragment or credentials in the URL; the URL is not echoed, it may hold a key.
    case notABaseURL
    case missingModel
    case missingURL(option: String)
    case invalidTimeout(String)
    case unusableKey

    public var description: String {
      switch self {
      case .invalidURL(let value):
        "'\(value)' is not an http or https URL."
      case .notABaseURL:
        "--llm-url takes a base URL such as http://127.0.0.1:11434/v1, without a query or "
          + "credentials; put the API key in QUIZ_LLM_API_KEY."
      case .missingModel:
        "--llm-url needs a model: --llm-model NAME (or QUIZ_LLM_MODEL)."
      case .missingURL(let option):
        "\(option) needs the server's base URL: --llm-url URL (or QUIZ_LLM_URL)."
      case .invalidTimeout(let value):
        "--llm-timeout takes a number of seconds above 0, not '\(value)'."
      case .unusableKey:
        "QUIZ_LLM_API_KEY may hold only visible ASCII characters."
      }
    }
  }

  /// Options win over the environment. No URL from either: not configured, nil.
  public static func resolve(
    url: String?, model: String?, timeout: String?, environment: [String: String]
  ) throws(Problem) -> LLMConfiguration? {
    guard let urlText = Setting.value(url, orEnvironment: "QUIZ_LLM_URL", in: environment) else {
      if Setting.nonEmpty(model) != nil { throw .missingURL(option: "--llm-model") }
      if Setting.nonEmpty(timeout) != nil { throw .missingURL(option: "--llm-timeout") }
      return nil
    }
    guard let parsed = URLComponents(string: urlText),
      Setting.isServerAddress(scheme: parsed.scheme, host: parsed.host), let baseURL = parsed.url
    else { throw .invalidURL(urlText) }
    guard parsed.query == nil, parsed.fragment == nil, parsed.user == nil, parsed.password == nil
    else { throw .notABaseURL }
    guard let model = Setting.value(model, orEnvironment: "QUIZ_LLM_MODEL", in: environment) else {
      throw .missingModel
    }
    let key = Setting.nonEmpty(environment["QUIZ_LLM_API_KEY"])
    if let key, !key.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) { throw .unusableKey }

    var seconds = defaultTimeout
    if let text = Setting.value(timeout, orEnvironment: "QUIZ_LLM_TIMEOUT", in: environment) {
      guard let value = Setting.seconds(text) else { throw .invalidTimeout(text) }
      seconds = value
    }
    return LLMConfiguration(baseURL: baseURL, model: model, apiKey: key, timeout: seconds)
  }
}

extension LLMConfiguration: CustomStringConvertible, CustomReflectable {
  public var description: String {
    "LLMConfiguration(\(model) at \(baseURL.absoluteString), timeout \(timeout) s"
      + (apiKey == nil ? ")" : ", key: <redacted>)")
  }

  /// Keeps the key out of `dump` and test failure messages.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "baseURL": baseURL, "model": model, "hasKey": apiKey != nil, "timeout": timeout,
      ])
  }
}
