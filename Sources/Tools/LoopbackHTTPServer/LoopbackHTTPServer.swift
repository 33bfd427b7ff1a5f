import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1, on a port of its own, for tests and benchmarks.
///
/// One thread per connection, one request per connection (`Connection: close`). The handler
/// picks a reply, faults included: slow, hanging, dropped, truncated, stalled mid-body. Every request is recorded.
/// `stop()` (or releasing the server) wakes and ends every thread; nothing outlives it. It only
/// ever binds the loopback address.
public final class LoopbackHTTPServer: Sendable {
  public typealias Handler = @Sendable (Request) -> Reply

  /// The port the system picked.
  public let port: UInt16
  private let core: Core

  /// Starts listening on 127.0.0.1 at an ephemeral port, or at `port` (to come back where a
  /// stopped server was, so a client sees a service refuse connections and then recover).
  public init(port requestedPort: UInt16 = 0, handler: @escaping Handler) throws {
    core = try Core(listeningOn: Core.boundSocket(port: requestedPort), handler: handler)
    port = core.port
    core.startAccepting()
  }

  /// Starts listening on the port `reserved` held: a service that comes back where a client was
  /// refused, with no moment between in which another socket could take the port. A reserved
  /// port is taken over once; a second try throws.
  public init(takingOver reserved: ReservedPort, handler: @escaping Handler) throws {
    guard let socket = reserved.take() else { throw StartError.socket(errno: EADDRINUSE) }
    core = try Core(listeningOn: socket, handler: handler)
    port = core.port
    core.startAccepting()
  }

  deinit { core.stop() }

  /// `http://127.0.0.1:<port>`, no trailing slash.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  /// A URL on this server: `url("/countries/v5")`.
  public func url(_ pathAndQuery: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)") ?? baseURL
  }

  /// Every request received so far, in arrival order.
  public var requests: [Request] { core.recorded.withLock { $0.requests } }

  /// Bytes written to clients so far: status lines, headers and bodies.
  public var bytesSent: Int { core.recorded.withLock { $0.bytesSent } }

  /// Stops accepting, wakes every connection (hanging ones included), and waits for them.
  /// Until the server is released, its port stays bound and refuses connections: a port let go
  /// of is free for the next server the system starts, in this test or a parallel one, and a
  /// client meant to find the service gone would be answered by that one instead.
  /// `init(port:)` can still listen there again.
  public func stop() { core.stop() }

  /// A port nothing listens on, for refused connections: the same one for the whole process,
  /// held so that it stays refused.
  public static func refusedPort() throws -> UInt16 {
    try refused.get().port
  }

  private static let refused = Result { try ReservedPort() }

  /// A port on 127.0.0.1 bound by a socket that never listens: connections to it are refused,
  /// and no other socket can bind it while it is held. A port a server has merely let go of is
  /// free for the next server the system starts, in this test or a parallel one, which would
  /// then answer what was meant to be refused.
  public final class ReservedPort: Sendable {
    public let port: UInt16
    private let socket: Mutex<Int32?>

    /// Binds `port`, or any free port (0). Only a port no socket holds can be reserved.
    public init(port requestedPort: UInt16 = 0) throws {
      let fd = LoopbackConnection.streamSocket()
      guard fd >= 0 else { throw StartError.socket(errno: errno) }
      var address = LoopbackConnection.loopbackAddress(port: requestedPort)
      let bound = LoopbackConnection.withSocketAddress(&address) { bind(fd, $0, $1) }
      let named =
        bound == 0
        ? LoopbackConnection.withSocketAddress(&address) {
          var length = $1
          return getsockname(fd, $0, &length)
        } : -1
      guard named == 0 else {
        let error = errno
        close(fd)
        throw StartError.socket(errno: error)
      }
      port = UInt16(bigEndian: address.sin_port)
      socket = Mutex(fd)
    }

    deinit {
      if let fd = take() { close(fd) }
    }

    /// The bound socket, once: whoever takes it closes it.
    fileprivate func take() -> Int32? {
      socket.withLock { socket in
        defer { socket = nil }
        return socket
      }
    }
  }
}

extension LoopbackHTTPServer {
  /// A request as received; header names lower-cased.
  public struct Request: Sendable, Hashable {
    public let method: String
    /// The request target as sent: path and query.
    public let target: String
    public let headers: [String: String]
    public let body: Data

