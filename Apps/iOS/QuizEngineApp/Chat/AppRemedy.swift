import QuizEngine
import QuizGame

/// What a person using the app can do about data that could not be had. The core says what
/// failed; the app's levers are its own: its key comes with the app, and the bundled data
/// comes with the install.
enum AppRemedy {
  /// Nil where trying again is the remedy: the Retry button offers it.
  static func text(for reason: DataUnavailable) -> String? {
    switch reason {
    case .unauthorized: "The app's key for live data was refused: update the app."
    case .bundledDataMissing: "Reinstall the app."
    // Never on iOS, which fetches with URLSession; said plainly should it ever happen.
    case .fetcherMissing: "Reinstall the app."
    case .connectivity, .rateLimited, .invalidData: nil
    }
  }

  static func said(after failure: String, for reason: DataUnavailable) -> String {
    text(for: reason).map { failure + " " + $0 } ?? failure
  }

  /// The reply as the app shows and reads it: a failure's words, then what to do.
  static func text(of reply: Reply) -> String {
    guard case .unavailable(_, let reason) = reply.answer else { return reply.text }
    return said(after: reply.text, for: reason)
  }

  static func message(for failure: GameStartFailure) -> String {
    guard case .dataUnavailable(let reason) = failure.reason else { return failure.message }
    return said(after: failure.message, for: reason)
  }
}
