import QuizEngine
import QuizGame
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Plays a `GameViewModel` a line at a time: `quiz play --plain`, piped input, `--json`, and a
/// game started from the line-mode chat. Each line is one guess, sent as with Enter; the
/// answer to it says what it was and how much time is left. The clock is read at each line,
/// so a game whose time ran out while waiting for one ends as that line arrives, without it.
///
/// A game is never lost to a reflex: a person at a terminal who types `give up` or presses
/// Ctrl-C is asked "Give up? y/n" with the clock stopped, and only y gives up; a second Ctrl-C
/// gives up and quits. A script's `give up` gives up at once, as there is no one to ask. A stop
/// signal (SIGTERM, SIGHUP, or Ctrl-C with no one to ask) gives up, so the game is recorded,
/// prints the end, and ends the process by that signal.
@MainActor
struct GameLineMode {
  let model: GameViewModel
  let style: TerminalStyle
  let emitsJSON: Bool
  /// A person at a terminal: prompts, a start control, and `retry` after a load error.
  let interactive: Bool

  /// What ended a game played a line at a time; `endOfInput` is a give-up the player did not
  /// type.
  enum Finish: String {
    case complete
    case timeUp = "time_up"
    case gaveUp = "gave_up"
    case endOfInput = "end_of_input"
  }

  /// The exit status: 0 once a game was played, 65 or 69 when it could not be loaded.
  func run(
    input: inout some LineReading, output: inout some TextWriting,
    errorOutput: inout some TextWriting
  ) async -> Int32 {
    if case .loading = model.state { await model.load() }
    if let status = await recover(input: &input, output: &output, errorOutput: &errorOutput) {
      return status
    }
    guard case .ready(let game) = model.state else { return ExitStatus.success }
    if !emitsJSON { output.write(introduction(game)) }
    if interactive {
      guard let line = input.readLine(prompt: style.dim("Press Enter to start. ")) else {
        output.write("\n")
        return ExitStatus.success
      }
      model.start()
      if !line.trimmingWhitespace().isEmpty { guess(line, output: &output) }
    } else {
      model.start()
    }
    let spellings = Self.foldedSpellings(of: game)
    let givingUp = Self.isCommand("give up", answers: spellings)
    let askingForClues = Self.isCommand("clues", answers: spellings)
    let askingForAHint = Self.isCommand("hint", answers: spellings)
    let pausing = Self.isCommand("pause", answers: spellings)
    let resuming = Self.isCommand("resume", answers: spellings)
    var endedByInput = false
    var stoppedBy: Int32?
    // After a wait that ended with time still left (the clocks disagree by a hair), the prompt
    // is on screen already.
    var isPromptShown = false
    input.catchStopSignals(true)
    defer { input.catchStopSignals(false) }
    playing: while true {
      // The clock is read before waiting: a game whose time ran out ends without another line.
      model.tick()
      guard isPlaying else { break }
      // At a terminal the clock ends the game while nobody types; a script's next line does.
      // A paused clock cannot run out: the wait is for the next line, however long.
      let read = input.readLine(
        prompt: interactive && !isPromptShown ? playingPrompt() : "",
        timeout: interactive && !model.isPaused ? model.timeLeft : nil)
      isPromptShown = read == .timedOut
      let line: String
      switch read {
      case .line(let typed):
        line = typed
      case .timedOut:
        model.tick()
        // The half-typed guess stays on its line; the summary starts on the next.
        if !isPlaying { output.write("\n") }
        continue
      case .end:
        model.tick()
        endedByInput = model.giveUp()
        if interactive { output.write("\n") }
        break playing
      case .interrupted(let signal):
        // The terminal echoed "^C" after the prompt: what follows starts a line of its own.
        if interactive { output.write("\n") }
        guard signal == LineSignals.interrupt, interactive else {
          model.tick()
          model.giveUp()
          stoppedBy = signal
          break playing
        }
        let answer = askToGiveUp(input: &input, output: &output)
        guard answer == .playOn else {
          (endedByInput, stoppedBy) = (answer == .endOfInput, answer.signal)
          break playing
        }
        continue
      }
      if givingUp(line) {
        guard interactive else {
          model.tick()
          model.giveUp()
          break
        }
        let answer = askToGiveUp(input: &input, output: &output)
        guard answer == .playOn else {
          (endedByInput, stoppedBy) = (answer == .endOfInput, answer.signal)
          break playing
        }
        continue
      }
      if !emitsJSON, askingForClues(line) {
        output.write(remainingClues())
        continue
      }
      // "?" alone is no answer to any game ("?" folds to nothing), so it is always a hint.
      if askingForAHint(line) || line.trimmingWhitespace() == "?" {
        hint(output: &output)
      } else if pausing(line) || resuming(line) {
        pauseOrResume(pausing: pausing(line), output: &output)
      } else if model.isPaused {
        if !line.trimmingWhitespace().isEmpty {
          output.write(pausedReminder() + "\n")
        }
      } else {
        guess(line, output: &output)
      }
    }
    output.write(summary(endedByInput: endedByInput))
    return input.exitStatus(stoppedBy: stoppedBy)
  }

