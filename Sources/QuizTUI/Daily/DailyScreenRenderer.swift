import QuizDaily
import QuizEngine
import QuizGame

/// The daily puzzle's screen state besides the puzzle itself.
public struct DailyUIState: Sendable {
  public var input = InputEditor(text: "", cursor: 0)
  public var showsHelp = false

  public init() {}
}

/// Draws the daily puzzle: a pure function of the puzzle, the screen's state and the size,
/// given its drawings (`DailyDrawings`), which are made once for a size.
///
/// Playing: the title, the silhouette as large as the pane allows, the guesses so far, what
/// the last name was when it cost nothing, and the guesses left; the input and the status bar
/// at the bottom, as in the chat and the games. The end: the answer with its flag, capital and
/// code, the guesses, the share line as plain text to copy, and the world map with the answer
/// solid and each guess hatched.
public enum DailyScreenRenderer {
  /// Rows under the silhouette kept for the six guesses and one line more.
  static let listRows = DailyGame.maximumGuesses + 1

  public static func render(
    _ game: DailyGame, _ ui: DailyUIState, size: ScreenSize, drawings: DailyDrawings,
    cannotKeep: Bool = false
  ) -> Frame {
    guard let fits = ChatScreenRenderer.frameIfBigEnough(size) else {
      return ChatScreenRenderer.tooSmallFrame(size)
    }
    var frame = fits
    let paneHeight = size.rows - 2
    if ui.showsHelp {
      frame.put(DailyHelp.title, row: 0, column: 1, role: .overlayTitle, limit: size.columns)
      for (offset, line) in DailyHelp.lines(width: size.columns - 2).prefix(paneHeight - 1)
        .enumerated()
      {
        frame.put(line, row: offset + 1, column: 1, role: .overlay, limit: size.columns)
      }
    } else if game.isOver {
      renderEnd(game, into: &frame, height: paneHeight, drawings: drawings)
    } else {
      renderPlaying(game, into: &frame, height: paneHeight, drawings: drawings)
    }
    var bar = statusBar(game, ui, width: size.columns)
    if cannotKeep {
      bar = StatusBar.fitting([[DailyWords.cannotKeep], ["Not kept"]], width: size.columns)
    }
    StatusBar.paint(bar, emphasized: cannotKeep ? bar : nil, into: &frame, row: size.rows - 2)
    if game.isOver || ui.showsHelp {
      frame.put(ChatScreenRenderer.prompt, row: size.rows - 1, column: 0, role: .prompt)
      frame.cursor = nil
    } else {
      ChatScreenRenderer.renderInput(ui.input, into: &frame, row: size.rows - 1)
      if let waiting = game.waiting {
        let cue = GamePromptWords.enterCue(waiting)
        let column =
          DisplayWidth.of(ChatScreenRenderer.prompt) + DisplayWidth.of(ui.input.text) + 1
        if column + DisplayWidth.of(cue) <= size.columns {
          frame.put(cue, row: size.rows - 1, column: column, role: .secondary)
        }
      }
    }
    return frame
  }

  /// How many rows the silhouette may take at a size, and how many columns.
  static func silhouetteSize(_ size: ScreenSize) -> (columns: Int, rows: Int) {
    // The title, the status bar and the input; then the guesses' rows, fewer on a short screen.
    let available = size.rows - 3
    let list = min(listRows, max(2, available / 3))
    return (max(0, size.columns - 2), max(0, available - list - 1))
  }

  /// The end's world map: what is left under the words.
  static func endMapSize(_ game: DailyGame, _ size: ScreenSize) -> (columns: Int, rows: Int) {
    let words = endLines(game).count + 2
    return (max(0, size.columns - 2), max(0, size.rows - 2 - words - 1))
  }

  private static func renderPlaying(
    _ game: DailyGame, into frame: inout Frame, height: Int, drawings: DailyDrawings
  ) {
    let width = frame.size.columns
    frame.put(
      " " + DailyWords.title(game) + " · " + DailyWords.question, row: 0, column: 0,
      role: .heading, limit: width)
    let silhouette = drawings.silhouette
    let left = max(0, (width - drawings.silhouetteColumns) / 2)
    let (_, pane) = silhouetteSize(frame.size)
    let top = 1 + max(0, (pane - silhouette.count) / 2)
    for (offset, row) in silhouette.enumerated() where top + offset < height {
      frame.put(row, row: top + offset, column: left, role: .plain)
    }
    var row = 1 + pane
    for guess in game.guesses where row < height {
      frame.put(" " + guess.line.line, row: row, column: 0, role: .plain, limit: width)
      row += 1
    }
    guard row < height else { return }
    if let note = game.note {
      frame.put(
        " " + TerminalSafeText.sanitize(note.sentence), row: row, column: 0, role: .notice,
        limit: width)
    } else {
      frame.put(
        " " + DailyWords.guessesLeft(game.guessesLeft), row: row, column: 0, role: .secondary,
        limit: width)
    }
  }

