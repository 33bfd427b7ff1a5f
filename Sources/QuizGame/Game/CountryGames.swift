import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Makes games from the country data.
///
/// "Countries" are the entries the data marks independent: 195 in the bundled data, the 193
/// members of the United Nations bar none (the data wrongly marks Guinea-Bissau a non-member)
/// plus Vatican City and Kosovo. Palestine and Taiwan, which the data does not mark
/// independent, are territories here, unless the game counts them ("world 197", as Sporcle
/// does): a "countries and territories" game has every entry.
///
/// A guess that is no answer is told what it names (`GameOutsider`): a place of the data and
/// why it does not count, a capital and whose it is, an old name of a country or a capital and
/// when it was used (`AcceptedNames`), and what the chat knows (`KnownPlace`): a city and its
/// country, a part of a country, a state that is gone. A game of capitals never says the
/// capital it asks for.
public enum CountryGames {
  public enum Error: Swift.Error, Equatable, Sendable {
    /// The data has no regions or independence (a cache written by an older build, used
    /// because the source cannot be reached): games need fresh data.
    case dataLacksRegions
    /// Nothing fits: no country starts with "Q" and "X", Antarctica has no independent state.
    case noItems
  }

  /// States outside the United Nations that quizzes count as countries, by code, in the order
  /// a game names them: which the data marks independent is what a game of the world counts.
  static let nonMemberStates = ["VA", "XK", "PS", "TW"]
  /// The two Sporcle counts and the data does not mark independent.
  static let palestineAndTaiwan: Set<String> = ["PS", "TW"]

  /// The game a topic asks for, with its default limit unless `timeLimit` says otherwise, and
  /// `places`, what the chat knows of other names, to say what a guess names.
  public static func make(
    _ topic: GameTopic, from catalog: CountryCatalog, timeLimit: TimeInterval? = nil,
    places known: [KnownPlace] = []
  ) throws(Error) -> Game {
    let countries = try places(for: topic, in: catalog.countries)
    guard !countries.isEmpty else { throw .noItems }
    let groupLevel: GameArea.GroupLevel
    if case .area(let area) = topic.scope { groupLevel = area.groupsBy } else { groupLevel = .none }

    // Folded once each: folding inside the comparison was most of making the world game. The
    // group, then the name, then the position, as one string ("\u{1}" sorts before any letter):
    // strings are sorted elsewhere too, and a sort of tuples brought sorting code of its own.
    let groups = countries.map { group(of: $0, level: groupLevel) }
    let keys = countries.indices.map { index in
      (groups[index] ?? "") + "\u{1}" + AnswerFolding.fold(countries[index].name) + "\u{1}"
        + String(index)
    }
    let order = Dictionary(uniqueKeysWithValues: zip(keys, countries.indices))
    let grouped = keys.sorted().compactMap { key in
      order[key].map { (country: countries[$0], group: groups[$0]) }
    }
    let drafts = grouped.map { entry in
      draft(for: entry.country, kind: topic.kind, group: entry.group)
    }
    let isWorld = topic.scope == .area(.world)
    let counts = counted(countries, isWorld: isWorld)
    let dataOutsiders =
      topic.kind == .capitals
      ? capitalOutsiders(of: topic, answers: countries, in: catalog.countries)
      : outsiders(of: topic, answers: countries, in: catalog.countries, counts: counts)
    let knownOutsiders = knownOutsiders(
      of: topic, answers: countries, in: catalog.countries, places: known)
    return Game(
      id: topic.id, question: topic.question, items: distinctSpellings(drafts),
      timeLimit: timeLimit ?? topic.defaultTimeLimit,
      // Old names first: a data source may list one among a country's other names.
      outsiders: knownOutsiders.formerNames + dataOutsiders + knownOutsiders.others,
      counting: isWorld && !topic.includesTerritories ? counting(topic, counts: counts) : nil)
  }

  /// "the 193 UN members, Vatican City and Kosovo": the answers that are UN members, counted
  /// in a game of the world, and the others by name.
  private static func counted(_ answers: [Country], isWorld: Bool) -> String {
    let others = nonMemberStates.compactMap { code in answers.first { $0.code == code }?.name }
    let members = answers.count - others.count
    let memberWords =
      !isWorld
      ? "UN members" : members == 193 ? "the 193 UN members" : "\(members) of the 193 UN members"
    return listed([memberWords] + others)
  }

  /// What a game of the world counts, and how to count the world as Sporcle does.
  private static func counting(_ topic: GameTopic, counts: String) -> String {
    guard !topic.includesPalestineAndTaiwan else { return "It counts \(counts)." }
    return "It counts \(counts); \(topic.withPalestineAndTaiwan.words) adds Palestine and Taiwan."
  }

