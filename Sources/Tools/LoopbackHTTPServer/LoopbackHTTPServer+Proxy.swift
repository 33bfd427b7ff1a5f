import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LoopbackHTTPServer {
  /// A forward HTTP proxy on 127.0.0.1 that records every request, as any server here does.
  ///
  /// `CONNECT 127.0.0.1:<port>` opens a tunnel to that port (AsyncHTTPClient tunnels even
  /// plain http through a proxy); a `CONNECT` anywhere else gets 502, since nothing leaves the
  /// machine, but is recorded, which shows the proxy a client chose. An absolute-form request
  /// (`GET http://127.0.0.1:8080/path`, as curl sends plain http) is forwarded to its origin
  /// on 127.0.0.1 without the `Proxy-Authorization` meant for the proxy, and the origin's
  /// whole response is relayed. When `requiredAuthorization` is set, a request without exactly
  /// that `Proxy-Authorization` gets 407.
  public static func forwardProxy(requiredAuthorization: String? = nil) throws
    -> LoopbackHTTPServer
  {
    try LoopbackHTTPServer { request in
      if let requiredAuthorization,
        request.header("Proxy-Authorization") != requiredAuthorization
      {
        return .respond(
          Response(status: 407, headers: ["Proxy-Authenticate": #"Basic realm="loopback""#]))
      }
      if request.method == "CONNECT" {
        let parts = request.target.split(separator: ":")
        guard parts.count == 2, parts[0] == "127.0.0.1", let port = UInt16(parts[1]) else {
          return .respond(Response(status: 502))
        }
        return .tunnel(toPort: port)
      }
      guard let url = URLComponents(string: request.target), url.scheme == "http",
        url.host == "127.0.0.1", let port = url.port
      else { return .respond(Response(status: 502)) }
      let path = url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath
      let origin = LoopbackHTTPServer.Request(
        method: request.method, target: path + (url.percentEncodedQuery.map { "?" + $0 } ?? ""),
        headers: request.headers.filter { $0.key != "proxy-authorization" }, body: request.body)
      guard let response = LoopbackConnection.exchange(origin, port: UInt16(clamping: port)) else {
        return .respond(Response(status: 502))
      }
      return .respond(response)
    }
  }
}

/// Blocking client connections to 127.0.0.1, for the proxy.
enum LoopbackConnection {
  /// One request to an origin that closes the connection after replying, as every
  /// `LoopbackHTTPServer` does.
  static func exchange(_ request: LoopbackHTTPServer.Request, port: UInt16)
    -> LoopbackHTTPServer.Response?
  {
    guard let fd = open(port: port) else { return nil }
    defer { close(fd) }
    var lines = ["\(request.method) \(request.target) HTTP/1.1"]
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key })
    where !["connection", "content-length"].contains(name) {
      lines.append("\(name): \(value)")
    }
    lines.append("Content-Length: \(request.body.count)")
    lines.append("Connection: close")
    let outgoing = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + Array(request.body)
    guard sendAll(outgoing, to: fd) else { return nil }

    var incoming: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      incoming += chunk[0..<count]
    }
    return parse(incoming)
  }

  /// A connected socket, reads timing out after 10 s; nil when nothing listens.
  static func open(port: UInt16) -> Int32? {
    let fd = streamSocket()
    guard fd >= 0 else { return nil }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = loopbackAddress(port: port)
    guard withSocketAddress(&address, { connect(fd, $0, $1) }) == 0 else {
      close(fd)
      return nil
    }
    return fd
  }

  /// A new TCP socket, or -1.
  static func streamSocket() -> Int32 {
    #if canImport(Glibc)
      socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  /// 127.0.0.1 at `port` (0: any free port, for `bind`).
  static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    return address
  }

  /// `call(address, length)` for the socket calls that take a generic `sockaddr`: `connect`,
  /// `bind`, `getsockname` (which writes the address back).
  static func withSocketAddress(
    _ address: inout sockaddr_in, _ call: (UnsafeMutablePointer<sockaddr>, socklen_t) -> Int32
  ) -> Int32 {
    withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        call($0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
  }

  static func sendAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        #if canImport(Glibc)
          send(fd, raw.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
        #else
          send(fd, raw.baseAddress.map { $0 + offset }, bytes.count - offset, 0)
        #endif
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  private static func parse(_ bytes: [UInt8]) -> LoopbackHTTPServer.Response? {
    let terminator: [UInt8] = [13, 10, 13, 10]
    guard bytes.count >= 4,
      let headEnd = (0...(bytes.count - 4)).first(where: {
        bytes[$0..<($0 + 4)].elementsEqual(terminator)
      }),
      let head = String(validating: bytes[0..<headEnd], as: UTF8.self)
    else { return nil }
    let lines = head.components(separatedBy: "\r\n")
    let statusLine = lines[0].split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[String(line[..<colon])] =
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return LoopbackHTTPServer.Response(
      status: status, headers: headers, body: Data(bytes[(headEnd + 4)...]))
  }
}
