import QuizGame

/// Makes text from a person or a server safe to print: nothing in it can move the cursor,
/// clear the screen, set the window's title or reorder the line, and its length is bounded.
/// What keeps a quiz pack's text plain is what keeps a terminal safe, so this is that one
/// cleaning, under the name the terminal code asks for.
public enum TerminalSafeText {
  public static func sanitize(_ text: String, maxLength: Int = .max) -> String {
    UntrustedText.cleaned(text, maxLength: maxLength)
  }
}
