import CountryData
import QuizDaily
import QuizEngine
import Testing

@testable import QuizTUI

@MainActor
@Suite("Daily screen: the silhouette, the guesses, the end, at any size")
struct DailyScreenTests {
  @Test func aNameSpelledWhole_isGuessed_andItsLineShown() throws {
    let controller = try makeSUT(answer: "ES", size: ScreenSize(columns: 80, rows: 24))

    for letter in ["P", "e", "r", "u"] { controller.handle(.text(letter)) }

    let lines = controller.render().lines
    #expect(lines.contains { $0.hasPrefix(" Peru  ") && $0.contains(" km  ") })
    #expect(lines.contains { $0.hasPrefix(" 5 guesses left") })
    #expect(
      lines[22]
        == " Extra · 5 guesses left · F1 help · Esc quit".padding(
          toLength: 80, withPad: " ", startingAt: 0))
    #expect(controller.ui.input.isEmpty)
  }

  @Test func aNameThatStartsALongerOne_showsTheEnterCue() throws {
    let controller = try makeSUT(answer: "ES", size: ScreenSize(columns: 80, rows: 24))

    for letter in ["N", "i", "g", "e", "r"] { controller.handle(.text(letter)) }

    #expect(controller.render().lines[23].hasPrefix("› Niger ⏎ Niger"))
    controller.handle(.enter)
    #expect(controller.session.game.guesses.map(\.code) == ["NE"])
  }

  @Test func anUnknownName_saysSo_andCostsNoGuess() throws {
    let controller = try makeSUT(answer: "ES", size: ScreenSize(columns: 80, rows: 24))

    for letter in ["X", "y", "z"] { controller.handle(.text(letter)) }
    controller.handle(.enter)

    let lines = controller.render().lines
    #expect(lines.contains { $0.hasPrefix(" No country or territory is called Xyz.") })
    #expect(controller.session.game.guessesLeft == 6)
  }

  @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 200, rows: 50)])
  func theEnd_showsTheAnswer_theShareLine_andTheMap(size: ScreenSize) throws {
    let controller = try makeSUT(answer: "ES", size: size)

    for text in ["Portugal", "Spain"] {
      controller.handle(.paste(text))
      controller.handle(.enter)
    }

    let lines = controller.render().lines
    #expect(lines[1].hasPrefix(" Solved in 2 of 6."))
    #expect(lines[2].hasPrefix(" It was Spain 🇪🇸, capital Madrid, code ES."))
    #expect(lines[3].hasPrefix(" Portugal  "))
    #expect(lines[5].hasPrefix(" QuizEngine daily extra  2/6  🟨🟩"))
    #expect(lines.contains { $0.hasPrefix(" " + DailyShapes.legend) })
    #expect(lines[size.rows - 2].contains("Solved"))
  }

  @Test func theShareLine_usesTextMarks_underNoColour() throws {
    let controller = try makeSUT(
      answer: "ES", size: ScreenSize(columns: 80, rows: 24), colour: false)

    controller.handle(.paste("Spain"))
    controller.handle(.enter)

    #expect(controller.render().lines[4].hasPrefix(" QuizEngine daily extra  1/6  ✓"))
  }

  @Test(arguments: [
    ScreenSize(columns: 20, rows: 5), ScreenSize(columns: 30, rows: 8),
    ScreenSize(columns: 10, rows: 3),
  ])
  func tinyTerminals_drawWithoutCrashing(size: ScreenSize) throws {
    let controller = try makeSUT(answer: "RU", size: size)

    controller.handle(.paste("Chile"))
    let frame = controller.render()

    #expect(frame.lines.count == size.rows)
  }

  @Test func escape_clearsTheLine_thenQuits() throws {
    let controller = try makeSUT(answer: "ES", size: ScreenSize(columns: 80, rows: 24))
    controller.handle(.text("P"))

    controller.handle(.escape)
    #expect(controller.ui.input.isEmpty)
    #expect(!controller.isDone)
    controller.handle(.escape)
    #expect(controller.isDone)
  }

  @Test func f1_showsHelp_andEscClosesIt() throws {
    let controller = try makeSUT(answer: "ES", size: ScreenSize(columns: 80, rows: 24))

    controller.handle(.function(1))
    #expect(controller.render().lines[0].contains(DailyHelp.title))
    controller.handle(.escape)

    #expect(!controller.ui.showsHelp)
    #expect(!controller.isDone)
  }

  /// The measure: every state's silhouette has at least 40 braille dots at 80×24.
  @Test func everyState_drawsASilhouetteOfAtLeast40Dots_at80x24() throws {
    let atlas = try Self.atlas()
    let size = ScreenSize(columns: 80, rows: 24)

    for code in atlas.states {
      let game = try #require(
        DailyGame(atlas: atlas, answer: code, day: CalendarDay(daysSince1970: 0), isToday: false))
      let drawings = DailyDrawings.make(game, size: size, colour: true)
      let dots = drawings.silhouette.joined().unicodeScalars.reduce(0) { count, scalar in
        (0x2800...0x28FF).contains(scalar.value)
          ? count + (scalar.value - 0x2800).nonzeroBitCount : count
      }
      #expect(dots >= 40, "\(code): \(dots) dots")
    }
  }

  static let bundledAtlas: DailyAtlas? = {
    guard let catalog = try? BundledCountryLoader().loadCatalog() else { return nil }
    return try? DailyAtlas(catalog: catalog, points: DailyShapes.labelPoints())
  }()

  static func atlas() throws -> DailyAtlas { try #require(bundledAtlas) }

  private func makeSUT(answer: String, size: ScreenSize, colour: Bool = true) throws
    -> DailyScreenController
  {
    let atlas = try Self.atlas()
    let session = try #require(
      DailySession(
        extra: CalendarDay(year: 2026, month: 11, day: 28), atlas: atlas,
        pick: { $0.first { $0 == answer } }))
    return DailyScreenController(session: session, size: size, colour: colour)
  }
}
