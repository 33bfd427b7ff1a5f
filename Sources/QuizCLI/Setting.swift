#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How every setting of the data and the LLM is read: from its option, else from its
/// environment variable, trimmed, a blank value counting as none.
enum Setting {
  /// The option's value, else the variable's; nil when neither gives one.
  static func value(
    _ option: String?, orEnvironment variable: String, in environment: [String: String]
  ) -> String? {
    nonEmpty(option) ?? nonEmpty(environment[variable])
  }

  /// The text trimmed; nil for none, or only spaces.
  static func nonEmpty(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingWhitespace(), !trimmed.isEmpty else { return nil }
    return trimmed
  }

  /// A number of seconds, finite and above 0 (or 0 itself, where `allowsZero`); nil otherwise.
  static func seconds(_ text: String, allowsZero: Bool = false) -> TimeInterval? {
    guard let value = TimeInterval(text), value.isFinite, allowsZero ? value >= 0 : value > 0
    else { return nil }
    return value
  }

  /// Whether a URL's scheme and host make it a server's address: http or https, with a host.
  static func isServerAddress(scheme: String?, host: String?) -> Bool {
    ["http", "https"].contains(scheme?.lowercased()) && host?.isEmpty == false
  }
}
