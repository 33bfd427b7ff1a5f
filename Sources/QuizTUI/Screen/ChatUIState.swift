/// What the full-screen chat remembers beyond the conversation: the line being typed, where
/// the transcript is scrolled, whether help is open, the spinner's frame, and a passing hint.
public struct ChatUIState: Sendable {
  public var editor: InputEditor
  public var scroll: ScrollPosition = .following
  public var showsHelp = false
  /// Rows of help scrolled past, when it is taller than the pane.
  public var helpOffset = 0
  public var spinnerFrame = 0
  /// The list of games offered after "let's play", with the highlighted one; nil when closed.
  public var gamePicker: Int?
  /// Said once in the status bar ("Nothing to retry"), cleared by the next key.
  public var hint: String?

  public init(editor: InputEditor = InputEditor(history: InputHistory(limit: HistoryFile.limit))) {
    self.editor = editor
  }
}
