import QuizGame
import Testing

@Suite("GameRound: what counts as a hit")
struct GameRoundTests {
  @Test func type_creditsTheMomentTheLastLetterLands_andClearsTheInput() {
    var sut = makeSUT()

    let partial = sut.type("Fran")
    let whole = sut.type("France")

    #expect(partial == GameRound.Typing(hits: [], input: "Fran"))
    #expect(whole == GameRound.Typing(hits: [id("France")], input: ""))
    #expect(sut.found == [id("France")])
  }

  @Test func type_creditsAnyOfTheItemsSpellings_folded() {
    var sut = makeSUT()

    #expect(sut.type("  holland").hits == [id("Netherlands")])
    #expect(sut.type("COTE D'IVOIRE").hits == [id("Ivory Coast")])
  }

  @Test func typingNigeriaLetterByLetter_creditsNigeriaAlone() {
    var sut = makeSUT()

    let results = prefixes("Nigeria").map { sut.type($0) }

    #expect(results.flatMap(\.hits) == [id("Nigeria")])
    #expect(results.last?.input == "")
    #expect(!sut.isFound(id("Niger")))
  }

  @Test(arguments: [
    ("Niger", "Nigeria"), ("Guinea", "Guinea-Bissau"), ("Dominica", "Dominican Republic"),
  ])
  func type_waits_whenTheNameStartsALongerUnfoundOne(short: String, long: String) {
    var sut = makeSUT()

    let typing = sut.type(short)

    #expect(typing == GameRound.Typing(hits: [], input: short))
    #expect(sut.waiting?.item == id(short))
    #expect(sut.found.isEmpty)
  }

  @Test func enter_creditsTheWaitingShorterName() {
    var sut = makeSUT()
    _ = sut.type("Niger")

    let verdict = sut.enter("Niger")

    #expect(verdict == .hit(id("Niger")))
    #expect(sut.found == [id("Niger")])
  }

  @Test func aKeystrokeThatNoLongerFitsTheLongerName_creditsTheShorter_andKeepsTheRest() {
    var sut = makeSUT()
    _ = sut.type("Niger")

    let typing = sut.type("Nigerf")

    #expect(typing == GameRound.Typing(hits: [id("Niger")], input: "f"))
    #expect(sut.found == [id("Niger")])
  }

  @Test func aSpaceAfterTheWaitingName_stillWaits_thenTheNextWordSettlesIt() {
    var sut = makeSUT()
    _ = sut.type("Guinea")

    let space = sut.type("Guinea ")
    let next = sut.type("Guinea F")

    #expect(space == GameRound.Typing(hits: [], input: "Guinea "))
    #expect(next == GameRound.Typing(hits: [id("Guinea")], input: "F"))
  }

  @Test func theRestAfterASettledName_canItselfBeAHit() {
    var sut = makeSUT()
    _ = sut.type("Niger")

    let typing = sut.type("NigerFrance")

    #expect(typing == GameRound.Typing(hits: [id("Niger"), id("France")], input: ""))
  }

  @Test func backspacingTheWaitingName_dropsTheWait_withoutCredit() {
    var sut = makeSUT()
    _ = sut.type("Niger")

    let typing = sut.type("Nige")

    #expect(typing == GameRound.Typing(hits: [], input: "Nige"))
    #expect(sut.waiting == nil)
    #expect(sut.found.isEmpty)
  }

  @Test func theShorterName_isInstant_onceTheLongerIsFound() {
    var sut = makeSUT()
    _ = prefixes("Nigeria").map { sut.type($0) }

    let typing = sut.type("Niger")

    #expect(typing.hits == [id("Niger")])
  }

  @Test func aNameThatStartsALongerAlternateOfTheSameItem_isInstant() {
    var sut = makeSUT()

    #expect(sut.type("Bolivia").hits == [id("Bolivia")])
  }

  @Test(arguments: [
    ("Bosnia", "Bosnia and Herzegovina"), ("Vatican", "Vatican City"), ("UK", "United Kingdom"),
  ])
  func aNameWhoseLongerSpellingsAreAllItsOwnItems_countsAtOnce(name: String, answer: String) {
    var sut = makeSUT()
    if name == "UK" { _ = sut.type("Ukraine") }

    let typing = sut.type(name)

    #expect(typing == GameRound.Typing(hits: [id(answer)], input: ""))
    #expect(sut.waiting == nil)
  }

