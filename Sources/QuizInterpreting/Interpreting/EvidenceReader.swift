import QuizEngine

/// Reads a message by its evidence when no reader of a sentence's shape can: the word that
/// says what is asked may stand anywhere, among greetings, thanks and context nobody wrote a
/// rule for ("we're doing Africa in class this week, what's the capital of Ghana"), and the
/// place is found when the question is answered, among every place the message names.
///
/// Words it has no rule for are neutral. It refuses only on positive evidence: another fact
/// asked ("population", "currency"), the cue word in another sense ("capital letter", "red
/// flag", "zip code"), or a message that asks about many countries or another time.
struct EvidenceReader {
  let sentence: Sentence
  let text: String
  /// Where the words the person stands by begin, after a correction ("capital of Austria, no
  /// wait, Australia"); 0 when nothing was taken back.
  let correctionEnd: Int
  /// A claim to check: "Is Almaty the capital of…", "… is Istanbul, right?", "I think the
  /// capital of Morocco is Rabat?".
  let isCheck: Bool
  /// Where a sentence of a name alone types again a near name said before it ("Nigerian...
  /// Niger."), when one does.
  let restatedName: Int?
  /// Whether "or" joins two words that could be names: "Kenya or Uganda", not "or not".
  let offersAChoice: Bool
  /// The first word of a request that closes the message with a possessive ("…, give me
  /// Slovakia's"), when it has one.
  private let possessiveRequest: Int?

  init(sentence: Sentence, text: String) {
    self.sentence = sentence
    self.text = text
    possessiveRequest = Self.possessiveRequest(in: sentence)
    restatedName = sentence.words.indices.last { Self.restatesANearName(at: $0, in: sentence) }
    correctionEnd = Self.correctionEnd(
      in: sentence, possessiveRequest: possessiveRequest, restatedName: restatedName)
    isCheck = Self.isCheck(sentence)
    offersAChoice = Self.offersAChoice(sentence)
  }

  /// The question the evidence supports; nil when it supports none.
  func question() -> Question? {
    let words = sentence.words
    // Most messages not understood name no kind of question at all: nothing to weigh.
    guard !words.isEmpty,
      sentence.families.contains(where: { $0 != nil }) || sentence.countriesNouns.contains(true),
      mayNameAPlace, asks, !refuses()
    else { return nil }
    let subjects = SubjectQuestionReader(sentence: sentence)
    let from = correctionEnd
    guard let (family, span) = cue(among: subjects) else {
      return subjects.hasNegatedKeyword() ? nil : reverseFragment()
    }
    // "Category: World Capitals for $400. This city is the capital of Slovakia.": only a
    // keyword of the cue's own sentence can turn it into another question.
    // "… similar flags, show me Niger's": the request asks again, whatever came before it.
    let asked =
      possessiveRequest.map { $0..<words.count }
      ?? sentence.sentenceRange(around: span.lowerBound)
    if subjects.hasNegatedKeyword(in: asked) { return nil }
    // "Germany = GE in ISO codes": only a capital has things in it.
    if family == .capital, isPlaceOfSomethingElse(before: span), !asksWhichCity(after: span) {
      return nil
    }
    // "whose code is NE, niger or nigeria?": the code typed is what is known.
    if family == .code, span.lowerBound > 0, words[span.lowerBound - 1].folded == "whose",
      let code = countryOfTypedCode(in: asked)
    {
      return code
    }
    // "which flag has a dragon on it", "name a capital on the Danube": any country's; but
    // "Asmara is a capital, of which country?" asks whose.
    // "what code do I put in the country box": a code is asked for a place named elsewhere.
    if span.lowerBound > 0,
      ["which", "what", "whose", "a", "an", "any", "one", "some", "every", "each"].contains(
        words[span.lowerBound - 1].folded),
      family != .capital || !asksWhichCountry(around: span), !isOnePlaces(span),
      !(family == .code && words[span.lowerBound - 1].folded == "what")
    {
      return nil
    }
    // "capital of a column": a capital, a flag or a code of some thing, not of a country.
    if span.upperBound + 2 < words.count, words[span.upperBound + 1].folded == "of",
      ["a", "an", "any", "some", "every", "each", "all"].contains(words[span.upperBound + 2].folded)
    {
      return nil
    }
    let cue = words[span.lowerBound].start..<words[span.upperBound].end
    let intent: Intent
    switch family {
    case .capital:
      intent =
        (asksWhichCountry(around: span) && !asksItsCapitalAfterward(span))
          || tellsItsCapital(span) ? .countryByCapital : .capital
    case .flag:
      guard !asksWhichCountry(around: span) else { return nil }
      intent = .flag
    case .code:
      // "which country has code NE, niger or nigeria?": the code typed is what is known.
      guard !asksWhichCountry(around: span) else {
        return countryOfTypedCode(in: asked)
      }
      intent = .isoCode
    }
    return .spotted(
      SpottedQuestion(
        intent: intent, message: text, cue: cue, from: from,
        isCheck: intent != .countryByCapital && isCheck))
  }

  /// The country of the first two capitals typed in `range` ("NE"), after any taken back
  /// ("SI no scratch that SL"); nil when none are.
  private func countryOfTypedCode(in range: Range<Int>) -> Question? {
    let words = sentence.words
    return range.first(where: { index in
      words[index].start >= correctionEnd && words[index].isInitials
        && words[index].folded.count == 2
    }).map {
      .countryWithCode(sentence.typed(from: $0, through: $0))
    }
  }

  /// "Greenland has a capital? what is it", "is there a flag emoji for Kosovo": a capital or a
  /// flag that one place has, not any one.
  private func isOnePlaces(_ span: ClosedRange<Int>) -> Bool {
    let words = sentence.words
    let before = span.lowerBound - 1
    guard ["a", "an"].contains(words[before].folded) else { return false }
    if before > 0, ["has", "have", "got"].contains(words[before - 1].folded), before > 1,
      words[before - 2].folded == "it"
        || (sentence.classes(of: before - 2).isEmpty && sentence.families[before - 2] == nil)
    {
      return true
    }
    var after = span.upperBound + 1
    if after < words.count, Self.pictures.contains(words[after].folded) { after += 1 }
    return after + 1 < words.count && ["for", "of"].contains(words[after].folded)
      && sentence.classes(of: after + 1).isEmpty && !sentence.isStop(before: after + 1)
  }

  private static let pictures: Set<String> = [
    "emoji", "icon", "image", "picture", "pic", "sticker", "graphic",
  ]

