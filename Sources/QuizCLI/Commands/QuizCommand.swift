import ArgumentParser
import QuizGame

/// `quiz`: the root command. With no subcommand it runs the chat.
public struct QuizCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Ask about the world's countries in your own words.",
    discussion: """
      Asks and answers four kinds of question: the capital of a country, the countries whose \
      names start with some letters, a country's ISO alpha-2 code, and a country's flag. They \
      can be asked the other way round ("Which country has Lima as its capital?", "What \
      country is DE?") and followed up ("and Spain?", "what about its flag?").

      On a terminal, `quiz` is a full-screen chat (--plain for a line-by-line one). With input \
      piped in, it answers each line in order.

      `quiz play` is a timed game: name the countries of the world, of a region, or starting \
      with some letters, their capitals, flags or codes, against the clock. --from plays a \
      quiz from a URL or a file.

      Data comes from the bundled snapshot of REST Countries unless RESTCOUNTRIES_API_KEY is \
      set (then REST Countries v5) or --data says otherwise. Remote data is cached on disk \
      (QUIZ_CACHE_DIR, else $XDG_CACHE_HOME/quiz, else ~/.cache/quiz).

      Questions are read on this machine. With --llm-url and --llm-model (or QUIZ_LLM_URL and \
      QUIZ_LLM_MODEL), an OpenAI-compatible server (Ollama, llama.cpp, LM Studio, vLLM, \
      OpenAI) is asked about the questions the local reading cannot answer, and its reading \
      is used only if the country data confirms it. Its key comes from QUIZ_LLM_API_KEY.

      Exit status: 0 when every question got an answer (including "not found" and "not \
      understood"); \(ExitStatus.dataUnavailable) when country data could not be had for a \
      question; 64 for a usage error.
      """,
    version: QuizCommand.version,
    subcommands: [Chat.self, Ask.self, Play.self, DataCommand.self],
    defaultSubcommand: Chat.self
  )

  /// What `quiz --version` prints.
  public static let version = "1.0.0"

  public init() {}
}

/// The documented exit statuses (sysexits.h names where one fits).
public enum ExitStatus {
  public static let success: Int32 = 0
  /// EX_USAGE: bad arguments, or a game that does not exist.
  public static let usage: Int32 = 64
  /// EX_DATAERR: a quiz from `--from` that is not a valid quiz.
  public static let invalidData: Int32 = 65
  /// EX_UNAVAILABLE: the country data could not be loaded for some question.
  public static let dataUnavailable: Int32 = 69
}

struct OutputOptions: ParsableArguments {
  @Flag(
    help: """
      Print one JSON object per question, one per line (question, intent, outcome, country, \
      prefix, answer, and details such as capitals, flag URLs, the data source and the \
      interpreter: local or llm).
      """)
  var json = false

  @Flag(
    help: """
      Chat line by line with the terminal's own line editing instead of full screen: for \
      screen readers, and for people who prefer a prompt.
      """)
  var plain = false

  @Flag(
    help: """
      Say on standard error when the LLM interpreter answered, failed (unreachable, timed \
      out, refused) or was not believed, and why.
      """)
  var verbose = false
}

