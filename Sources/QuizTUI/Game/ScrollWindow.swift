/// Which rows of a list taller than its pane show from a scroll position, with a row each for
/// "more above" and "more below" where there is more: the grid in play and the end's page
/// scroll alike.
enum ScrollWindow {
  static func window(rowCount: Int, scroll: Int, height: Int) -> (
    first: Int, count: Int, above: Bool, below: Bool
  ) {
    guard rowCount > height, height > 0 else {
      return (0, min(rowCount, max(0, height)), false, false)
    }
    guard height >= 3 else {
      return (min(max(0, scroll), rowCount - height), height, false, false)
    }
    let first = min(max(0, scroll), maximumScroll(rowCount: rowCount, height: height))
    let above = first > 0
    var count = height - (above ? 1 : 0)
    let below = first + count < rowCount
    if below { count -= 1 }
    return (first, count, above, below)
  }

  static func maximumScroll(rowCount: Int, height: Int) -> Int {
    guard rowCount > height, height > 0 else { return 0 }
    return height >= 3 ? rowCount - (height - 1) : rowCount - height
  }
}