  /// How "Give up? y/n" was answered.
  private enum GiveUpAnswer: Equatable {
    case gaveUp
    case playOn
    /// Ctrl-D at the question: a give-up the player did not type.
    case endOfInput
    /// A second Ctrl-C, or another stop signal, at the question: given up, then quit.
    case stopped(Int32)

    var signal: Int32? {
      if case .stopped(let signal) = self { return signal }
      return nil
    }
  }

  /// Asks "Give up? y/n" with the clock stopped (`GameViewModel.askToGiveUp`), as Esc and
  /// Ctrl-C do on the full screen; only y or yes gives up.
  private func askToGiveUp(
    input: inout some LineReading, output: inout some TextWriting
  ) -> GiveUpAnswer {
    model.tick()
    guard isPlaying else { return .gaveUp }
    model.askToGiveUp()
    let read = input.readLine(prompt: style.bold(GamePromptWords.giveUpLine) + " ", timeout: nil)
    switch read {
    case .line(let answer) where GamePromptWords.isYes(answer):
      model.giveUp()
      return .gaveUp
    case .line, .timedOut:
      model.playOn()
      output.write(
        style.dim(GamePromptWords.playingOn + (timeLeftWords().first.map { " \($0)." } ?? ""))
          + "\n")
      return .playOn
    case .end:
      model.giveUp()
      output.write("\n")
      return .endOfInput
    case .interrupted(let signal):
      model.giveUp()
      output.write("\n")
      return .stopped(signal)
    }
  }

  // MARK: - Loading

  /// Says why the game could not be loaded and, for a person, offers `retry` until it loads or
  /// they leave. Nil once a game is ready; else the status to exit with.
  private func recover(
    input: inout some LineReading, output: inout some TextWriting,
    errorOutput: inout some TextWriting
  ) async -> Int32? {
    while case .error(let source, let reason) = model.state {
      let message = Self.loadErrorText(source: source, reason: reason)
      errorOutput.write(style.red(message) + "\n")
      if emitsJSON { output.write(GameJSON.loadError(reason, message: message) + "\n") }
      guard interactive else { return Self.status(for: reason) }
      output.write(style.dim("Type retry to try again, or exit to leave.") + "\n")
      while true {
        guard let line = input.readLine(prompt: style.bold(style.cyan("› "))) else {
          output.write("\n")
          return Self.status(for: reason)
        }
        let command = AnswerFolding.fold(line)
        if command == "exit" || command == "quit" { return Self.status(for: reason) }
        if command == "retry" {
          await model.retry()
          break
        }
        output.write(style.dim("Type retry to try again, or exit to leave.") + "\n")
      }
    }
    return nil
  }

  /// "The quiz at https://… is not valid: answer 3 is empty." / "Could not reach https://…: …".
  nonisolated static func loadErrorText(source: String, reason: GameLoadError) -> String {
    switch reason {
    case .invalidData(let why): "The quiz at \(source) is not valid: \(why)."
    case .unreachable(let why): "Could not load the quiz at \(source): \(why)."
    }
  }

  nonisolated static func status(for reason: GameLoadError) -> Int32 {
    switch reason {
    case .invalidData: ExitStatus.invalidData
    case .unreachable: ExitStatus.dataUnavailable
    }
  }

  // MARK: - Playing

  private var isPlaying: Bool {
    if case .playing = model.state { return true }
    return false
  }

