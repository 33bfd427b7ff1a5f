import CountryData
import QuizChat
import QuizEngine
import QuizGame
import QuizInterpreting
import QuizTestSupport
import Testing

/// The chat's one policy for a typed line, run as a script of turns on the real interpreter
/// and the bundled data. Every front end shows what these turns are; the acceptance tests run
/// the same lines through the built `quiz`.
@MainActor
@Suite("The conversation, turn by turn")
struct ConversationScriptTests {
  /// What a turn came to, in a form a table can hold.
  enum Outcome: Hashable, CustomStringConvertible {
    case reply(String)
    case game(String, items: Int)
    case gameChoice
    case gameFailed(GameStartFailure.Reason)
    case help
    case notice(String)
    case end

    var description: String {
      switch self {
      case .reply(let text): "reply: \(text)"
      case .game(let id, let items): "game \(id), \(items) to name"
      case .gameChoice: "the list of games"
      case .gameFailed(let reason): "no game: \(reason)"
      case .help: "the help"
      case .notice(let text): "notice: \(text)"
      case .end: "the end"
      }
    }
  }

  /// The script: the data fails for the first question and the first game, then loads; the
  /// chat's own words are turns too.
  static let script: [(line: String, outcome: Outcome)] = [
    ("What is the capital of Peru?", .reply(ReplyWording.unavailableText(for: .connectivity))),
    ("quiz me on the capitals of South America", .gameFailed(.dataUnavailable(.connectivity))),
    ("retry", .reply("The capital of Peru is Lima.")),
    ("retry", .notice(ChatRefusal.nothingToRetry.sentence)),
    ("help", .help),
    ("What is the capital of Belgium?", .reply("The capital of Belgium is Brussels.")),
    ("and Peru?", .reply("The capital of Peru is Lima.")),
    ("quiz me on the capitals of South America", .game("capitals:south-america", items: 12)),
    ("its flag?", .reply("The flag of Peru is 🇵🇪")),
    ("quiz me on the capital of France", .reply("The capital of France is Paris.")),
    ("quiz me on the countries of Atlantis", .reply(ReplyWording.notUnderstood)),
    ("let's play", .gameChoice),
    ("play countries starting with x", .gameFailed(.nothingToName)),
    ("exit", .end),
  ]

  @Test func theScript_turnByTurn() async throws {
    let (sut, loader) = try makeSUT(failingLoads: 2)
    var outcomes: [Outcome] = []

    for (line, _) in Self.script {
      let turn = try #require(await sut.respond(to: line), "\(line) was refused")
      outcomes.append(outcome(of: turn))
    }

    for (index, (line, expected)) in Self.script.enumerated() {
      #expect(outcomes[index] == expected, "\(line)")
    }
    #expect(loader.loadCount >= 3)
  }

  @Test func aGame_leavesTheTranscriptAndTheFollowUpsAsTheyWere() async throws {
    let (sut, _) = try makeSUT()
    await sut.respond(to: "What is the capital of Belgium?")
    let before = sut.transcript

    let turn = await sut.respond(to: "quiz me on the flags of Europe")
    let followUp = await sut.respond(to: "and Peru?")

    guard case .game = turn else { throw Failure("not a game: \(String(describing: turn))") }
    #expect(Array(sut.transcript.prefix(before.count)) == before)
    #expect(followUp?.reply?.text == "The capital of Peru is Lima.")
  }

  @Test func aFailedQuestion_isRetried_asTheSameQuestion() async throws {
    let (sut, _) = try makeSUT(failingLoads: 1)

    await sut.respond(to: "What is the capital of Peru?")
    #expect(sut.failedQuestion == "What is the capital of Peru?")
    let retried = await sut.retry()

    #expect(retried?.text == "The capital of Peru is Lima.")
  }

  @Test func withoutGames_aRequestToPlay_isAskedAsAQuestion() async throws {
    let (sut, _) = try makeSUT(games: false)

    let turn = await sut.respond(to: "quiz me on the capitals of South America")

    #expect(turn.map(outcome) == .reply("South America is a continent, not a country."))
  }

  @Test func theTranscript_keepsTheNewestMessages_uptoItsScrollback() async throws {
    let (sut, _) = try makeSUT(scrollback: 4)

    for country in ["Peru", "Chile", "Chad", "Spain", "Japan"] {
      await sut.respond(to: "capital of \(country)")
    }

    #expect(sut.transcript.count == 4)
    #expect(sut.transcript.first?.content == .question("capital of Spain"))
    #expect(sut.transcript.map(\.id) == [6, 7, 8, 9])
  }

  @Test func noScrollback_keepsNoMessages_butFollowUpsStillWork() async throws {
    let (sut, _) = try makeSUT(scrollback: 0)

    await sut.respond(to: "capital of Peru")
    let followUp = await sut.respond(to: "and Chile?")

    #expect(sut.transcript.isEmpty)
    #expect(followUp?.reply?.text == "The capital of Chile is Santiago.")
  }

  // MARK: - Helpers

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  private func makeSUT(
    failingLoads: Int = 0, games: Bool = true, scrollback: Int = ChatViewModel.defaultScrollback
  ) throws -> (ChatViewModel, LoaderStub) {
    let catalog = try BundledCountryLoader().loadCatalog()
    let loader = LoaderStub(
      Array(repeating: .failure(.connectivity), count: failingLoads) + [.success(catalog)])
    let quiz = CountryQuiz(
      interpreter: LocalQuestionInterpreter(), loader: loader, fallback: nil,
      makeResolver: { CountryNameResolver(catalog: $0) })
    // Games load from the same loader as the answers, as every composition root wires them.
    let services = GameServices(
      loadCatalog: { try await loader.load() }, makeLoader: { _ in UnusedGameLoader() },
      scores: nil)
    return (
      ChatViewModel(quiz: quiz, games: games ? services : nil, scrollback: scrollback), loader
    )
  }

  private func outcome(of turn: ChatTurn) -> Outcome {
    switch turn {
    case .reply(let reply): .reply(reply.text)
    case .game(let model): .game(model.game?.id ?? "?", items: model.total)
    case .mapQuiz(let quiz): .game(quiz.game.id, items: quiz.game.items.count)
    case .gameChoice: .gameChoice
    case .gameFailed(let failure): .gameFailed(failure.reason)
    case .help: .help
    case .retried(let reply), .switchedToOffline(let reply): .reply(reply.text)
    case .refused: .notice(turn.notice ?? "")
    case .end: .end
    }
  }
}

/// The script plays no quiz from a URL.
private struct UnusedGameLoader: GameLoader {
  var source: String { "unused" }
  func load() async throws(GameLoadError) -> Game { throw .unreachable("not in this test") }
}
