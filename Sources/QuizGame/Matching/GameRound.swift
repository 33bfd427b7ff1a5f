/// One play of a game: which items are found, and the guess rules. A value, so the rules are
/// tested without a view model or a clock.
///
/// The rules:
/// - **Instant hits.** Typed text is credited the moment it folds to a spelling of an unfound
///   item, with no Enter, when every longer spelling it begins is the same item's: "Vatican"
///   counts Vatican City at once, "Bosnia" Bosnia and Herzegovina, "DRC" DR Congo.
/// - **Never premature.** When that spelling is also the start of a longer spelling of another
///   unfound item ("Niger" of "Nigeria", "Guinea" of "Guinea-Bissau", "Dominica" of
///   "Dominican Republic", "UK" of "Ukraine"), the text waits (`waiting`, which front ends
///   show as "UK ⏎ United Kingdom"). It is credited on Enter, or when a later keystroke
///   extends it so that it fits no unfound spelling any more: then the shorter item is credited
///   and what was typed after it stays in the input, read afresh ("Nigerb" credits Niger and
///   leaves "b"). Typing "Nigeria" letter by letter therefore credits Nigeria alone. Editing
///   the waiting text in any other way (a backspace) just drops the wait. A spelling two
///   unfound items share (a quiz pack cannot have one; the country games keep none) waits too.
/// - **No tail left behind.** A name counted at once that begins a longer spelling of its own
///   item ("Vatican" of "Vatican City") lets the rest be typed on: text that, after the name,
///   spells the rest of that item clears as it is finished, and Enter on part of it is
///   "already found". The rest is read so before any name it holds: " Island" after
///   "Pitcairn" never counts Iceland's "Island". Text that leaves the name is read afresh.
/// - **Typos never count.** On Enter, a guess one slip from an unfound spelling is `almost`.
/// - A spelling of a found item is `alreadyFound` on Enter; anything else is a `miss`. Names
///   of places not in the game spell no item, so they are misses.
public struct GameRound: Sendable {
  public let game: Game
  private let index: AnswerIndex
  private var foundFlags: [Bool]
  /// Item ids in the order they were found.
  public private(set) var found: [Int] = []
  /// Text that spells an unfound item but waits for Enter or a keystroke that settles it.
  public private(set) var waiting: (text: String, item: Int)?
  /// The text that just counted an item at once, while what is typed after it may still be
  /// the rest of that item's longer spelling: "Vatican" before " City".
  private var typedOn: (text: String, key: String, item: Int)?
  private var outsiderIndex: [String: Int]?

  public init(game: Game) {
    self.init(game: game, index: AnswerIndex(game))
  }

  /// A round over an index already made for `game`, so playing again costs no indexing.
  public init(game: Game, index: AnswerIndex) {
    self.game = game
    self.index = index
    self.foundFlags = Array(repeating: false, count: game.items.count)
  }

  public func isFound(_ item: Int) -> Bool {
    foundFlags.indices.contains(item) && foundFlags[item]
  }

  public var isComplete: Bool { found.count == game.items.count }

  /// What a keystroke did: the items it credited (none, one, or two when a waiting item is
  /// settled and the rest of the text spells another), and the text the input should now hold.
  public struct Typing: Sendable, Equatable {
    public let hits: [Int]
    public let input: String

    public init(hits: [Int], input: String) {
      self.hits = hits
      self.input = input
    }
  }

  /// The input's whole current text after a keystroke.
  public mutating func type(_ text: String) -> Typing {
    if let typedOn {
      let typed = typedOn.text + text
      // The rest of a name just counted is read as that, before any name it holds: " Island"
      // after "Pitcairn" is not Iceland's "Island", which would count it, or wait and then
      // count it on " Islands".
      if let continuation = index.continuation(
        of: typedOn.item, typed: typed, after: typedOn.key)
      {
        waiting = nil
        guard continuation == .whole else { return Typing(hits: [], input: text) }
        self.typedOn = nil
        // "Washington, D.C" is whole, but the answer shown goes on with a ".".
        let key = AnswerFolding.fold(typed)
        if index.startsTheAnswer(of: typedOn.item, text: typed, key: key) {
          self.typedOn = (typed, key, typedOn.item)
        }
        return Typing(hits: [], input: "")
      }
      self.typedOn = nil
    }
    var hits: [Int] = []
    let input = settle(text, hits: &hits)
    return Typing(hits: hits, input: input)
  }

