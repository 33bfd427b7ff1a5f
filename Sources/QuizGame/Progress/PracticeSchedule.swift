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
/// - A round asks the due answers, at most `roundSize`, picked by how often each was missed
///   (its miss rate) and how long it has waited past its turn, and spread across the game's
///   regions: one from each region in turn, the likeliest to be missed first. A world round
///   of 20 is four answers from each of five regions, not Algeria to Libya.
/// - They are shuffled, under the game's headings: a round in the game's order was an
///   alphabetical list, learnt by its order rather than by its answers.
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

  /// The round for `game`: the due answers picked and spread across regions, shuffled under
  /// the game's headings, renumbered. The limit is the caller's (a practice round is untimed
  /// unless asked); `random` orders what ties and shuffles (a seeded one in tests).
  public static func round(
    of game: Game, progress: TopicProgress?, limit: Int = roundSize,
    using random: inout some RandomNumberGenerator
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
    // Likeliest to be missed first; a tie in a random order, not the game's alphabetical one.
    // Priority in millionths, a random draw and the position packed into one Int: sorting
    // Ints needs no sorting code of its own.
    var keys = due.indices.map { index in
      let priority = Int(priority(due[index].answer, rounds: progress.rounds) * 1_000_000)
      let draw = Int(truncatingIfNeeded: random.next() & 0xFF_FFFF)
      return priority << 40 | draw << 16 | index & 0xFFFF
    }
    keys.sort()
    let ranked = keys.reversed().map { due[$0 & 0xFFFF].item }
    let chosen = Set(spread(ranked, limit: max(1, limit)).map(\.id))
    // Under the game's headings, in the game's order of them; shuffled within each.
    var groups: [(group: String?, items: [GameItem])] = []
    for item in game.items where chosen.contains(item.id) {
      if let last = groups.indices.last, groups[last].group == item.group {
        groups[last].items.append(item)
      } else {
        groups.append((item.group, [item]))
      }
    }
    let shuffled = groups.flatMap { $0.items.shuffled(using: &random) }
    let items = shuffled.enumerated().map { position, item in
      GameItem(
        id: position, answer: item.answer, spellings: item.spellings, clue: item.clue,
        code: item.code, group: item.group)
    }
    let question = "Practice: " + game.question.prefix(1).lowercased() + game.question.dropFirst()
    // The game's answers the round leaves out are no answer of the round, and say so.
    let leftOut = game.items.filter { !chosen.contains($0.id) }.map { item in
      GameOutsider(
        name: item.answer, spellings: Array(item.spellings.dropFirst()), reason: .notInThisRound,
        code: item.code)
    }
    return .success(
      Game(
        id: game.id, question: question, items: items, timeLimit: nil,
        outsiders: leftOut + game.outsiders))
  }

  /// The round for `game`, shuffled by the system's generator.
  public static func round(
    of game: Game, progress: TopicProgress?, limit: Int = roundSize
  ) -> Result<Game, Empty> {
    var random = SystemRandomNumberGenerator()
    return round(of: game, progress: progress, limit: limit, using: &random)
  }

  /// How much a due answer needs asking, from 0 to 2: its miss rate, plus how long it has
  /// waited past its turn, as a share of its box's interval (at most 1).
  static func priority(_ answer: AnswerProgress, rounds: Int) -> Double {
    let plays = answer.found + answer.missed
    let missRate = plays > 0 ? Double(answer.missed) / Double(plays) : 1
    let interval = interval(ofBox: answer.box)
    let waited = rounds + 1 - answer.lastRound - interval
    return missRate + min(1, max(0, Double(waited) / Double(interval)))
  }

  /// Up to `limit` of `ranked` (best first), one from each region in turn, the region whose
  /// best is best first: a round is spread across the game as its misses are.
  static func spread(_ ranked: [GameItem], limit: Int) -> [GameItem] {
    var regions: [(group: String?, items: ArraySlice<GameItem>)] = []
    for item in ranked {
      if let index = regions.firstIndex(where: { $0.group == item.group }) {
        regions[index].items.append(item)
      } else {
        regions.append((item.group, [item]))
      }
    }
    var chosen: [GameItem] = []
    while chosen.count < limit, regions.contains(where: { !$0.items.isEmpty }) {
      for index in regions.indices where chosen.count < limit {
        if let item = regions[index].items.popFirst() { chosen.append(item) }
      }
    }
    return chosen
  }
}
