/// The reader the composition root hands `QuizCLI.run`: the line editor on an interactive
/// terminal, plain lines otherwise.
public enum TerminalInput: LineReading {
  case editor(TerminalLineEditor)
  case plain(StandardInput)

  /// Line editing only when both ends are a terminal that understands escape codes. Piped
  /// input keeps `Swift.readLine`, so scripts and very long lines behave exactly as before, and
  /// redirected output never fills with redraw codes.
  public static func make(traits: TerminalTraits, environment: [String: String]) -> TerminalInput {
    guard traits.inputIsTerminal, traits.outputIsTerminal, environment["TERM"] != "dumb" else {
      return .plain(StandardInput())
    }
    return .editor(TerminalLineEditor(environment: environment))
  }

  public mutating func readLine(prompt: String) -> String? {
    switch self {
    case .editor(var editor):
      let line = editor.readLine(prompt: prompt)
      self = .editor(editor)
      return line
    case .plain(var input):
      let line = input.readLine(prompt: prompt)
      self = .plain(input)
      return line
    }
  }
}
