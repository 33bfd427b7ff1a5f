import Foundation
import Testing

@testable import QuizGame

@Suite("GameDocumentMapper")
struct GameDocumentMapperTests {
  @Test func map_readsTheMobileGamesShape_withTheDefaultLimit() throws {
    let json = #"{"question": "Name the primary colours", "answer": ["Red", "Yellow", "Blue"]}"#

    let game = try GameDocumentMapper.map(Data(json.utf8), id: "from:colours")

    #expect(game.id == "from:colours")
    #expect(game.question == "Name the primary colours")
    #expect(game.items.map(\.answer) == ["Red", "Yellow", "Blue"])
    #expect(game.items.map(\.id) == [0, 1, 2])
    #expect(game.items.allSatisfy { $0.clue == nil && $0.code == nil })
    #expect(game.timeLimit == Game.defaultTimeLimit)
  }

  @Test func map_readsOurExtensions_timeLimitSpellingsAndClues() throws {
    let json = """
      {"question": "Name the planets", "answer": ["Mercury", "Earth"], "time_limit": 90,
       "spellings": {"Earth": ["Terra", "the World"]}, "clues": {"Mercury": "closest to the Sun"}}
      """

    let game = try GameDocumentMapper.map(Data(json.utf8), id: "x")

    #expect(game.timeLimit == 90)
    #expect(game.items[1].spellings == ["Earth", "Terra", "the World"])
    #expect(game.items[0].clue == GameClue(text: "closest to the Sun"))
    #expect(game.items[1].clue == nil)
  }

  @Test func map_aTimeLimitOfZero_isUntimed() throws {
    let json = #"{"question": "Q", "answer": ["A"], "time_limit": 0}"#

    #expect(try GameDocumentMapper.map(Data(json.utf8), id: "x").timeLimit == nil)
  }

  @Test func map_trimsAndSanitizesEveryText_beforeChecking() throws {
    let json = #"{"question": " \u001b[31mName\tthem\u001b[0m ", "answer": ["  A\u0007b  "]}"#

    let game = try GameDocumentMapper.map(Data(json.utf8), id: "x")

    #expect(game.question == "Name them")
    #expect(game.items[0].answer == "Ab")
  }

  /// Plain text on every platform, not only where a terminal would drop them: a bidi
  /// override reorders a question in a text view too.
  @Test func map_dropsBidiAndC1Controls() throws {
    let json = #"{"question": "\u202eName them", "answer": ["A\u009b31mb"]}"#

    let game = try GameDocumentMapper.map(Data(json.utf8), id: "x")

    #expect(game.question == "Name them")
    #expect(game.items[0].answer == "A31mb")
  }

  @Test func map_keepsAnswersOfExactlyTheLimits() throws {
    let answers = (1...1_000).map { "answer \($0)" }
    let long = String(repeating: "x", count: 200)
    let thousand = try JSONSerialization.data(
      withJSONObject: ["question": "Q", "answer": answers])
    let longest = try JSONSerialization.data(
      withJSONObject: ["question": "Q", "answer": ["  \(long)  "]])

    #expect(try GameDocumentMapper.map(thousand, id: "x").items.count == 1_000)
    #expect(try GameDocumentMapper.map(longest, id: "x").items[0].answer == long)
  }

