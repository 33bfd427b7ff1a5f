#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension HTTPRequest {
  /// Whether a redirect to `url` may be followed: always, unless this request carries a
  /// credential header and `url` is on another origin (scheme, host, port), where the
  /// credential must not go. Clients deliver the 3xx itself when it may not.
  public func mayFollowRedirect(to url: URL) -> Bool {
    let carriesCredentials = headers.keys.contains { HTTPResponse.isSecretHeader($0) }
    return !carriesCredentials || Origin(url) == Origin(self.url)
  }
}

/// Scheme, host and port, with the scheme's default port filled in.
private struct Origin: Equatable {
  let scheme: String?
  let host: String?
  let port: Int?

  init(_ url: URL) {
    scheme = url.scheme?.lowercased()
    host = url.host?.lowercased()
    port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
  }
}
