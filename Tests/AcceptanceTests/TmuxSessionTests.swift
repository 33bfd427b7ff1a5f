import Foundation
import QuizTestSupport
import Testing

/// The tmux harness itself, against small shell programs, so a failing full-screen test points
/// at `quiz` and not at the harness.
@Suite("tmux harness", .timeLimit(.minutes(1)), .onThreadsOfItsOwn)
struct TmuxSessionTests {
  @Test func typedTextAndEnter_reachTheProgram_andItsOutputIsOnScreen() throws {
    let session = try TmuxSession(["sh", "-c", "printf ready; read x; echo got:$x"])
    defer { session.kill() }

    try session.waitFor("ready")
    try session.type("hello world")
    try session.press("Enter")

    try session.waitFor("got:hello world")
    #expect(try session.waitForExit() == 0)
  }

  @Test func rows_areTheScreen_oneStringPerRow() throws {
    let session = try TmuxSession(
      ["sh", "-c", "printf 'first\\nsecond\\n'; read x"], width: 30, height: 6)
    defer { session.kill() }

    try session.waitFor("second")
    let rows = try session.rows()

    try #require(rows.count == 6)
    #expect(rows[0] == "first")
    #expect(rows[1] == "second")
  }

  @Test func waitingForTextThatNeverComes_failsInTime_showingTheScreen() throws {
    let session = try TmuxSession(["sh", "-c", "printf 'something else'; read x"])
    defer { session.kill() }
    try session.waitFor("something else")
    let start = ContinuousClock.now

    let error = #expect(throws: TmuxSession.Failure.self) {
      try session.waitFor("never printed", timeout: .milliseconds(300))
    }

    #expect(ContinuousClock.now - start < .seconds(3))
    #expect(error?.description.contains("something else") == true)
  }

  @Test func theProgramSeesOnlyTheGivenEnvironment_andTheTerminalType() throws {
    setenv("QUIZ_TMUX_HARNESS_LEAK", "leaked", 1)
    let session = try TmuxSession(
      ["sh", "-c", "echo \"[$GIVEN][$TERM][$QUIZ_TMUX_HARNESS_LEAK]\"; read x"],
      environment: ["GIVEN": "it's given"])
    defer { session.kill() }

    try session.waitFor("[it's given][xterm-256color][]")
  }

  @Test func resize_changesTheTerminalSize_theProgramSees() throws {
    let session = try TmuxSession(
      ["sh", "-c", "stty size; read x; stty size; read x"], width: 80, height: 24)
    defer { session.kill() }
    try session.waitFor("24 80")

    try session.resize(width: 40, height: 10)
    try session.press("Enter")

    try session.waitFor("10 40")
    #expect(try session.rows().count == 10)
  }

  @Test func terminalMode_isRecordedBeforeAndAfter_withTheExitStatus() throws {
    let tidy = try TmuxSession(["sh", "-c", "exit 0"])
    let messy = try TmuxSession(["sh", "-c", "stty raw -echo; exit 3"])
    defer {
      tidy.kill()
      messy.kill()
    }

    #expect(try messy.waitForExit() == 3)
    #expect(try messy.terminalModeBefore() != messy.terminalModeAfter())
    #expect(try tidy.waitForExit() == 0)
    #expect(try !tidy.terminalModeBefore().isEmpty)
  }

  @Test func aProgramThatLeavesTheModeAlone_hasTheSameModeAfter() throws {
    let session = try TmuxSession(["sh", "-c", "saved=$(stty -g); stty raw -echo; stty \"$saved\""])
    defer { session.kill() }

    #expect(try session.waitForExit() == 0)
    #expect(try session.terminalModeBefore() == session.terminalModeAfter())
  }

  @Test func controlC_interruptsTheProgram_andTheWrapperStillRecords() throws {
    let session = try TmuxSession(["sh", "-c", "echo started; exec sleep 30"])
    defer { session.kill() }
    try session.waitFor("started")
    _ = try session.programPID()

    try session.press("C-c")

    #expect(try session.waitForExit() == 130)
    #expect(try session.terminalModeBefore() == session.terminalModeAfter())
  }

  @Test func signal_goesToTheProgramItself() throws {
    let session = try TmuxSession(["sh", "-c", "echo started; exec sleep 30"])
    defer { session.kill() }
    try session.waitFor("started")

    try session.signal(SIGTERM)

    #expect(try session.waitForExit() == 128 + SIGTERM)
  }

  @Test func screenWithAttributes_keepsColours_andTheParserFindsThem() throws {
    let session = try TmuxSession(
      ["sh", "-c", "printf '\\033[31mred\\033[0m \\033[1mbold\\033[0m\\n'; read x"])
    defer { session.kill() }

    let screen = try session.waitUntil("red and bold", attributes: true) { $0.contains("bold") }
    let sgr = sgrParameters(in: screen)

    #expect(sgr.contains { setsColour($0) })
    #expect(sgr.contains { $0.contains(1) })
    #expect(try !session.screen().contains("\u{1B}"))
  }

  @Test func sgrParser_tellsColourFromStyle() {
    let styled = "\u{1B}[1mA\u{1B}[7;4mB\u{1B}[0m\u{1B}[39;49m"
    let coloured = "\u{1B}[38;5;202mA\u{1B}[0m\u{1B}[44mB\u{1B}[92mC"

    #expect(sgrParameters(in: styled) == [[1], [7, 4], [0], [39, 49]])
    #expect(!sgrParameters(in: styled).contains { setsColour($0) })
    #expect(sgrParameters(in: coloured).filter { setsColour($0) }.count == 3)
  }
}
