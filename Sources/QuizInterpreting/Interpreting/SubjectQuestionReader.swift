import QuizEngine

/// Questions about one country: its capital, flag or ISO code.
///
/// Finds the keyword that says what is asked, then the subject: after it behind "of"/"for"
/// ("capital of Peru"), else right before it ("Peru's capital", "the Irish capital",
/// "Peru: flag?"), else the nearest run of words that are not question words ("For Kenya,
/// what's the flag?"). A subject made only of ordinary words is no subject ("I collect flags").
struct SubjectQuestionReader {
  let sentence: Sentence

  private typealias Span = ClosedRange<Int>

  func question() -> Question {
    // "the dialling code of the capital": a keyword that means something else here makes the
    // whole question another one, whatever other keyword it has.
    if hasNegatedKeyword() { return .unrecognized }
    guard let (family, keyword) = askedKeyword(), !asksSomethingElse(family, keyword) else {
      return .unrecognized
    }
    if family == .capital, let named = countryHavingWhichCapital(keyword) {
      return .capital(of: sentence.typed(from: named.lowerBound, through: named.upperBound))
    }
    guard let found = subject(around: keyword) else { return .unrecognized }
    var subject = withoutNamingWords(found)
    if isNoPlace(subject, family: family) { return .unrecognized }
    let (clauseStart, asksColours) = scene(family, keyword)
    if asksColours { subject = withoutFlagParts(subject) }
    guard let typed = typedSubject(subject, family, keyword) else { return .unrecognized }
    let intent = family.intent
    let asked = Asked(
      family: family, keyword: keyword, subject: subject, clauseStart: clauseStart,
      asksColours: asksColours)
    if let other = otherTopic(of: asked, intent: intent, typed: typed) { return other }
    switch family {
    case .capital: return .capital(of: typed)
    case .flag: return .flag(of: typed)
    // "ISO code for the US": two capitals after "the" are a name, not the code typed.
    case .code
    where subject.count == 1 && subject.lowerBound > 0
      && sentence.words[subject.lowerBound].isInitials
      && sentence.words[subject.lowerBound - 1].folded == "the":
      return .isoCode(of: "the " + typed)
    case .code: return .isoCode(of: typed)
    }
  }

  /// What a question asks, once its keyword and subject are found.
  private struct Asked {
    let family: Keywords.Family
    let keyword: Span
    let subject: Span
    /// Where the question's clause starts, after a clause that only sets the scene.
    let clauseStart: Int
    /// "what colour is the star on the flag of Vietnam".
    let asksColours: Bool
  }

  /// The keyword that says what is asked, and its family.
  private func askedKeyword() -> (Keywords.Family, Span)? {
    guard let first = keyword(from: 0) else { return nil }
    let family = first.0
    var keyword = first.1
    // "the two letters used as the country code of Hungary": the keyword that introduces the
    // subject is the one that says what is asked.
    if subjectAfter(keyword)?.introduced != true,
      let later = self.keyword(from: keyword.upperBound + 1), later.0 == family,
      subjectAfter(later.1)?.introduced == true
    {
      keyword = later.1
    }
    return (family, keyword)
  }

  /// Whether the question, however it names a country, asks something else: the other way
  /// round, yes or no, about many, a claim, or about a place in the capital.
  private func asksSomethingElse(_ family: Keywords.Family, _ keyword: Span) -> Bool {
    // "Lima is the capital of which country?" asks the other way round, and so does "which
    // country's flag is red with a white cross".
    if asksWhichCountry(after: keyword) || asksWhichCountry(before: keyword) {
      return true
    }
    if isYesNoQuestion(before: keyword) || asksAboutMany(family, keyword) { return true }
    // "Paris is the capital of France, right?", "who made Berlin the capital": a claim to
    // check or a question about how it came to be, not the fact asked for.
    if isClaim(before: keyword) { return true }
    // "the tallest building in the capital of Peru", "a club based in Ghana's capital": about
    // something in the capital.
    if family == .capital, isPlaceOfSomethingElse(keyword) { return true }
    return false
  }

  /// The subject without words that only say what it is.
  private func withoutNamingWords(_ found: Span) -> Span {
    var subject = found
    // "capital of cutter the country": "the country" says what the name is, and is no part
    // of it.
    if subject.count > 2, sentence.countriesNouns[subject.upperBound],
      ["country", "nation"].contains(sentence.words[subject.upperBound].folded),
      sentence.words[subject.upperBound - 1].folded == "the"
    {
      subject = subject.lowerBound...(subject.upperBound - 2)
    }
    // "formerly known as Persia — what's its capital": "as" names, and is no part of the name.
    if subject.count > 1, sentence.words[subject.lowerBound].folded == "as",
      subject.lowerBound > 0,
      ["known", "referred", "called"].contains(sentence.words[subject.lowerBound - 1].folded)
    {
      subject = (subject.lowerBound + 1)...subject.upperBound
    }
    // "the flag for code JP", "emoji flag for country code JP": the code typed names the
    // country, and the words before it only say what it is.
    if subject.count > 1, sentence.words[subject.upperBound].folded.utf8.count == 2,
      sentence.families[subject.upperBound - 1] == .code,
      subject.dropLast().allSatisfy({
        sentence.families[$0] == .code || sentence.countriesNouns[$0]
          || sentence.classes(of: $0).contains(.article)
      })
    {
      subject = subject.upperBound...subject.upperBound
    }
    return subject
  }

  /// "the cross and the field of the Swiss flag": the parts named are not the country.
  private func withoutFlagParts(_ subject: Span) -> Span {
    guard
      let part = subject.last(where: {
        Self.flagParts.contains(sentence.words[$0].folded)
          || Self.flagPlaces.contains(sentence.words[$0].folded)
      }),
      part < subject.upperBound, let rest = trimmed((part + 1)...subject.upperBound)
    else { return subject }
    return rest
  }

  /// Whether the subject is no place: someone's ("my essay"), several countries, or a state
  /// asked for its postal code.
  private func isNoPlace(_ subject: Span, family: Keywords.Family) -> Bool {
    // "for my homework", "my essay": what belongs to someone is no place.
    if subject.lowerBound > 0,
      ["my", "your", "our", "their", "his", "her"].contains(
        sentence.words[subject.lowerBound - 1].folded)
    {
      return true
    }
    if containsManyCountries(subject) { return true }
    // "the abbreviation for the state of California" is a postal code.
    if family == .code,
      sentence.words.indices.contains(where: { index in
        let word = sentence.words[index].folded
        // "ISO code for Georgia, not the state": the state is ruled out.
        return (word == "state" || word == "province")
          && (index == 0 || !["united", "federated"].contains(sentence.words[index - 1].folded))
          && !(index >= 2 && sentence.words[index - 2].folded == "not")
      })
    {
      return true
    }
    return false
  }

  /// Where the question's clause starts, and whether it asks a flag's colours.
  private func scene(_ family: Keywords.Family, _ keyword: Span) -> (Int, Bool) {
    // "With a population of 3 million, what is the capital of Armenia?": a clause before the
    // question only sets the scene.
    let clauseStart =
      (0...keyword.lowerBound).last {
        $0 > 0 && !sentence.words[$0].gapBefore.isDisjoint(with: [.comma, .stop, .pause])
          && setsTheScene(before: $0)
      } ?? 0
    // "what colour is the star on the flag of Vietnam": the flag's description answers any
    // question about its colours, whatever part of it is named or remarked on after it.
    // "Vietnam's flag is red with a yellow star, yes?": a description after it is checked
    // against the flag the same way.
    let asksColours =
      family == .flag
      && ((clauseStart..<keyword.lowerBound).contains {
        Self.colourWords.contains(sentence.words[$0].folded)
      }
        || describesTheFlag(after: keyword))
    return (clauseStart, asksColours)
  }

