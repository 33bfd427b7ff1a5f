/// What one keystroke (or one run of typed or pasted text) asks the line editor to do.
enum EditorKey: Equatable, Sendable {
  /// Printable text, already split into grapheme clusters; never contains control characters.
  case insert([Character])
  case enter
  case backspace
  case deleteForward
  case left
  case right
  case home
  case end
  case wordLeft
  case wordRight
  case killToStart
  case killToEnd
  case deleteWordBack
  case clearScreen
  case historyPrevious
  case historyNext
  /// Ctrl-D: end of input on an empty line, delete at the cursor otherwise.
  case deleteOrEndOfInput
  /// Ctrl-C: abandon the line being typed.
  case interrupt
}
