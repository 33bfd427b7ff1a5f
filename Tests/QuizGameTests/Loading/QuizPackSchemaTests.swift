import Foundation
import QuizGame
import Testing

/// `Assets/quiz-pack.schema.json` against the example packs and against the loader itself
/// (`GameDocumentMapper`): a pack author who validates with the schema gets the loader's verdict.
@Suite("Quiz pack schema")
struct QuizPackSchemaTests {
  @Test func schema_acceptsEveryExamplePack_asTheLoaderDoes() throws {
    let packs = try examplePacks()

    #expect(packs.count >= 3)
    for pack in packs {
      let data = try Data(contentsOf: pack)
      let errors = try schemaErrors(data)
      #expect(errors == [], "\(pack.lastPathComponent)")
      #expect(errors.isEmpty == loaderAccepts(data), "\(pack.lastPathComponent)")
    }
  }

  @Test(arguments: acceptedPacks)
  func schema_acceptsAPack_asTheLoaderDoes(_ pack: String) throws {
    let data = Data(pack.utf8)

    let errors = try schemaErrors(data)
    #expect(errors.isEmpty == loaderAccepts(data), "the schema says \(errors)")
    #expect(errors == [])
  }

  @Test(arguments: refusedPacks)
  func schema_refusesAPack_asTheLoaderDoes(_ pack: String) throws {
    let data = Data(pack.utf8)

    let errors = try schemaErrors(data)
    #expect(errors.isEmpty == loaderAccepts(data), "the schema says \(errors)")
    #expect(errors != [])
  }

  @Test func schema_andLoader_giveTheSameVerdict_onLimitsTooLongToWriteInline() throws {
    let packs: [(name: String, body: Any, valid: Bool)] = [
      ("1,000 answers", ["question": "Q", "answer": (1...1_000).map { "answer \($0)" }], true),
      ("1,001 answers", ["question": "Q", "answer": (1...1_001).map { "answer \($0)" }], false),
      (
        "an answer of 200", ["question": "Q", "answer": [String(repeating: "x", count: 200)]], true
      ),
      (
        "an answer of 201", ["question": "Q", "answer": [String(repeating: "x", count: 201)]], false
      ),
      (
        "a spelling of 201",
        [
          "question": "Q", "answer": ["A"],
          "spellings": ["A": [String(repeating: "x", count: 201)]],
        ], false
      ),
      (
        "a clue of 500",
        ["question": "Q", "answer": ["A"], "clues": ["A": String(repeating: "x", count: 500)]], true
      ),
    ]

    for pack in packs {
      let data = try JSONSerialization.data(withJSONObject: pack.body)
      let errors = try schemaErrors(data)
      #expect(errors.isEmpty == loaderAccepts(data), "\(pack.name): the schema says \(errors)")
      #expect(errors.isEmpty == pack.valid, "\(pack.name)")
    }
  }

  /// What JSON Schema cannot say, as the schema's description lists it: the schema lets these
  /// through, and only the loader refuses them. If the loader stops refusing one, this fails,
  /// and the description should change with it.
  @Test(arguments: packsOnlyTheLoaderRefuses)
  func schema_acceptsWhatOnlyTheLoaderCanRefuse(_ pack: String) throws {
    let data = Data(pack.utf8)

    #expect(try schemaErrors(data) == [])
    #expect(!loaderAccepts(data))
  }