  /// The last keyword of the message that asks about one country: "I love flags, what's the
  /// flag of Jamaica" asks for one flag. Only plurals ("all the capitals of Europe", "us state
  /// flags") ask about many, which is no question of the four unless countries are listed.
  private func cue(among subjects: SubjectQuestionReader) -> (Keywords.Family, ClosedRange<Int>)? {
    var found: [(Keywords.Family, ClosedRange<Int>)] = []
    var start = 0
    while let next = subjects.keyword(from: start) {
      found.append(next)
      start = next.1.upperBound + 1
    }
    let words = sentence.words
    // "Capitals round, number 4: Turkmenistan": a quiz's round is named in the plural.
    // "Round 3, flags. First up: Kenya." too.
    let names = { (index: Int) in
      index >= 0 && index < words.count
        && ["round", "quiz", "question", "section", "category", "time"].contains(
          words[index].folded)
    }
    let isPlural = { (span: ClosedRange<Int>) in
      span.contains { ["capitals", "flags", "codes", "capitols"].contains(words[$0].folded) }
        // "Germany = GE in ISO codes, right?": the list the code is in.
        && !(span.lowerBound > 0 && words[span.lowerBound - 1].folded == "in"
          && words[span.upperBound].folded == "codes")
        && !names(span.upperBound + 1)
        && !(max(0, span.lowerBound - 3)..<span.lowerBound).contains(where: names)
    }
    if let singular = found.last(where: { !isPlural($0.1) }) { return singular }
    // "ISO codes confuse me, I need Iraq's": the request asks for one.
    if possessiveRequest != nil { return found.last }
    // "flags of Chad and Romania", "Chad and Romania flags", "three capitals, Pretoria,
    // Bloemfontein and Cape Town": "and" joining two names in the plural's sentence; not
    // "… flags on the stations, and then my wife asked", nor "a railway and painted flags".
    guard let last = found.last else { return nil }
    let asked = sentence.sentenceRange(around: last.1.lowerBound)
    let listsCountries = asked.contains { index in
      guard index > 0, index + 1 < words.count, ["and", "or", "&"].contains(words[index].folded)
      else { return false }
      var next = index + 1
      if next + 1 < words.count, sentence.classes(of: next).contains(.article) { next += 1 }
      return sentence.classes(of: index - 1).isEmpty && sentence.classes(of: next).isEmpty
        && (index > last.1.upperBound || index + 2 == last.1.lowerBound)
    }
    return listsCountries ? last : nil
  }

  private static func offersAChoice(_ sentence: Sentence) -> Bool {
    let words = sentence.words
    return words.indices.dropFirst().dropLast().contains { index in
      // "Dominica or of the Dominican Republic": the words that introduce the second place.
      var next = index + 1
      while next + 1 < words.count,
        !sentence.classes(of: next).isDisjoint(with: [.preposition, .article])
      {
        next += 1
      }
      return words[index].folded == "or" && sentence.classes(of: next).isEmpty
        && sentence.classes(of: index - 1).isEmpty
        // "Dear Sir or Madam, …": a choice is offered where something is asked.
        && sentence.sentenceRange(around: index).contains {
          sentence.families[$0] != nil || sentence.countriesNouns[$0] || words[$0].isInitials
            || words[$0].folded == "which"
        }
    }
  }

  /// A correction, when the message has one: where the words the person stands by begin.
  /// "capital of Austria, no wait, Australia", "flag of Slovakia — oops, Slovenia", "code for
  /// Iran? I mean Iraq".
  private static func correctionEnd(
    in sentence: Sentence, possessiveRequest: Int?, restatedName: Int?
  ) -> Int {
    let words = sentence.words
    var end = 0
    // "Not Dominica, the Dominican Republic: what's the capital?": the place said first is
    // ruled out, up to the comma.
    if words.count > 3, words[0].folded == "not",
      let comma = words.indices.dropFirst(2).first(where: {
        words[$0].gapBefore.contains(.comma)
      }), comma <= 4
    {
      end = words[comma - 1].end
    }
    for index in words.indices {
      // "Zambia's capital is Lusaka — what's Gambia's?", "Congo, the big one — DR Congo":
      // after a dash, the clause the person goes on with says which place is asked about.
      // A clause that says what is not meant ("— not Dar es Salaam", "— the island, not the
      // Dominican Republic") only rules a place out.
      if index > 0, words[index].gapBefore.contains(.pause),
        sentence.scalars[words[index - 1].end..<words[index].start].contains(where: {
          $0 == "—" || $0 == "–" || $0 == "-"
        }),
        !clauseSaysNot(from: index, in: sentence), clauseMayNameAPlace(from: index, in: sentence),
        !clausePointsBack(from: index, in: sentence),
        // "capital of Turkey — Ankara or Istanbul?": a choice offered, nothing taken back.
        !clause(from: index, in: sentence).contains(where: { sentence.words[$0].folded == "or" })
      {
        end = words[index].start
      }
      if index > 0, index == possessiveRequest { end = words[index].start }
      if index == restatedName { end = words[index].start }
      // "…, but what about Niger?", "how about Gambia".
      if words[index].folded == "about", index > 0,
        ["what", "how", "whats"].contains(words[index - 1].folded), index + 1 < words.count
      {
        end = words[index].end
      }
      guard let marker = markers[words[index].folded] else { continue }
      let next = index + 1 < words.count ? words[index + 1].folded : ""
      var length = 0
      switch marker {
      case .takeBack: length = 1
      // "no wait", "no, of Germany", ", no, …": a "no" standing alone between commas.
      case .no:
        let standsAlone =
          (index > 0 && words[index].gapBefore.contains(.comma) || sentence.isStop(before: index))
          && index + 1 < words.count && words[index + 1].gapBefore.contains(.comma)
        // "Iran... wait no, Iraq", "Slovenia, ugh no, Slovakia": after a cry of its own.
        let afterWait = index > 0 && Self.cries.contains(words[index - 1].folded)
        if standsAlone || afterWait || ["wait", "sorry", "i", "actually", "of"].contains(next) {
          length = 1
        }
      case .i:
        guard index > 0, next == "mean" || next == "meant" else { break }
        // "capital of Guinea, Guinea-Bissau I meant": the clause it closes is what is meant.
        if index + 2 == words.count, index > 1 {
          var start = index - 1
          while start > 0, words[start].gapBefore.isDisjoint(with: [.comma, .pause, .stop]) {
            start -= 1
          }
          if start > 0 { end = words[start].start }
          continue
        }
        length = 2
      case .sorry:
        // "capital of Hungary? or Slovakia? Slovakia, sorry": the clause it closes is meant.
        if index + 1 == words.count, index > 1,
          words[index].gapBefore.contains(.comma) || sentence.isStop(before: index)
        {
          var start = index - 1
          while start > 0, words[start].gapBefore.isDisjoint(with: [.comma, .pause, .stop]) {
            start -= 1
          }
          if start > 0 { end = words[start].start }
          continue
        }
        if index > 0, next != "to" { length = 1 }
      case .actually: if index > 0, words[index].gapBefore.contains(.comma) { length = 1 }
      // "capital of Dominica... hang on, Dominican Republic", "Iran, wait, Iraq": said alone,
      // it stops the person short of what they typed before.
      case .wait:
        let said = words[index].folded == "wait" ? 1 : next == "on" ? 2 : 0
        if said > 0, index > 0, index + said < words.count,
          !words[index + said].gapBefore.isDisjoint(with: [.comma, .pause, .stop])
        {
          length = said
        }
      case .check, .opinion: break
      }
      guard length > 0, index + length < words.count else { continue }
      end = words[index + length - 1].end
    }
    return end
  }

