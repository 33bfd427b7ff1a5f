import QuizEngine
import QuizTUI

/// What `--verbose` adds for one reply: which interpreter answered when it was the LLM, or
/// why the LLM interpreter did not help. Nil when there is nothing to say.
enum VerboseNote {
  static func text(for reply: Reply) -> String? {
    if let note = reply.fallbackNote {
      // The core says what failed; which variable holds the key is the terminal's to say.
      let remedy = note == .failed(.unauthorized) ? ". Check QUIZ_LLM_API_KEY." : ""
      return "note: " + TerminalSafeText.sanitize(ReplyWording.fallbackNote(note)) + remedy
    }
    if reply.interpreter == .llm {
      return "note: answered with the LLM interpreter's reading, checked against the data"
    }
    return nil
  }
}
