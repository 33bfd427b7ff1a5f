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

  @Test func aNameThatStartsTheItemsOwnAnswer_waits_soTypingTheAnswerLeavesNoTail() {
    var sut = makeSUT()

    let results = prefixes("Bosnia and Herzegovina").map { sut.type($0) }

    #expect(results.flatMap(\.hits) == [id("Bosnia and Herzegovina")])
    #expect(results.last?.input == "")
    #expect(sut.enter("Bosnia") == .alreadyFound(id("Bosnia and Herzegovina")))
  }

  @Test func aNameThatStartsTheItemsOwnAnswer_isCreditedOnEnter() {
    var sut = makeSUT()
    _ = sut.type("Bosnia")

    #expect(sut.enter("Bosnia") == .hit(id("Bosnia and Herzegovina")))
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
    "Netherlands", "Ivory Coast", "Bosnia and Herzegovina", "Bolivia",
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
