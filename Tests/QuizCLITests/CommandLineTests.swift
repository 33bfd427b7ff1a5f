import CommandKit
import Testing

@testable import QuizCLI

/// `quiz`'s command line as a person or a script meets it: help, version, the descriptions the
/// shells and the manual read, and usage errors, all made from `QuizCommand.spec`.
@MainActor
@Suite("quiz command line")
struct CommandLineTests {
  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func help_isTheRootsHelp_atTheDefaultWidth(arguments: [String]) async {
    let result = await runCLI(arguments)

    #expect(result.output == QuizCommand.spec.help(for: ["quiz"], columns: 80))
    #expect(result.status == 0)
  }

  /// A newcomer reading `quiz --help` learns that there are games, and the words to start one.
  @Test func rootHelp_givesExamples_withAGame() async throws {
    let result = await runCLI(["--help"], traits: wideTraits(columns: 300))

    let line = try #require(
      result.output.components(separatedBy: "\n").first { $0.hasPrefix("Examples:") })
    #expect(line.contains("quiz ask \"What is the capital of Belgium?\""))
    #expect(line.contains("quiz play capitals of africa"))
    #expect(line.contains("\"Quiz me on the capitals of Africa\""))
  }

  @Test func help_wrapsToCOLUMNS_elseToTheTerminal() async {
    var wide = TerminalTraits(inputIsTerminal: false, outputIsTerminal: true, usesColor: false)
    wide.columns = 120

    let fromTerminal = await runCLI(["play", "--help"], traits: wide)
    let fromColumns = await runCLI(
      ["play", "--help"], environment: ["COLUMNS": "100"], traits: wide)

    #expect(fromTerminal.output == QuizCommand.spec.help(for: ["quiz", "play"], columns: 120))
    #expect(fromColumns.output == QuizCommand.spec.help(for: ["quiz", "play"], columns: 100))
    #expect(fromColumns.output != fromTerminal.output)
  }

  @Test func help_forASubcommand_listsItsOptions() async {
    let result = await runCLI(["help", "ask"])

    #expect(result.output.hasPrefix("OVERVIEW: Answer one question and exit.\n"))
    #expect(result.output.contains("USAGE: quiz ask <question> ... [--json]"))
    for option in ["--json", "--plain", "--verbose", "--data <source>", "--llm-url <url>"] {
      #expect(result.output.contains("  \(option)"), "\(option)")
    }
    #expect(!result.output.contains("--time-limit"))
  }

  @Test func aGroupOfCommands_showsItsHelp() async {
    let result = await runCLI(["data"])

    #expect(result.output == QuizCommand.spec.help(for: ["quiz", "data"], columns: 80))
    #expect(result.status == 0)
  }

  @Test(arguments: [["--version"], ["ask", "--version"]])
  func version_printsTheVersionAlone(arguments: [String]) async {
    let result = await runCLI(arguments)

    #expect(result.output == QuizCommand.version + "\n")
    #expect(result.status == 0)
  }

  @Test(arguments: Shell.allCases)
  func completionScript_isTheSpecs(shell: Shell) async {
    let result = await runCLI(["--generate-completion-script", shell.rawValue])

    #expect(result.output == QuizCommand.spec.completionScript(for: shell))
    #expect(result.output.contains("time-limit"))
    #expect(result.status == 0)
  }

  @Test func theManualsDescription_isTheSpecs() async {
    let result = await runCLI(["--experimental-dump-help"])

    #expect(result.output == QuizCommand.spec.toolDescription() + "\n")
  }

  @Test func aUsageError_namesTheCommand_onStandardError() async {
    let result = await runCLI(["play", "--from"])

    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.hasPrefix("Error: Missing value for '--from <url-or-file>'\n"))
    #expect(result.errorOutput.contains("\nUsage: quiz play [<topic> ...]"))
    #expect(result.errorOutput.hasSuffix("  See 'quiz play --help' for more information.\n"))
  }

  @Test func aBadSetting_isAUsageErrorOfTheCommandGiven() async {
    let result = await runCLI(["ask", "capital of Belgium"], environment: ["QUIZ_TIMEOUT": "soon"])

    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("Error: --timeout takes a number of seconds"))
    #expect(result.errorOutput.contains("\nUsage: quiz ask <question> ..."))
  }

  @Test func ask_joinsItsWords_withOneSpace() async {
    let recorder = ConfigurationRecorder()

    let words = specQuestions[0].split(separator: " ").map(String.init)
    let split = await runCLI(
      ["ask"] + words, environment: ["QUIZ_DATA": "bundled", "QUIZ_TIMEOUT": "3"],
      configurations: recorder)
    let quoted = await runCLI(["ask", specQuestions[0]])

    #expect(split.output == "The capital of Belgium is Brussels.\n")
    #expect(split.output == quoted.output)
    #expect(recorder.values.map(\.timeout) == [3])
  }
}

private func wideTraits(columns: Int) -> TerminalTraits {
  var traits = TerminalTraits(inputIsTerminal: false, outputIsTerminal: true, usesColor: false)
  traits.columns = columns
  return traits
}