    public init(method: String, target: String, headers: [String: String], body: Data = Data()) {
      self.method = method
      self.target = target
      var lowered: [String: String] = [:]
      for (name, value) in headers { lowered[name.lowercased()] = value }
      self.headers = lowered
      self.body = body
    }

    /// The path, percent-decoded, without the query.
    public var path: String {
      components?.path ?? String(target.prefix { $0 != "?" })
    }

    /// Query parameters, percent-decoded; the last of repeated names wins.
    public var query: [String: String] {
      var query: [String: String] = [:]
      for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
      return query
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    private var components: URLComponents? { URLComponents(string: "http://loopback" + target) }
  }

  public struct Response: Sendable, Hashable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// False sends no `Content-Length`: the body then ends when the connection closes.
    public var sendsContentLength: Bool

    public init(
      status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
      sendsContentLength: Bool = true
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.sendsContentLength = sendsContentLength
    }

    public static func json(
      _ text: String, status: Int = 200, headers: [String: String] = [:]
    ) -> Response {
      json(Data(text.utf8), status: status, headers: headers)
    }

    public static func json(
      _ body: Data, status: Int = 200, headers: [String: String] = [:]
    ) -> Response {
      Response(
        status: status, headers: ["Content-Type": "application/json"].merging(headers) { $1 },
        body: body)
    }
  }

  public enum Reply: Sendable, Hashable {
    case respond(Response)
    /// Waits, then responds (unless the server stops first).
    case slow(Duration, Response)
    /// Never answers; the connection stays open until the client leaves or the server stops.
    case hang
    /// Closes the connection without a response.
    case dropConnection
    /// Announces the whole body's length, sends only its first bytes, then closes.
    case truncated(Response, afterBytes: Int)
    /// Announces the whole body's length, sends only its first bytes, then goes quiet with the
    /// connection open until the client leaves or the server stops: a stall mid-body.
    case stall(Response, afterBytes: Int)
    /// Answers a `CONNECT` with 200, then relays bytes both ways between the client and this
    /// port on 127.0.0.1 until either side closes: a proxy's tunnel.
    case tunnel(toPort: UInt16)
  }
}

// MARK: - Sockets

extension LoopbackHTTPServer {
  public enum StartError: Error, Equatable {
    case socket(errno: Int32)
  }

