import QuizEngine

/// Finds the country a person meant from any name the data has for it, as typed: common,
/// official and alternate names, demonyms ("the Irish"), native names and translations
/// ("Deutschland", "Sverige"), a few curated everyday names ("England", "Korea"), and
/// misspellings of them all ("Frnace", "cspe vede").
///
/// An exact name always beats a misspelt one, English names beat the country's own names,
/// which beat translations; a name that fits several countries equally picks the likeliest and
/// says so. English names are indexed when the resolver is built; native names only when a
/// question first needs them (an English name needs none), and translations, ten times as
/// many, only when a question first needs them, which a question in English, misspelt or not,
/// never does.
public struct CountryNameResolver: CountryResolver {
  private let countries: [Country]
  let english: NameTable
  let native: Deferred<NameTable>
  let translations: Deferred<NameTable>
  private let indexByCode: [String: Int]
  let capitals: CapitalIndex
  /// Places that are not countries, by compact key, and the parts of countries a question
  /// must say it means ("the US state of Georgia"). Made on first need: a question naming a
  /// country never reads them.
  private let deferredPlaces: Deferred<PlaceTables>
  /// The codes of territories, worked out once when a part of a country is first asked about:
  /// each check compares a name with every other.
  private let territoryCodes: Deferred<Set<String>>
  /// Countries' English names and the places that are not countries, by how they sound: made
  /// the first time a name is found by no spelling.
  private let sounds: Deferred<SoundIndex>
  var places: [[UInt8]: NonCountryPlaces.Place] { deferredPlaces.value.alone }
  private var subdivisions: [[UInt8]: NonCountryPlaces.Place] { deferredPlaces.value.withCue }

  /// Indexes the catalog's English names. Cheap enough to do at every start-up.
  @_optimize(speed)
  public init(catalog: CountryCatalog) {
    let countries = catalog.countries
    var indexByCode: [String: Int] = [:]
    for (index, country) in countries.enumerated() where indexByCode[country.code] == nil {
      indexByCode[country.code] = index
    }
    self.countries = countries
    self.indexByCode = indexByCode
    self.capitals = CapitalIndex(countries: countries)
    var folds = ScalarFolds()
    let english = Self.englishTable(countries, indexByCode: indexByCode, folds: &folds)
    self.english = english
    self.deferredPlaces = Deferred {
      var folds = ScalarFolds()
      return Self.placeTable(countries, english: english, folds: &folds)
    }
    let deferredPlaces = self.deferredPlaces
    self.sounds = Deferred { SoundIndex(english: english, places: deferredPlaces.value.alone) }
    self.territoryCodes = Deferred {
      Set(countries.filter { Sovereignty.isTerritory($0, among: countries) }.map(\.code))
    }
    self.native = Deferred {
      var folds = ScalarFolds()
      return Self.foreignTable(countries, names: \.nativeNames, tier: .native, folds: &folds)
    }
    self.translations = Deferred {
      var folds = ScalarFolds()
      return Self.foreignTable(
        countries, names: \.translatedNames, tier: .translation, folds: &folds)
    }
  }

  public func isEverydayWords(_ text: String) -> Bool { EverydayWords.areAll(in: text) }

  /// The country `subject` names, or `.notFound` with a suggestion when a real name is near.
  /// Total and bounded: only the first 160 characters of a subject are read.
  ///
  /// In stages, each only when the one before found nothing: a name as typed, in any of its
  /// readings; a slip of the fingers, or a name inside a longer description; another
  /// language's name, a slip in a description's last words, or a name heard.
  public func resolve(_ subject: String) -> CountryResolution {
    // "iso code 4 🇳🇴?": a flag emoji names its country by the code its letters spell.
    if let code = Self.codeOfFlag(subject) {
      guard let index = indexByCode[code] else { return .notFound(suggestion: nil) }
      return .found(CountryMatch(country: countries[index], certainty: .exact))
    }
    let key = NameKey(subject)
    guard !key.words.isEmpty else { return .notFound(suggestion: nil) }
    // "which island's capital", "the South American country": words that describe a country
    // never name one, however near a name they are ("Island" is also Iceland's).
    if Self.describingWords.contains(key.compact) { return .notFound(suggestion: nil) }
    // "formerly known as Zaire": today's country, by the name it gave up.
    if let formerName = key.afterFormerlyKnownAs() {
      if case .former(_, let successor?) = places[formerName.compact]?.standing,
        let index = indexByCode[successor]
      {
        return .found(CountryMatch(country: countries[index]))
      }
      return resolve(formerName.words.joined(separator: " "))
    }
    let attempts = readings(of: key)
    if let exact = exactly(key, readings: attempts, subject: subject) { return exact }
    // "code JPN", "flag of DEU": an alpha-3 code typed where a name is asked.
    if key.words.count == 1,
      let code = AlphaThreeCodes.alpha2(
        ofTyped: String(
          String.UnicodeScalarView(subject.unicodeScalars.filter(\.properties.isAlphabetic)))),
      let index = indexByCode[code]
    {
      return .found(CountryMatch(country: countries[index], certainty: .exact))
    }
    return nearly(key, readings: attempts, subject: subject)
  }

  /// The ways `key` may be read as a name, the likeliest first.
  private func readings(of key: NameKey) -> [NameKey] {
    var attempts = [key]
    // "N Korea", "S Africa": a direction cut to its letter, which must not be dropped.
    if key.words.count >= 2, let first = key.words.first,
      let direction = Self.directionLetters[first]
    {
      attempts.insert(NameKey(words: [direction] + key.words.dropFirst()), at: 0)
    }
    if let trimmed = key.trimmingQuestionWords(), trimmed != key { attempts.append(trimmed) }
    // "the Korea of the North": said the other way round in some languages.
    if key.words.count >= 3, let direction = key.words.last, Self.nameMakers.contains(direction),
      let of = key.words.lastIndex(of: "of"), of > 0
    {
      attempts.insert(NameKey(words: [direction] + key.words[..<of]), at: 0)
    }
    // "capital ofjapan": a lost space leaves the preposition on the name.
    if let first = key.words.first, first.count > 4, first.hasPrefix("of") {
      attempts.append(NameKey(words: [String(first.dropFirst(2))] + key.words.dropFirst()))
    }
    return attempts
  }

