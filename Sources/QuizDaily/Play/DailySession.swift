import QuizEngine

/// The daily puzzle as every front end runs it: today's (or a `--random` extra), resumed from
/// what was kept, and each guess kept the moment it is made, so quitting loses nothing and
/// today's puzzle is played once.
@MainActor
public final class DailySession {
  public private(set) var game: DailyGame
  private let store: (any DailyStore)?
  /// The day's puzzle was over before this run began: it shows the finished result.
  public let wasFinished: Bool
  /// The last guess could not be kept (the state folder cannot be written).
  public private(set) var cannotKeep = false

  /// Today's puzzle, as far as it was played; nil when the atlas has no country for the day.
  public init?(today day: CalendarDay, atlas: DailyAtlas, store: (any DailyStore)?) {
    guard let code = atlas.country(on: day),
      var game = DailyGame(atlas: atlas, answer: code, day: day, isToday: true)
    else { return nil }
    let kept = store?.load() ?? DailyState()
    for guess in kept.guesses(on: day, answer: code) { game.replay(guess) }
    self.game = game
    self.store = store
    wasFinished = game.isOver || kept.record.result(on: day) != nil
  }

  /// An extra puzzle of a country `pick` chooses among the states, never kept.
  public init?(extra day: CalendarDay, atlas: DailyAtlas, pick: ([String]) -> String?) {
    guard let code = pick(atlas.states),
      let game = DailyGame(atlas: atlas, answer: code, day: day, isToday: false)
    else { return nil }
    self.game = game
    store = nil
    wasFinished = false
  }

  public func type(_ text: String) {
    let before = game.guesses.count
    game.type(text)
    keepIfGuessed(since: before)
  }

  public func enter() {
    let before = game.guesses.count
    game.enter()
    keepIfGuessed(since: before)
  }

  public func enter(_ text: String) {
    let before = game.guesses.count
    game.enter(text)
    keepIfGuessed(since: before)
  }

  /// The record's summary as of the puzzle's day, for the end and `quiz stats`.
  public func summary() -> DailyRecord.Summary? {
    store.map { $0.load().record.summary(today: game.day) }
  }

  private func keepIfGuessed(since count: Int) {
    guard game.isToday, game.guesses.count != count, let store else { return }
    let (day, answer) = (game.day, game.answer.code)
    let guesses = game.guesses.map(\.code)
    let result: DailyRecord.Result? =
      game.isSolved ? .solved(guesses: guesses.count) : game.isOver ? .lost : nil
    do {
      try store.update { state in
        state.day = day
        state.answer = answer
        state.guesses = guesses
        if let result { state.record.record(result, on: day) }
      }
    } catch {
      cannotKeep = true
    }
  }
}