  /// The shared state of the accept thread and the connection threads.
  fileprivate final class Core: Sendable {
    struct Recorded {
      var requests: [Request] = []
      var bytesSent = 0
    }

    static let maximumHeaderBytes = 64 * 1024
    static let maximumBodyBytes = 1024 * 1024
    /// A client that sends nothing for this long is dropped.
    static let idleMilliseconds: Int32 = 10_000

    let port: UInt16
    let recorded = Mutex(Recorded())
    private let handler: Handler
    private let listener: Int32
    /// Written once by `stop()` and never read, so it stays readable: every wait polls it.
    private let stopPipe: (read: Int32, write: Int32)
    private let stopped = Mutex(false)
    /// The socket that keeps the port once stopped.
    private let heldPort = Mutex<Int32?>(nil)
    private let threads = DispatchGroup()

    /// A socket bound to 127.0.0.1 at `port` (0: any free port), not yet listening.
    static func boundSocket(port: UInt16) throws -> Int32 {
      let fd = LoopbackConnection.streamSocket()
      guard fd >= 0 else { throw StartError.socket(errno: errno) }
      var yes: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
      var address = LoopbackConnection.loopbackAddress(port: port)
      guard LoopbackConnection.withSocketAddress(&address, { bind(fd, $0, $1) }) == 0 else {
        let error = errno
        close(fd)
        throw StartError.socket(errno: error)
      }
      return fd
    }

    /// Listens on `fd`, a bound socket, which is closed if that fails.
    init(listeningOn fd: Int32, handler: @escaping Handler) throws {
      self.handler = handler
      var pipeFDs: [Int32] = [0, 0]
      guard pipe(&pipeFDs) == 0 else {
        let error = errno
        close(fd)
        throw StartError.socket(errno: error)
      }
      stopPipe = (pipeFDs[0], pipeFDs[1])
      do {
        var address = LoopbackConnection.loopbackAddress(port: 0)
        guard listen(fd, 64) == 0 else { throw StartError.socket(errno: errno) }
        let named = LoopbackConnection.withSocketAddress(&address) {
          var length = $1
          return getsockname(fd, $0, &length)
        }
        guard named == 0 else { throw StartError.socket(errno: errno) }
        port = UInt16(bigEndian: address.sin_port)
        listener = fd
      } catch {
        close(fd)
        close(pipeFDs[0])
        close(pipeFDs[1])
        throw error
      }
    }

    func startAccepting() {
      spawn { [self] in acceptLoop() }
    }

    func stop() {
      let first = stopped.withLock { stopped in
        defer { stopped = true }
        return !stopped
      }
      guard first else { return }
      var byte: UInt8 = 1
      _ = write(stopPipe.write, &byte, 1)
      // Every wait polls the pipe, so this is quick; the bound only guards against a bug.
      if threads.wait(timeout: .now() + 10) == .success {
        close(listener)
        close(stopPipe.read)
        close(stopPipe.write)
        holdPort()
      }
    }

    /// Binds the port again without listening. SO_REUSEADDR lets it past the connections
    /// closing on the port, and lets a later `init(port:)` listen there.
    private func holdPort() {
      let fd = LoopbackConnection.streamSocket()
      guard fd >= 0 else { return }
      var yes: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
      var address = LoopbackConnection.loopbackAddress(port: port)
      guard LoopbackConnection.withSocketAddress(&address, { bind(fd, $0, $1) }) == 0 else {
        close(fd)
        return
      }
      heldPort.withLock { $0 = fd }
    }

    deinit {
      if let fd = heldPort.withLock({ $0 }) { close(fd) }
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private func spawn(_ body: @escaping @Sendable () -> Void) {
      threads.enter()
      let thread = Thread { [threads] in
        body()
        threads.leave()
      }
      thread.start()
    }

    private func acceptLoop() {
      while !isStopped {
        guard wait(for: listener, events: Int16(POLLIN), milliseconds: -1) == .ready else {
          return
        }
        let client = accept(listener, nil, nil)
        guard client >= 0 else { continue }
        guard !isStopped else {
          close(client)
          return
        }
        spawn { [self] in serve(client) }
      }
    }

    // MARK: One connection

    private func serve(_ client: Int32) {
      defer { close(client) }
      #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      #endif
      guard let request = readRequest(client) else { return }
      recorded.withLock { $0.requests.append(request) }

      switch handler(request) {
      case .respond(let response):
        send(response, to: client)
      case .slow(let delay, let response):
        guard waitForStop(milliseconds: Self.milliseconds(delay)) == .timedOut else { return }
        send(response, to: client)
      case .hang:
        // Until the client gives up (readable at EOF) or the server stops.
        _ = wait(for: client, events: Int16(POLLIN), milliseconds: -1)
      case .dropConnection:
        break
      case .truncated(let response, let afterBytes):
        sendPart(of: response, afterBytes: afterBytes, to: client)
      case .stall(let response, let afterBytes):
        sendPart(of: response, afterBytes: afterBytes, to: client)
        _ = wait(for: client, events: Int16(POLLIN), milliseconds: -1)
      case .tunnel(let port):
        relay(client, toPort: port)
      }
      shutdown(client, Int32(SHUT_WR))
    }

    private func send(_ response: Response, to client: Int32) {
      guard writeAll(Self.head(of: response), to: client) else { return }
      _ = writeAll(Array(response.body), to: client)
    }

    private func relay(_ client: Int32, toPort port: UInt16) {
      guard let origin = LoopbackConnection.open(port: port) else {
        send(Response(status: 502), to: client)
        return
      }
      defer { close(origin) }
      guard writeAll(Array("HTTP/1.1 200 Connection Established\r\n\r\n".utf8), to: client)
      else { return }
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        var fds = [
          pollfd(fd: client, events: Int16(POLLIN), revents: 0),
          pollfd(fd: origin, events: Int16(POLLIN), revents: 0),
          pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, nfds_t(fds.count), Self.idleMilliseconds)
        if ready < 0 && errno == EINTR { continue }
        guard ready > 0, fds[2].revents == 0 else { return }
        if fds[0].revents != 0 {
          let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
          guard count > 0, LoopbackConnection.sendAll(Array(buffer[0..<count]), to: origin)
          else { return }
        }
        if fds[1].revents != 0 {
          let count = buffer.withUnsafeMutableBytes { recv(origin, $0.baseAddress, $0.count, 0) }
          guard count > 0, writeAll(Array(buffer[0..<count]), to: client) else { return }
        }
      }
    }

    private func sendPart(of response: Response, afterBytes: Int, to client: Int32) {
      guard writeAll(Self.head(of: response), to: client) else { return }
      _ = writeAll(Array(response.body.prefix(max(0, afterBytes))), to: client)
    }

    private static func head(of response: Response) -> [UInt8] {
      var lines = ["HTTP/1.1 \(response.status) \(reasonPhrase(response.status))"]
      for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
      where name.lowercased() != "content-length" && name.lowercased() != "connection" {
        lines.append("\(name): \(value)")
      }
      if response.sendsContentLength { lines.append("Content-Length: \(response.body.count)") }
      lines.append("Connection: close")
      return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private func readRequest(_ client: Int32) -> Request? {
      var buffer: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 16 * 1024)
      let terminator: [UInt8] = [13, 10, 13, 10]
      var headEnd: Int?
      while headEnd == nil {
        guard buffer.count <= Self.maximumHeaderBytes,
          wait(for: client, events: Int16(POLLIN), milliseconds: Self.idleMilliseconds) == .ready
        else { return nil }
        let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let searchFrom = max(0, buffer.count - 3)
        buffer += chunk[0..<count]
        headEnd = Self.firstIndex(of: terminator, in: buffer, from: searchFrom)
      }
      guard let headEnd,
        let head = String(validating: buffer[0..<headEnd], as: UTF8.self)
      else { return nil }

      let lines = head.components(separatedBy: "\r\n")
      let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: true)
      guard requestLine.count == 3 else { return nil }
      var headers: [String: String] = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }

