import QuizCLI
import QuizEngine
import Testing

@MainActor
@Suite("quiz with piped input")
struct PipedChatTests {
  @Test func answersEachLineInOrder_withTheExactWording() async {
    let result = await runCLI([], input: specQuestions)

    #expect(
      result.output == """
        The capital of Belgium is Brussels.
        Chad, Chile, China, Christmas Island
        The ISO alpha-2 code for Greece is GR.
        The flag of Brazil is 🇧🇷
          It has a green field with a large yellow rhombus.

        """)
    #expect(result.status == 0)
    #expect(result.prompts.allSatisfy { $0.isEmpty })
  }

  @Test func skipsBlankLines() async {
    let result = await runCLI([], input: ["", "   ", specQuestions[0], "\t"])

    #expect(result.output == "The capital of Belgium is Brussels.\n")
  }

  @Test func notFoundAndNotUnderstood_areAnswers_withStatusZero() async {
    let result = await runCLI([], input: ["capital of Atlantis", "what time is it?"])

    #expect(result.output.hasPrefix("I couldn't find a country named Atlantis.\n"))
    #expect(result.output.contains("didn't understand"))
    #expect(result.status == 0)
  }

  @Test func unavailableData_reportsTheErrorAndExitsWithTheDocumentedStatus() async {
    let result = await runCLI([], input: [specQuestions[0]], loads: [.failure(.connectivity)])

    #expect(result.output.contains("can't reach REST Countries"))
    #expect(result.status == ExitStatus.dataUnavailable)
  }

  @Test func json_printsOneObjectPerQuestion() async {
    let result = await runCLI(["--json"], input: specQuestions + ["what time is it?"])

    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(
      lines[0] == """
        {"question":"What is the capital of Belgium?","intent":"capital","outcome":"answered",\
        "country":{"name":"Belgium","code":"BE"},"prefix":null,\
        "answer":"The capital of Belgium is Brussels.","context":null,"capitals":["Brussels"],\
        "match":{"kind":"exact"},"interpreter":"local",\
        "source":{"kind":"bundled","label":"test data","as_of":null,"stale":false}}
        """)
    #expect(
      lines[1].contains(
        #""intent":"countries_by_prefix","outcome":"answered","country":null,"prefix":"CH""#))
    #expect(lines[1].contains(#""countries":[{"name":"Chad","code":"C0"}"#))
    #expect(lines[3].contains(#""flag":{"emoji":"🇧🇷","png":"https://flagcdn.com/w320/br.png""#))
    #expect(
      lines[4].hasPrefix(
        #"{"question":"what time is it?","intent":"unrecognized","outcome":"unrecognized","country":null"#
      ))
  }

  @Test func followUps_leanOnTheQuestionBefore_inPipedInput() async {
    let result = await runCLI([], input: [specQuestions[0], "and Greece?", "its flag?"])

    #expect(
      result.output == """
        The capital of Belgium is Brussels.
        The capital of Greece is Athens.
        The flag of Greece is 🇬🇷

        """)
  }

  @Test func json_saysHowEachReplyUsedTheContext() async {
    let result = await runCLI(
      ["--json"], input: ["and Greece?", specQuestions[0], "and Greece?", "its flag?"])

    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].contains(#""intent":"unrecognized","outcome":"unrecognized""#))
    #expect(lines[0].contains(#""context":null"#))
    #expect(lines[1].contains(#""context":null"#))
    #expect(lines[2].contains(#""country":{"name":"Greece","code":"GR"}"#))
    #expect(lines[2].contains(#""context":"previous_intent""#))
    #expect(lines[3].contains(#""intent":"flag""#))
    #expect(lines[3].contains(#""context":"previous_country""#))
  }

  @Test func json_reportsUnavailable_withTheErrorKind() async {
    let result = await runCLI(
      ["--json"], input: [specQuestions[0]], loads: [.failure(.unauthorized)])

    #expect(result.output.contains(#""outcome":"unavailable""#))
    #expect(result.output.contains(#""error":"unauthorized""#))
    #expect(result.status == ExitStatus.dataUnavailable)
  }

  @Test func json_escapesControlCharactersInTheQuestion() async {
    let result = await runCLI(["--json"], input: ["what \u{1B}[2J time\u{07} is it?"])

    #expect(!result.output.contains("\u{1B}"))
    #expect(result.output.contains(#""question":"what \u001b[2J time\u0007 is it?""#))
  }

  @Test func neverPrintsEscapeSequencesFromAQuestion() async {
    let result = await runCLI([], input: ["capital of \u{1B}[31mAtlantis"])

    #expect(!result.output.contains("\u{1B}"))
    #expect(result.output == "I couldn't find a country named Atlantis.\n")
  }

  @Test func survivesAHugeLine() async {
    let huge = String(repeating: "capital ", count: 130_000)

    let result = await runCLI([], input: [huge, specQuestions[0]])

    #expect(result.output.hasSuffix("The capital of Belgium is Brussels.\n"))
  }
}