  /// "Vietnam's flag is red with a yellow star", "the flag of Japan has a red circle": what
  /// it looks like, said after it.
  private func describesTheFlag(after keyword: Span) -> Bool {
    let words = sentence.words
    let end = sentence.sentenceRange(around: keyword.upperBound).upperBound
    guard
      let verb = (keyword.upperBound + 1..<end).first(where: {
        ["is", "looks", "has", "was"].contains(words[$0].folded)
      })
    else { return false }
    return (verb + 1..<end).contains {
      ReverseQuestionReader.flagDescriptionWords.contains(words[$0].folded)
    }
  }

  /// The subject as typed, with what the resolver must see with it (a part of a country, a
  /// qualifier, a former name); nil when it is another time's country or a flag's nickname.
  private func typedSubject(_ subject: Span, _ family: Keywords.Family, _ keyword: Span)
    -> String?
  {
    // "the state capital of Oregon", "the provincial flag of Manitoba": the capital or flag of
    // a part of a country. The word saying so goes with the subject, for the resolver to see.
    let subjectStart =
      subject.lowerBound > keyword.upperBound && keyword.lowerBound > 0
        && Self.partCues.contains(sentence.words[keyword.lowerBound - 1].folded)
      ? keyword.lowerBound - 1 : subject.lowerBound
    var typed = sentence.typed(from: subjectStart, through: subject.upperBound)
    // "Georgia, the US state", "Georgia (the state)": a qualifier after a comma or in brackets
    // says which place is meant, and goes with the subject for the resolver to see.
    if let qualifier = qualifier(after: subject.upperBound) {
      typed = sentence.typed(from: subjectStart, through: qualifier)
    }
    guard !typed.isEmpty else { return nil }
    // "the country formerly known as Zaire": the resolver must know the name is an old one.
    // "the country that used to be Zaire", "… that used to be called Zaire".
    let usedToBe =
      subjectStart >= 3
      && (subjectStart - 5..<subjectStart - 2).contains { index in
        index >= 0 && sentence.words[index].folded == "used"
          && sentence.words[index + 1].folded == "to" && sentence.words[index + 2].folded == "be"
      }
    if usedToBe
      || subjectStart >= 2 && isNamingWord(subjectStart - 1)
        && (max(0, subjectStart - 4)..<(subjectStart - 1)).contains(where: {
          ["formerly", "previously", "once", "originally"].contains(sentence.words[$0].folded)
        })
    {
      typed = "formerly known as " + typed
    }
    // "the capital of ancient Egypt", "medieval England's flag": another time's country;
    // "the Ottoman Empire" names a former state, which the reply says is one.
    let namesAnEmpire =
      subject.count >= 2
      && ["empire", "sultanate", "caliphate"].contains(
        sentence.words[subject.lowerBound + 1].folded)
    if Self.otherTimes.contains(sentence.words[subject.lowerBound].folded) && !namesAnEmpire
      || subject.contains(where: { isPastYear(sentence.words[$0].folded) })
    {
      return nil
    }
    // "what is the US flag called", "the nickname of the flag": its name, not the flag;
    // "the flag of the country called Peru" names the country.
    if family == .flag,
      sentence.words.indices.contains(where: { index in
        let word = sentence.words[index].folded
        return ["nickname", "nicknamed", "nicknames"].contains(word)
          || (["called", "named"].contains(word)
            && (index + 1 == sentence.words.count || sentence.isStop(before: index + 1))
            && !asksApart(index, from: keyword, subject: subject))
      })
    {
      return nil
    }
    return typed
  }

  /// Another question asked about the subject ("the population of the capital of Peru"), or
  /// about another time, language or part; nil when the words around it ask nothing else.
  private func otherTopic(of asked: Asked, intent: Intent, typed: String) -> Question? {
    let (family, keyword, subject) = (asked.family, asked.keyword, asked.subject)
    let (clauseStart, asksColours) = (asked.clauseStart, asked.asksColours)
    // "What is the population of the capital of Peru?" asks about something else.
    let remarks = sentence.bracketed()
    let describesTheCity = cityDescription(before: keyword)
    let aboutThePerson = clausesAboutThePerson(keyword: keyword)
    for index in sentence.words.indices
    where !subject.contains(index) && !remarks[index]
      && index >= min(clauseStart, subject.lowerBound)
    {
      let word = sentence.words[index].folded
      // "the capital of South Sudan, which became independent in 2011": the clause after the
      // country describes it, and asks nothing.
      if describesTheSubject(index, after: subject) { continue }
      if aboutThePerson[index] { continue }
      if sentence.isInAStatement(index, before: keyword.lowerBound) { continue }
      // "flag emoji for Japan, for my i18n language dropdown": the person's own thing, named
      // by the fact it is for, is no fact asked of the country.
      if sentence.classes(of: index).contains(.topic), namesThePersonsThing(index) { continue }
      // "capital of Somaliland, for a story": what the answer is for, said last.
      if index > subject.upperBound, isPurpose(index) { continue }
      if Keywords.comparisons.contains(word),
        !sentence.sentenceRange(around: keyword.lowerBound).contains(index)
      {
        continue
      }
      // "When I was young it was Ceylon": a time in the person's life sets the scene.
      if word == "when", index + 1 < sentence.words.count,
        Self.persons.contains(sentence.words[index + 1].folded)
      {
        continue
      }
      // "…, and what do they mean" is a second question, not a remark.
      if asksColours, Self.flagParts.contains(word) || isRemark(index, after: subject),
        Keywords.topicNoun(word, family: family) != "meaning"
      {
        continue
      }
      // "What colour is nearest the pole on the flag of Ireland?", "the big cross on the
      // flag of Georgia": where on the flag, and what it looks like.
      if asksColours, index < keyword.lowerBound, Self.flagPlaces.contains(word) { continue }
      // "Which city, founded in 1541, is the capital of Chile?": that describes the answer.
      if describesTheCity?.contains(index) == true { continue }
      // "the capital of Germany in 1950", "in the 19th century": another time's capital.
      if isPastYear(word) && !(asksColours && isRemark(index, after: subject)),
        !HistoricalCountries.namesAFormerState(typed)
      {
        return .unrecognized
      }
      // "the capital of Spain in Spanish": its name in another language.
      if word == "in", index + 1 < sentence.words.count,
        Keywords.languages.contains(sentence.words[index + 1].folded)
      {
        return .unrecognized
      }
      // "in which part of the country is the capital": where, not what.
      if ["part", "parts", "side", "corner"].contains(word), index > 0,
        ["which", "what"].contains(sentence.words[index - 1].folded)
      {
        return .unrecognized
      }
      // "Where is the capital of Chile?" wants the capital's name; "where is the capital of
      // Brazil located" still asks where.
      if word == "where", family == .capital,
        asksForTheCapitalItself(where: index, keyword, subject)
      {
        continue
      }
      // "how many people live in the capital", "how old is the flag of Peru", "how did
      // Canberra end up as Australia's capital": how much, or how it came to be.
      if word == "how", index + 1 < sentence.words.count,
        !EvidenceReader.asksHowToGetAFlag(sentence, how: index),
        !asksApart(index, from: keyword, subject: subject),
        Keywords.measures.contains(sentence.words[index + 1].folded)
          || (["did", "do", "does", "come", "can", "could"].contains(
            sentence.words[index + 1].folded)
            // "how does the flag of Panama look": its look is the flag itself.
            && !sentence.words.contains(where: { ["look", "looks"].contains($0.folded) }))
      {
        return .unrecognized
      }
      // "the capital of the large island nation of Fiji" describes the country; only a
      // superlative there asks for another ("the capital of the largest country").
      if index > keyword.upperBound, index < subject.lowerBound,
        !Keywords.superlatives.contains(word),
        !(sentence.classes(of: index).contains(.topic)
          && Keywords.topicNoun(word, family: family) == nil)
      {
        continue
      }
      // "a history podcast", "my language class": the word names the person's thing.
      if Keywords.namesAThingAfterATopic(sentence, at: index) { continue }
      // "origin code for the Ivory Coast": the code of the country of origin.
      if word == "origin", index + 1 < sentence.words.count,
        sentence.families[index + 1] == .code
      {
        continue
      }
      // "working out where to fly into": where the person goes, not where the country is.
      if word == "where", index + 1 < sentence.words.count,
        sentence.words[index + 1].folded == "to"
      {
        continue
      }
      // "Real question this time: …", "for real this time": an occasion, not a time zone.
      if word == "time", index > 0, Self.occasions.contains(sentence.words[index - 1].folded) {
        continue
      }
      guard sentence.classes(of: index).contains(.topic),
        !(family == .code && Keywords.codeMeaningWords.contains(word))
      else { continue }
      guard let topic = Keywords.topicNoun(word, family: family) else { return .unrecognized }
      if asksApart(index, from: keyword, subject: subject) {
        return .factBesideAnother(intent, subject: typed, topic: topic)
      }
      return .outsideScope(intent, subject: typed, topic: topic)
    }
    return nil
  }

