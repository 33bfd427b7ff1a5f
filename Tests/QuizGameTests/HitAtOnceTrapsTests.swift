import CountryData
import Foundation
import HTTPTransportURLSession
import LoopbackHTTPServer
import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

/// A name counts the moment it is typed unless a longer name of another unfound answer begins
/// with it: the classic traps, on the bundled data and on a quiz pack from a URL, never credit
/// the wrong answer.
@Suite("Hit at once: the traps never credit the wrong answer", .timeLimit(.minutes(1)))
struct HitAtOnceTrapsTests {
  @Test(arguments: [
    ("Niger", "NE", "Nigeria", "NG"), ("Guinea", "GN", "Guinea-Bissau", "GW"),
    ("Dominica", "DM", "Dominican Republic", "DO"), ("UK", "GB", "Ukraine", "UA"),
    ("Congo", "CG", "Congo-Kinshasa", "CD"),
  ])
  func worldGame_aNameInsideAnotherUnfoundName_waitsForEnter_andEnterCountsItsOwn(
    short: String, shortCode: String, long: String, longCode: String
  ) throws {
    let game = try CountryGames.make(.world, from: bundled())
    var round = GameRound(game: game)

    let typed = typeKeys(short, into: &round)
    let waiting = round.waiting.flatMap { game.items[$0.item].code }
    let verdict = round.enter(typed.input)
    let longer = typeKeys(long, into: &round)

    #expect(typed.hits.isEmpty)
    #expect(waiting == shortCode)
    #expect(verdict.flatMap(code(in: game)) == shortCode)
    #expect(
      codes(longer.hits, game) + enterIfWaiting(&round, game, input: longer.input) == [longCode])
  }

  @Test(arguments: [
    ("Nigeria", "NG"), ("Guinea-Bissau", "GW"), ("Equatorial Guinea", "GQ"),
    ("Papua New Guinea", "PG"), ("Dominican Republic", "DO"), ("South Sudan", "SS"),
    ("Sudan", "SD"), ("Vatican", "VA"), ("St Kitts", "KN"), ("Bosnia", "BA"),
    ("Trinidad", "TT"), ("DRC", "CD"), ("Ukraine", "UA"), ("Niger", "NE"),
  ])
  func worldGame_typingAName_creditsItsOwnCountryAlone(name: String, expected: String) throws {
    let game = try CountryGames.make(.world, from: bundled())
    var round = GameRound(game: game)

    let typed = typeKeys(name, into: &round)
    let credited = codes(typed.hits, game) + enterIfWaiting(&round, game, input: typed.input)

    #expect(credited == [expected])
  }

  @Test(arguments: ["Vatican", "St Kitts", "Bosnia", "Trinidad", "DRC"])
  func worldGame_aNameOnlyItsOwnCountryGoesOnFrom_countsWithoutEnter(name: String) throws {
    let game = try CountryGames.make(.world, from: bundled())
    var round = GameRound(game: game)

    let typed = typeKeys(name, into: &round)

    #expect(typed.hits.count == 1)
    #expect(typed.input == "")
  }

  @Test(arguments: [
    "countries of the world", "capitals of the world", "capitals of africa",
    "countries and territories of the world",
  ])
  func everyAnswerAndSpelling_typedKeyByKey_inAFreshRound_creditsItsOwnItemAlone(
    topic: String
  ) throws {
    let game = try CountryGames.make(gameTopic(topic), from: bundled())
    let index = AnswerIndex(game)

    for item in game.items {
      for spelling in item.spellings {
        var round = GameRound(game: game, index: index)
        let typed = typeKeys(spelling, into: &round)
        let hits = typed.hits + enterIfWaiting(&round, input: typed.input)
        #expect(hits == [item.id], "\(spelling) credited \(hits.map { game.items[$0].answer })")
      }
    }
  }

  /// Not the capitals of territories: Kingston, George Town and Washington name two answers
  /// each there, and either may be the one a name counts.
  @Test(arguments: [
    "countries of the world", "capitals of the world", "countries and territories of the world",
  ])
  func everyAnswer_typedInOneRound_forwardsAndBackwards_creditsEachItsOwnItem(
    topic: String
  ) throws {
    let game = try CountryGames.make(gameTopic(topic), from: bundled())

    for order in [game.items, game.items.reversed()] {
      var round = GameRound(game: game)
      for item in order {
        let typed = typeKeys(item.answer, into: &round)
        let waited = round.waiting != nil
        let hits = typed.hits + enterIfWaiting(&round, input: typed.input)
        #expect(hits == [item.id], "\(item.answer) credited \(hits.map { game.items[$0].answer })")
        #expect(waited || typed.input.isEmpty, "\(item.answer) left \(typed.input)")
      }
      #expect(round.isComplete)
    }
  }

  @Test func aPackFromAURL_keepsTheSameRules() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(.json(trapsPack)) }
    defer { server.stop() }
    let loader = RemoteGameLoader(
      url: server.url("/traps.json"), client: URLSessionHTTPClient(timeout: 5))
    let game = try await loader.load()
    let id = { (answer: String) in game.items.firstIndex { $0.answer == answer } ?? -1 }
    var round = GameRound(game: game)

    let niger = typeKeys("Niger", into: &round)
    let nigeria = typeKeys("ia", into: &round, input: niger.input)
    let sudan = typeKeys("Sudan", into: &round)
    let vatican = typeKeys("Vatican City", into: &round)
    let guinea = typeKeys("Guinea", into: &round)
    let enter = round.enter(guinea.input)

    #expect(niger.hits.isEmpty)
    #expect(nigeria.hits == [id("Nigeria")])
    #expect(sudan.hits == [id("Sudan")])
    #expect(vatican == ([id("Vatican City")], ""))
    #expect(guinea.hits.isEmpty)
    #expect(enter == .hit(id("Guinea")))
    #expect(!round.isFound(id("Guinea-Bissau")) && !round.isFound(id("Niger")))
  }

  // MARK: - Helpers

  private let trapsPack = """
    {"question": "Name the traps", "answer": ["Niger", "Nigeria", "Guinea", "Guinea-Bissau",
    "Equatorial Guinea", "Sudan", "South Sudan", "Dominica", "Dominican Republic",
    "Vatican City"], "spellings": {"Vatican City": ["Vatican"]}}
    """

  /// Enter on the text left, when it waits for Enter: the items it credits.
  private func enterIfWaiting(_ round: inout GameRound, input: String) -> [Int] {
    guard round.waiting != nil, case .hit(let id) = round.enter(input) else { return [] }
    return [id]
  }

  private func enterIfWaiting(_ round: inout GameRound, _ game: Game, input: String) -> [String] {
    codes(enterIfWaiting(&round, input: input), game)
  }

  private func codes(_ ids: [Int], _ game: Game) -> [String] {
    ids.compactMap { game.items[$0].code }
  }

  private func code(in game: Game) -> (GameRound.Verdict) -> String? {
    { verdict in
      guard case .hit(let id) = verdict else { return nil }
      return game.items[id].code
    }
  }
}
