#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which game to make from the country data: what is asked, about which places.
public struct GameTopic: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Name the countries; no clue.
    case countries
    /// Name each country's capital; the clue is the country with its flag.
    case capitals
    /// Name the country of each flag; the clue is the emoji, described on demand.
    case flags
    /// Name the country of each ISO alpha-2 code; the clue is the code.
    case codes
    /// "Where is it?": name the country the map shows, one at a time (`MapQuizViewModel`).
    case map
  }

  /// Which places: those of an area, or those whose English name starts with some letters.
  public enum Scope: Sendable, Hashable {
    case area(GameArea)
    /// Lower-case letters, folded: "b", "ch".
    case startingWith(String)
  }

  public let kind: Kind
  public let scope: Scope
  /// Every entry of the data (Greenland, Puerto Rico...), not only independent states.
  public let includesTerritories: Bool
  /// Palestine and Taiwan counted beside the independent states, as Sporcle's world quiz
  /// counts 197: "world 197".
  public let includesPalestineAndTaiwan: Bool

  public init(
    kind: Kind, scope: Scope, includesTerritories: Bool = false,
    includesPalestineAndTaiwan: Bool = false
  ) {
    self.kind = kind
    self.scope = scope
    self.includesTerritories = includesTerritories
    self.includesPalestineAndTaiwan = includesPalestineAndTaiwan && !includesTerritories
  }

  /// Every independent state: 195 in the bundled data (see `CountryGames`).
  public static let world = GameTopic(kind: .countries, scope: .area(.world))
  /// The world as Sporcle counts it: the independent states, Palestine and Taiwan.
  public static let world197 = GameTopic(
    kind: .countries, scope: .area(.world), includesPalestineAndTaiwan: true)

  /// The same game counting Palestine and Taiwan too.
  public var withPalestineAndTaiwan: GameTopic {
    GameTopic(
      kind: kind, scope: scope, includesTerritories: includesTerritories,
      includesPalestineAndTaiwan: true)
  }

  /// Names this game's best score and progress: "world", "capitals:africa",
  /// "countries:letters-b", "countries+territories:caribbean"; "world-197", apart from the
  /// world's 195.
  public var id: String {
    let kindName = includesTerritories ? "\(kind.rawValue)+territories" : kind.rawValue
    let counted = includesPalestineAndTaiwan ? "-197" : ""
    switch scope {
    case .area(let area) where area == .world && kind == .countries && !includesTerritories:
      return "world" + counted
    case .area(let area): return "\(kindName):\(area.id)" + counted
    case .startingWith(let letters): return "\(kindName):letters-\(letters)" + counted
    }
  }

  /// "Name the countries of Africa", "Name the capitals of Europe", "Name the countries
  /// starting with B", "Name the countries of the world, Palestine and Taiwan included".
  public var question: String {
    includesPalestineAndTaiwan ? question195 + ", Palestine and Taiwan included" : question195
  }

  private var question195: String {
    let places: String
    switch scope {
    case .area(let area):
      places =
        includesTerritories
        ? "countries and territories of \(area.name)" : "countries of \(area.name)"
    case .startingWith(let letters):
      let upper = letters.prefix(1).uppercased() + letters.dropFirst()
      places =
        includesTerritories
        ? "countries and territories starting with \(upper)" : "countries starting with \(upper)"
    }
    switch (kind, scope) {
    case (.countries, _): return "Name the \(places)"
    case (.capitals, .area(let area)) where !includesTerritories:
      return "Name the capitals of \(area.name)"
    case (.capitals, _): return "Name the capitals of the \(places)"
    case (.flags, _): return "Name the \(places) by their flags"
    case (.codes, _): return "Name the \(places) by their ISO codes"
    case (.map, _): return "Name the \(places) on the map"
    }
  }

  /// The limit a game of this topic gets unless told otherwise.
  public var defaultTimeLimit: TimeInterval {
    // A map round is played to its end: timed, with no limit.
    if kind == .map { return 0 }
    if case .area(let area) = scope, area == .world { return Game.worldTimeLimit }
    return Game.defaultTimeLimit
  }

  /// What to offer someone who asks to play without saying what.
  public static let suggestions: [GameTopic] = [
    .world,
    .world197,
    GameTopic(kind: .countries, scope: .area(.africa)),
    GameTopic(kind: .countries, scope: .area(.europe)),
    GameTopic(kind: .countries, scope: .area(.asia)),
    GameTopic(kind: .countries, scope: .area(.southAmerica)),
    GameTopic(kind: .countries, scope: .area(.caribbean)),
    GameTopic(kind: .capitals, scope: .area(.europe)),
    GameTopic(kind: .capitals, scope: .area(.africa)),
    GameTopic(kind: .flags, scope: .area(.southAmerica)),
    GameTopic(kind: .codes, scope: .area(.europe)),
    GameTopic(kind: .countries, scope: .startingWith("b")),
    GameTopic(kind: .map, scope: .area(.europe)),
    GameTopic(kind: .map, scope: .area(.world)),
  ]
}

