import CountryData
import QuizGame
import QuizTestSupport
import Testing

@testable import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite("MapQuizMap: the country asked solid, and zoomed in an inset when too small")
@MainActor
struct MapQuizMapTests {
  @Test(arguments: [("map of europe", "LU"), ("map of asia", "SG"), ("map of oceania", "TV")])
  func aTinyCountry_getsAnInset_withItSolid(topic: String, code: String) throws {
    let game = try mapGame(topic)
    let sut = MapQuizMap(codes: game.items.map(\.code))
    let asked = try #require(game.items.first { $0.code == code }?.id)

    let rows = sut.rows(asked: asked, columns: 78, rows: 20)

    let text = rows.map { String(String.UnicodeScalarView($0.compactMap(\.scalar))) }
    let top = try #require(text.firstIndex { $0.contains("┌") }, "no inset for \(code)")
    let bottom = try #require(text.firstIndex { $0.contains("└") })
    #expect(bottom > top + 2)
    let left = try #require(rows[top].firstIndex { $0.text == "┌" })
    let right = try #require(rows[top].firstIndex { $0.text == "┐" })
    let inside = rows[(top + 1)..<bottom].flatMap { $0[(left + 1)..<right] }
    #expect(inside.contains { $0.role == .newHit }, "\(code) is not solid in its inset")
    // The main map still marks it, outside the box.
    let outside = rows.indices.flatMap { row in
      rows[row].indices.filter { column in
        !((top...bottom).contains(row) && (left...right).contains(column))
          && rows[row][column].role == .newHit
      }
    }
    #expect(!outside.isEmpty, "\(code) has no marker on the main map")
  }

  @Test(arguments: ["FR", "PL"])
  func aCountryBigEnough_hasNoInset(code: String) throws {
    let game = try mapGame("map of europe")
    let sut = MapQuizMap(codes: game.items.map(\.code))
    let asked = try #require(game.items.first { $0.code == code }?.id)

    let lines = sut.lines(asked: asked, columns: 78, rows: 20)

    #expect(!lines.joined().contains("┌"))
    #expect(lines.joined().unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
  }
}

@Suite("Map quiz screen at 80×24 and 200×50")
@MainActor
struct MapQuizScreenTests {
  @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 200, rows: 50)])
  func start_play_andEnd(size: ScreenSize) throws {
    let (sut, quiz) = try makeSUT(size: size)

    let ready = sut.render()
    sut.handle(.enter)
    let first = try #require(quiz.asked)
    let playing = sut.render()
    for character in first.answer { sut.handle(.text(String(character))) }
    let afterRight = sut.render()
    sut.handle(MapQuizScreenController.showKey)
    let end = sut.render()

    #expect(
      ready.trimmedLines[1].hasPrefix(
        " Name the countries of Australia and New Zealand on the map: 2"))
    #expect(ready.lines[size.rows - 2].contains("Enter start"))
    #expect(playing.trimmedLines[0].hasSuffix("1 of 2"))
    #expect(playing.lines[size.rows - 3].contains(MapQuizViewModel.question))
    #expect(playing.lines[size.rows - 2].contains("Tab show"))
    #expect(playing.rows.joined().contains { $0.role == .newHit })
    #expect(afterRight.lines[size.rows - 3].contains("Right: \(first.answer)."))
    #expect(afterRight.trimmedLines[0].hasSuffix("2 of 2"))
    #expect(end.trimmedLines[1].hasPrefix(" All 2 asked in 0:00: 1 right first time"))
    #expect(end.lines[size.rows - 2].contains("Enter play again"))
    for frame in [ready, playing, afterRight, end] { #expect(frame.everyRowFits) }
  }

  @Test func aWrongName_saysWhereItLies_onTheLineAboveTheBar() throws {
    let (sut, quiz) = try makeSUT(size: ScreenSize(columns: 80, rows: 24), topic: "map of europe")
    sut.handle(.enter)
    let asked = try #require(quiz.asked)
    let other = asked.code == "FR" ? "Spain" : "France"

    for character in other { sut.handle(.text(String(character))) }
    sut.handle(.enter)

    let line = sut.render().lines[21]
    #expect(line.contains(" of the country shown. 2 tries left."))
  }

  @Test func escOnAnEmptyLine_andCtrlC_askToGiveUp_enterGivesUp() throws {
    let (sut, quiz) = try makeSUT(size: ScreenSize(columns: 80, rows: 24))
    sut.handle(.enter)

    sut.handle(.escape)
    let asking = sut.render()
    sut.handle(.escape)
    #expect(quiz.state == .playing)
    sut.handle(.control("c"))
    sut.handle(.enter)

    #expect(asking.lines[22].contains("Give up?"))
    #expect(quiz.state == .finished(gaveUp: true))
    #expect(!sut.isQuitting)
  }

  @Test func f1_showsTheHelp_overTheMap() throws {
    let (sut, _) = try makeSUT(size: ScreenSize(columns: 80, rows: 24))
    sut.handle(.enter)

    sut.handle(MapQuizScreenController.helpKey)

    #expect(sut.render().lines.contains { $0.contains("Tab           show the answer") })
  }

  @Test func aTinyTerminal_saysSo() throws {
    let (sut, _) = try makeSUT(size: ScreenSize(columns: 10, rows: 3))
    sut.handle(.enter)

    #expect(sut.render().lines.joined().contains("Terminal"))
  }

  private func makeSUT(size: ScreenSize, topic: String = "map of australasia") throws
    -> (MapQuizScreenController, MapQuizViewModel)
  {
    let game = try mapGame(topic)
    let quiz = MapQuizViewModel(
      game: game, labelPoints: MapQuizMap.labelPoints,
      clock: { Date(timeIntervalSince1970: 0) }, randomness: { SeededGenerator(seed: 3) })
    return (MapQuizScreenController(quiz: quiz, size: size, returnsToChat: false), quiz)
  }
}

private func mapGame(_ words: String) throws -> Game {
  guard case .topic(let topic) = GameTopicReader.read(words) else { throw NotAGame() }
  return try CountryGames.make(topic, from: BundledCountryLoader().loadCatalog())
}

private struct NotAGame: Error {}
