import QuizEngine
import QuizGame

/// Renders the map quiz's screen from the quiz and the screen's state: the title and the
/// country's number on the top row, the map (or the start, end or help text) on every free
/// row, the last guess's line, the status bar with the score, and the input.
@MainActor
enum MapQuizScreenRenderer {
  static func render(
    _ quiz: MapQuizViewModel, asking: Bool, showsHelp: Bool, cursor: Int, returnsToChat: Bool,
    size: ScreenSize, map: MapQuizMap
  ) -> Frame {
    guard var frame = ChatScreenRenderer.frameIfBigEnough(size) else {
      return ChatScreenRenderer.tooSmallFrame(size)
    }
    let width = size.columns
    let title = TerminalSafeText.sanitize(quiz.game.title)
    let right = quiz.state == .playing ? quiz.progressWords : ""
    let titleEnd = frame.put(title, row: 0, column: 1, role: .heading, limit: width)
    if !right.isEmpty, titleEnd + 2 + right.count <= width - 1 {
      frame.put(right, row: 0, column: width - 1 - right.count, role: .secondary)
    }
    let top = 1
    // The map takes every row between the top row and the guess's line.
    let height = size.rows - 3 - top
    let escape = returnsToChat ? "Esc back to chat" : "Esc quit"
    var bar: [[String]]
    switch quiz.state {
    case _ where showsHelp:
      text(helpLines, into: &frame, top: top, height: height + 1)
      bar = [["Help", "F1 or Esc closes"], ["Help"]]
    case .ready:
      text(readyLines(quiz), into: &frame, top: top, height: height + 1)
      bar = [["Ready", "Enter start", escape], ["Enter start"]]
    case .finished:
      text(endLines(quiz), into: &frame, top: top, height: height + 1)
      bar = [["Enter play again", escape], ["Enter again"]]
    case .playing:
      let rows = map.rows(asked: quiz.asked?.id, columns: width, rows: max(0, height))
      let left = max(0, (width - (rows.first?.count ?? 0)) / 2)
      for (offset, cells) in rows.enumerated() {
        frame.place(cells, row: top + offset, column: left)
      }
      let line = quiz.feedback.map { TerminalSafeText.sanitize($0.sentence) } ?? ""
      let role: CellRole =
        switch quiz.feedback {
        case .right: .found
        case .notACountry: .error
        case nil: .plain
        default: .notice
        }
      frame.put(
        line.isEmpty ? MapQuizViewModel.question : line, row: size.rows - 3, column: 1,
        role: line.isEmpty ? .secondary : role, limit: width)
      let score =
        "✓ \(quiz.count(.firstTime)) · \(quiz.count(.afterTries)) after tries · "
        + "\(quiz.count(.revealed)) shown"
      let typedEscape = quiz.input.isEmpty ? "Esc give up" : "Esc clear"
      bar =
        asking
        ? [
          [GamePromptWords.giveUpQuestion, "Enter give up", "Esc play on"],
          [GamePromptWords.giveUpQuestion],
        ]
        : [
          [score, "Tab show", typedEscape, "F1 help"], [score, "Tab show", typedEscape],
          [score, "Tab show"], [score],
        ]
    }
    StatusBar.paint(
      StatusBar.fitting(bar, width: width), emphasized: nil, into: &frame, row: size.rows - 2)
    if quiz.state == .playing, asking {
      frame.put(ChatScreenRenderer.prompt, row: size.rows - 1, column: 0, role: .prompt)
      frame.put(
        GamePromptWords.giveUpWithKeys, row: size.rows - 1,
        column: DisplayWidth.of(ChatScreenRenderer.prompt), role: .notice, limit: width)
      frame.cursor = nil
    } else if quiz.state == .playing, !showsHelp {
      let typed = Array(quiz.input)
      ChatScreenRenderer.renderInput(
        typed, cursor: min(max(0, cursor), typed.count), into: &frame, row: size.rows - 1)
      // "⏎" alone: Enter would count the name typed, which a longer one begins.
      let column = DisplayWidth.of(ChatScreenRenderer.prompt) + DisplayWidth.of(quiz.input) + 1
      if quiz.enterWouldCount, column < width {
        frame.put("⏎", row: size.rows - 1, column: column, role: .secondary)
      }
    } else {
      frame.put(ChatScreenRenderer.prompt, row: size.rows - 1, column: 0, role: .prompt)
      frame.cursor = nil
    }
    return frame
  }

  private static func text(_ lines: [String], into frame: inout Frame, top: Int, height: Int) {
    let wrapped = lines.flatMap { WordWrap.lines($0, width: max(1, frame.size.columns - 2)) }
    for (offset, line) in wrapped.prefix(max(0, height)).enumerated() {
      frame.put(line, row: top + offset, column: 1, role: .plain)
    }
  }

  static func readyLines(_ quiz: MapQuizViewModel) -> [String] {
    let count = quiz.game.items.count
    return [
      TerminalSafeText.sanitize(quiz.game.question) + ": \(count) "
        + (count == 1 ? "country" : "countries") + ", one at a time, in a shuffled order.",
      "",
      "The map shows one country solid. Type its name: every accepted name counts.",
      "A wrong name says where that place lies, and costs one of \(MapQuizViewModel.tries) "
        + "tries. After the last, or Tab, the answer is shown.",
      "A country too small to see is shown zoomed in a box, and marked on the map.",
      "",
      "Press Enter to start.",
    ]
  }

  static func endLines(_ quiz: MapQuizViewModel) -> [String] {
    var lines = [quiz.summary ?? ""]
    let afterTries = quiz.answers(.afterTries).map { TerminalSafeText.sanitize($0) }
    let shown = quiz.answers(.revealed).map { TerminalSafeText.sanitize($0) }
    if !afterTries.isEmpty { lines += ["", "After tries: " + afterTries.joined(separator: ", ")] }
    if !shown.isEmpty { lines += ["", "Shown: " + shown.joined(separator: ", ")] }
    return lines
  }

  static let helpLines = [
    "Where is it? Name the country the map shows.", "",
    "Keys · F1 or Esc closes this help", "",
    "typing        a name counts the moment its last letter is typed",
    "Enter         send a name; count a name inside a longer one (Niger): ⏎ shows when",
    "Tab           show the answer and go on",
    "Esc           clear the line; on an empty line, give up",
    "Ctrl-C        give up (twice: give up and quit)",
    "",
    "A wrong name that is a real place says where it lies and costs a try; after "
      + "\(MapQuizViewModel.tries), the answer is shown. A name that is no country costs none.",
  ]
}
