import QuizEngine

/// What `--verbose` adds for one reply: which interpreter answered when it was the LLM, or
/// why the LLM interpreter did not help. Nil when there is nothing to say.
enum VerboseNote {
  static func text(for reply: Reply) -> String? {
    if let note = reply.fallbackNote {
      return "note: " + TerminalSafeText.sanitize(ReplyWording.fallbackNote(note))
    }
    if reply.interpreter == .llm {
      return "note: answered with the LLM interpreter's reading, checked against the data"
    }
    return nil
  }
}
