import Foundation
import QuizGame
import Testing

@testable import QuizTUI

@Suite("GameScreenRenderer")
struct GameScreenRendererTests {
  @Test func playing_at60x12_showsQuestionClockGridStatusAndInput() {
    var ui = GameUIState()
    ui.cursor = 4
    ui.newestHit = 8
    var model = southAmerica(found: [0, 2, 3, 8], timeLeft: 221, feedback: .hit("Peru"))
    model.input = "Para"

    let frame = GameScreenRenderer.render(
      model, ui,
      size: ScreenSize(columns: 60, rows: 12))

    #expect(
      frame.trimmedLines == [
        "Name the countries of South America                     3:41",
        "Argentina    ·········    Brazil       Chile",
        "·········    ·········    ·········    ·········",
        "Peru         ·········    ·········    ·········",
        "", "", "", "", "", "",
        " 3:41 left · 4/12 found · ✓ Peru · Esc clear",
        "› Para",
      ])
    #expect(frame.everyRowFits)
    #expect(frame.cursor?.row == 11)
    #expect(frame.cursor?.column == 6)
    #expect(frame.rows[3][0].role == .newHit)
    #expect(frame.rows[1][0].role == .found)
    #expect(frame.rows[1][13].role == .secondary)
  }

  @Test func playing_at20x5_stillShowsClockStatusAndInput() {
    let frame = GameScreenRenderer.render(
      southAmerica(found: [0], timeLeft: 65), GameUIState(), size: ScreenSize(columns: 20, rows: 5))

    #expect(
      frame.trimmedLines == [
        "Name the coun…  1:05",
        "Argentina",
        "·········",
        " 1:05 left",
        "›",
      ])
    #expect(frame.everyRowFits)
  }

  @Test func tooSmall_saysSo() {
    let frame = GameScreenRenderer.render(
      southAmerica(found: []), GameUIState(), size: ScreenSize(columns: 19, rows: 4))

    #expect(frame.trimmedLines.contains { $0.contains("Terminal too small") })
  }

  @Test func lastThirtySeconds_areMarkedWithBang_andEmphasized_notByColourAlone() {
    let frame = GameScreenRenderer.render(
      southAmerica(found: [0], timeLeft: 29), GameUIState(), size: ScreenSize(columns: 60, rows: 8))

    let status = frame.trimmedLines[6]
    #expect(status == " ! 0:29 left · 1/12 found · F3 hint · F4 pause · Esc give up")
    #expect(frame.rows[6][1].role == .statusError)
    #expect(frame.rows[6][1].text == "!")
  }

  @Test func untimed_hasNoClock() {
    let frame = GameScreenRenderer.render(
      southAmerica(found: [0], timeLeft: nil), GameUIState(), size: ScreenSize(columns: 60, rows: 8)
    )

    #expect(frame.trimmedLines[0] == "Name the countries of South America")
    #expect(frame.trimmedLines[6] == " 1/12 found · F3 hint · F4 pause · Esc give up · F1 help")
  }

  @Test func ready_showsCountLimitBestAndEnterToStart() {
    let model = GameScreenModel(
      question: "Name the countries of South America", items: southAmericaItems, timeLimit: 300,
      phase: .ready(best: BestScore(found: 9, total: 12, seconds: 300)))

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 60, rows: 12))

    #expect(
      frame.trimmedLines == [
        "Name the countries of South America                     5:00",
        "",
        " 12 answers to find in 5:00.",
        " Best in 5:00: 9 of 12.",
        " Type the answers: each counts the moment it is spelled, no",
        " Enter needed.",
        " F3 shows a first letter; a game with a hint sets no best",
        " score.",
        "",
        " Enter to start · Esc quit",
        " Ready · Enter start · Esc quit",
        "›",
      ])
    #expect(frame.cursor == nil)
  }

  @Test func ready_forTheWorld_saysWhichStatesItCounts() {
    var model = GameScreenModel(
      question: "Name the countries of the world", items: southAmericaItems, timeLimit: 900,
      phase: .ready(best: nil))
    model.counting =
      "It counts the 193 UN members, Vatican City and Kosovo; world 197 adds Palestine and Taiwan."

    let lines = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 80, rows: 12)
    ).trimmedLines

    #expect(
      lines[2...4] == [
        " 12 answers to find in 15:00.",
        " It counts the 193 UN members, Vatican City and Kosovo; world 197 adds",
        " Palestine and Taiwan.",
      ])
  }

  /// "not an answer" said what a place was not; what it is takes more room, and outranks the
  /// clock, which the top row shows too.
  @Test(arguments: [
    (
      100, false,
      " 14:59 left · 0/195 found · Abidjan is a city in Ivory Coast; its capital is Yamoussoukro"
    ),
    (80, false, " 0/195 found · Abidjan is a city in Ivory Coast; its capital is Yamoussoukro"),
    (70, false, " Abidjan is a city in Ivory Coast; its capital is Yamoussoukro"),
    (50, false, " 14:59 left · 0/195 found · Esc give up"),
    (80, true, " 0/195 found · Abidjan is a city in Ivory Coast; its capital is Yamoussoukro"),
  ])
  func aRefusal_showsWhole_beforeTheClockAndTheKeys(
    _ columns: Int, _ hurry: Bool, _ bar: String
  ) {
    let model = GameScreenModel(
      question: "Name the countries of the world", items: southAmericaItems, timeLimit: 900,
      timeLeft: hurry ? 20 : 899, found: 0,
      feedback: .notInGame("Abidjan is a city in Ivory Coast; its capital is Yamoussoukro"),
      phase: .playing)
    var counted = model
    counted.items = Array(repeating: southAmericaItems[0], count: 195)

    let frame = GameScreenRenderer.render(
      counted, GameUIState(), size: ScreenSize(columns: columns, rows: 12))

    #expect(frame.trimmedLines[10] == bar)
    // The last seconds' mark is the clock's: never painted over another segment.
    #expect(frame.rows[10].allSatisfy { $0.role == .statusBar })
  }

  /// A refusal too long for the status bar ("Palestine is a UN observer state: …" at 80
  /// columns) is never cut: it shows whole, wrapped, over the rows above the bar.
  @Test(arguments: [50, 80])
  func aRefusalLongerThanTheBar_showsWhole_aboveIt(columns: Int) {
    let sentence =
      "Palestine is a UN observer state: this game counts the 193 UN members, Vatican City "
      + "and Kosovo"
    var model = GameScreenModel(
      question: "Name the countries of the world", items: southAmericaItems, timeLimit: 900,
      timeLeft: 899, found: 0, feedback: .notInGame(sentence), phase: .playing)
    model.items = Array(repeating: southAmericaItems[0], count: 195)

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: columns, rows: 12))

    let lines = frame.trimmedLines
    let start = lines.firstIndex { $0.contains("Palestine") } ?? 0
    let shown = lines[start...9].map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(shown.joined(separator: " ") == sentence + ".")
    #expect(!lines.contains { $0.contains("…") })
    #expect(lines[10].contains("0/195 found"))
    #expect(frame.everyRowFits)
  }

  @Test func ready_forAPracticeRound_saysItKeepsNoBest_ratherThanNoBestYet() {
    var model = GameScreenModel(
      question: "Practise the countries of South America", items: southAmericaItems,
      timeLimit: 300, phase: .ready(best: nil), returnsToChat: false)
    model.isPractice = true

    let lines = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 100, rows: 12)
    ).trimmedLines

    #expect(
      lines.contains(" A practice round of answers you missed before: it keeps no best score."))
    #expect(!lines.contains(" No best score in 5:00 yet."))
    #expect(lines.contains(" F3 shows a first letter."))
  }

  @Test func ready_fromTheChat_saysEscGoesBack_andNoBestYet() {
    let model = GameScreenModel(
      question: "Name the countries of South America", items: southAmericaItems, timeLimit: 300,
      phase: .ready(best: nil), returnsToChat: true)

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 60, rows: 12))

    #expect(frame.trimmedLines.contains(" No best score in 5:00 yet."))
    #expect(frame.trimmedLines.contains(" Enter to start · Esc back to chat"))
    #expect(frame.trimmedLines[10] == " Ready · Enter start · Esc back to chat")
  }

  @Test func gaveUp_revealsTheMissedAnswers_markedWithACross() {
    var model = southAmerica(found: [0, 2, 3, 8], timeLeft: 100)
    model.phase = .finished(ended(.gaveUp, model, seconds: 200))
    model.items = model.items.map { item in
      var item = item
      if item.state == .blank { item.state = .missed }
      return item
    }

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 60, rows: 12))

    #expect(
      frame.trimmedLines == [
        "Name the countries of South America                     1:40",
        "You gave up: 4 of 12 in 3:20.",
        "",
        "Missed",
        "  Bolivia, Colombia, Ecuador, Guyana, Paraguay, Suriname,",
        "  Uruguay, Venezuela",
        "",
        "Argentina    ✗ Bolivia    Brazil       Chile",
        "✗ Colombia   ✗ Ecuador    ✗ Guyana     ✗ Paraguay",
        "Peru         ✗ Suriname   ✗ Uruguay    ✗ Venezuela",
        " You gave up: 4 of 12 in 3:20 · Enter play again · Esc quit",
        "›",
      ])
    #expect(frame.rows[1][0].role == .notice)
    #expect(frame.rows[3][0].role == .heading)
    #expect(frame.rows[4][2].role == .missed)
    #expect(frame.rows[7][13].role == .missed)
    #expect(frame.rows[7][0].role == .found)
  }

  @Test func timeUp_saysTheScore() {
    var model = southAmerica(found: [0, 2], timeLeft: 0)
    model.phase = .finished(ended(.timeUp, model, isNewBest: true, seconds: 300))

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 80, rows: 10))

    #expect(frame.trimmedLines[1] == "Time's up: 2 of 12 in 5:00. A new best in 5:00!")
    #expect(
      frame.trimmedLines[8].hasPrefix(" Time's up: 2 of 12 in 5:00 · A new best in 5:00! · Enter"))
  }

  @Test func theEnd_comparesTheResultWithTheBestAndTheLast() {
    var model = southAmerica(found: [0, 2], timeLeft: 0)
    model.phase = .finished(
      ended(.timeUp, model, comparison: "Best in 5:00: 9 of 12, last 5 of 12 (-3).", seconds: 300))
    var complete = southAmerica(found: Array(0..<12), timeLeft: 108)
    complete.phase = .finished(
      ended(
        .allFound(seconds: 192.6), complete, isNewBest: true,
        comparison: "Previous best in 5:00: all 12 in 3:30, last 11 of 12 (+1)."))

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 80, rows: 10))
    let completeFrame = GameScreenRenderer.render(
      complete, GameUIState(), size: ScreenSize(columns: 100, rows: 10))

    #expect(frame.trimmedLines[1] == "Time's up: 2 of 12 in 5:00.")
    #expect(frame.trimmedLines[2] == "Best in 5:00: 9 of 12, last 5 of 12 (-3).")
    #expect(frame.rows[2][0].role == .plain)
    #expect(frame.trimmedLines[8].hasPrefix(" Time's up: 2 of 12 in 5:00 · ✗ missed"))
    #expect(completeFrame.trimmedLines[1] == "All 12 found in 3:12. Well done! A new best in 5:00!")
    #expect(
      completeFrame.trimmedLines[2]
        == "Previous best in 5:00: all 12 in 3:30, last 11 of 12 (+1).")
  }

  @Test func allFound_praisesWithTheTime_andANewBest() {
    var model = southAmerica(found: Array(0..<12), timeLeft: 108)
    model.phase = .finished(ended(.allFound(seconds: 192), model, isNewBest: true))

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 60, rows: 10))

    #expect(frame.trimmedLines[1] == "All 12 found in 3:12. Well done! A new best in 5:00!")
    #expect(frame.rows[1][0].role == .answerLabel)
    #expect(
      frame.trimmedLines[8] == " All 12 found in 3:12 · A new best in 5:00! · Enter again")
  }

  @Test func regions_areHeadings_andATallGridScrolls_withMarkers() {
    var ui = GameUIState()
    let model = GameScreenModel(
      question: "Name the countries of the world", items: worldSample, timeLimit: 900,
      timeLeft: 900, phase: .playing)

    let top = GameScreenRenderer.render(model, ui, size: ScreenSize(columns: 40, rows: 10))
    ui.scroll = 5
    let scrolled = GameScreenRenderer.render(model, ui, size: ScreenSize(columns: 40, rows: 10))

    #expect(
      top.trimmedLines == [
        "Name the countries of the world    15:00",
        "▸Africa 0/3 · Americas 0/2",
        "Europe 0/2",
        "Africa 0/3",
        "·········  ·········  ·········",
        "",
        "Americas 0/2",
        "↓ more below · PgDn",
        " 15:00 left · 0/7 found · Esc give up",
        "›",
      ])
    #expect(top.rows[1][0].role == .heading)
    #expect(
      scrolled.trimmedLines == [
        "Name the countries of the world    15:00",
        "Africa 0/3 · ▸Americas 0/2",
        "Europe 0/2",
        "Americas 0/2  ↑ more above · PgUp",
        "·········  ·········",
        "",
        "Europe 0/2",
        "·········  ·········",
        " 15:00 left · 0/7 found · Esc give up",
        "›",
      ])
  }

  @Test func flags_showTheirClue_andF2ShowsTheirDescriptions() {
    var ui = GameUIState()
    let model = GameScreenModel(
      question: "Name the countries of South America by their flags", items: flagItems,
      timeLimit: 300, timeLeft: 300, found: 1, phase: .playing)

    let plain = GameScreenRenderer.render(model, ui, size: ScreenSize(columns: 60, rows: 8))
    ui.showsDetails = true
    let detailed = GameScreenRenderer.render(model, ui, size: ScreenSize(columns: 60, rows: 8))

    #expect(
      plain.trimmedLines[1...2] == [
        "🇦🇷 → Argentina    🇧🇷 → ·········    🇨🇱 → ·········",
        "",
      ])
    #expect(plain.trimmedLines[6] == " 5:00 left · 1/3 found · F2 describe flags · Esc give up")
    #expect(
      GameScreenRenderer.render(model, GameUIState(), size: ScreenSize(columns: 100, rows: 8))
        .trimmedLines[6]
        == " 5:00 left · 1/3 found · F2 describe flags · F3 hint · F4 pause · Esc give up · F1 help"
    )
    #expect(
      detailed.trimmedLines[1...3] == [
        "🇦🇷 → Argentina — Light blue and white stripes, a sun in th…",
        "🇧🇷 → ········· — A green field with a yellow rhombus.",
        "🇨🇱 → ········· — White over red, a blue square with a whit…",
      ])
    #expect(plain.everyRowFits)
    #expect(detailed.everyRowFits)
  }

  /// "the closest to the Sun Mercury" read as one phrase: the clue is dim, and an arrow leads
  /// to the answer.
  @Test func aClue_isDim_andSetApartFromItsAnswer() {
    let items = [
      GameScreenModel.Item(
        id: 0, answer: "Mercury", clue: "the closest to the Sun", state: .found),
      GameScreenModel.Item(id: 1, answer: "Venus", clue: "the hottest"),
      GameScreenModel.Item(id: 2, answer: "Mars", clue: "the red one", state: .missed),
    ]
    let model = GameScreenModel(
      question: "Name the planets", items: items, timeLimit: 300, timeLeft: 300, found: 1,
      phase: .playing)

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 40, rows: 8))

    #expect(
      frame.trimmedLines[1...3] == [
        "the closest to the Sun → Mercury", "the hottest → ·········",
        "the red one → ✗ Mars",
      ])
    let clue = "the closest to the Sun → ".count
    #expect(frame.rows[1][0..<clue].allSatisfy { $0.role == .secondary })
    #expect(frame.rows[1][clue..<(clue + "Mercury".count)].allSatisfy { $0.role == .found })
    #expect(frame.rows[3][0].role == .secondary)
    #expect(frame.rows[3]["the red one → ".count].role == .missed)
  }

  @Test func aFlagsDescription_neverNamesTheUnfoundAnswer() {
    var ui = GameUIState()
    ui.showsDetails = true
    let items = [
      GameScreenModel.Item(
        id: 0, answer: "Argentina", clue: "🇦🇷",
        detail: "The flag of Argentina features three bands; Argentina's sun."),
      GameScreenModel.Item(
        id: 1, answer: "Sri Lanka", clue: "🇱🇰", detail: "The flag of Sri Lanka has a lion."),
      GameScreenModel.Item(
        id: 2, answer: "Chile", clue: "🇨🇱", detail: "The flag of Chile has a star.",
        state: .found),
    ]
    let model = GameScreenModel(
      question: "Flags", items: items, timeLimit: 300, timeLeft: 300, found: 1, phase: .playing)

    let frame = GameScreenRenderer.render(model, ui, size: ScreenSize(columns: 80, rows: 8))

    #expect(
      frame.trimmedLines[1...3] == [
        "🇦🇷 → ········· — The flag of … features three bands; … sun.",
        "🇱🇰 → ········· — The flag of … has a lion.",
        "🇨🇱 → Chile — The flag of Chile has a star.",
      ])
  }

  @Test func loadError_namesTheSource_andOffersF5() {
    let model = GameScreenModel(
      question: "", items: [],
      phase: .error(
        source: "http://127.0.0.1:8080/quiz.json", reason: "connection refused",
        isInvalidData: false))

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 60, rows: 10))

    #expect(
      frame.trimmedLines[2...3] == [
        " Could not load the quiz from", " http://127.0.0.1:8080/quiz.json:",
      ])
    #expect(frame.trimmedLines.contains(" connection refused"))
    #expect(frame.trimmedLines[8] == " No connection · F5 retry · Esc quit")
    #expect(frame.rows[8][1].role == .statusError)
  }

  @Test(arguments: [(20, 5), (40, 10), (80, 24), (132, 50)])
  func everySize_fitsEveryRow(_ columns: Int, _ rows: Int) {
    var model = southAmerica(found: [1, 4], timeLeft: 12)
    model.items += worldSample.map {
      GameScreenModel.Item(id: $0.id + 12, answer: "中华人民共和国 e\u{301} 👨‍👩‍👧", group: nil)
    }

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: columns, rows: rows))

    #expect(frame.everyRowFits)
  }
}

