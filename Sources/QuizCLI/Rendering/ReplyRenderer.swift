import QuizEngine
import QuizTUI

/// Words for the terminal. Everything printed goes through `TerminalSafeText`, because country
/// names and capitals may come from a server.
struct ReplyRenderer {
  let style: TerminalStyle
  /// Extra lines for a person at a terminal (the flag image URL); scripts get the answer and
  /// its detail only.
  let showsDetails: Bool

  func render(_ reply: Reply) -> String {
    var text = safe(reply.text)
    if case .unavailable(_, let reason) = reply.answer {
      text = TerminalRemedy.said(after: text, for: reason)
    }
    var lines: [String]
    switch reply.answer.outcome {
    case .answered:
      lines = [text]
    case .countryNotFound, .noCountriesFound, .unrecognized:
      lines = [style.yellow(text)]
    case .unavailable:
      lines = [style.red(text)]
    }
    // Indented under the answer, so the answer's line stays the spec's sentence for scripts too.
    if let detail = reply.detail {
      lines.append("  " + safe(detail))
    }
    if showsDetails, case .flag(let match) = reply.answer, let url = match.country.flag.pngURL {
      lines.append(style.dim("Flag image: \(safe(url.absoluteString))"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func safe(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalSafeText.sanitize(String($0)) }
      .joined(separator: "\n")
  }
}