  private mutating func settle(_ text: String, hits: inout [Int]) -> String {
    let key = AnswerFolding.fold(text)
    if let waiting, text != waiting.text {
      self.waiting = nil
      if text.hasPrefix(waiting.text), !isFound(waiting.item),
        !index.hasSpelling(startingWith: key, where: { !self.isFound($0) })
      {
        credit(waiting.item)
        hits.append(waiting.item)
        let rest = text.dropFirst(waiting.text.count).drop { $0 == " " }
        return settle(String(rest), hits: &hits)
      }
    }
    guard !key.isEmpty else { return text }
    let owners = index.items(spelledBy: key)
    guard let item = owners.first(where: { !isFound($0) }) else { return text }
    if owners.contains(where: { $0 != item && !isFound($0) })
      || index.hasLongerSpelling(startingWith: key, where: { $0 != item && !self.isFound($0) })
    {
      waiting = (text, item)
      return text
    }
    credit(item)
    hits.append(item)
    if index.startsTheAnswer(of: item, text: text, key: key)
      || index.hasLongerSpelling(startingWith: key, where: { $0 == item })
    {
      typedOn = (text, key, item)
    }
    return ""
  }

  /// What a guess sent with Enter is.
  public enum Verdict: Sendable, Equatable {
    case hit(Int)
    /// One slip from this unfound item: "check the spelling".
    case almost(Int)
    case alreadyFound(Int)
    /// A place of the data that is no answer of this game: `Game.outsiders[index]`.
    case notInGame(Int)
    case miss
  }

  /// A guess sent with Enter; nil for blank text, which is no guess.
  public mutating func enter(_ text: String) -> Verdict? {
    waiting = nil
    let typedOn = self.typedOn
    self.typedOn = nil
    let key = AnswerFolding.fold(text)
    guard !key.isEmpty else { return nil }
    // "Vatican" counted, then " Cit" and Enter: the player was finishing the name, even where
    // the rest alone spells another ("Pitcairn", then " Island", Iceland's native name).
    if let typedOn,
      index.continuation(of: typedOn.item, typed: typedOn.text + text, after: typedOn.key) != nil
    {
      return .alreadyFound(typedOn.item)
    }
    let owners = index.items(spelledBy: key)
    if let item = owners.first(where: { !isFound($0) }) {
      credit(item)
      return .hit(item)
    }
    if let item = owners.first { return .alreadyFound(item) }
    // A place's own name is that place, never a slip for an answer ("Niger" beside "Nigeria").
    if let outsider = outsider(spelledBy: key) { return .notInGame(outsider) }
    // Short guesses are one slip from too much ("Chad" and "Chat"), yet a real slip.
    if key.unicodeScalars.count >= 3,
      let item = index.item(oneSlipFrom: key, where: { !self.isFound($0) })
    {
      return .almost(item)
    }
    return .miss
  }

  /// Made on the first guess that is no answer: most guesses are hits, and most games end
  /// before one names another place.
  private mutating func outsider(spelledBy key: String) -> Int? {
    if outsiderIndex == nil { outsiderIndex = Self.outsiderIndex(of: game) }
    return outsiderIndex?[key]
  }

  /// Each folded name of a game's outsiders → the first outsider it names; the map quiz reads
  /// guesses with it too.
  static func outsiderIndex(of game: Game) -> [String: Int] {
    var index: [String: Int] = [:]
    for (position, outsider) in game.outsiders.enumerated() {
      for spelling in [outsider.name] + outsider.spellings {
        let folded = AnswerFolding.fold(spelling)
        if !folded.isEmpty, index[folded] == nil { index[folded] = position }
      }
    }
    return index
  }

  private mutating func credit(_ item: Int) {
    guard foundFlags.indices.contains(item), !foundFlags[item] else { return }
    foundFlags[item] = true
    found.append(item)
  }
}
