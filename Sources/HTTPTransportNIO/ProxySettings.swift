#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The proxies the environment names, read as curl reads them, and which one a URL goes through.
///
/// - `https_proxy` (then `HTTPS_PROXY`) for https URLs; `http_proxy` for http URLs. Like curl,
///   the upper-case `HTTP_PROXY` is ignored: a CGI program gets a client's `Proxy:` header as
///   `HTTP_PROXY` ("httpoxy"), so trusting it would let a web client pick our proxy.
/// - `all_proxy` (then `ALL_PROXY`) when there is no variable for the scheme.
/// - `no_proxy` (then `NO_PROXY`): comma-separated host names, each matching itself and every
///   name under it (`example.com` and `.example.com` both match `api.example.com`), exact IP
///   addresses, or a lone `*` for every host. An empty variable counts as unset.
/// - A proxy URL without a scheme is `http://`, without a port is port 1080, as in curl.
///   Only http proxies are supported; any other scheme, or a URL that cannot be read, makes
///   requests fail rather than quietly bypass the proxy someone configured.
///
/// Credentials (`http://user:pass@proxy:3128`) go only into `Proxy-Authorization` towards the
/// proxy; the description and the reflection of every value here show them as `<redacted>`.
public struct ProxySettings: Sendable, Hashable {
  /// An http proxy server, and who we are to it.
  public struct Server: Sendable, Hashable {
    public let host: String
    public let port: Int
    public let username: String?
    public let password: String?

    public init(host: String, port: Int, username: String? = nil, password: String? = nil) {
      self.host = host
      self.port = port
      self.username = username
      self.password = password
    }
  }

  /// How one request leaves the process.
  public enum Route: Sendable, Hashable {
    case direct
    case proxy(Server)
    /// A proxy is configured for this URL but cannot be used: the request fails.
    case unusable
  }

  private enum Setting: Sendable, Hashable {
    case server(Server)
    case unusable
  }

  private let http: Setting?
  private let https: Setting?
  private let noProxy: [String]

  /// No proxy at all.
  public static let none = ProxySettings(environment: [:])

  public init(environment: [String: String]) {
    func value(_ names: String...) -> String? {
      names.lazy.compactMap { environment[$0] }
        .map(Self.trimmed)
        .first { !$0.isEmpty }
    }
    let all = value("all_proxy", "ALL_PROXY")
    http = (value("http_proxy") ?? all).map(Self.setting)
    https = (value("https_proxy", "HTTPS_PROXY") ?? all).map(Self.setting)
    noProxy = (value("no_proxy", "NO_PROXY") ?? "")
      .split { $0 == "," || $0 == " " || $0 == "\t" }
      .map { Self.normalizedHost(String($0)) }
      .filter { !$0.isEmpty }
  }

  /// The way a request to `url` goes: through the scheme's proxy unless `no_proxy` exempts
  /// its host.
  public func route(for url: URL) -> Route {
    let setting: Setting? =
      switch url.scheme?.lowercased() {
      case "https": https
      case "http": http
      default: nil
      }
    guard let setting, !isExempt(host: url.host ?? "") else { return .direct }
    switch setting {
    case .server(let server): return .proxy(server)
    case .unusable: return .unusable
    }
  }

  private func isExempt(host: String) -> Bool {
    let host = Self.normalizedHost(host)
    return noProxy.contains { entry in
      entry == "*" || host == entry || host.hasSuffix("." + entry)
    }
  }

  /// Lower case, without IPv6 brackets, a leading dot or a trailing dot.
  private static func normalizedHost(_ text: String) -> String {
    var host = Substring(text.lowercased())
    if host.hasPrefix("[") && host.hasSuffix("]") { host = host.dropFirst().dropLast() }
    while host.hasPrefix(".") { host = host.dropFirst() }
    while host.hasSuffix(".") { host = host.dropLast() }
    return String(host)
  }

  /// The value without surrounding whitespace; Foundation's trimming needs the ICU-backed
  /// Foundation that `quiz` does not link.
  private static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  private static func setting(_ text: String) -> Setting {
    let withScheme = text.contains("://") ? text : "http://" + text
    guard let components = URLComponents(string: withScheme),
      components.scheme?.lowercased() == "http",
      let host = components.host.map(normalizedHost), !host.isEmpty
    else { return .unusable }
    let port = components.port ?? 1080
    guard (1...65535).contains(port) else { return .unusable }
    return .server(
      Server(
        host: host, port: port, username: components.user, password: components.password))
  }
}

extension ProxySettings.Server: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// `http://<redacted>@proxy:3128` when there are credentials: never the credentials.
  public var description: String {
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return "http://\(username == nil && password == nil ? "" : "<redacted>@")\(shownHost):\(port)"
  }

  public var debugDescription: String { description }

  public var customMirror: Mirror { Mirror(self, children: ["url": description]) }
}

extension ProxySettings: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  public var description: String {
    func shown(_ setting: Setting?) -> String {
      switch setting {
      case nil: "none"
      case .server(let server): server.description
      case .unusable: "unusable"
      }
    }
    return "ProxySettings(http: \(shown(http)), https: \(shown(https)), "
      + "no_proxy: \(noProxy.joined(separator: ",")))"
  }

  public var debugDescription: String { description }

  public var customMirror: Mirror { Mirror(self, children: ["settings": description]) }
}