// MARK: - Helpers

private let southAmericaNames = [
  "Argentina", "Bolivia", "Brazil", "Chile", "Colombia", "Ecuador", "Guyana", "Paraguay", "Peru",
  "Suriname", "Uruguay", "Venezuela",
]

private let southAmericaItems = southAmericaNames.enumerated().map {
  GameScreenModel.Item(id: $0.offset, answer: $0.element)
}

/// The end of a game shown by `model`, as its controller words it from the game: the missed
/// answers are its items still blank (or marked missed), by region when they have one.
func ended(
  _ verdict: GameEndWords.Verdict, _ model: GameScreenModel, isNewBest: Bool = false,
  comparison: String? = nil, foundWithHints: Int = 0, seconds: Double? = nil,
  noBest: NoBestReason? = nil
) -> GameEndWords {
  let unfound = model.items.filter { $0.state != .found }
  var missed: [GameEndWords.Missed] = []
  if unfound.allSatisfy({ $0.group == nil }) {
    missed = [.init(region: nil, total: model.total, answers: unfound.map(\.answer))]
  } else {
    var regions: [String] = []
    for item in model.items {
      if let group = item.group, !regions.contains(group) { regions.append(group) }
    }
    for group in regions {
      let items = model.items.filter { $0.group == group }
      missed.append(
        .init(
          region: group, total: items.count,
          answers: items.filter { $0.state != .found }.map(\.answer)))
    }
  }
  return GameEndWords(
    verdict: verdict, found: model.found, total: model.total, seconds: seconds,
    timeLimit: model.bestLimit, foundWithHints: foundWithHints, isNewBest: isNewBest,
    noBest: noBest, comparison: comparison, missed: missed)
}

