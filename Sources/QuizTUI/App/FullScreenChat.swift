import Dispatch
import QuizChat
import QuizEngine
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the full-screen chat until the person quits: paint, wait for input or a reply (no
/// polling: an idle chat sleeps in `poll`), decode keys, update, paint again.
@MainActor
public enum FullScreenChat {
  /// How often the spinner turns while a lookup runs; the only timer there is.
  static let spinnerInterval: Int32 = 100

  /// Returns false, having changed nothing, when curses cannot start on this terminal.
  public static func run(
    chat: ChatViewModel, sourceBeforeAnswers: String,
    sourceSummary: @escaping @Sendable () async -> String?, usesLLM: Bool,
    note: (@Sendable (Reply) -> String?)? = nil, environment: [String: String]
  ) async -> Bool {
    guard let terminal = CursesTerminal.start(environment: environment) else { return false }
    await loop(
      terminal, chat: chat, sourceBeforeAnswers: sourceBeforeAnswers,
      sourceSummary: sourceSummary, usesLLM: usesLLM, note: note, environment: environment)
    terminal.stop()
    // Killed, not quit: with the terminal restored, die of the same signal, as the shell expects.
    let signal = TerminalSignals.terminateRequest.load(ordering: .relaxed)
    if signal != 0 {
      TerminalSignals.dieOf(signal)
    }
    return true
  }

  private static func loop(
    _ terminal: CursesTerminal, chat: ChatViewModel, sourceBeforeAnswers: String,
    sourceSummary: @escaping @Sendable () async -> String?, usesLLM: Bool,
    note: (@Sendable (Reply) -> String?)?, environment: [String: String]
  ) async {
    let controller = ChatScreenController(
      chat: chat, size: terminal.size, sourceBeforeAnswers: sourceBeforeAnswers,
      usesLLM: usesLLM, history: HistoryFile.resolve(environment: environment), note: note,
      loadsHistoryNow: false)
    controller.onChange = { TerminalSignals.wake() }
    terminal.paint(controller.render())
    controller.loadHistory()

    // The data's date needs the catalog; the first frame must not wait for it.
    let summary = Task { @MainActor in
      if let text = await sourceSummary() {
        controller.sourceBeforeAnswers = text
        TerminalSignals.wake()
      }
    }
    defer { summary.cancel() }

    var decoder = KeyDecoder()
    while !controller.isQuitting {
      let timeout = controller.isLoading ? spinnerInterval : -1
      let ready = await waitForInput(timeout: timeout)
      if ready == .hungUp || TerminalSignals.terminateRequest.load(ordering: .relaxed) != 0 {
        break
      }
      TerminalSignals.drainWakeUps()
      if TerminalSignals.resized.exchange(false, ordering: .relaxed) {
        terminal.refreshSize()
        controller.resize(to: terminal.size)
      }
      if ready == .timedOut { controller.tick() }
      for key in decoder.decode(terminal.readAvailable()) {
        if key == .resize {
          controller.resize(to: terminal.size)
        } else if key == .control("l") {
          terminal.forceRepaint()
        }
        controller.handle(key)
        if controller.isQuitting { break }
      }
      terminal.paint(controller.render())
    }
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
}
