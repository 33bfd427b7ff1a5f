import QuizCLI
import Testing

@Suite("Line editor terminal input choice")
struct LineEditorTerminalInputTests {
  @Test func interactiveTerminal_getsTheLineEditor() {
    let input = TerminalInput.make(
      traits: traits(input: true, output: true), environment: ["TERM": "xterm-256color"])

    #expect(isEditor(input))
  }

  @Test(arguments: [
    (false, true, "xterm"), (true, false, "xterm"), (false, false, "xterm"), (true, true, "dumb"),
  ])
  func pipedInputOrOutput_orADumbTerminal_keepsPlainLines(
    _ inputIsTerminal: Bool, _ outputIsTerminal: Bool, _ term: String
  ) {
    let input = TerminalInput.make(
      traits: traits(input: inputIsTerminal, output: outputIsTerminal), environment: ["TERM": term])

    #expect(!isEditor(input))
  }

  private func traits(input: Bool, output: Bool) -> TerminalTraits {
    TerminalTraits(inputIsTerminal: input, outputIsTerminal: output, usesColor: false)
  }

  private func isEditor(_ input: TerminalInput) -> Bool {
    if case .editor = input { return true }
    return false
  }
}
