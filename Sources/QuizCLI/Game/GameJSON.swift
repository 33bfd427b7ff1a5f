import QuizGame
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `quiz play --json` lines: one object per guess, then one for the end of the game.
enum GameJSON {
  /// `{"guess","result","answer","code","found","total","remaining_seconds","seconds",
  /// "split_seconds"}`; `answer` and `code` name the item a hit or "already found" is about
  /// (null otherwise, so "almost" gives nothing away), `remaining_seconds` is null for an
  /// untimed game. `seconds` (from the start) and `split_seconds` (since the hit before) time
  /// a hit; null for anything else.
  @MainActor
  static func guess(
    _ text: String, _ feedback: GameViewModel.Feedback, _ model: GameViewModel
  ) -> String {
    let result: String
    let item: GameItem?
    switch feedback {
    case .hit(let hit): (result, item) = ("hit", hit)
    case .almost: (result, item) = ("almost", nil)
    case .miss: (result, item) = ("miss", nil)
    case .alreadyFound(let found): (result, item) = ("already_found", found)
    case .notInGame: (result, item) = ("not_in_game", nil)
    }
    return JSONValue.object(
      [
        ("guess", .string(text)),
        ("result", .string(result)),
        ("answer", item.map { .string($0.answer) } ?? .null),
        ("code", item?.code.map(JSONValue.string) ?? .null),
        ("found", .number(model.foundCount)),
        ("total", .number(model.total)),
        ("remaining_seconds", model.timeLeft.map { .number(seconds($0)) } ?? .null),
      ] + hitTimes(feedback, model) + outsider(feedback)
    ).serialized()
  }

  /// `place`, `reason` and `message` for a guess naming a place that is no answer, so a reader
  /// can say why without parsing words: `reason` is `elsewhere` (with `area`),
  /// `not_independent`, `other`, `observer_state` or `not_un_member` (Palestine, Taiwan: with
  /// `counts`, what the game counts), `capital_of` (with `country`, and `area` when it lies
  /// outside the game's), in a capitals game `country_of_a_capital` or `country` for a
  /// country's name; in a game of names `capital` (with `country`); `city` (with `country`,
  /// and `capital` unless the game asks for it), `capital_role` (with `role`, `country`,
  /// `capital`), `part_of` (with `country`), `described` (with `description`), `former_name`
  /// (with `of` and `years` where known), `former_state` (with `fate` where known); in a
  /// practice round, `not_in_round` for an answer of the game the round leaves out. `message`
  /// is the sentence every front end shows.
  private static func outsider(_ feedback: GameViewModel.Feedback) -> [(String, JSONValue)] {
    guard case .notInGame(let outsider) = feedback else { return [] }
    var members: [(String, JSONValue)] = [("place", .string(outsider.name))]
    switch outsider.reason {
    case .elsewhere(let area):
      members += [("reason", .string("elsewhere")), ("area", .string(area))]
    case .notIndependent: members.append(("reason", .string("not_independent")))
    case .other: members.append(("reason", .string("other")))
    case .capitalOf(let country, let area, _):
      members += [("reason", .string("capital_of")), ("country", .string(country))]
      if let area { members.append(("area", .string(area))) }
    case .countryOfACapital: members.append(("reason", .string("country_of_a_capital")))
    case .countryNotCapital: members.append(("reason", .string("country")))
    case .notInThisRound: members.append(("reason", .string("not_in_round")))
    case .observerState(let counts):
      members += [("reason", .string("observer_state")), ("counts", .string(counts))]
    case .notUNMember(let counts):
      members += [("reason", .string("not_un_member")), ("counts", .string(counts))]
    case .capital(let country, _):
      members += [("reason", .string("capital")), ("country", .string(country))]
    case .cityIn(let country, let capital):
      members += [("reason", .string("city")), ("country", .string(country))]
      if let capital { members.append(("capital", .string(capital))) }
    case .capitalRole(let role, let country, let capital, _):
      members += [
        ("reason", .string("capital_role")), ("role", .string(role)),
        ("country", .string(country)), ("capital", .string(capital)),
      ]
    case .partOf(let country):
      members += [("reason", .string("part_of")), ("country", .string(country))]
    case .described(let what):
      members += [("reason", .string("described")), ("description", .string(what))]
    case .formerName(let place, let years):
      members.append(("reason", .string("former_name")))
      if let place { members.append(("of", .string(place))) }
      if let years { members.append(("years", .string(years))) }
    case .formerState(let fate):
      members.append(("reason", .string("former_state")))
      if let fate { members.append(("fate", .string(fate))) }
    }
    members.append(("message", .string(outsider.sentence)))
    return members
  }

  @MainActor
  private static func hitTimes(
    _ feedback: GameViewModel.Feedback, _ model: GameViewModel
  ) -> [(String, JSONValue)] {
    guard case .hit(let item) = feedback, let time = model.foundAt[item.id] else {
      return [("seconds", .null), ("split_seconds", .null)]
    }
    let previous = model.foundAt.values.filter { $0 < time }.max() ?? 0
    return [("seconds", .decimal(time)), ("split_seconds", .decimal(time - previous))]
  }

