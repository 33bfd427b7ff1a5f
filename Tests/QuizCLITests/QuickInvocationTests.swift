import ArgumentParser
import Foundation
import Testing

@testable import QuizCLI

/// The invocations read without ArgumentParser must behave exactly as ArgumentParser would.
@MainActor
@Suite("Quick invocations")
struct QuickInvocationTests {
  @Test(arguments: [
    (["ask", "capital", "of", "Belgium"], QuickInvocation.ask(question: "capital of Belgium")),
    (
      ["ask", "What is the capital of Belgium?"], .ask(question: "What is the capital of Belgium?")
    ),
    (["--help"], .help), (["-h"], .help), (["help"], .help), (["--version"], .version),
  ])
  func reads(arguments: [String], expected: QuickInvocation) {
    #expect(QuickInvocation(arguments) == expected)
  }

  @Test(arguments: [
    [], ["ask"], ["ask", "  "], ["ask", "--json", "capital of Peru"],
    ["ask", "capital of Peru", "--data", "v5"], ["ask", "-h"], ["ask", "--", "x"],
    ["help", "ask"], ["--help", "--json"], ["--version", "x"], ["chat"], ["data", "status"],
    ["capital of Peru"],
  ])
  func leavesEverythingElseToArgumentParser(arguments: [String]) {
    #expect(QuickInvocation(arguments) == nil)
  }

  @Test func helpText_isWhatArgumentParserPrintsAtItsDefaultWidth() {
    let generated = QuizCommand.helpMessage(columns: QuizCommand.helpColumns)

    #expect(
      QuizCommand.helpText == generated,
      """
      QuizCommand.helpText is stale; replace it in QuizCommand+HelpText.swift with:
      \(generated)
      """)
  }

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func help_printsArgumentParsersHelp(arguments: [String]) async {
    let result = await runCLI(arguments)

    #expect(result.output == QuizCommand.helpMessage() + "\n")
    #expect(result.status == 0)
  }

  @Test func helpText_isKeptOnlyForTheWidthItWasMadeFor() {
    let plain = TerminalTraits(inputIsTerminal: false, outputIsTerminal: false, usesColor: false)
    var wide = plain
    wide.columns = 120
    var narrow = plain
    narrow.columns = 80

    #expect(QuizCommand.helpText(environment: [:], traits: plain) == QuizCommand.helpText)
    #expect(QuizCommand.helpText(environment: [:], traits: narrow) == QuizCommand.helpText)
    #expect(QuizCommand.helpText(environment: [:], traits: wide) == nil)
    #expect(QuizCommand.helpText(environment: ["COLUMNS": "100"], traits: plain) == nil)
    #expect(
      QuizCommand.helpText(environment: ["COLUMNS": "80"], traits: wide) == QuizCommand.helpText)
  }

  @Test func version_printsTheVersion_asArgumentParserWould() async throws {
    let quick = await runCLI(["--version"])

    #expect(quick.output == QuizCommand.version + "\n")
    #expect(quick.status == 0)
    #expect(
      QuizCommand.fullMessage(for: CleanExit.message(QuizCommand.version)) == QuizCommand.version
    )
    #expect(QuizCommand.helpText.contains("--version"))
  }

  @Test func ask_quick_answersAsTheFullPathDoes() async {
    let words = specQuestions[0].split(separator: " ").map(String.init)
    let quick = await runCLI(["ask"] + words)
    let full = await runCLI(["ask", "--plain"] + words)

    #expect(quick.output == "The capital of Belgium is Brussels.\n")
    #expect(quick.output == full.output)
    #expect(quick.status == full.status)
  }

  @Test func ask_quick_readsTheDataSettingsFromTheEnvironment() async {
    let recorder = ConfigurationRecorder()

    _ = await runCLI(
      ["ask", "capital of Belgium"], environment: ["QUIZ_DATA": "bundled", "QUIZ_TIMEOUT": "3"],
      configurations: recorder)

    #expect(recorder.values.map(\.timeout) == [3])
  }

  @Test func ask_withABadEnvironmentSetting_reportsItAsTheFullPathDoes() async {
    let quick = await runCLI(["ask", "capital of Belgium"], environment: ["QUIZ_TIMEOUT": "soon"])
    let full = await runCLI(
      ["ask", "--plain", "capital of Belgium"], environment: ["QUIZ_TIMEOUT": "soon"])

    #expect(quick.status == 64)
    #expect(quick.errorOutput == full.errorOutput)
  }
}