  /// "flag of Nigerian... Niger. the country Niger.": a sentence of a name alone, like one
  /// typed before it, puts right what the phone or a slip of the fingers made of it.
  private static func restatesANearName(at index: Int, in sentence: Sentence) -> Bool {
    let words = sentence.words
    guard index > 0, sentence.isStop(before: index) else { return false }
    var name = index
    while name < words.count,
      ["the", "country", "i", "mean", "ie", "its"].contains(words[name].folded)
    {
      name += 1
    }
    let end = sentence.sentenceRange(around: index).upperBound
    guard name < end, end - name <= 3,
      (name..<end).allSatisfy({ sentence.classes(of: $0).isEmpty && sentence.families[$0] == nil })
    else { return false }
    let typed = words[name].folded
    return words[..<index].contains { earlier in
      earlier.folded != typed && earlier.folded.utf8.count >= 4
        && earlier.folded.utf8.prefix(3).elementsEqual(typed.utf8.prefix(3))
    }
  }

  /// Whether any word could be a place's name: one the lexicon does not know, or initials.
  /// "what is a flag", "raise the flag" and "flag this message" name nothing.
  private var mayNameAPlace: Bool {
    // "the capital of pole and": words the cue introduces may be a name heard as other words.
    sentence.words.indices.contains { index in
      index > 0 && sentence.families[index - 1] != nil
        && ["of", "for"].contains(sentence.words[index].folded) && index + 1 < sentence.words.count
        && sentence.classes(of: index + 1).isDisjoint(with: [.filler, .article, .preposition])
    }
      || sentence.words.indices.contains { index in
        let word = sentence.words[index]
        return word.isInitials
          || (sentence.classes(of: index).isEmpty && sentence.families[index] == nil
            && !sentence.countriesNouns[index] && !Keywords.isStartVerb(word.folded))
      }
  }

  /// Whether the message asks at all: a question mark, a word that asks or requests, a claim
  /// to check, or a fragment too short to be a statement. "we visited the capital of Peru in
  /// May" tells.
  private var asks: Bool {
    let words = sentence.words
    if words.count <= 5 || sentence.scalars.contains("?") || isCheck { return true }
    if words.contains(where: { Self.askingWords.contains($0.folded) }) { return true }
    if Self.reportsAQuestion(sentence) { return true }
    // A sentence about the person ("we visited…", "my cousin lives…") tells; anything else
    // with a cue in it is taken to ask.
    guard let first = words.first?.folded else { return false }
    return !["i", "we", "my", "our", "they", "he", "she", "you", "your", "their", "his", "her"]
      .contains(first)
  }

  /// "my son asked me if …", "they asked whether …": a question asked again as it was
  /// reported, which checks the claim that follows.
  private static func reportsAQuestion(_ sentence: Sentence) -> Bool {
    let words = sentence.words
    for index in words.indices where askVerbs.contains(words[index].folded) {
      var next = index + 1
      if next < words.count, askedWho.contains(words[next].folded) { next += 1 }
      if next < words.count, words[next].folded == "if" || words[next].folded == "whether" {
        return true
      }
    }
    return false
  }

  private static let askVerbs: Set<String> = ["ask", "asks", "asked", "asking", "wonders"]
  private static let askedWho: Set<String> = ["me", "us", "him", "her", "them", "you"]

  static let askingWords: Set<String> = Set(
    words: """
      what whats wats wat which wich whch tell give show need know want wanna please pls plz find
      list name whose who where help looking wondering wonder curious remind say gimme lemme
      """)

  /// "Lusaka which country", "Riga?? country", "Bishkek = which country?": a city and the
  /// word "country", in a message too short to be anything else.
  private func reverseFragment() -> Question? {
    let words = sentence.words
    if words.count > 5 { return reverseFragmentInSentences() ?? whichCountryThatIs() }
    guard words.count <= 5,
      let noun = words.indices.first(where: { sentence.countriesNouns[$0] }),
      words[noun].folded == "country" || words[noun].folded == "nation"
    else { return nil }
    let others = words.indices.filter { index in
      index != noun
        && !["which", "what", "whose", "is", "its", "it", "the", "this"].contains(
          words[index].folded)
    }
    // "Is Peru a country?" asks what Peru is.
    guard (1...3).contains(others.count),
      noun == 0 || !["a", "an"].contains(words[noun - 1].folded)
    else { return reverseFragmentInSentences() }
    return .spotted(
      SpottedQuestion(
        intent: .countryByCapital, message: text, cue: words[noun].start..<words[noun].end))
  }

  /// "Paramaribo. Which country? Buzzers at the ready.": a name alone in one sentence, and
  /// the next asking only which country.
  private func reverseFragmentInSentences() -> Question? {
    let words = sentence.words
    guard let noun = words.indices.first(where: { sentence.countriesNouns[$0] }),
      ["country", "nation"].contains(words[noun].folded)
    else { return nil }
    let asking = sentence.sentenceRange(around: noun)
    guard asking.lowerBound > 0, asking.count <= 4,
      asking.allSatisfy({ index in
        index == noun
          || ["which", "what", "whats", "is", "it", "that", "this"].contains(words[index].folded)
      })
    else { return nil }
    var named = sentence.sentenceRange(around: asking.lowerBound - 1)
    // "Pax destination: Addis Ababa. Country?": the name after a label and its colon.
    if let label = named.last(where: {
      $0 > named.lowerBound && words[$0].gapBefore.contains(.pause)
    }),
      label - named.lowerBound <= 3
    {
      named = label..<named.upperBound
    }
    guard (1...3).contains(named.count),
      named.allSatisfy({ sentence.classes(of: $0).isEmpty && !words[$0].isInitials }),
      !(asking.upperBound..<words.count).contains(where: { index in
        sentence.countriesNouns[index] || !sentence.classes(of: index).isDisjoint(with: .topic)
      })
    else { return nil }
    return .spotted(
      SpottedQuestion(
        intent: .countryByCapital, message: text, cue: words[noun].start..<words[noun].end))
  }

  /// "next stop is Astana, what country is that in?": a clause of its own asks which country
  /// "that" is, pointing back at a capital named before it.
  private func whichCountryThatIs() -> Question? {
    let words = sentence.words
    guard let noun = words.indices.first(where: { sentence.countriesNouns[$0] }), noun > 1,
      ["country", "nation"].contains(words[noun].folded),
      Self.whichWords.contains(words[noun - 1].folded),
      !words[noun - 1].gapBefore.isEmpty
    else { return nil }
    var end = noun + 1
    while end < words.count, words[end].gapBefore.isEmpty { end += 1 }
    let clause = words[(noun + 1)..<end].map(\.folded)
    // "Customer is in Windhoek, which country?", "…, what country do I pick in the dropdown":
    // the clause, last in the message, asks nothing else, or only what to choose on a form.
    let pointsBack =
      clause.contains(where: { ["that", "this", "it"].contains($0) })
      && clause.allSatisfy({ Self.pointingBack.contains($0) })
    let asksAlone =
      end == words.count && clause.isEmpty
      || end == words.count && clause.count >= 3 && ["do", "should"].contains(clause[0])
        && clause[1] == "i"
        && Self.choosing.contains(clause[2])
        && clause.dropFirst(3).allSatisfy({ Self.onAForm.contains($0) })
    // "just landed in Vientiane, which country am i in lol": where the person is.
    let asksWhereThePersonIs =
      clause.count >= 3 && [["am", "i", "in"], ["are", "we", "in"]].contains(Array(clause[..<3]))
      && clause.dropFirst(3).allSatisfy({ ["lol", "now", "right", "exactly"].contains($0) })
    guard end == words.count || sentence.isStop(before: end),
      pointsBack || asksAlone || asksWhereThePersonIs
    else { return nil }
    return .spotted(
      SpottedQuestion(
        intent: .countryByCapital, message: text, cue: words[noun].start..<words[noun].end,
        needsACapitalNamed: pointsBack || asksWhereThePersonIs))
  }

