import QuizGame

/// The `quiz play map … --json` lines: one object per country asked, one per guess, and one
/// for the end.
enum MapQuizJSON {
  /// `{"question","number","total","tries","map"}`: `question` is the words asked, `map` the
  /// braille rows with the country solid. Nothing names the country before it is answered.
  @MainActor
  static func question(_ model: MapQuizViewModel, map: [String]) -> String {
    JSONValue.object([
      ("question", .string(MapQuizViewModel.question)),
      ("number", .number(model.outcomes.count + 1)),
      ("total", .number(model.order.count)),
      ("tries", .number(MapQuizViewModel.tries)),
      ("map", .array(map.map(JSONValue.string))),
    ]).serialized()
  }

  /// `{"guess","result","message","answer","code","tries_left"}`: `result` is `right`,
  /// `wrong` (another place, `message` says where it lies), `almost`, `not_a_country` or
  /// `shown` (by `show`, or after the last wrong name); `answer` and `code` name the country
  /// once it is right or shown, else null; `tries_left` is for the country still asked.
  @MainActor
  static func guess(
    _ text: String, _ feedback: MapQuizViewModel.Feedback, _ model: MapQuizViewModel
  )
    -> String
  {
    let result: String
    var item: GameItem?
    switch feedback {
    case .right(let named, _): (result, item) = ("right", named)
    case .wrong: result = "wrong"
    case .almost: result = "almost"
    case .notACountry: result = "not_a_country"
    case .revealed(let shown, _): (result, item) = ("shown", shown)
    }
    return JSONValue.object([
      ("guess", .string(text)),
      ("result", .string(result)),
      ("message", .string(feedback.sentence)),
      ("answer", item.map { .string($0.answer) } ?? .null),
      ("code", item?.code.map(JSONValue.string) ?? .null),
      ("tries_left", .number(MapQuizViewModel.tries - model.wrongTries)),
    ]).serialized()
  }

  /// `{"finished","summary","total","asked","right_first_time","right_after_tries","shown",
  /// "seconds"}`: `finished` is `complete`, `gave_up` or `end_of_input`.
  @MainActor
  static func finish(_ model: MapQuizViewModel, endedByInput: Bool) -> String {
    let finish: String
    switch model.state {
    case .finished(gaveUp: true): finish = endedByInput ? "end_of_input" : "gave_up"
    default: finish = "complete"
    }
    return JSONValue.object([
      ("finished", .string(finish)),
      ("summary", model.summary.map(JSONValue.string) ?? .null),
      ("total", .number(model.order.count)),
      ("asked", .number(model.outcomes.count)),
      ("right_first_time", .number(model.count(.firstTime))),
      ("right_after_tries", .number(model.count(.afterTries))),
      ("shown", .number(model.count(.revealed))),
      ("seconds", .decimal(model.timePlayed)),
    ]).serialized()
  }
}
