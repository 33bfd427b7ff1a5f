extension KeyedDecodingContainer {
  /// A state document's version, when it is one this `quiz` reads. Any other is no document:
  /// `JSONStateStore` then loads nothing and keeps the file aside at the next change, so a file
  /// from a newer `quiz` is never half read.
  public func version(forKey key: Key, readable: ClosedRange<Int>) throws -> Int {
    let version = try decode(Int.self, forKey: key)
    guard readable.contains(version) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "not a version this quiz reads")
    }
    return version
  }
}
