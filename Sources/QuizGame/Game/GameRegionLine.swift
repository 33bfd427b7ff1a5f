/// Every region's count at a glance, as a player keeps track of a world game: "Africa 41/54 ·
/// Americas 30/35 · ▸Asia 40/46 · Europe 46/46 ✓ · Oceania 9/14", with the region in view
/// marked by "▸" and a complete one by "✓", so neither needs colour.
public struct GameRegionLine: Sendable {
  struct Region: Sendable {
    let name: String
    let found: Int
    let total: Int
  }

  let regions: [Region]

  /// Each region's name, found and total, in the grid's order.
  public init(counts: [(name: String, found: Int, total: Int)]) {
    regions = counts.map { Region(name: $0.name, found: $0.found, total: $0.total) }
  }

  public init(_ tallies: [GameRegionTally]) {
    regions = tallies.map { Region(name: $0.region, found: $0.found, total: $0.total) }
  }

  public static let separator = " · "
  static let mark = "▸"

  /// The line, wrapped between regions where `width` is too narrow, never through one. The
  /// word every region's name shares ("Africa" in "Eastern Africa") is dropped first, as the
  /// game's question already says it. Which region is marked never changes how it wraps, so
  /// scrolling cannot move the grid. None for a game of one region or none.
  public func lines(inView: String?, width: Int) -> [String] {
    guard regions.count > 1 else { return [] }
    let width = max(1, width)
    var names = regions.map(\.name)
    if Self.lineWidth(names.indices.map { count(at: $0, name: names[$0]) }) > width {
      names = Self.withoutSharedWord(names)
    }
    var lines: [String] = []
    var line = ""
    var used = 0
    for index in regions.indices {
      let text = count(at: index, name: names[index])
      // Every count as wide as if it were marked.
      let textWidth = text.count + Self.mark.count
      let shown = (regions[index].name == inView ? Self.mark : "") + text
      if used > 0, used + Self.separator.count + textWidth > width {
        lines.append(line)
        line = ""
        used = 0
      }
      if used > 0 {
        line += Self.separator
        used += Self.separator.count
      }
      line += shown
      used += textWidth
    }
    lines.append(line)
    return lines
  }

  /// "Asia 40/46"; "Europe 46/46 ✓" when all are found.
  private func count(at index: Int, name: String) -> String {
    let region = regions[index]
    return "\(name) \(region.found)/\(region.total)"
      + (region.found == region.total ? " ✓" : "")
  }

  private static func lineWidth(_ counts: [String]) -> Int {
    counts.reduce(0) { $0 + $1.count + mark.count } + separator.count * max(0, counts.count - 1)
  }

  /// The names without a word all of them have, where each keeps another.
  private static func withoutSharedWord(_ names: [String]) -> [String] {
    let words = names.map { $0.split(separator: " ").map(String.init) }
    guard let first = words.first,
      let shared = first.first(where: { word in words.allSatisfy { $0.contains(word) } }),
      words.allSatisfy({ $0.count > 1 })
    else { return names }
    return words.map { $0.filter { $0 != shared }.joined(separator: " ") }
  }
}
