import CommandKit
import QuizEngine
import QuizGame

/// `quiz`'s commands, options and help, as data: CommandKit parses with it and makes the help,
/// the usage errors, the completion scripts and the manual page's description from it.
public enum QuizCommand {
  /// What `quiz --version` prints.
  public static let version = "1.0.0"

  static let spec = ToolSpec(
    root: CommandSpec(
      name: "quiz",
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
        quiz from a URL or a file. `quiz play --practice` asks again the answers you miss most, \
        and `quiz stats` shows your progress. `quiz play map europe` shows one country at a \
        time on the map, to name; `quiz daily` is the day's country as a silhouette, in six \
        guesses.

        Examples: quiz ask "\(ReplyWording.examples[0].example)", quiz play capitals of africa, \
        quiz play map europe, quiz daily, quiz play --practice world, quiz stats; or type \
        "\(ReplyWording.gameExample.example)" in the chat.

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
      subcommands: [chat, ask, play, daily, stats, data],
      defaultSubcommand: "chat"),
    version: version)

  static let chat = CommandSpec(
    name: "chat",
    abstract: "Chat: ask questions one after another (the default).",
    discussion: """
      On a terminal: a full-screen chat (F1 lists its keys). With --plain, TERM=dumb or \
      --json: a prompt, answers, and the commands help, retry, offline and exit (or \
      Ctrl-D). With input piped in: one answer per line of input, blank lines skipped; the \
      same commands work there, and exit stops reading.
      """,
    options: OutputOptions.specs + DataOptions.specs + LLMOptions.specs)

  static let ask = CommandSpec(
    name: "ask",
    abstract: "Answer one question and exit.",
    discussion: "Example: quiz ask \"What is the capital of Belgium?\"",
    options: OutputOptions.specs + DataOptions.specs + LLMOptions.specs,
    words: WordsSpec(
      valueName: "question", help: "The question. Quotes are optional.", isRequired: true))

  static let play = CommandSpec(
    name: "play",
    abstract: "Play a timed game of countries, capitals or flags.",
    discussion: """
      Examples: quiz play world, quiz play capitals of africa, quiz play flags europe, \
      quiz play countries starting with b, quiz play map europe (one country shown at a time, \
      to name). Without a topic: the list of games. The world is \
      the 193 UN members, Vatican City and Kosovo; quiz play world 197 adds Palestine and \
      Taiwan, as Sporcle counts it.

      Every game records each answer, found or missed and how long it took, in \
      $XDG_STATE_HOME/quiz/progress.json. quiz play --practice TOPIC plays a round of the \
      answers you miss most, chosen by Leitner boxes: an answer you miss comes back in the \
      next round, one you keep finding comes back less and less often (every 2, 4, 8, then 16 \
      rounds). Without a topic, --practice practises the game played last.

      Each answer counts the moment it is spelled; typos never do. On a terminal the game \
      is full screen. With --plain, --json, TERM=dumb or input piped in: one guess a line, \
      each answered with a hit, "almost", what a place that is no answer is ("Scotland is \
      part of the United Kingdom"), "not an answer" or "already found" and the time left; \
      give up (or the end of input) ends the game and shows the missed answers. A quiz from \
      --from must be strict JSON; where it is not, the error says where.

      Exit status: 0 when a game was played; 64 for a usage error or a game that does not \
      exist; 65 when the quiz from --from is not valid; 69 when it (or the country data) \
      cannot be had.
      """,
    options: Play.specs + DataOptions.specs,
    words: WordsSpec(
      valueName: "topic",
      help: "The game, in words: world, world 197, countries of asia, capitals of europe, flags "
        + "of the caribbean, codes of africa, countries starting with b.",
      isRequired: false))

  static let daily = CommandSpec(
    name: "daily",
    abstract: "Name the country from its silhouette, in six guesses: one puzzle a day.",
    discussion: """
      Everyone gets the same country on the same date (your local calendar date). Each guess \
      is any name of a country or territory; a wrong one tells how far it is from the answer, \
      which way the answer lies (an arrow) and how close it is (100% is the answer, 0% half \
      the Earth away). A name that is no country or territory, or one guessed already, costs \
      no guess. The end shows the country and a line to share.

      Today's guesses are kept in $XDG_STATE_HOME/quiz/daily.json as they are made: run quiz \
      daily again to go on, or to see the result once it is over. quiz stats shows your \
      record. --random plays extra puzzles, which are not kept.

      On a terminal the puzzle is full screen. With --plain, --json, TERM=dumb or input piped \
      in: one guess a line.
      """,
    options: Daily.specs + DataOptions.specs)

  static let stats = CommandSpec(
    name: "stats",
    abstract: "Show your progress in each game: best, last, trend, misses and split times.",
    discussion: """
      For each game played: the best and the last result, the trend over the last games as a \
      sparkline of the share found (ASCII when TERM=dumb or the locale is not UTF-8), the \
      answers you miss most, the slowest ones (the average seconds after the answer found \
      before them), and how many a practice round would ask now.
      """,
    options: [.flag("json", help: "Print the same as one JSON object.")])

