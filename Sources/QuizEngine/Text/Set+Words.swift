extension Set<String> {
  /// The words of `text`, split at spaces and line ends. A set of words written as text
  /// compiles to a fraction of the code an array literal of strings does, which builds each
  /// element in turn.
  public init(words text: String) {
    self.init(TextTable.items(text, separator: UInt8(ascii: " ")))
  }

  /// One element a line, for elements that hold spaces ("Cook Islands").
  public init(lines text: String) {
    self.init(TextTable.rows(text, separator: nil).map { $0[0] })
  }
}
