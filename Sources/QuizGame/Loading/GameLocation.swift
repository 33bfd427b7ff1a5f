import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where `--from` says a quiz is: an http(s) URL, or a file (a path, or a `file:` URL).
public enum GameLocation: Sendable, Hashable {
  case url(URL)
  case file(path: String)

  /// Nil for an empty argument, a URL of another scheme, or an http(s) URL without a host.
  public init?(_ argument: String) {
    let text = argument.trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    let lowered = text.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
      guard let url = URL(string: text), let host = url.host(), !host.isEmpty else { return nil }
      self = .url(url)
    } else if lowered.hasPrefix("file://") {
      guard let url = URL(string: text), url.isFileURL, !url.path.isEmpty else { return nil }
      self = .file(path: url.path)
    } else if let scheme = lowered.split(separator: ":").first, lowered.contains("://"),
      scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
    {
      return nil
    } else {
      self = .file(path: text)
    }
  }

  /// As shown to the player: a URL without its user name and password, as plain text.
  public var shown: String {
    switch self {
    case .url(let url): UntrustedText.cleaned(Self.withoutCredentials(url).absoluteString)
    case .file(let path): UntrustedText.cleaned(path)
    }
  }

  static func withoutCredentials(_ url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      components.user != nil || components.password != nil
    else { return url }
    components.user = nil
    components.password = nil
    return components.url ?? url
  }
}
