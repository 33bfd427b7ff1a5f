import QuizGame
import QuizMap
import Testing

@Suite("LabelPoint.direction: where a wrong name lies, from the bundled map's label points")
struct MapQuizDirectionTests {
  @Test(arguments: [
    ("ES", "PT", "west"), ("EE", "FI", "north"), ("FR", "ES", "southwest"),
    ("EG", "SD", "south"), ("US", "CA", "north"), ("DE", "PL", "east"), ("CN", "MN", "north"),
    ("BR", "AR", "southwest"), ("ES", "MA", "south"), ("FI", "EE", "south"),
    ("KR", "JP", "east"), ("AU", "NZ", "southeast"), ("PT", "ES", "east"),
  ])
  func direction_fromTheAskedCountry_toTheGuess(asked: String, guess: String, word: String)
    throws
  {
    let from = try #require(point(asked))
    let to = try #require(point(guess))

    #expect(from.direction(to: to) == word)
  }

  @Test func twoIslands_acrossTheAntimeridian_areEastAndWest() throws {
    let west = LabelPoint(latitude: -17, longitude: 178)
    let east = LabelPoint(latitude: -17, longitude: -172)

    #expect(west.direction(to: east) == "east")
    #expect(east.direction(to: west) == "west")
    #expect(west.direction(to: west) == nil)
  }

  private func point(_ code: String) -> LabelPoint? {
    WorldMap.bundled?[code]?.label.map {
      LabelPoint(latitude: $0.latitude, longitude: $0.longitude)
    }
  }
}
