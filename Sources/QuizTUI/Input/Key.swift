/// One input from the terminal, as the curses adapter reads it: a character, or a key that
/// curses recognised from the terminal's description.
public enum RawInput: Sendable, Hashable {
  case character(Unicode.Scalar)
  case key(NamedKey)
}

/// Keys curses decodes itself, in our own terms so nothing else depends on curses constants.
public enum NamedKey: Sendable, Hashable {
  case up, down, left, right, home, end, pageUp, pageDown, delete, backspace, enter
  case function(Int)
  case resize
  case wheelUp, wheelDown
  case unknown
}

/// A key press as the chat understands it.
public enum Key: Sendable, Hashable {
  case text(String)
  /// A bracketed paste, delivered whole.
  case paste(String)
  case enter
  case backspace, delete
  case left, right, home, end, up, down
  case pageUp, pageDown, wheelUp, wheelDown
  case control(Character)
  case function(Int)
  case escape
  case resize
}
