/// One region of a game at a moment: how many of its answers are found, and which are not,
/// so a player stuck at 193 of 195 sees that the two missing are in Oceania.
public struct GameRegionTally: Sendable, Hashable {
  /// The heading its items are listed under ("Africa").
  public let region: String
  public let found: Int
  public let total: Int
  /// Its items not found, in grid order.
  public let missing: [GameItem]

  public init(region: String, found: Int, total: Int, missing: [GameItem]) {
    self.region = region
    self.found = found
    self.total = total
    self.missing = missing
  }

  public var isComplete: Bool { found == total }
}

extension Game {
  /// Each region's tally, in grid order; none for a game whose items have no region (a quiz
  /// pack, "countries starting with b").
  public func regionTallies(isFound: (Int) -> Bool) -> [GameRegionTally] {
    var tallies: [GameRegionTally] = []
    var start = 0
    while start < items.count {
      let region = items[start].group
      var end = start + 1
      while end < items.count, items[end].group == region { end += 1 }
      let run = items[start..<end]
      guard let region else { return [] }
      let missing = run.filter { !isFound($0.id) }
      tallies.append(
        GameRegionTally(
          region: region, found: run.count - missing.count, total: run.count, missing: missing))
      start = end
    }
    return tallies
  }
}

extension GameViewModel {
  /// The regions of the game as it stands: found and total each, and what is missing.
  public var regionTallies: [GameRegionTally] {
    let grid = self.grid
    return game?.regionTallies { id in grid.indices.contains(id) && grid[id].isFound } ?? []
  }
}