  /// One line as one guess, sent as with Enter, and the answer to it.
  private func guess(_ line: String, output: inout some TextWriting) {
    let text = line.trimmingWhitespace()
    guard !text.isEmpty else { return }
    // Reading the clock first: a guess after the limit ends the game and does not count.
    model.tick()
    guard isPlaying else { return }
    let feedback: GameViewModel.Feedback
    if AnswerFolding.fold(text).isEmpty {
      // Punctuation alone is no guess to the model, but the line still deserves an answer.
      feedback = .miss(guess: text)
    } else {
      let found = model.foundCount
      model.type(text)
      if model.foundCount == found { model.enter() }
      guard let given = model.feedback else { return }
      feedback = given
    }
    output.write((emitsJSON ? GameJSON.guess(text, feedback, model) : reply(to: feedback)) + "\n")
  }

  /// One letter more of a missing answer (`GameViewModel.hint`, as F3), with its clue or region
  /// since a line has no grid to show it in.
  private func hint(output: inout some TextWriting) {
    model.tick()
    guard isPlaying else { return }
    guard !model.isPaused else {
      output.write(pausedReminder() + "\n")
      return
    }
    let item = model.hint()
    let letters = item.flatMap { model.hintText(for: $0.id) }
    if emitsJSON {
      output.write(GameJSON.hint(item, letters: letters, model) + "\n")
      return
    }
    guard let words = item.flatMap({ model.hintWords(for: $0.id) }) else {
      output.write(style.dim("No hint left: every letter of every missing answer is shown.") + "\n")
      return
    }
    output.write("Hint: " + TerminalSafeText.sanitize(words) + "\n")
  }

  /// `pause` stops the clock (`GameViewModel.pause`, as F4) and `resume` starts it again.
  private func pauseOrResume(pausing: Bool, output: inout some TextWriting) {
    model.tick()
    guard isPlaying else { return }
    let changed = pausing ? model.pause() : model.resume()
    model.tick()
    if emitsJSON {
      if changed { output.write(GameJSON.paused(model) + "\n") }
      return
    }
    let left = model.timeLeft.map { "\(Self.clock($0)) left" }
    switch (pausing, changed) {
    case (true, true):
      output.write(
        "Paused" + (left.map { " at \($0)" } ?? "") + ": the clock is stopped. "
          + "Type resume to go on.\n")
    case (true, false): output.write(pausedReminder() + "\n")
    case (false, true): output.write("Resumed" + (left.map { ": \($0)" } ?? "") + ".\n")
    case (false, false): output.write(style.dim("Not paused.") + "\n")
    }
  }

  private func pausedReminder() -> String {
    emitsJSON ? GameJSON.paused(model) : style.dim("Paused: type resume to go on.")
  }

  /// "4:32 › ": the clock as the prompt is shown, since a line has no status bar.
  private func playingPrompt() -> String {
    let arrow = style.bold(style.cyan("› "))
    guard let left = model.timeLeft else { return arrow }
    return style.dim(Self.clock(left)) + " " + arrow
  }

  private func reply(to feedback: GameViewModel.Feedback) -> String {
    let verdict: String
    switch feedback {
    case .hit(let item): verdict = style.green("Yes: ") + shown(item, style.green)
    case .almost: verdict = style.yellow("Almost: check the spelling")
    case .miss: verdict = style.red("Not an answer")
    case .alreadyFound(let item):
      verdict = style.yellow("Already found: ") + shown(item, style.yellow)
    case .notInGame(let outsider):
      verdict = style.yellow(TerminalSafeText.sanitize(outsider.phrase))
    }
    return ([verdict, "\(model.foundCount)/\(model.total)"] + timeLeftWords())
      .joined(separator: " · ")
  }

  private func timeLeftWords() -> [String] {
    guard let left = model.timeLeft else { return [] }
    return ["\(Self.clock(left)) left"]
  }

  // MARK: - Words

  private func introduction(_ game: Game) -> String {
    let count = game.items.count == 1 ? "1 answer" : "\(game.items.count) answers"
    let limit = game.timeLimit.map { Self.duration($0) } ?? "no time limit"
    var lines = ["\(style.bold(TerminalSafeText.sanitize(game.question))): \(count), \(limit)."]
    if let counting = game.counting { lines.append(TerminalSafeText.sanitize(counting)) }
    let clues = game.items.compactMap(\.clue)
    if !clues.isEmpty {
      // A line has no grid: the clues are what there is to answer, so they are listed first.
      lines.append(
        "Clues: " + clues.map { TerminalSafeText.sanitize($0.text) }.joined(separator: ", "))
    }
    if let best = model.bestScore, let limit = model.bestScoreLimit {
      lines.append(best.sentence(under: limit) + ".")
    }
    lines.append(
      style.dim(
        "One answer a line; type hint (or ?) for a first letter, pause to stop the clock, "
          + "give up to stop and see what you missed"
          + (clues.isEmpty ? "." : ", clues to list the clues left with their descriptions.")
          + (model.isPractice ? "" : " " + NoBestReason.hintRule)))
    return lines.joined(separator: "\n") + "\n"
  }