  private static let whichWords: Set<String> = ["which", "what", "wich", "wat"]

  private static let choosing: Set<String> = ["select", "pick", "choose", "put", "enter", "tick"]
  private static let onAForm: Set<String> = [
    "in", "on", "from", "the", "a", "this", "that", "dropdown", "box", "list", "menu", "form",
    "field",
  ]

  private static let pointingBack: Set<String> = Set(
    words: """
      is s was that this it in again exactly then located part of from
      """)

  /// "which country", "what country", "whose", "the capital of?", "capital of who?", "name
  /// the country: its capital is Paramaribo".
  /// "Which country is 'Sakartvelo'? Give me its capital": the country is asked about first,
  /// and its capital in a sentence after.
  private func asksItsCapitalAfterward(_ span: ClosedRange<Int>) -> Bool {
    let words = sentence.words
    guard span.lowerBound > 0, ["its", "their"].contains(words[span.lowerBound - 1].folded),
      let stop = (1...span.lowerBound).last(where: { sentence.isStop(before: $0) })
    else { return false }
    return !sentence.countriesNouns[stop...].contains(true)
  }

  private func asksWhichCountry(around span: ClosedRange<Int>) -> Bool {
    let words = sentence.words
    // "the country code of Ireland": the cue's own word names no country asked for, unlike
    // "which country's capital".
    for index in words.indices
    where sentence.countriesNouns[index] && (!span.contains(index) || words[index].isPossessive) {
      guard index > 0 else { continue }
      // "the country box", "the country field": a place on a form to fill.
      if index + 1 < words.count, Self.formPlaces.contains(words[index + 1].folded) { continue }
      let before = words[index - 1].folded
      // "the two letter code, not the name": what is not asked.
      if before == "the", index >= 2, words[index - 2].folded == "not" { continue }
      // "a field for the country", "the box for the country": the same place on a form.
      if before == "the", index >= 3, ["for", "in"].contains(words[index - 2].folded),
        Self.formPlaces.contains(words[index - 3].folded)
      {
        continue
      }
      // "Georgia (the country)", "Georgia, the country": a qualifier on the name, not a
      // country asked for.
      if before == "the", !words[index - 1].gapBefore.isDisjoint(with: [.bracket, .comma]) {
        continue
      }
      // "the capital of Georgia the country": a qualifier right after the name.
      if before == "the", index >= 2,
        sentence.scalars[words[index - 2].start].properties.isUppercase,
        sentence.classes(of: index - 2).isEmpty, sentence.families[index - 2] == nil
      {
        continue
      }
      // "the country Niger": the name it goes on with says which.
      if before == "the", index + 1 < words.count, !sentence.isStop(before: index + 1),
        sentence.classes(of: index + 1).isEmpty, sentence.families[index + 1] == nil
      {
        continue
      }
      // "I didn't even catch which country, what is the capital of Tajikistan": the cue's own
      // clause asks it of a place it names.
      if index < span.lowerBound,
        sentence.asksInAClauseOfItsOwn(within: (index + 1)..<span.lowerBound, cue: span.upperBound)
      {
        continue
      }
      if ["which", "what", "whose", "wich", "wat", "the"].contains(before) { return true }
    }
    if words.contains(where: { $0.folded == "whose" }) { return true }
    // "Maputo city is the capital of?", "Vilnius is the capital of who?": the country is what
    // is missing.
    let after = span.upperBound + 1
    // "Malé is the capital of ___": a blank to fill.
    if after < words.count, words[after].folded == "of" {
      let gapEnd = after + 1 < words.count ? words[after + 1].start : sentence.scalars.count
      if sentence.scalars[words[after].end..<gapEnd].contains("_") { return true }
    }
    if after < words.count, words[after].folded == "of" {
      let rest = words[(after + 1)...].map(\.folded).filter { !Self.closing.contains($0) }
      if rest.isEmpty || rest == ["who"] || rest == ["what"] || rest == ["where"] {
        return true
      }
    }
    return false
  }

  private static let drawing: Set<String> = ["draw", "colour", "color", "paint", "sketch"]
  private static let needing: Set<String> = [
    "need", "needs", "needed", "have", "has", "had", "want", "wants", "got", "gotta",
  ]
  private static let moves: Set<String> = ["move", "moving", "moved", "relocating"]
  /// What people do when they make a claim or ask one.
  private static let speaking: Set<String> = Set(
    words: """
      say says said ask asks asked asking tell telling told keep think thinks claim claims swear
      swears insist insists argue
      """)
  private static let longFigures: Set<String> = [
    "story", "time", "day", "week", "weekend", "night", "shot", "post", "message", "list",
  ]

  private static let formPlaces: Set<String> = [
    "box", "field", "dropdown", "column", "line", "section", "slot", "bit", "part",
  ]

  /// "Crossword: 'Its capital is Vientiane' (4)": a clue that tells an unnamed country's
  /// capital asks for the country.
  private func tellsItsCapital(_ span: ClosedRange<Int>) -> Bool {
    let words = sentence.words
    guard span.lowerBound > 0, words[span.lowerBound - 1].folded == "its" else { return false }
    // "Peru, its capital is Cusco?": a claim about the place named before "its", to check.
    if isCheck,
      (0..<(span.lowerBound - 1)).contains(where: {
        sentence.classes(of: $0).isEmpty && sentence.families[$0] == nil
      })
    {
      return false
    }
    // "'Skopje is its capital' (5,9)": the capital told before it.
    // "… that's Poland. What is its capital?" asks it of the place before.
    if span.lowerBound > 2, words[span.lowerBound - 2].folded == "is",
      !sentence.isStop(before: span.lowerBound - 2),
      !Self.whichWords.contains(words[span.lowerBound - 3].folded)
    {
      return true
    }
    return span.upperBound + 2 < words.count && words[span.upperBound + 1].folded == "is"
      && !sentence.isStop(before: span.upperBound + 2)
  }

  /// "Slovakia and Slovenia flags look the same, give me Slovakia's": a request after the
  /// places that names the one meant, by a possessive that ends it; the request's first word.
  private static func possessiveRequest(in sentence: Sentence) -> Int? {
    let words = sentence.words
    guard let last = words.last, last.isPossessive,
      let clause = words.indices.dropFirst().last(where: {
        !words[$0].gapBefore.isDisjoint(with: [.comma, .stop, .pause])
      })
    else { return nil }
    // "…, I need Iraq's": the person may come first.
    let request = ["i", "we"].contains(words[clause].folded) ? clause + 1 : clause
    guard request < words.count - 1,
      ["give", "show", "want", "need", "send"].contains(words[request].folded)
    else { return nil }
    return clause
  }