  /// A name exactly as typed, in any reading: English, a code in capitals, a native name, or
  /// a place that is not a country.
  private func exactly(_ key: NameKey, readings attempts: [NameKey], subject: String)
    -> CountryResolution?
  {
    let texts = attempts.map(\.compact)
    for text in texts {
      // "oh man" trimmed to "man": a short alternate name left by trimming is no name.
      if text != key.compact, text.count <= 3,
        english.exact(text)?.contains(where: { $0.tier == .name }) != true
      {
        continue
      }
      if let match = exactMatch(text, in: english) { return .found(match) }
      // "Jersey City" is a place before it is "Jersey" with a question word trimmed off.
      if text == key.compact, attempts.count > 1, let place = places[text] {
        return describe(place)
      }
    }
    // "the Turks and Caicos": a name said without its "Islands", exactly.
    if let last = key.words.last, last != "islands", last != "island",
      let match = exactMatch(key.compact + Array("islands".utf8), in: english)
    {
      return .found(match)
    }
    if let match = codeMatch(subject) { return .found(match) }
    let native = native.value
    for text in texts {
      if let match = exactMatch(text, in: native) { return .found(match) }
    }
    for text in texts {
      if let place = places[text] { return describe(place) }
    }
    return nil
  }

  /// A name typed near enough: a slip, a part of a country, a name heard, a name inside a
  /// description, another language's.
  private func nearly(_ key: NameKey, readings attempts: [NameKey], subject: String)
    -> CountryResolution
  {
    // "Latvia, no Estonia", "Niger, no Nigeria": a country taken back for another, before any
    // reading of the two as one place.
    if let meant = countryMeant(afterTakingBackIn: key) { return .found(meant) }
    let typed = attempts.map(\.compact)
    let texts = typed
    var correction: (match: CountryMatch, cost: Int, key: ArraySlice<UInt8>, typed: NameKey)?
    for attempt in attempts where correction == nil {
      // Three letters slip into another name too easily ("man" is no "Mann"): only a
      // country's own name takes them.
      correction = nearestMatch(
        attempt.compact, in: english,
        weakestTier: attempt.compact.count <= 3 ? .name : .translation,
        limit: TypoDistance.limit(forLength:)
      )
      .map { ($0.match, $0.cost, $0.key, attempt) }
    }
    // "the republic of Tuva" is not "the Republic of Cuba": the words a long name shares with
    // what was typed are its frame, and only the rest may be corrected, as a name of its own.
    if let current = correction, !Self.fitsItsFrame(typed: current.typed, known: current.key) {
      correction = nil
    }
    if let current = correction, CuratedNames.nicknameKeys.contains(Array(current.key)) {
      correction = nil
    }
    // "Midway Island", "Bikini Atoll": an island we do not know, never a misspelt country.
    if let island = unknownIsland(in: key, correctedTo: correction?.key) { return island }
    // A slip of the fingers is surely a typo; anything more might instead be another
    // language's exact name for another country ("Irak" is Iraq, not a misspelt Iran).
    if let correction, correction.cost < TypoDistance.edit {
      // "Saint-Marin": San Marino's name in French, a letter short of Saint Martin's. A name
      // another language has exactly beats a slip on one in English.
      let translations = translations.value
      for text in texts where text.count >= 6 && isForeignName(text, typed: subject) {
        if let match = exactMatch(text, in: translations),
          match.country.code != correction.match.country.code
        {
          return .found(match)
        }
      }
      // "Toga": a letter left out of Tonga, or one changed in Togo. A slip nearly as near
      // another country's name leaves the choice to the person. Only a short name is one
      // letter from another country's: the search is spared for longer ones.
      if correction.typed.compact.count <= 6 {
        let rivals = rivals(
          of: correction.typed.compact, within: correction.cost + 1, besides: correction.match)
        if rivals.count > 1 { return .eitherOf(rivals) }
      }
      return .found(correction.match)
    }
    // "Chad and Romania": two countries, not one.
    if let and = key.words.firstIndex(of: "and"), and > 0, and + 1 < key.words.count,
      let first = exactMatch(Array(key.words[..<and].joined().utf8), in: english),
      let second = exactMatch(Array(key.words[(and + 1)...].joined().utf8), in: english),
      first.country.code != second.country.code
    {
      return .notFound(suggestion: nil)
    }
    // "the US state of Ohio", "Lagos State": a part of a country is not the country.
    if let part = subdivision(in: key, correctable: correction != nil) { return part }
    // "the Irish Republic", "the Chilean nation": a people's word and what their country is.
    if key.words.count == 2, ["republic", "kingdom", "nation"].contains(key.words[1]),
      let match = exactMatch(Array(key.words[0].utf8), in: english)
    {
      return .found(match)
    }
    // "tie land", "tex us", "sigh prus": words that join into a name heard, not spelt.
    if key.words.count >= 2, correction == nil, let heard = soundAlike(key) { return heard }
    // "Kenya Uganda", "Kenya or Uganda": two countries, not the first of them.
    if namesSeveralCountries(key) { return .notFound(suggestion: nil) }
    // "Fiji, the island nation in the Pacific", "modern Iran", "New Mexico": a name inside.
    if let (mention, span) = mention(in: key) {
      // "Peoples Repulbic of China": a misspelt long name beats the shorter name inside it
      // ("Republic of China" is Taiwan's).
      if case .found(let inside) = mention, let correction,
        correction.match.country != inside.country,
        correction.key.count > span.count, Self.contains(correction.key, span)
      {
        return .found(correction.match)
      }
      // "new zeeland": a country's name one letter from all that was typed beats a place
      // named inside it (Zeeland, a Dutch province).
      if case .notACountry = mention, let correction, correction.cost <= TypoDistance.edit,
        correction.typed == key, span.count < key.compact.count
      {
        return .found(correction.match)
      }
      return mention
    }
    if correction != nil {
      let translations = translations.value
      for text in texts where isForeignName(text, typed: subject) {
        if let match = exactMatch(text, in: translations) { return .found(match) }
      }
    }
    if let correction { return .found(correction.match) }
    return unlikely(key, readings: attempts, subject: subject)
  }