      var body = Array(buffer[(headEnd + 4)...])
      let expected = min(Int(headers["content-length"] ?? "") ?? 0, Self.maximumBodyBytes)
      while body.count < expected {
        guard
          wait(for: client, events: Int16(POLLIN), milliseconds: Self.idleMilliseconds) == .ready
        else { return nil }
        let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        body += chunk[0..<count]
      }
      return Request(
        method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
        body: Data(body.prefix(expected)))
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int?
    {
      guard bytes.count >= pattern.count else { return nil }
      var index = start
      while index + pattern.count <= bytes.count {
        if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
        index += 1
      }
      return nil
    }

    /// Writes everything unless the client goes away or the server stops; never blocks on a
    /// client that stopped reading.
    private func writeAll(_ bytes: [UInt8], to client: Int32) -> Bool {
      var offset = 0
      while offset < bytes.count {
        guard
          wait(for: client, events: Int16(POLLOUT), milliseconds: Self.idleMilliseconds) == .ready
        else { return false }
        let written = bytes.withUnsafeBytes { raw in
          Glue.send(client, raw.baseAddress.map { $0 + offset }, bytes.count - offset)
        }
        if written < 0 {
          if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
          return false
        }
        offset += written
        recorded.withLock { $0.bytesSent += written }
      }
      return true
    }

    // MARK: Waiting

    enum WaitResult: Equatable {
      case ready, timedOut, stopped, failed
    }

    /// Polls a descriptor together with the stop pipe.
    private func wait(for fd: Int32, events: Int16, milliseconds: Int32) -> WaitResult {
      while true {
        var fds = [
          pollfd(fd: fd, events: events, revents: 0),
          pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&fds, nfds_t(fds.count), milliseconds)
        if result < 0 {
          if errno == EINTR { continue }
          return .failed
        }
        if result == 0 { return .timedOut }
        if fds[1].revents != 0 { return .stopped }
        return .ready
      }
    }

    private func waitForStop(milliseconds: Int32) -> WaitResult {
      while true {
        var fds = [pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
        let result = poll(&fds, 1, milliseconds)
        if result < 0 {
          if errno == EINTR { continue }
          return .failed
        }
        return result == 0 ? .timedOut : .stopped
      }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
      let (seconds, attoseconds) = duration.components
      let total = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
      return Int32(clamping: max(0, total))
    }

    private static func reasonPhrase(_ status: Int) -> String {
      switch status {
      case 200: "OK"
      case 204: "No Content"
      case 301: "Moved Permanently"
      case 302: "Found"
      case 400: "Bad Request"
      case 401: "Unauthorized"
      case 403: "Forbidden"
      case 404: "Not Found"
      case 429: "Too Many Requests"
      case 500: "Internal Server Error"
      case 502: "Bad Gateway"
      case 503: "Service Unavailable"
      default: "Status"
      }
    }
  }
}

/// `send` without SIGPIPE when the client has gone, and without blocking.
private enum Glue {
  static func send(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    #else
      Darwin.send(fd, bytes, count, MSG_DONTWAIT)
    #endif
  }
}
