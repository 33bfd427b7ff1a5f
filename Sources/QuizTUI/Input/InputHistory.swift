/// Lines sent, oldest first, at most `limit` of them. `HistoryFile` keeps them between runs.
public struct InputHistory: Equatable, Sendable {
  public private(set) var entries: [String] = []
  public let limit: Int

  public init(limit: Int, entries: [String] = []) {
    self.limit = max(0, limit)
    for entry in entries { add(entry) }
  }

  public mutating func add(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace), line != entries.last else { return }
    entries.append(line)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }
}