  /// Last, what is least likely: a slip in a description's last words, another language's
  /// name, a word heard for a name.
  private func unlikely(_ key: NameKey, readings attempts: [NameKey], subject: String)
    -> CountryResolution
  {
    let typed = attempts.map(\.compact)
    let texts = typed
    let native = native.value
    // "the landlocked African country Malli": a slip in a name at the end of a description.
    if key.words.count >= 2 {
      for length in 1...min(2, key.words.count - 1) {
        let tail = Array(key.words.suffix(length).joined().utf8)
        let before = key.words[key.words.count - length - 1]
        guard tail.count >= 4, !Self.nameMakers.contains(before),
          let slip = nearestMatch(tail, in: english, limit: TypoDistance.limit(forLength:)),
          slip.cost < TypoDistance.edit
        else { continue }
        return .found(slip.match)
      }
    }
    // Other languages' names are many, and made-up names often sit one letter from a short
    // one ("Neverland", "Nederland"): only a slip of the fingers counts as a typo of those.
    // Long native names ("Repúblika ng Pilipinas") take typos almost as English names do.
    let slipsOnly = { (length: Int) in
      min(TypoDistance.limit(forLength: length), TypoDistance.edit - 1)
    }
    let nativeLimit = { (length: Int) in
      length >= 10 ? TypoDistance.limit(forLength: length) - 1 : slipsOnly(length)
    }
    for typed in typed {
      if let match = nearestMatch(typed, in: native, limit: nativeLimit)?.match {
        return .found(match)
      }
    }
    let translations = translations.value
    for text in texts where isForeignName(text, typed: subject) {
      if let match = exactMatch(text, in: translations) { return .found(match) }
    }
    for typed in typed where typed.count >= 6 {
      if let match = nearestMatch(typed, in: translations, limit: slipsOnly)?.match {
        return .found(match)
      }
    }
    // "cutter", "grease": a word heard for a name, when no spelling of any name is near.
    if key.words.count == 1, let heard = soundAlike(key) { return heard }
    if let cut = cutShort(key, typed: subject) { return .found(CountryMatch(country: cut)) }
    return .notFound(suggestion: suggestion(for: attempts.last?.compact ?? key.compact))
  }

  /// "flag Kyrg?", "capital of switz", "cap of Arg?": a name cut short, that begins one
  /// country's common name and no other's (not an official one: "union" begins the Comoros').
  /// An everyday word is no cut ("capital of Mars" asks of the planet, not the Marshall
  /// Islands), and three or four letters are one only typed with a capital, as names are.
  private func cutShort(_ key: NameKey, typed subject: String) -> Country? {
    guard key.words.count == 1 else { return nil }
    let cut = key.compact
    let isCapitalised = subject.unicodeScalars.first?.properties.isUppercase == true
    guard cut.count >= 5 || cut.count >= 3 && isCapitalised, cut.count <= 9,
      Lexicon.classes(of: key.words[0]).isEmpty, places[cut] == nil,
      !Self.notCutNames.contains(key.words[0]),
      !EverydayWords.areAll(in: key.words[0])
    else { return nil }
    var found: Int32?
    for index in 0..<english.count {
      let name = english.key(index)
      guard name.count > cut.count, name.starts(with: cut) else { continue }
      for candidate in english.candidates(of: index) where candidate.tier == .name {
        if let found, found != candidate.country { return nil }
        found = candidate.country
      }
    }
    guard let found, NameKey(countries[Int(found)].name).compact.starts(with: cut) else {
      return nil
    }
    return countries[Int(found)]
  }

  /// Words that begin a country's name but stand for something else: the Roma people and
  /// their flag, the Chin of Myanmar, Mona Lisa.
  private static let notCutNames: Set<String> = ["roma", "chin", "mona"]

  // MARK: - Matching

  /// The longest run of words that is a country's name (not a demonym: "African" is no
  /// country here), unless a longer place name holds it ("New Mexico", "Western Australia")
  /// or a place comes first, with its country after it ("Texas, USA", "Bavaria Germany");
  /// failing a country, a place that is not one.
  /// Also returns the words of the name found, run together.
  /// The country named last, when words that take something back ("no", "sorry", "actually")
  /// stand between it and another country named before it, or after both: "Peru no Chile",
  /// "Latvia, no Estonia sry", "Sudan, South Sudan actually". Both names exactly as known:
  /// a slip in either leaves the choice to the person.
  private func countryMeant(afterTakingBackIn key: NameKey) -> CountryMatch? {
    var words = key.words[...]
    var tookBack = false
    while let last = words.last, Self.closingTakeBacks.contains(last) {
      words.removeLast()
      tookBack = true
    }
    guard words.count >= 2 else { return nil }
    for split in words.indices.dropFirst() {
      var meant = words[split...]
      var taken = tookBack
      while let first = meant.first, Self.openingTakeBacks.contains(first) {
        meant.removeFirst()
        taken = true
      }
      guard taken, !meant.isEmpty,
        let first = exactMatch(Array(words[..<split].joined().utf8), in: english),
        let last = exactMatch(Array(meant.joined().utf8), in: english),
        first.country.code != last.country.code
      else { continue }
      return last
    }
    return nil
  }

