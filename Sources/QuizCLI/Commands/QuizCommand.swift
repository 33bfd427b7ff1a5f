import ArgumentParser

/// `quiz`: the root command. With no subcommand it runs the chat.
public struct QuizCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Ask about the world's countries in your own words.",
    discussion: """
      Asks and answers four kinds of question: the capital of a country, the countries whose \
      names start with some letters, a country's ISO alpha-2 code, and a country's flag.

      On a terminal, `quiz` is a chat. With input piped in, it answers each line in order.

      Exit status: 0 when every question got an answer (including "not found" and "not \
      understood"); \(ExitStatus.dataUnavailable) when country data could not be had for a \
      question; 64 for a usage error.
      """,
    subcommands: [Chat.self, Ask.self],
    defaultSubcommand: Chat.self
  )

  public init() {}
}

/// The documented exit statuses (sysexits.h names where one fits).
public enum ExitStatus {
  public static let success: Int32 = 0
  /// EX_UNAVAILABLE: the country data could not be loaded for some question.
  public static let dataUnavailable: Int32 = 69
}

struct OutputOptions: ParsableArguments {
  @Flag(
    help: """
      Print one JSON object per question, one per line (question, intent, outcome, country, \
      prefix, answer, and details such as capitals, flag URLs and the data source).
      """)
  var json = false
}

extension QuizCommand {
  struct Chat: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Chat: ask questions one after another (the default).",
      discussion: """
        On a terminal: a prompt, answers, and the commands help, retry and exit (or Ctrl-D). \
        With input piped in: one answer per line of input, blank lines skipped.
        """)

    @OptionGroup var output: OutputOptions
  }

  struct Ask: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Answer one question and exit.",
      discussion: "Example: quiz ask \"What is the capital of Belgium?\"")

    @Argument(help: "The question. Quotes are optional.")
    var question: [String]

    @OptionGroup var output: OutputOptions

    func validate() throws {
      guard question.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else {
        throw ValidationError("Please give a question, e.g. quiz ask \"capital of Belgium\".")
      }
    }
  }
}
