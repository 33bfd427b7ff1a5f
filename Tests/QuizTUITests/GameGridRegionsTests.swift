import CountryData
import QuizEngine
import QuizGame
import Testing

@testable import QuizTUI

@MainActor
@Suite("Game grid: region counts, and labels that fit where the screen has room")
struct GameGridRegionsTests {
  @Test func eachHeading_countsItsFoundAnswers_andACompleteRegionIsSaidInWords() {
    let model = GameScreenModel(
      question: "Name the countries of the world",
      items: regionItems(found: ["Algeria", "France", "Spain"]), timeLimit: 900, timeLeft: 900,
      found: 3, phase: .playing)

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 40, rows: 14))

    #expect(frame.trimmedLines.contains("Africa 1/3"))
    #expect(frame.trimmedLines.contains("Americas 0/2"))
    #expect(frame.trimmedLines.contains("Europe 2/2 ✓ all found"))
  }

  @Test func theEnd_saysHowManyWereMissedInEachRegion() {
    var model = GameScreenModel(
      question: "Name the countries of the world",
      items: regionItems(found: ["Algeria", "France", "Spain", "Canada"]), timeLimit: 900,
      timeLeft: 0, found: 4, phase: .playing)
    model.items = model.items.map { item in
      var item = item
      if item.state == .blank { item.state = .missed }
      return item
    }
    model.phase = .finished(ended(.timeUp, model))

    let frame = GameScreenRenderer.render(
      model, GameUIState(), size: ScreenSize(columns: 80, rows: 14))

    #expect(frame.trimmedLines[1] == "Time's up: 4 of 7.")
    #expect(frame.trimmedLines.contains("Missed in Africa (2 of 3)"))
    #expect(frame.trimmedLines.contains("Missed in Americas (1 of 2)"))
  }

  @Test func headingCounts_followAHit() throws {
    let game = try CountryGames.make(.world, from: BundledCountryLoader().loadCatalog())
    let sut = started(game, size: ScreenSize(columns: 100, rows: 30))
    let total = game.items.count(where: { $0.group == "Americas" })

    for letter in "Peru" { sut.handle(.text(String(letter))) }

    #expect(sut.render().trimmedLines.contains("Americas 1/\(total)"))
  }

  @Test func capitalsOfSouthAmerica_at100x30_showEveryLabelWhole() {
    let sut = started(capitalsOf: "south america", size: ScreenSize(columns: 100, rows: 30))
    sut.handle(.escape)
    sut.handle(.enter)

    let lines = sut.render().trimmedLines

    #expect(!lines.contains { $0.contains("…") }, "\(lines)")
    #expect(lines.contains { $0.contains("Argentina 🇦🇷 → ✗ Buenos Aires") })
    #expect(lines.contains { $0.contains("Venezuela 🇻🇪 → ✗ Caracas") })
  }

  @Test func worldGame_at120Columns_keepsLongNamesWhole_butTheLongest() throws {
    let game = try CountryGames.make(.world, from: BundledCountryLoader().loadCatalog())
    let sut = started(game, size: ScreenSize(columns: 120, rows: 30))
    sut.handle(.escape)
    sut.handle(.enter)

    let frame = sut.render()
    var lines = frame.trimmedLines
    for _ in 0..<20 {
      sut.handle(.pageDown)
      lines += sut.render().trimmedLines
    }

    #expect(lines.contains { $0.contains("✗ São Tomé and Príncipe") })
    #expect(lines.contains { $0.contains("✗ Central African Republic") })
    #expect(!lines.contains { $0.contains("São Tomé and Pr…") })
    #expect(frame.everyRowFits)
  }

  @Test func aCutLabel_isShownWhole_forTheNewestHit() throws {
    let game = try CountryGames.make(.world, from: BundledCountryLoader().loadCatalog())
    let sut = started(game, size: ScreenSize(columns: 80, rows: 24))
    let before = sut.render().trimmedLines

    for letter in "Saint Vincent and the Grenadines" { sut.handle(.text(String(letter))) }
    let frame = sut.render()

    let grid = frame.trimmedLines.dropFirst().dropLast(2)
    #expect(sut.model.found == 1)
    #expect(!before.contains { $0.contains("Saint Vincent and the Grenadines") })
    #expect(grid.contains { $0.hasSuffix(" Saint Vincent and the Grenadines") }, "\(grid)")
    #expect(frame.everyRowFits)
  }

  @Test func aGridThatFits_keepsEveryLabelWhole_inAsManyColumnsAsFit() {
    let items = ["Saint Vincent and the Grenadines", "Chad", "Peru"].enumerated().map {
      GameScreenModel.Item(id: $0.offset, answer: $0.element, state: .found)
    }

    let layout = GameGridLayout(items: items, width: 80, height: 10, showsDetails: false)

    #expect(layout.contentWidth == 34)
    #expect(layout.columns == 2)
    #expect(layout.text(at: 0, state: .found) == "Saint Vincent and the Grenadines")
  }

  @Test func aTallGrid_narrowsItsColumns_noFurtherThanReadable() {
    let items = (0..<60).map { index in
      GameScreenModel.Item(
        id: index, answer: index == 0 ? "Saint Vincent and the Grenadines" : "Country \(index)")
    }

    let layout = GameGridLayout(items: items, width: 80, height: 10, showsDetails: false)

    #expect(layout.columns == 3)
    #expect(layout.contentWidth >= GameGridLayout.readableWidth)
    #expect(layout.text(at: 0, state: .found).hasSuffix("…"))
  }

  /// At 200×50 only three regions' headings fit: every region's count stays in view on one
  /// line over the grid, the region in view marked, and its heading stays over its rows.
  @Test func everyRegionsCount_staysInView_andTheRowsInViewKeepTheirHeading() throws {
    let game = try CountryGames.make(.world, from: BundledCountryLoader().loadCatalog())
    let sut = started(game, size: ScreenSize(columns: 200, rows: 50))
    for letter in "Peru" { sut.handle(.text(String(letter))) }
    let first = sut.render().trimmedLines

    sut.handle(.pageDown)
    sut.handle(.pageDown)
    let scrolled = sut.render()

    let regions = ["Africa 0/", "Americas 1/", "Asia 0/", "Europe 0/", "Oceania 0/"]
    #expect(regions.allSatisfy { first[1].contains($0) }, "\(first[1])")
    #expect(first[1].contains("▸Africa"))
    let line = scrolled.trimmedLines[1]
    #expect(regions.allSatisfy { line.contains($0) }, "\(line)")
    let marked = try #require(regions.first { line.contains("▸" + $0) })
    let region = String(marked.dropLast(3))
    let heading = scrolled.trimmedLines[2]
    #expect(heading.hasPrefix(region + " "), "\(heading)")
    #expect(heading.contains("↑"))
    #expect(scrolled.everyRowFits)
  }

  /// A player who scrolled to look at a region is not pulled away by the next hit; after a
  /// few seconds without scrolling, the grid follows hits again.
  @Test func aHit_movesTheGrid_onlyWhenThePlayerHasNotScrolledForAFewSeconds() throws {
    let game = try CountryGames.make(.world, from: BundledCountryLoader().loadCatalog())
    let sut = started(game, size: ScreenSize(columns: 100, rows: 30))
    var now = ContinuousClock.now
    sut.clock = { now }
    for _ in 0..<30 { sut.handle(.pageDown) }
    let bottom = sut.ui.scroll

    for letter in "Algeria" { sut.handle(.text(String(letter))) }
    let afterAHitAtOnce = sut.ui.scroll
    now += .seconds(GameScreenUpdate.followsHitsAfter + 1)
    for letter in "Egypt" { sut.handle(.text(String(letter))) }

    #expect(bottom > 0)
    #expect(sut.model.found == 2)
    #expect(afterAHitAtOnce == bottom)
    #expect(sut.ui.scroll < bottom)
  }

  // MARK: - Helpers

  private func regionItems(found: Set<String>) -> [GameScreenModel.Item] {
    [
      ("Algeria", "Africa"), ("Egypt", "Africa"), ("Kenya", "Africa"), ("Brazil", "Americas"),
      ("Canada", "Americas"), ("France", "Europe"), ("Spain", "Europe"),
    ].enumerated().map {
      GameScreenModel.Item(
        id: $0.offset, answer: $0.element.0, group: $0.element.1,
        state: found.contains($0.element.0) ? .found : .blank)
    }
  }

  private func started(capitalsOf area: String, size: ScreenSize) -> GameScreenController {
    guard case .topic(let topic) = GameTopicReader.read("capitals of \(area)"),
      let game = try? CountryGames.make(topic, from: BundledCountryLoader().loadCatalog())
    else {
      Issue.record("no game of the capitals of \(area)")
      return started(Game(id: "none", question: "", items: [], timeLimit: nil), size: size)
    }
    return started(game, size: size)
  }

  private func started(_ game: Game, size: ScreenSize) -> GameScreenController {
    let sut = GameScreenController(
      model: GameViewModel(game: game), size: size, returnsToChat: false)
    sut.handle(.enter)
    return sut
  }
}
