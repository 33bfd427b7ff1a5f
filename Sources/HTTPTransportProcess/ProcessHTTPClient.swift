import Dispatch
import HTTPTransport
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `HTTPClient` by way of the `quiz-http` helper program, one process per request, as git
/// reaches https through `git-remote-https`. The helper holds SwiftNIO, TLS and gzip, about
/// 11 MB of code that `quiz` would otherwise load at every start to answer from its bundled
/// data; live data is fetched a few times a month, so a process start per request is cheap.
///
/// The helper reads the proxy variables from the environment it is given, as `quiz` would.
/// The request, credentials included, goes through a socket, never through arguments.
public struct ProcessHTTPClient: HTTPClient {
  public static let helperName = "quiz-http"

  private let helperSearch: @Sendable () -> HelperSearch
  private let timeout: TimeInterval
  private let maximumBodySize: Int
  private let environment: [String: String]
  private let waitWhileBusy: WaitWhileBusy

  /// Waits before the next try (1 to 5) of a helper that is busy being written.
  package typealias WaitWhileBusy = @Sendable (_ attempt: Int) async throws -> Void

  /// Waits about a second and a half in all, longer each time.
  package static let backingOff: WaitWhileBusy = { attempt in
    try await Task.sleep(for: .milliseconds(25 << attempt))
  }

  /// - Parameters:
  ///   - helperPath: the helper program; nil (not installed) fails every request as
  ///     `.helperMissing`.
  ///   - timeout: seconds for the whole request, enforced by the helper; the helper itself is
  ///     stopped a little after.
  ///   - maximumBodySize: bytes, decompressed, as the helper's client counts them.
  ///   - environment: the helper's whole environment, proxies included.
  public init(
    helperPath: String?, timeout: TimeInterval = 10, maximumBodySize: Int = 20 * 1024 * 1024,
    environment: [String: String]
  ) {
    self.init(
      helperPath: helperPath, timeout: timeout, maximumBodySize: maximumBodySize,
      environment: environment, waitingWhileBusy: Self.backingOff)
  }

  /// As above, waiting for a busy helper as `waitWhileBusy` says: a test decides when the
  /// helper stops being busy instead of racing a clock.
  package init(
    helperPath: String?, timeout: TimeInterval = 10, maximumBodySize: Int = 20 * 1024 * 1024,
    environment: [String: String], waitingWhileBusy waitWhileBusy: @escaping WaitWhileBusy
  ) {
    self.helperSearch = { HelperSearch(path: helperPath, searched: []) }
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.environment = environment
    self.waitWhileBusy = waitWhileBusy
  }

  /// A client that looks for the helper (`locateHelper`) each time it sends, not when it is
  /// made: `quiz` makes its clients at every start, and most runs send nothing. Looking takes
  /// a few hundred thousand instructions, a tiny part of starting the helper.
  public init(
    locatingHelperIn environment: [String: String], timeout: TimeInterval = 10,
    maximumBodySize: Int = 20 * 1024 * 1024
  ) {
    self.helperSearch = { Self.searchHelper(environment: environment) }
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.environment = environment
    self.waitWhileBusy = Self.backingOff
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let search = helperSearch()
    guard let helperPath = search.path else {
      throw HTTPClientError.helperMissing(name: Self.helperName, searched: search.searched)
    }
    let message = HelperRequest(request, timeout: timeout, maximumBodySize: maximumBodySize)
    guard let input = try? JSONEncoder().encode(message) else { throw HTTPClientError.connectivity }
    let helper = try await Self.start(
      helperPath, environment: environment, waitWhileBusy: waitWhileBusy)
    // Base64 makes a body a third longer; anything much past that is not our helper talking.
    let replyLimit = maximumBodySize / 3 * 4 + 1024 * 1024
    let grace = max(0, min(timeout, 1_000_000)) + 5
    let output = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // A queue of its own targets the overcommitting root queue, which always finds a
        // thread: the global queue keeps to one a core, and blocked work there could hold the
        // exchange back past its deadline.
        DispatchQueue(label: "quiz-http exchange").async {
          continuation.resume(
            returning: helper.exchange(input, within: grace, replyLimit: replyLimit))
        }
      }
    } onCancel: {
      helper.stop()
    }
    try Task.checkCancellation()
    guard let output, let reply = try? JSONDecoder().decode(HelperReply.self, from: output)
    else { throw HTTPClientError.connectivity }
    return try reply.get()
  }

  /// A program still open for writing somewhere cannot run for a moment: quiz-http being
  /// installed, or (in tests) a script just written while another thread forks, whose child
  /// holds the file until it execs. Tried again for about a second and a half before reporting
  /// no connection.
  private static func start(
    _ path: String, environment: [String: String], waitWhileBusy: WaitWhileBusy
  ) async throws -> HelperProcess {
    for attempt in 1...6 {
      do {
        return try HelperProcess(path: path, environment: environment)
      } catch .busy where attempt < 6 {
        try await waitWhileBusy(attempt)
      } catch {
        break
      }
    }
    throw HTTPClientError.connectivity
  }

  /// Where the helper was looked for, and the first place that holds it.
  public struct HelperSearch: Sendable, Equatable {
    /// The helper to run; nil when no place held an executable one.
    public let path: String?
    /// The places looked at, in order, up to the one found.
    public let searched: [String]

    public init(path: String?, searched: [String]) {
      self.path = path
      self.searched = searched
    }
  }

  /// The helper beside the running program, else the one on `PATH`; `QUIZ_HTTP_HELPER`
  /// names another. Nil when none is executable.
  public static func locateHelper(
    environment: [String: String], runningExecutable: String? = runningExecutablePath()
  ) -> String? {
    searchHelper(environment: environment, runningExecutable: runningExecutable).path
  }

  /// Like `locateHelper`, also saying where it looked, for an error that names the places.
  public static func searchHelper(
    environment: [String: String], runningExecutable: String? = runningExecutablePath()
  ) -> HelperSearch {
    if let named = environment["QUIZ_HTTP_HELPER"], !named.isEmpty {
      return HelperSearch(path: access(named, X_OK) == 0 ? named : nil, searched: [named])
    }
    var candidates: [String] = []
    if let executable = runningExecutable, let slash = executable.lastIndex(of: "/") {
      candidates.append(executable[..<slash] + "/" + helperName)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
      candidates.append(directory + "/" + helperName)
    }
    guard let found = candidates.firstIndex(where: { access($0, X_OK) == 0 }) else {
      return HelperSearch(path: nil, searched: candidates)
    }
    return HelperSearch(path: candidates[found], searched: Array(candidates[...found]))
  }

  /// The running program's own file, wherever it was started from.
  public static func runningExecutablePath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if length > 0 {
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    let first = CommandLine.arguments.first ?? ""
    return first.contains("/") ? first : nil
  }
}

