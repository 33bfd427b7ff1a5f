import QuizGame

/// The game's items laid out for a size: under their region headings, in columns as wide as
/// the widest answer needs, so a hit never reflows the grid. Pure; the renderer draws it and
/// the controller scrolls it.
///
/// The column count: as many columns as fit with every label whole. When that grid is taller
/// than the screen, which scrolls it anyway, columns narrow to `readableWidth` at the least, so
/// more of it shows at once while all but the longest names ("Saint Vincent and the
/// Grenadines") stay whole; the renderer shows the newest hit's label whole over its row.
struct GameGridLayout {
  enum Row: Sendable, Hashable {
    /// A region's heading, with the indices of the items listed under it, for its count.
    case heading(String, items: Range<Int>)
    case blank
    /// Indices into the items, left to right.
    case items([Int])
  }

  static let gap = 2
  /// The narrowest a column gets to make a tall grid shorter: "São Tomé and Príncipe" and
  /// "Central African Republic" stay whole.
  static let readableWidth = 24
  static let blankWidth = 9
  static let blank: Character = "·"
  static let missedMark = "✗ "

  let rows: [Row]
  let contentWidth: Int
  let columns: Int
  private let rowOfItem: [Int: Int]
  /// Each item's text blank, found and missed, made with the layout: measuring and cutting
  /// names was most of drawing a frame.
  private var texts: [(blank: String, found: String, missed: String)] = []
  private var clueWidths: [Int] = []

  /// - Parameter height: the grid's rows on screen; a grid that fits in them keeps every label
  ///   whole.
  init(items: [GameScreenModel.Item], width: Int, height: Int = .max, showsDetails: Bool) {
    let width = max(1, width)
    let detailed = showsDetails && items.contains { $0.detail != nil }
    let groups = Self.groups(items)
    if detailed {
      // Descriptions are sentences: one item a row.
      contentWidth = max(1, width - 1)
      columns = 1
    } else {
      let widest = items.reduce(1) { widest, item in
        max(widest, DisplayWidth.of(Self.prefix(item, showsDetails: false)) + Self.bodyWidth(item))
      }
      let whole = max(1, min(widest, width - 1))
      var columns = Self.columns(of: whole, in: width)
      if Self.rowCount(groups, columns: columns) > height, whole > Self.readableWidth {
        columns = max(columns, Self.columns(of: Self.readableWidth, in: width))
      }
      self.columns = columns
      contentWidth = max(1, min(whole, (width + Self.gap) / columns - Self.gap))
    }
    var rows: [Row] = []
    var rowOfItem: [Int: Int] = [:]
    for (group, range) in groups {
      let start = range.lowerBound
      let end = range.upperBound
      if let group {
        if !rows.isEmpty { rows.append(.blank) }
        rows.append(.heading(group, items: range))
      }
      var position = start
      while position < end {
        let row = Array(position..<min(end, position + columns))
        for index in row { rowOfItem[items[index].id] = rows.count }
        rows.append(.items(row))
        position += columns
      }
    }
    self.rows = rows
    self.rowOfItem = rowOfItem
    let contentWidth = self.contentWidth
    clueWidths = items.map { DisplayWidth.of(Self.prefix($0, showsDetails: false)) }
    texts = items.map { item in
      (
        Self.text(of: item, state: .blank, contentWidth: contentWidth, showsDetails: detailed),
        Self.text(of: item, state: .found, contentWidth: contentWidth, showsDetails: detailed),
        Self.text(of: item, state: .missed, contentWidth: contentWidth, showsDetails: detailed)
      )
    }
  }

  /// The items' runs under one heading (or none), in order.
  private static func groups(_ items: [GameScreenModel.Item]) -> [(String?, Range<Int>)] {
    var groups: [(String?, Range<Int>)] = []
    var start = 0
    while start < items.count {
      let group = items[start].group
      var end = start + 1
      while end < items.count, items[end].group == group { end += 1 }
      groups.append((group, start..<end))
      start = end
    }
    return groups
  }

  private static func columns(of contentWidth: Int, in width: Int) -> Int {
    max(1, (width + gap) / (contentWidth + gap))
  }

  /// The rows the grid takes in this many columns: headings, the blank rows between groups,
  /// and the items' rows.
  private static func rowCount(_ groups: [(String?, Range<Int>)], columns: Int) -> Int {
    groups.enumerated().reduce(0) { rows, entry in
      let (position, (group, range)) = entry
      let heading = group == nil ? 0 : (position == 0 ? 1 : 2)
      return rows + heading + (range.count + columns - 1) / columns
    }
  }