  /// Said before the name meant: "no Estonia", "sorry, Chile".
  private static let openingTakeBacks: Set<String> = [
    "no", "nope", "sorry", "sry", "soz", "oops", "wait", "actually",
  ]
  /// Said after it: "Estonia sry", "South Sudan actually".
  private static let closingTakeBacks: Set<String> = ["actually", "sorry", "sry", "soz"]

  private func mention(in key: NameKey) -> (CountryResolution, [UInt8])? {
    let words = key.words
    guard words.count >= 2 else { return nil }
    let longest = min(words.count - 1, 6)
    var place: (name: NonCountryPlaces.Place, range: Range<Int>)?
    var firstPlace: (name: NonCountryPlaces.Place, start: Int)?
    for length in 1...longest {
      for start in 0...(words.count - length) where firstPlace.map({ start < $0.start }) ?? true {
        // "the former Soviet republic of Armenia": a gone state's word describes today's.
        if let name = places[Array(words[start..<(start + length)].joined().utf8)],
          name.standing == .place
        {
          firstPlace = (name, start)
        }
      }
    }
    for length in stride(from: longest, through: 1, by: -1) {
      // Of names as long, the data's common or official one beats an alternate spelling that
      // is also an English word ("the island of Malta": "Island" is Iceland's too).
      var alternate: (match: CountryMatch, range: Range<Int>)?
      for start in 0...(words.count - length) {
        let range = start..<(start + length)
        let compact = Array(words[range].joined().utf8)
        guard compact.count >= 2 else { continue }
        if place == nil, let name = places[compact] {
          place = (name, range)
          continue
        }
        // "New Guinea", "Northern Cyprus", "West Bengal": a name made from a country's is
        // another place.
        if start > 0, Self.nameMakers.contains(words[start - 1]) { continue }
        // "the French Riviera", "the Scottish Highlands": a people's word names no country.
        if CuratedNames.demonymKeys.contains(compact) { continue }
        guard let candidates = english.exact(compact),
          let tier = candidates.map(\.tier).min(), tier != .demonym,
          let match = exactMatch(compact, in: english)
        else { continue }
        if let place, place.range.lowerBound <= start, range.upperBound <= place.range.upperBound {
          return (describe(place.name), compact)
        }
        if let firstPlace, firstPlace.start < start {
          return (describe(firstPlace.name), compact)
        }
        if tier == .name { return (.found(match), compact) }
        // A one-word alternate spelling can be an everyday word ("Island" is Iceland's).
        if length == 1 { continue }
        if alternate == nil { alternate = (match, range) }
      }
      if let alternate {
        return (.found(alternate.match), Array(words[alternate.range].joined().utf8))
      }
      // "Cote d'Ivoire, Abidjan": the country's own name, of two words or more (one word of
      // another language can be an English one: Iceland's "Ísland").
      if length >= 2 {
        let native = native.value
        for start in 0...(words.count - length) {
          let compact = Array(words[start..<(start + length)].joined().utf8)
          if let match = exactMatch(compact, in: native) {
            if let firstPlace, firstPlace.start < start {
              return (describe(firstPlace.name), compact)
            }
            return (.found(match), compact)
          }
        }
      }
    }
    return place.map { (describe($0.name), []) }
  }

  /// True unless the whole words `typed` starts with are also how `known` starts, a frame of
  /// four letters or more ("republic of"), and the words after them are too far from the rest
  /// of the name to be it mistyped.
  static func fitsItsFrame(typed: NameKey, known: ArraySlice<UInt8>) -> Bool {
    let compact = typed.compact
    var shared = 0
    var knownIndex = known.startIndex
    while shared < compact.count, knownIndex < known.endIndex,
      compact[shared] == known[knownIndex]
    {
      shared += 1
      knownIndex += 1
    }
    guard shared >= 4, shared < compact.count, knownIndex < known.endIndex else { return true }
    // Back to the last whole word shared: a slip inside a word is no frame ("guernsye").
    var boundary = 0
    for word in typed.words {
      guard boundary + word.utf8.count <= shared else { break }
      boundary += word.utf8.count
    }
    guard boundary >= 4 else { return true }
    knownIndex = known.startIndex + boundary
    let rest = Array(compact[boundary...])
    return TypoDistance.distance(
      rest, Array(known[knownIndex...]), limit: TypoDistance.limit(forLength: rest.count)) != nil
  }

  /// The words that make a name an island's, reef's or atoll's.
  private static let islandMarkers: Set<String> = Set(
    words: """
      island islands isle isles islet islets atoll atolls reef reefs cay cays key keys
      """)

  /// "Midway Island", "the Isle of Skye": a name beside an island word that no country has,
  /// unless what was typed corrects to a name holding an island word too ("Soloman Islands").
  private func unknownIsland(in key: NameKey, correctedTo corrected: ArraySlice<UInt8>?)
    -> CountryResolution?
  {
    let words = key.words
    guard let marker = words.firstIndex(where: { Self.islandMarkers.contains($0) }) else {
      return nil
    }
    if let corrected,
      Self.islandMarkers.contains(where: { Self.contains(corrected, Array($0.utf8)) })
    {
      return nil
    }
    let isNameWord = { (word: String) in
      Lexicon.classes(of: word).isDisjoint(with: WordClass.notName.union([.connector]))
        && !Self.islandMarkers.contains(word) && !Self.describingWords.contains(Array(word.utf8))
    }
    var name: ArraySlice<String> = []
    var start = marker
    while start > 0, isNameWord(words[start - 1]) { start -= 1 }
    if start < marker {
      name = words[start..<marker]
    } else if marker + 2 < words.count, words[marker + 1] == "of" {
      var end = marker + 2
      while end < words.count, isNameWord(words[end]) { end += 1 }
      name = words[(marker + 2)..<end]
    }
    guard !name.isEmpty else { return nil }
    // "the island of Malta", "Malta island": a country's own name beside the island word.
    if exactMatch(Array(name.joined().utf8), in: english) != nil { return nil }
    let place =
      start < marker
      ? words[start...marker] : words[marker..<(marker + 2 + name.count)]
    return .notACountry(
      place: place.map { $0 == "of" ? $0 : Self.capitalized($0) }.joined(separator: " "),
      description: nil)
  }

