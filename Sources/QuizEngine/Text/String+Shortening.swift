extension StringProtocol {
  /// The text, or its first `limit` characters and an ellipsis when it is longer: what a
  /// sentence quotes of a paste or a server's text stays a sentence. Whole characters, so a
  /// flag or an accented letter is never cut in two. Only the length: what is safe to show
  /// is each front end's to decide.
  public func shortened(to limit: Int) -> String {
    // Each character is at least one byte: a text this short is never cut.
    guard utf8.count > limit,
      let end = index(startIndex, offsetBy: Swift.max(0, limit), limitedBy: endIndex),
      end < endIndex
    else { return String(self) }
    return String(self[..<end]) + "…"
  }
}
