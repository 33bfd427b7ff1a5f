extension StringProtocol {
  /// The text without its leading and trailing whitespace and newlines. Foundation's
  /// `trimmingCharacters(in:)` lives in the ICU-backed part of Foundation, which `quiz` does not
  /// link; `Character.isWhitespace` covers the same Unicode whitespace.
  public func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