  /// "the capital of Peru and what's the population there?", "the currency of Poland and its
  /// ISO code", "Capital of Kenya? And how many live there?": the other fact is asked in a
  /// clause of its own, joined by "and", "also" or a new sentence, not asked of the capital
  /// ("the population of the capital of Peru", "the population and area of the capital").
  private func asksApart(_ topic: Int, from keyword: Span, subject: Span) -> Bool {
    let words = sentence.words
    let (first, last) =
      topic < keyword.lowerBound
      ? (topic, keyword.lowerBound) : (max(keyword.upperBound, subject.upperBound), topic)
    guard first < last,
      let join = (first + 1...last).last(where: { index in
        !subject.contains(index)
          && (sentence.isStop(before: index) || Self.clauseJoins.contains(words[index].folded)
            // "code for Togo + what time is it in Lomé".
            || index > 0
              && sentence.scalars[words[index - 1].end..<words[index].start].contains {
                $0 == "+" || $0 == "&"
              })
      })
    else { return false }
    guard topic < keyword.lowerBound else { return true }
    // "How many people live in Lima? It's the capital of Peru.": a sentence after the question
    // tells what the place is.
    guard !sentence.isStop(before: join) else { return false }
    return !(join..<keyword.lowerBound).contains { index in
      words[index].folded == "of" || sentence.classes(of: index).contains(.topic)
    }
  }

  private func namesThePersonsThing(_ index: Int) -> Bool {
    let words = sentence.words
    let owners = ["my", "our"]
    let owned =
      index >= 1 && owners.contains(words[index - 1].folded)
      || index >= 2 && owners.contains(words[index - 2].folded)
        && sentence.classes(of: index - 1).isEmpty && sentence.families[index - 1] == nil
    return owned && index + 1 < words.count && !sentence.isStop(before: index + 1)
      && sentence.classes(of: index + 1).isSubset(of: .common)
      && sentence.families[index + 1] == nil
  }

  /// Whether the word at `index` stands in "for a …", "for my …" ending the message, with at
  /// most two words after it: "for a story", "for an 1890s cover", "for my school project",
  /// "for the history part".
  private func isPurpose(_ index: Int) -> Bool {
    let words = sentence.words
    guard index >= 2,
      let end = (index..<min(words.count, index + 2)).first(where: {
        $0 + 1 == words.count || sentence.isStop(before: $0 + 1)
      })
    else { return false }
    return (max(0, end - 3)...(index - 2)).contains { start in
      words[start].folded == "for"
        && Self.purposeDeterminers.contains(words[start + 1].folded)
        && (start + 2...end).allSatisfy { sentence.families[$0] == nil }
    }
  }

  private static let occasions: Set<String> = [
    "this", "next", "last", "first", "every", "each", "another", "one", "any",
  ]

  private static let purposeDeterminers: Set<String> = [
    "a", "an", "my", "our", "this", "some", "the",
  ]

  private static let clauseJoins: Set<String> = ["and", "also", "plus"]
  /// Words after "is" that ask or describe rather than claim a name: "its capital is what?".
  static let notClaimed: Set<String> = Set(
    words: """
      what whats which where who called named known a an the still now located in on spelled spelt
      pronounced it
      """)

  /// "The former Soviet republic of Armenia, independent since 1991, has which city as its
  /// capital?", "the kingdom of Lesotho has what capital": the country comes first, described
  /// as the question likes, and what follows it up to "has" only remarks on it.
  private func countryHavingWhichCapital(_ keyword: Span) -> Span? {
    let words = sentence.words
    var index = keyword.lowerBound - 1
    if index >= 1, ["its", "their", "the"].contains(words[index].folded),
      words[index - 1].folded == "as"
    {
      index -= 2
    } else if index >= 0, words[index].folded == "as" {
      index -= 1
    }
    if index >= 0, ["city", "town", "one"].contains(words[index].folded) { index -= 1 }
    guard index >= 1, ["which", "what"].contains(words[index].folded),
      ["has", "have", "had"].contains(words[index - 1].folded),
      (keyword.upperBound + 1..<words.count).allSatisfy({
        sentence.isStop(before: $0) || Lexicon.isClosingPoliteness(words[$0].folded)
      })
    else { return nil }
    let verb = index - 1
    var start = 0
    while start < verb, Keywords.isOpening(words[start].folded) { start += 1 }
    var end = start
    while end + 1 < verb, words[end + 1].gapBefore.isDisjoint(with: [.comma, .pause, .stop]) {
      end += 1
    }
    guard start < verb else { return nil }
    return trimmed(start...end)
  }

  /// The words between "Which city" and "is the capital" that say which city is meant.
  private func cityDescription(before keyword: Span) -> Range<Int>? {
    let words = sentence.words
    var first = 0
    while first < keyword.lowerBound, Keywords.isOpening(words[first].folded) { first += 1 }
    guard first + 2 < keyword.lowerBound, ["which", "what"].contains(words[first].folded),
      ["city", "town"].contains(words[first + 1].folded)
    else { return nil }
    var verb = keyword.lowerBound - 1
    if verb > first, words[verb].folded == "the" { verb -= 1 }
    guard verb > first + 1, ["is", "was", "serves", "became"].contains(words[verb].folded) else {
      return nil
    }
    return (first + 2)..<verb
  }

  private static let otherTimes: Set<String> = Set(
    words: """
      ancient medieval mediaeval imperial colonial precolonial feudal prehistoric biblical tsarist
      nazi byzantine ottoman mughal
      """)

  private func isPastYear(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    if !(48...57).contains(first) {
      return ["century", "centuries", "bc", "bce", "ad", "medieval", "ancient"].contains(word)
    }
    var digits = word.utf8[...]
    if digits.last == UInt8(ascii: "s") { digits = digits.dropLast() }
    guard digits.count == 4, digits.allSatisfy({ (48...57).contains($0) }),
      let year = Int(String(decoding: digits, as: UTF8.self))
    else { return false }
    return (1000...2019).contains(year)
  }

  /// "Suriname, the smallest country in South America", "Sudan, which lies where the Niles
  /// meet": a clause after the subject that opens like a description of it.
  private func describesTheSubject(_ index: Int, after subject: Span) -> Bool {
    guard index > subject.upperBound else { return false }
    guard
      let opening = (subject.upperBound + 1...index).last(where: {
        !sentence.words[$0].gapBefore.isDisjoint(with: [.comma, .pause, .bracket])
      })
    else { return false }
    return Self.descriptionOpenings.contains(sentence.words[opening].folded)
  }

