extension GameTopic {
  /// Words that ask for this game, which `GameTopicReader` reads back as it: "world",
  /// "capitals of africa", "countries and territories of the caribbean", "countries starting
  /// with b", "world 197".
  public var words: String {
    if includesPalestineAndTaiwan {
      return GameTopic(kind: kind, scope: scope, includesTerritories: includesTerritories).words
        + " 197"
    }
    if self == .world { return "world" }
    let kindWords = includesTerritories ? "\(kind.rawValue) and territories" : kind.rawValue
    switch scope {
    case .area(let area): return "\(kindWords) of \(area.name.lowercased())"
    case .startingWith(let letters): return "\(kindWords) starting with \(letters)"
    }
  }
}
