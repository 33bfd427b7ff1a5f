import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in tmux, a real terminal emulator, at a fixed size: keys go in as a person
/// types them and the screen comes back as text.
///
/// Each session has its own tmux server (`-L`, a socket of its own, no configuration file), so
/// tests run side by side and never see a person's tmux. The program runs under a small shell
/// script that records the terminal mode (`stty -g`) before it starts and after it ends, and its
/// exit status, so a test can check the terminal is given back as it was.
final class TmuxSession {
  enum Failure: Error, CustomStringConvertible {
    case tmuxMissing
    case tmuxFailed(arguments: [String], status: Int32, output: String)
    case timedOut(waitingFor: String, screen: String)

    var description: String {
      switch self {
      case .tmuxMissing:
        return "tmux is not installed, so the end-to-end terminal tests cannot run. "
          + "Install it (apt-get install -y tmux; .ci/run does this)."
      case .tmuxFailed(let arguments, let status, let output):
        return "tmux \(arguments.joined(separator: " ")) exited \(status): \(output)"
      case .timedOut(let what, let screen):
        return "timed out waiting for \(what); the screen was:\n\(screen)"
      }
    }
  }

  private(set) var width: Int
  private(set) var height: Int
  private let socket: String
  private let directory: URL
  private let tmux: URL
  private var killed = false
  private var socketPath: String?