  /// Which words stand in a clause that tells about the person and asks nothing: "whats the
  /// capital of france my big sister went there", "My pen pal lives in Bhutan and I'd love to
  /// know the capital city there". Their words ("big", "lives") are no topic of the question.
  func clausesAboutThePerson(keyword: ClosedRange<Int>) -> [Bool] {
    let words = sentence.words
    var telling = [Bool](repeating: false, count: words.count)
    // Only a topic word, another fact or a year can be lent to the question; most messages
    // have none.
    guard words.contains(where: { Self.persons.contains($0.folded) }),
      words.indices.contains(where: {
        sentence.classes(of: $0).contains(.topic) || isPastYear(words[$0].folded)
          || EvidenceReader.otherFacts.contains(words[$0].folded)
      })
    else { return telling }
    var start = 0
    while start < words.count {
      var end = start + 1
      while end < words.count, !startsAClause(end) { end += 1 }
      if Self.persons.contains(words[start].folded),
        !(start..<end).overlaps(keyword.lowerBound..<keyword.upperBound + 1),
        !(start..<end).contains(where: {
          sentence.families[$0] != nil || Self.askingVerbs.contains(words[$0].folded)
        })
      {
        for index in start..<end { telling[index] = true }
      }
      start = end
    }
    return telling
  }

  /// Whether a clause starts at word `index`: after a stop or a comma, or with a word about
  /// the person that nothing before it governs ("of my country", "is it").
  private func startsAClause(_ index: Int) -> Bool {
    let words = sentence.words
    return index == 0 || !words[index].gapBefore.isDisjoint(with: [.comma, .stop, .pause])
      || (Self.persons.contains(words[index].folded)
        && !Self.governing.contains(words[index - 1].folded))
  }

  /// An array: short words compare faster than they hash.
  private static let persons = [
    "i", "my", "we", "our", "she", "he", "they", "it", "im", "ive", "id",
  ]
  private static let governing: Set<String> = Set(
    words: """
      of is was does do did about for what whats which where how that if can could would will to
      than
      """)
  /// A clause with one of these asks, whoever it tells about: "my teacher wants its population".
  private static let askingVerbs: Set<String> = Set(
    words: """
      want wants need needs know asked asks ask wonder wondering wondered tell told curious like
      """)

  private static let descriptionOpenings: Set<String> = Set(
    words: """
      which who that the a an where whose known located officially once formerly home independent
      famous bordered bordering situated
      """)

  /// "…the flag of Ghana, adopted in 1957": words after the subject and a comma remark on it.
  private func isRemark(_ index: Int, after subject: Span) -> Bool {
    index > subject.upperBound
      && (subject.upperBound + 1...index).contains {
        !sentence.words[$0].gapBefore.isDisjoint(with: [.comma, .pause, .bracket])
      }
  }

  private func asksForTheCapitalItself(where index: Int, _ keyword: Span, _ subject: Span) -> Bool {
    let words = sentence.words
    guard (0..<index).allSatisfy({ Keywords.isOpening(words[$0].folded) }) else { return false }
    // "where is the capital of Canada on the map" asks where.
    guard
      (subject.upperBound + 1..<words.count).allSatisfy({
        Lexicon.isClosingPoliteness(words[$0].folded)
      })
    else { return false }
    return (index + 1..<keyword.lowerBound).allSatisfy {
      ["is", "s", "the"].contains(words[$0].folded)
    }
  }

  private static let colourWords: Set<String> = [
    "colour", "colours", "color", "colors", "coloured", "colored", "colouring", "coloring",
  ]
  /// Parts of a flag a colour question may name.
  private static let flagParts = Set<String>(
    words: """
      star stars cross crosses background stripe stripes band bands symbol symbols emblem emblems
      circle sun moon crescent triangle border canton disc disk bar bars field shield eagle bird
      animal leaf dot design featured featuring shown depicted
      """)

  private static let flyingWords: Set<String> = [
    "flies", "fly", "flown", "flying", "flew", "waves",
  ]
  private static let overWords: Set<String> = ["over", "above", "in", "on", "at"]
  private static let occasionWords: Set<String> = Set(
    words: """
      day days holiday holidays festival party birthday parade celebration celebrations weekend
      wedding ceremony anniversary match
      """)

  private static let pluralParts: Set<String> = [
    "provinces", "prefectures", "regions", "counties", "cantons", "territories", "departments",
    "districts", "oblasts", "governorates", "municipalities",
  ]

  /// Where on a flag a colour question may point.
  private static let flagPlaces = Set<String>(
    words: """
      nearest closest furthest farthest top bottom middle centre center left right hoist pole
      flagpole staff upper lower first second third last outer inner outside inside edge corner
      side half big large small little tiny huge main central
      """)

  /// Words before "capital" or "flag" that make it a part of a country's.
  private static let partCues: Set<String> = [
    "state", "provincial", "province", "regional", "territorial", "prefectural", "county",
    "cantonal",
  ]

  // MARK: - What else it might ask

  /// "With a population of 3 million, …", "As a history buff, …": a clause that opens with a
  /// preposition only sets the scene, unlike "the population of Tokyo, the capital of Japan".
  private func setsTheScene(before clause: Int) -> Bool {
    var start = clause - 1
    while start > 0, sentence.words[start].gapBefore.isDisjoint(with: [.comma, .stop, .pause]) {
      start -= 1
    }
    let first = sentence.words[start].folded
    // "First, …", "OK so, …": a word or two to open with.
    if clause - start <= 2 { return true }
    return first == "as" || sentence.classes(of: start).contains(.preposition)
  }

  /// Whether a keyword means something else here ("dialling code", "capital letter"), among
  /// the words in `range`, or anywhere.
  func hasNegatedKeyword(in range: Range<Int>? = nil) -> Bool {
    (range ?? sentence.words.indices).contains { index in
      guard let family = family(at: index) else { return false }
      if isNegated(family, at: index) { return true }
      // "phone country code": the negating word may sit before the keyword's modifiers.
      var before = index - 1
      while before > 0, !sentence.isStop(before: before + 1),
        sentence.classes(of: before).contains(.modifier)
      {
        before -= 1
      }
      return before >= 0 && before < index - 1 && !sentence.isStop(before: before + 1)
        && Keywords.isNegatedBefore(family, by: sentence.words[before].folded)
        && !Keywords.makesAVerb(sentence.words[before].folded)
    }
  }

  /// "is Lagos the capital of Nigeria?", "does Switzerland have a capital": answering with the
  /// fact would answer another question. "Do you know the capital of…" is a request.
  private func isYesNoQuestion(before keyword: Span) -> Bool {
    let words = sentence.words
    // "can you tell me if Sydney is the capital of Australia".
    if (0..<keyword.lowerBound).contains(where: { ["if", "whether"].contains(words[$0].folded) }) {
      return true
    }
    var first = 0
    while first < keyword.lowerBound, Keywords.isOpening(words[first].folded) { first += 1 }
    guard first < keyword.lowerBound else { return false }
    let word = words[first].folded
    guard Keywords.yesNoOpenings.contains(word) else { return false }
    guard first + 1 < words.count else { return true }
    // "Is the capital of Turkey Ankara or Istanbul?": a choice, answered by the fact.
    if word == "is", first + 2 == keyword.lowerBound, words[first + 1].folded == "the",
      offersAChoice(after: keyword)
    {
      return false
    }
    if ["is", "was", "are", "were", "isnt", "wasnt"].contains(word) { return true }
    guard Keywords.requestersAfterAuxiliary.contains(words[first + 1].folded) else { return true }
    // "can you tell me…" asks; "would someone afraid of red like…", "can you fly…" do not.
    let verb = first + 2
    return verb < keyword.lowerBound && !Self.requestVerbs.contains(words[verb].folded)
  }

