import QuizDaily
import QuizTUI

/// Plays the daily puzzle a line at a time: `quiz daily --plain`, piped input and `--json`.
/// The silhouette comes first in the same braille as the full screen; each line is one guess,
/// answered with its line (`Peru  2,140 km  ↘  78%`) or why it cost none; the end names the
/// country and gives the share line. The end of input leaves today's puzzle as it is, kept.
@MainActor
struct DailyLineMode {
  let session: DailySession
  /// Its style, its width for the silhouette, and whether the share line has emoji squares or,
  /// under NO_COLOR, text marks.
  let terminal: Terminal
  let emitsJSON: Bool
  let interactive: Bool

  /// The silhouette's size: wide enough to read, small enough to leave the guesses in view.
  static let silhouetteRows = 12
  static let silhouetteColumns = 60

  private var style: TerminalStyle { terminal.style }

  func run(input: inout some LineReading, output: inout some TextWriting) {
    let game = session.game
    let silhouette = DailyShapes.silhouette(
      of: game.answer.code,
      columns: min(Self.silhouetteColumns, max(10, (terminal.traits.columns ?? 80) - 1)),
      rows: Self.silhouetteRows)
    if emitsJSON {
      output.write(DailyJSON.start(game, silhouette: silhouette) + "\n")
    } else {
      output.write(style.bold(DailyWords.title(game)) + ". " + DailyWords.question + "\n")
      for row in silhouette { output.write(row + "\n") }
      for guess in game.guesses where !(game.isSolved && guess.code == game.answer.code) {
        output.write(guess.line.line + "\n")
      }
    }
    if session.wasFinished {
      if !emitsJSON { output.write(DailyWords.playedToday + "\n") }
      writeEnd(output: &output)
      return
    }
    while !session.game.isOver {
      let prompt = interactive ? style.cyan(DailyWords.prompt(session.game)) : ""
      guard let line = input.readLine(prompt: prompt) else {
        if interactive { output.write("\n") }
        if !emitsJSON, session.game.isToday { output.write(DailyWords.kept + "\n") }
        return
      }
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      let before = session.game.guesses.count
      session.enter(line)
      let game = session.game
      let guessed = game.guesses.count > before ? game.guesses.last : nil
      if emitsJSON {
        output.write(DailyJSON.guess(line, guessed: guessed, game) + "\n")
        continue
      }
      if let guessed {
        if guessed.code != game.answer.code {
          output.write(
            guessed.line.line + "  " + style.dim(DailyWords.guessesLeft(game.guessesLeft)) + "\n")
        }
      } else if let note = game.note {
        output.write(style.yellow(TerminalSafeText.sanitize(note.sentence)) + "\n")
      }
      if session.cannotKeep { output.write(style.red(DailyWords.cannotKeep) + "\n") }
    }
    writeEnd(output: &output)
  }

  private func writeEnd(output: inout some TextWriting) {
    let game = session.game
    let share = game.share.line(colour: terminal.allowsColour)
    if emitsJSON {
      output.write(DailyJSON.end(game, share: share) + "\n")
      return
    }
    let headline = DailyWords.headline(game)
    output.write((game.isSolved ? style.green(headline) : style.red(headline)) + "\n")
    output.write(DailyWords.answer(game.answer) + "\n")
    output.write(share + "\n")
  }
}

/// The `quiz daily --json` lines.
enum DailyJSON {
  /// `{"day","daily","question","guesses_allowed","guesses_left","silhouette"}`: `day` is the
  /// puzzle's date (null for a `--random` extra), `silhouette` its braille rows.
  @MainActor
  static func start(_ game: DailyGame, silhouette: [String]) -> String {
    JSONValue.object([
      ("day", game.isToday ? .string(game.day.text) : .null),
      ("daily", .bool(game.isToday)),
      ("question", .string(DailyWords.question)),
      ("guesses_allowed", .number(DailyGame.maximumGuesses)),
      ("guesses_left", .number(game.guessesLeft)),
      ("silhouette", .array(silhouette.map(JSONValue.string))),
    ]).serialized()
  }

  /// `{"guess","result","name","code","kilometres","arrow","closeness","guesses_left",
  /// "message"}`: `result` is `wrong` or `solved` for a guess that cost one (with the place's
  /// fields), else `unknown`, `almost`, `already_guessed` or `not_a_country` (fields null),
  /// with `message`, the sentence every front end shows.
  static func guess(_ text: String, guessed: DailyGame.Guess?, _ game: DailyGame) -> String {
    var members: [(String, JSONValue)] = [("guess", .string(text))]
    if let guessed {
      let solved = guessed.code == game.answer.code
      members += [
        ("result", .string(solved ? "solved" : "wrong")),
        ("name", .string(guessed.line.name)),
        ("code", .string(guessed.code)),
        ("kilometres", .number(guessed.line.kilometres)),
        ("arrow", .string(guessed.line.arrow.rawValue)),
        ("closeness", .number(guessed.line.closeness)),
        ("message", .null),
      ]
    } else {
      let result: String
      switch game.note {
      case .unknown, nil: result = "unknown"
      case .almost: result = "almost"
      case .alreadyGuessed: result = "already_guessed"
      case .outsider: result = "not_a_country"
      }
      members += [
        ("result", .string(result)), ("name", .null), ("code", .null), ("kilometres", .null),
        ("arrow", .null), ("closeness", .null),
        ("message", game.note.map { .string($0.sentence) } ?? .null),
      ]
    }
    members.append(("guesses_left", .number(game.guessesLeft)))
    return JSONValue.object(members).serialized()
  }

  /// `{"end","solved","guesses","answer":{"name","flag","capital","code"},"share","day"}`.
  static func end(_ game: DailyGame, share: String) -> String {
    JSONValue.object([
      ("end", .bool(true)),
      ("solved", .bool(game.isSolved)),
      ("guesses", .number(game.guesses.count)),
      (
        "answer",
        .object([
          ("name", .string(game.answer.name)),
          ("flag", .string(game.answer.flag)),
          ("capital", game.answer.capital.isEmpty ? .null : .string(game.answer.capital)),
          ("code", .string(game.answer.code)),
        ])
      ),
      ("share", .string(share)),
      ("day", game.isToday ? .string(game.day.text) : .null),
    ]).serialized()
  }
}