  static let data = CommandSpec(
    name: "data",
    abstract: "Show or refresh the country data and its cache.",
    subcommands: [
      CommandSpec(
        name: "status",
        abstract: "Show the data source, the cache entry's age and path, and the country count.",
        options: DataOptions.specs),
      CommandSpec(
        name: "refresh", abstract: "Fetch the data from the remote source now and cache it.",
        options: DataOptions.specs),
    ])
}

/// A command line `quiz` can run, read from what CommandKit parsed.
enum QuizInvocation {
  case chat(OutputOptions, DataOptions, LLMOptions)
  case ask(question: String, OutputOptions, DataOptions, LLMOptions)
  case play(QuizCommand.Play, DataOptions)
  case daily(QuizCommand.Daily, DataOptions)
  case stats(json: Bool, DataOptions)
  case dataStatus(DataOptions)
  case dataRefresh(DataOptions)

  /// Nil for a path the spec does not run (none today); a usage error for values that parse
  /// but make no sense.
  init?(_ invocation: Invocation) throws(UsageError) {
    let output = OutputOptions(invocation)
    let data = DataOptions(invocation)
    let llm = LLMOptions(invocation)
    switch invocation.path.dropFirst().first {
    case "chat":
      self = .chat(output, data, llm)
    case "ask":
      guard invocation.words.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else {
        throw UsageError(
          path: invocation.path,
          message: "Please give a question, e.g. quiz ask \"capital of Belgium\".")
      }
      self = .ask(question: Self.joined(invocation.words), output, data, llm)
    case "play":
      let play = QuizCommand.Play(invocation)
      try play.validate(path: invocation.path)
      self = .play(play, data)
    case "daily":
      self = .daily(QuizCommand.Daily(invocation), data)
    case "stats":
      self = .stats(json: invocation.flag("json"), data)
    case "data":
      switch invocation.path.last {
      case "status": self = .dataStatus(data)
      case "refresh": self = .dataRefresh(data)
      default: return nil
      }
    default:
      return nil
    }
  }

  var dataOptions: DataOptions {
    switch self {
    case .chat(_, let data, _), .ask(_, _, let data, _), .play(_, let data), .daily(_, let data),
      .stats(_, let data),
      .dataStatus(let data), .dataRefresh(let data):
      data
    }
  }

  var llmOptions: LLMOptions? {
    switch self {
    case .chat(_, _, let llm), .ask(_, _, _, let llm): llm
    case .play, .daily, .stats, .dataStatus, .dataRefresh: nil
    }
  }

  /// The words as one line, a space between each, as the shell split them.
  static func joined(_ words: [String]) -> String {
    var line = ""
    for word in words {
      if !line.isEmpty { line += " " }
      line += word
    }
    return line
  }
}

/// The documented exit statuses (sysexits.h names where one fits).
public enum ExitStatus {
  public static let success: Int32 = 0
  /// Anything else that stops the command before it starts.
  public static let failure: Int32 = 1
  /// EX_USAGE: bad arguments, or a game that does not exist.
  public static let usage: Int32 = 64
  /// EX_DATAERR: a quiz from `--from` that is not a valid quiz.
  public static let invalidData: Int32 = 65
  /// EX_UNAVAILABLE: the country data could not be loaded for some question.
  public static let dataUnavailable: Int32 = 69

  /// A game that could not be made: the data's fault, or a topic with nothing to name.
  /// Nothing to practise is no error: the player is told so.
  static func of(_ failure: GameStartFailure) -> Int32 {
    switch failure.reason {
    case .dataUnavailable, .dataLacksRegions: dataUnavailable
    case .nothingToName: usage
    case .nothingToPractise: success
    }
  }
}

struct OutputOptions {
  static let specs: [OptionSpec] = [
    .flag(
      "json",
      help: "Print one JSON object per question, one per line (question, intent, outcome, "
        + "country, prefix, answer, and details such as capitals, flag URLs, the data source "
        + "and the interpreter: local or llm)."),
    .flag(
      "plain",
      help: "Chat line by line with the terminal's own line editing instead of full screen: "
        + "for screen readers, and for people who prefer a prompt."),
    .flag(
      "verbose",
      help: "Say on standard error when the LLM interpreter answered, failed (unreachable, "
        + "timed out, refused) or was not believed, and why."),
  ]

  var screen: ScreenOptions
  var verbose = false

  init(_ invocation: Invocation) {
    screen = ScreenOptions(invocation)
    verbose = invocation.flag("verbose")
  }
}