  /// `{"hint","clue","region","hints"}`: the letters a hint shows of one missing answer, with
  /// its clue and region to say which (never the answer); `hint` is null when nothing is left
  /// to hint. `hints` counts the hints asked for so far.
  @MainActor
  static func hint(_ item: GameItem?, letters: String?, _ model: GameViewModel) -> String {
    JSONValue.object([
      ("hint", letters.map(JSONValue.string) ?? .null),
      ("clue", item?.clue.map { .string($0.text) } ?? .null),
      ("region", item?.group.map(JSONValue.string) ?? .null),
      ("hints", .number(model.hintCount)),
    ]).serialized()
  }

  /// `{"paused","remaining_seconds"}`: the clock stopped (true) or started again (false), and
  /// the time left where it stands.
  @MainActor
  static func paused(_ model: GameViewModel) -> String {
    JSONValue.object([
      ("paused", .bool(model.isPaused)),
      ("remaining_seconds", model.timeLeft.map { .number(seconds($0)) } ?? .null),
    ]).serialized()
  }

  /// `{"finished","found","total","seconds","time_limit","missed","regions","practice","hints",
  /// "found_with_hints","new_best","no_best","best","last"}`,
  /// the missed answers in grid order; `seconds` is the time played (to the last answer when
  /// all were found), `time_limit` the limit played under (null untimed); `regions` gives each
  /// region's `found`, `total` and `missed`, in grid order (empty for a game without regions);
  /// `best` (under the same limit) and `last` are the results before this game (null for none,
  /// and for a practice round); `hints` counts the hints asked for and `found_with_hints` the
  /// answers found after one; `no_best` says why the game could set no best whatever it found:
  /// `practice` or `hints` (null when it could).
  @MainActor
  static func finish(
    _ finish: GameLineMode.Finish, found: [GameItem], missed: [GameItem], _ model: GameViewModel
  ) -> String {
    let regions = model.regionTallies.map { region -> JSONValue in
      .object([
        ("region", .string(region.region)), ("found", .number(region.found)),
        ("total", .number(region.total)),
        ("missed", .array(region.missing.map { .string($0.answer) })),
      ])
    }
    let timeLimit: JSONValue = model.bestScoreLimit.flatMap(limit) ?? .null
    let noBest: JSONValue = model.noBestReason.map { .string(name($0)) } ?? .null
    let best: JSONValue =
      model.comparison?.best.map { score($0, timeLimit: model.bestScoreLimit) } ?? .null
    return JSONValue.object([
      ("finished", .string(finish.rawValue)),
      ("found", .number(found.count)),
      ("total", .number(model.total)),
      ("seconds", .decimal(model.timePlayed)),
      ("time_limit", timeLimit),
      ("missed", .array(missed.map { .string($0.answer) })),
      ("regions", .array(regions)),
      ("practice", .bool(model.isPractice)),
      ("hints", .number(model.hintCount)),
      ("found_with_hints", .number(model.hintCount > 0 ? model.foundWithHints : 0)),
      ("new_best", .bool(model.isNewBest)),
      ("no_best", noBest),
      ("best", best),
      ("last", model.comparison?.last.map { score($0.score) } ?? .null),
    ]).serialized()
  }

  /// `{"game","question","total","time_limit","practice"}`: the chat's `--json` lines before a
  /// game it starts, so a program reading them knows the guess objects that follow are a
  /// game's, and whether they are a practice round's.
  static func start(_ game: Game, practice: Bool) -> String {
    JSONValue.object([
      ("game", .string(game.id)),
      ("question", .string(game.question)),
      ("total", .number(game.items.count)),
      ("time_limit", game.timeLimit.map { .number(Int($0)) } ?? .null),
      ("practice", .bool(practice)),
    ]).serialized()
  }

  /// `{"error","message"}`: a game the chat was asked for that cannot be made.
  static func startError(_ failure: GameStartFailure) -> String {
    let kind =
      switch failure.reason {
      case .dataUnavailable: "data_unavailable"
      case .dataLacksRegions: "data_lacks_regions"
      case .nothingToName: "nothing_to_name"
      case .nothingToPractise: "nothing_to_practise"
      }
    return JSONValue.object([
      ("error", .string(kind)), ("message", .string(failure.terminalMessage)),
    ])
    .serialized()
  }

  /// `{"error","message"}`: a quiz from `--from` that could not be loaded, as the last and only
  /// object, so a program reading standard output learns why there is no game.
  static func loadError(_ reason: GameLoadError, message: String) -> String {
    let kind =
      switch reason {
      case .invalidData: "invalid_data"
      case .unreachable: "unreachable"
      }
    return JSONValue.object([("error", .string(kind)), ("message", .string(message))])
      .serialized()
  }

  /// `{"found","total","seconds"}`, and `time_limit` (null untimed) for a best, which is kept
  /// for one limit.
  static func score(_ score: BestScore, timeLimit: TimeLimit? = nil) -> JSONValue {
    .object(
      [
        ("found", .number(score.found)), ("total", .number(score.total)),
        ("seconds", .decimal(score.seconds)),
      ] + (timeLimit.map { [("time_limit", limit($0) ?? .null)] } ?? []))
  }

  /// A limit's seconds; nil untimed.
  static func limit(_ limit: TimeLimit) -> JSONValue? {
    limit.seconds.map { .number($0) }
  }

  private static func name(_ reason: NoBestReason) -> String {
    switch reason {
    case .practice: "practice"
    case .hints: "hints"
    }
  }

  /// Whole seconds, a part second counted, as the clock shows them.
  static func seconds(_ interval: TimeInterval) -> Int {
    Int(max(0, min(interval, 1e9)).rounded(.up))
  }
}
