import QuizDaily

/// The daily screen's runner: keys edit the line, the puzzle reads it after each edit (a name
/// spelled whole is guessed at once) and on Enter, and the frame is drawn from the puzzle.
@MainActor
public final class DailyScreenController {
  public let session: DailySession
  public private(set) var ui = DailyUIState()
  public private(set) var size: ScreenSize
  public private(set) var isDone = false
  /// Emoji squares in the share line; text marks under NO_COLOR.
  let colour: Bool
  private var drawings: (key: DrawingsKey, drawings: DailyDrawings)?

  private struct DrawingsKey: Equatable {
    let size: ScreenSize
    let isOver: Bool
  }

  public init(session: DailySession, size: ScreenSize, colour: Bool) {
    self.session = session
    self.size = size
    self.colour = colour
  }

  public func render() -> Frame {
    let game = session.game
    let key = DrawingsKey(size: size, isOver: game.isOver)
    let current: DailyDrawings
    if let drawings, drawings.key == key {
      current = drawings.drawings
    } else {
      current = DailyDrawings.make(game, size: size, colour: colour)
      drawings = (key, current)
    }
    return DailyScreenRenderer.render(
      game, ui, size: size, drawings: current, cannotKeep: session.cannotKeep)
  }

  public func resize(to newSize: ScreenSize) { size = newSize }

  public func handle(_ key: Key) {
    switch key {
    case .control(let letter): control(letter)
    case .function(let number): if number == 1 { ui.showsHelp.toggle() }
    case .escape:
      if ui.showsHelp {
        ui.showsHelp = false
      } else if ui.input.isEmpty || session.game.isOver {
        isDone = true
      } else {
        edit { $0.replace(with: "") }
      }
    case .text(let text), .paste(let text): typed(text)
    case _ where ui.showsHelp || session.game.isOver: break
    case .enter:
      session.enter()
      ui.input.replace(with: session.game.input)
    case .backspace: edit { $0.backspace() }
    case .delete: edit { $0.deleteForward() }
    case .left: ui.input.moveLeft()
    case .right: ui.input.moveRight()
    case .home: ui.input.moveToStart()
    case .end: ui.input.moveToEnd()
    default: break
    }
  }

  /// "?" on an empty line is help, as in the chat; "q" at the end quits. Enter at the end does
  /// not: the last guess's Enter, pressed twice by reflex, must not close it.
  private func typed(_ text: String) {
    if text == "?", ui.input.isEmpty || ui.showsHelp {
      ui.showsHelp.toggle()
    } else if ui.showsHelp {
      return
    } else if session.game.isOver {
      if text == "q" { isDone = true }
    } else {
      edit { $0.insert(text.filter { !$0.isNewline }) }
    }
  }

  private func control(_ letter: Character) {
    if letter == "c" || (letter == "d" && ui.input.isEmpty) {
      isDone = true
      return
    }
    guard !ui.showsHelp, !session.game.isOver else { return }
    switch letter {
    case "a": ui.input.moveToStart()
    case "e": ui.input.moveToEnd()
    case "u": edit { $0.killToStart() }
    case "k": edit { $0.killToEnd() }
    case "w": edit { $0.deleteWordBack() }
    default: break
    }
  }

  /// Applies an edit, and lets the puzzle read the whole line: a name spelled whole is guessed
  /// and clears the line.
  private func edit(_ change: (inout InputEditor) -> Void) {
    var editor = ui.input
    change(&editor)
    session.type(editor.text)
    if session.game.input != editor.text { editor.replace(with: session.game.input) }
    ui.input = editor
  }
}

extension DailyScreenController: TerminalScreen {
  var tickDelay: Int32? { nil }
  func tick() {}
}

/// Runs the daily screen on its own (`quiz daily`), in the loop every screen shares.
@MainActor
public enum FullScreenDaily {
  /// Plays until the player quits; false, having changed nothing, when curses cannot start.
  public static func run(session: DailySession, environment: [String: String]) async -> Bool {
    await TerminalLoop.withTerminal(environment: environment) { terminal in
      let controller = DailyScreenController(
        session: session, size: terminal.size,
        colour: (environment["NO_COLOR"] ?? "").isEmpty)
      await TerminalLoop.run(controller, on: terminal)
    }
  }
}
