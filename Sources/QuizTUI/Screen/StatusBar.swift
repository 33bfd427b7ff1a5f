import QuizEngine

/// The one-row status bar: the state in words, what can be done about an error, the data
/// source, a warning when an LLM may see questions, and key hints. The widest version that
/// fits is shown; hints shorten first, and the bar is cut rather than wrapped.
enum StatusBar {
  static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The state's words, and the actions an error offers.
  static func state(_ model: ChatScreenModel, spinnerFrame: Int) -> (text: String, isError: Bool) {
    switch model.status {
    case .ready:
      return ("Ready", false)
    case .answered:
      return ("Answered", false)
    case .loading:
      let frame = spinner[((spinnerFrame % spinner.count) + spinner.count) % spinner.count]
      return ("\(frame) Looking up…", false)
    case .error(let reason):
      return (errorName(reason), true)
    }
  }

  static func errorName(_ reason: DataUnavailable) -> String {
    switch reason {
    case .connectivity: "No connection"
    case .unauthorized: "API key refused"
    case .rateLimited: "Rate limited"
    case .invalidData: "Bad data from server"
    case .bundledDataMissing: "Bundled data missing"
    case .fetcherMissing(let name, _): TerminalSafeText.sanitize(name, maxLength: 20) + " missing"
    }
  }

  /// Candidate bars, widest first; each is a list of segments joined by " · ".
  static func candidates(_ model: ChatScreenModel, ui: ChatUIState) -> [[String]] {
    let (state, _) = state(model, spinnerFrame: ui.spinnerFrame)
    var actions: [String] = []
    var shortActions: [String] = []
    switch model.status {
    case .loading:
      actions = ["Esc cancel"]
      shortActions = ["Esc"]
    case .error:
      actions = ["F5 retry"]
      shortActions = ["F5"]
      if model.offersOffline {
        actions.append("F6 offline")
        shortActions.append("F6")
      }
    case .ready, .answered:
      break
    }
    let source = model.source + (model.isStale ? " (stale)" : "")
    let llm = model.usesLLM ? ["LLM on: questions may leave this machine"] : []
    let shortLLM = model.usesLLM ? ["LLM on"] : []
    let head = [state] + (ui.hint.map { [$0] } ?? [])
    let longActions = actions.isEmpty ? [] : [actions.joined(separator: "  ")]
    let compactActions = shortActions.isEmpty ? [] : [shortActions.joined(separator: " ")]
    return [
      head + longActions + [source] + llm + ["F1 help  ^C quit"],
      head + longActions + [source] + shortLLM + ["F1 help"],
      head + longActions + [source] + shortLLM,
      head + longActions + shortLLM,
      head + compactActions + shortLLM,
      head + compactActions,
      [state] + compactActions,
      [state],
    ]
  }

  /// The bar's text for a width: the first candidate that fits, else the last one, cut.
  static func text(_ model: ChatScreenModel, ui: ChatUIState, width: Int) -> String {
    fitting(candidates(model, ui: ui), width: width)
  }

  /// The first of the candidates, widest first, that fits; else the last one, to be cut.
  static func fitting(_ candidates: [[String]], width: Int) -> String {
    // Joined one at a time: the widest usually fits, and this is at every frame.
    let bars = candidates.lazy.map(bar)
    return bars.first(where: { DisplayWidth.of($0) <= width }) ?? bars.last ?? ""
  }

  /// " Ready · F1 help": joined by hand, as `joined(separator:)` is generic here and its first
  /// call looks up conformances at run time, 0.2 M instructions of the first frame.
  private static func bar(_ segments: [String]) -> String {
    var bar = ""
    for segment in segments {
      bar += bar.isEmpty ? " " : " · "
      bar += segment
    }
    return bar.isEmpty ? " " : bar
  }

  /// Paints the bar across a row; `emphasized`, the bar's first segment, stands out (an
  /// error, the game's last seconds) in bold as well as in colour.
  static func paint(_ text: String, emphasized: String?, into frame: inout Frame, row: Int) {
    frame.put(text, row: row, column: 0, role: .statusBar)
    frame.fill(row: row, role: .statusBar)
    if let emphasized {
      frame.put(emphasized, row: row, column: 1, role: .statusError)
    }
  }
}
