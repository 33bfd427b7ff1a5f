/// What every front end says of the daily puzzle, in the same words.
public enum DailyWords {
  /// "Daily silhouette, 2026-11-28", or "Extra silhouette" for `--random`.
  public static func title(_ game: DailyGame) -> String {
    game.isToday ? "Daily silhouette, \(game.day.text)" : "Extra silhouette"
  }

  public static let question = "Which country is this?"

  /// "5 guesses left", "1 guess left".
  public static func guessesLeft(_ count: Int) -> String {
    count == 1 ? "1 guess left" : "\(count) guesses left"
  }

  /// "Guess 2 of 6: ", line mode's prompt.
  public static func prompt(_ game: DailyGame) -> String {
    "Guess \(game.guesses.count + 1) of \(DailyGame.maximumGuesses): "
  }

  /// "Solved in 3 of 6." or "Out of guesses."
  public static func headline(_ game: DailyGame) -> String {
    game.isSolved
      ? (game.guesses.count == 1
        ? "Solved at the first guess." : "Solved in \(game.guesses.count) of 6.")
      : "Out of guesses."
  }

  /// "It was Peru 🇵🇪, capital Lima, code PE."
  public static func answer(_ place: DailyAtlas.Place) -> String {
    let capital = place.capital.isEmpty ? "" : ", capital \(place.capital)"
    return "It was \(place.name) \(place.flag)\(capital), code \(place.code)."
  }

  /// Said when today's puzzle was over before this run began.
  public static let playedToday = "You have played today's puzzle. A new one comes tomorrow."

  /// Said when today's puzzle is left before its end.
  public static let kept = "Your guesses are kept. Run quiz daily again to go on."

  /// Said when a guess could not be kept.
  public static let cannotKeep = "Your guesses cannot be kept: the state folder is not writable."

  /// What `--random` offers at the end of today's.
  public static let moreExtras = "For another, run quiz daily --random."
}
