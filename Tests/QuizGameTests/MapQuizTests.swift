import QuizEngine
import QuizGame
import QuizTestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite("MapQuizViewModel: name the country shown, three tries, Tab shows it")
@MainActor
struct MapQuizTests {
  @Test func start_asksEveryCountryOnce_inAShuffledOrder() throws {
    let (sut, _, _) = try makeSUT()

    sut.start()

    #expect(sut.state == .playing)
    #expect(Set(sut.order) == Set(sut.game.items.indices))
    #expect(sut.order.count == sut.game.items.count)
    #expect(sut.order != Array(sut.game.items.indices))
    #expect(sut.asked?.id == sut.order.first)
  }

  @Test func typingTheAskedCountry_isRightAtOnce_andTheNextFollows() throws {
    let (sut, _, _) = try makeSUT()
    sut.start()
    let first = try #require(sut.asked)

    type(first.answer, into: sut)

    #expect(sut.feedback?.sentence == "Right: \(first.answer).")
    #expect(sut.asked?.id == sut.order[1])
    #expect(sut.input == "")
  }

  @Test(arguments: ["Holland", "the Netherlands", "nederland", "Netherlands"])
  func everyAcceptedName_counts(_ name: String) throws {
    let (sut, _, _) = try makeSUT(asking: "NL")
    sut.start()

    type(name, into: sut)
    sut.enter()

    #expect(sut.outcomes.first == .firstTime)
  }

  @Test(arguments: ["map of europe", "map of africa", "map of the caribbean"])
  func everyAcceptedName_ofEveryCountry_namesIt_firstTime(topic: String) throws {
    let game = try CountryGames.make(gameTopic(topic), from: bundled())

    for item in game.items {
      for spelling in item.spellings where !AnswerFolding.fold(spelling).isEmpty {
        let sut = MapQuizViewModel(game: game, labelPoints: Self.points)
        sut.start(first: item.id)
        type(spelling, into: sut)
        if sut.outcomes.isEmpty { sut.enter() }
        #expect(sut.outcomes == [.firstTime], "\(spelling) did not name \(item.answer)")
      }
    }
  }

  @Test func aNameThatStartsAnotherCountrysName_waitsForEnter() throws {
    let (sut, _, _) = try makeSUT(topic: "map of africa", asking: "NE")
    sut.start()

    sut.type("Niger")

    #expect(sut.asked?.code == "NE")
    #expect(sut.enterWouldCount)
    sut.enter()
    #expect(sut.outcomes == [.firstTime])
  }

  @Test func aWrongRealPlace_saysWhereItIs_andCostsATry() throws {
    let (sut, _, _) = try makeSUT(asking: "HR")
    sut.start()

    type("Slovenia", into: sut)
    sut.enter()

    #expect(sut.feedback?.sentence == "Slovenia is northwest of the country shown. 2 tries left.")
    #expect(sut.wrongTries == 1)
    #expect(sut.asked?.code == "HR")
    #expect(sut.input == "")
  }

  @Test func anUnknownName_isNotACountry_andCostsNoTry() throws {
    let (sut, _, _) = try makeSUT(asking: "HR")
    sut.start()

    sut.type("Qwerty")
    sut.enter()

    #expect(sut.feedback?.sentence == "Qwerty is not a country.")
    #expect(sut.wrongTries == 0)
    #expect(sut.input == "Qwerty")
  }

  @Test func aSlipOfTheAskedName_isAlmost_andCostsNoTry() throws {
    let (sut, _, _) = try makeSUT(asking: "HR")
    sut.start()

    sut.type("Croatai")
    sut.enter()

    #expect(sut.feedback?.sentence == "Almost: check the spelling.")
    #expect(sut.wrongTries == 0)
  }

  @Test func aPlaceOutsideTheGame_saysWhereItIs() throws {
    let (sut, _, _) = try makeSUT(asking: "ES")
    sut.start()

    sut.type("Morocco")
    sut.enter()

    #expect(sut.feedback?.sentence == "Morocco is south of the country shown. 2 tries left.")
  }

  @Test func rightAfterTries_countsAsAfterTries() throws {
    let (sut, _, _) = try makeSUT(asking: "HR")
    sut.start()

    sut.type("Slovenia")
    sut.enter()
    type("Croatia", into: sut)

    #expect(sut.feedback?.sentence == "Right: Croatia, at try 2.")
    #expect(sut.outcomes == [.afterTries])
  }

  @Test func threeWrongNames_showTheAnswer_andMoveOn() throws {
    let (sut, _, _) = try makeSUT(asking: "HR")
    sut.start()

    for name in ["Slovenia", "Serbia", "Hungary"] {
      sut.type(name)
      sut.enter()
    }

    #expect(sut.outcomes == [.revealed])
    #expect(sut.feedback?.sentence == "Hungary is northeast of the country shown. It was Croatia.")
    #expect(sut.asked?.code != "HR")
    #expect(sut.wrongTries == 0)
  }

