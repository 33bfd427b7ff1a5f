import Foundation
import HTTPTransportNIO
import Testing

/// The environment read as curl reads it.
@Suite("ProxySettings")
struct ProxySettingsTests {
  private let httpsURL = URL(string: "https://api.restcountries.com/countries/v5")!
  private let httpURL = URL(string: "http://countries.example/v3.1/all")!

  @Test func noVariables_goDirect() {
    let sut = ProxySettings(environment: [:])

    #expect(sut.route(for: httpsURL) == .direct)
    #expect(sut.route(for: httpURL) == .direct)
  }

  @Test func eachSchemeUsesItsOwnVariable() {
    let sut = ProxySettings(environment: [
      "https_proxy": "http://secure.proxy:3128", "http_proxy": "http://plain.proxy:8080",
    ])

    #expect(sut.route(for: httpsURL) == .proxy(.init(host: "secure.proxy", port: 3128)))
    #expect(sut.route(for: httpURL) == .proxy(.init(host: "plain.proxy", port: 8080)))
  }

  @Test func lowerCaseWins_overUpperCase() {
    let sut = ProxySettings(environment: [
      "https_proxy": "http://lower:1", "HTTPS_PROXY": "http://upper:2",
      "no_proxy": "lower.example", "NO_PROXY": "*",
    ])

    #expect(sut.route(for: httpsURL) == .proxy(.init(host: "lower", port: 1)))
  }

  @Test func upperCaseIsUsed_whenLowerCaseIsAbsentOrEmpty() {
    let sut = ProxySettings(environment: ["https_proxy": "", "HTTPS_PROXY": "http://upper:2"])

    #expect(sut.route(for: httpsURL) == .proxy(.init(host: "upper", port: 2)))
  }

  /// curl ignores HTTP_PROXY: CGI puts a client's `Proxy:` header there ("httpoxy").
  @Test func upperCaseHTTPProxy_isIgnored_asCurlDoes() {
    let sut = ProxySettings(environment: ["HTTP_PROXY": "http://attacker:1"])

    #expect(sut.route(for: httpURL) == .direct)
  }

  @Test func allProxy_coversSchemesWithoutTheirOwnVariable() {
    let sut = ProxySettings(environment: [
      "ALL_PROXY": "http://every:9", "http_proxy": "http://p:1",
    ])

    #expect(sut.route(for: httpsURL) == .proxy(.init(host: "every", port: 9)))
    #expect(sut.route(for: httpURL) == .proxy(.init(host: "p", port: 1)))
  }

  @Test func schemeAndPort_defaultAsCurlDoes() {
    let sut = ProxySettings(environment: ["https_proxy": "proxy.internal"])

    #expect(sut.route(for: httpsURL) == .proxy(.init(host: "proxy.internal", port: 1080)))
  }

  @Test func credentials_arePercentDecoded() {
    let sut = ProxySettings(environment: ["https_proxy": "http://me%40corp:p%3Ass@proxy:3128"])

    #expect(
      sut.route(for: httpsURL)
        == .proxy(.init(host: "proxy", port: 3128, username: "me@corp", password: "p:ss")))
  }

  @Test(arguments: [
    "api.restcountries.com", "restcountries.com", ".restcountries.com", "RESTCOUNTRIES.COM",
    "other.example, restcountries.com", "other.example restcountries.com", "*",
    "restcountries.com.",
  ])
  func noProxy_exemptsTheHostAndItsSubdomains(noProxy: String) {
    let sut = ProxySettings(environment: ["https_proxy": "http://p:1", "no_proxy": noProxy])

    #expect(sut.route(for: httpsURL) == .direct)
  }

  @Test(arguments: ["countries.com", "api.restcountries.co", "tcountries.com", "127.0.0.1"])
  func noProxy_doesNotExemptOtherHosts(noProxy: String) {
    let sut = ProxySettings(environment: ["https_proxy": "http://p:1", "no_proxy": noProxy])

    #expect(sut.route(for: httpsURL) == .proxy(.init(host: "p", port: 1)))
  }

  @Test func noProxy_matchesIPAddressesExactly() {
    let sut = ProxySettings(environment: ["http_proxy": "http://p:1", "no_proxy": "127.0.0.1,::1"])

    #expect(sut.route(for: URL(string: "http://127.0.0.1:8080/x")!) == .direct)
    #expect(sut.route(for: URL(string: "http://[::1]:8080/x")!) == .direct)
    #expect(sut.route(for: URL(string: "http://127.0.0.2:8080/x")!) != .direct)
  }

  @Test(arguments: ["https://tls.proxy:443", "socks5://socks:1080", "http://", "http://p:99999"])
  func anUnusableProxy_failsRequests_neverBypassesIt(value: String) {
    let sut = ProxySettings(environment: ["https_proxy": value])

    #expect(sut.route(for: httpsURL) == .unusable)
  }

  @Test func credentials_neverShow_inDescriptionsOrReflection() {
    let sut = ProxySettings(environment: [
      "https_proxy": "http://alice:s3cr3t-pw@proxy:3128",
      "http_proxy": "http://alice:s3cr3t-pw@proxy:3128",
    ])
    let route = sut.route(for: httpsURL)
    var dumped = ""
    dump(sut, to: &dumped)
    dump(route, to: &dumped)

    for text in [
      String(describing: sut), String(reflecting: sut), String(describing: route),
      String(reflecting: route), dumped,
    ] {
      #expect(!text.contains("s3cr3t-pw"), "\(text)")
      #expect(!text.contains("alice"), "\(text)")
    }
    #expect(String(describing: route).contains("<redacted>@proxy:3128"))
  }
}