  /// The item's label whole, as found or missed, for the one label shown over its row when the
  /// column cuts it; nil when the column does not.
  func wholeText(of item: GameScreenModel.Item, at index: Int) -> String? {
    guard item.state != .blank, texts.indices.contains(index) else { return nil }
    let shown = text(at: index, state: item.state)
    guard shown.last == "…" else { return nil }
    let body = item.state == .missed ? Self.missedMark + item.answer : item.answer
    let whole = Self.prefix(item, showsDetails: false) + body
    return whole == shown ? nil : whole
  }

  /// A blank with the letters a hint showed in front of its dots: "🇧🇴 B········".
  func hintedText(of item: GameScreenModel.Item, hint: String) -> String {
    let prefix = Self.prefix(item, showsDetails: false)
    let room = contentWidth - DisplayWidth.of(prefix) - DisplayWidth.of(hint)
    let dots = String(repeating: Self.blank, count: max(1, min(Self.blankWidth - 1, room)))
    return Self.cut(prefix + hint + dots, to: contentWidth)
  }

  /// The text of the item at `index` of the items laid out, in its state now.
  func text(at index: Int, state: GameScreenModel.ItemState) -> String {
    guard texts.indices.contains(index) else { return "" }
    switch state {
    case .blank: return texts[index].blank
    case .found: return texts[index].found
    case .missed: return texts[index].missed
    }
  }

  func row(ofItem id: Int) -> Int? { rowOfItem[id] }

  /// The heading a row is listed under, if any.
  func heading(above row: Int) -> Int? {
    var index = min(row, rows.count - 1)
    while index >= 0 {
      if case .heading = rows[index] { return index }
      index -= 1
    }
    return nil
  }

  /// Which rows show in `height` rows from `scroll`, and whether "more above" and "more below"
  /// markers take the first and last of them.
  func window(scroll: Int, height: Int) -> (first: Int, count: Int, above: Bool, below: Bool) {
    ScrollWindow.window(rowCount: rows.count, scroll: scroll, height: height)
  }

  func maximumScroll(height: Int) -> Int {
    ScrollWindow.maximumScroll(rowCount: rows.count, height: height)
  }

  /// The smallest change of `scroll` that shows row `row`.
  func scroll(_ scroll: Int, toShow row: Int, height: Int) -> Int {
    var scroll = min(max(0, scroll), maximumScroll(height: height))
    var window = self.window(scroll: scroll, height: height)
    while row < window.first, scroll > 0 {
      scroll -= 1
      window = self.window(scroll: scroll, height: height)
    }
    while row >= window.first + window.count, scroll < maximumScroll(height: height) {
      scroll += 1
      window = self.window(scroll: scroll, height: height)
    }
    return scroll
  }

  /// An item's text in the grid: its clue and an arrow, then its answer, a blank, or the
  /// missed answer marked "✗"; with details, the description after.
  private static func text(
    of item: GameScreenModel.Item, state: GameScreenModel.ItemState, contentWidth: Int,
    showsDetails: Bool
  ) -> String {
    let body: String
    switch state {
    case .blank:
      let room = contentWidth - DisplayWidth.of(prefix(item, showsDetails: false))
      body = String(repeating: blank, count: max(3, min(blankWidth, room)))
    case .found: body = item.answer
    case .missed: body = missedMark + item.answer
    }
    var text = prefix(item, showsDetails: false) + body
    if showsDetails, let detail = item.detail {
      // "The flag of Argentina features…" must not give the answer away.
      text += " — " + (state == .blank ? AnswerFolding.hiding(item.answer, in: detail) : detail)
    }
    return cut(text, to: contentWidth)
  }

  private static func prefix(_ item: GameScreenModel.Item, showsDetails: Bool) -> String {
    item.clue.map { $0 + GameClue.separator } ?? ""
  }

  /// The columns the clue and its arrow take at the start of the item's text, drawn dim
  /// beside a found or missed answer: all of it when the column cuts into the clue.
  func clueColumns(at index: Int) -> Int {
    guard clueWidths.indices.contains(index) else { return 0 }
    return clueWidths[index] < contentWidth ? clueWidths[index] : contentWidth
  }

  /// The widest the body can be: the answer, marked when missed.
  private static func bodyWidth(_ item: GameScreenModel.Item) -> Int {
    max(blankWidth, DisplayWidth.of(missedMark) + DisplayWidth.of(item.answer))
  }

  /// Cuts text to a width, ending in "…" when it had to.
  static func cut(_ text: String, to width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }
}
