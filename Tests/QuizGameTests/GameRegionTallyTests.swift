import QuizGame
import Testing

@MainActor
@Suite("GameRegionTally: found and total per region, and what is missing where")
struct GameRegionTallyTests {
  @Test func tallies_countEachRegion_inGridOrder_andFollowHits() {
    let model = GameViewModel(game: grouped)
    model.start()

    model.type("Kenya")
    model.type("France")
    model.type("Spain")

    #expect(
      model.regionTallies.map { [$0.region, "\($0.found)/\($0.total)"] } == [
        ["Africa", "1/3"], ["Americas", "0/2"], ["Europe", "2/2"],
      ])
    #expect(model.regionTallies.map(\.isComplete) == [false, false, true])
    #expect(model.regionTallies[0].missing.map(\.answer) == ["Algeria", "Egypt"])
  }

  @Test func aGameWithoutRegions_hasNoTallies() {
    let game = Game(
      id: "planets", question: "Name the planets",
      items: [GameItem(id: 0, answer: "Mars", spellings: [])], timeLimit: nil)

    #expect(game.regionTallies { _ in false }.isEmpty)
  }

  private let grouped = Game(
    id: "test", question: "Name these",
    items: [
      ("Algeria", "Africa"), ("Egypt", "Africa"), ("Kenya", "Africa"), ("Brazil", "Americas"),
      ("Canada", "Americas"), ("France", "Europe"), ("Spain", "Europe"),
    ].enumerated().map {
      GameItem(id: $0.offset, answer: $0.element.0, spellings: [], group: $0.element.1)
    }, timeLimit: 60)
}