  @Test func tab_showsTheAnswer_andMovesOn() throws {
    let (sut, _, _) = try makeSUT(asking: "NL")
    sut.start()

    sut.type("Hol")
    sut.reveal()

    #expect(sut.outcomes == [.revealed])
    #expect(sut.feedback?.sentence == "It was the Netherlands.")
    #expect(sut.input == "")
  }

  @Test func theEnd_countsRightFirstTime_afterTries_andShown_withTheTime() throws {
    var now = Date(timeIntervalSince1970: 1_000)
    let (sut, _, _) = try makeSUT(topic: "map of australasia", clock: { now })
    sut.start()
    now += 75

    let first = try #require(sut.asked)
    type(first.answer, into: sut)
    sut.reveal()

    #expect(sut.state == .finished(gaveUp: false))
    #expect(sut.summary == "All 2 asked in 1:15: 1 right first time, 0 after tries, 1 shown.")
    #expect(
      sut.resultLine
        == "Countries of Australia and New Zealand on the map: 1 of 2 right first time in 1:15")
    #expect(sut.asked == nil)
  }

  @Test func givingUp_endsTheRound_andSaysHowFarItGot() throws {
    let (sut, _, _) = try makeSUT(topic: "map of australasia")
    sut.start()

    sut.reveal()
    sut.giveUp()

    #expect(sut.state == .finished(gaveUp: true))
    #expect(
      sut.summary == "You gave up at 1 of 2 in 0:00: 0 right first time, 0 after tries, 1 shown.")
  }

  @Test func theEnd_isRecorded_firstTimeAsFound_theRestAsMissed() throws {
    let store = InMemoryProgressStore()
    let (sut, _, _) = try makeSUT(topic: "map of australasia", progress: store)
    sut.start()

    let first = try #require(sut.asked)
    type(first.answer, into: sut)
    sut.reveal()

    let record = try #require(store.progress(for: "map:australia-and-new-zealand"))
    #expect(record.words == "map of australia and new zealand")
    #expect(record.results.last?.found == 1)
    #expect(record.results.last?.total == 2)
    #expect(record.answers[try #require(first.code)]?.box == 0)
    #expect(record.answers.values.contains { $0.box == 1 })
  }

  /// Countries never shown were not missed: practice would otherwise ask them as if they were.
  @Test func givingUp_recordsOnlyTheCountriesShown() throws {
    let store = InMemoryProgressStore()
    let (sut, game, _) = try makeSUT(topic: "map of europe", progress: store)
    sut.start()
    let first = try #require(sut.asked)
    type(first.answer, into: sut)
    let second = try #require(sut.asked)

    sut.giveUp()

    let record = try #require(store.progress(for: game.id))
    #expect(Set(record.answers.keys) == [try #require(first.code), try #require(second.code)])
    #expect(record.answers[try #require(second.code)]?.box == 1)
    #expect(record.results.last?.total == game.items.count)
  }

  @Test func restart_asksAgain_fromTheReadyScreen() throws {
    let (sut, _, _) = try makeSUT(topic: "map of australasia")
    sut.start()
    sut.reveal()
    sut.reveal()

    sut.restart()

    #expect(sut.state == .ready)
    #expect(sut.outcomes.isEmpty)
    #expect(sut.asked == nil)
  }

  @Test func beforeTheStart_andAfterTheEnd_guessesAreRefused() throws {
    let (sut, _, _) = try makeSUT(topic: "map of australasia")

    #expect(!sut.type("Fiji"))
    #expect(!sut.enter())
    #expect(!sut.reveal())
  }

  // MARK: - Helpers

  private func makeSUT(
    topic: String = "map of europe", asking code: String? = nil,
    progress: InMemoryProgressStore = InMemoryProgressStore(),
    clock: @escaping () -> Date = { Date(timeIntervalSince1970: 0) },
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (MapQuizViewModel, Game, InMemoryProgressStore) {
    let read = try gameTopic(topic, sourceLocation: sourceLocation)
    let game = try CountryGames.make(read, from: bundled())
    let sut = MapQuizViewModel(
      game: game, labelPoints: Self.points,
      recording: GameRecording(store: progress, words: read.words), clock: clock,
      randomness: { SeededGenerator(seed: 7) })
    if let code {
      let id = try #require(
        game.items.first { $0.code == code }?.id, sourceLocation: sourceLocation)
      sut.start(first: id)
    }
    return (sut, game, progress)
  }

  /// Label points near Natural Earth's, for the directions these tests name.
  private static let points: @Sendable (String) -> LabelPoint? = { code in
    let table: [String: (Double, Double)] = [
      "HR": (45.2, 15.6), "SI": (46.1, 14.9), "RS": (44.2, 20.8), "HU": (47.1, 19.4),
      "ES": (40.1, -3.5), "MA": (31.7, -7.1), "NL": (52.4, 5.6),
    ]
    return table[code].map { LabelPoint(latitude: $0.0, longitude: $0.1) }
  }

  /// Typed a letter at a time, as a player does.
  private func type(_ text: String, into sut: MapQuizViewModel) {
    var typed = ""
    for character in text {
      typed.append(character)
      sut.type(typed)
      if sut.input.isEmpty { return }
    }
  }
}
