/// ANSI styling that switches itself off when colour is not wanted.
struct TerminalStyle {
  let usesColor: Bool

  func bold(_ text: String) -> String { styled(text, "1") }
  func dim(_ text: String) -> String { styled(text, "2") }
  func red(_ text: String) -> String { styled(text, "31") }
  func green(_ text: String) -> String { styled(text, "32") }
  func yellow(_ text: String) -> String { styled(text, "33") }
  func cyan(_ text: String) -> String { styled(text, "36") }

  private func styled(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
