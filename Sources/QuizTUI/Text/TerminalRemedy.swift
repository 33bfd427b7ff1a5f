import QuizEngine
import QuizGame

/// What a person at a terminal can do about data that could not be had, after the core's
/// words for what failed: the levers are the terminal's own (an environment variable, the
/// helper program, reinstalling `quiz`), so the core does not name them. Line mode, `--json`
/// and the full screen all add the same words.
public enum TerminalRemedy {
  /// Nil where nothing but trying again helps, which each front end offers in its own way.
  public static func text(for reason: DataUnavailable) -> String? {
    switch reason {
    case .unauthorized:
      "Check RESTCOUNTRIES_API_KEY."
    case .bundledDataMissing:
      "Reinstall quiz."
    case .fetcherMissing(let name, _):
      helperRemedy(name: TerminalSafeText.sanitize(name, maxLength: 60))
    case .connectivity, .rateLimited, .invalidData:
      nil
    }
  }

  /// `text` said after `failure`, the core's words for it.
  public static func said(after failure: String, for reason: DataUnavailable) -> String {
    text(for: reason).map { failure + " " + $0 } ?? failure
  }

  private static func helperRemedy(name: String) -> String {
    "Install \(name) (it is built with quiz) beside quiz or in a folder on PATH, or set "
      + "QUIZ_HTTP_HELPER to its path."
  }
}

extension GameStartFailure {
  /// The core's words for why no game could start, with what to do about it on a terminal,
  /// safe to print: they may quote a topic typed, or where the helper was looked for.
  public var terminalMessage: String {
    guard case .dataUnavailable(let reason) = reason else {
      return TerminalSafeText.sanitize(message)
    }
    return TerminalRemedy.said(after: TerminalSafeText.sanitize(message), for: reason)
  }
}