  /// "… Ankara or Istanbul?" at the end of the question, a word or two on each side of "or".
  private func offersAChoice(after keyword: Span) -> Bool {
    let words = sentence.words
    guard
      let or = words.indices.last(where: { $0 > keyword.upperBound + 2 && words[$0].folded == "or" }
      ),
      or + 1 < words.count, words.count - or <= 4,
      (or + 1..<words.count).allSatisfy({ !sentence.isStop(before: $0) })
    else { return false }
    return (or + 1..<words.count).allSatisfy {
      sentence.classes(of: $0).isDisjoint(with: .filler)
        && !["not", "no", "yes", "something", "else"].contains(words[$0].folded)
    }
  }

  private func isPlaceOfSomethingElse(_ keyword: Span) -> Bool {
    let words = sentence.words
    var before = keyword.lowerBound - 1
    var nameWords = 0
    while before >= 0, !sentence.isStop(before: before + 1) {
      let classes = sentence.classes(of: before)
      if classes.contains(.article) || classes.contains(.modifier) {
        before -= 1
      } else if words[before].isPossessive || (classes.isEmpty && nameWords < 3) {
        nameWords += 1
        before -= 1
      } else {
        break
      }
    }
    // "I enquire as to the capital of Norway": "as to" is "about".
    if before > 0, words[before].folded == "to", words[before - 1].folded == "as" { return false }
    return before >= 0 && Self.locatingWords.contains(words[before].folded)
  }

  /// "I would like the flag of Peru", "we should love to see…": a wish, said politely, is a
  /// request; "I like the flag of Peru" tells.
  private func isAWish(_ verb: Int) -> Bool {
    verb > 0 && Self.wishingVerbs.contains(sentence.words[verb].folded)
      && Self.wishingModals.contains(sentence.words[verb - 1].folded)
  }

  /// Words that label a form's or a quiz's field before a colon: "destination:", "clue:".
  private static let labels = Set<String>(
    words: """
      destination dest origin country nationality citizenship consignee recipient address location
      place team
      player clue answer item entry field column value shipto from to
      """)
  private static let wishingVerbs: Set<String> = ["like", "love", "prefer"]
  private static let wishingModals: Set<String> = ["would", "should", "d", "wd"]

  private static let locatingWords: Set<String> = Set(
    words: """
      in at near around inside outside within across through throughout from to into visit visiting
      visited based headquartered
      """)

  private func isClaim(before keyword: Span) -> Bool {
    let words = sentence.words
    // "I think the capital of Australia is Sydney", "my friend says…", "suppose Berlin…":
    // a statement or a supposition, not a question.
    var start = 0
    while start < keyword.lowerBound, Keywords.isOpening(words[start].folded) { start += 1 }
    if start < keyword.lowerBound {
      let opener = words[start].folded
      if Self.supposing.contains(opener) { return true }
      if Self.tellers.contains(opener),
        (start + 1...min(start + 2, keyword.lowerBound)).contains(where: {
          Self.statementVerbs.contains(words[$0].folded) && !isAWish($0)
        })
      {
        return true
      }
    }
    // "Croatia through to the final — remind me, their capital is Zagreb?", "the capital of
    // Peru is Cusco?": a capital claimed, asked with its mark, is a claim to check.
    if sentence.scalars.last == "?",
      let verb = (keyword.upperBound + 1..<words.count).first(where: { words[$0].folded == "is" }),
      verb + 1 < words.count,
      (keyword.upperBound + 1...verb).allSatisfy({
        words[$0].gapBefore.isDisjoint(with: [.comma, .pause, .stop])
      }),
      keyword.lowerBound > 0 && ["its", "their"].contains(words[keyword.lowerBound - 1].folded)
        || verb > keyword.upperBound + 1 && words[keyword.upperBound + 1].folded == "of",
      !Self.notClaimed.contains(words[verb + 1].folded),
      sentence.sentenceRange(around: verb).upperBound == words.count
    {
      return true
    }
    // "…, right?", "…, isn't it?", "true or false: …".
    let last = words.count - 1
    if last > keyword.upperBound,
      Self.checkingWords.contains(words[last].folded)
        && !words[last].gapBefore.isDisjoint(with: [.comma, .pause, .stop])
        || (last > 0 && words[last].folded == "it"
          && ["isnt", "is"].contains(words[last - 1].folded))
    {
      return true
    }
    if (1..<words.count).contains(where: {
      words[$0].folded == "false" && words[$0 - 1].folded == "or"
        && words[max(0, $0 - 2)].folded == "true"
    }) {
      return true
    }
    // "who made Berlin the capital", but "who's got the flag of Peru" is rare enough.
    var first = 0
    while first < keyword.lowerBound, Keywords.isOpening(words[first].folded) { first += 1 }
    if first + 1 < keyword.lowerBound, words[first].folded == "who", !words[first].isPossessive,
      !["is", "s", "has"].contains(words[first + 1].folded)
    {
      return true
    }
    // "Paris is the capital of France": a name, then "is the capital of" and a country.
    var before = keyword.lowerBound - 1
    if before >= 0, words[before].folded == "the" { before -= 1 }
    guard before >= 1, ["is", "was"].contains(words[before].folded),
      sentence.classes(of: before - 1).isEmpty, !words[before - 1].isPossessive,
      keyword.upperBound + 2 < words.count, words[keyword.upperBound + 1].folded == "of",
      // "Whayt is the capital of…": a mistyped question word is no name.
      !["what", "which", "where", "who", "how", "whats"].contains(where: {
        Edits.withinOne(Array(words[before - 1].folded.utf8), Array($0.utf8))
      })
    else { return false }
    // Only at the start: "Which of the following is the capital of…" asks.
    return (0..<(before - 1)).allSatisfy {
      Keywords.isOpening(words[$0].folded) || sentence.classes(of: $0).contains(.article)
        || sentence.isStop(before: $0 + 1)
    }
  }

  /// What follows "can you", "could someone" in a request.
  private static let requestVerbs = Set<String>(
    words: """
      tell show give know name list say help explain find get have see share provide remind let
      spell display look check identify confirm teach send pull bring put type write answer recall
      guess state quickly just also plz pls please kindly me us the whats what which
      """)

  private static let supposing: Set<String> = [
    "suppose", "supposing", "imagine", "assume", "assuming", "pretend",
  ]
  private static let tellers: Set<String> = Set(
    words: """
      i we my our everyone everybody someone somebody people he she they nobody
      """)
  private static let statementVerbs = Set<String>(
    words: """
      think thinks thought believe believes believed visited visit love loves loved hate hates
      hated live lives lived saw went say says said know knows knew heard read told claim claims
      claimed learned learnt met studied bought drew painted like likes liked prefer prefers own
      have has had got made
      """)

  /// Words that ask to check a claim: "right?", "true or false", "correct?".
  private static let checkingWords: Set<String> = ["right", "true", "correct", "yes", "no"]