  private func summary(endedByInput: Bool) -> String {
    guard case .finished(let ending, let found, let missed) = model.state else { return "" }
    let finish: Finish
    switch ending {
    case .complete: finish = .complete
    case .timeUp: finish = .timeUp
    case .gaveUp: finish = endedByInput ? .endOfInput : .gaveUp
    }
    if emitsJSON { return GameJSON.finish(finish, found: found, missed: missed, model) + "\n" }
    guard let words = model.endWords(endedByInput: endedByInput) else { return "" }
    let safe = { (text: String) in TerminalSafeText.sanitize(text) }
    var lines = [words.isPraise ? style.green(words.sentence) : words.sentence]
    if let newBest = words.newBest { lines.append(style.bold(newBest)) }
    if let noBest = words.noBest { lines.append(noBest) }
    if let comparison = words.comparison { lines.append(comparison) }
    // Marked by a word as well as a colour, for screen readers and NO_COLOR; region by region
    // where the game has regions, as the grid's headings count them.
    for group in words.missed {
      lines.append(
        safe(group.heading) + ": " + style.yellow(group.answers.map(safe).joined(separator: ", ")))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "Belgium 🇧🇪 → Brussels" for an item with a clue, the clue dim, else its answer; safe to
  /// print.
  private func shown(_ item: GameItem, _ color: (String) -> String) -> String {
    let answer = color(TerminalSafeText.sanitize(item.answer))
    guard let clue = item.clue else { return answer }
    return style.dim(TerminalSafeText.sanitize(clue.text) + GameClue.separator) + answer
  }

  /// "4:32", or "1:02:03" past an hour; a part second counts as a whole one, as clocks show.
  nonisolated static func clock(_ seconds: TimeInterval) -> String {
    let total = Int(max(0, seconds).rounded(.up))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  /// A number of seconds as typed: "90", " 2.5 "; nil for anything else.
  nonisolated static func seconds(from text: String) -> Double? {
    Double(text.trimmingWhitespace())
  }

  /// "5 minutes", "90 seconds", "1 minute".
  nonisolated static func duration(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded(.up))
    if total % 60 == 0 { return total == 60 ? "1 minute" : "\(total / 60) minutes" }
    return total == 1 ? "1 second" : "\(total) seconds"
  }

  /// Whether a line is the command (`give up`, `clues`), unless the game has an answer spelled
  /// so (`answers`, folded): then it is a guess.
  private nonisolated static func isCommand(_ words: String, answers: Set<String>)
    -> (String) -> Bool
  {
    let command = AnswerFolding.fold(words)
    let isAnAnswer = answers.contains(command)
    return { line in !isAnAnswer && AnswerFolding.fold(line) == command }
  }

  /// Every spelling of the game's answers, folded once: for each command apart, folding the
  /// world game's thousands of spellings was a third of a line-mode game's instructions.
  private nonisolated static func foldedSpellings(of game: Game) -> Set<String> {
    var folded = Set<String>()
    for item in game.items {
      for spelling in item.spellings { folded.insert(AnswerFolding.fold(spelling)) }
    }
    return folded
  }

  /// The clues still to answer, one a line, each with its description: a flag many terminals
  /// cannot draw, and a screen reader may not say, is described in words.
  private func remainingClues() -> String {
    let unfound = model.grid.filter { !$0.isFound }.map(\.item).filter { $0.clue != nil }
    guard !unfound.isEmpty else { return style.dim("This game has no clues.") + "\n" }
    return unfound.map { item in
      let text = TerminalSafeText.sanitize(item.clue?.text ?? "")
      guard
        let detail = item.clueDetail(revealingAnswer: false).map({ TerminalSafeText.sanitize($0) }),
        !detail.isEmpty
      else { return "  " + text }
      return "  \(text) \(style.dim(detail))"
    }.joined(separator: "\n") + "\n"
  }
}
