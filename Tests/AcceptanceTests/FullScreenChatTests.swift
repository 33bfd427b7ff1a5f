import Foundation
import LoopbackHTTPServer
import QuizTestSupport
import Synchronization
import Testing

/// The full-screen chat end to end: the built `quiz` in tmux, a real terminal emulator, at a fixed
/// size, driven by keys and read back from the screen.
///
/// The screen: the transcript ("You  …" questions, "Quiz …" answers) over a one-row status bar,
/// over the input line ("› …") on the bottom row.
@Suite("full-screen chat in tmux", .serialized, .timeLimit(.minutes(2)), .onThreadsOfItsOwn)
struct FullScreenChatTests {
  @Test func theFourSpecQuestions_areAnsweredOnScreen() throws {
    let session = try startQuiz()
    defer { session.kill() }

    for (question, answer) in specQuestions {
      try ask(session, question)
      try session.waitFor(answer)
    }

    let rows = try session.rows()
    #expect(rows.contains { $0.hasPrefix("You") && $0.contains("What is the capital of Belgium?") })
    #expect(
      rows.contains { $0.hasPrefix("Quiz") && $0.contains("The capital of Belgium is Brussels.") })
    #expect(
      rows.contains { $0.hasPrefix("Quiz") && $0.contains("Chad, Chile, China, Christmas Island") })
    #expect(rows.contains { $0.contains("The ISO alpha-2 code for Greece is GR.") })
    let flagRow = try #require(rows.firstIndex { $0.contains("The flag of Brazil is 🇧🇷") })
    // The flag's description is a detail line of its own, under the answer's text.
    #expect(rows[flagRow + 1].hasPrefix("     It has a green field with a large yellow rhombus"))
    #expect(rows[rows.count - 1].hasPrefix("›"))
  }

  /// A newcomer's first screen says what to ask and how to play, and the game it offers starts;
  /// the greeting gives way to the first question.
  @Test func theFirstScreen_greets_withQuestionsAndAGame_thatStarts() throws {
    let session = try startQuiz()
    defer { session.kill() }

    let rows = try session.rows()
    #expect(rows.contains { $0.hasPrefix("Ask about the world's countries") })
    #expect(
      rows.contains { $0.trimmingCharacters(in: .whitespaces) == "Which countries start with CH?" })
    #expect(rows.contains { $0.hasPrefix("Or play a timed game:") })
    let game = "Quiz me on the capitals of Africa"
    #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == game })

    try ask(session, game)
    try session.waitFor("Name the capitals of Africa")
    try session.waitForStatus("the game's ready screen") { $0.contains("Esc back to chat") }
    try session.press("Escape")
    try session.waitForStatus("the chat again") { !$0.contains("Enter start") }
    try ask(session, "What is the capital of Belgium?")
    try session.waitFor("The capital of Belgium is Brussels.")
    #expect(try !session.screen().contains("Or play a timed game:"))
  }

  @Test func pageUp_bringsBackTheFirstAnswer_afterManyMore() throws {
    let session = try startQuiz()
    defer { session.kill() }
    try ask(session, "What is the capital of Belgium?")
    try session.waitFor("Brussels")
    for (country, capital) in moreCapitals {
      try ask(session, "What is the capital of \(country)?")
      try session.waitFor(capital)
    }
    #expect(try !session.screen().contains("Brussels"))

    let found = try pressUntil(session, "PgUp", shows: "Brussels")

    #expect(found)
    #expect(
      try session.rows().contains {
        $0.hasPrefix("You") && $0.contains("What is the capital of Belgium?")
      })
    #expect(try session.rows().last?.hasPrefix("›") == true)
    let (lastCountry, lastCapital) = moreCapitals[moreCapitals.count - 1]
    #expect(
      try pressUntil(session, "PgDn", shows: "The capital of \(lastCountry) is \(lastCapital)."))
  }

  @Test func resize_reflowsTheTranscript_andKeepsTheLayout() throws {
    let session = try startQuiz(width: 80, height: 24)
    defer { session.kill() }
    try ask(session, "Which countries start with CH?")
    try session.waitFor("Christmas Island")
    try ask(session, "What is the capital of Belgium?")
    try session.waitFor("The capital of Belgium is Brussels.")

    // At 40 columns the list (36 characters beside a 5-column label) wraps at a word.
    try session.resize(width: 40, height: 10)
    let narrow = try session.waitUntil("the layout at 40×10") { screen in
      let rows = screen.components(separatedBy: "\n")
      return rows.count >= 10 && rows[9].hasPrefix("›")
        && rows.contains { $0.hasSuffix("Chad, Chile, China, Christmas") }
    }
    let narrowRows = Array(narrow.components(separatedBy: "\n").prefix(10))
    try #require(narrowRows.count == 10)
    #expect(narrowRows.allSatisfy { $0.count <= 40 })
    #expect(narrowRows.contains { $0.trimmingCharacters(in: .whitespaces) == "Island" })
    #expect(narrowRows.contains { $0.contains("The capital of Belgium is Brussels.") })
    #expect(narrowRows[8].contains("Answered"))

    try session.resize(width: 100, height: 30)
    try session.waitUntil("the list on one row again at 100×30") { screen in
      let rows = screen.components(separatedBy: "\n")
      return rows.count >= 30 && rows[29].hasPrefix("›")
        && screen.contains("Chad, Chile, China, Christmas Island")
    }
    try ask(session, "What is the ISO alpha-2 code for Greece?")
    try session.waitFor("The ISO alpha-2 code for Greece is GR.")
  }

  @Test func noColor_styles_withoutAnyColour() throws {
    let plain = try startQuiz(environment: ["NO_COLOR": "1"])
    let coloured = try startQuiz()
    defer {
      plain.kill()
      coloured.kill()
    }
    for session in [plain, coloured] {
      try ask(session, "What is the capital of Belgium?")
      try session.waitFor("The capital of Belgium is Brussels.")
    }

    let sgr = sgrParameters(in: try plain.screen(attributes: true))

    #expect(!sgr.contains { setsColour($0) }, "colour despite NO_COLOR: \(sgr)")
    // The same screen has colour without it, so the capture would show colour were it there.
    #expect(sgrParameters(in: try coloured.screen(attributes: true)).contains { setsColour($0) })
    // Still told apart: the status bar or the labels use bold, underline or reverse.
    #expect(sgr.contains { $0.contains(1) || $0.contains(4) || $0.contains(7) })
  }

  /// "retry", "help" and "exit" typed do what the chat says in every front end, shown the
  /// full screen's way: a hint in the status bar, the help over the transcript, and the end.
  @Test func theChatsWords_typed_retryHelpAndExit() throws {
    let session = try startQuiz()
    defer { session.kill() }

    try ask(session, "retry")
    try session.waitForStatus("nothing to retry") { $0.contains("Nothing to retry") }
    try ask(session, "help")
    try session.waitFor("Help · Esc closes")
    try session.press("Escape")
    try session.waitUntil("the help closed") { !$0.contains("Help · Esc closes") }
    try ask(session, "exit")

    _ = try session.waitForExit()
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
  }

  @Test func controlC_givesTheTerminalBackAsItWas() throws {
    let session = try startQuiz()
    defer { session.kill() }
    try ask(session, "What is the capital of Belgium?")
    try session.waitFor("Brussels")

    try session.press("C-c")

    _ = try session.waitForExit()
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
    #expect(try !session.screen().contains("Brussels"))
  }

  @Test func sigterm_givesTheTerminalBackAsItWas() throws {
    let session = try startQuiz()
    defer { session.kill() }
    try ask(session, "What is the capital of Belgium?")
    try session.waitFor("Brussels")

    try session.signal(SIGTERM)

    _ = try session.waitForExit()
    #expect(try session.terminalModeAfter() == session.terminalModeBefore())
    #expect(try !session.screen().contains("Brussels"))
  }

  @Test func failingService_showsTheError_offersF5_andF5AnswersOnceItRecovers() throws {
    let records = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV5Records)
    let fixture = try RESTCountriesV5Fixture(records: records, apiKey: apiKey)
    // Refused first, then up but failing, then well, all at one port that is never let go.
    let reserved = try LoopbackHTTPServer.ReservedPort()
    let url = "http://127.0.0.1:\(reserved.port)\(RESTCountriesV5Fixture.path)"
    let isWell = Mutex(false)
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-tui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    var server: LoopbackHTTPServer?
    defer {
      server?.stop()
      try? FileManager.default.removeItem(at: cache)
    }
    let session = try startQuiz(
      ["--data", "v5", "--api-url", url],
      environment: [
        "QUIZ_CACHE_DIR": cache.path, "RESTCOUNTRIES_API_KEY": apiKey, "QUIZ_TIMEOUT": "5",
      ])
    defer { session.kill() }

    // Connection refused: an error, and the status bar offers F5.
    try ask(session, "What is the capital of Belgium?")
    let refused = try session.waitForStatus("a connection error offering F5") {
      $0.contains("F5")
    }
    #expect(try !session.screen().contains("Brussels"))

    // 500: F5 asks again, and fails again, differently.
    let failing = try LoopbackHTTPServer(takingOver: reserved) { request in
      isWell.withLock { $0 }
        ? fixture.reply(to: request)
        : .respond(.init(status: 500, headers: [:], body: Data("<html>oops</html>".utf8)))
    }
    server = failing
    try session.press("F5")
    let serverError = try session.waitForStatus("a server error offering F5") {
      $0.contains("F5") && $0 != refused
    }
    #expect(!failing.requests.isEmpty)
    #expect(try !session.screen().contains("Brussels"))

    // Back: F5 answers the same question.
    isWell.withLock { $0 = true }
    try session.press("F5")
    try session.waitFor("The capital of Belgium is Brussels.")
    let status = try session.statusBar()
    #expect(
      !status.contains("F5"), "still offering F5 after the answer: \(status) (was \(serverError))")
  }

  // MARK: - Helpers

  private let apiKey = "rc_test_0123456789"

  private let specQuestions = [
    ("What is the capital of Belgium?", "The capital of Belgium is Brussels."),
    ("Which countries start with CH?", "Chad, Chile, China, Christmas Island"),
    ("What is the ISO alpha-2 code for Greece?", "The ISO alpha-2 code for Greece is GR."),
    ("What is the flag of Brazil?", "The flag of Brazil is"),
  ]

  /// Enough questions and answers to push the first answer off a 24-row screen.
  private let moreCapitals = [
    ("Chile", "Santiago"), ("Greece", "Athens"), ("Japan", "Tokyo"), ("Kenya", "Nairobi"),
    ("Peru", "Lima"), ("Norway", "Oslo"), ("Egypt", "Cairo"), ("Canada", "Ottawa"),
    ("Spain", "Madrid"), ("Italy", "Rome"), ("France", "Paris"), ("Germany", "Berlin"),
    ("Poland", "Warsaw"), ("Cuba", "Havana"),
  ]

  /// `quiz` full-screen in tmux, waited for until its first frame is up (the status bar ready).
  private func startQuiz(
    _ arguments: [String] = [], environment: [String: String] = [:], width: Int = 80,
    height: Int = 24, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TmuxSession {
    let quiz = try #require(QuizProcess.executableURL, sourceLocation: sourceLocation)
    let session = try TmuxSession(
      [quiz.path] + arguments, environment: environment, width: width, height: height)
    do {
      try session.waitForStatus("the status bar saying Ready") {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("Ready")
      }
    } catch {
      session.kill()
      throw error
    }
    return session
  }

  private func ask(_ session: TmuxSession, _ question: String) throws {
    try session.type(question)
    try session.waitUntil("the question typed on the input line") {
      $0.components(separatedBy: "\n").contains { $0.hasPrefix("›") && $0.hasSuffix(question) }
    }
    try session.press("Enter")
  }

  /// Presses `key` up to 10 times until `text` is on screen.
  private func pressUntil(_ session: TmuxSession, _ key: String, shows text: String) throws -> Bool
  {
    for _ in 0..<10 {
      try session.press(key)
      if (try? session.waitFor(text, timeout: .milliseconds(400))) != nil { return true }
    }
    return false
  }
}