private func southAmerica(
  found: [Int], timeLeft: Int? = 221, feedback: GameScreenModel.Feedback? = nil
) -> GameScreenModel {
  GameScreenModel(
    question: "Name the countries of South America",
    items: southAmericaItems.map { item in
      var item = item
      item.state = found.contains(item.id) ? .found : .blank
      return item
    }, timeLimit: timeLeft == nil ? nil : 300, timeLeft: timeLeft, found: found.count,
    feedback: feedback, phase: .playing)
}

private let worldSample: [GameScreenModel.Item] = [
  ("Algeria", "Africa"), ("Egypt", "Africa"), ("Kenya", "Africa"), ("Brazil", "Americas"),
  ("Canada", "Americas"), ("France", "Europe"), ("Spain", "Europe"),
].enumerated().map {
  GameScreenModel.Item(id: $0.offset, answer: $0.element.0, group: $0.element.1)
}

private let flagItems: [GameScreenModel.Item] = [
  GameScreenModel.Item(
    id: 0, answer: "Argentina", clue: "🇦🇷",
    detail: "Light blue and white stripes, a sun in the middle.", state: .found),
  GameScreenModel.Item(
    id: 1, answer: "Brazil", clue: "🇧🇷", detail: "A green field with a yellow rhombus."),
  GameScreenModel.Item(
    id: 2, answer: "Chile", clue: "🇨🇱", detail: "White over red, a blue square with a white star."),
]
