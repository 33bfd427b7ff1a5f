import Foundation
import QuizTestSupport
import Testing

/// What swift-argument-parser's `generate-manual` and the shells' completion scripts read from
/// the built `quiz`: both come from the argument definitions, so they never drift from `--help`.
@Suite("quiz manual and completions", .onThreadsOfItsOwn)
struct ManualAndCompletionsTests {
  @Test func dumpHelp_describesEveryCommand_forTheManualPlugin() throws {
    let result = try QuizProcess.run(["--experimental-dump-help"])

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let command = try #require(object["command"] as? [String: Any])
    #expect(command["commandName"] as? String == "quiz")
    let subcommands = (command["subcommands"] as? [[String: Any]] ?? []).compactMap {
      $0["commandName"] as? String
    }
    #expect(Set(["chat", "ask", "play", "data"]).isSubset(of: Set(subcommands)))
    #expect(result.status == 0)
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScript_namesTheSubcommands(shell: String) throws {
    let result = try QuizProcess.run(["--generate-completion-script", shell])

    #expect(result.output.contains("quiz"))
    #expect(result.output.contains("ask"))
    // fish spells options without their dashes ("-l json").
    #expect(result.output.contains("json"))
    #expect(result.output.contains("llm-url"))
    #expect(result.output.contains("play"))
    #expect(result.output.contains("time-limit"))
    #expect(result.status == 0)
  }

  @Test func version_printsTheVersionAlone() throws {
    let result = try QuizProcess.run(["--version"])

    #expect(result.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    #expect(result.status == 0)
  }
}
