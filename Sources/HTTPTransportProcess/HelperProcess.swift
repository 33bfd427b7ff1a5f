import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The helper's program file: whether one can be run, and where the running program is, so
/// the helper beside it is found.
enum ExecutableFile {
  static func isExecutable(_ path: String) -> Bool {
    access(path, X_OK) == 0
  }

  /// The running program's own file, wherever it was started from.
  static func runningProgram() -> String? {
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
final class HelperProcess: Sendable {
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
  func exchange(_ input: [UInt8], within seconds: Double, replyLimit: Int) -> [UInt8]? {
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
    var output: [UInt8] = []
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

  private func write(_ data: [UInt8]) -> Bool {
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
