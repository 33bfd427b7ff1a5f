import CommandKit
import Testing

@Suite("CommandKit: help and usage errors")
struct HelpTextTests {
  @Test func help_hasTheOverview_theUsage_theOptions_andTheSubcommands() {
    let help = SampleTool.spec.help(for: ["tool"])

    #expect(
      help == """
        OVERVIEW: Does things.

        First paragraph.

        Second one.

        USAGE: tool <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          chat (default)          Chat (the default).
          ask                     Answer one question.
          play                    Play a game: it's \\timed.
          data                    Show or refresh the data.

          See 'tool help <subcommand>' for detailed help.

        """)
  }

  @Test func aCommandsHelp_listsItsWords_andItsOptionsWithTheirValues() {
    let help = SampleTool.spec.help(for: ["tool", "play"])

    #expect(help.contains("USAGE: tool play [<topic> ...] [--from <url-or-file>]\n"))
    #expect(help.contains("ARGUMENTS:\n  <topic>                 The game.\n"))
    #expect(help.contains("  --from <url-or-file>    Play a quiz from a file.\n"))
    #expect(SampleTool.spec.usage(for: ["tool", "ask"]).hasPrefix("tool ask <question> ... "))
    #expect(SampleTool.spec.help(for: ["tool", "data"]).contains("'tool help data <subcommand>'"))
  }

  @Test func help_isWrappedToTheWidthGiven_underItsLabel() {
    let long = OptionSpec.value(
      "cache-max-age", valueName: "seconds",
      help: "Seconds cached data stays fresh (env QUIZ_CACHE_MAX_AGE; default 604800, 7 days).")
    let spec = ToolSpec(
      root: CommandSpec(
        name: "tool",
        abstract: "Show the data source, the cache entry's age and path, and the country count.",
        options: [long]),
      version: "1")

    let help = spec.help(for: ["tool"], columns: 64)

    #expect(
      help.hasPrefix(
        "OVERVIEW: Show the data source, the cache entry's age and path,\nand the country count.\n")
    )
    #expect(
      help.contains(
        """
          --cache-max-age <seconds>
                                  Seconds cached data stays fresh (env
                                  QUIZ_CACHE_MAX_AGE; default 604800, 7
                                  days).

        """))
    for line in help.split(separator: "\n") where !line.hasPrefix("USAGE:") {
      #expect(line.count < 64, "\(line)")
    }
  }

  @Test func aUsageError_saysWhat_showsTheUsage_andWhereToLook() {
    let error = UsageError(
      path: ["tool", "play"], message: "Missing value for '--from <url-or-file>'",
      help: "--from <url-or-file>  Play a quiz from a file.")

    #expect(
      SampleTool.spec.errorText(error) == """
        Error: Missing value for '--from <url-or-file>'
        Help:  --from <url-or-file>  Play a quiz from a file.
        Usage: tool play [<topic> ...] [--from <url-or-file>]
          See 'tool play --help' for more information.

        """)
  }
}
