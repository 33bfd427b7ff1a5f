import CommandKit
import Testing

/// A small tool shaped like `quiz`: a default subcommand, one taking words, one grouping two.
enum SampleTool {
  static let json = OptionSpec.flag("json", help: "Print JSON.")
  static let source = OptionSpec.value(
    "data", valueName: "source", help: "Where data comes from: bundled or v5.",
    completion: .list(["bundled", "v5"]))
  static let from = OptionSpec.value(
    "from", valueName: "url-or-file", help: "Play a quiz from a file.", completion: .file)

  static let spec = ToolSpec(
    root: CommandSpec(
      name: "tool", abstract: "Does things.", discussion: "First paragraph.\n\nSecond one.",
      subcommands: [
        CommandSpec(name: "chat", abstract: "Chat (the default).", options: [json, source]),
        CommandSpec(
          name: "ask", abstract: "Answer one question.", options: [json, source],
          words: WordsSpec(valueName: "question", help: "The question.", isRequired: true)),
        CommandSpec(
          name: "play", abstract: "Play a game: it's \\timed.", options: [from],
          words: WordsSpec(valueName: "topic", help: "The game.", isRequired: false)),
        CommandSpec(
          name: "data", abstract: "Show or refresh the data.",
          subcommands: [
            CommandSpec(name: "status", abstract: "Show the data.", options: [source]),
            CommandSpec(name: "refresh", abstract: "Fetch the data.", options: [source]),
          ]),
      ],
      defaultSubcommand: "chat"),
    version: "2.3.4")

  static func run(_ arguments: [String]) -> Invocation? {
    guard case .run(let invocation) = spec.parse(arguments) else { return nil }
    return invocation
  }

  static func error(_ arguments: [String]) -> UsageError? {
    guard case .usageError(let error) = spec.parse(arguments) else { return nil }
    return error
  }
}

@Suite("CommandKit: reading a command line")
struct CommandParserTests {
  @Test func aSubcommand_takesItsOptionsAndWords_inAnyOrder() {
    let invocation = SampleTool.run(["ask", "capital", "--json", "of", "--data", "v5", "peru"])

    #expect(
      invocation
        == Invocation(
          path: ["tool", "ask"], flags: ["json"], values: ["data": "v5"],
          words: ["capital", "of", "peru"]))
  }

  @Test func nothingNamed_runsTheDefaultSubcommand_withTheOptionsGiven() {
    #expect(SampleTool.run([]) == Invocation(path: ["tool", "chat"]))
    #expect(SampleTool.run(["--json"]) == Invocation(path: ["tool", "chat"], flags: ["json"]))
  }

  @Test func aValue_canFollowAnEqualsSign_andTheLastOneCounts() {
    let invocation = SampleTool.run(["--data=bundled", "--data", "v5", "--data=x=y"])

    #expect(invocation?.value("data") == "x=y")
  }

  @Test func afterADoubleDash_everythingIsAWord() {
    let invocation = SampleTool.run(["ask", "--", "--json", "-h", "hi"])

    #expect(invocation?.words == ["--json", "-h", "hi"])
    #expect(invocation?.flag("json") == false)
  }

  @Test func aSingleDash_isAWord() {
    #expect(SampleTool.run(["play", "-"])?.words == ["-"])
  }

  @Test func nestedSubcommands_areFollowed() {
    #expect(
      SampleTool.run(["data", "status", "--data", "v5"])
        == Invocation(path: ["tool", "data", "status"], values: ["data": "v5"]))
  }

  @Test func anUnknownOption_isAUsageErrorOfTheCommandBeingRead() {
    let error = SampleTool.error(["ask", "--frobnicate=3", "hi"])

    #expect(error == UsageError(path: ["tool", "ask"], message: "Unknown option '--frobnicate'"))
    #expect(SampleTool.error(["-x"])?.message == "Unknown option '-x'")
  }

  @Test func anOptionWithoutItsValue_saysWhichAndShowsItsHelp() {
    for arguments in [["play", "--from"], ["play", "--from", "--json"]] {
      let error = SampleTool.error(arguments)

      #expect(error?.message == "Missing value for '--from <url-or-file>'")
      #expect(error?.help == "--from <url-or-file>  Play a quiz from a file.")
    }
  }

  @Test func aFlagGivenAValue_isAUsageError() {
    #expect(SampleTool.error(["--json=yes"])?.message == "Unexpected value 'yes' for '--json'")
  }

  @Test func requiredWords_thatAreMissing_areAUsageError() {
    let error = SampleTool.error(["ask", "--json"])

    #expect(error?.message == "Missing expected argument '<question> ...'")
    #expect(error?.help == "<question>  The question.")
    #expect(SampleTool.run(["play"])?.words == [])
  }

  @Test func wordsACommandDoesNotTake_areCountedInTheError() {
    #expect(SampleTool.error(["nosuch"])?.message == "Unexpected argument 'nosuch'")
    #expect(
      SampleTool.error(["--data", "v5", "ask", "hi"])?.message
        == "2 unexpected arguments: 'ask', 'hi'")
    #expect(SampleTool.error(["data", "nosuch"])?.message == "Unexpected argument 'nosuch'")
  }

  @Test func help_isAskedForInEveryUsualWay() {
    #expect(SampleTool.spec.parse(["--help"]) == .help(path: ["tool"]))
    #expect(SampleTool.spec.parse(["-h"]) == .help(path: ["tool"]))
    #expect(SampleTool.spec.parse(["ask", "hi", "-h"]) == .help(path: ["tool", "ask"]))
    #expect(
      SampleTool.spec.parse(["help", "data", "status"]) == .help(path: ["tool", "data", "status"]))
    #expect(SampleTool.spec.parse(["help", "nosuch"]) == .help(path: ["tool"]))
    // A command that only groups others has nothing to run.
    #expect(SampleTool.spec.parse(["data"]) == .help(path: ["tool", "data"]))
  }

  @Test func version_isAnsweredFromAnyCommand() {
    #expect(SampleTool.spec.parse(["--version"]) == .version)
    #expect(SampleTool.spec.parse(["ask", "--version"]) == .version)
  }

  @Test func theCompletionScript_andTheToolDescription_areAskedForAtTheRoot() {
    #expect(
      SampleTool.spec.parse(["--generate-completion-script", "zsh"]) == .completionScript(.zsh))
    #expect(SampleTool.spec.parse(["--experimental-dump-help"]) == .dumpHelp)
    #expect(
      SampleTool.error(["--generate-completion-script", "tcsh"])?.message
        == "The value 'tcsh' is invalid for '--generate-completion-script <shell>'. Please provide "
        + "one of 'bash', 'zsh', 'fish'.")
    #expect(
      SampleTool.error(["--generate-completion-script"])?.message
        == "Missing value for '--generate-completion-script <shell>'")
  }

  @Test func oddArguments_neverCrash() {
    let odd = [
      "", "--", "-", "---", "--=", "--=x", "\u{1B}[2J", String(repeating: "é", count: 100_000),
    ]
    for argument in odd {
      for prefix in [[], ["ask"], ["play"], ["data"], ["help"]] {
        _ = SampleTool.spec.parse(prefix + [argument])
        _ = SampleTool.spec.parse(prefix + [argument, argument])
      }
    }
  }
}