  /// What a place that is not a country is, in the words the answer needs.
  func describe(_ place: NonCountryPlaces.Place) -> CountryResolution {
    let name = place.shownName ?? place.name
    switch place.standing {
    case .place:
      return .notACountry(place: name, description: place.description)
    // "capital of Ceylon": a state still in being, by a name it gave up.
    case .former(_, let successor?) where HistoricalCountries.isRenamedState(place.name):
      guard let index = indexByCode[successor] else { return .notFound(suggestion: nil) }
      return .found(CountryMatch(country: countries[index]))
    case .former(let fate, _):
      return .formerCountry(place: name, fate: fate)
    case .constituent(let capital):
      guard let code = place.country, let index = indexByCode[code] else {
        return .notACountry(place: name, description: place.description)
      }
      return .partOfCountry(place: name, country: countries[index], capital: capital)
    }
  }

  private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return false }
    var start = haystack.startIndex
    while start + needle.count <= haystack.endIndex {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
      start += 1
    }
    return false
  }

  /// "the US state of Ohio", "Canada's province of Manitoba", "Zamfara State", "the French
  /// region of Burgundy": a word saying the place is part of a country, outside any country's
  /// own name ("the State of Israel", "the United States" are matched before), makes the
  /// question one about that part. Its name is the known place named in it, even one that is
  /// also a country's ("the US state of Georgia"), or else the words that are no country's,
  /// unless the whole might be a misspelt country's name ("Untied Staets").
  private func subdivision(in key: NameKey, correctable: Bool) -> CountryResolution? {
    let words = key.words
    guard words.count >= 2, words.count <= 12 else { return nil }
    // "Georgia, USA", "Punjab Pakistan": a part named with its own country needs no cue.
    if let part = partWithItsCountry(words) { return part }
    // "the south of France": a part of the country, however it is called.
    if let direction = words.indices.first(where: {
      Self.directions.contains(words[$0]) && $0 + 2 < words.count && words[$0 + 1] == "of"
    }), english.exact(Array(words[(direction + 2)...].joined().utf8)) != nil {
      let name = words[direction...].map { $0 == "of" ? $0 : Self.capitalized($0) }
      return .notACountry(place: name.joined(separator: " "), description: "a region")
    }
    guard words.contains(where: { NonCountryPlaces.cueWords.contains($0) }) else { return nil }
    var isCountry = [Bool](repeating: false, count: words.count)
    for length in stride(from: min(words.count, 6), through: 1, by: -1) {
      for start in 0...(words.count - length) {
        let range = start..<(start + length)
        guard !isCountry[range].contains(true),
          english.exact(Array(words[range].joined().utf8)) != nil
        else { continue }
        for index in range { isCountry[index] = true }
      }
    }
    let cues = words.indices.filter {
      !isCountry[$0] && NonCountryPlaces.cueWords.contains(words[$0])
    }
    guard !cues.isEmpty else { return nil }
    // "Luxembourg Province", "Limburg province": a country's name before a word for a part of
    // a country names that part.
    for cue in cues
    where cue > 0 && words[cue] != "state" && (cue + 1 == words.count || words[cue + 1] != "of") {
      guard let match = exactMatch(Array(words[..<cue].joined().utf8), in: english),
        !territoryCodes.value.contains(match.country.code)
      else { continue }
      let name = words[...cue].map { Self.capitalized($0) }.joined(separator: " ")
      return .notACountry(place: name, description: nil)
    }
    for length in stride(from: min(words.count, 6), through: 1, by: -1) {
      for start in 0...(words.count - length) {
        if let place = subdivisions[Array(words[start..<(start + length)].joined().utf8)] {
          return describe(place)
        }
      }
    }
    // "the US territory of Guam", "the French overseas department of Reunion": the data has
    // the territory itself, named after the cue.
    for cue in cues where cue + 2 < words.count && words[cue + 1] == "of" {
      if let match = exactMatch(Array(words[(cue + 2)...].joined().utf8), in: english) {
        // "the Greek region of Macedonia", "the Capital Region of Denmark": a sovereign
        // country's name on a part of a country is that part's, not the country's; but "the
        // West African state of Burkina Faso" is the country.
        guard words[cue] == "state" || territoryCodes.value.contains(match.country.code)
        else {
          let name = words[(cue + 2)...].map { Self.capitalized($0) }.joined(separator: " ")
          return .notACountry(place: name, description: nil)
        }
        return .found(match)
      }
    }
    guard !correctable else { return nil }
    let removable: WordClass = WordClass.edge.union([.modifier, .common, .countries])
    let rest = words.indices.filter { index in
      let word = words[index]
      return !isCountry[index] && !NonCountryPlaces.cueWords.contains(word)
        && Lexicon.classes(of: word).isDisjoint(with: removable)
        && Keywords.family(of: word) == nil && !word.utf8.allSatisfy({ (48...57).contains($0) })
    }
    guard !rest.isEmpty else { return nil }
    let name = rest.map { Self.capitalized(words[$0]) }.joined(separator: " ")
    return .notACountry(place: name, description: nil)
  }

  private static let directionLetters: [String: String] = [
    "n": "north", "s": "south", "e": "east", "w": "west",
  ]

  private static let directions: Set<String> = Set(
    words: """
      north south east west northeast northwest southeast southwest centre center middle heart
      interior
      """)

  private func partWithItsCountry(_ words: [String]) -> CountryResolution? {
    for length in stride(from: min(words.count - 1, 5), through: 1, by: -1) {
      for start in 0...(words.count - length) {
        let range = start..<(start + length)
        guard let place = subdivisions[Array(words[range].joined().utf8)],
          let country = place.country
        else { continue }
        let others = Array(words[..<start]) + Array(words[range.upperBound...])
        for otherLength in 1...min(others.count, 4) {
          for otherStart in 0...(others.count - otherLength) {
            let compact = Array(others[otherStart..<(otherStart + otherLength)].joined().utf8)
            if let match = exactMatch(compact, in: english), match.country.code == country {
              return describe(place)
            }
          }
        }
      }
    }
    return nil
  }

  /// Whether `key` holds the common names of two countries or more, each word in one name
  /// only, longest names first ("Guinea-Bissau" is one).
  private func namesSeveralCountries(_ key: NameKey) -> Bool {
    let words = key.words
    guard words.count >= 2 else { return false }
    var found: Set<Int32> = []
    var start = 0
    while start < words.count {
      var step = 1
      for length in stride(from: min(5, words.count - start), through: 1, by: -1) {
        let compact = Array(words[start..<(start + length)].joined().utf8)
        guard let candidates = english.exact(compact),
          let best = candidates.first(where: { $0.tier == .name })
        else { continue }
        if start > 0, Self.nameMakers.contains(words[start - 1]) { break }
        found.insert(best.country)
        step = length
        break
      }
      start += step
    }
    return found.count >= 2
  }

  /// The one country or place that sounds like `key` run together, when only one does.
  ///
  /// One word must start with the name's own letter when that is a vowel, and run to five
  /// letters: made-up names sound like real ones too ("Utopia", "Elbonia").
  private func soundAlike(_ key: NameKey) -> CountryResolution? {
    let compact = key.compact
    guard compact.count >= (key.words.count == 1 ? 5 : 4) else { return nil }
    var heard = SoundKey.of(compact)
    guard heard.count >= 3 else { return nil }
    let sounds = sounds.value
    // Most English loses an r after a name's last vowel ("mol dover" for Moldova); only a long
    // name is heard without it, as a short one would become a word ("my car" is no Macau).
    if sounds.exact[heard] == nil, heard.count >= 7, heard.last == UInt8(ascii: "r"),
      heard[heard.count - 2] == SoundKey.vowel
    {
      heard.removeLast()
    }
    if let entry = sounds.exact[heard] {
      if key.words.count == 1 {
        // A word heard is a word: no key typed three times over ("Muritisss"), and never a
        // place that is no country ("Genovia" is no Geneva).
        guard case .country = entry, !Self.hasTripledLetter(compact) else { return nil }
        if let first = compact.first, SoundKey.isVowel(first),
          !sounds.starts(entry, with: first, in: self)
        {
          return nil
        }
      }
      return resolution(of: entry)
    }
    // A long name split in three may lose one more sound ("you gone da" for Uganda).
    guard key.words.count >= 3, heard.count >= 6 else { return nil }
    return sounds.nearest(to: heard).flatMap(resolution(of:))
  }

  /// Another language's name for a country, typed in lower case, must be longer than an
  /// everyday English word: "man" is Hungarian for the Isle of Man, and English for a man.
  private func isForeignName(_ compact: [UInt8], typed: String) -> Bool {
    compact.count >= 4 || typed.unicodeScalars.contains { $0.properties.isUppercase }
  }

  private static func hasTripledLetter(_ compact: [UInt8]) -> Bool {
    var run = 1
    for index in compact.indices.dropFirst() {
      run = compact[index] == compact[index - 1] ? run + 1 : 1
      if run == 3 { return true }
    }
    return false
  }

  func name(of entry: SoundIndex.Entry) -> String? {
    switch entry {
    case .country(let index): countries[index].name
    case .place(let place): place.name
    case .several: nil
    }
  }

  private func resolution(of entry: SoundIndex.Entry) -> CountryResolution? {
    switch entry {
    case .country(let index): .found(CountryMatch(country: countries[index], certainty: .corrected))
    case .place(let place): describe(place)
    case .several: nil
    }
  }

  private static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  func exactMatch(_ compact: [UInt8], in table: NameTable) -> CountryMatch? {
    guard let candidates = table.exact(compact) else { return nil }
    guard let strongest = candidates.map(\.tier).min() else { return nil }
    let ranked = candidates.filter { $0.tier == strongest }
      .sorted { ($0.order, rank($0)) < ($1.order, rank($1)) }
      .map { countries[Int($0.country)] }
    return match(ranked, certainty: .exact)
  }

  /// A two-letter code typed in capitals ("flag of DE") is the code, not a typo of a name, and
  /// an abbreviation that is also an everyday word is the abbreviation in capitals alone
  /// ("flag of the CAR", not "flag of my car").
  /// The two letters a flag emoji's regional indicators spell; nil for anything else.
  static func codeOfFlag(_ subject: String) -> String? {
    let scalars = Array(subject.unicodeScalars)
    guard scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) })
    else { return nil }
    return String(
      String.UnicodeScalarView(scalars.compactMap { Unicode.Scalar($0.value - 0x1F1E6 + 0x41) }))
  }

  func codeMatch(_ subject: String) -> CountryMatch? {
    let letters = subject.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "." }
    guard letters.count >= 2, letters.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
    let typed = String(String.UnicodeScalarView(letters))
    let code =
      letters.count == 2
      ? typed
      : Self.everydayWordAbbreviations.contains(typed)
        ? AcceptedNames.entries(named: typed).first { $0.kind == .abbreviation }?.code : nil
    return code.flatMap { indexByCode[$0] }.map {
      CountryMatch(country: countries[$0], certainty: .exact)
    }
  }

  /// Abbreviations a game credits that are everyday words too.
  private static let everydayWordAbbreviations: Set<String> = ["CAR"]

  func nearestMatch(
    _ typed: [UInt8], in table: NameTable, weakestTier: NameTier = .translation,
    limit: (Int) -> Int
  ) -> (match: CountryMatch, cost: Int, key: ArraySlice<UInt8>)? {
    guard typed.count >= 3,
      let nearest = table.nearest(to: TypedWord(typed), weakestTier: weakestTier, limit: limit)
    else {
      return nil
    }
    var best: [Int32: (closeness: Int, candidate: NameCandidate)] = [:]
    for keyIndex in nearest.keys {
      // Among equal slips, the one that leaves more of the name intact reads likelier.
      let closeness = nearest.cost * 1000 / max(typed.count, table.key(keyIndex).count, 1)
      for candidate in table.candidates(of: keyIndex) {
        if let current = best[candidate.country],
          (current.closeness, current.candidate.tier) <= (closeness, candidate.tier)
        {
          continue
        }
        best[candidate.country] = (closeness, candidate)
      }
    }
    let ranked = best.values.sorted {
      ($0.closeness, $0.candidate.tier, $0.candidate.order, rank($0.candidate))
        < ($1.closeness, $1.candidate.tier, $1.candidate.order, rank($1.candidate))
    }
    .map { countries[Int($0.candidate.country)] }
    // The name the likeliest country was found by, to compare with a shorter one inside it.
    let key =
      ranked.first.flatMap { first in
        nearest.keys.first { keyIndex in
          table.candidates(of: keyIndex).contains { countries[Int($0.country)].code == first.code }
        }
      }.map { table.key($0) } ?? []
    return match(ranked, certainty: .corrected).map { ($0, nearest.cost, key) }
  }

  /// `match`'s country, then the others whose own names are within `limit` of `typed` by a
  /// letter changed or two swapped, nearest first. A stray letter typed in ("Austrlia" for
  /// Austria) is rarer than one left out (Australia), so a name of another length is no rival.
  private func rivals(of typed: [UInt8], within limit: Int, besides match: CountryMatch)
    -> [Country]
  {
    let word = TypedWord(typed)
    var found: [(cost: Int, country: Int32)] = []
    for (keyIndex, cost) in english.keys(near: word, weakestTier: .name, within: limit)
    where english.key(keyIndex).count == typed.count {
      for candidate in english.candidates(of: keyIndex) where candidate.tier == .name {
        if let current = found.firstIndex(where: { $0.country == candidate.country }) {
          found[current].cost = min(found[current].cost, cost)
        } else {
          found.append((cost, candidate.country))
        }
      }
    }
    let others = found.sorted { $0.cost < $1.cost }.map { countries[Int($0.country)] }
      .filter { $0.code != match.country.code }
    return [match.country] + others
  }

  private func match(_ ranked: [Country], certainty: CountryMatch.Certainty) -> CountryMatch? {
    guard let first = ranked.first else { return nil }
    return CountryMatch(
      country: first, certainty: ranked.count > 1 ? .likeliestOf(ranked) : certainty)
  }

  /// A country whose name is near enough to mention ("did you mean"), though too far to assume:
  /// one more slip than a correction allows.
  private func suggestion(for typed: [UInt8]) -> Country? {
    let limit = { (length: Int) in TypoDistance.limit(forLength: length) + TypoDistance.neighbourKey
    }
    return nearestMatch(typed, in: english, weakestTier: .name, limit: limit)?.match.country
  }

  private func rank(_ candidate: NameCandidate) -> Int {
    CountryLikelihood.rank(of: countries[Int(candidate.country)].code)
  }

  // MARK: - Building

  @_optimize(speed)
  private static func englishTable(
    _ countries: [Country], indexByCode: [String: Int], folds: inout ScalarFolds
  ) -> NameTable {
    var table = NameTable(capacity: countries.count * 8)
    func add(_ name: some StringProtocol, _ country: Int, _ tier: NameTier, order: Int = 0) {
      let forms = NameKey.indexForms(of: name, folds: &folds)
      table.add(forms.key, country: country, tier: tier, order: order)
      if let shorter = forms.withoutAnd {
        table.add(shorter, country: country, tier: tier, order: order)
      }
      // "Peoples Republic of China": typed without its apostrophe, a possessive keeps its
      // "s", and the name must still be this one, not the shorter one inside it.
      if NameKey.containsApostrophe(name) {
        let plain = String(
          String.UnicodeScalarView(name.unicodeScalars.filter { !NameKey.isApostrophe($0) }))
        let key = NameKey.indexForms(of: plain, folds: &folds).key
        if key != forms.key { table.add(key, country: country, tier: tier, order: order) }
      }
    }
    for (index, country) in countries.enumerated() {
      add(country.name, index, .name)
      add(country.officialName, index, .name)
      // The data may list the code itself among a country's names; codes are matched apart.
      for alternate in country.alternateNames where !isCode(alternate, of: country) {
        add(alternate, index, .alternate)
        // "Korea, Republic of" is also said "Republic of Korea".
        // Searched as bytes: a search by Character would break graphemes, at every start.
        if let comma = alternate.utf8.firstIndex(of: UInt8(ascii: ",")) {
          let head = alternate[..<comma]
          let tail = alternate[alternate.utf8.index(after: comma)...]
          add(tail + " " + head, index, .alternate)
        }
      }
      for demonym in country.demonyms {
        if let (first, second) = alternatives(in: demonym) {
          add(first, index, .demonym)
          add(second, index, .demonym)
        } else {
          add(demonym, index, .demonym)
        }
      }
    }
    for entry in CuratedNames.entries {
      for (order, code) in entry.codes.enumerated() {
        guard let index = indexByCode[code] else { continue }
        add(entry.name, index, .name, order: order)
      }
    }
    // What a game credits, a question understands: "capital of NZ", "flag of Hellas". Not the
    // everyday names: England is a nation of the kingdom here, and the reply says so.
    for accepted in AcceptedNames.creditedCountryNames
    where accepted.kind != .everydayName && !everydayWordAbbreviations.contains(accepted.name) {
      guard let index = indexByCode[accepted.code] else { continue }
      add(accepted.name, index, .name)
    }
    return table.sealed()
  }

  static let describingWords: Set<[UInt8]> = Set(
    [
      "island", "islands", "isle", "islandnation", "islandcountry", "southamerican",
      "northamerican", "centralamerican", "latinamerican", "channelisland",
      "channelislands", "pacific", "pacificisland", "pacificislands", "atlantic", "caribbean",
      "african", "westafrican", "eastafrican", "northafrican", "southernafrican", "asian",
      "southeastasian", "eastasian", "centralasian", "southasian", "european", "easterneuropean",
      "westerneuropean", "oceanian", "arab", "arabian", "nordic", "scandinavian", "baltic",
      "balkan", "middleeastern", "mediterranean", "landlocked", "mainland", "continent",
      "continental", "ocean", "sea", "gulf", "peninsula", "kingdom", "republic", "nation",
      "state", "territory", "colony", "empire", "sovereign", "independent", "tropical",
    ].map { Array($0.utf8) })

  static let nameMakers: Set<String> = Set(
    words: """
      new north south east west northern southern eastern western upper lower greater little central
      """)

  struct PlaceTables {
    var alone: [[UInt8]: NonCountryPlaces.Place] = [:]
    var withCue: [[UInt8]: NonCountryPlaces.Place] = [:]
  }

  /// Known non-country places and every capital in the data, except where a name is also a
  /// country's ("Singapore", "San Marino"): the country wins. The parts of countries, all of
  /// them, again apart: with a word saying a part is meant, they win.
  private static func placeTable(
    _ countries: [Country], english: NameTable, folds: inout ScalarFolds
  ) -> PlaceTables {
    var tables = PlaceTables()
    let capitals = countries.flatMap(\.capitals).map {
      NonCountryPlaces.Place(name: $0, description: nil, needsCue: false)
    }
    for place in NonCountryPlaces.allPlaces + capitals {
      let key = NameKey.indexForms(of: place.name, folds: &folds).key
      guard key.count >= 3 else { continue }
      if place.description != nil, tables.withCue[key] == nil { tables.withCue[key] = place }
      guard !place.needsCue, english.exact(key) == nil, tables.alone[key] == nil else { continue }
      tables.alone[key] = place
    }
    return tables
  }

  /// The data writes some demonyms as "Kittitian or Nevisian": the two, or nil for one.
  /// Scanned byte by byte, with no copy: every start reads each country's demonyms.
  @_optimize(speed)
  private static func alternatives(in demonym: String) -> (Substring, Substring)? {
    let utf8 = demonym.utf8
    var matched = 0
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      utf8.formIndex(after: &index)
      let expected: UInt8 =
        switch matched {
        case 1: UInt8(ascii: "o")
        case 2: UInt8(ascii: "r")
        default: UInt8(ascii: " ")
        }
      if byte == expected {
        matched += 1
      } else {
        matched = byte == UInt8(ascii: " ") ? 1 : 0
      }
      if matched == 4 {
        let orStart = utf8.index(index, offsetBy: -4)
        return (demonym[..<orStart], demonym[index...])
      }
    }
    return nil
  }

  private static func isCode(_ name: String, of country: Country) -> Bool {
    name.utf8.count == 2 && name.utf8.elementsEqual(country.code.utf8) { $0 & 0xDF == $1 & 0xDF }
  }

  private static func foreignTable(
    _ countries: [Country], names: KeyPath<Country, [String]>, tier: NameTier,
    folds: inout ScalarFolds
  ) -> NameTable {
    var table = NameTable(capacity: countries.count * (tier == .native ? 3 : 40))
    for (index, country) in countries.enumerated() {
      for name in country[keyPath: names] {
        table.add(NameKey.indexForms(of: name, folds: &folds).key, country: index, tier: tier)
      }
    }
    return table.sealed()
  }
}

extension NameKey {
  /// "formerly known as Zaire", "once called Siam": the name after the words saying it was
  /// the country's before; nil when the key does not start so.
  func afterFormerlyKnownAs() -> NameKey? {
    guard let first = words.first,
      ["formerly", "previously", "once", "originally", "earlier"].contains(first)
    else { return nil }
    var start = 1
    while start < words.count, ["known", "as", "called", "named"].contains(words[start]) {
      start += 1
    }
    guard start > 1, start < words.count else { return nil }
    return NameKey(words: Array(words[start...]))
  }

  /// The key without question words and filler at its ends ("kenyaa is which city"),
  /// or nil when nothing would be left.
  func trimmingQuestionWords() -> NameKey? {
    let removable: WordClass = WordClass.edge.union([.modifier, .common, .countries])
    var start = words.startIndex
    var end = words.endIndex
    while start < end, !Lexicon.classes(of: words[start]).isDisjoint(with: removable) { start += 1 }
    while end > start, !Lexicon.classes(of: words[end - 1]).isDisjoint(with: removable) { end -= 1 }
    guard start < end else { return nil }
    return NameKey(words: Array(words[start..<end]))
  }
}
