#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Line editing and in-memory history for the interactive chat, in pure Swift: no libedit or
/// readline, so a fresh machine needs no extra package. Falls back to plain `StandardInput`
/// when the terminal cannot be put in raw mode.
public struct TerminalLineEditor: LineReading {
  /// A pty hands over at most this much per read anyway.
  private static let readSize = 4096

  private var editor: LineEditor
  private var fallback = StandardInput()
  private let isDumbTerminal: Bool

  public init(environment: [String: String] = [:], historyLimit: Int = 500) {
    editor = LineEditor(historyLimit: historyLimit)
    isDumbTerminal = environment["TERM"] == "dumb"
  }

  public mutating func readLine(prompt: String) -> String? {
    guard !isDumbTerminal, let original = TerminalMode.enterRaw(STDIN_FILENO) else {
      return fallback.readLine(prompt: prompt)
    }
    // Raw mode lasts only while a line is read: answers print, and Ctrl-C or a crash between
    // prompts behaves as in any ordinary program.
    defer { TerminalMode.restore(original, STDIN_FILENO) }

    var output = StandardOutput()
    var chunk = [UInt8](repeating: 0, count: Self.readSize)
    var update = editor.begin(prompt: prompt)
    while true {
      output.write(update.output)
      switch update.outcome {
      case .accepted(let line): return line
      case .endOfInput: return nil
      case nil: break
      }
      // While a paste is still streaming in, redrawing after each read would write the
      // growing line again and again.
      if !Self.inputIsWaiting(STDIN_FILENO) { output.write(editor.refresh()) }
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 {
        update = editor.receive(chunk[..<count])
      } else if count < 0 && errno == EINTR {
        update = LineEditor.Update(output: "", outcome: nil)
      } else {
        update = editor.receiveEndOfInput()
      }
    }
  }

  private static func inputIsWaiting(_ descriptor: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) > 0
  }
}

/// termios raw mode: bytes as typed, no echo, Ctrl-C as a key rather than SIGINT. Output
/// processing (OPOST) stays on, so "\n" still starts a new line at column 0.
private enum TerminalMode {
  static func enterRaw(_ descriptor: Int32) -> termios? {
    guard isatty(descriptor) == 1 else { return nil }
    var original = termios()
    guard tcgetattr(descriptor, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    // IXON off so Ctrl-S cannot freeze the chat; CR translation off so Enter and a pasted
    // CR LF are told apart by the decoder.
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INLCR | IGNCR | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
    return original
  }

  static func restore(_ original: termios, _ descriptor: Int32) {
    var original = original
    _ = tcsetattr(descriptor, TCSANOW, &original)
  }
}
