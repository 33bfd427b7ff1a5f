/// Questions whose place is found among every place the message names, by where each stands
/// against the word that says what is asked.
///
/// One country named: it is the subject. Several: the one the question's own words join to the
/// cue ("capital of Ghana", "Ghana's flag"); a list ("Kenya or Uganda") is answered for each;
/// otherwise the reply asks which one is meant, and never picks the first by default. No
/// country: a place that is not one says what it is, and nothing at all asks which country.
extension AnswerQuestion {
  static func answer(
    _ spotted: SpottedQuestion, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer {
    let all = resolver.places(in: spotted.message).filter { !$0.range.overlaps(spotted.cue) }
    let after = all.filter { $0.range.lowerBound >= spotted.from }
    // "what's the capital of Peru — we're going there": a clause after a dash that names no
    // place leaves the places before it; "UAE capital — it's Dubai isn't it": nor does a
    // claim that names no country.
    let named =
      after.isEmpty || (spotted.isCheck && !after.contains { $0.country != nil }) ? all : after
    // "Guinea-Bissau, not Guinea": a country ruled out is no candidate, while another is named.
    var mentions = named
    if named.count(where: { $0.country != nil }) > 1 {
      let scalars = Array(spotted.message.unicodeScalars)
      let kept = named.filter { $0.country == nil || !isRuledOut($0, in: scalars) }
      if kept.contains(where: { $0.country != nil && !$0.isTypedCode }) { mentions = kept }
    }
    if spotted.needsACapitalNamed, !mentions.contains(where: { $0.capital != nil }) {
      return .unrecognized
    }
    let reading = SpottedReading(spotted: spotted, mentions: mentions)
    let answer: Answer =
      switch spotted.intent {
      case .countryByCapital: countryWithCapital(reading, in: catalog, resolver: resolver)
      case .capital, .isoCode, .flag: fact(reading, in: catalog, resolver: resolver)
      case .countriesByPrefix, .countryByCode, .countryByFlag: .unrecognized
      }
    // "Tokyo: sushi or ramen?": names, and no capital question they answer.
    if spotted.needsACapitalNamed, answer.outcome != .answered { return .unrecognized }
    return answer
  }

  /// Whether "not" or "not the" stands right before `mention`.
  private static func isRuledOut(_ mention: PlaceMention, in scalars: [Unicode.Scalar]) -> Bool {
    /// The word ending before `end`, lower-cased, and where it starts.
    func word(before end: Int) -> (String, Int) {
      var end = end
      while end > 0, !scalars[end - 1].properties.isAlphabetic { end -= 1 }
      var start = end
      while start > 0, end - start < 4, scalars[start - 1].properties.isAlphabetic { start -= 1 }
      return (String(String.UnicodeScalarView(scalars[start..<end])).lowercased(), start)
    }
    let (last, start) = word(before: mention.range.lowerBound)
    return last == "not" || (last == "the" && word(before: start).0 == "not")
  }

  /// Answers `question`, the interpreter's reading of `text`; when that answers nothing, the
  /// interpreter's second reading of `text` is answered too, and used if it answers.
  public static func answer(
    _ question: Question, typed text: String, rereadBy interpreter: some QuestionInterpreter,
    in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer {
    let first = answer(question, in: catalog, resolver: resolver)
    // Only a reading that named a place can have named the wrong one: a message not
    // understood, or already read by its evidence, has had its second look.
    // "grandpa emigrated from Persia — what's the capital of that country today?": a state
    // that no longer exists is read again for today's, however it was first read.
    let namedAPlace =
      switch (question, first) {
      case (.capital, _), (.isoCode, _), (.flag, _), (.countryWithCapital, _),
        (.spotted, .formerCountry):
        true
      // "Recipient lives in Ukraine, what do I put": a topic word ("lives") read about a
      // subject that is no country.
      case (.outsideScope, .unrecognized): true
      default: false
      }
    guard first.outcome != .answered, namedAPlace,
      let second = interpreter.reread(text, after: first)
    else {
      return first
    }
    let reread = answer(second, in: catalog, resolver: resolver)
    switch reread {
    case _ where reread.outcome == .answered: return reread
    // "Kenya Uganda capital?": asking which of the two beats "no country named Kenya Uganda".
    case .whichCountry(_, let candidates) where candidates.count >= 2: return reread
    case .whichCountry where first == .unrecognized: return reread
    // "… Ruritania for the next episode, what's its capital": a name told, read the second
    // time, beats a subject of everyday words.
    case .countryNotFound where first == .unrecognized: return reread
    default: return first
    }
  }

  private static func fact(
    _ reading: SpottedReading, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer {
    let intent = reading.spotted.intent
    let countries = reading.countries.filter { !reading.namesANeighbour($0) }
    // "Two-letter code AT is Austria or Australia?", "code 'NA' — is that Namibia or North
    // America": the code is what is known, so the question is whose it is.
    // "Is India's code IN or ID?" names the country before the cue, and asks its code.
    if intent == .isoCode, let code = reading.joinedToCue(reading.mentions),
      code.range.lowerBound >= reading.spotted.cue.upperBound, code.isTypedCode,
      countries.count > 1
        || reading.offersAChoice
          && reading.mentions.contains(where: {
            !$0.isTypedCode && $0.range.lowerBound > code.range.upperBound
          }),
      !countries.contains(where: {
        $0.range.upperBound <= reading.spotted.cue.lowerBound && reading.joinedToCue([$0]) != nil
      })
    {
      return countryWithCode(code.typed, in: catalog)
    }
    // "is NE the code for Niger or Nigeria?": one code typed, and a choice of places for it,
    // asks whose code it is.
    let typedCodes = reading.mentions.filter(\.isTypedCode)
    let offered = reading.mentions.filter {
      $0.country != nil && !$0.isTypedCode && $0.range.lowerBound >= reading.spotted.cue.upperBound
    }
    if intent == .isoCode, reading.offersAChoice, typedCodes.count == 1, offered.count > 1,
      reading.isList(offered)
    {
      return countryWithCode(typedCodes[0].typed, in: catalog)
    }
    // "consignee country code 'MU'?": a code typed right after the cue, and no other place,
    // is what is known, so the question is whose code it is. "the code of Suíça is CH?" names
    // the place between them, in words no mention reads.
    if intent == .isoCode, reading.mentions.count == 1, typedCodes.count == 1,
      typedCodes[0].range.lowerBound >= reading.spotted.cue.upperBound,
      !Array(reading.spotted.message.unicodeScalars)[
        reading.spotted.cue.upperBound..<typedCodes[0].range.lowerBound
      ].contains(where: \.properties.isAlphabetic)
    {
      return countryWithCode(typedCodes[0].typed, in: catalog)
    }
    // "Couple is from Sri Lanka and Greece - need the Greek flag emoji": the people's word
    // right before the cue says which of the countries named.
    if countries.count > 1, let people = reading.wordBeforeCue,
      !reading.mentions.contains(where: { $0.typed.lowercased() == people.lowercased() }),
      case .found(let match) = resolver.resolve(people), match.certainty == .exact,
      countries.contains(where: { $0.country?.country == match.country })
    {
      return fact(intent, of: match)
    }
    // "Niamey is the capital of Niger or Nigeria?": the capital is what is known, so the
    // question is whose it is.
    if intent == .capital, let whose = whoseCapital(reading, in: catalog, resolver: resolver) {
      return whose
    }
    // "need the ISO code for Germany (is it DE or GE?)": one name, and codes offered for it.
    let named = countries.filter { !$0.isTypedCode }
    if intent == .isoCode, reading.offersAChoice, countries.count > 1, named.count == 1,
      let match = named[0].country
    {
      return .isoCode(match)
    }
    // "Switzerland's capital is Zurich, correct?": the city claimed is no subject. But "is LA
    // or Sacramento the capital of California": the place the cue introduces is.
    let introduced = reading.joinedToCue(reading.mentions).flatMap {
      reading.isIntroduced($0) ? $0 : nil
    }
    if reading.spotted.isCheck, introduced?.country != nil || introduced?.place == nil {
      if let checked = check(reading, in: catalog, resolver: resolver) { return checked }
    }
    // "we're doing the US this week, what's the capital of Nebraska?": the place the cue
    // introduces is asked about, and it is no country.
    // "Nigeria capital: Lagos or Abuja?": in a choice for one country, a city offered is an
    // answer to choose, not the place asked about.
    // "is Zurich the capital of Suisse?": the city claimed before the cue is no subject; the
    // words after it may name the country in another language.
    if let joined = reading.joinedToCue(reading.mentions), joined.country == nil,
      joined.place != nil,
      !(reading.offersAChoice && countries.count == 1 && !reading.isIntroduced(joined)),
      !(reading.spotted.isCheck && joined.range.upperBound <= reading.spotted.cue.lowerBound
        && reading.slot != nil)
    {
      return answerAbout(joined.typed, intent: intent, resolver: resolver) { fact(intent, of: $0) }
    }
    if countries.count == 1, let only = countries.first?.country {
      return fact(intent, of: only)
    }
    // "The Republic of Djibouti is a country in the Horn of Africa, bordered by Somalia…
    // what's its ISO code": a text that opens with a country's name is about it, and "its"
    // points back to it.
    if countries.count > 1, reading.pointsBack, !reading.isList(countries),
      let first = countries.first, let match = first.country, reading.opensWith(first)
    {
      return fact(intent, of: match)
    }
    if countries.count > 1 {
      // "Kenya or Uganda", "Chad, Niger and Mali": each; "Kenya Uganda capital": which?
      if reading.isList(countries) {
        return .eachCountry(intent, countries.compactMap(\.country))
      }
      if !reading.areSideBySide(countries),
        let joined = reading.joinedToCue(countries), let match = joined.country
      {
        return fact(intent, of: match)
      }
      return .whichCountry(intent, among: countries.compactMap(\.country?.country))
    }
    // "capital of germ any", "the capitol of keen ya": the words the question joins to its
    // cue, read whole as a name, sounds and split words allowed.
    var slotNotFound: Answer?
    if let slot = reading.slot,
      reading.spotted.triedSubject.map({ $0.lowercased() != slot.lowercased() }) ?? true
    {
      let answer = answerAbout(slot, intent: intent, resolver: resolver) { fact(intent, of: $0) }
      if answer.outcome == .answered { return answer }
      // "… so what's the capital of Genovia": a name typed as one, that no country has.
      if case .countryNotFound = answer, slot.unicodeScalars.first?.properties.isUppercase == true {
        slotNotFound = answer
      }
    }
    // "Türk flag? turkish flag": when the first reading's subject was no name, the people's
    // word right before the cue names the country. "Mexican flag for my profile pic": so does
    // it opening a message that names no place at all (not "what is the British flag called").
    // So does a flag asked for as an emoji ("the Estonian flag emoji for our banner"), and a
    // clue quoted ("'Ghanaian capital' 5 letters").
    if reading.spotted.triedSubject != nil
      || (reading.mentions.isEmpty
        && (reading.opensWithCue || reading.asksForTheEmoji || reading.quotesTheWordBeforeCue)),
      let people = reading.wordBeforeCue,
      reading.spotted.triedSubject.map({ $0.lowercased() != people.lowercased() }) ?? true,
      case .found(let match) = resolver.resolve(people), match.certainty == .exact
    {
      return fact(intent, of: match)
    }
    // "Hrvatska - glavni grad?": a name in the country's own language, or another's, typed
    // with its capital letter, when the message names no place in English; "capital of
    // Deutschland is Berlin, yes?" names only the capital claimed.
    // "Is the capital of Zwitserland Zürich?": nor does one naming only a city.
    if !reading.mentions.contains(where: { $0.country != nil }) {
      let named = resolver.namesInOtherLanguages(in: reading.spotted.message)
      if named.count == 1, let only = named.first { return fact(intent, of: only) }
    }
    let others = reading.mentions.filter { mention in
      switch mention.place {
      case .notACountry, .partOfCountry, .formerCountry: true
      default: false
      }
    }
    if let place = reading.joinedToCue(others) ?? (others.count == 1 ? others.first : nil) {
      return answerAbout(place.typed, intent: intent, resolver: resolver) { fact(intent, of: $0) }
    }
    if slotNotFound == nil, reading.mentions.isEmpty, let told = reading.nameToldBefore,
      reading.pointsBack || reading.isToldAsAPlace(told),
      case .countryNotFound = answerAbout(
        told, intent: intent, resolver: resolver, with: { fact(intent, of: $0) })
    {
      // "doing a bit about Ruritania for the next episode, what's its capital": the name
      // told before, that no country has.
      return .countryNotFound(intent, typed: told, suggestion: nil)
    }
    return slotNotFound ?? .whichCountry(intent, among: [])
  }

  /// The answer giving `match`'s capital, flag or code, as `intent` asks.
  static func fact(_ intent: Intent, of match: CountryMatch) -> Answer {
    switch intent {
    case .isoCode: .isoCode(match)
    case .flag: .flag(match)
    default: .capital(match)
    }
  }

  /// "Is Almaty the capital of Kazakhstan?", "the code for Peru is PE, right?": the fact, and
  /// whether the claim holds, when the claimed capital or code can be told. Nil when the
  /// message names no one country to check.
  private static func check(
    _ reading: SpottedReading, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer? {
    let intent = reading.spotted.intent
    let countries = reading.countries
    // "Germany = GE in ISO codes, right?", "is the Netherlands' code NE or NL?": one name,
    // and codes claimed for it.
    let named = countries.filter { !$0.isTypedCode }
    if intent == .isoCode, named.count == 1, countries.count > 1, let match = named[0].country {
      return .isoCode(match)
    }
    guard
      let subject = reading.joinedToCue(countries)
        ?? (countries.count == 1 ? countries.first : nil),
      let match = subject.country
    else { return nil }
    // "is Dar es Salaam or Dodoma the capital…": a choice is answered with the fact alone.
    guard !reading.offersAChoice, let claimed = reading.claim(about: subject) else {
      return fact(intent, of: match)
    }
    switch intent {
    case .capital:
      // Exactly its capital, accents and case aside, or a spelling the capital index knows.
      let key = CapitalKey.of(claimed)
      let holds =
        match.country.capitals.contains { CapitalKey.of($0) == key }
        || reading.mentions.contains {
          $0.typed == claimed && $0.capital?.countries.contains(match.country) == true
        }
      // "Is La Paz the capital of Bolivia?": a seat of government is neither yes nor no.
      if !holds, let row = AcceptedNames.capital(named: claimed), row.code == match.country.code,
        row.isCredited
      {
        return .capital(match)
      }
      // "… is Sydney. It's Canberra, isn't it?": the right capital named after a wrong one is
      // neither yes nor no to the person, who said both.
      if !holds,
        reading.mentions.contains(where: {
          $0.typed != claimed && $0.capital?.countries.contains(match.country) == true
        })
      {
        return .capital(match)
      }
      return .capitalCheck(match, claimed: claimed, holds: holds)
    case .isoCode:
      return .isoCode(match)
    default:
      return fact(intent, of: match)
    }
  }

  /// "Is Quito the capital of Ecuador or Peru?", "Niamey is the capital of Niger or
  /// Nigeria?": a capital named beside a choice of countries; nil without one.
  private static func whoseCapital(
    _ reading: SpottedReading, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer? {
    let countries = reading.countries
    guard countries.count > 1, reading.isList(countries),
      let claimed = reading.mentions.first(where: { $0.capital != nil && $0.country == nil })
    else { return nil }
    return countryWithCapital(claimed.typed, in: catalog, resolver: resolver)
  }

  private static func countryWithCapital(
    _ reading: SpottedReading, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer {
    let capitals = reading.mentions.filter { $0.capital != nil }
    let cities =
      capitals.isEmpty
      ? reading.mentions.filter { mention in
        if case .notACountry = mention.place { return true }
        return false
      } : capitals
    guard
      let city = reading.joinedToCue(cities) ?? (cities.count == 1 ? cities.first : nil)
        ?? reading.nearest(in: cities)
    else { return .unrecognized }
    if city.capital == nil {
      return .countryNotFound(.countryByCapital, typed: city.typed, suggestion: nil)
    }
    return countryWithCapital(city.typed, in: catalog, resolver: resolver)
  }
}

/// The places of a spotted question, with what their positions say.
struct SpottedReading {
  let spotted: SpottedQuestion
  let mentions: [PlaceMention]
  private let scalars: [Unicode.Scalar]
  /// The message's words, lower-cased, with where each stands; "=" is a word of its own.
  private let tokens: [(word: String, start: Int, end: Int)]

  init(spotted: SpottedQuestion, mentions: [PlaceMention]) {
    self.spotted = spotted
    self.mentions = mentions
    let scalars = Array(spotted.message.unicodeScalars)
    self.scalars = scalars
    var tokens: [(word: String, start: Int, end: Int)] = []
    var current = ""
    var start = 0
    for (index, scalar) in scalars.enumerated() {
      if Self.isWordScalar(scalar) {
        if current.isEmpty { start = index }
        current.unicodeScalars.append(scalar)
        continue
      }
      if !current.isEmpty { tokens.append((current.lowercased(), start, index)) }
      current = ""
      if scalar == "=" { tokens.append(("=", index, index + 1)) }
    }
    if !current.isEmpty { tokens.append((current.lowercased(), start, scalars.count)) }
    self.tokens = tokens
  }

  /// The mentions that name a country, each country once, in the order named.
  var countries: [PlaceMention] {
    var seen: Set<String> = []
    return mentions.filter { mention in
      guard let code = mention.country?.country.code else { return false }
      return seen.insert(code).inserted
    }
  }

  /// Whether the cue introduces `mention` with "of" or "for" ("the capital of California"),
  /// not with "is" ("the capital is Zurich").
  func isIntroduced(_ mention: PlaceMention) -> Bool {
    mention.range.lowerBound >= spotted.cue.upperBound
      && words(spotted.cue.upperBound..<mention.range.lowerBound).contains {
        $0 == "of" || $0 == "for"
      }
  }

  /// "the capital of Serbia's neighbour Croatia": a country named only to say whose
  /// neighbour the next one is.
  func namesANeighbour(_ mention: PlaceMention) -> Bool {
    mentions.contains { next in
      next.country != nil && next.range.lowerBound > mention.range.upperBound
        && [["neighbour"], ["neighbor"]].contains(
          words(mention.range.upperBound..<next.range.lowerBound))
    }
  }

  /// Whether the message offers places to choose from: "… or …", but not "… or was that
  /// before?", "… or not?".
  var offersAChoice: Bool {
    let words = words(0..<scalars.count)
    return words.indices.contains { index in
      words[index] == "or"
        && (index + 1 == words.count || !Self.notChoices.contains(words[index + 1]))
    }
  }

  private static let notChoices: Set<String> = Set(
    words: """
      not was is were are am did does do has have had so something what whatever maybe
      """)

  /// The one mention the cue's own words join it to: right after it behind "of", "for" or
  /// "the" ("capital of the Gambia"), or right before it ("Ghana's capital", "kenya → code").
  func joinedToCue(_ candidates: [PlaceMention]) -> PlaceMention? {
    let joined = candidates.filter { mention in
      if mention.range.lowerBound >= spotted.cue.upperBound {
        return words(spotted.cue.upperBound..<mention.range.lowerBound).allSatisfy(
          Self.linksAfter.contains)
      }
      if mention.range.upperBound <= spotted.cue.lowerBound {
        return words(mention.range.upperBound..<spotted.cue.lowerBound).allSatisfy(
          Self.linksBefore.contains)
      }
      return false
    }
    if joined.count == 1 { return joined.first }
    // "Is SK the code for South Korea?": the name the cue introduces ("of", "for") is the one
    // asked about; the other is the claim.
    let introduced = joined.filter { $0.range.lowerBound >= spotted.cue.upperBound }
    return introduced.count == 1 ? introduced.first : nil
  }

  /// The mention closest to the cue, when it is clearly closer than any other.
  func nearest(in candidates: [PlaceMention]) -> PlaceMention? {
    let ranked = candidates.map { (distance(to: $0), $0) }.sorted { $0.0 < $1.0 }
    guard let first = ranked.first else { return nil }
    if ranked.count > 1, ranked[1].0 < first.0 * 2 { return nil }
    return first.1
  }

  /// "Kenya or Uganda", "Chad, Niger and Mali": a separator between each name and the next,
  /// and nothing else.
  func isList(_ candidates: [PlaceMention]) -> Bool {
    guard candidates.count > 1 else { return false }
    for (previous, next) in zip(candidates, candidates.dropFirst()) {
      guard previous.range.upperBound <= next.range.lowerBound else { return false }
      let between = previous.range.upperBound..<next.range.lowerBound
      // "Dominica or of the Dominican Republic": the words introducing the next name.
      let gap = words(between).filter { !["of", "the", "for"].contains($0) }
      guard gap.allSatisfy(Self.separators.contains),
        !gap.isEmpty || scalars[between].contains(where: { $0 == "," || $0 == "/" })
      else { return false }
    }
    return true
  }

  /// "Kenya Uganda capital": two names with nothing between them, neither more likely.
  func areSideBySide(_ candidates: [PlaceMention]) -> Bool {
    zip(candidates, candidates.dropFirst()).contains { previous, next in
      previous.range.upperBound <= next.range.lowerBound
        && scalars[previous.range.upperBound..<next.range.lowerBound].allSatisfy { $0 == " " }
    }
  }

  /// The words after the cue that the question joins to it, up to the end of the clause:
  /// "germ any" in "what is the flag of germ any".
  var slot: String? {
    var start = spotted.cue.upperBound
    let typed = words(start..<scalars.count)
    // "Which flag is flown on Bikini Atoll?": where a flag flies is its place.
    var lead = 0
    if spotted.intent == .flag {
      while lead < typed.count, Self.flying.contains(typed[lead]) { lead += 1 }
      if lead == typed.count || !["on", "over", "in", "at", "above"].contains(typed[lead]) {
        lead = 0
      }
    }
    guard let first = typed.first, lead > 0 || ["of", "for"].contains(first) else { return nil }
    // Past "of" and any "the".
    var skipped = 0
    while start < scalars.count, skipped < lead + 2 {
      while start < scalars.count, !Self.isWordScalar(scalars[start]) { start += 1 }
      let wordStart = start
      while start < scalars.count, Self.isWordScalar(scalars[start]) { start += 1 }
      let word = String(String.UnicodeScalarView(scalars[wordStart..<start])).lowercased()
      skipped += 1
      if skipped == lead + 2, word != "the" {
        start = wordStart
        break
      }
    }
    var end = start
    // "'capital of Ruritania' — is that even real?": a dash or a closing quote ends it too.
    while end < scalars.count, !".?!,;:\n—–\"”".unicodeScalars.contains(scalars[end]),
      !((scalars[end] == "'" || scalars[end] == "’")
        && (end + 1 == scalars.count || !scalars[end + 1].properties.isAlphabetic))
    {
      end += 1
    }
    let text = String(String.UnicodeScalarView(scalars[start..<end]))
    var trimmed = text.split(separator: " ", omittingEmptySubsequences: true)
    // "capital of kazakstan my squad says almaty": a clause about the person ends the name.
    if let person = trimmed.dropFirst().firstIndex(where: {
      Self.persons.contains($0.lowercased())
    }) {
      trimmed = Array(trimmed[..<person])
    }
    // "capital of Bayern please, is it München?": politeness closes the request, and is no
    // part of the name.
    while trimmed.count > 1, let last = trimmed.last,
      Self.politeness.contains(last.lowercased())
    {
      trimmed.removeLast()
    }
    guard (1...4).contains(trimmed.count) else { return nil }
    // "he's from Molvania, what's the capital of that": a word pointing back names nothing,
    // however it sounds ("that" is not "Thai").
    if trimmed.count == 1, Self.pointingBack.contains(trimmed[0].lowercased()) { return nil }
    return trimmed.joined(separator: " ")
  }

  private static let politeness: Set<String> = ["please", "pls", "plz", "thanks", "thx"]
  private static let flying: Set<String> = [
    "is", "are", "was", "flown", "flying", "flies", "fly", "raised", "hoisted", "used",
  ]
  private static let persons: Set<String> = [
    "my", "i", "im", "i'm", "we", "our", "your", "u", "he", "she", "they",
  ]

  private static let pointingBack: Set<String> = [
    "that", "this", "it", "there", "here", "them", "those", "these", "one", "place", "country",
  ]

  /// What the person claims is the capital or code of `subject`: the words after it behind
  /// "is" ("the capital of Turkey is Istanbul, right?"), or between "is" and the cue ("Is
  /// Almaty the capital of Kazakhstan?").
  func claim(about subject: PlaceMention) -> String? {
    guard let claimed = claimedWords(about: subject) else {
      // "Lima is the capital of Peru, right?": a capital named elsewhere in the message.
      return mentions.first {
        $0 != subject && $0.capital != nil && $0.country?.country != subject.country?.country
      }?.typed
    }
    // As typed, when a place is named so.
    return mentions.first { $0.typed.lowercased() == claimed }?.typed ?? claimed
  }

  private func claimedWords(about subject: PlaceMention) -> String? {
    // "the capital of Turkey is Istanbul", "Switzerland's capital is Zurich".
    for end in [subject.range.upperBound, spotted.cue.upperBound] {
      let after = words(end..<scalars.count)
      guard let first = after.first, ["is", "=", "its"].contains(first) else { continue }
      let claimed = after.dropFirst().prefix { !Self.claimEnds.contains($0) }
      if (1...3).contains(claimed.count), !claimed.contains(where: Self.notClaimed.contains) {
        return claimed.joined(separator: " ")
      }
    }
    guard spotted.cue.lowerBound > 0 else { return nil }
    let before = words(0..<spotted.cue.lowerBound)
    guard let isIndex = before.lastIndex(of: "is") else { return nil }
    var claimed = Array(before[(isIndex + 1)...])
    while let last = claimed.last, ["the", "a", "an", "really", "actually"].contains(last) {
      claimed.removeLast()
    }
    guard (1...3).contains(claimed.count), !claimed.contains(where: Self.notClaimed.contains)
    else { return nil }
    return claimed.joined(separator: " ")
  }

  private func distance(to mention: PlaceMention) -> Int {
    if mention.range.lowerBound >= spotted.cue.upperBound {
      return mention.range.lowerBound - spotted.cue.upperBound
    }
    return max(0, spotted.cue.lowerBound - mention.range.upperBound)
  }

  /// Whether the message opens with one word and then the cue: "Mexican flag for …".
  var opensWithCue: Bool {
    tokens.filter { $0.end <= spotted.cue.lowerBound }.count == 1
  }

  /// "crossword: 'Ghanaian capital' 5 letters": a quote opens on the word before the cue, as
  /// a clue quotes what it asks.
  var quotesTheWordBeforeCue: Bool {
    guard let token = tokens.last(where: { $0.end <= spotted.cue.lowerBound }) else {
      return false
    }
    let quotes: Set<Unicode.Scalar> = ["'", "\"", "\u{2018}", "\u{201C}"]
    return quotes.contains(scalars[token.start])
      || (token.start > 0 && quotes.contains(scalars[token.start - 1]))
  }

  /// "wants the Estonian flag emoji for their banner": the cue asks for the emoji itself.
  var asksForTheEmoji: Bool {
    guard spotted.intent == .flag else { return false }
    let cueAndNext =
      tokens.filter { $0.start >= spotted.cue.lowerBound && $0.end <= spotted.cue.upperBound }
      + tokens.filter { $0.start >= spotted.cue.upperBound }.prefix(1)
    return cueAndNext.contains { ["emoji", "emojis", "emoticon"].contains($0.word.lowercased()) }
  }

  /// The word typed right before the cue, with only a space between: "turkish" in "turkish
  /// flag".
  var wordBeforeCue: String? {
    guard let token = tokens.last(where: { $0.end <= spotted.cue.lowerBound }),
      scalars[token.end..<spotted.cue.lowerBound].allSatisfy({ $0 == " " })
    else { return nil }
    return token.word
  }

  /// Whether the message opens with `mention`, "the" aside.
  func opensWith(_ mention: PlaceMention) -> Bool {
    words(0..<mention.range.lowerBound).allSatisfy { $0 == "the" }
  }

  /// "what's its capital", "the capital of that", "their flag": the cue points back to a
  /// place told before it.
  var pointsBack: Bool {
    let before = tokens.last(where: { $0.end <= spotted.cue.lowerBound })?.word
    let after = words(spotted.cue.upperBound..<scalars.count)
    return ["its", "their"].contains(before)
      || after.count >= 2 && ["of", "for"].contains(after[0])
        && Self.pointingBack.contains(after[1])
  }

  /// The one word before the cue typed as a name, with its capital, not opening a sentence
  /// ("Ruritania", "Molvania"); nil when none is, or several are.
  var nameToldBefore: String? {
    var found: String?
    for (index, token) in tokens.enumerated() where token.end <= spotted.cue.lowerBound {
      let typed = Array(scalars[token.start..<token.end])
      guard typed.count >= 4, typed[0].properties.isUppercase,
        typed.dropFirst().allSatisfy({ $0.properties.isLowercase })
      else { continue }
      // A capital that opens a sentence says nothing about the word.
      let opensSentence =
        index == 0
        || scalars[tokens[index - 1].end..<token.start].contains {
          ".!?\n".unicodeScalars.contains($0)
        }
      if opensSentence { continue }
      guard found == nil else { return nil }
      found = String(String.UnicodeScalarView(typed))
    }
    return found
  }

  /// "Guest says he's from Puntland, what's the flag?": the name follows a word that puts
  /// someone or something in a place.
  func isToldAsAPlace(_ name: String) -> Bool {
    let folded = name.lowercased()
    guard let index = tokens.firstIndex(where: { $0.word == folded }), index > 0 else {
      return false
    }
    return Self.placingWords.contains(tokens[index - 1].word)
  }

  private static let placingWords: Set<String> = ["from", "in", "on", "visiting", "to"]

  /// The words wholly inside `range`.
  private func words(_ range: Range<Int>) -> [String] {
    tokens.filter { $0.start >= range.lowerBound && $0.end <= range.upperBound }.map(\.word)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "'"
      || scalar == "\u{2019}"
  }

  private static let linksAfter: Set<String> = [
    "of", "for", "the", "in", "from", "city", "=", "is",
  ]
  private static let linksBefore: Set<String> = ["s", "'s", "the", "national", "city", "="]
  private static let separators: Set<String> = ["or", "and", "&", "nor", "vs"]
  private static let claimEnds: Set<String> = Set(
    words: """
      right correct yes yeah isn't isnt is no innit true ok okay then or i not surely yep eh
      """)
  private static let notClaimed: Set<String> = [
    "it", "this", "that", "what", "which", "there", "country", "city", "capital", "its",
  ]
}

extension PlaceMention {
  /// Two capitals, as a code is typed: "AT", "GE".
  fileprivate var isTypedCode: Bool {
    typed.unicodeScalars.count == 2 && typed.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
  }
}
