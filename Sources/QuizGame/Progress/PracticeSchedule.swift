/// Which answers a practice round asks, by Leitner boxes: simple, and easy to explain.
///
/// - An answer enters box 1 the first time it is missed. An answer never missed is in no box:
///   it is not practised.
/// - Each time the answer is played, in a game or a practice round: found, it moves up one box
///   (to 5 at most); missed, it goes back to box 1.
/// - Box *n* comes back every 2^(n-1) rounds of its game: box 1 in every round, box 2 in every
///   second, box 3 every fourth, box 4 every eighth, box 5 every sixteenth. Rounds are the
///   game's games and practice rounds, not days, because a player practises in bursts: an
///   answer you keep getting right comes back rarely, one you miss comes back next time.
/// - A round asks the due answers, at most `roundSize`: the lowest boxes first, then those
///   missed most, then the slowest. They are shown in the game's own order, under its
///   headings.
public enum PracticeSchedule {
  public static let boxes = 5
  /// Enough to learn in one sitting, few enough to finish.
  public static let roundSize = 20

  /// The box after a play: up one when found (from a box), back to 1 when missed.
  public static func box(after box: Int, found: Bool) -> Int {
    guard found else { return 1 }
    return box == 0 ? 0 : min(box + 1, boxes)
  }

  /// Rounds between two plays of an answer in `box`: 1, 2, 4, 8, 16.
  public static func interval(ofBox box: Int) -> Int {
    1 << (min(max(box, 1), boxes) - 1)
  }

  /// Whether an answer is asked in the next round (round `progress.rounds + 1`).
  public static func isDue(_ answer: AnswerProgress, rounds: Int) -> Bool {
    answer.box > 0 && rounds + 1 - answer.lastRound >= interval(ofBox: answer.box)
  }

  /// Why there is no practice round.
  public enum Empty: Error, Sendable, Hashable {
    /// No game at all was played here, and none was named.
    case noGamePlayed
    /// This game was never played here.
    case notPlayed
    /// Played, and every answer always found.
    case nothingMissed
    /// Answers were missed, and found since: they are not due yet. The count in boxes.
    case nothingDue(inBoxes: Int)
  }

  /// The round for `game`: the due answers, in the game's order, renumbered. The limit is the
  /// caller's (a practice round is untimed unless asked).
  public static func round(
    of game: Game, progress: TopicProgress?, limit: Int = roundSize
  ) -> Result<Game, Empty> {
    guard let progress, progress.rounds > 0 else { return .failure(.notPlayed) }
    let boxed = progress.answers.values.filter { $0.box > 0 }
    guard !boxed.isEmpty else { return .failure(.nothingMissed) }
    let due = game.items.compactMap { item -> (item: GameItem, answer: AnswerProgress)? in
      guard let answer = progress.answers[AnswerResult.key(for: item)],
        isDue(answer, rounds: progress.rounds)
      else { return nil }
      return (item, answer)
    }
    guard !due.isEmpty else { return .failure(.nothingDue(inBoxes: boxed.count)) }
    let chosen = Set(
      due.sorted { first, second in
        let (a, b) = (first.answer, second.answer)
        if a.box != b.box { return a.box < b.box }
        if a.missed != b.missed { return a.missed > b.missed }
        return (a.averageSplit ?? .infinity) > (b.averageSplit ?? .infinity)
      }.prefix(max(1, limit)).map(\.item.id))
    let items = game.items.filter { chosen.contains($0.id) }.enumerated().map { position, item in
      GameItem(
        id: position, answer: item.answer, spellings: item.spellings, clue: item.clue,
        code: item.code, group: item.group)
    }
    let question = "Practice: " + game.question.prefix(1).lowercased() + game.question.dropFirst()
    // The game's answers the round leaves out are no answer of the round, and say so.
    let leftOut = game.items.filter { !chosen.contains($0.id) }.map { item in
      GameOutsider(
        name: item.answer, spellings: Array(item.spellings.dropFirst()), reason: .notInThisRound)
    }
    return .success(
      Game(
        id: game.id, question: question, items: items, timeLimit: nil,
        outsiders: leftOut + game.outsiders))
  }
}
