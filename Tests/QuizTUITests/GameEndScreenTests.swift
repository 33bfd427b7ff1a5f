import Foundation
import QuizGame
import Testing

@testable import QuizTUI

/// The end screen shows what it exists to show whole: the result with its time, why no best,
/// and every missed answer, wrapped and paged, never cut, down to 60 columns.
@MainActor
@Suite("Game end screen: every result shown whole")
struct GameEndScreenTests {
  @Test(arguments: [60, 80, 100])
  func everyMissedAnswer_andTheSummary_showWhole_pageByPage(columns: Int) {
    let (sut, clock) = makeSUT(columns: columns, rows: 24)
    sut.handle(.enter)
    clock.advance(by: 61)
    sut.handle(.text("Nairobi"))
    sut.handle(.escape)
    sut.handle(.enter)

    let pages = allPages(sut)

    let text = pages.flatMap(\.self)
    #expect(text.contains("You gave up: 1 of \(capitals.count) in 1:01. A new best in 5:00!"))
    for (capital, country, _) in capitals where capital != "Nairobi" {
      // Whole in the list of missed answers, and whole in the grid.
      #expect(text.contains { $0.contains("\(country) → \(capital)") })
      #expect(text.contains { $0.contains("\(country) → ✗ \(capital)") })
    }
    #expect(!text.contains { $0.contains("…") })
    #expect(pages.count > 1)
  }

  @Test func pgDn_pagesTheEnd_withMarkers_andHomeAndEndGoToEitherEnd() {
    let (sut, _) = makeSUT(columns: 80, rows: 24)
    sut.handle(.enter)
    sut.handle(.escape)
    sut.handle(.enter)

    let first = sut.render().trimmedLines
    sut.handle(.pageDown)
    let second = sut.render().trimmedLines
    sut.handle(.end)
    let last = sut.render().trimmedLines
    sut.handle(.up)
    let up = sut.ui.endScroll
    sut.handle(.home)

    #expect(first[1].hasPrefix("You gave up: 0 of"))
    #expect(first[21] == "↓ more below · PgDn")
    #expect(second[1] == "↑ more above · PgUp")
    #expect(!second.contains { $0.hasPrefix("You gave up") })
    #expect(last[21] != "↓ more below · PgDn")
    #expect(up > 0)
    #expect(sut.ui.endScroll == 0)
  }

  @Test func playingAgain_startsTheNextEndAtItsTop() {
    let (sut, _) = makeSUT(columns: 80, rows: 24)
    sut.handle(.enter)
    sut.handle(.escape)
    sut.handle(.enter)
    sut.handle(.pageDown)

    sut.handle(.enter)
    sut.handle(.escape)
    sut.handle(.enter)

    #expect(sut.ui.endScroll == 0)
    #expect(sut.render().trimmedLines[1].hasPrefix("You gave up"))
  }

  @Test func aTallerScreen_bringsThePageBackInRange() {
    let (sut, _) = makeSUT(columns: 100, rows: 40)
    sut.handle(.enter)
    sut.handle(.escape)
    sut.handle(.enter)
    sut.handle(.end)

    sut.resize(to: ScreenSize(columns: 100, rows: 60))

    #expect(sut.render().trimmedLines[1].hasPrefix("You gave up"))
  }

  @Test func theEnd_saysWhyAGameWithHintsSetsNoBest() {
    let (sut, _) = makeSUT(columns: 80, rows: 24)
    sut.handle(.enter)
    sut.handle(.function(3))
    sut.handle(.function(3))
    sut.handle(.text("Nairobi"))
    sut.handle(.escape)
    sut.handle(.enter)

    let lines = sut.render().trimmedLines

    #expect(lines[1].hasSuffix("No best score: 2 hints used."))
    #expect(!lines.contains { $0.contains("new best") })
  }

  @Test func f1_saysWhyThisGameSetsNoBest_onceAHintIsUsed() {
    let (sut, _) = makeSUT(columns: 80, rows: 24)
    sut.handle(.enter)
    sut.handle(.function(1))
    let before = sut.render().trimmedLines
    sut.handle(.function(1))
    sut.handle(.function(3))
    sut.handle(.function(1))

    let after = sut.render().trimmedLines

    #expect(before.contains("               a game with a hint sets no best score."))
    #expect(!before.contains(" No best score: 1 hint used."))
    #expect(after.contains(" No best score: 1 hint used."))
  }

