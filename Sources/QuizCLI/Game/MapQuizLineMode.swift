import QuizEngine
import QuizGame
import QuizTUI

/// Plays a `MapQuizViewModel` a line at a time (`quiz play map europe --plain`, piped input,
/// `--json`): each country is drawn in braille, fitted to the width, then asked; each line is
/// one name, sent as with Enter. `show` (or `?`) shows the answer, as Tab does on the full
/// screen. Giving up is asked first at a terminal ("Give up? y/n"), as in `GameLineMode`, and
/// a stop signal gives up, records the round, prints the end and ends the process.
@MainActor
struct MapQuizLineMode {
  let model: MapQuizViewModel
  let style: TerminalStyle
  let emitsJSON: Bool
  /// A person at a terminal: prompts, a start control, and "Give up? y/n".
  let interactive: Bool
  /// The map's width in columns.
  let columns: Int

  func run(input: inout some LineReading, output: inout some TextWriting) -> Int32 {
    if !emitsJSON { output.write(introduction()) }
    if interactive {
      guard input.readLine(prompt: style.dim("Press Enter to start. ")) != nil else {
        output.write("\n")
        return ExitStatus.success
      }
    }
    model.start()
    let map = MapQuizMap(codes: model.game.items.map(\.code))
    var shown: Int?
    var endedByInput = false
    var stoppedBy: Int32?
    input.catchStopSignals(true)
    defer { input.catchStopSignals(false) }
    while let asked = model.asked {
      if shown != asked.id {
        shown = asked.id
        output.write(question(asked, map: map))
      }
      let prompt = interactive ? style.bold(style.cyan("› ")) : ""
      switch input.readLine(prompt: prompt, timeout: nil) {
      case .line(let line):
        let command = AnswerFolding.fold(line)
        if command == AnswerFolding.fold("give up") {
          guard interactive else {
            model.giveUp()
            break
          }
          switch input.readLine(prompt: style.bold(GamePromptWords.giveUpLine) + " ") {
          case let answer? where GamePromptWords.isYes(answer): model.giveUp()
          case nil:
            model.giveUp()
            endedByInput = true
          case _?: output.write(style.dim(GamePromptWords.playingOn) + "\n")
          }
        } else if command == "show" || line.trimmingWhitespace() == "?" {
          model.reveal()
          output.write(reply(to: line) + "\n")
        } else {
          guess(line, output: &output)
        }
      case .timedOut:
        continue
      case .end:
        model.giveUp()
        endedByInput = true
        if interactive { output.write("\n") }
      case .interrupted(let signal):
        if interactive { output.write("\n") }
        guard signal == LineSignals.interrupt, interactive else {
          model.giveUp()
          stoppedBy = signal
          break
        }
        switch input.readLine(prompt: style.bold(GamePromptWords.giveUpLine) + " ", timeout: nil) {
        case .line(let answer) where GamePromptWords.isYes(answer): model.giveUp()
        case .line, .timedOut: output.write(style.dim(GamePromptWords.playingOn) + "\n")
        case .end:
          model.giveUp()
          endedByInput = true
        case .interrupted(let again):
          model.giveUp()
          stoppedBy = again
        }
      }
    }
    output.write(summary(endedByInput: endedByInput))
    return input.exitStatus(stoppedBy: stoppedBy)
  }

  /// One line as one name: typed, which names the country at once when it can, else entered.
  private func guess(_ line: String, output: inout some TextWriting) {
    let text = line.trimmingWhitespace()
    guard !text.isEmpty else { return }
    let asked = model.outcomes.count
    model.type(text)
    if model.outcomes.count == asked { model.enter() }
    output.write(reply(to: text) + "\n")
  }

  private func reply(to text: String) -> String {
    guard let feedback = model.feedback else { return "" }
    if emitsJSON { return MapQuizJSON.guess(text, feedback, model) }
    let sentence = TerminalSafeText.sanitize(feedback.sentence)
    switch feedback {
    case .right: return style.green(sentence)
    case .wrong, .almost, .revealed: return style.yellow(sentence)
    case .notACountry: return style.red(sentence)
    }
  }

  /// The map with the country solid, then the question; in `--json`, its fields.
  private func question(_ item: GameItem, map: MapQuizMap) -> String {
    let width = max(20, min(columns, 120))
    let lines = map.lines(asked: item.id, columns: width, rows: width * 3 / 10)
    if emitsJSON { return MapQuizJSON.question(model, map: lines) + "\n" }
    let heading = "\(MapQuizViewModel.question) (\(model.progressWords))"
    return (lines + [style.bold(heading)]).joined(separator: "\n") + "\n"
  }

  private func introduction() -> String {
    let count = model.game.items.count
    return style.bold(TerminalSafeText.sanitize(model.game.question)) + ": \(count) "
      + (count == 1 ? "country" : "countries") + ", one at a time.\n"
      + style.dim(
        "Type the name of the country shown; \(MapQuizViewModel.tries) wrong names or show "
          + "(or ?) show the answer, give up stops.") + "\n"
  }

  private func summary(endedByInput: Bool) -> String {
    if emitsJSON { return MapQuizJSON.finish(model, endedByInput: endedByInput) + "\n" }
    guard let summary = model.summary else { return "" }
    var lines = [summary]
    let shown = model.answers(.revealed).map { TerminalSafeText.sanitize($0) }
    if !shown.isEmpty { lines.append("Shown: " + style.yellow(shown.joined(separator: ", "))) }
    return lines.joined(separator: "\n") + "\n"
  }
}
