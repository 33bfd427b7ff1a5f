import QuizGame

extension GameScreenRenderer {
  /// The end screen's page at this width: the end in words, the missed answers, the grid.
  static func endLayout(
    _ words: GameEndWords, _ model: GameScreenModel, _ ui: GameUIState, width: Int,
    grid: GameGridLayout?
  ) -> GameEndLayout {
    GameEndLayout(
      words: words,
      grid: grid ?? layout(model, ui, width: width, height: .max), width: width)
  }

  /// The end's page from `scroll`, in `height` rows from `top`, `width` columns wide.
  static func renderEnd(
    _ model: GameScreenModel, _ end: GameEndLayout, scroll: Int, into frame: inout Frame,
    top: Int, height: Int, width: Int
  ) {
    let window = end.window(scroll: scroll, height: height)
    var row = top
    if window.above {
      frame.put(moreAbove, row: row, column: 0, role: .secondary)
      row += 1
    }
    for line in end.rows.dropFirst(window.first).prefix(window.count) {
      switch line {
      case .blank: break
      case .text(let text, let role):
        frame.put(text, row: row, column: 0, role: role, limit: width)
      case .grid(.blank): break
      case .grid(.heading(let group, let range)):
        frame.put(heading(group, model.items[range]), row: row, column: 0, role: .heading)
      case .grid(.items(let indices)):
        guard let grid = end.grid else { break }
        for (column, index) in indices.enumerated() where model.items.indices.contains(index) {
          let item = model.items[index]
          let x = column * (grid.contentWidth + GameGridLayout.gap)
          frame.put(
            grid.text(at: index, state: item.state), row: row, column: x,
            role: item.state == .missed ? .missed : .found, limit: x + grid.contentWidth)
        }
      }
      row += 1
    }
    if window.below {
      frame.put(moreBelow, row: row, column: 0, role: .secondary)
    }
  }
}
