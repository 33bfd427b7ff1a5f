extension QuizCommand {
  /// The width ArgumentParser wraps help to when neither COLUMNS nor a terminal says otherwise.
  static let helpColumns = 80

  /// `quiz --help` exactly as ArgumentParser words it at `helpColumns`, kept as text so the
  /// commonest way to ask for help skips ArgumentParser's reflection over every command. A test
  /// fails, printing the new text, when it no longer matches `helpMessage(columns:)`.
  /// The help text, when ArgumentParser would wrap it to `helpColumns`: it wraps to COLUMNS,
  /// else the terminal's width, else 80.
  static func helpText(environment: [String: String], traits: TerminalTraits) -> String? {
    let columns = environment["COLUMNS"].flatMap { Int($0) } ?? traits.columns ?? 80
    return columns == helpColumns ? helpText : nil
  }

  static let helpText = """
    OVERVIEW: Ask about the world's countries in your own words.

    Asks and answers four kinds of question: the capital of a country, the
    countries whose names start with some letters, a country's ISO alpha-2 code,
    and a country's flag. They can be asked the other way round ("Which country has
    Lima as its capital?", "What country is DE?") and followed up ("and Spain?",
    "what about its flag?").

    On a terminal, `quiz` is a full-screen chat (--plain for a line-by-line one).
    With input piped in, it answers each line in order.

    `quiz play` is a timed game: name the countries of the world, of a region, or
    starting with some letters, their capitals, flags or codes, against the clock.
    --from plays a quiz from a URL or a file.

    Data comes from the bundled snapshot of REST Countries unless
    RESTCOUNTRIES_API_KEY is set (then REST Countries v5) or --data says otherwise.
    Remote data is cached on disk (QUIZ_CACHE_DIR, else $XDG_CACHE_HOME/quiz, else
    ~/.cache/quiz).

    Questions are read on this machine. With --llm-url and --llm-model (or
    QUIZ_LLM_URL and QUIZ_LLM_MODEL), an OpenAI-compatible server (Ollama,
    llama.cpp, LM Studio, vLLM, OpenAI) is asked about the questions the local
    reading cannot answer, and its reading is used only if the country data
    confirms it. Its key comes from QUIZ_LLM_API_KEY.

    Exit status: 0 when every question got an answer (including "not found" and
    "not understood"); 69 when country data could not be had for a question; 64 for
    a usage error.

    USAGE: quiz <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      chat (default)          Chat: ask questions one after another (the default).
      ask                     Answer one question and exit.
      play                    Play a timed game of countries, capitals or flags.
      data                    Show or refresh the country data and its cache.

      See 'quiz help <subcommand>' for detailed help.
    """
}
