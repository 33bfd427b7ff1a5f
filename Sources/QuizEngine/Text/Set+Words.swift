extension Set<String> {
  /// The words of `text`, split at whitespace. A set of words written as text compiles to a
  /// fraction of the code an array literal of strings does, which builds each element in turn.
  public init(words text: String) {
    self.init(text.split(whereSeparator: \.isWhitespace).map(String.init))
  }

  /// One element a line, for elements that hold spaces ("Cook Islands").
  public init(lines text: String) {
    self.init(text.split(separator: "\n").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty })
  }
}
