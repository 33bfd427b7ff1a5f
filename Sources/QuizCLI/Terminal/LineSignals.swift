import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stop signals while a game is played a line at a time: Ctrl-C (SIGINT) asks whether to give
/// up, and SIGTERM or SIGHUP give up, rather than ending the process with the game unrecorded.
/// The handlers only note the signal and wake the reader through a pipe, as the full screen's
/// do (`TerminalSignals`).
enum LineSignals {
  static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// Ctrl-C's, the one signal a player at a terminal is asked about.
  static let interrupt = SIGINT
  /// 0 none; otherwise the signal that came.
  static let pending = Atomic<Int32>(0)
  /// Both ends of the wake pipe, read end in the high half; -1 while not installed.
  fileprivate static let wakeFileDescriptors = Atomic<Int64>(-1)

  /// The read end of the wake pipe, polled with the input; -1 (which poll skips) when none.
  static var wakeReadEnd: Int32 {
    let both = wakeFileDescriptors.load(ordering: .relaxed)
    return both < 0 ? -1 : Int32(truncatingIfNeeded: both >> 32)
  }

  static func install() {
    guard wakeFileDescriptors.load(ordering: .relaxed) < 0 else { return }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    pending.store(0, ordering: .relaxed)
    wakeFileDescriptors.store(Int64(ends[0]) << 32 | Int64(ends[1]), ordering: .relaxed)
    for signal in caught { _ = setLineSignalHandler(signal, lineStopHandler) }
  }

  static func uninstall() {
    for signal in caught { _ = setLineSignalHandler(signal, SIG_DFL) }
    pending.store(0, ordering: .relaxed)
    let both = wakeFileDescriptors.exchange(-1, ordering: .relaxed)
    if both >= 0 {
      close(Int32(truncatingIfNeeded: both >> 32))
      close(Int32(truncatingIfNeeded: both & 0xFFFF_FFFF))
    }
  }

  /// The signal that came since the last call, if any.
  static func take() -> Int32? {
    let signal = pending.exchange(0, ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  static func drainWakeUps() {
    let descriptor = wakeReadEnd
    guard descriptor >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(descriptor, &buffer, buffer.count) > 0 {}
  }

  /// Ends the process by `signal`, as if it had never been caught. The calling thread may be
  /// one that blocks signals, so it is unblocked here first.
  static func dieOf(_ signal: Int32) {
    uninstall()
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
  }
}

/// `signal(2)`: BSD semantics on both systems (the handler stays, system calls restart).
private func setLineSignalHandler(
  _ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?
) -> (@convention(c) (Int32) -> Void)? {
  signal(number, handler)
}

private let lineStopHandler: @convention(c) (Int32) -> Void = { signal in
  LineSignals.pending.store(signal, ordering: .relaxed)
  let both = LineSignals.wakeFileDescriptors.load(ordering: .relaxed)
  guard both >= 0 else { return }
  var byte: UInt8 = 1
  _ = write(Int32(truncatingIfNeeded: both & 0xFFFF_FFFF), &byte, 1)
}
