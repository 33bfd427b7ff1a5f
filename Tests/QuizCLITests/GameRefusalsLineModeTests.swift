import QuizEngine
import QuizGame
import Testing

/// A place that is no answer says what it is a line at a time and in `--json`, as the full
/// screen says it, from what the chat knows.
@MainActor
@Suite("quiz play: every refusal explained, a line at a time")
struct GameRefusalsLineModeTests {
  @Test func lineMode_saysWhatAPlaceIs_andNotAnAnswerForANameNobodyKnows() async {
    let result = await runGame(
      ["play", "south america"], lines: instant(["Sydney", "Scotland", "Lima", "Atlantis"]),
      games: makeGames(knownPlaces: knownPlaces))

    let replies = result.output.split(separator: "\n").map(String.init).filter {
      $0.contains(" · 0/3 · ")
    }
    #expect(
      replies == [
        "Sydney is a city in Peru; its capital is Lima · 0/3 · 5:00 left",
        "Scotland is part of Chile · 0/3 · 5:00 left",
        "Lima is the capital of Peru · 0/3 · 5:00 left",
        "Not an answer · 0/3 · 5:00 left",
      ], "\(result.output)")
  }

  @Test func json_aPlaceTheChatKnows_isNotInGame_withWhatItIs() async {
    let result = await runGame(
      ["play", "south america", "--json"], lines: instant(["Sydney"]),
      games: makeGames(knownPlaces: knownPlaces))

    #expect(
      result.output.contains(
        #""place":"Sydney","reason":"city","country":"Peru","capital":"Lima","#
          + #""message":"Sydney is a city in Peru; its capital is Lima."}"#),
      "\(result.output)")
  }

  /// Made-up places of the test catalog's countries: what is checked is that each kind reaches
  /// the player as the game words it.
  private let knownPlaces = [
    KnownPlace(name: "Sydney", spellings: ["Sydney"], kind: .city(country: "PE")),
    KnownPlace(name: "Scotland", spellings: ["Scotland"], kind: .partOf(country: "CL")),
  ]
}