  /// "all the capitals of Europe", "which flag has a dragon", "name a capital on the Danube".
  private func asksAboutMany(_ family: Keywords.Family, _ keyword: Span) -> Bool {
    let words = sentence.words
    var before = keyword.lowerBound - 1
    while before >= 0, words[before].folded == "the" { before -= 1 }
    // "Quick one: capital of Morocco?": a word before a pause is not the keyword's.
    if before >= 0, !words[before + 1].gapBefore.isDisjoint(with: [.stop, .pause, .comma]) {
      before = -1
    }
    let after = keyword.upperBound + 1
    let clauseEnd = (after..<words.count).first { sentence.isStop(before: $0) } ?? words.count
    // "a capital do Brasil": Portuguese and Spanish put "a" and "la" where English has "the".
    let isIntroduced =
      after < words.count
      && (sentence.classes(of: after).contains(.preposition)
        && ["of", "for"].contains(words[after].folded)
        || ForeignCues.ofWords.contains(words[after].folded))
    if before >= 0, Keywords.manyDeterminers.contains(words[before].folded),
      !isIntroduced || !["a", "an"].contains(words[before].folded)
    {
      return true
    }
    // "the warmest capital city", "noisiest capital in Europe".
    if before >= 0, !words[before].isPossessive, Keywords.isSuperlative(words[before].folded) {
      return true
    }
    // "which flag has a dragon", but not "which colours does the Jamaican flag have" or
    // "Brazil flag with its colours".
    if after + 1 < clauseEnd, Keywords.featureVerbs.contains(words[after].folded),
      (0..<keyword.lowerBound).allSatisfy({
        !sentence.classes(of: $0).isDisjoint(with: [.filler, .article])
      })
    {
      return true
    }
    let isPlural = words[keyword.lowerBound...keyword.upperBound].contains {
      ["capitals", "flags", "codes", "capitols", "cities"].contains($0.folded)
    }
    if (after..<clauseEnd).contains(where: { Keywords.groups.contains(words[$0].folded) }) {
      return true
    }
    guard isPlural else { return false }
    // "state capitals of the USA", "provincial flags of Canada": its parts', so many.
    if before >= 0, Self.partCues.contains(words[before].folded) { return true }
    // "pacific island flags", "asian capitals": a region's, so many countries'.
    if (0..<keyword.lowerBound).contains(where: { Keywords.isRegionWord(words[$0].folded) }) {
      return true
    }
    // "asian country flags", "the countries and capitals of Central America".
    if (0..<clauseEnd).contains(where: { index in
      sentence.countriesNouns[index]
        && !(words[index].folded == "states" && index > 0
          && ["united", "federated"].contains(words[index - 1].folded))
    }) {
      return true
    }
    // "which capitals are in Europe".
    if (after..<clauseEnd).contains(where: { Keywords.regions.contains(words[$0].folded) }) {
      return true
    }
    // "all the capitals", "list the flags", but not "the capitals of Bolivia? I have a quiz".
    if words.contains(where: { ["all", "every", "each", "list"].contains($0.folded) }) {
      return true
    }
    var next = after
    while next < words.count,
      !sentence.classes(of: next).isDisjoint(with: [.preposition, .article])
    {
      next += 1
    }
    return next < words.count && Keywords.regions.contains(words[next].folded)
  }

  /// "capitals of Spanish-speaking countries", "the baltic states".
  private func containsManyCountries(_ subject: Span) -> Bool {
    subject.contains { index in
      let word = sentence.words[index].folded
      // "the prefectures of Japan and their capitals", "the flags of the canadian provinces".
      if Self.pluralParts.contains(word) { return true }
      guard ["countries", "nations", "states", "contries", "countrys"].contains(word),
        // "the States" is the United States.
        word != "states" || sentence.countriesNouns[index]
      else {
        return false
      }
      let previous = Array((index > 0 ? sentence.words[index - 1].folded : "").utf8)
      // "the Untied States", "the Confederate States" are still one country.
      return
        !(word == "states"
        && ["united", "federated", "confederate"].contains {
          Edits.withinOne(previous, Array($0.utf8))
        })
    }
  }

  // MARK: - The keyword

  /// The first word that says what is asked, widened over the words that go with it
  /// ("ISO alpha-2 country code", "capital city", "national flag").
  func keyword(from start: Int) -> (Keywords.Family, ClosedRange<Int>)? {
    let words = sentence.words
    guard start < words.count else { return nil }
    for index in start..<words.count {
      guard let family = family(at: index), !isNegated(family, at: index) else { continue }
      var lower = index
      var upper = index
      while lower > 0, !sentence.words[lower].gapBefore.contains(.stop),
        isPartOfKeyword(lower - 1, family: family, leftward: true)
      {
        lower -= 1
      }
      while upper + 1 < words.count, !sentence.isStop(before: upper + 1),
        isPartOfKeyword(upper + 1, family: family, leftward: false)
      {
        upper += 1
      }
      return (family, lower...upper)
    }
    return nil
  }

  private func family(at index: Int) -> Keywords.Family? {
    let word = sentence.words[index]
    guard !word.isInitials else { return nil }
    if let family = sentence.families[index] { return family }
    // "alpha-2", "two-letter", "2 letter".
    let previous = index > 0 ? sentence.words[index - 1].folded : ""
    let next = index + 1 < sentence.words.count ? sentence.words[index + 1].folded : ""
    if word.folded == "alpha", next == "2" || next == "two" { return .code }
    if ["letter", "letters", "lettered"].contains(word.folded), previous == "2" || previous == "two"
    {
      return .code
    }
    return nil
  }

  private func isNegated(_ family: Keywords.Family, at index: Int) -> Bool {
    let words = sentence.words
    // "a flag of convenience", "the capital of culture", "the diamond capital of the world".
    if index + 2 < words.count, words[index + 1].folded == "of",
      Keywords.isNegatedAfterOf(
        family,
        by: words[index + 2].folded == "the" && index + 3 < words.count
          ? words[index + 3].folded : words[index + 2].folded)
    {
      return true
    }
    if index > 0, !sentence.isStop(before: index),
      Keywords.isNegatedBefore(family, by: words[index - 1].folded),
      // "the two-letter international code": letters are no telephone code.
      !(words[index - 1].folded == "international" && index > 1
        && ["letter", "letters", "alpha", "iso"].contains(words[index - 2].folded))
    {
      return true
    }
    if index + 1 < words.count, !sentence.isStop(before: index + 1),
      !words[index].isPossessive,
      Keywords.isNegatedAfter(family, by: words[index + 1].folded),
      !isNamedsFlag(at: index)
    {
      return true
    }
    return family == .code && isDialled(index)
  }

  /// "the country code to call Australia from the US": the code a telephone dials, unless the
  /// letters are asked for ("the ISO code, to call the API").
  private func isDialled(_ index: Int) -> Bool {
    let words = sentence.words
    let sentenceRange = sentence.sentenceRange(around: index)
    let dials = sentenceRange.contains { at in
      switch words[at].folded {
      case "dial", "dialing", "dialling", "phoning", "ringing", "telephone": true
      // "to call Peru", "for call by phone".
      case "call", "ring", "phone":
        at > 0 && ["to", "for", "by", "a", "on"].contains(words[at - 1].folded)
      case "calling": at + 1 < words.count && !["code", "codes"].contains(words[at + 1].folded)
      default: false
      }
    }
    return dials
      && !sentenceRange.contains { at in
        ["iso", "alpha", "letter", "letters", "3166"].contains(words[at].folded)
      }
  }

  /// "mexicos flag it has an eagle": a flag someone's, with a clause after it, not "flag it
  /// as spam". Only the verb's objects are read so.
  private func isNamedsFlag(at index: Int) -> Bool {
    let words = sentence.words
    guard index > 0, index + 1 < words.count, ["it", "them"].contains(words[index + 1].folded)
    else { return false }
    let before = index - 1
    return words[before].isPossessive
      || (sentence.classes(of: before).isEmpty && sentence.families[before] == nil)
  }

  private func isPartOfKeyword(_ index: Int, family: Keywords.Family, leftward: Bool) -> Bool {
    let word = sentence.words[index]
    if word.isInitials { return false }
    if sentence.families[index] == family { return true }
    guard sentence.classes(of: index).contains(.modifier) else { return false }
    // "Vatican City flag": a city before the keyword belongs to the name.
    return !(leftward && word.folded == "city")
  }

