import QuizCLI
import QuizEngine
import QuizTestSupport
import Testing

@MainActor
@Suite("quiz interactive chat")
struct InteractiveChatTests {
  @Test func greets_withExamplesAndTheDataSource_thenPrompts() async {
    let result = await runCLI([], interactive: true)

    #expect(result.output.hasPrefix("QuizEngine: ask me about the world's countries"))
    #expect(result.output.contains("Answering from test data."))
    for example in ReplyWording.examples {
      #expect(result.output.contains(example.example))
    }
    #expect(
      result.output.contains(
        "  • follow-ups to the last question: and Spain? · what about its flag?\n"))
    #expect(
      result.output.contains(
        "  • asked the other way round: Which country has Lima as its capital? · "
          + "What country is DE?\n"))
    #expect(result.prompts == ["› "])
    #expect(result.status == 0)
  }

  @Test func answersQuestions_untilExit() async {
    let result = await runCLI(
      [], input: [specQuestions[0], "exit", specQuestions[1]], interactive: true)

    #expect(result.output.contains("The capital of Belgium is Brussels.\n"))
    #expect(!result.output.contains("Chad"))
    #expect(result.prompts.count == 2)
  }

  @Test(arguments: ["quit", "EXIT", " exit "])
  func quitCommands_endTheChat(_ command: String) async {
    let result = await runCLI([], input: [command, specQuestions[0]], interactive: true)

    #expect(!result.output.contains("Brussels"))
  }

  @Test func help_listsTheQuestionsAndCommands() async {
    let result = await runCLI([], input: ["help"], interactive: true)

    #expect(result.output.contains("Commands: help shows this, retry re-asks"))
    #expect(result.output.contains("Which country has Lima as its capital?"))
    #expect(result.output.contains("and Spain? · what about its flag?"))
  }

  @Test func failure_offersRetry_andRetryAnswersTheSameQuestion() async {
    let result = await runCLI(
      [], input: [specQuestions[0], "retry"], interactive: true,
      loads: [.failure(.connectivity), .success(makeCatalog([belgium]))])

    #expect(result.output.contains("can't reach REST Countries"))
    #expect(result.output.contains("Type retry to ask again."))
    #expect(result.output.hasSuffix("The capital of Belgium is Brussels.\n\n"))
  }

  @Test func retry_withNothingFailed_saysSo() async {
    let result = await runCLI([], input: ["retry"], interactive: true)

    #expect(result.output.contains("Nothing to retry"))
  }

  @Test func colour_onlyWhenAsked() async {
    let plain = await runCLI([], input: [specQuestions[0]], interactive: true, color: false)
    let coloured = await runCLI([], input: [specQuestions[0]], interactive: true, color: true)

    #expect(!plain.output.contains("\u{1B}["))
    #expect(coloured.output.contains("\u{1B}["))
  }

  @Test func json_onATerminal_printsJSONWithoutGreeting() async {
    let result = await runCLI(["--json"], input: [specQuestions[0]], interactive: true)

    #expect(result.output.hasPrefix("{\"question\""))
  }
}