/// A part of the world as the data divides it: its regions and subregions, plus the
/// continents people name that the data spreads over two of them.
public struct GameArea: Sendable, Hashable {
  enum Rule: Sendable, Hashable {
    case everywhere
    case region(String)
    case subregion(String)
    /// A region without some of its subregions: North America is the Americas bar South America.
    case regionExcept(String, subregions: [String])
  }

  /// As said in a question: "Africa", "South America", "the Caribbean", "the world".
  public let name: String
  /// For game ids: "africa", "south-america".
  public let id: String
  let rule: Rule
  /// Headings for a grid: the regions of the world, the subregions of a region or continent.
  let groupsBy: GroupLevel

  enum GroupLevel: Sendable, Hashable { case region, subregion, none }

  init(_ name: String, id: String, _ rule: Rule, groupsBy: GroupLevel) {
    self.name = name
    self.id = id
    self.rule = rule
    self.groupsBy = groupsBy
  }

  /// Where a place outside this area is, as finely as the area is drawn: its continent for a
  /// continent's game, its subregion for a subregion's ("Eastern Africa"), or when it lies in
  /// the part of a region that the area leaves out ("South America" for North America).
  func placeOutside(region: String?, subregion: String?) -> String? {
    let place: String?
    switch rule {
    case .everywhere: return nil
    case .region: place = region
    case .subregion: place = subregion ?? region
    case .regionExcept(let wanted, _): place = region == wanted ? subregion : region
    }
    return place.map { ["Americas", "Caribbean"].contains($0) ? "the " + $0 : $0 }
  }

  func contains(region: String?, subregion: String?) -> Bool {
    switch rule {
    case .everywhere: return true
    case .region(let wanted): return region == wanted
    case .subregion(let wanted): return subregion == wanted
    case .regionExcept(let wanted, let excluded):
      return region == wanted && !excluded.contains(subregion ?? "")
    }
  }

  public static let world = GameArea("the world", id: "world", .everywhere, groupsBy: .region)
  public static let africa = region("Africa")
  public static let americas = GameArea(
    "the Americas", id: "americas", .region("Americas"), groupsBy: .subregion)
  public static let asia = region("Asia")
  public static let europe = region("Europe")
  public static let oceania = region("Oceania")
  public static let antarctica = GameArea(
    "Antarctica", id: "antarctica", .region("Antarctic"), groupsBy: .none)
  public static let northAmerica = GameArea(
    "North America", id: "north-america", .regionExcept("Americas", subregions: ["South America"]),
    groupsBy: .subregion)
  public static let southAmerica = subregion("South America")
  public static let centralAmerica = subregion("Central America")
  public static let caribbean = subregion("Caribbean", name: "the Caribbean")

  /// Every area a game can be about, each with the words that name it (folded words joined
  /// by spaces, as `GameTopicReader` reads them).
  static let named: [(names: [String], area: GameArea)] = {
    let areas: [(names: [String], area: GameArea)] = [
      (["world", "the world", "everywhere", "all countries", "all"], world),
      (["africa"], africa), (["americas", "the americas"], americas), (["asia"], asia),
      (["europe"], europe), (["oceania"], oceania), (["antarctica", "antarctic"], antarctica),
      (["north america"], northAmerica), (["south america"], southAmerica),
      (["central america"], centralAmerica),
      (["caribbean", "the caribbean", "caribbean islands"], caribbean),
      (["middle east", "the middle east"], subregion("Western Asia", name: "the Middle East")),
      (["australasia"], subregion("Australia and New Zealand")),
      // How people write the data's "South-Eastern Asia".
      (["southeast asia", "south east asia"], subregion("South-Eastern Asia")),
    ]
    let subregions: [String] = [
      "Eastern Africa", "Western Africa", "Middle Africa", "Northern Africa", "Southern Africa",
      "Western Asia", "Southern Asia", "South-Eastern Asia", "Eastern Asia", "Central Asia",
      "Northern Europe", "Southern Europe", "Western Europe", "Eastern Europe", "Central Europe",
      "Southeast Europe", "Polynesia", "Micronesia", "Melanesia", "Australia and New Zealand",
    ]
    let byName: [(names: [String], area: GameArea)] = subregions.map { name in
      ([AnswerFolding.words(name).joined(separator: " ")], subregion(name))
    }
    return areas + byName
  }()

  private static func region(_ name: String) -> GameArea {
    GameArea(name, id: identifier(name), .region(name), groupsBy: .subregion)
  }

  private static func subregion(_ data: String, name: String? = nil) -> GameArea {
    GameArea(name ?? data, id: identifier(name ?? data), .subregion(data), groupsBy: .none)
  }

  private static func identifier(_ name: String) -> String {
    let words = AnswerFolding.words(name).filter { $0 != "the" }
    return words.joined(separator: "-")
  }
}