  /// The end's words, top to bottom, with their roles.
  static func endLines(_ game: DailyGame) -> [(text: String, role: CellRole)] {
    var lines: [(String, CellRole)] = [
      (DailyWords.headline(game), game.isSolved ? .found : .missed),
      (DailyWords.answer(game.answer), .answer),
    ]
    for guess in game.guesses where guess.code != game.answer.code {
      lines.append((guess.line.line, .plain))
    }
    lines.append(("", .plain))
    return lines
  }

  private static func renderEnd(
    _ game: DailyGame, into frame: inout Frame, height: Int, drawings: DailyDrawings
  ) {
    let width = frame.size.columns
    frame.put(" " + DailyWords.title(game), row: 0, column: 0, role: .heading, limit: width)
    var row = 1
    for line in endLines(game) where row < height {
      frame.put(" " + line.text, row: row, column: 0, role: line.role, limit: width)
      row += 1
    }
    // Alone on its row, with nothing drawn round it, so selecting it copies just the line.
    if row < height {
      frame.put(drawings.share, row: row, column: 1, role: .plain, limit: width)
      row += 2
    }
    let map = drawings.endMap
    guard !map.isEmpty, row + 1 < height else { return }
    for cells in map where row < height - 1 {
      frame.place(cells, row: row, column: 1)
      row += 1
    }
    frame.put(" " + DailyShapes.legend, row: row, column: 0, role: .secondary, limit: width)
  }

  static func statusBar(_ game: DailyGame, _ ui: DailyUIState, width: Int) -> String {
    if ui.showsHelp { return StatusBar.fitting([["Help", "Esc close"], ["Help"]], width: width) }
    if game.isOver {
      let state = game.isSolved ? "Solved" : "Out of guesses"
      return StatusBar.fitting(
        [[state, "F1 help", "Esc quit"], [state, "Esc quit"], [state]], width: width)
    }
    let left = DailyWords.guessesLeft(game.guessesLeft)
    let escape = ui.input.isEmpty ? "Esc quit" : "Esc clear"
    return StatusBar.fitting(
      [
        [game.isToday ? "Daily" : "Extra", left, "F1 help", escape], [left, "F1 help", escape],
        [left, escape], [left],
      ],
      width: width)
  }
}

/// The drawings a frame of the daily screen copies: made once for a puzzle and a size, not at
/// each keystroke.
public struct DailyDrawings: Sendable {
  public var silhouette: [String] = []
  public var silhouetteColumns = 0
  public var endMap: [[Cell]] = []
  public var share = ""

  public init() {}

  /// The drawings `game` needs at `size`.
  public static func make(_ game: DailyGame, size: ScreenSize, colour: Bool) -> DailyDrawings {
    var drawings = DailyDrawings()
    if game.isOver {
      drawings.share = game.share.line(colour: colour)
      let (columns, rows) = DailyScreenRenderer.endMapSize(game, size)
      if rows >= 3, let map = DailyShapes.endMap(game, columns: columns, rows: rows) {
        drawings.endMap = (0..<map.rows).map { row in
          map.row(row).map { Cell($0.scalar, role: GameMapPane.role($0.style)) }
        }
      }
    } else {
      let (columns, rows) = DailyScreenRenderer.silhouetteSize(size)
      drawings.silhouette = DailyShapes.silhouette(
        of: game.answer.code, columns: columns, rows: rows)
      drawings.silhouetteColumns = drawings.silhouette.first?.unicodeScalars.count ?? 0
    }
    return drawings
  }
}

/// F1 on the daily screen: how to play, and the keys.
enum DailyHelp {
  static let title = "Daily silhouette · Esc closes"

  static func lines(width: Int) -> [String] {
    let text = [
      "Name the country from its outline. You have six guesses.",
      "Type any name of a country or territory: it counts as soon as it is spelled. A name "
        + "that starts a longer one (Niger, Nigeria) waits for Enter (⏎).",
      "Each wrong guess shows how far it is from the answer, which way the answer lies, and "
        + "how close it is: 100% is the answer, 0% half the Earth away.",
      "A name that is no country, or one guessed already, costs no guess.",
      "The same country for everyone today; quiz daily --random plays extra ones.",
    ]
    let keys = [
      "",
      "Keys:",
      "Enter         guess the name typed",
      "← → Ctrl-A/E  move in the line",
      "Backspace Ctrl-U/W  delete",
      "Esc           clear the line; quit when it is empty",
      "F1            this help",
      "Ctrl-C        quit (your guesses are kept)",
    ]
    return text.flatMap { WordWrap.lines($0, width: max(1, width)) } + keys
  }
}
