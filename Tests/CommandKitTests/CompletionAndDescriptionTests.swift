import ArgumentParserToolInfo
import CommandKit
import Foundation
import QuizTestSupport
import Testing

@Suite("CommandKit: completion scripts and the manual's description", .onThreadsOfItsOwn)
struct CompletionAndDescriptionTests {
  @Test func theDescription_readsAsSwiftArgumentParsersToolInfo() throws {
    let json = SampleTool.spec.toolDescription()

    let info = try JSONDecoder().decode(ToolInfoV0.self, from: Data(json.utf8))

    #expect(info.serializationVersion == 0)
    #expect(info.command.commandName == "tool")
    #expect(info.command.defaultSubcommand == "chat")
    #expect(info.command.discussion == "First paragraph.\n\nSecond one.")
    let subcommands = info.command.subcommands ?? []
    #expect(subcommands.map(\.commandName) == ["chat", "ask", "play", "data"])
    let ask = try #require(subcommands.first { $0.commandName == "ask" })
    #expect(ask.superCommands == ["tool"])
    let arguments = ask.arguments ?? []
    #expect(arguments.map(\.kind) == [.positional, .flag, .option, .flag, .flag])
    #expect(arguments.first?.isRepeating == true)
    #expect(arguments.first?.isOptional == false)
    #expect(arguments[2].preferredName?.name == "data")
    #expect(arguments[2].valueName == "source")
    let status = subcommands.last?.subcommands?.first
    #expect(status?.superCommands == ["tool", "data"])
  }

  @Test func bash_offersSubcommands_options_andValues() throws {
    let script = try scriptFile(.bash)

    func complete(_ words: [String]) throws -> [String] {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let output = try Shell.run(
        "bash", "-c",
        "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _tool; "
          + "printf '%s\\n' \"${COMPREPLY[@]}\"; complete -p tool")
      return output.split(separator: "\n").map(String.init)
    }

    #expect(try complete(["tool", "pl"]) == ["play", "complete -F _tool tool"])
    #expect(try complete(["tool", "ask", "--"]).contains("--json"))
    #expect(try !complete(["tool", "ask", "--"]).contains("--from"))
    #expect(try complete(["tool", "ask", "--data", ""]).prefix(2) == ["bundled", "v5"])
    #expect(try complete(["tool", "data", "st"]).first == "status")
    // At the root, the default subcommand's options.
    #expect(try complete(["tool", "--j"]).first == "--json")
  }

  @Test func zsh_loadsTheScript_andRegistersItForTheTool() throws {
    let script = try scriptFile(.zsh)

    _ = try Shell.run("zsh", "-n", script)
    let output = try Shell.run(
      "zsh", "-f", "-c",
      "autoload -U compinit; compinit -u -D; source '\(script)'; print -r -- $_comps[tool]")

    #expect(output == "_tool\n")
    // The quote, colon and backslash of the play command's description survive zsh's quoting.
    let choices = try Shell.run(
      "zsh", "-f", "-c",
      "source '\(script)' 2>/dev/null; functions _tool | grep -c -F 'play:Play a game\\: it'")
    #expect(choices == "1\n")
  }

  @Test func fish_offersSubcommands_options_andValues() throws {
    let script = try scriptFile(.fish)

    func complete(_ line: String) throws -> [String] {
      let output = try Shell.run(
        "fish", "--no-config", "-c", "source '\(script)'; complete -C '\(line)'")
      return output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }

    #expect(try complete("tool pl") == ["play"])
    // The description, quotes, colon and backslash included, reaches fish intact.
    let described = try Shell.run(
      "fish", "--no-config", "-c", "source '\(script)'; complete -C 'tool pl'")
    #expect(described == "play\tPlay a game: it's \\timed.\n")
    #expect(try complete("tool ask --j") == ["--json"])
    #expect(try complete("tool ask --data ") == ["bundled", "v5"])
    #expect(try complete("tool data ").sorted() == ["refresh", "status"])
  }

  private func scriptFile(_ shell: CommandKit.Shell) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "commandkit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("tool.\(shell.rawValue)")
    try Data(SampleTool.spec.completionScript(for: shell).utf8).write(to: file)
    return file.path
  }
}

/// Runs a real shell; a shell that is not installed fails the test (`.ci/run` installs them).
enum Shell {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func run(_ arguments: String...) throws -> String {
    let finished = try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), arguments,
      environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
    guard finished.status == 0 else {
      throw Failure(
        description: "\(arguments.joined(separator: " ")) exited \(finished.status): "
          + finished.errorOutput)
    }
    return finished.output
  }
}
