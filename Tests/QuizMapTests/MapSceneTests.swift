import CountryData
import QuizGame
import QuizMap
import QuizMapScene
import Testing

@Suite("Map scene and marks")
@MainActor
struct MapSceneTests {
  @Test func scene_ofTheWorldGame_hasEveryAnswerAsAShapeOrAMarker() throws {
    let game = try worldGame()

    let scene = try #require(MapScene(game: game))

    let drawn = Set(scene.shapes.compactMap(\.subject)).union(scene.markers.map(\.subject))
    #expect(drawn == Set(game.items.map(\.id)))
    let vatican = try #require(game.items.first { $0.code == "VA" })
    #expect(scene.markers.contains { $0.subject == vatican.id })
    #expect(scene.aspectRatio > 2 && scene.aspectRatio < 2.6)
    #expect(scene.credit.contains("Natural Earth"))
  }

  @Test func scene_ofAQuizFromAFile_isNone() {
    let game = Game(
      id: "file", question: "Name them",
      items: [GameItem(id: 0, answer: "One", spellings: [])], timeLimit: 60)

    #expect(MapScene(game: game) == nil)
  }

  @Test func mapMarks_followTheGame_newestHitThenMissedAtTheEnd() throws {
    let game = try worldGame()
    let model = GameViewModel(game: game)
    _ = model.start()
    let australia = try #require(game.items.first { $0.code == "AU" }?.id)
    let france = try #require(game.items.first { $0.code == "FR" }?.id)

    _ = model.type("France")
    _ = model.type("Australia")
    let playing = model.mapMarks
    _ = model.giveUp()
    let ended = model.mapMarks

    #expect(playing[australia] == .newest)
    #expect(playing[france] == .found)
    #expect(playing.filter { $0 == .blank }.count == game.items.count - 2)
    #expect(ended.filter { $0 == .missed }.count == game.items.count - 2)
    #expect(ended[france] == .found)
  }

  /// The daily puzzle's outline for the app's Canvas: one shape, filling its unit box, with
  /// nothing round it.
  @Test(arguments: ["FR", "CL", "RU", "FJ"])
  func aSilhouette_isOneCountryAlone_fillingItsBox(code: String) throws {
    let scene = try #require(MapScene(silhouetteOf: WorldMap.bundled?[code]))

    let points = scene.shapes.flatMap { $0.rings.joined() }
    #expect(scene.shapes.count == 1)
    #expect(scene.markers.isEmpty)
    #expect(scene.aspectRatio > 0)
    #expect(!points.isEmpty)
    #expect(points.contains { $0.y < 0.1 } && points.contains { $0.y > 0.9 })
  }

  @Test func aSilhouette_ofACountryTheMapLacks_isNone() {
    #expect(MapScene(silhouetteOf: nil) == nil)
    #expect(MapScene(silhouetteOf: MapCountry(code: "XX", label: nil, rings: [])) == nil)
  }

  /// The map quiz's zoomed inset for the app, as the terminal draws it: the country asked
  /// (subject 0) from its detailed outline, with its neighbours round it.
  @Test(arguments: [("LU", ["BE", "DE", "FR"]), ("SG", ["MY"]), ("TV", [])])
  func anInset_showsTheSmallCountry_withTheLandRoundIt(code: String, neighbours: [String]) throws {
    let scene = try #require(MapScene(insetAround: code))
    let asked = scene.shapes.filter { $0.subject == 0 }
    let points = asked.flatMap { $0.rings.joined() }

    #expect(asked.count == 1)
    #expect(scene.aspectRatio > 0)
    #expect(points.contains { (0...1).contains($0.y) && (0...scene.aspectRatio).contains($0.x) })
    #expect(scene.shapes.count >= neighbours.count + 1)
    #expect(MapScene(insetAround: "XX") == nil)
  }

  private func worldGame() throws -> Game {
    try CountryGames.make(.world, from: BundledCountryLoader().loadCatalog())
  }
}