  /// The words of the clause that starts at word `start`, up to the next stop.
  private static func clause(from start: Int, in sentence: Sentence) -> Range<Int> {
    var end = start + 1
    while end < sentence.words.count, !sentence.isStop(before: end) { end += 1 }
    return start..<end
  }

  /// Whether a word of the clause that starts at word `start` could be a name: one the
  /// lexicon does not know, and no keyword ("Peru - flag" goes on with no place).
  private static func clauseMayNameAPlace(from start: Int, in sentence: Sentence) -> Bool {
    clause(from: start, in: sentence).contains { index in
      sentence.classes(of: index).isEmpty && sentence.families[index] == nil
        && !sentence.countriesNouns[index]
    }
  }

  /// "Croatia through to the final — remind me, their capital is Zagreb?": "their" or "its"
  /// before the cue points back to the place before the dash.
  /// "— students always confuse it with India's", "— similar to Chad's": a place compared
  /// with the one asked about is no correction of it.
  private static func clausePointsBack(from start: Int, in sentence: Sentence) -> Bool {
    clause(from: start, in: sentence).contains { index in
      let word = sentence.words[index].folded
      return ["their", "its"].contains(word)
        && index + 1 < sentence.words.count && sentence.families[index + 1] != nil
        || Keywords.comparisons.contains(word) || Keywords.confusions.contains(word)
        // "ISO code for Puerto Rico - do they just use US?": the clause goes on about it.
        || ["they", "it"].contains(word) && index - start <= 2
    }
  }

  /// Whether "not" stands in the clause that starts at word `start`.
  /// "— not Dar es Salaam", "— the island, not the Dominican Republic": the clause only rules
  /// a place out. "— ugh, Guinea-Bissau, not Guinea" names the place meant, between commas,
  /// before it rules one out.
  private static func clauseSaysNot(from start: Int, in sentence: Sentence) -> Bool {
    let clause = Array(clause(from: start, in: sentence))
    guard let not = clause.firstIndex(where: { sentence.words[$0].folded == "not" }) else {
      return false
    }
    let commas = (1..<max(1, not)).filter { sentence.words[clause[$0]].gapBefore.contains(.comma) }
    for (position, segmentStart) in commas.enumerated() {
      let segmentEnd = position + 1 < commas.count ? commas[position + 1] : not
      if segmentStart < segmentEnd,
        clause[segmentStart..<segmentEnd].allSatisfy({ sentence.classes(of: $0).isEmpty })
      {
        return false
      }
    }
    return true
  }

  private static func isCheck(_ sentence: Sentence) -> Bool {
    let words = sentence.words
    guard let first = words.first?.folded else { return false }
    if first == "is" || first == "isnt" || first == "was" || reportsAQuestion(sentence) {
      return true
    }
    for index in words.indices {
      // "hi! we're doing Africa, is Accra the capital of Ghana?": a clause that opens with "is".
      if index > 0, words[index].folded == "is",
        !words[index].gapBefore.isDisjoint(with: [.comma, .stop, .pause])
      {
        return true
      }
      // "Peru's capital is Cusco?", "the capital of Peru is Cusco?": a fact stated, and asked
      // with its mark.
      if sentence.families[index] != nil,
        let verb = (index + 1..<min(index + 6, words.count)).first(where: {
          words[$0].folded == "is"
        }),
        verb + 1 < words.count,
        (index + 1...verb).allSatisfy({
          words[$0].gapBefore.isDisjoint(with: [.comma, .pause, .stop])
        }),
        index + 1 == verb || words[index + 1].folded == "of",
        !SubjectQuestionReader.notClaimed.contains(words[verb + 1].folded),
        sentence.sentenceRange(around: index).upperBound == words.count,
        sentence.scalars[words[words.count - 1].end...].contains("?")
      {
        return true
      }
      switch markers[words[index].folded] {
      case .check?: return true
      // "I think…", "pretty sure…", not "do you think…".
      case .opinion?:
        let previous = index > 0 ? words[index - 1].folded : ""
        if index + 1 < words.count, previous != "you", previous != "u" { return true }
      default: continue
      }
    }
    return false
  }

  /// Words that take back a name or make a message a claim to check.
  private enum Marker { case takeBack, no, i, sorry, actually, check, opinion, wait }

  private static let markers: [String: Marker] = {
    var table: [String: Marker] = [:]
    // "flag of jamaica pls jk jk i need barbados": joking, then the place meant.
    for word in ["oops", "whoops", "correction", "scratch", "rather", "jk", "jkjk", "kidding"] {
      table[word] = .takeBack
    }
    // "Niger... nope, Nigeria", "Guinea, er, Guinea-Bissau": standing alone, as "no" does.
    for word in ["no", "nope", "nah", "er", "erm", "um", "umm", "uh"] { table[word] = .no }
    table["i"] = .i
    table["sorry"] = .sorry
    table["actually"] = .actually
    for word in ["wait", "hang", "hold"] { table[word] = .wait }
    for word in checkWords { table[word] = .check }
    for word in ["think", "sure", "guess", "believe", "reckon"] { table[word] = .opinion }
    return table
  }()

  private static let cries: Set<String> = Set(
    words: """
      wait ugh argh oh ah ahh hmm doh gah uh um oops whoops dang damn shoot
      """)

