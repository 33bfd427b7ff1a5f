import CNCurses
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The only file that talks to curses. It paints frames, reads keys, and gives the terminal
/// back; it decides nothing. Curses is not thread-safe, so every call is on the main actor;
/// the only other thread just waits in `poll` for input or a wake-up.
@MainActor
final class CursesTerminal {
  private let screen: OpaquePointer
  private let window: UnsafeMutablePointer<WINDOW>
  private let usesColor: Bool
  private var painted: Frame?

  /// Nil when curses cannot start on this terminal (unknown TERM, not a terminal).
  static func start(environment: [String: String]) -> CursesTerminal? {
    // Only the character set matters to curses (wide characters); loading every locale
    // category costs the first frame a dozen file reads.
    setlocale(LC_CTYPE, "")
    guard TerminalSignals.install() else { return nil }
    // Fresh streams on the standard descriptors: the C library's globals are not
    // concurrency-safe to touch from Swift.
    guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
      let screen = newterm(nil, output, input)
    else {
      TerminalSignals.uninstall()
      return nil
    }
    set_term(screen)
    guard let window = newwin(0, 0, 0, 0) else {
      endwin()
      delscreen(screen)
      TerminalSignals.uninstall()
      return nil
    }
    raw()
    noecho()
    nonl()
    intrflush(window, false)
    keypad(window, true)
    nodelay(window, true)
    set_escdelay(25)
    mousemask(cn_wheel_up_mask() | cn_wheel_down_mask(), nil)
    mouseinterval(0)
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    var usesColor = false
    if !noColor, has_colors() {
      start_color()
      use_default_colors()
      for (pair, colour) in Palette.pairs {
        init_pair(pair, colour, -1)
      }
      usesColor = true
    }
    TerminalSignals.writeControl(TerminalSignals.enterModes)
    // Handlers go in after curses has set up, so ours, not its, see SIGWINCH.
    TerminalSignals.installHandlers()
    return CursesTerminal(screen: screen, window: window, usesColor: usesColor)
  }

