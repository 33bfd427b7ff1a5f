import QuizEngine

/// Finding the places a whole message names, wherever they stand: "we're doing Africa in class,
/// what's the capital of Ghana", "Lusaka which country", "capital of Austria, no wait,
/// Australia".
///
/// Every run of one to five words in one sentence is looked up as typed, longest first, so
/// "Mexico City" is a capital before "Mexico" is a country: countries by their English names
/// and two-letter codes in capitals, capitals, and the places that are not countries. A word
/// the lexicon knows ("chad" aside, none is in a country's name) starts and ends no name, and
/// only a word it does not know may be a slip for a name: "male" is never Mali here.
extension CountryNameResolver {
  /// How many words a name of a place runs to at most, "Saint Helena, Ascension and Tristan da
  /// Cunha" aside.
  static let longestMention = 5

  public func places(in message: String) -> [PlaceMention] {
    let sentence = Sentence.of(message)
    let words = sentence.words
    guard !words.isEmpty else { return [] }
    var taken = [Bool](repeating: false, count: words.count)
    var found: [PlaceMention] = []
    // Each word's key once; a run's key is theirs run together, looked up before any text of
    // it is made: most runs name nothing.
    let keys = words.map { word in
      // Short words may be "the" or an abbreviation ("St", "Mt"), which keys spell their way.
      word.folded.utf8.count <= 4 ? NameKey(word.folded).compact : Array(word.folded.utf8)
    }
    let capitalNames = capitals.table.value
    // Read once: each read of a table made on first need takes its lock and copies it.
    let places = self.places
    var slipWords: [Int] = []
    // Every run that is a name as typed, found by extending one key word by word from each
    // start; then the longest first, each word in one place only.
    var hits: [(start: Int, end: Int, key: [UInt8])] = []
    var key: [UInt8] = []
    for start in words.indices where canBound(start, in: sentence) {
      key.removeAll(keepingCapacity: true)
      for end in start..<min(words.count, start + Self.longestMention) {
        if end > start, sentence.isStop(before: end) { break }
        key.append(contentsOf: keys[end])
        guard canBound(end, in: sentence) else { continue }
        // "RE: flags for the website footer": an email's subject line, not Réunion.
        let isInitials =
          end == start && words[start].isInitials
          && !(start == 0 && Self.emailMarks.contains(words[0].folded)
            && words.count > 1 && words[1].gapBefore.contains(.pause))
        if isInitials || english.exact(key) != nil || capitalNames.exact(key) != nil
          || places[key] != nil
        {
          hits.append((start, end, key))
        } else if end == start,
          let owner = possessiveWithoutApostrophe(key, at: start, in: sentence)
        {
          hits.append((start, end, owner))
        } else if end == start {
          slipWords.append(start)
        }
      }
    }
    // "capital for 'Congo, Dem. Rep.' -- column E": a name quoted whole, in the order a
    // spreadsheet lists it, is one place, not "Congo" and two abbreviations.
    for (start, end) in invertedQuotedNames(in: sentence) {
      // Read as the chat reads a subject; "Dem. Rep." makes the match a correction, and one
      // of several countries is no place named whole.
      guard case .found(let match) = resolve(sentence.typed(from: start, through: end))
      else { continue }
      if case .likeliestOf = match.certainty { continue }
      for index in start...end { taken[index] = true }
      found.append(
        PlaceMention(
          range: words[start].start..<words[end].end,
          typed: sentence.typed(from: start, through: end), place: .found(match)))
    }
    hits.sort { ($0.end - $0.start, $1.start) > ($1.end - $1.start, $0.start) }
    for hit in hits {
      guard !taken[hit.start...hit.end].contains(true),
        let mention = mention(
          from: hit.start, through: hit.end, key: hit.key, places: places, in: sentence)
      else { continue }
      for index in hit.start...hit.end { taken[index] = true }
      found.append(mention)
    }
    // A slip is looked for only when no country is named as typed.
    if !found.contains(where: { $0.country != nil }) {
      for index in slipWords where !taken[index] {
        guard let mention = slip(at: index, in: sentence) else { continue }
        taken[index] = true
        found.append(mention)
      }
    }
    return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  private static let emailMarks: Set<String> = ["re", "fw", "fwd"]

  /// The runs of two to five words between quotes with a comma inside: "'Korea, Rep.'".
  private func invertedQuotedNames(in sentence: Sentence) -> [(Int, Int)] {
    let words = sentence.words
    var runs: [(Int, Int)] = []
    var start = 0
    while start < words.count {
      defer { start += 1 }
      guard words[start].gapBefore.contains(.quote) else { continue }
      let last = min(words.count, start + Self.longestMention) - 1
      guard start < last,
        let end = (start + 1...last).first(where: { end in
          end + 1 < words.count
            ? words[end + 1].gapBefore.contains(.quote)
            : sentence.scalars[words[end].end...].contains { "'\"‘’“”".unicodeScalars.contains($0) }
        }),
        (start + 1...end).contains(where: { words[$0].gapBefore.contains(.comma) })
      else { continue }
      runs.append((start, end))
      start = end
    }
    return runs
  }

  public func namesInOtherLanguages(in message: String) -> [CountryMatch] {
    let sentence = Sentence.of(message)
    let words = sentence.words
    /// Whether the word at `index` may be part of a name in another language.
    func mayName(_ index: Int) -> Bool {
      sentence.scalars[words[index].start].properties.isUppercase
        && sentence.classes(of: index).isEmpty && sentence.families[index] == nil
    }
    var found: [CountryMatch] = []
    var index = 0
    while index < words.count {
      defer { index += 1 }
      guard mayName(index) else { continue }
      // "Estados Unidos", "Saint-Marin": two words of one name, before either alone.
      for length in [2, 1] where index + length <= words.count {
        let last = index + length - 1
        guard (index...last).allSatisfy(mayName), !sentence.isStop(before: last),
          words[index].end - words[index].start >= 4 || length == 2
        else { continue }
        let key = Array(words[index...last].map(\.folded).joined().utf8)
        guard english.exact(key) == nil, places[key] == nil,
          let match = exactMatch(key, in: native.value) ?? exactMatch(key, in: translations.value)
        else { continue }
        if !found.contains(where: { $0.country.code == match.country.code }) {
          found.append(match)
        }
        index = last
        break
      }
    }
    return found
  }

  /// A question word, an article or a preposition neither starts nor ends a place's name.
  private func canBound(_ index: Int, in sentence: Sentence) -> Bool {
    let classes = sentence.classes(of: index)
    return classes.isDisjoint(with: [.filler, .article, .preposition, .connector])
      && sentence.families[index] == nil && !sentence.countriesNouns[index]
  }

  private func mention(
    from start: Int, through end: Int, key compact: [UInt8],
    places: [[UInt8]: NonCountryPlaces.Place], in sentence: Sentence
  ) -> PlaceMention? {
    let words = sentence.words
    let typed = sentence.typed(from: start, through: end)
    let range = words[start].start..<words[end].end
    guard compact.count >= 2 else { return nil }
    let isOneWord = start == end
    // "the capital I mean, in english please": a language the answer is asked in.
    if isOneWord, start > 0, words[start - 1].folded == "in",
      Keywords.languages.contains(words[start].folded) || words[start].folded == "english"
    {
      return nil
    }
    // A word the lexicon knows is an everyday word here, whatever name it also spells.
    let isEveryday = isOneWord && !sentence.classes(of: start).isEmpty
    if isOneWord, words[start].isInitials, let match = codeMatch(typed) {
      return PlaceMention(range: range, typed: typed, place: .found(match))
    }
    let capital = capitals.exact(compact, typed: typed)
    // "Northern Cyprus", "western Ghana", "New Guinea": a name made from a country's is
    // another place, or a part of it.
    if start > 0,
      Self.nameMakers.contains(words[start - 1].folded)
        || Self.directionWords.contains(words[start - 1].folded)
    {
      let whole = NameKey(sentence.typed(from: start - 1, through: end))
      return places[whole.compact].map {
        PlaceMention(
          range: words[start - 1].start..<range.upperBound,
          typed: sentence.typed(from: start - 1, through: end), place: describe($0))
      }
    }
    if let candidates = english.exact(compact), let tier = candidates.map(\.tier).min(),
      tier != .demonym, !isEveryday, !(isOneWord && tier != .name && isLowerCase(typed)),
      !Self.describingWords.contains(compact),
      // "Hong Kong" is its people's word too, and still the place's name; "Dutch" is not.
      (!isOneWord && tier == .name) || !CuratedNames.demonymKeys.contains(compact),
      let match = exactMatch(compact, in: english)
    {
      return PlaceMention(range: range, typed: typed, place: .found(match), capital: capital)
    }
    if let capital, !isEveryday {
      return PlaceMention(range: range, typed: typed, place: nil, capital: capital)
    }
    if let place = places[compact], !isEveryday {
      return PlaceMention(range: range, typed: typed, place: describe(place))
    }
    return nil
  }

  /// A slip on a long name nobody uses otherwise: "Suriname" typed "Surinam", "Slovakai";
  /// never a people's word ("Greek") or another name the data has.
  private func slip(at index: Int, in sentence: Sentence) -> PlaceMention? {
    let word = sentence.words[index]
    let typed = sentence.typed(from: index, through: index)
    let key = NameKey(typed)
    let compact = key.compact
    // Only a word typed as a name, with its capital letter, is looked at: a slip search is
    // dear, and the words the cue introduces are read whole anyway.
    guard index > 0, !sentence.isStop(before: index),
      sentence.scalars[word.start].properties.isUppercase,
      sentence.classes(of: index).isEmpty, sentence.families[index] == nil,
      compact.count >= 5, english.exact(compact) == nil,
      !CuratedNames.demonymKeys.contains(compact),
      let slip = nearestMatch(compact, in: english, limit: TypoDistance.limit(forLength:)),
      slip.cost < TypoDistance.edit, Self.fitsItsFrame(typed: key, known: slip.key)
    else { return nil }
    return PlaceMention(range: word.start..<word.end, typed: typed, place: .found(slip.match))
  }

  /// "is sydney australias capital": a possessive typed without its apostrophe, the key of the
  /// country's own name.
  private func possessiveWithoutApostrophe(_ key: [UInt8], at index: Int, in sentence: Sentence)
    -> [UInt8]?
  {
    guard key.count >= 5, key.last == UInt8(ascii: "s"), !sentence.words[index].isPossessive,
      sentence.classes(of: index).isEmpty
    else { return nil }
    let owner = Array(key.dropLast())
    return english.exact(owner)?.contains(where: { $0.tier == .name }) == true ? owner : nil
  }

  private static let directionWords: Set<String> = Set(
    words: """
      northern southern eastern western central northeastern northwestern southeastern southwestern
      upper lower coastal rural
      """)

  private func isLowerCase(_ typed: String) -> Bool {
    !typed.unicodeScalars.contains { $0.properties.isUppercase }
  }
}

extension CapitalIndex {
  /// The countries whose capital the key of `typed` names exactly.
  func exact(_ key: [UInt8], typed: String) -> (name: String, countries: [Country])? {
    guard key.count >= 3, let candidates = table.value.exact(key) else { return nil }
    // Keys drop spaces: "Georgetown" and "George Town" share one, told apart by the spelling.
    let spelled = Set(candidates.map(\.country)).count > 1 ? NameKey(typed) : nil
    guard
      case .found(let capital, let countries, _) = resolution(
        candidates, certainty: .exact, spelledAs: spelled)
    else { return nil }
    return (capital, countries)
  }
}