  /// "a, b and c".
  private static func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
  }

  /// The capitals of every country that is no answer, each said to be whose, and the names of
  /// countries, typed for their capitals. An item's spelling always wins over these, so a
  /// capital named as its country is ("Djibouti") is still an answer.
  private static func capitalOutsiders(
    of topic: GameTopic, answers: [Country], in countries: [Country]
  ) -> [GameOutsider] {
    let answered = Set(answers.map(\.code))
    let countryNames = countries.map { country in
      GameOutsider(
        name: country.name, spellings: otherNames(country),
        reason: answered.contains(country.code) ? .countryOfACapital : .countryNotCapital)
    }
    let otherCapitals = countries.filter { !answered.contains($0.code) }.flatMap { country in
      let reason = GameOutsider.Reason.capitalOf(
        country.name, in: placeOutside(of: topic, country),
        isTheOnlyOne: country.capitals.count == 1)
      let spellings = otherSpellings(ofCapitalOf: country)
      return country.capitals.enumerated().map { position, capital in
        GameOutsider(name: capital, spellings: position == 0 ? spellings : [], reason: reason)
      }
    }
    return countryNames + otherCapitals
  }

  /// Other spellings of a country's capital that name that city ("Kiev"); not a city with a
  /// role of its own ("La Paz", the seat of government), which is said as itself.
  private static func otherSpellings(ofCapitalOf country: Country) -> [String] {
    AcceptedNames.entries(for: country.code).filter {
      $0.subject == .capital && $0.isCredited && $0.standing == nil
    }.map(\.name)
  }

  /// Every place of the data that is no answer, with the reason: where it is when the game is
  /// of one part of the world, else that it is not independent (for Palestine and Taiwan,
  /// what they are and what the game counts), else nothing more; then every capital of the
  /// data, whose it is.
  private static func outsiders(
    of topic: GameTopic, answers: [Country], in countries: [Country], counts: String
  ) -> [GameOutsider] {
    let answered = Set(answers.map(\.code))
    let places = countries.filter { !answered.contains($0.code) }.map { country in
      let reason: GameOutsider.Reason
      if let place = placeOutside(of: topic, country) {
        reason = .elsewhere(place)
      } else if !topic.includesTerritories, country.isIndependent != true {
        reason =
          switch country.code {
          case "PS": .observerState(counts: counts)
          case "TW": .notUNMember(counts: counts)
          default: .notIndependent
          }
      } else {
        reason = .other
      }
      return GameOutsider(
        name: country.name, spellings: otherNames(country), reason: reason, code: country.code)
    }
    let capitals = countries.flatMap { country in
      let reason = GameOutsider.Reason.capital(
        of: country.name, isTheOnlyOne: country.capitals.count == 1)
      let spellings = otherSpellings(ofCapitalOf: country)
      return country.capitals.enumerated().map { position, capital in
        GameOutsider(name: capital, spellings: position == 0 ? spellings : [], reason: reason)
      }
    }
    return places + capitals
  }

  /// The old names of countries and capitals, the cities with a role beside the capital, and
  /// what the chat knows; the old names apart, to come before the data's own places. Nothing
  /// about a country the data does not have. In a game of capitals, a city of a country whose
  /// capital is asked does not say that capital, and an old name of a capital asked does not
  /// say today's.
  private static func knownOutsiders(
    of topic: GameTopic, answers: [Country], in countries: [Country], places: [KnownPlace]
  ) -> (formerNames: [GameOutsider], others: [GameOutsider]) {
    let byCode = Dictionary(
      countries.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    let asked: Set<String> = topic.kind == .capitals ? Set(answers.map(\.code)) : []
    var formerNames: [GameOutsider] = []
    var others: [GameOutsider] = []
    for name in AcceptedNames.all {
      guard let country = byCode[name.code] else { continue }
      let capital = country.capitals.first
      switch (name.kind, name.subject) {
      case (.retiredName, .country):
        formerNames.append(
          GameOutsider(
            name: name.name, spellings: [],
            reason: .formerName(of: country.name, years: name.years)))
      case (.retiredName, .capital):
        formerNames.append(
          GameOutsider(
            name: name.name, spellings: [],
            reason: .formerName(
              of: asked.contains(country.code) ? nil : capital,
              years: asked.contains(country.code) ? nil : name.years)))
      case (.formerCapital, _) where !country.capitals.contains(name.name):
        others.append(
          GameOutsider(
            name: name.name, spellings: [],
            reason: .cityIn(country.name, capital: asked.contains(country.code) ? nil : capital)))
      case (_, .capital):
        guard let standing = name.standing, !country.capitals.contains(name.name) else { continue }
        others.append(
          GameOutsider(
            name: name.name, spellings: [],
            reason: .capitalRole(
              standing.role, of: country.name, capital: standing.capital,
              capitalRole: standing.capitalRole)))
      default: continue
      }
    }
    for place in places {
      let reason: GameOutsider.Reason
      switch place.kind {
      case .city(let code):
        guard let country = byCode[code] else { continue }
        // The data's capital is its capital: said as one, and in a capitals game, an answer.
        if country.capitals.contains(place.name) { continue }
        reason = .cityIn(
          country.name, capital: asked.contains(code) ? nil : country.capitals.first)
      case .partOf(let code):
        guard let country = byCode[code] else { continue }
        reason = .partOf(country.name)
      case .described(let what): reason = .described(what)
      case .formerState(let fate): reason = .formerState(fate: fate)
      }
      others.append(
        GameOutsider(
          name: place.name, spellings: place.spellings.filter { $0 != place.name }, reason: reason))
    }
    return (formerNames, others)
  }

  /// Where `country` is, when the game is of a part of the world it is not in.
  private static func placeOutside(of topic: GameTopic, _ country: Country) -> String? {
    guard case .area(let area) = topic.scope,
      !area.contains(region: country.region, subregion: country.subregion)
    else { return nil }
    return area.placeOutside(region: country.region, subregion: country.subregion)
  }

  /// Every name of `country` but its common name, as an item's spellings would have them.
  private static func otherNames(_ country: Country) -> [String] {
    countryNames(country).dropFirst().map(\.text)
  }

  private static func places(for topic: GameTopic, in countries: [Country]) throws(Error)
    -> [Country]
  {
    guard countries.contains(where: { $0.isIndependent != nil && $0.region != nil }) else {
      throw .dataLacksRegions
    }
    let included = countries.filter { country in
      (topic.includesTerritories || country.isIndependent == true
        || (topic.includesPalestineAndTaiwan && palestineAndTaiwan.contains(country.code)))
        && (topic.kind != .capitals || !country.capitals.isEmpty)
    }
    switch topic.scope {
    case .area(let area):
      return included.filter { area.contains(region: $0.region, subregion: $0.subregion) }
    case .startingWith(let letters):
      let wanted = AnswerFolding.fold(letters)
      guard !wanted.isEmpty else { return [] }
      return included.filter { AnswerFolding.fold($0.name).hasPrefix(wanted) }
    }
  }

  private static func group(of country: Country, level: GameArea.GroupLevel) -> String? {
    switch level {
    case .region: country.region
    case .subregion: country.subregion
    case .none: nil
    }
  }

  /// An item before its spellings are checked against the game's other items.
  private struct Draft {
    var answer: String
    /// Most trusted first: a spelling two items share stays with the one it ranks higher for.
    var spellings: [(text: String, rank: Int)]
    var clue: GameClue?
    var code: String
    var group: String?
  }

  private static func draft(for country: Country, kind: GameTopic.Kind, group: String?) -> Draft {
    switch kind {
    case .capitals:
      let capitals = country.capitals
      let accepted = AcceptedNames.credited(for: country.code, subject: .capital)
      return Draft(
        answer: capitals.first ?? country.name,
        spellings: capitals.map { ($0, 0) } + accepted.map { ($0, 1) },
        clue: GameClue(text: "\(country.name) \(country.flag.emoji)"),
        code: country.code, group: group)
    case .countries, .flags, .codes, .map:
      let clue: GameClue? =
        switch kind {
        case .flags: GameClue(text: country.flag.emoji, detail: country.flag.description)
        case .codes: GameClue(text: country.code)
        default: nil
        }
      return Draft(
        answer: country.name, spellings: countryNames(country), clue: clue, code: country.code,
        group: group)
    }
  }

  /// Every name the data has for a country, and the ones players use (`AcceptedNames`).
  static func countryNames(_ country: Country) -> [(text: String, rank: Int)] {
    [(country.name, 0), (country.officialName, 1)]
      + AcceptedNames.credited(for: country.code, subject: .country).map { ($0, 2) }
      + country.alternateNames.map { ($0, 3) }
      + country.nativeNames.map { ($0, 4) }
  }

  /// Keeps each folded spelling on one item: the one it ranks highest for, and none when two
  /// rank it alike. A name that could credit two answers would credit the wrong one. A name
  /// given up long ago ("Zaire") credits nothing, whichever data source lists it; the answer
  /// itself is always kept, as it is what the grid shows.
  private static func distinctSpellings(_ drafts: [Draft]) -> [GameItem] {
    let keys = drafts.map { draft in draft.spellings.map { AnswerFolding.fold($0.text) } }
    var best: [String: (rank: Int, owner: Int?)] = [:]
    for (position, draft) in drafts.enumerated() {
      for (order, (spelling, key)) in zip(draft.spellings, keys[position]).enumerated() {
        guard !key.isEmpty else { continue }
        if order > 0, AcceptedNames.isNeverCredited(folded: key) { continue }
        if let current = best[key] {
          if current.owner == position { continue }
          if spelling.rank < current.rank {
            best[key] = (spelling.rank, position)
          } else if spelling.rank == current.rank {
            best[key] = (spelling.rank, nil)
          }
        } else {
          best[key] = (spelling.rank, position)
        }
      }
    }
    return drafts.enumerated().map { position, draft in
      var seen: Set<String> = []
      let spellings = zip(draft.spellings, keys[position]).filter { _, key in
        best[key]?.owner == position && seen.insert(key).inserted
      }.map(\.0.text)
      return GameItem(
        id: position, answer: draft.answer, spellings: spellings, clue: draft.clue,
        code: draft.code, group: draft.group)
    }
  }
}