  @Test(arguments: invalidDocuments)
  func map_refusesAnInvalidDocument_sayingWhy(
    _ document: (body: String, error: GameDocumentMapper.Error)
  ) {
    #expect(throws: document.error) {
      try GameDocumentMapper.map(Data(document.body.utf8), id: "x")
    }
  }

  @Test func map_refusesMoreThanAThousandAnswers() throws {
    let data = try JSONSerialization.data(
      withJSONObject: ["question": "Q", "answer": (0...1_000).map { "a\($0)" }])

    #expect(throws: GameDocumentMapper.Error.tooManyAnswers(1_001)) {
      try GameDocumentMapper.map(data, id: "x")
    }
  }

  @Test func map_refusesAnAnswerLongerThan200Characters() throws {
    let data = try JSONSerialization.data(
      withJSONObject: ["question": "Q", "answer": ["ok", String(repeating: "é", count: 201)]])

    #expect(throws: GameDocumentMapper.Error.answerTooLong(number: 2)) {
      try GameDocumentMapper.map(data, id: "x")
    }
  }

  @Test func map_refusesMoreThanOneMegabyte_beforeParsing() {
    let data = Data(repeating: UInt8(ascii: " "), count: GameDocumentMapper.maximumSize + 1)

    #expect(throws: GameDocumentMapper.Error.tooLarge) {
      try GameDocumentMapper.map(data, id: "x")
    }
  }

  @Test func map_refusesInvalidUTF8_asNotJSON() {
    let data =
      Data(#"{"question": "Q", "answer": [""#.utf8) + Data([0xFF, 0xFE]) + Data(#""]}"#.utf8)

    #expect(throws: notJSON(1, 31, "bytes that are not UTF-8")) {
      try GameDocumentMapper.map(data, id: "x")
    }
  }

  /// What Foundation's decoder forgives, every other reader refuses: a pack must work anywhere.
  @Test func map_refusesWhatIsNotStrictJSON_sayingWhere() {
    let pack = """
      {
        "question": "Name the planets",
        "answer": ["Mercury", "Venus",]
      }
      """

    #expect(throws: notJSON(3, 32, "a comma before ]")) {
      try GameDocumentMapper.map(Data(pack.utf8), id: "x")
    }
    #expect(
      notJSON(3, 32, "a comma before ]").description
        == "it is not JSON (line 3, column 32: a comma before ])")
  }

  @Test func map_readsAPackAfterAByteOrderMark() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"question": "Q", "answer": ["A"]}"#.utf8)

    #expect(try GameDocumentMapper.map(data, id: "x").items.map(\.answer) == ["A"])
  }

  @Test func map_aNumberTooLargeForALimit_isTheWrongType() {
    let json = #"{"question": "Q", "answer": ["A"], "time_limit": 1e999}"#

    #expect(throws: (any Error).self) { try GameDocumentMapper.map(Data(json.utf8), id: "x") }
  }

  @Test func errors_sayWhatIsWrong_inWords() {
    #expect(
      GameDocumentMapper.Error.sameAnswers(first: 2, second: 5).description
        == "answers 2 and 5 are the same once case, accents and punctuation are set aside")
    #expect(GameDocumentMapper.Error.emptyAnswer(number: 3).description == "answer 3 is empty")
    #expect(GameDocumentMapper.Error.tooLarge.description == "it is larger than 1 MB")
  }

  static let invalidDocuments: [(body: String, error: GameDocumentMapper.Error)] = [
    ("", notJSON(1, 1, "an empty document")),
    ("<html>Not found</html>", notJSON(1, 1, #""<" where a value should be"#)),
    (
      #"{"question": "Q", "answer": ["A"]"#,
      notJSON(1, 34, "the end, where a comma or } should be")
    ),
    (#"{"question": "Q", "answer": ["A"],}"#, notJSON(1, 34, "a comma before }")),
    (#"{"question": "Q", // mine"#, notJSON(1, 19, "a comment, which JSON does not allow")),
    ("[1, 2]", .wrongType(field: "")),
    (#"{"answer": ["A"]}"#, .noQuestion),
    (#"{"question": "  ", "answer": ["A"]}"#, .noQuestion),
    (#"{"question": "\u001b[0m", "answer": ["A"]}"#, .noQuestion),
    (#"{"question": 7, "answer": ["A"]}"#, .wrongType(field: "question")),
    (#"{"question": "Q"}"#, .noAnswers),
    (#"{"question": "Q", "answer": []}"#, .noAnswers),
    (#"{"question": "Q", "answer": "A"}"#, .wrongType(field: "answer")),
    (#"{"question": "Q", "answer": ["A", 2]}"#, .wrongType(field: "answer")),
    (#"{"question": "Q", "answer": ["A", null]}"#, .wrongType(field: "answer")),
    (#"{"question": "Q", "answer": ["A", "  "]}"#, .emptyAnswer(number: 2)),
    (#"{"question": "Q", "answer": ["A", "?!"]}"#, .unspellableAnswer(number: 2)),
    (
      #"{"question": "Q", "answer": ["Côte d'Ivoire", "cote divoire"]}"#,
      .sameAnswers(first: 1, second: 2)
    ),
    (#"{"question": "Q", "answer": ["A", "B", "the b"]}"#, .sameAnswers(first: 2, second: 3)),
    (#"{"question": "Q", "answer": ["A"], "time_limit": -1}"#, .badTimeLimit),
    (#"{"question": "Q", "answer": ["A"], "time_limit": 86401}"#, .badTimeLimit),
    (
      #"{"question": "Q", "answer": ["A"], "time_limit": "5 minutes"}"#,
      .wrongType(field: "time_limit")
    ),
    (
      #"{"question": "Q", "answer": ["A"], "spellings": {"Z": ["z"]}}"#,
      .unknownAnswer(field: "spellings", answer: "Z")
    ),
    (
      #"{"question": "Q", "answer": ["A"], "clues": {"Z": "z"}}"#,
      .unknownAnswer(field: "clues", answer: "Z")
    ),
    (
      #"{"question": "Q", "answer": ["Ab", "Cd"], "spellings": {"Ab": ["cd"]}}"#,
      .badSpelling(answer: "Ab", spelling: "cd")
    ),
    (
      #"{"question": "Q", "answer": ["Ab", "Cd"], "spellings": {"Ab": [" "]}}"#,
      .badSpelling(answer: "Ab", spelling: "")
    ),
  ]
}

private func notJSON(_ line: Int, _ column: Int, _ problem: String) -> GameDocumentMapper.Error {
  .notJSON(StrictJSON.SyntaxError(line: line, column: column, problem: problem))
}