  @Test func theReadyScreen_saysTheBestOfThisLimit_andTheHintRule() {
    let scores = InMemoryScoreStore([
      "capitals": [
        TimeLimit(300): BestScore(found: 31, total: 54, seconds: 300),
        .untimed: BestScore(found: 54, total: 54, seconds: 700),
      ]
    ])
    let (timed, _) = makeSUT(columns: 80, rows: 24, scores: scores)
    let (untimed, _) = makeSUT(columns: 80, rows: 24, timeLimit: nil, scores: scores)

    let timedLines = timed.render().trimmedLines
    let untimedLines = untimed.render().trimmedLines

    #expect(timedLines.contains(" Best in 5:00: 31 of 54."))
    #expect(untimedLines.contains(" Best untimed: all 54 in 11:40."))
    #expect(
      timedLines.contains(" F3 shows a first letter; a game with a hint sets no best score."))
  }

  // MARK: - Helpers

  /// African capitals, their countries' long names with flags, in their regions.
  private let capitals: [(String, String, String)] = [
    ("Bujumbura", "Burundi 🇧🇮", "Eastern Africa"), ("Moroni", "Comoros 🇰🇲", "Eastern Africa"),
    ("Nairobi", "Kenya 🇰🇪", "Eastern Africa"), ("Addis Ababa", "Ethiopia 🇪🇹", "Eastern Africa"),
    ("Antananarivo", "Madagascar 🇲🇬", "Eastern Africa"),
    ("Bangui", "Central African Republic 🇨🇫", "Middle Africa"),
    ("Ciudad de la Paz", "Equatorial Guinea 🇬🇶", "Middle Africa"),
    ("Brazzaville", "Republic of the Congo 🇨🇬", "Middle Africa"),
    ("São Tomé", "São Tomé and Príncipe 🇸🇹", "Middle Africa"),
    ("Kinshasa", "DR Congo 🇨🇩", "Middle Africa"), ("Luanda", "Angola 🇦🇴", "Middle Africa"),
    ("Tripoli", "Libya 🇱🇾", "Northern Africa"), ("Khartoum", "Sudan 🇸🇩", "Northern Africa"),
    ("Ouagadougou", "Burkina Faso 🇧🇫", "Western Africa"),
    ("Yamoussoukro", "Ivory Coast 🇨🇮", "Western Africa"),
    ("Nouakchott", "Mauritania 🇲🇷", "Western Africa"),
    ("Freetown", "Sierra Leone 🇸🇱", "Western Africa"),
    ("Bissau", "Guinea-Bissau 🇬🇼", "Western Africa"),
  ]

  private func makeSUT(
    columns: Int, rows: Int, timeLimit: TimeInterval? = 300,
    scores: InMemoryScoreStore = InMemoryScoreStore()
  ) -> (GameScreenController, TestClock) {
    let clock = TestClock()
    let game = Game(
      id: "capitals", question: "Name the capitals of Africa",
      items: capitals.enumerated().map { position, capital in
        GameItem(
          id: position, answer: capital.0, spellings: [], clue: GameClue(text: capital.1),
          group: capital.2)
      }, timeLimit: timeLimit)
    let model = GameViewModel(game: game, scores: scores, clock: { clock.now })
    return (
      GameScreenController(
        model: model, size: ScreenSize(columns: columns, rows: rows), returnsToChat: false),
      clock
    )
  }

  /// Every page of the end, from the top, PgDn after PgDn, each without its header, status
  /// bar and input line.
  private func allPages(_ sut: GameScreenController) -> [[String]] {
    var pages: [[String]] = []
    var scroll = -1
    while sut.ui.endScroll != scroll, pages.count < 50 {
      scroll = sut.ui.endScroll
      let lines = sut.render().trimmedLines
      pages.append(Array(lines.dropFirst().dropLast(2)))
      sut.handle(.pageDown)
    }
    return pages
  }
}