  @Test func schema_acceptsADocumentOver1MB_whichOnlyTheLoaderRefuses() throws {
    let padding = String(repeating: "x", count: GameDocumentMapper.maximumSize)
    let data = try JSONSerialization.data(
      withJSONObject: ["question": "Q", "answer": ["A"], "notes": padding])

    #expect(try schemaErrors(data) == [])
    #expect(throws: GameDocumentMapper.Error.tooLarge) {
      try GameDocumentMapper.map(data, id: "x")
    }
  }

  /// The schema counts 200 characters before trimming and as code points, so it is the
  /// stricter: the loader takes these.
  @Test(arguments: packsOnlyTheSchemaRefuses)
  func schema_refusesLongAnswersTheLoaderTakes_countingBeforeTrimming(_ pack: String) throws {
    let data = Data(pack.utf8)

    #expect(try schemaErrors(data) != [])
    #expect(loaderAccepts(data))
  }

  @Test func validator_refusesASchemaWithAKeywordItDoesNotKnow() {
    let schema = #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema",
       "properties": {"question": {"type": "string", "minLength": 1}}}
      """#

    #expect(
      throws: JSONSchemaValidator.SchemaError.unknownKeyword(
        "minLength", at: "#/properties/question")
    ) {
      try JSONSchemaValidator(schema: Data(schema.utf8))
    }
  }

  @Test func validator_refusesASchemaOfAnotherDraft() {
    let schema = #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}"#

    #expect(throws: JSONSchemaValidator.SchemaError.malformed("$schema", at: "#")) {
      try JSONSchemaValidator(schema: Data(schema.utf8))
    }
  }

  // MARK: - Helpers

  /// The repository's `Assets/`, found from this file: Loading, QuizGameTests, Tests, the root.
  private static let assets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Assets")
  private static let schemaFile = assets.appendingPathComponent("quiz-pack.schema.json")
  private static let examplesFolder = assets.appendingPathComponent("Quizzes")

  private func schemaErrors(_ instance: Data) throws -> [String] {
    let validator = try JSONSchemaValidator(schema: Data(contentsOf: Self.schemaFile))
    return validator.errors(in: instance)
  }

  private func loaderAccepts(_ data: Data) -> Bool {
    (try? GameDocumentMapper.map(data, id: "schema-test")) != nil
  }

  private func examplePacks() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: Self.examplesFolder, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "json" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}

private let acceptedPacks = [
  #"{"question": "Name the inner planets", "answer": ["Mercury", "Venus", "Earth", "Mars"]}"#,
  #"{"question": " Q ", "answer": [" padded ", "東京", "Côte d'Ivoire", "&", "The", "42"]}"#,
  #"{"question": "Q", "answer": ["A"], "time_limit": 0}"#,
  #"{"question": "Q", "answer": ["A"], "time_limit": 86400}"#,
  #"{"question": "Q", "answer": ["A"], "time_limit": 90.5}"#,
  #"{"question": "Q", "answer": ["A"], "time_limit": null, "spellings": null, "clues": null}"#,
  #"{"question": "Q", "answer": ["Earth"], "spellings": {"Earth": ["Terra", "the World"]}}"#,
  #"{"question": "Q", "answer": ["Earth"], "spellings": {"Earth": []}}"#,
  #"{"question": "Q", "answer": ["A", "B"], "clues": {"A": "first", "B": ""}}"#,
  #"{"question": "Q", "answer": ["A"], "author": "someone", "version": 2}"#,
  #"{"question": "???", "answer": ["A"]}"#,
]

private let refusedPacks = [
  #"{"question": "Q", "answer": ["A"]"#,
  #"["Q", ["A"]]"#,
  #""Name the planets""#,
  #"{"answer": ["A"]}"#,
  #"{"question": "Q"}"#,
  #"{"question": "", "answer": ["A"]}"#,
  #"{"question": "  \t ", "answer": ["A"]}"#,
  #"{"question": null, "answer": ["A"]}"#,
  #"{"question": 42, "answer": ["A"]}"#,
  #"{"question": "\u0007\t", "answer": ["A"]}"#,
  #"{"question": "Q", "answer": []}"#,
  #"{"question": "Q", "answer": null}"#,
  #"{"question": "Q", "answer": "Mercury"}"#,
  #"{"question": "Q", "answer": [1, 2]}"#,
  #"{"question": "Q", "answer": ["A", null]}"#,
  #"{"question": "Q", "answer": ["A", ""]}"#,
  #"{"question": "Q", "answer": ["A", "   "]}"#,
  #"{"question": "Q", "answer": ["???"]}"#,
  #"{"question": "Q", "answer": ["\u0007"]}"#,
  #"{"question": "Q", "answer": ["Mars", "Mars"]}"#,
  #"{"question": "Q", "answer": ["A"], "time_limit": -1}"#,
  #"{"question": "Q", "answer": ["A"], "time_limit": 86401}"#,
  #"{"question": "Q", "answer": ["A"], "time_limit": "120"}"#,
  #"{"question": "Q", "answer": ["A"], "time_limit": true}"#,
  #"{"question": "Q", "answer": ["A"], "spellings": ["A"]}"#,
  #"{"question": "Q", "answer": ["A"], "spellings": {"A": "B"}}"#,
  #"{"question": "Q", "answer": ["A"], "spellings": {"A": [""]}}"#,
  #"{"question": "Q", "answer": ["A"], "spellings": {"A": ["!!"]}}"#,
  #"{"question": "Q", "answer": ["A"], "clues": {"A": 1}}"#,
  #"{"question": "Q", "answer": ["A"], "clues": "first"}"#,
]

private let packsOnlyTheLoaderRefuses = [
  // The same once folded: case, accents, punctuation, spacing, a leading "the".
  #"{"question": "Q", "answer": ["France", "the france"]}"#,
  #"{"question": "Q", "answer": ["Côte d'Ivoire", "cote divoire"]}"#,
  // A spelling that is another answer's.
  #"{"question": "Q", "answer": ["Earth", "Mars"], "spellings": {"Earth": ["mars"]}}"#,
  // Keys that are not answers exactly as listed.
  #"{"question": "Q", "answer": ["Earth"], "spellings": {"earth": ["Terra"]}}"#,
  #"{"question": "Q", "answer": ["Earth"], "clues": {"Pluto": "not any more"}}"#,
  // Letters only inside an escape sequence, which the loader removes.
  #"{"question": "\u001b[31m", "answer": ["A"]}"#,
  #"{"question": "Q", "answer": ["\u001b[0m"]}"#,
  // No letter or digit, but symbols beyond ASCII, which the portable pattern lets through.
  #"{"question": "Q", "answer": ["→"]}"#,
  #"{"question": "Q", "answer": ["🇫🇷"]}"#,
]

private let packsOnlyTheSchemaRefuses = [
  // 200 characters once trimmed.
  #"{"question": "Q", "answer": ["  "# + String(repeating: "x", count: 200) + #"  "]}"#,
  // 101 characters, each an "e" and a combining acute accent: 202 code points.
  #"{"question": "Q", "answer": [""# + String(repeating: #"e\u0301"#, count: 101) + #""]}"#,
]