  private init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, usesColor: Bool) {
    self.screen = screen
    self.window = window
    self.usesColor = usesColor
  }

  var size: ScreenSize {
    var rows: Int32 = 0
    var columns: Int32 = 0
    cn_getmaxyx(window, &rows, &columns)
    return ScreenSize(columns: Int(columns), rows: Int(rows))
  }

  /// Takes the terminal's new size after SIGWINCH; curses then repaints everything.
  func refreshSize() {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return }
    resizeterm(Int32(size.ws_row), Int32(size.ws_col))
    wresize(window, Int32(size.ws_row), Int32(size.ws_col))
    painted = nil
  }

  func forceRepaint() {
    clearok(window, true)
    painted = nil
  }

  /// Paints the rows that changed since the last frame; curses sends only what differs.
  func paint(_ frame: Frame) {
    // A new size starts from an erased window, which is a blank frame's cells: only what
    // differs from that is painted, so the first frame skips its empty rows and margins.
    let previous: Frame
    if let painted, painted.size == frame.size {
      previous = painted
    } else {
      werase(window)
      previous = Frame(size: frame.size)
    }
    for y in 0..<frame.size.rows {
      let row = frame.row(y)
      // Only the cells that changed, from the first to the last: a hit changes a few words of
      // a 200-column row, and curses' cost is per cell given.
      guard !frame.row(y, equals: previous) else { continue }
      let old = previous.row(y)
      let offset = old.startIndex - row.startIndex
      var start = row.startIndex
      while start < row.endIndex, row[start] == old[start + offset] { start += 1 }
      guard start < row.endIndex else { continue }
      var end = row.endIndex
      while row[end - 1] == old[end - 1 + offset] { end -= 1 }
      // A continuation cell belongs to the wide grapheme before it: start there.
      while start > row.startIndex, row[start].isContinuation || old[start + offset].isContinuation
      {
        start -= 1
      }
      paint(row[start..<end], y: Int32(y), rowStart: row.startIndex)
    }
    if let cursor = frame.cursor {
      curs_set(1)
      wmove(window, Int32(cursor.row), Int32(cursor.column))
    } else {
      curs_set(0)
    }
    wnoutrefresh(window)
    doupdate()
    painted = frame
  }

  /// Paints cells of row `y`, whose first cell is at `rowStart` in the frame's buffer.
  private func paint(_ row: ArraySlice<Cell>, y: Int32, rowStart columnOffset: Int) {
    var x = row.startIndex
    var run: [wchar_t] = []
    run.reserveCapacity(row.count + 1)
    while x < row.endIndex {
      let cell = row[x]
      if cell.isContinuation {
        x += 1
        continue
      }
      let attributes = attributes(for: cell.role)
      if Self.plainScalar(of: cell) != nil {
        // A run of Latin text in one style goes out in one call: a scrolled transcript
        // repaints nearly every cell.
        run.removeAll(keepingCapacity: true)
        var end = x
        while end < row.endIndex, row[end].role == cell.role,
          let scalar = Self.plainScalar(of: row[end])
        {
          run.append(wchar_t(bitPattern: scalar.value))
          end += 1
        }
        run.append(0)
        wattr_set(window, attributes.attributes, attributes.pair, nil)
        mvwaddnwstr(window, y, Int32(x - columnOffset), run, Int32(run.count - 1))
        x = end
        continue
      }
      paintWide(cell, y: y, x: Int32(x - columnOffset), attributes)
      x += 1
    }
    wattr_set(window, 0, 0, nil)
  }

  /// The cell's one scalar when it is narrow text (`DisplayWidth.isNarrow`: Latin, punctuation, the
  /// map's braille), one column wide for curses and for us.
  private static func plainScalar(of cell: Cell) -> Unicode.Scalar? {
    guard !cell.isContinuation, let only = cell.scalar, DisplayWidth.isNarrow(only.value) else {
      return nil
    }
    return only
  }

  private func paintWide(_ cell: Cell, y: Int32, x: Int32, _ attributes: Attributes) {
    let scalars = Array(cell.text.unicodeScalars)
    if scalars.count == 2, scalars.allSatisfy(DisplayWidth.isRegionalIndicator) {
      // Curses counts each regional indicator as a column; giving it the pair as two cells
      // keeps its idea of the line the same as the terminal's.
      put([scalars[0]], y: y, x: x, attributes)
      put([scalars[1]], y: y, x: x + 1, attributes)
      return
    }
    let expected = DisplayWidth.of(Character(cell.text.isEmpty ? " " : cell.text))
    let cursesWidth = scalars.first.map { cn_wcwidth(wchar_t(bitPattern: $0.value)) } ?? 1
    if cursesWidth == expected || (expected == 2 && cursesWidth == 1) {
      put(scalars, y: y, x: x, attributes)
    } else {
      put(["?"], y: y, x: x, attributes)
    }
  }

  private func put(_ scalars: [Unicode.Scalar], y: Int32, x: Int32, _ attributes: Attributes) {
    var characters = scalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) }
    characters.append(0)
    var cell = cchar_t()
    _ = setcchar(&cell, characters, attributes.attributes, attributes.pair, nil)
    mvwadd_wch(window, y, x, &cell)
  }

  private struct Attributes {
    var attributes: attr_t
    var pair: Int16
  }

  private func attributes(for role: CellRole) -> Attributes {
    let bold = cn_attr_bold()
    let reverse = cn_attr_reverse()
    let underline = cn_attr_underline()
    let dim = cn_attr_dim()
    if usesColor {
      switch role {
      case .plain, .question, .answer, .overlay: return Attributes(attributes: 0, pair: 0)
      case .questionLabel: return Attributes(attributes: bold, pair: Palette.cyan)
      case .answerLabel: return Attributes(attributes: bold, pair: Palette.green)
      case .notice: return Attributes(attributes: 0, pair: Palette.yellow)
      case .error: return Attributes(attributes: bold, pair: Palette.red)
      case .secondary: return Attributes(attributes: dim, pair: 0)
      case .statusBar: return Attributes(attributes: reverse, pair: 0)
      case .statusError: return Attributes(attributes: reverse | bold, pair: Palette.red)
      case .prompt: return Attributes(attributes: bold, pair: Palette.cyan)
      case .overlayTitle: return Attributes(attributes: bold | underline, pair: 0)
      case .heading: return Attributes(attributes: bold | underline, pair: Palette.cyan)
      case .found: return Attributes(attributes: 0, pair: Palette.green)
      case .newHit: return Attributes(attributes: bold | reverse, pair: Palette.green)
      case .missed: return Attributes(attributes: bold, pair: Palette.red)
      }
    }
    switch role {
    case .plain, .question, .answer, .notice, .overlay: return Attributes(attributes: 0, pair: 0)
    case .questionLabel, .prompt: return Attributes(attributes: bold, pair: 0)
    case .answerLabel, .overlayTitle, .heading:
      return Attributes(attributes: bold | underline, pair: 0)
    case .error, .missed: return Attributes(attributes: bold, pair: 0)
    case .found: return Attributes(attributes: 0, pair: 0)
    case .newHit: return Attributes(attributes: bold | reverse, pair: 0)
    case .secondary: return Attributes(attributes: dim, pair: 0)
    case .statusBar: return Attributes(attributes: reverse, pair: 0)
    case .statusError: return Attributes(attributes: reverse | bold, pair: 0)
    }
  }

  /// Everything curses has for us now, without waiting.
  func readAvailable(limit: Int = 8192) -> [RawInput] {
    var inputs: [RawInput] = []
    var character: wint_t = 0
    while inputs.count < limit {
      let result = wget_wch(window, &character)
      if result == ERR { break }
      if result == KEY_CODE_YES {
        let key = namedKey(Int32(bitPattern: character))
        if key != .unknown { inputs.append(.key(key)) }
      } else if let scalar = Unicode.Scalar(UInt32(character)) {
        inputs.append(.character(scalar))
      }
    }
    return inputs
  }

  private func namedKey(_ code: Int32) -> NamedKey {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_DC: return .delete
    case KEY_BACKSPACE: return .backspace
    case KEY_ENTER: return .enter
    case KEY_RESIZE: return .resize
    case KEY_MOUSE:
      var event = MEVENT()
      guard getmouse(&event) == OK else { return .unknown }
      if event.bstate & cn_wheel_up_mask() != 0 { return .wheelUp }
      if event.bstate & cn_wheel_down_mask() != 0, cn_wheel_down_mask() != 0 { return .wheelDown }
      return .unknown
    default:
      for number in 1...12 where code == cn_key_f(Int32(number)) { return .function(number) }
      return .unknown
    }
  }

  /// Gives the terminal back as it was; safe to call more than once.
  func stop() {
    TerminalSignals.uninstall()
    TerminalSignals.writeControl(TerminalSignals.leaveModes)
    delwin(window)
    endwin()
    delscreen(screen)
  }

  private enum Palette {
    static let cyan: Int16 = 1
    static let green: Int16 = 2
    static let yellow: Int16 = 3
    static let red: Int16 = 4
    static let pairs: [(Int16, Int16)] = [
      (cyan, Int16(COLOR_CYAN)), (green, Int16(COLOR_GREEN)), (yellow, Int16(COLOR_YELLOW)),
      (red, Int16(COLOR_RED)),
    ]
  }
}