  private func asksWhichCountry(before keyword: Span) -> Bool {
    // "name a country whose flag has a maple leaf".
    let asksForOne = (0..<keyword.lowerBound).contains { index in
      index + 1 < keyword.lowerBound
        && ["country", "nation"].contains(sentence.words[index].folded)
        && ["whose", "that", "which", "where", "with"].contains(sentence.words[index + 1].folded)
    }
    return asksForOne
      || (0..<keyword.lowerBound).contains { index in
        // "which country code" is the keyword; "which country's flag" is not.
        (index + 1 < keyword.lowerBound || sentence.words[index + 1].isPossessive)
          && ["which", "what", "whose"].contains(sentence.words[index].folded)
          && sentence.countriesNouns[index + 1]
      }
  }

  private func asksWhichCountry(after keyword: Span) -> Bool {
    let words = sentence.words
    var index = keyword.upperBound + 1
    if index < words.count, sentence.classes(of: index).contains(.preposition) {
      index += 1
      // "Canberra is the capital of?": the country is what is asked.
      if keyword.lowerBound > 0, index == words.count || sentence.isStop(before: index) {
        return true
      }
    }
    // "the capital Lima belongs to which country".
    let clauseEnd = (index..<words.count).first { sentence.isStop(before: $0) } ?? words.count
    return (index..<clauseEnd).contains { at in
      at + 1 < clauseEnd && ["which", "what", "whose"].contains(words[at].folded)
        && sentence.countriesNouns[at + 1]
    }
  }

  // MARK: - The subject

  /// The last word of a qualifier that names a part of a country, right after the subject
  /// behind a comma or a bracket: "…, the US state", "(the state)".
  private func qualifier(after end: Int) -> Int? {
    let words = sentence.words
    let start = end + 1
    // "capital of Georgia? the US state, not the country": a qualifier may follow the question.
    guard start < words.count,
      !words[start].gapBefore.isDisjoint(with: [.comma, .bracket])
        || (sentence.isStop(before: start) && words[start].folded == "the")
    else { return nil }
    // "Georgia, not the state": the kind ruled out says the country is meant.
    if words[start].folded == "not" { return nil }
    for index in start..<min(words.count, start + 4) {
      if index > start, sentence.isStop(before: index) { return nil }
      if NonCountryPlaces.cueWords.contains(words[index].folded) { return index }
    }
    return nil
  }

  private func isNamingWord(_ index: Int) -> Bool {
    let word = sentence.words[index].folded
    if ["called", "named", "aka"].contains(word) { return true }
    return word == "as" && index > 0
      && ["known", "referred", "called"].contains(sentence.words[index - 1].folded)
  }

  private func subject(around keyword: Span) -> Span? {
    let after = subjectAfter(keyword)
    let before = subjectBefore(keyword)
    // "Japan's code for the scoreboard", "Quebec flag for the hockey graphic": a name typed
    // before the cue is the subject, and "for the …" ending the message what the answer is for.
    if let after, after.introduced {
      var introducer = after.span.lowerBound - 1
      while introducer > 0, sentence.classes(of: introducer).contains(.article) {
        introducer -= 1
      }
      let isForSomething =
        sentence.words[introducer].folded == "for" && isPurpose(introducer + 2)
      guard let before, isForSomething, isTypedAsAName(before) else { return after.span }
      return before
    }
    if let before { return before }
    // "I read about Atlantis, the whole Plato thing, and wondered what its capital city was
    // supposed to be", "what was its capital? I assume you'd know": "its" points back to the
    // place the person was in or read about, not to the words nearest the keyword.
    if keyword.lowerBound > 0,
      ["its", "their"].contains(sentence.words[keyword.lowerBound - 1].folded)
    {
      return placeTalkedAbout(before: keyword.lowerBound)
        ?? nearestRun(to: keyword, onlyBefore: true)
    }
    if let after { return after.span }
    return nearestRun(to: keyword)
  }

  /// Whether the words are typed as a name is: a capital first, or a possessive "'s".
  private func isTypedAsAName(_ span: Span) -> Bool {
    sentence.words[span.upperBound].isPossessive
      || sentence.scalars[sentence.words[span.lowerBound].start].properties.isUppercase
  }

  /// The last name before `end` that follows "in", "about", "from" or the like.
  private func placeTalkedAbout(before end: Int) -> Span? {
    let words = sentence.words
    for start in stride(from: end - 1, through: 1, by: -1)
    where Self.placeIntroducers.contains(words[start - 1].folded) && isContent(start) {
      // "In English is it 'Czechia' or …": a language something is said in, not a place.
      if words[start - 1].folded == "in",
        Keywords.languages.contains(words[start].folded) || words[start].folded == "english"
      {
        continue
      }
      var last = start
      // A name's words run on unbroken, and each is typed as a name is or is no everyday word:
      // "in Antarctica last night" names Antarctica.
      while last + 1 < end,
        sentence.words[last + 1].gapBefore.isDisjoint(with: [.comma, .pause, .stop]),
        canBelongToName(last + 1),
        sentence.scalars[words[last + 1].start].properties.isUppercase
          || sentence.classes(of: last + 1).isEmpty
            && !EverydayWords.areAll(in: words[last + 1].folded)
      {
        last += 1
      }
      if let span = trimmed(start...last) { return span }
    }
    return nil
  }

  private static let placeIntroducers: Set<String> = [
    "in", "about", "from", "to", "visited", "visiting", "visit", "on",
  ]

  /// "capital of Peru", "flag for the Netherlands please", "iso Kenya".
  private func subjectAfter(_ keyword: Span) -> (span: Span, introduced: Bool)? {
    let words = sentence.words
    var start = keyword.upperBound + 1
    // "Mexico's flag, from left to right": a new clause after the keyword names no country.
    guard start < words.count, words[start].gapBefore.isDisjoint(with: [.stop, .comma, .pause])
    else { return nil }
    var introduced = false
    // "What flag flies over Greenland?", "Which flag is flown on Bikini Atoll?": the place a
    // flag flies over is its country.
    let flies =
      start + 1 < words.count && ["is", "was", "are"].contains(words[start].folded)
        && Self.flyingWords.contains(words[start + 1].folded) ? start + 1 : start
    if Self.flyingWords.contains(words[flies].folded), flies + 2 < words.count,
      Self.overWords.contains(words[flies + 1].folded)
    {
      introduced = true
      start = flies + 2
    } else if sentence.classes(of: start).contains(.preposition) {
      introduced = true
      start += 1
    }
    var end = start
    while end < words.count, end == start || !sentence.isStop(before: end) { end += 1 }
    // "what is the capital of it, and also should I ask for the ladder back": a word that
    // points back, alone in its clause, names no place after it.
    if start < words.count, ["it", "that", "this", "there", "them"].contains(words[start].folded),
      start + 1 == end || !words[start + 1].gapBefore.isDisjoint(with: [.comma, .pause])
    {
      return nil
    }
    // "flag of 'Korea, Dem. People's Rep.' - row 12": a quoted name ends where its quote does.
    if start < words.count, words[start].gapBefore.contains(.quote),
      let close = (start + 1..<end).first(where: { words[$0].gapBefore.contains(.quote) })
    {
      end = close
    }
    // "the territory known as Guam", "the country formerly called Zaire": the name follows.
    if let namer = (start..<end).last(where: { isNamingWord($0) }), namer + 1 < end {
      start = namer + 1
    }
    // "present-day Turkey", "modern day Iran".
    while start + 1 < end, Keywords.timeQualifiers.contains(words[start].folded) { start += 1 }
    guard start < end, !sentence.isStop(before: start) else { return nil }
    guard let span = trimmed(start...(end - 1)) else { return nil }
    // "holland flag emoji for king's day": what it is for is an occasion, not a place.
    if introduced, words[start - 1].folded == "for",
      (span.lowerBound..<end).contains(where: { Self.occasionWords.contains(words[$0].folded) })
    {
      return nil
    }
    return (span, introduced)
  }