  /// Positive evidence that the message asks something else.
  private func refuses() -> Bool {
    let words = sentence.words
    // "Can Chennai become the capital of India?", "what if Rio was still Brazil's capital":
    // another world than this one. "Can you tell me…" asks.
    // "does Switzerland have a capital": whether it has one.
    // "has the capital of Brazil changed?", "did it change": whether the fact still holds is
    // answered by the fact as it is today; how often, why or when it changed is history.
    let asksWhetherChanged =
      words.contains { Self.changes.contains($0.folded) }
      && !words.contains { Self.historyQuestions.contains($0.folded) }
    if let first = words.first?.folded,
      Self.modals.contains(first) || Self.auxiliaries.contains(first),
      words.count < 2 || !Self.askers.contains(words[1].folded),
      !(asksWhetherChanged && first != "does" && first != "do"),
      // "had a contact in Kiribati last night": a statement with its subject left out.
      !(["had", "has", "have"].contains(first) && ["a", "an"].contains(words[1].folded)),
      // "cant sleep so what is the capital of Mongolia", "couldn't find the flag of Chad":
      // the person, their subject left out, cannot do something; no other world.
      !(["cant", "couldnt"].contains(first) && words.count > 1
        && Self.personsVerbs.contains(words[1].folded))
    {
      return true
    }
    let hasWho = words.contains { $0.folded == "who" }
    // "whats the flag of brazil i want to draw it": past the question and its place, a clause
    // about the person says nothing against it.
    let firstCue = sentence.families.firstIndex { $0 != nil } ?? words.count
    let scanned =
      words.indices.first { index in
        index > firstCue + 2 && Self.restarts.contains(words[index].folded)
          && !["of", "is", "does", "do", "did", "about", "for"].contains(words[index - 1].folded)
      } ?? words.count
    // "I'm filling out a visa form for Uzbekistan and it wants the capital": a clause about
    // the person tells, and asks nothing.
    let aboutThePerson = SubjectQuestionReader(sentence: sentence).clausesAboutThePerson(
      keyword: firstCue...firstCue)
    // "The two flags look the same, give me Slovakia's": the request asks again.
    let cueSentence =
      firstCue < words.count ? sentence.sentenceRange(around: firstCue) : words.indices
    // Worked out only for a message with a word that could refuse it: most have none.
    var remarks: [Bool]?
    var showsTheFlag: Bool?
    for index in (possessiveRequest ?? 0)..<scanned
    where !aboutThePerson[index] && !sentence.isInAStatement(index, before: firstCue) {
      let word = words[index].folded
      let isSense = Self.senses.contains(word)
      // "Vietnam's flag is red with a yellow star, yes?", "draw the flag of Jamaica but I
      // forgot what it looks like": the flag, described to check it or to see it, is asked.
      // "10. Draw the flag of Zambia: ______": a worksheet's instruction, and the flag is
      // what to copy; "how to draw the flag" asks how to draw. "He needs to draw the flag of
      // Italy, can you show it?": someone has to draw it, and the flag is what to copy.
      // "She has to colour in the flag of Mali" too.
      let object =
        index + 1 < words.count && words[index + 1].folded == "in" ? index + 2 : index + 1
      if Self.drawing.contains(word), object + 1 < words.count,
        index == 0 || sentence.isStop(before: index)
          || (index > 1 && words[index - 1].folded == "to"
            && Self.needing.contains(words[index - 2].folded)),
        ["the", "a"].contains(words[object].folded), sentence.families[object + 1] == .flag
      {
        continue
      }
      if Self.flagDescriptions.contains(word) {
        let shows = showsTheFlag ?? flagIsShown()
        showsTheFlag = shows
        if shows { continue }
      }
      // "flag of Cape Verde for my insta story": the person's own thing, not the country's;
      // but "my neighbour", "my language" stay facts about a country.
      if isSense || !Self.otherFacts.contains(word) && sentence.classes(of: index).contains(.topic),
        isThePersons(index)
      {
        continue
      }
      if !cueSentence.contains(index), Keywords.comparisons.contains(word) { continue }
      // "show me the flag of San Marino, want to compare with a stamp I have", "Hi team, …":
      // a word that gives the cue another sense only does so beside it.
      if isSense {
        let clauses = remarks ?? remarkClauses()
        remarks = clauses
        if clauses[index] { continue }
      }
      let next = index + 1 < words.count ? words[index + 1].folded : ""
      let previous = index > 0 ? words[index - 1].folded : ""
      // "people say it's Sydney", "people at work always ask me if …": people who speak, not
      // how many live there.
      if word == "people", !["many", "much"].contains(previous),
        words[(index + 1)..<min(words.count, index + 5)].contains(where: {
          Self.speaking.contains($0.folded)
        })
      {
        continue
      }
      // "Story says Mogadishu is Somalia's capital, can you confirm?": where a claim was read,
      // not the story behind the capital.
      if ["story", "stories"].contains(word), Self.speaking.contains(next) { continue }
      // "Congo, the big one": a word that picks one out of two.
      if next == "one", previous == "the" { continue }
      // "First up: Kenya.": a quiz host's next question.
      if word == "first", next == "up" { continue }
      if asksWhetherChanged, Self.changes.contains(word) { continue }
      // "Swaziland changed its name a few years back, what's its ISO code now": the country
      // renamed, and its fact asked as it is today.
      if ["change", "changed"].contains(word), ["its", "their"].contains(next),
        index + 2 < words.count, words[index + 2].folded == "name",
        words.contains(where: { ["now", "today", "nowadays", "currently"].contains($0.folded) })
      {
        continue
      }
      // "moving to Portugal next month": the person moves, not the capital.
      if next == "to", Self.moves.contains(word) { continue }
      // "country of origin code for China", "the visa form asks for the code": words of a
      // form to fill, asking nothing of the country.
      // "origin of goods field needs the ISO code": the field's name, on a form.
      // "origin code for the Ivory Coast": the code of the country of origin.
      // "origin says 'Made in PRC'": the label on the goods.
      if word == "origin",
        previous == "of" && index > 1 && words[index - 2].folded == "country"
          || ["says", "reads", "shows", "marked"].contains(next)
          || words.contains(where: { Self.formPlaces.contains($0.folded) })
          || (index + 1 < words.count && sentence.families[index + 1] == .code)
      {
        continue
      }
      if word == "visa", ["form", "forms", "application", "applications"].contains(next) {
        continue
      }
      // "the flag of my neighbour Sudan", "the capital of Serbia's neighbour Croatia": a
      // neighbour named, not asked about.
      if word.hasPrefix("neighbo"),
        ["my", "our", "their", "his", "her", "your"].contains(previous)
          || index > 0 && words[index - 1].isPossessive && sentence.classes(of: index - 1).isEmpty,
        index + 1 < words.count, !sentence.isStop(before: index + 1),
        sentence.classes(of: index + 1).isEmpty
      {
        continue
      }
      // "long story short", "long time lurker": a figure of speech, not a length.
      if word == "long", Self.longFigures.contains(next) { continue }
      if previous == "long", Self.longFigures.contains(word) { continue }
      // "the ISO 2-letter for Vietnam on a commercial invoice": a document, not a capital.
      if word == "commercial", ["invoice", "invoices", "shipment", "paperwork"].contains(next) {
        continue
      }
      // "Slovenia after all": a change of mind, not another time.
      if word == "after", next == "all" { continue }
      // "Ringed a bird on Mayotte last year": a thing the person met, not a fact of the place.
      if index >= 2, ["a", "an"].contains(previous),
        words[index - 2].folded.hasSuffix("ed")
          || Self.meetingVerbs.contains(words[index - 2].folded)
      {
        continue
      }
      // "a history podcast", "my language class": the word names the person's thing.
      if Keywords.namesAThingAfterATopic(sentence, at: index) { continue }
      // "working out where to fly into": where the person goes, not where the country is.
      if word == "where", next == "to" { continue }
      // "we'll fly into the capital": people fly; only a flag is flown.
      if word == "fly", !sentence.families.contains(.flag) { continue }
      switch Self.evidence[word] {
      // "When I was young it was Ceylon": a time in the person's life sets the scene.
      case .otherFact? where word == "when" && Self.restarts.contains(next): continue
      case .otherFact?: return true
      // "before my exam" sets the scene; "before Brasilia" asks about another time.
      case .time?:
        // "Is Bonn still the capital, or was that before?": a claim doubted as out of date,
        // which today's fact answers.
        if isCheck, index > 1, ["that", "it", "this"].contains(previous),
          ["was", "were"].contains(words[index - 2].folded)
        {
          continue
        }
        if !Self.scenes.contains(next) { return true }
        continue
      // "what if", "even if", "as if": another world than this one.
      case .supposing?: if next == "if" { return true }
      // "how did Canberra end up…", "how old", "how long": how it came to be, or a measure.
      case .how?:
        if Self.howQuestions.contains(next), !Self.asksHowToGetAFlag(sentence, how: index),
          !asksHowToSpell(how: index)
        {
          return true
        }
      // "who made Ankara the capital": how it came to be.
      case .making?: if hasWho { return true }
      // "the capital of Italy in Italian": its name in another language.
      case .language?: if previous == "in" { return true }
      // "the US state of Ohio", "provincial capitals": a part of a country; "the United
      // States", "member states" are countries.
      case .part?: if !Self.countryMakers.contains(previous) { return true }
      // "I mean Iraq" takes a word back.
      case .neutral?: continue
      case nil: break
      }
      if sentence.classes(of: index).contains(.topic) { return true }
      guard let first = word.utf8.first else { continue }
      // "in 1955", "in the 1700s", "the 18th century": another time.
      if (48...57).contains(first), isTime(word), !isAmount(index) { return true }
      // "one capital of Europe", "the capital of Africa": a part of the world has many.
      // "the capital of Northern Ireland" names a place.
      if previous == "of" || previous == "in", Keywords.isRegionWord(word),
        !(index + 1 < words.count && sentence.scalars[words[index + 1].start].properties.isUppercase
          && sentence.scalars[words[index].start].properties.isUppercase)
      {
        return true
      }
      if previous == "in", CuratedNames.demonymKeys.contains(Array(word.utf8)) { return true }
      // "the largest", "the oldest": about many countries.
      if word.utf8.count >= 4, Keywords.isSuperlative(word), word != "first", word != "most" {
        return true
      }
      // "the Emirates" with its capital is a country's name; "the emirates" its parts.
      if word.utf8.last == 115, Self.evidence[String(word.dropLast())] == .part,
        !Self.countryMakers.contains(previous),
        !(previous == "the" && sentence.scalars[words[index].start].properties.isUppercase)
      {
        return true
      }
    }
    return false
  }