  /// Starts `command` in a new tmux server, in a terminal of `width`×`height`.
  ///
  /// The program sees only `environment` plus `TERM`, `PATH`, `HOME` and a UTF-8 locale (each
  /// overridable), never the test runner's own variables.
  init(
    _ command: [String], environment: [String: String] = [:], width: Int = 80, height: Int = 24
  ) throws {
    guard let tmux = Self.tmuxExecutable else { throw Failure.tmuxMissing }
    self.tmux = tmux
    self.width = width
    self.height = height
    let unique = UUID().uuidString.prefix(8)
    socket = "quiz-test-\(getpid())-\(unique)"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(unique)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

    var programEnvironment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": directory.path,
    ]
    programEnvironment.merge(environment) { $1 }
    let script = Self.wrapperScript(command, environment: programEnvironment, directory: directory)
    let scriptURL = directory.appendingPathComponent("run.sh")
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    try run([
      "new-session", "-d", "-s", "test", "-x", "\(width)", "-y", "\(height)",
      "/bin/sh \(Self.quoted(scriptURL.path))",
    ])
    socketPath = try? run(["display-message", "-p", "#{socket_path}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  deinit { kill() }

  // MARK: - Keys

  /// Types `text` literally, as if pasted key by key.
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "test", "-l", text])
  }

  /// Presses named keys in tmux's spelling: `Enter`, `PgUp`, `PgDn`, `F1`, `F5`, `C-c`, `C-r`,
  /// `Escape`, `BSpace`, `Up`, `Home`…
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", "test"] + keys)
  }

  // MARK: - Screen

  /// The visible screen as text, one line per row, trailing spaces trimmed. With `attributes`,
  /// colours and styles are kept as SGR escape sequences.
  func screen(attributes: Bool = false) throws -> String {
    try run(["capture-pane", "-p", "-t", "test"] + (attributes ? ["-e"] : []))
  }

  /// The rows of the visible screen, exactly `height` of them.
  func rows() throws -> [String] {
    var rows = try screen().components(separatedBy: "\n")
    if rows.last == "" && rows.count > height { rows.removeLast() }
    while rows.count < height { rows.append("") }
    return rows
  }

  /// Polls the screen every 20 ms until `condition` holds on a screen drawn in full (captured
  /// the same twice running), and returns that screen.
  @discardableResult
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(10), attributes: Bool = false,
    _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = ContinuousClock.now + timeout
    var last = ""
    while true {
      let previous = last
      last = try screen(attributes: attributes)
      // A capture can fall in the middle of a redraw, with some rows new and some old; the
      // same screen twice in a row is one the program has finished drawing.
      let met = condition(last)
      if met && last == previous { return last }
      if ContinuousClock.now >= deadline {
        if met { return last }
        throw Failure.timedOut(waitingFor: what, screen: last)
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Waits until `text` is somewhere on the screen.
  @discardableResult
  func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
    try waitUntil("\"\(text)\" on screen", timeout: timeout) { $0.contains(text) }
  }

  /// Changes the terminal's size, as a person dragging the window would (the program gets
  /// SIGWINCH).
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", "test", "-x", "\(width)", "-y", "\(height)"])
    self.width = width
    self.height = height
  }

  // MARK: - The program

  /// The program's process id (not the wrapper's), once it has started.
  func programPID(timeout: Duration = .seconds(10)) throws -> pid_t {
    let text = try waitForFile("pid", timeout: timeout)
    guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw Failure.timedOut(waitingFor: "a process id in the pid file", screen: text)
    }
    return pid
  }

  /// Sends `signal` to the program itself.
  func signal(_ signal: Int32) throws {
    let pid = try programPID()
    Glibc.kill(pid, signal)
  }

  /// The program's exit status once it has ended (128 + n when killed by signal n, as the shell
  /// reports it).
  func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
    let text = try waitForFile("status", timeout: timeout)
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  /// `stty -g` of the terminal just before the program started.
  func terminalModeBefore(timeout: Duration = .seconds(10)) throws -> String {
    try waitForFile("stty-before", timeout: timeout).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `stty -g` of the terminal just after the program ended.
  func terminalModeAfter(timeout: Duration = .seconds(10)) throws -> String {
    try waitForFile("stty-after", timeout: timeout).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Stops the tmux server and everything in it, and removes the session's files.
  func kill() {
    guard !killed else { return }
    killed = true
    _ = try? run(["kill-server"])
    // tmux leaves its socket file behind.
    if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    try? FileManager.default.removeItem(at: directory)
  }

  // MARK: - Helpers

  /// Reads a file the wrapper writes once it is complete (written to `.tmp`, then renamed).
  private func waitForFile(_ name: String, timeout: Duration) throws -> String {
    let url = directory.appendingPathComponent(name)
    let deadline = ContinuousClock.now + timeout
    while true {
      if let text = try? String(contentsOf: url, encoding: .utf8) { return text }
      if ContinuousClock.now >= deadline {
        throw Failure.timedOut(
          waitingFor: "the wrapper's \(name) file", screen: (try? screen()) ?? "")
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Runs a tmux client and returns what it printed.
  ///
  /// Spawned directly rather than with `Process`: a client started from a test thread would pass
  /// that thread's blocked signal mask (SIGCHLD, SIGTERM…) to the tmux server it forks, which
  /// then never notices its panes end and never exits. Output goes to a file, not a pipe, as the
  /// server keeps a client's descriptors while it runs. Bounded: a client still running after
  /// 10 s is killed.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let full = ["-L", socket, "-f", "/dev/null"] + arguments
    let outputURL = directory.appendingPathComponent("tmux-output")
    // The server is started by the first client and hands its environment to the program, so
    // it gets only the path and a locale (from which tmux decides the terminal speaks UTF-8).
    let inherited = ProcessInfo.processInfo.environment
    var environment = ["LC_ALL": "C.UTF-8", "PATH": inherited["PATH"] ?? "/usr/bin:/bin"]
    environment["TMUX_TMPDIR"] = inherited["TMUX_TMPDIR"]

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    closeInheritedDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([tmux.path] + full).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, tmux.path, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw Failure.tmuxFailed(
        arguments: full, status: -1, output: String(cString: strerror(spawned)))
    }
    var status: Int32 = 0
    let deadline = ContinuousClock.now + .seconds(10)
    while waitpid(pid, &status, WNOHANG) == 0 {
      if ContinuousClock.now >= deadline {
        Glibc.kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        throw Failure.tmuxFailed(arguments: full, status: -1, output: "still running after 10 s")
      }
      usleep(2_000)
    }
    let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
    // WIFEXITED and WEXITSTATUS are macros Swift cannot import.
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    guard exitStatus == 0 else {
      throw Failure.tmuxFailed(arguments: full, status: exitStatus, output: text)
    }
    return text
  }

  /// Closes every descriptor above stderr in the client: the server it forks would otherwise keep
  /// the test's open sockets (a loopback server's listener stays bound, and accepts, for as long
  /// as tmux runs). glibc's `posix_spawn_file_actions_addclosefrom_np` is not imported into
  /// Swift, so it is looked up by name.
  private func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
      -> Int32
    if let symbol = dlsym(Self.libc, "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }
  }

  private nonisolated(unsafe) static let libc = dlopen(nil, RTLD_NOW)

  /// The script tmux runs: records the terminal mode, runs the program in the foreground (so it
  /// owns the terminal, and its pid is known), records the status and the mode again, then stays
  /// so the last screen can still be read: reading the terminal, which ends when tmux closes it
  /// (a `sleep` there outlived the server).
  ///
  /// The traps run a command rather than ignore the signal, so the program starts with the
  /// default dispositions (an ignored signal would be inherited), while the wrapper itself
  /// survives a Ctrl-C sent to the whole foreground process group.
  private static func wrapperScript(
    _ command: [String], environment: [String: String], directory: URL
  ) -> String {
    let file = { (name: String) in quoted(directory.appendingPathComponent(name).path) }
    let exports = environment.sorted { $0.key < $1.key }
      .map { "export \($0.key)=\(quoted($0.value))" }.joined(separator: "\n")
    return """
      trap : INT TERM HUP QUIT
      unset TMUX TMUX_PANE
      \(exports)
      stty -g < /dev/tty > \(file("stty-before.tmp")) && mv \(file("stty-before.tmp")) \(file("stty-before"))
      sh -c 'echo $$ > "$0.tmp" && mv "$0.tmp" "$0" && exec "$@"' \(file("pid")) \(command.map(quoted).joined(separator: " "))
      status=$?
      stty -g < /dev/tty > \(file("stty-after.tmp")) && mv \(file("stty-after.tmp")) \(file("stty-after"))
      echo $status > \(file("status.tmp")) && mv \(file("status.tmp")) \(file("status"))
      exec cat > /dev/null

      """
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  private static let tmuxExecutable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("tmux")
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}

/// The parameter lists of every SGR sequence (`ESC [ … m`) in text captured with attributes.
func sgrParameters(in text: String) -> [[Int]] {
  var result: [[Int]] = []
  var scalars = text.unicodeScalars[...]
  while let escape = scalars.firstIndex(of: "\u{1B}") {
    scalars = scalars[scalars.index(after: escape)...]
    guard scalars.first == "[" else { continue }
    let body = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" || $0 == ":" }
    let end = body.endIndex
    guard end < scalars.endIndex, scalars[end] == "m" else { continue }
    let parameters = String(String.UnicodeScalarView(body))
      .split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0.split(separator: ":").first ?? "0") ?? 0 }
    result.append(parameters)
    scalars = scalars[scalars.index(after: end)...]
  }
  return result
}

/// Whether an SGR parameter list sets a colour (foreground or background, 8, 16, 256 or RGB).
func setsColour(_ parameters: [Int]) -> Bool {
  // 38 and 48 introduce 256-colour and RGB values; 39 and 49 only restore the default.
  parameters.contains { p in
    (30...38).contains(p) || (40...48).contains(p) || (90...97).contains(p)
      || (100...107).contains(p)
  }
}

/// The full-screen chat and game keep their status bar on the second row from the bottom.
extension TmuxSession {
  func statusBar() throws -> String {
    let rows = try rows()
    return rows[rows.count - 2]
  }

  /// Gives up a game being played as a player does: Esc on an empty line asks "Give up?", and
  /// Enter answers it.
  func giveUp() throws {
    try press("Escape")
    try waitForStatus("Give up? asked") { $0.contains("Give up?") }
    try press("Enter")
  }

  /// Waits until the status bar satisfies `condition`, and returns it.
  @discardableResult
  func waitForStatus(_ what: String, _ condition: @escaping (String) -> Bool) throws -> String {
    let height = height
    let screen = try waitUntil(what, timeout: .seconds(10)) { screen in
      let rows = screen.components(separatedBy: "\n")
      return rows.count >= height && condition(rows[height - 2])
    }
    return screen.components(separatedBy: "\n")[height - 2]
  }
}

extension TmuxSession {
  /// `quiz ARGUMENTS` (a `play` command) in tmux, on its ready screen, or past it once Enter
  /// has started the game when `started`. A session that fails to get there is killed.
  static func game(
    _ quiz: URL, _ arguments: [String], environment: [String: String] = [:], width: Int = 80,
    height: Int = 24, started: Bool
  ) throws -> TmuxSession {
    let session = try TmuxSession(
      [quiz.path] + arguments, environment: environment, width: width, height: height)
    do {
      try session.waitForStatus("the ready screen") { $0.contains("Enter start") }
      if started {
        try session.press("Enter")
        try session.waitForStatus("the game started") { $0.contains("Esc give up") }
      }
    } catch {
      session.kill()
      throw error
    }
    return session
  }
}