  @Test func aNameThatStartsAnotherUnfoundAnswer_waits_UKBeforeUkraine() {
    var sut = makeSUT()

    let typing = sut.type("UK")

    #expect(typing == GameRound.Typing(hits: [], input: "UK"))
    #expect(sut.waiting?.item == id("United Kingdom"))
    #expect(sut.enter("UK") == .hit(id("United Kingdom")))
  }

  @Test(arguments: ["Bosnia and Herzegovina", "Vatican City", "vatican  city"])
  func typingTheWholeAnswerKeyByKey_countsAtTheShortName_andLeavesNoTail(answer: String) {
    var sut = makeSUT()

    let (hits, input) = typeKeys(answer, into: &sut)

    #expect(hits.count == 1)
    #expect(input == "")
    #expect(sut.found.count == 1)
  }

  @Test func enter_onPartOfTheRestOfTheNameJustCounted_isAlreadyFound_notAMiss() {
    var sut = makeSUT()
    _ = typeKeys("Vatican Cit", into: &sut)

    let verdict = sut.enter(" Cit")

    #expect(verdict == .alreadyFound(id("Vatican City")))
  }

  @Test(arguments: [
    ("Vatican", "Chad", "Chad"), ("Bosnia", "Andorra", "Andorra"), ("Vatican", " Chad", "Chad"),
  ])
  func aNameTypedRightAfterANameCountedAtOnce_isReadAfresh(
    first: String, second: String, answer: String
  ) {
    var sut = makeSUT()
    _ = typeKeys(first, into: &sut)

    let (hits, input) = typeKeys(second, into: &sut)

    #expect(hits == [id(answer)])
    #expect(input == "")
  }

  @Test func aKeystrokeLeavingTheRestOfTheName_endsIt_andTheTextIsAGuessAgain() {
    var sut = makeSUT()
    _ = typeKeys("Vatican", into: &sut)
    _ = typeKeys(" Cx", into: &sut)

    // " Cx" is no longer "City": finishing it later is not the name any more.
    let typing = sut.type(" City")

    #expect(typing == GameRound.Typing(hits: [], input: " City"))
    #expect(sut.enter(" City") == .miss)
  }

  @Test func theRestOfANameJustCounted_neverWaitsForAnotherAnswer_norCreditsIt() {
    let game = Game(
      id: "pack", question: "Name them",
      items: [
        GameItem(id: 0, answer: "Pitcairn Islands", spellings: ["Pitcairn"]),
        GameItem(id: 1, answer: "Iceland", spellings: ["Island"]),
        GameItem(id: 2, answer: "Islay", spellings: []),
      ], timeLimit: nil)
    var sut = GameRound(game: game)
    _ = typeKeys("Pitcairn", into: &sut)

    let island = typeKeys(" Island", into: &sut)
    let rest = sut.type(" Islands")

    #expect(island.hits.isEmpty)
    #expect(sut.found == [0])
    #expect(rest == GameRound.Typing(hits: [], input: ""))
  }

  @Test func enter_onTheRestOfANameJustCounted_isAlreadyFound_evenWhereItSpellsAnother() {
    let game = Game(
      id: "pack", question: "Name them",
      items: [
        GameItem(id: 0, answer: "Pitcairn Islands", spellings: ["Pitcairn"]),
        GameItem(id: 1, answer: "Iceland", spellings: ["Island"]),
      ], timeLimit: nil)
    var sut = GameRound(game: game)
    _ = typeKeys("Pitcairn Island", into: &sut)

    #expect(sut.enter(" Island") == .alreadyFound(0))
    #expect(sut.found == [0])
  }

  @Test func aSpellingTwoUnfoundItemsShare_waits_andNeverCountsAtOnce() {
    let game = Game(
      id: "pack", question: "Name them",
      items: [
        GameItem(id: 0, answer: "Georgia (country)", spellings: ["Georgia"]),
        GameItem(id: 1, answer: "Georgia (US state)", spellings: ["Georgia"]),
      ], timeLimit: nil)
    var sut = GameRound(game: game)

    let typing = sut.type("Georgia")

    #expect(typing.hits.isEmpty)
    #expect(sut.waiting != nil)
  }

  @Test func enter_saysAlmost_forOneSlipFromAnUnfoundAnswer_andNeverCreditsIt() {
    var sut = makeSUT()

    #expect(sut.enter("Frnace") == .almost(id("France")))
    #expect(sut.enter("Frances") == .almost(id("France")))
    #expect(sut.enter("Fance") == .almost(id("France")))
    #expect(sut.enter("Frence") == .almost(id("France")))
    #expect(sut.found.isEmpty)
  }

  @Test func typing_neverCreditsATypo() {
    var sut = makeSUT()

    #expect(prefixes("Frnace").flatMap { sut.type($0).hits }.isEmpty)
  }