  /// Whether the message shows a flag it describes: to check the description ("… red with a
  /// yellow star, yes?"), or to see what it looks like.
  private func flagIsShown() -> Bool {
    let words = sentence.words
    return sentence.families.contains(.flag)
      && (isCheck
        || words.indices.dropFirst().contains { index in
          words[index].folded == "like"
            && ["look", "looks", "looked"].contains(words[index - 1].folded)
        })
  }

  /// Whether the word at `index` names something of the person's: "my story", "our team
  /// page", with at most one word between that is no keyword and no possessive.
  private func isThePersons(_ index: Int) -> Bool {
    let words = sentence.words
    let owns = { (word: String) in word == "my" || word == "our" }
    if index > 0, owns(words[index - 1].folded) { return true }
    return index > 1 && owns(words[index - 2].folded)
      && !words[index - 1].isPossessive && sentence.families[index - 1] == nil
      && !sentence.countriesNouns[index - 1] && sentence.classes(of: index - 1).isEmpty
  }

  /// Which words stand in a remark: a clause that names no kind of question and asks
  /// nothing, neither opening with a question word nor ending with a question mark.
  private func remarkClauses() -> [Bool] {
    let words = sentence.words
    var remarks = [Bool](repeating: false, count: words.count)
    var start = 0
    while start < words.count {
      var end = start + 1
      while end < words.count, words[end].gapBefore.isDisjoint(with: [.comma, .stop]) {
        end += 1
      }
      let endOfClause = end < words.count ? words[end].start : sentence.scalars.count
      let isRemark =
        !(start..<end).contains { sentence.families[$0] != nil }
        && !Self.questionOpenings.contains(words[start].folded)
        && !sentence.scalars[words[end - 1].end..<endOfClause].contains("?")
      if isRemark {
        remarks.replaceSubrange(start..<end, with: repeatElement(true, count: end - start))
      }
      start = end
    }
    return remarks
  }

  static let questionOpenings: Set<String> = Set(
    words: """
      what whats which how why who whose where when does do did is are was were and but
      """)

  /// "for $400", "500 points": a quiz's stake, not a year.
  private func isAmount(_ index: Int) -> Bool {
    let words = sentence.words
    let start = words[index].start
    if start > 0, ["$", "£", "€"].contains(sentence.scalars[start - 1]) { return true }
    return index + 1 < words.count
      && ["points", "point", "pts", "dollars", "euros", "pounds"].contains(words[index + 1].folded)
  }

  private func isTime(_ word: String) -> Bool {
    let digits = word.prefix { $0.isNumber }
    let rest = word.dropFirst(digits.count)
    // "Case 00912": a number with a leading zero, or five digits, is no year.
    return ((3...4).contains(digits.count) && digits.first != "0" && (rest.isEmpty || rest == "s"))
      || (!digits.isEmpty && ["th", "st", "nd", "rd"].contains(rest)
        && sentence.words.contains {
          ["century", "centuries", "c"].contains($0.folded)
        })
  }

  private enum Evidence {
    case otherFact, time, supposing, how, making, language, part, neutral
  }

  /// What each word says against reading a message as one of the four questions, on its own
  /// or with the word next to it.
  private static let evidence: [String: Evidence] = {
    var table: [String: Evidence] = [:]
    for word in otherFacts.union(notCountries) { table[word] = .otherFact }
    for word in ["countries", "nations", "contries", "countires"] { table[word] = .otherFact }
    for word in ["before", "after", "until", "till"] { table[word] = .time }
    for word in ["what", "even", "as"] { table[word] = .supposing }
    table["how"] = .how
    for word in makingVerbs { table[word] = .making }
    for word in languages { table[word] = .language }
    for word in NonCountryPlaces.cueWords { table[word] = .part }
    for word in neutralTopics { table[word] = .neutral }
    return table
  }()

  private static let countryMakers: Set<String> = [
    "united", "sovereign", "independent", "member", "island", "nation",
  ]

  /// "best restaurants in the capital of Japan", "a museum in Peru's capital": something in
  /// the capital, not the capital.
  private func isPlaceOfSomethingElse(before cue: ClosedRange<Int>) -> Bool {
    let words = sentence.words
    var index = cue.lowerBound - 1
    while index >= 0,
      words[index].isPossessive || ["the", "its", "their", "city"].contains(words[index].folded)
    {
      index -= 1
    }
    guard index >= 0 else { return false }
    // "I enquire as to the capital of Norway": "as to" is "about".
    if index > 0, words[index].folded == "to", words[index - 1].folded == "as" { return false }
    return Self.placePrepositions.contains(words[index].folded)
  }

  /// "client wants to visit the capital of Benin, which city is that", "flying into the
  /// capital of Peru — that's Lima, correct?": the capital the person goes to is what is
  /// asked, or checked.
  private func asksWhichCity(after span: ClosedRange<Int>) -> Bool {
    let words = sentence.words
    return (span.upperBound + 1..<words.count).contains { index in
      guard index + 1 < words.count else { return false }
      if Self.whichWords.contains(words[index].folded) {
        return ["city", "town"].contains(words[index + 1].folded)
      }
      guard isCheck, ["that", "it", "thats", "its"].contains(words[index].folded) else {
        return false
      }
      let named = words[index + 1].folded == "is" ? index + 2 : index + 1
      return named < words.count && sentence.classes(of: named).isEmpty
        && sentence.families[named] == nil
    }
  }

