import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One full screen's model and update step, as the shared loop drives it: the chat, the game,
/// or the chat with a game over it. Switching screens swaps which of these the loop holds.
@MainActor
protocol TerminalScreen: AnyObject {
  func render() -> Frame
  func handle(_ key: Key)
  func resize(to size: ScreenSize)
  /// Milliseconds until `tick` is next wanted (the spinner, the game's clock); nil sleeps
  /// until a key or a wake-up.
  var tickDelay: Int32? { get }
  func tick()
  /// The loop ends once this is true.
  var isDone: Bool { get }
}

/// The one loop every full screen runs in: paint, wait for input, a wake-up or the next tick
/// (no polling: an idle screen sleeps in `poll`), decode keys, update, paint again.
@MainActor
enum TerminalLoop {
  /// Returns when the screen is done, the terminal hangs up, or a stop signal arrives.
  static func run(
    _ screen: any TerminalScreen, on terminal: CursesTerminal,
    afterFirstFrame: () -> Void = {}
  ) async {
    terminal.paint(screen.render())
    afterFirstFrame()
    var decoder = KeyDecoder()
    // A deadline, not a timeout per wait: keys typed faster than the clock beats must not keep
    // pushing its tick away.
    var due = screen.tickDelay.map { Clock.now() + UInt64(max(0, $0)) * 1_000_000 }
    while !screen.isDone {
      let timeout = due.map { Int32(clamping: ($0 &- min($0, Clock.now())) / 1_000_000) } ?? -1
      let ready = await waitForInput(timeout: timeout)
      if ready == .hungUp || TerminalSignals.terminateRequest.load(ordering: .relaxed) != 0 {
        break
      }
      TerminalSignals.drainWakeUps()
      if TerminalSignals.resized.exchange(false, ordering: .relaxed) {
        terminal.refreshSize()
        screen.resize(to: terminal.size)
      }
      for key in decoder.decode(terminal.readAvailable()) {
        if key == .resize {
          screen.resize(to: terminal.size)
        } else if key == .control("l") {
          terminal.forceRepaint()
        }
        screen.handle(key)
        if screen.isDone { break }
      }
      if screen.isDone { break }
      let now = Clock.now()
      if let deadline = due, now >= deadline {
        screen.tick()
        due = nil
      }
      if due == nil {
        due = screen.tickDelay.map { now + UInt64(max(0, $0)) * 1_000_000 }
      }
      terminal.paint(screen.render())
    }
  }

  /// Starts curses, runs `body`, and gives the terminal back; if a stop signal ended it, dies
  /// of that signal with the terminal restored, as the shell expects. False, having changed
  /// nothing, when curses cannot start on this terminal.
  static func withTerminal(
    environment: [String: String], _ body: (CursesTerminal) async -> Void
  ) async -> Bool {
    guard let terminal = CursesTerminal.start(environment: environment) else { return false }
    await body(terminal)
    terminal.stop()
    let signal = TerminalSignals.terminateRequest.load(ordering: .relaxed)
    if signal != 0 {
      TerminalSignals.dieOf(signal)
    }
    return true
  }

  enum Readiness { case ready, timedOut, hungUp }

  /// Waits on another thread, so the main actor stays free for replies to land.
  private static func waitForInput(timeout: Int32) async -> Readiness {
    let wake = TerminalSignals.wakeReadEnd
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var descriptors = [
          pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
          pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&descriptors, nfds_t(descriptors.count), timeout)
        let hungUp = descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
        continuation.resume(returning: result == 0 ? .timedOut : hungUp ? .hungUp : .ready)
      }
    }
  }

  /// Monotonic nanoseconds: a tick's deadline must not jump with the wall clock.
  enum Clock {
    static func now() -> UInt64 {
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
  }
}