  @Test func enter_saysAlreadyFound_forAFoundAnswer_byAnyOfItsSpellings() {
    var sut = makeSUT()
    _ = sut.type("Netherlands")

    #expect(sut.enter("Netherlands") == .alreadyFound(id("Netherlands")))
    #expect(sut.enter("holland") == .alreadyFound(id("Netherlands")))
  }

  @Test(arguments: ["Greenland", "Atlantis", "xyzzy", "Fr"])
  func enter_isAMiss_forAnythingNotAnAnswerOfThisGame(guess: String) {
    var sut = makeSUT()

    #expect(sut.enter(guess) == .miss)
    #expect(sut.found.isEmpty)
  }

  @Test func enter_saysNotInThisGame_forAPlaceOfTheDataThatIsNoAnswer_byAnyOfItsSpellings() {
    var sut = GameRound(game: makeGame(["Chad", "Niger"], outsiders: outsiders))

    #expect(sut.enter("France") == .notInGame(0))
    #expect(sut.enter("république française") == .notInGame(0))
    #expect(sut.enter("GREENLAND") == .notInGame(1))
    #expect(sut.found.isEmpty)
  }

  @Test func aPlaceThatIsNoAnswer_isNeverCreditedByTyping_andIsNotAlmostAnAnswer() {
    // "Nigeria" is one slip from no answer here, but two from Niger: a name the data has
    // for another place is that place, not a slip.
    var sut = GameRound(game: makeGame(["Chad", "Nigerr"], outsiders: outsiders))

    #expect(sut.type("Niger").hits.isEmpty)
    #expect(sut.enter("Niger") == .notInGame(2))
  }

  @Test func anAnswerOfTheGame_winsOverAPlaceThatIsNoAnswer_ofTheSameName() {
    var sut = GameRound(game: makeGame(["France"], outsiders: outsiders))

    #expect(sut.enter("France") == .hit(0))
  }

  @Test(arguments: ["", "   ", "!!"])
  func enter_isNoGuess_forBlankText(text: String) {
    var sut = makeSUT()

    #expect(sut.enter(text) == nil)
  }

  @Test func isComplete_onceEveryItemIsFound() {
    var sut = GameRound(game: makeGame(["France", "Chad"]))

    _ = sut.type("France")
    let before = sut.isComplete
    _ = sut.type("Chad")

    #expect(!before)
    #expect(sut.isComplete)
  }

  // MARK: - Helpers

  private static let names = [
    "France", "Niger", "Nigeria", "Guinea", "Guinea-Bissau", "Dominica", "Dominican Republic",
    "Netherlands", "Ivory Coast", "Bosnia and Herzegovina", "Bolivia", "Vatican City",
    "United Kingdom", "Ukraine", "Chad", "Andorra",
  ]

  private func makeSUT() -> GameRound {
    GameRound(game: makeGame(Self.names))
  }

  private func id(_ name: String) -> Int {
    Self.names.firstIndex(of: name) ?? -1
  }
}

private let outsiders = [
  GameOutsider(name: "France", spellings: ["République française"], reason: .elsewhere("Europe")),
  GameOutsider(name: "Greenland", spellings: [], reason: .notIndependent),
  GameOutsider(name: "Niger", spellings: [], reason: .other),
]

func makeGame(_ names: [String], timeLimit: Double? = 300, outsiders: [GameOutsider] = [])
  -> Game
{
  let extra: [String: [String]] = [
    "Netherlands": ["Holland"], "Ivory Coast": ["Côte d'Ivoire"],
    "Bosnia and Herzegovina": ["Bosnia"], "Bolivia": ["Bolivia, Plurinational State of"],
    "Vatican City": ["Vatican"], "United Kingdom": ["UK"],
  ]
  return Game(
    id: "test", question: "Name them",
    items: names.enumerated().map { position, name in
      GameItem(id: position, answer: name, spellings: [name] + (extra[name] ?? []))
    },
    timeLimit: timeLimit, outsiders: outsiders)
}

func prefixes(_ text: String) -> [String] {
  (1...text.count).map { String(text.prefix($0)) }
}

/// Types `text` a key at a time into a field holding what the round says, as a player does:
/// after a hit the field is empty, and the next key lands there. The hits, and what is left.
func typeKeys(_ text: String, into round: inout GameRound, input: String = "")
  -> (hits: [Int], input: String)
{
  var input = input
  var hits: [Int] = []
  for character in text {
    let typing = round.type(input + String(character))
    hits += typing.hits
    input = typing.input
  }
  return (hits, input)
}
