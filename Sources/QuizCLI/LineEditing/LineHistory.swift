/// Lines accepted in this run, oldest first. In memory only: nothing is written to disk, so
/// questions typed in one chat never leak into a file.
struct LineHistory: Equatable, Sendable {
  private(set) var entries: [String] = []
  let limit: Int

  init(limit: Int) { self.limit = max(0, limit) }

  mutating func add(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace), line != entries.last else { return }
    entries.append(line)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }
}
