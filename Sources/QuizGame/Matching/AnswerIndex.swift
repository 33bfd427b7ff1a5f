import QuizEngine

/// Every folded spelling of a game's items, made once per game so that a keystroke costs one
/// fold and one hash lookup (see `game-bench`).
public struct AnswerIndex: Sendable {
  /// Folded spelling → the items it credits, in game order. Usually one; two only for a
  /// spelling the data gives two answers alike (see `CountryGames`).
  private let owners: [String: [Int]]
  /// The same spellings sorted by their UTF-8 bytes, for "does anything longer start so".
  private let sorted: [(key: [UInt8], item: Int)]
  /// Each item's answer, folded, by item id.
  private let answers: [String]
  /// Each item's answer as shown, only case and accents folded: its punctuation is typed too.
  private let shownAnswers: [String]

  public init(_ game: Game) {
    answers = game.items.map { AnswerFolding.fold($0.answer) }
    shownAnswers = game.items.map { TextFolding.fold($0.answer) }
    var owners: [String: [Int]] = [:]
    var sorted: [(key: [UInt8], item: Int)] = []
    for item in game.items {
      for spelling in item.spellings {
        let key = AnswerFolding.fold(spelling)
        guard !key.isEmpty else { continue }
        if owners[key, default: []].contains(item.id) { continue }
        owners[key, default: []].append(item.id)
        sorted.append((Array(key.utf8), item.id))
      }
    }
    self.owners = owners
    self.sorted = sorted.sorted { $0.key.lexicographicallyPrecedes($1.key) }
  }

  /// The items a folded guess spells exactly.
  public func items(spelledBy key: String) -> [Int] {
    owners[key] ?? []
  }

  /// Whether `text` (folded to `key`) is the start of the item's own answer, and shorter:
  /// "Vatican" of "Vatican City", "Bosnia" of "Bosnia and Herzegovina", and "Washington, D.C"
  /// of "Washington, D.C.", whose last character folds away.
  public func startsTheAnswer(of item: Int, text: String, key: String) -> Bool {
    guard answers.indices.contains(item) else { return false }
    let answer = answers[item]
    if answer.utf8.count > key.utf8.count && answer.utf8.starts(with: key.utf8) { return true }
    let shown = shownAnswers[item]
    let typed = TextFolding.fold(text)
    return shown.utf8.count > typed.utf8.count && shown.utf8.starts(with: typed.utf8)
  }

  /// How text typed on after a name that counted `item` continues it.
  public enum Continuation: Sendable, Equatable {
    /// It spells the whole of a longer spelling of the item: "Vatican City", after "Vatican".
    case whole
    /// It is on its way to one: "Vatican C".
    case part
  }

  /// Whether `typed`, the name that counted `item` (folded to `key`) and what was typed after
  /// it, goes on to a longer spelling of that item; nil when it leaves them.
  public func continuation(of item: Int, typed: String, after key: String) -> Continuation? {
    guard shownAnswers.indices.contains(item) else { return nil }
    let shown = TextFolding.fold(typed)
    let folded = AnswerFolding.fold(typed)
    let answer = shownAnswers[item]
    if shown == answer
      || (folded.utf8.count > key.utf8.count && items(spelledBy: folded).contains(item))
    {
      return .whole
    }
    if (answer.utf8.count > shown.utf8.count && answer.utf8.starts(with: shown.utf8))
      || hasLongerSpelling(startingWith: folded, where: { $0 == item })
    {
      return .part
    }
    return nil
  }

  /// Whether some item `counts` has a spelling that starts with `key` and is longer.
  public func hasLongerSpelling(startingWith key: String, where counts: (Int) -> Bool) -> Bool {
    let prefix = Array(key.utf8)
    var index = lowerBound(prefix)
    while index < sorted.count, sorted[index].key.starts(with: prefix) {
      if sorted[index].key.count > prefix.count, counts(sorted[index].item) { return true }
      index += 1
    }
    return false
  }

  /// Whether some item `counts` has a spelling that starts with `key` (or is it).
  public func hasSpelling(startingWith key: String, where counts: (Int) -> Bool) -> Bool {
    let prefix = Array(key.utf8)
    var index = lowerBound(prefix)
    while index < sorted.count, sorted[index].key.starts(with: prefix) {
      if counts(sorted[index].item) { return true }
      index += 1
    }
    return false
  }

  /// An item `counts` with a spelling one slip from `key` (a letter added, dropped, changed,
  /// or two neighbours swapped); nil for none.
  public func item(oneSlipFrom key: String, where counts: (Int) -> Bool) -> Int? {
    let guess = Array(key.unicodeScalars)
    for entry in sorted where counts(entry.item) && abs(entry.key.count - key.utf8.count) <= 4 {
      let spelling = Array(String(decoding: entry.key, as: UTF8.self).unicodeScalars)
      if Self.isOneSlip(guess, spelling) { return entry.item }
    }
    return nil
  }

  private func lowerBound(_ key: [UInt8]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].key.lexicographicallyPrecedes(key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  static func isOneSlip(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
    guard a != b, abs(a.count - b.count) <= 1 else { return false }
    var start = 0
    while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
    if a.count == b.count {
      let rest = start + 1
      if rest <= a.count, a[rest...] == b[rest...] { return true }
      // Two neighbours swapped.
      return start + 1 < a.count && a[start] == b[start + 1] && a[start + 1] == b[start]
        && a[(start + 2)...] == b[(start + 2)...]
    }
    let (longer, shorter) = a.count > b.count ? (a, b) : (b, a)
    return longer[(start + 1)...] == shorter[start...]
  }
}