  /// "Peru's capital", "the Swedish flag", "Saint Helena, Ascension and Tristan da Cunha flag".
  private func subjectBefore(_ keyword: Span) -> Span? {
    var end = keyword.lowerBound - 1
    // "it only takes the two letter code": a word before "the" and the cue is a verb; a name
    // stands right before the cue ("Peru's code", "Peru code").
    if end >= 1, sentence.classes(of: end).contains(.article),
      !sentence.classes(of: end - 1).contains(.article)
    {
      return nil
    }
    // "Pakistan ki capital": Hindi's "of" comes after the name, as "'s" does.
    if end > 0, ["ka", "ki", "ke"].contains(sentence.words[end].folded) { end -= 1 }
    guard end >= 0, !sentence.isStop(before: keyword.lowerBound) else { return nil }
    var start = end
    while start >= 0, canBelongToName(start) {
      if start == 0 || sentence.isStop(before: start) { break }
      start -= 1
    }
    if !canBelongToName(start) { start += 1 }
    guard start <= end else { return nil }
    return trimmed(start...end)
  }

  /// The run of name-like words closest to the keyword: "For Kenya, what's the flag?"
  private func nearestRun(to keyword: Span, onlyBefore: Bool = false) -> Span? {
    var best: Span?
    var bestDistance = Int.max
    var index = 0
    let words = sentence.words
    while index < words.count {
      guard !keyword.contains(index), isContent(index) else {
        index += 1
        continue
      }
      var end = index
      while end + 1 < words.count, !keyword.contains(end + 1), !sentence.isStop(before: end + 1),
        canBelongToName(end + 1)
      {
        end += 1
      }
      if let span = trimmed(index...end), !onlyBefore || span.upperBound < keyword.lowerBound {
        let distance =
          span.upperBound < keyword.lowerBound
          ? keyword.lowerBound - span.upperBound : span.lowerBound - keyword.upperBound
        if distance < bestDistance {
          best = span
          bestDistance = distance
        }
      }
      index = end + 1
    }
    return best
  }

  /// Cuts question words off both ends; nil when nothing name-like is left.
  private func trimmed(_ span: Span) -> Span? {
    var lower = span.lowerBound
    var upper = span.upperBound
    while lower <= upper, isLeadingNoise(lower, before: upper) { lower += 1 }
    // "Either way, what's its ISO code?": a turn of phrase, not a name.
    if lower + 1 <= upper, sentence.words[lower].folded == "either",
      ["way", "case"].contains(sentence.words[lower + 1].folded)
    {
      lower += 2
    }
    // "the record just says 'Éire'": the name is what the quote opens, not the verb before.
    if lower < upper,
      let quoted = ((lower + 1)...upper).first(where: { sentence.opensWithQuote($0) }),
      (lower..<quoted).allSatisfy({
        !sentence.scalars[sentence.words[$0].start].properties.isUppercase
      })
    {
      lower = quoted
    }
    // "destination: Turks & Caicos — ISO2?": a form's label is no part of the name.
    if lower < upper, Self.labels.contains(sentence.words[lower].folded),
      sentence.words[lower + 1].gapBefore.contains(.pause)
    {
      lower += 1
    }
    // No English name holds a question word, so one ends the name: "Peru or Chile",
    // "Peru located".
    if lower < upper,
      let stop = ((lower + 1)...upper).first(where: { endsName($0) || startsRemark($0) })
    {
      upper = stop - 1
    }
    // A tail of question words ("kenyaa is which city") goes from its first hard one on,
    // so "Vatican City please" keeps its city.
    var tail = upper
    while tail >= lower, isTrailingNoise(tail) { tail -= 1 }
    var cut = upper + 1
    if tail < upper {
      for index in (tail + 1)...upper where isHardNoise(index) {
        cut = index
        break
      }
    }
    upper = cut - 1
    while upper >= lower,
      sentence.classes(of: upper).contains(.connector)
        || sentence.classes(of: upper).contains(.article)
    {
      upper -= 1
    }
    guard lower <= upper else { return nil }
    guard (lower...upper).contains(where: { isContent($0) }) else { return nil }
    return lower...upper
  }

  /// Where what follows a name is about it, not part of it: "Belize in Central America",
  /// "Gondor from Lord of the Rings", "Fiji, the island nation", "Australia (not Sydney)".
  /// No English country name holds these prepositions, or a comma before "the".
  private func startsRemark(_ index: Int) -> Bool {
    let word = sentence.words[index]
    if Keywords.remarkPrepositions.contains(word.folded) { return true }
    return !word.gapBefore.isDisjoint(with: [.comma, .pause, .bracket])
      && Keywords.remarkOpenings.contains(word.folded)
  }

  private func isLeadingNoise(_ index: Int, before upper: Int) -> Bool {
    let classes = sentence.classes(of: index)
    // Ordinary words are not noise here: a mistyped name can spell one ("Cost Arica").
    if !classes.isDisjoint(with: [.filler, .article, .preposition, .topic]) {
      return true
    }
    // "N Korea", "S Africa": a direction's letter starts the name.
    if classes.contains(.connector) {
      return !(index < upper && ["n", "s", "e", "w"].contains(sentence.words[index].folded))
    }
    // "the country of Peru", "the nation called Oz"; not "the state of Ohio", a state's.
    let word = sentence.words[index].folded
    if sentence.countriesNouns[index] && word != "states", index < upper {
      return true
    }
    return false
  }

  private func isTrailingNoise(_ index: Int) -> Bool {
    !sentence.classes(of: index).isDisjoint(with: [
      .filler, .article, .preposition, .topic, .common, .modifier, .countries, .connector,
    ]) || isHardNoise(index)
  }

  private func endsName(_ index: Int) -> Bool {
    let word = sentence.words[index]
    if word.isInitials { return false }
    // "Georgia not the US state": no country's name holds "not"; what follows rules out.
    if word.folded == "not" { return true }
    return !sentence.classes(of: index).isDisjoint(with: [.filler, .topic, .common])
      || sentence.families[index] != nil
  }

  private func isHardNoise(_ index: Int) -> Bool {
    let word = sentence.words[index]
    if word.isInitials { return false }
    return !sentence.classes(of: index).isDisjoint(with: [.filler, .preposition, .topic, .common])
      || sentence.families[index] != nil || Lexicon.isClosingPoliteness(word.folded)
  }

  /// Words a name may hold, inside it at least: not question words, but "of", "and", "the".
  private func canBelongToName(_ index: Int) -> Bool {
    let classes = sentence.classes(of: index)
    if classes.contains(.connector) || classes.contains(.article) {
      return sentence.words[index].folded != "a" && sentence.words[index].folded != "an"
    }
    if !classes.isDisjoint(with: [.filler, .preposition, .topic, .common]) { return false }
    return family(at: index) == nil
  }

  /// A word that can carry a name on its own.
  private func isContent(_ index: Int) -> Bool {
    let word = sentence.words[index]
    if word.isInitials { return true }
    // "what country code is +44": numbers name no country.
    if word.folded.utf8.allSatisfy({ (48...57).contains($0) }) { return false }
    if !sentence.classes(of: index).isDisjoint(
      with: WordClass.notName.union([.connector, .modifier]))
    {
      return false
    }
    if sentence.countriesNouns[index] { return false }
    return family(at: index) == nil
  }
}