/// Signals while the screen is up. Handlers only set a flag and wake the loop, except for
/// fatal ones, which must restore the terminal before the process dies: they call `endwin`,
/// then re-raise with the handler that was there before (the Swift runtime's backtracer).
enum TerminalSignals {
  static let enterModes = "\u{1B}[?2004h"
  static let leaveModes = "\u{1B}[?2004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?25h"

  /// 0 none; otherwise the terminating signal's number.
  static let terminateRequest = Atomic<Int32>(0)
  static let resized = Atomic<Bool>(false)
  private static let wakeFileDescriptors = Atomic<Int64>(-1)
  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
  static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// The read end of the wake pipe, polled with the terminal.
  static var wakeReadEnd: Int32 {
    let both = wakeFileDescriptors.load(ordering: .relaxed)
    return both < 0 ? -1 : Int32(truncatingIfNeeded: both >> 32)
  }

  static func install() -> Bool {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return false }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    wakeFileDescriptors.store(Int64(ends[0]) << 32 | Int64(ends[1]), ordering: .relaxed)
    terminateRequest.store(0, ordering: .relaxed)
    return true
  }

  static func installHandlers() {
    for signal in stopSignals { setHandler(signal, stopHandler) }
    setHandler(SIGWINCH, resizeHandler)
    for signal in fatalSignals { setHandler(signal, fatalHandler) }
  }

  static func uninstall() {
    for signal in stopSignals + fatalSignals + [SIGWINCH] {
      _ = setSignalHandler(signal, SIG_DFL)
    }
    let both = wakeFileDescriptors.exchange(-1, ordering: .relaxed)
    if both >= 0 {
      close(Int32(truncatingIfNeeded: both >> 32))
      close(Int32(truncatingIfNeeded: both & 0xFFFF_FFFF))
    }
  }

  /// Ends the process by `signal`, as if it had never been caught. The calling thread may be
  /// a dispatch worker, which blocks signals, so it is unblocked here first.
  static func dieOf(_ signal: Int32) {
    _ = setSignalHandler(signal, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
  }

  /// Wakes the loop from any thread or a signal handler: one byte on the pipe.
  static func wake() {
    let both = wakeFileDescriptors.load(ordering: .relaxed)
    guard both >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(Int32(truncatingIfNeeded: both & 0xFFFF_FFFF), &byte, 1)
  }

  static func drainWakeUps() {
    let fd = wakeReadEnd
    guard fd >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(fd, &buffer, buffer.count) > 0 {}
  }

  static func writeControl(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
  }

  private static func setHandler(
    _ signal: Int32, _ handler: @convention(c) (Int32) -> Void
  ) {
    _ = setSignalHandler(signal, handler)
  }
}

/// `signal(2)`: BSD semantics on both systems (the handler stays, system calls restart).
private func setSignalHandler(
  _ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?
) -> (@convention(c) (Int32) -> Void)? {
  signal(number, handler)
}

private let stopHandler: @convention(c) (Int32) -> Void = { signal in
  TerminalSignals.terminateRequest.store(signal, ordering: .relaxed)
  TerminalSignals.wake()
}

private let resizeHandler: @convention(c) (Int32) -> Void = { _ in
  TerminalSignals.resized.store(true, ordering: .relaxed)
  TerminalSignals.wake()
}

private let fatalHandler: @convention(c) (Int32) -> Void = { signal in
  endwin()
  let leave = TerminalSignals.leaveModes
  leave.utf8CString.withUnsafeBufferPointer { bytes in
    _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count - 1)
  }
  _ = setSignalHandler(signal, SIG_DFL)
  raise(signal)
}
