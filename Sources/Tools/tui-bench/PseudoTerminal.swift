// Linux only: /dev/ptmx, its ioctls and /proc. On other systems tui-bench says so and exits.
#if os(Linux)
  import Foundation
  import Glibc

  /// Nanoseconds on the monotonic clock.
  func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// A program running on a pseudo-terminal of its own, as in a terminal window: its own session,
  /// the terminal as its controlling terminal and as its standard streams.
  ///
  /// Everything it writes is read from the master side and kept with the time it arrived, so a
  /// measurement ends at the moment the bytes a person would see reached the terminal.
  final class PseudoTerminal {
    let pid: pid_t
    let master: Int32
    private(set) var exited = false
    private var stopped = false
    /// Bytes read since the last `mark()`.
    private(set) var output: [UInt8] = []
    /// When the latest read returned bytes.
    private(set) var lastArrival: UInt64 = 0

    init(
      _ arguments: [String], environment: [String: String], columns: UInt16 = 80, rows: UInt16 = 24
    ) throws {
      // /dev/ptmx and its ioctls directly: glibc's posix_openpt/ptsname are not imported into Swift.
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard master >= 0 else {
        throw BenchError("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
      }
      var unlock: Int32 = 0
      var number: UInt32 = 0
      // TIOCSPTLCK and TIOCGPTN (Linux's values; function-like macros Swift cannot import).
      guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0
      else {
        close(master)
        throw BenchError("cannot unlock the pseudo-terminal: \(String(cString: strerror(errno)))")
      }
      let name = "/dev/pts/\(number)"
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)

      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      // Opened after setsid (glibc applies the attributes first), so it becomes the controlling
      // terminal: Ctrl-C, SIGWINCH and /dev/tty work as in a real window.
      posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)

      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var defaults = sigset_t()
      sigfillset(&defaults)
      var mask = sigset_t()
      sigemptyset(&mask)
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setsigmask(&attributes, &mask)
      // POSIX_SPAWN_SETSID (glibc's value; the macro is not imported into Swift).
      let setsid: Int32 = 0x80
      posix_spawnattr_setflags(
        &attributes, Int16(setsid | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)))

      let argv = arguments.map { strdup($0) } + [nil]
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
      }
      var pid: pid_t = 0
      let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
      guard status == 0 else {
        close(master)
        throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(status)))")
      }
      self.pid = pid
      self.master = master
    }

    deinit { stop() }

    /// Forgets the output so far: the next wait looks only at what comes after.
    func mark() { output.removeAll(keepingCapacity: true) }

    /// Changes the terminal's size, as a window dragged; the kernel sends SIGWINCH.
    func resize(columns: UInt16, rows: UInt16) {
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    func write(_ bytes: [UInt8]) {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          Glibc.write(master, $0.baseAddress, $0.count)
        }
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }

    func write(_ text: String) { write(Array(text.utf8)) }

    /// Waits up to `milliseconds` for output and reads what there is. False when nothing came.
    @discardableResult
    func read(within milliseconds: Int32) -> Bool {
      guard !exited else { return false }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      guard ready > 0 else { return false }
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = Glibc.read(master, &buffer, buffer.count)
      let arrival = now()
      guard count > 0 else {
        // EIO: every slave descriptor is closed, the program is gone.
        exited = true
        return false
      }
      output.append(contentsOf: buffer[..<count])
      lastArrival = arrival
      return true
    }

    /// Reads until `bytes` appear in the output since the last mark, and returns when the read
    /// that completed them arrived; nil after `timeout` milliseconds.
    func waitFor(_ bytes: [UInt8], timeout: Int) -> UInt64? {
      waitUntil(timeout: timeout) { $0.firstRange(of: bytes) != nil }
    }

    func waitUntil(timeout: Int, _ condition: ([UInt8]) -> Bool) -> UInt64? {
      let deadline = now() + UInt64(timeout) * 1_000_000
      while true {
        if condition(output) { return lastArrival }
        let left = Int64(deadline) - Int64(now())
        guard left > 0, !exited else { return nil }
        read(within: Int32(max(1, left / 1_000_000)))
      }
    }

    /// Reads until nothing has come for `quiet` milliseconds (at most `timeout`), and returns when
    /// the last bytes arrived.
    @discardableResult
    func waitForQuiet(_ quiet: Int32, timeout: Int = 5000) -> UInt64 {
      let deadline = now() + UInt64(timeout) * 1_000_000
      while now() < deadline, read(within: quiet) {}
      return lastArrival
    }

    /// CPU time the process has used, user and system, all threads, in seconds.
    func cpuSeconds() -> Double? {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let afterName = stat.range(of: ")", options: .backwards)
      else { return nil }
      // Fields after the name start at field 3 (state); utime and stime are fields 14 and 15.
      let fields = stat[afterName.upperBound...].split(separator: " ")
      guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
        return nil
      }
      return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Peak resident memory (VmHWM) in bytes.
    func peakMemory() -> Int? {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
      else { return nil }
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
      return kilobytes.map { $0 * 1024 }
    }

    /// Ends the program (SIGTERM, then SIGKILL if it lingers) and reaps it.
    func stop() {
      guard !stopped else { return }
      stopped = true
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == 0 {
        kill(pid, SIGTERM)
        let deadline = now() + 1_000_000_000
        while waitpid(pid, &status, WNOHANG) == 0 {
          read(within: 10)
          if now() > deadline {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            break
          }
        }
      }
      close(master)
      exited = true
    }
  }
#endif