/// The optional LLM fallback interpreter; for the chat and `ask`.
struct LLMOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Base URL of an OpenAI-compatible server for questions the local interpreter cannot "
        + "answer (env QUIZ_LLM_URL), e.g. http://127.0.0.1:11434/v1 for Ollama. The key, if "
        + "any, comes from QUIZ_LLM_API_KEY only. Not set: no LLM is ever asked.",
      valueName: "url"))
  var llmURL: String?

  @Option(
    help: ArgumentHelp(
      "The model to ask (env QUIZ_LLM_MODEL), e.g. llama3.2 or gpt-4o-mini. Required with "
        + "--llm-url.", valueName: "name"))
  var llmModel: String?

  @Option(
    help: ArgumentHelp(
      "Seconds to wait for the LLM before answering without it (env QUIZ_LLM_TIMEOUT; "
        + "default 5).", valueName: "seconds"))
  var llmTimeout: String?

  func configuration(environment: [String: String]) throws -> LLMConfiguration? {
    do {
      return try LLMConfiguration.resolve(
        url: llmURL, model: llmModel, timeout: llmTimeout, environment: environment)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

/// Where the data comes from; the same options for the chat, `ask` and `data`.
struct DataOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Where country data comes from: bundled, v5 or v3 (env QUIZ_DATA). Default: v5 when "
        + "RESTCOUNTRIES_API_KEY is set, otherwise bundled.", valueName: "source"))
  var data: String?

  @Option(
    help: ArgumentHelp(
      "Base URL of the REST Countries API for v5 or v3 (env QUIZ_API_URL), e.g. a "
        + "self-hosted v3.1 server. Never put the API key in it.", valueName: "url"))
  var apiURL: String?

  @Option(
    help: ArgumentHelp(
      "Seconds to wait for REST Countries (env QUIZ_TIMEOUT; default 10).",
      valueName: "seconds"))
  var timeout: String?

  @Option(
    help: ArgumentHelp(
      "Seconds cached data stays fresh (env QUIZ_CACHE_MAX_AGE; default 604800, 7 days).",
      valueName: "seconds"))
  var cacheMaxAge: String?

  func configuration(environment: [String: String]) throws -> DataConfiguration {
    do {
      return try DataConfiguration.resolve(
        data: data, apiURL: apiURL, timeout: timeout, cacheMaxAge: cacheMaxAge,
        environment: environment)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

extension QuizCommand {
  struct Chat: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Chat: ask questions one after another (the default).",
      discussion: """
        On a terminal: a full-screen chat (F1 lists its keys). With --plain, TERM=dumb or \
        --json: a prompt, answers, and the commands help, retry, offline and exit (or \
        Ctrl-D). With input piped in: one answer per line of input, blank lines skipped.
        """)

    @OptionGroup var output: OutputOptions
    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var llmOptions: LLMOptions
  }

  struct Ask: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Answer one question and exit.",
      discussion: "Example: quiz ask \"What is the capital of Belgium?\"")

    @Argument(help: "The question. Quotes are optional.")
    var question: [String]

    @OptionGroup var output: OutputOptions
    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var llmOptions: LLMOptions

    func validate() throws {
      guard question.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else {
        throw ValidationError("Please give a question, e.g. quiz ask \"capital of Belgium\".")
      }
    }
  }
}

extension QuizCommand {
  struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play a timed game of countries, capitals or flags.",
      discussion: """
        Examples: quiz play world, quiz play capitals of africa, quiz play flags europe, \
        quiz play countries starting with b. Without a topic: the list of games.

        Each answer counts the moment it is spelled; typos never do. On a terminal the game \
        is full screen. With --plain, --json, TERM=dumb or input piped in: one guess a line, \
        each answered with a hit, "almost", "not an answer" or "already found" and the time \
        left; give up (or the end of input) ends the game and shows the missed answers.

        Exit status: 0 when a game was played; 64 for a usage error or a game that does not \
        exist; 65 when the quiz from --from is not valid; 69 when it (or the country data) \
        cannot be had.
        """)

    @Argument(
      help: ArgumentHelp(
        "The game, in words: world, countries of asia, capitals of europe, flags of the "
          + "caribbean, codes of africa, countries starting with b.", valueName: "topic"))
    var topic: [String] = []

    @Option(
      help: ArgumentHelp(
        "Seconds to play; 0 for untimed practice. Default: 15 minutes for the world, 5 for "
          + "other games, or the quiz's own time_limit.", valueName: "seconds"))
    var timeLimit: String?

    @Option(
      help: ArgumentHelp(
        "Play a quiz from an http(s) URL or a file, in the shape {\"question\": \"...\", "
          + "\"answer\": [\"...\"]}.", valueName: "url-or-file"))
    var from: String?

    @Flag(help: "One guess a line instead of full screen: for screen readers and scripts.")
    var plain = false

    @Flag(help: "One JSON object per guess, then one for the end of the game.")
    var json = false

    @OptionGroup var dataOptions: DataOptions

    /// The limit asked for: nil for the game's own, 0 for none.
    var timeLimitSeconds: Double? {
      timeLimit.flatMap(GameLineMode.seconds(from:))
    }

    var location: GameLocation? { from.flatMap(GameLocation.init) }

    func validate() throws {
      if let timeLimit {
        guard let seconds = timeLimitSeconds, seconds.isFinite, seconds >= 0,
          seconds <= GameDocumentMapper.maximumTimeLimit
        else {
          throw ValidationError(
            "--time-limit takes a number of seconds from 0 to "
              + "\(Int(GameDocumentMapper.maximumTimeLimit)), not '\(timeLimit)'.")
        }
      }
      if let from {
        guard location != nil else {
          throw ValidationError("--from takes an http or https URL or a file, not '\(from)'.")
        }
        guard topic.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) else {
          throw ValidationError("Give a topic or --from, not both.")
        }
      }
    }
  }
}

extension QuizCommand {
  struct DataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "data",
      abstract: "Show or refresh the country data and its cache.",
      subcommands: [Status.self, Refresh.self])

    struct Status: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Show the data source, the cache entry's age and path, and the country count.")

      @OptionGroup var dataOptions: DataOptions
    }

    struct Refresh: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Fetch the data from the remote source now and cache it.")

      @OptionGroup var dataOptions: DataOptions
    }
  }
}