  private static let placePrepositions: Set<String> = Set(
    words: """
      in at near around outside inside to visit visited visiting into across through within
      """)
  private static let makingVerbs: Set<String> = Set(
    words: """
      made make makes decided decide chose choose named moved founded built designed created
      invented declared picked selected
      """)
  private static let languages: Set<String> = Set(
    words: """
      english french spanish german italian portuguese russian chinese mandarin japanese korean
      arabic hindi dutch greek turkish swahili latin hebrew polish swedish norwegian danish
      finnish welsh irish esperanto native local
      """)

  private static let restarts: Set<String> = ["i", "my", "we", "she", "he", "they", "it"]

  private static let modals: Set<String> = [
    "can", "could", "should", "would", "will", "might", "may", "shall", "cant", "couldnt",
    "shouldnt", "wouldnt",
  ]
  private static let auxiliaries: Set<String> = ["does", "do", "did", "has", "have", "had"]
  /// What a person says they cannot do before asking: "cant sleep", "couldn't remember".
  private static let personsVerbs: Set<String> = Set(
    words: """
      sleep remember recall find decide believe stop wait figure work focus concentrate spell get
      """)
  private static let changes: Set<String> = ["change", "changed", "move", "moved"]
  private static let historyQuestions: Set<String> = [
    "how", "why", "when", "times", "often", "who", "what", "year", "from", "before", "after",
  ]
  private static let askers: Set<String> = [
    "you", "u", "ya", "someone", "somebody", "anyone", "anybody", "i", "we", "ye", "pls",
    "please", "plz",
  ]
  /// "how do I get the Iranian flag emoji", "how to type the flag of Peru": the emoji is the
  /// way to get it.
  static func asksHowToGetAFlag(_ sentence: Sentence, how index: Int) -> Bool {
    let words = sentence.words
    let end = sentence.sentenceRange(around: index).upperBound
    let getsIt = (index + 1..<min(index + 5, end)).contains {
      Self.gettingVerbs.contains(words[$0].folded)
    }
    let namesAFlag = (index + 1..<end).contains {
      sentence.families[$0] == .flag || words[$0].folded == "emoji"
    }
    // "how do I type flag emojis" asks how to type any.
    let namesMany = (index + 1..<end).contains { ["flags", "emojis"].contains(words[$0].folded) }
    return getsIt && namesAFlag && !namesMany
  }

  private static let gettingVerbs: Set<String> = Set(
    words: """
      get type find copy send insert enter paste put use add see show view display
      """)

  /// "How do you spell the capital of Madagascar?": the answer spells it.
  private func asksHowToSpell(how index: Int) -> Bool {
    let words = sentence.words
    let end = sentence.sentenceRange(around: index).upperBound
    return (index + 1..<min(index + 5, end)).contains {
      ["spell", "spelt", "spelled", "write", "written"].contains(words[$0].folded)
    } && (index + 1..<end).contains { sentence.families[$0] != nil }
  }

  private static let howQuestions: Set<String> = Set(
    words: """
      did does do come came old long many much far big large was were has have to
      """)
  private static let scenes = Set<String>(
    words: """
      my our your his her their the tomorrow class school bed i we you lunch dinner tonight today
      work breakfast bedtime going leaving heading practice training exams exam quiz trivia lessons
      lesson then round rounds game games match kickoff test tests
      """)
  /// Words of the lexicon's other topics that say nothing of the question in a longer message.
  private static let neutralTopics: Set<String> = [
    "mean", "means", "meant", "live", "lives", "living", "where", "located",
  ]
  /// Things that are not countries, named with a country's name: "guinea pig", "Georgia Tech",
  /// "the Washington Capitals score", "capital of the alphabet"; and questions about another
  /// time or a comparison.
  private static let notCountries: Set<String> = Set(
    words: """
      score scores fc club tech mascot pig pigs nut nuts shoes maple alphabet airport airports
      airline airlines university college paintings painting song album band novel movie film
      recipe recipes ever same similar alike identical different law laws illegal legal burn
      fold folding etiquette mast time old long fly flight take hate hates hating suppose
      supposing imagine pretend hypothetically hypothetical century centuries bc ad era empire
      dynasty medieval community autonomous
      """)

  private static let checkWords: Set<String> = Set(
    words: """
      right correct true innit isnt yes yeah said says say told telling claims swear swears insist
      insists reckon reckons
      """)
  private static let closing: Set<String> = [
    "please", "pls", "thanks", "thx", "then", "again", "now", "exactly",
  ]
  private static let notOtherFacts: Set<String> = ["first", "most"]

  /// Words that give a cue another sense ("financial capital", "flag football", "zip code"),
  /// describe a flag, or name something else called by a country's name ("guinea pig"): only
  /// beside the cue, in its clause, do they make the message another question.
  private static let senses: Set<String> = notCountries.union(
    Set(
      words: """
        financial commercial cultural economic business religious animal animals bird symbol
        symbols emblem star stars meaning represent represents symbolize symbolise symbolizes
        symbolises symbolism signify significance hotel hotels draw drawing buy compare versus
        vs difference colours colors colour color stripes stripe lowercase uppercase gains
        punishment venture working zip postal dialling dialing phone source dress morse football
        sport sports team teams
        """)
  ).subtracting(["time", "old", "ever", "century", "centuries", "bc", "ad", "era"])

  private static let flagDescriptions: Set<String> = [
    "draw", "drawing", "colours", "colors", "colour", "color", "stripes", "stripe", "star",
    "stars", "symbol", "emblem",
  ]

  /// Facts about a country other than the four, and questions about another time: asked about
  /// anywhere in the message, they make it another question.
  private static let meetingVerbs: Set<String> = Set(
    words: "saw see seen met meet caught catch got bought buy took had heard found")

  static let otherFacts: Set<String> = Set(
    words: """
      population populace inhabitants people currency currencies money language languages spoken
      speak speaks timezone weather temperature climate president leader leaders minister king
      queen gdp economy religion anthem motto area size distance far border borders neighbour
      neighbours neighbor neighbors continent founded independence history tall height elevation
      mountain mountains river rivers lake lakes mayor pronounce pronounced pronunciation built
      established located location where age big large why move moved change changed financial
      commercial cultural economic business religious animal animals bird symbol symbols emblem
      star stars meaning represent represents symbolize symbolise symbolizes symbolises
      symbolism signify significance adopted designed designer invented hotel hotels draw
      drawing buy when compare versus vs difference older newer bigger larger smaller declared
      designated chose chosen previous ancient original until during colours colors colour
      color stripes stripe lowercase uppercase gains punishment venture working
      zip postal dialling dialing area phone source dress morse football sport sports team
      teams many much ranked rank visa tourist tourism food dish dishes
      famous
      """)
}
