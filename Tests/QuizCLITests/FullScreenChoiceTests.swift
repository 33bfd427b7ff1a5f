import QuizCLI
import Testing

@MainActor
@Suite("quiz chooses full screen or line mode")
struct FullScreenChoiceTests {
  @Test func aTerminal_withAKnownTERM_getsTheFullScreenChat() async {
    let launcher = LauncherSpy(starts: true)

    let result = await runCLI(
      [], input: [specQuestions[0]], interactive: true, environment: ["TERM": "xterm"],
      fullScreen: launcher.launch)

    #expect(launcher.requests == ["test data"])
    #expect(result.output == "")
    #expect(result.status == 0)
  }

  @Test(
    arguments: [
      (["--plain"], ["TERM": "xterm"]), (["--json"], ["TERM": "xterm"]), ([], ["TERM": "dumb"]),
      ([], [:]),
    ] as [([String], [String: String])])
  func plainJSONDumbOrUnknownTerminals_keepLineMode(
    _ arguments: [String], _ environment: [String: String]
  ) async {
    let launcher = LauncherSpy(starts: true)

    let result = await runCLI(
      arguments, input: [specQuestions[0]], interactive: true, environment: environment,
      fullScreen: launcher.launch)

    #expect(launcher.requests.isEmpty)
    #expect(result.output.contains("Brussels"))
  }

  @Test func pipedInput_keepsLineMode() async {
    let launcher = LauncherSpy(starts: true)

    let result = await runCLI(
      [], input: [specQuestions[0]], interactive: false, environment: ["TERM": "xterm"],
      fullScreen: launcher.launch)

    #expect(launcher.requests.isEmpty)
    #expect(result.output == "The capital of Belgium is Brussels.\n")
  }

  @Test func whenCursesCannotStart_theLineChatRunsInstead() async {
    let launcher = LauncherSpy(starts: false)

    let result = await runCLI(
      [], input: [specQuestions[0]], interactive: true, environment: ["TERM": "xterm"],
      fullScreen: launcher.launch)

    #expect(launcher.requests.count == 1)
    #expect(result.output.contains("The capital of Belgium is Brussels."))
  }
}

@MainActor
private final class LauncherSpy {
  let starts: Bool
  var requests: [String] = []

  init(starts: Bool) { self.starts = starts }

  var launch: ChatScreenStub {
    { _, options in
      self.requests.append(options.sourceBeforeAnswers)
      return self.starts
    }
  }
}