/// The optional LLM fallback interpreter; for the chat and `ask`.
struct LLMOptions {
  static let specs: [OptionSpec] = [
    .value(
      "llm-url", valueName: "url",
      help: "Base URL of an OpenAI-compatible server for questions the local interpreter "
        + "cannot answer (env QUIZ_LLM_URL), e.g. http://127.0.0.1:11434/v1 for Ollama. The "
        + "key, if any, comes from QUIZ_LLM_API_KEY only. Not set: no LLM is ever asked."),
    .value(
      "llm-model", valueName: "name",
      help: "The model to ask (env QUIZ_LLM_MODEL), e.g. llama3.2 or gpt-4o-mini. Required "
        + "with --llm-url."),
    .value(
      "llm-timeout", valueName: "seconds",
      help: "Seconds to wait for the LLM before answering without it (env QUIZ_LLM_TIMEOUT; "
        + "default 5)."),
  ]

  /// The command line, read with the environment when the configuration is resolved.
  let invocation: Invocation

  init(_ invocation: Invocation) { self.invocation = invocation }

  func configuration(environment: [String: String]) throws -> LLMConfiguration? {
    try LLMConfiguration.resolve(
      url: invocation.value("llm-url"), model: invocation.value("llm-model"),
      timeout: invocation.value("llm-timeout"), environment: environment)
  }
}

/// Where the data comes from; the same options for the chat, `ask` and `data`.
struct DataOptions {
  static let specs: [OptionSpec] = [
    .value(
      "data", valueName: "source",
      help: "Where country data comes from: bundled, v5 or v3 (env QUIZ_DATA). Default: v5 "
        + "when RESTCOUNTRIES_API_KEY is set, otherwise bundled.",
      completion: .list(["bundled", "v5", "v3"])),
    .value(
      "api-url", valueName: "url",
      help: "Base URL of the REST Countries API for v5 or v3 (env QUIZ_API_URL), e.g. a "
        + "self-hosted v3.1 server. Never put the API key in it."),
    .value(
      "timeout", valueName: "seconds",
      help: "Seconds to wait for REST Countries (env QUIZ_TIMEOUT; default 10)."),
    .value(
      "cache-max-age", valueName: "seconds",
      help: "Seconds cached data stays fresh (env QUIZ_CACHE_MAX_AGE; default 604800, 7 days)."),
  ]

  /// The command line, read with the environment when the configuration is resolved.
  let invocation: Invocation

  init(_ invocation: Invocation) { self.invocation = invocation }

  func configuration(environment: [String: String]) throws -> DataConfiguration {
    try DataConfiguration.resolve(
      data: invocation.value("data"), apiURL: invocation.value("api-url"),
      timeout: invocation.value("timeout"), cacheMaxAge: invocation.value("cache-max-age"),
      environment: environment)
  }
}

extension QuizCommand {
  struct Play {
    static let specs: [OptionSpec] =
      [
        .value(
          "time-limit", valueName: "seconds",
          help: "Seconds to play; 0 for untimed practice. Default: 15 minutes for the world, 5 "
            + "for other games, or the quiz's own time_limit."),
        .value(
          "from", valueName: "url-or-file",
          help: "Play a quiz from an http(s) URL or a file, in the shape {\"question\": \"...\", "
            + "\"answer\": [\"...\"]}.",
          completion: .file),
      ]
      + ScreenOptions.gameSpecs(
        json: "One JSON object per guess, then one for the end of the game.")
      + [
        .flag(
          "practice",
          help: "Practise the answers you miss most in TOPIC (or in the game played last), "
            + "untimed unless --time-limit says otherwise.")
      ]

    var topic: [String] = []
    var timeLimit: String?
    var from: String?
    var screen: ScreenOptions
    var practice = false

    init(_ invocation: Invocation) {
      topic = invocation.words
      timeLimit = invocation.value("time-limit")
      from = invocation.value("from")
      screen = ScreenOptions(invocation)
      practice = invocation.flag("practice")
    }

    /// The limit asked for: nil for the game's own, 0 for none.
    var timeLimitSeconds: Double? {
      timeLimit.flatMap(GameLineMode.seconds(from:))
    }

    var location: GameLocation? { from.flatMap(GameLocation.init) }

    func validate(path: [String]) throws(UsageError) {
      if let timeLimit {
        guard let seconds = timeLimitSeconds, seconds.isFinite, seconds >= 0,
          seconds <= GameDocumentMapper.maximumTimeLimit
        else {
          throw UsageError(
            path: path,
            message: "--time-limit takes a number of seconds from 0 to "
              + "\(Int(GameDocumentMapper.maximumTimeLimit)), not '\(timeLimit)'.")
        }
      }
      if let from {
        guard location != nil else {
          throw UsageError(
            path: path, message: "--from takes an http or https URL or a file, not '\(from)'.")
        }
        guard topic.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) else {
          throw UsageError(path: path, message: "Give a topic or --from, not both.")
        }
        guard !practice else {
          throw UsageError(
            path: path, message: "--practice practises a game by its topic, not one from --from.")
        }
      }
    }
  }
}
