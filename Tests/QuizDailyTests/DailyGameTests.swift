import QuizDaily
import QuizEngine
import Testing

@Suite("Daily game: guesses by any accepted name, the prefix rule, six guesses")
struct DailyGameTests {
  @Test(arguments: [
    ("ROK", "KR"), ("Burma", "MM"), ("Holland", "NL"), ("Ivory Coast", "CI"), ("peru", "PE"),
    ("Greenland", "GL"), ("UK", "GB"),
  ])
  func anAcceptedName_isAGuess_ofItsCountryOrTerritory(name: String, code: String) throws {
    var game = try makeGame(answer: "FR")

    game.enter(name)

    #expect(game.guesses.map(\.code) == [code])
    #expect(game.note == nil)
    #expect(game.guessesLeft == 5)
  }

  @Test func aWholeName_isGuessedAsItIsTyped_withoutEnter() throws {
    var game = try makeGame(answer: "FR")

    for prefix in ["P", "Pe", "Per", "Peru"] { game.type(prefix) }

    #expect(game.guesses.map(\.code) == ["PE"])
    #expect(game.input == "")
  }

  @Test func aNameThatStartsALongerOne_waitsForEnter() throws {
    var game = try makeGame(answer: "FR")

    game.type("Niger")

    #expect(game.guesses.isEmpty)
    #expect(game.waiting == "Niger")
    game.enter()
    #expect(game.guesses.map(\.code) == ["NE"])
    #expect(game.waiting == nil)
  }

  @Test func typingOn_pastTheShorterName_guessesTheLongerOne() throws {
    var game = try makeGame(answer: "FR")

    for text in ["N", "Ni", "Nig", "Nige", "Niger", "Nigeri", "Nigeria"] { game.type(text) }

    #expect(game.guesses.map(\.code) == ["NG"])
  }

  @Test func aWrongGuess_isToldByDistanceDirectionAndCloseness() throws {
    var game = try makeGame(answer: "ES")

    game.enter("Portugal")

    let guess = try #require(game.guesses.first)
    #expect(guess.line.name == "Portugal")
    #expect(guess.line.arrow == .east)
    #expect((300...800).contains(guess.line.kilometres))
    #expect(guess.line.line.hasPrefix("Portugal  "))
    #expect(!game.isOver)
  }

  @Test(arguments: [
    ("Atlantis", DailyGame.Note.unknown("Atlantis")),
    ("Frence", DailyGame.Note.almost("Frence")),
  ])
  func aNameOfNoPlace_costsNoGuess_andSaysSo(name: String, note: DailyGame.Note) throws {
    var game = try makeGame(answer: "ES")

    game.enter(name)

    #expect(game.guesses.isEmpty)
    #expect(game.note == note)
    #expect(game.guessesLeft == 6)
  }

  @Test func aCity_costsNoGuess_andIsToldWhatItIs() throws {
    var game = try makeGame(answer: "ES")

    game.enter("Paris")

    #expect(game.guesses.isEmpty)
    #expect(game.note?.sentence.contains("France") == true)
  }

  @Test func aNameGuessedAlready_costsNoGuess() throws {
    var game = try makeGame(answer: "ES")
    game.enter("Peru")

    game.enter("Peru")

    #expect(game.guesses.count == 1)
    #expect(game.note == .alreadyGuessed("Peru"))
    #expect(game.note?.sentence == "Already guessed: Peru.")
  }

  @Test func theAnswer_solvesIt_andEndsIt() throws {
    var game = try makeGame(answer: "ES")
    game.enter("Portugal")

    game.enter("Spain")

    #expect(game.isSolved)
    #expect(game.isOver)
    #expect(game.wrongGuesses.map(\.name) == ["Portugal"])
    #expect(game.share.line(colour: true).hasSuffix("2/6  🟨🟩"))
    game.enter("France")
    #expect(game.guesses.count == 2)
  }

  @Test func sixWrongGuesses_endIt_unsolved() throws {
    var game = try makeGame(answer: "ES")

    for name in ["Peru", "Chile", "Japan", "Fiji", "Chad", "Mali", "Laos"] { game.enter(name) }

    #expect(game.isOver)
    #expect(!game.isSolved)
    #expect(game.guesses.count == 6)
    #expect(game.share.line(colour: false).contains("X/6"))
  }

  /// Every state can be the day's country, and every one is drawn from a place on the map.
  @Test func everyState_canBeTheAnswer() throws {
    let atlas = try atlas()

    #expect(atlas.states.count == 195)
    for code in atlas.states {
      #expect(
        DailyGame(atlas: atlas, answer: code, day: CalendarDay(daysSince1970: 0), isToday: false)
          != nil, "\(code)")
    }
  }

  /// Every accepted name of every country and territory guesses that place.
  @Test func everyAcceptedName_guessesItsPlace() throws {
    let atlas = try atlas()

    for item in atlas.game.items {
      for spelling in item.spellings {
        var game = try makeGame(answer: "FR")
        game.enter(spelling)
        #expect(game.guesses.map(\.code) == [item.code].compactMap { $0 }, "\(spelling)")
      }
    }
  }
}