/// One run of the helper: its process and our end of the socket that is its standard input
/// and output. `stop()` may come from another thread (cancellation) at any time, so the
/// process id is only signalled while it has not been reaped.
private final class HelperProcess: Sendable {
  private let pid: pid_t
  private let socket: Int32
  private let reaped = Mutex(false)

  enum StartFailure: Error {
    /// The program is open for writing somewhere (ETXTBSY), for a moment.
    case busy
    case failed
  }

  init(path: String, environment: [String: String]) throws(StartFailure) {
    var ends: [Int32] = [-1, -1]
    #if os(Linux)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { throw .failed }
    #if !os(Linux)
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      var yes: Int32 = 1
      setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    defer { close(ends[1]) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    // The helper has nothing to say on a terminal the full-screen chat is painting.
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The chat's threads may block or catch signals; the helper starts with none of that.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGWINCH] { sigaddset(&defaults, signal) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let arguments = [path]
    let variables = environment.map { "\($0.key)=\($0.value)" }
    var child: pid_t = 0
    let status = withCStrings(arguments) { argv in
      withCStrings(variables) { envp in
        posix_spawn(&child, path, &actions, &attributes, argv, envp)
      }
    }
    guard status == 0 else {
      close(ends[0])
      throw status == ETXTBSY ? .busy : .failed
    }
    pid = child
    socket = ends[0]
  }

  /// Writes the request, reads the whole reply, and reaps the helper. Nil when it failed,
  /// overran `seconds` or said more than `replyLimit` bytes; the helper is stopped then.
  func exchange(_ input: Data, within seconds: Double, replyLimit: Int) -> Data? {
    defer {
      close(socket)
      reap()
    }
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    guard write(input) else {
      stop()
      return nil
    }
    shutdown(socket, Int32(SHUT_WR))
    var output = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else {
        stop()
        return nil
      }
      var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let waited = poll(&ready, 1, Int32(min((deadline - now) / 1_000_000 + 1, 1_000)))
      if waited < 0 && errno != EINTR { break }
      guard waited > 0 else { continue }
      let count = read(socket, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      output.append(contentsOf: chunk[..<count])
      guard output.count <= replyLimit else {
        stop()
        return nil
      }
    }
    return output
  }

  func stop() {
    reaped.withLock { done in
      if !done { kill(pid, SIGKILL) }
    }
  }

  private func write(_ data: Data) -> Bool {
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return true }
      var offset = 0
      while offset < bytes.count {
        #if os(Linux)
          // A helper that died early must not take quiz with it through SIGPIPE.
          let sent = send(socket, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
        #else
          let sent = send(socket, base + offset, bytes.count - offset, 0)
        #endif
        if sent < 0 && errno == EINTR { continue }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  /// Waits for the exit without reaping, then reaps under the lock, so `stop()` never signals
  /// a process id that has been reaped and perhaps given to another process.
  private func reap() {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    reaped.withLock { done in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      done = true
    }
  }
}

/// `strings` as a NULL-terminated array of C strings, for `posix_spawn`.
private func withCStrings<Result>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
  let pointers = strings.map { strdup($0) }
  defer { pointers.forEach { free($0) } }
  return body(pointers + [nil])
}
