import QuizEngine

/// "Which countries start with CH?", "nations beginning with 'south'", "starting with the letter Z".
struct PrefixQuestionReader {
  let sentence: Sentence

  /// Nil when this is not a prefix question at all; `.unrecognized` when it asks for words
  /// starting with something, but not countries ("which cities start with B").
  func question() -> Question? {
    let words = sentence.words
    if let shared = lettersSharedWithAName() { return shared }
    guard var verb = words.indices.first(where: { isStartVerb(at: $0) }) else {
      return lettersBeforeCountries() ?? lettersAfterThePrefixWord()
    }
    // "países que empiezan con... sorry, countries that start with letter C": the question
    // begun again after a word taking it back is the one to read.
    if let again = words.indices.last(where: { $0 > verb + 1 && isStartVerb(at: $0) }),
      (verb + 1..<again).contains(where: { Self.takeBackWords.contains(words[$0].folded) })
    {
      verb = again
    }
    // "the capital of the US that begins with W", "ISO country code for Switzerland, starts
    // with C": a hint about the answer asked for.
    if let keyword = (0..<verb).first(where: { index in
      sentence.families[index] != nil && index + 2 < verb
        && ["of", "for"].contains(words[index + 1].folded)
    }),
      !["which", "what", "whose", "a", "an", "any", "some", "every", "each", "all"].contains(
        words[keyword + 2].folded),
      // "country code" is the keyword's own noun, no list of countries.
      !(0..<verb).contains(where: { index in
        sentence.countriesNouns[index]
          && !(index + 1 < words.count && sentence.families[index + 1] != nil)
      })
    {
      return nil
    }
    if let joined = lettersJoinedBefore(verb) { return joined }
    var next = verb + 1
    var isLinked = false
    if next < words.count, sentence.classes(of: next).contains(.startLink) {
      isLinked = true
      next += 1
    } else if isLearnersFor(at: next) {
      isLinked = true
      next += 1
    } else if isFirstLetter(at: verb) {
      isLinked = true
      while next < words.count, ["is", "are", "be", "being", "of"].contains(words[next].folded) {
        next += 1
      }
    }
    guard isLinked || hasLetterIntroduction(at: next) || areLettersAlone(at: next, verb: verb)
    else { return nil }
    guard var (prefix, index) = prefix(from: next) else {
      return asksAboutCountries(before: verb) ? .unrecognized : nil
    }
    // "b u", "C-H", "M-A-L", "M followed by O", "G as in golf, A as in alpha": one group of
    // letters spelt out, not the first letter alone.
    // "with A-R": the "a" read as an article is the first letter when a hyphen joins it on.
    let spelledStart =
      index > 0 && words[index - 1].folded == "a"
        && sentence.scalars[words[index - 1].end..<words[index].start].elementsEqual(["-"])
      ? index - 1 : index
    let spelling = SpelledLetters(sentence: sentence)
    if let spelled = spelling.letters(from: spelledStart) ?? spelling.saidByName(from: index)
      ?? spelling.saidInTheSpellingAlphabet(from: index)
    {
      prefix = spelled.letters
      if spelled.last + 1 < words.count, !sentence.isStop(before: spelled.last + 1) {
        index = spelled.last
      }
    }
    // "starting with my initials, K.E.": the letters told after the words naming them.
    if words[index].folded == "my", index + 1 < words.count,
      ["initials", "initial", "letters"].contains(words[index + 1].folded),
      index + 2 < words.count,
      let told = spelling.letters(from: index + 2)
        ?? (words[index + 2].folded.count <= 3
          ? (sentence.typed(from: index + 2, through: index + 2), index + 2) : nil)
    {
      prefix = told.0
      index = told.1
    }
    // "starting with Ma... no, Mo": the letters taken back, and the ones meant.
    if let corrected = correctedLetters(after: index) ?? lettersChosenLater(after: index) {
      prefix = corrected.0
      index = corrected.1
    }
    // "Gh — countries starting with it?": the letters stand alone before, and "it" points
    // back to them.
    if ["it", "them", "those", "these"].contains(words[index].folded),
      !words[index].gapBefore.contains(.quote), words.count > 1,
      words[1].gapBefore.contains(.pause), (1...3).contains(words[0].folded.utf8.count)
    {
      prefix = sentence.typed(from: 0, through: 0)
    }
    // "the first letter of my name, which is Harry": the letter of the name told.
    if ["first", "initial"].contains(words[index].folded) {
      guard let name = (index + 1..<words.count).last(where: { sentence.classes(of: $0).isEmpty }),
        let letter = words[name].folded.first
      else { return .unrecognized }
      prefix = String(letter).uppercased()
    }
    // "US states that start with W", "places beginning with Z": not countries, so not a list
    // of them.
    if listsOtherThings(before: verb) { return .unrecognized }
    // "Let's begin with the capital of France" is not about letters at all.
    if sentence.families[index] != nil { return nil }
    guard asksAboutCountries(before: verb) else {
      // "African countries that begin with A": the letters are answerable, the rest is not.
      guard isQualifiedCountries(before: verb) else { return .unrecognized }
      if let region = region(before: verb, after: index) {
        return .countriesStartingIn(region, with: prefix)
      }
      return .countriesStartingIgnoringQualifier(with: prefix)
    }
    // Without "countries" or a question, only what looks like letters makes this a prefix
    // question: "starting with Z", "starting with the letter K", not "start with the basics".
    guard mentionsCountries(before: verb) || looksLikeLetters(at: index, after: next) else {
      return nil
    }
    // "countries starting with the letter A in Africa", "starting with B and ending with A":
    // the letters are answerable, the rest is not.
    if isPlaceAfter(index) || asksAboutTheEnd(after: index) {
      if !asksAboutTheEnd(after: index), let region = region(before: verb, after: index) {
        return .countriesStartingIn(region, with: prefix)
      }
      return .countriesStartingIgnoringQualifier(with: prefix)
    }
    // "countries starting with B or C": a list for each, not B alone.
    let groups = LetterGroups(sentence: sentence)
    if sentence.typed(from: index, through: index) == prefix,
      let each = groups.groups(
        from: index, through: groups.sentenceEnd(from: index), firstIsRead: true)
    {
      // "beginning with the letters S and A": two letters, one after the other; "the letters
      // D, E, and F" lists them.
      if index > 0, words[index - 1].folded == "letters", each.count == 2,
        each.allSatisfy({ $0.count == 1 }), index + 2 < words.count,
        words[index + 1].folded == "and", words[index + 1].gapBefore.isDisjoint(with: .comma)
      {
        return .countriesStarting(with: each.joined())
      }
      return .countriesStartingWithEach(each)
    }
    return .countriesStarting(with: prefix)
  }

  /// "Au-starting countries", "with 'ban' at the start": letters before the verb, joined to
  /// it by a hyphen or told before "at the start".
  private func lettersJoinedBefore(_ verb: Int) -> Question? {
    let words = sentence.words
    guard verb > 0, words.indices.contains(where: { sentence.countriesNouns[$0] }),
      !listsOtherThings(before: verb)
    else { return nil }
    let joined = sentence.scalars[words[verb - 1].end..<words[verb].start]
    if joined.elementsEqual(["-"]), (1...4).contains(words[verb - 1].folded.count) {
      return .countriesStarting(with: sentence.typed(from: verb - 1, through: verb - 1))
    }
    // "'Bh' se start hone wale countries": Hindi's "with" stands after the letters.
    if verb >= 2, words[verb - 1].folded == "se", (1...4).contains(words[verb - 2].folded.count),
      words[verb - 2].gapBefore.contains(.quote) || words[verb - 2].isInitials
    {
      return .countriesStarting(with: sentence.typed(from: verb - 2, through: verb - 2))
    }
    if verb >= 4, words[verb - 1].folded == "the", words[verb - 2].folded == "at",
      sentence.classes(of: verb - 4).contains(.startLink),
      (1...4).contains(words[verb - 3].folded.count)
    {
      return .countriesStarting(with: sentence.typed(from: verb - 3, through: verb - 3))
    }
    return nil
  }

  /// "countries beginning Est": a name's first letters, typed with their capital, alone after
  /// the verb at the end of the message.
  private func areLettersAlone(at index: Int, verb: Int) -> Bool {
    let words = sentence.words
    guard index == words.count - 1, (0..<verb).contains(where: { sentence.countriesNouns[$0] })
    else { return false }
    // "countries beginning b": one letter typed small is a letter too, but "a" and "I" are
    // words.
    if words[index].folded.utf8.count == 1, !["a", "i"].contains(words[index].folded),
      words[index].folded.utf8.allSatisfy({ (97...122).contains($0) })
    {
      return true
    }
    return (1...4).contains(words[index].folded.count)
      && sentence.scalars[words[index].start].properties.isUppercase
  }

  /// "Ma... no, Mo", "B, sorry, Bu", "Gu. This but with Gr instead": a short run of letters
  /// after a word taking the first back, or before "instead", ending the message.
  private func correctedLetters(after index: Int) -> (String, Int)? {
    let words = sentence.words
    var next = index + 1
    guard next < words.count else { return nil }
    let lead = words[next].folded
    // "'Ug' no cap": slang for "no lie", taking nothing back.
    if lead == "no", next + 2 == words.count, words[next + 1].folded == "cap" { return nil }
    let takesBack =
      ["no", "nope", "sorry", "wait", "actually", "oops", "scratch", "er", "um"].contains(lead)
      || (lead == "make" && next + 1 < words.count
        && ["that", "it"].contains(words[next + 1].folded))
      // "'Eat' … I mean 'Es'".
      || (lead == "i" && next + 1 < words.count
        && ["mean", "meant"].contains(words[next + 1].folded))
    // "'Ma' — actually make that 'Mau'", "make it 'Pe'", "this but with Gr instead".
    while next < words.count, Self.correctionLeads.contains(words[next].folded) { next += 1 }
    // "no wait, 'Be'": quoted letters are letters, even where they spell a small word.
    guard next < words.count, (1...3).contains(words[next].folded.count),
      sentence.opensWithQuote(next)
        || sentence.classes(of: next).isDisjoint(with: [.filler, .article, .preposition])
    else { return nil }
    let rest = words[(next + 1)...].map(\.folded)
    guard takesBack && rest.isEmpty || rest == ["instead"] else { return nil }
    return (sentence.typed(from: next, through: next), next)
  }

  /// "'Ar' and 'Au'... let's just go with 'Au'", "'Sch'? Oh wait, in English... with 'Sl'
  /// then": after the person changes their mind, letters named again with "with", closing
  /// the message.
  private func lettersChosenLater(after index: Int) -> (String, Int)? {
    let words = sentence.words
    var last = words.count - 1
    while last > index, ["then", "instead", "please", "pls", "thanks"].contains(words[last].folded)
    {
      last -= 1
    }
    guard last >= index + 3, words[last - 1].folded == "with",
      (1...3).contains(words[last].folded.count),
      sentence.opensWithQuote(last)
        || sentence.classes(of: last).isDisjoint(with: [.filler, .article, .preposition]),
      (index + 1..<last - 1).contains(where: { Self.mindChanges.contains(words[$0].folded) })
    else { return nil }
    return (sentence.typed(from: last, through: last), last)
  }

  private static let mindChanges: Set<String> = [
    "wait", "sorry", "no", "actually", "oops", "let", "lets", "nah", "hmm", "instead", "joke",
    "jk", "kidding", "mean", "meant", "scratch",
    // "'Ne' or 'Ni'... go with Ni": a choice offered, then made.
    "go", "going",
  ]

  private static let correctionLeads: Set<String> = Set(
    words: """
      i mean meant wait no sorry make that it actually oops this same but with now scratch nope er
      um on by
      """)

  /// "countries with the same first 3 letters as my name, Malik", "same first letters as my
  /// name, Kat — any countries?": the first letters of the name told, as many as counted, or
  /// all of a short one.
  private func lettersSharedWithAName() -> Question? {
    let words = sentence.words
    guard words.indices.contains(where: { sentence.countriesNouns[$0] }),
      !sentence.families.contains(where: { $0 != nil }),
      let first = words.indices.first(where: { words[$0].folded == "first" })
    else { return nil }
    var index = first + 1
    var count: Int?
    if index < words.count, let counted = Self.counts[words[index].folded] {
      count = counted
      index += 1
    }
    guard index + 1 < words.count, ["letter", "letters"].contains(words[index].folded),
      ["as", "of"].contains(words[index + 1].folded)
    else { return nil }
    if words[index].folded == "letter" { count = 1 }
    guard
      let name = (index + 2..<words.count).last(where: { at in
        sentence.classes(of: at).isEmpty && !sentence.countriesNouns[at]
          && sentence.families[at] == nil
      })
    else { return nil }
    let typed = sentence.typed(from: name, through: name)
    let letters = typed.unicodeScalars.filter { $0.properties.isAlphabetic }
    guard let count = count ?? (letters.count <= 4 ? letters.count : nil), letters.count >= count
    else { return nil }
    return .countriesStarting(with: String(String.UnicodeScalarView(letters.prefix(count))))
  }

  private static let counts: [String: Int] = [
    "1": 1, "2": 2, "3": 3, "4": 4, "two": 2, "three": 3, "four": 4,
  ]

  /// "P countries", "S countries list", "N-O-R countries, list em": a letter or letters
  /// spelt out, then "countries", and nothing else asked.
  /// "!prefix Ja", "prefix: Bo", "countries with the prefix Ja": the word "prefix", then the
  /// letters, ending the message.
  private func lettersAfterThePrefixWord() -> Question? {
    let words = sentence.words
    guard let word = words.indices.first(where: { words[$0].folded == "prefix" }),
      word + 2 == words.count, (1...3).contains(words[word + 1].folded.utf8.count),
      (0..<word).allSatisfy({ index in
        sentence.countriesNouns[index]
          || ["with", "the", "a", "by", "having", "that", "have", "which"].contains(
            words[index].folded)
      })
    else { return nil }
    return .countriesStarting(with: sentence.typed(from: word + 1, through: word + 1))
  }

  private func lettersBeforeCountries() -> Question? {
    let words = sentence.words
    // "countries w": the letter after the noun, and nothing else.
    if words.count == 2, sentence.countriesNouns[0], words[0].folded != "country",
      words[1].folded.utf8.count == 1,
      words[1].folded.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
    {
      return .countriesStarting(with: sentence.typed(from: 1, through: 1))
    }
    // Only a letter opens the message: most messages are spared the spelling.
    guard let first = words.first, first.folded.utf8.count == 1 || first.isLetterPair else {
      return nil
    }
    let spelled = SpelledLetters(sentence: sentence).letters(from: 0)
    let noun = (spelled?.last ?? 0) + 1
    guard noun < words.count, noun + 3 >= words.count,
      spelled != nil
        || words[0].folded.count == 1
          && words[0].folded.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }),
      sentence.countriesNouns[noun], words[noun].folded != "country",
      words[(noun + 1)...].allSatisfy({
        ["list", "please", "pls", "names", "all", "em", "them"].contains($0.folded)
      })
    else { return nil }
    return .countriesStarting(with: spelled?.letters ?? sentence.typed(from: 0, through: 0))
  }

  /// The part of the world the list is narrowed to, when the words narrowing it name one the
  /// data can check and nothing else: "African countries", "countries in South America",
  /// "starting with A in Africa"; not "small African countries".
  private func region(before verb: Int, after prefixIndex: Int) -> RegionFilter? {
    let words = sentence.words
    var end = prefixIndex + 1
    while end < words.count, !sentence.isStop(before: end) { end += 1 }
    let narrowing = Array(0..<verb) + Array((prefixIndex + 1)..<end)
    let kept = narrowing.filter { index in
      !sentence.countriesNouns[index]
        && sentence.classes(of: index).isDisjoint(with: [
          .filler, .article, .preposition, .countries, .connector,
        ])
        && !isFirstLetter(at: index) && !["first", "initial"].contains(words[index].folded)
    }
    guard !kept.isEmpty, kept.count <= RegionFilter.longestName + 1 else { return nil }
    return RegionFilter.named(kept.map { words[$0].folded })
  }

  /// "quiz: countries starting with ch": a word or two before a colon label the question.
  private func labelEnd(before verb: Int) -> Int {
    guard verb >= 2 else { return 0 }
    return (1...min(2, verb - 1)).first { sentence.words[$0].gapBefore.contains(.pause) } ?? 0
  }

  private func listsOtherThings(before verb: Int) -> Bool {
    let words = sentence.words
    return (0..<verb).contains { index in
      let word = words[index].folded
      let previous = index > 0 ? words[index - 1].folded : ""
      if word == "states" || word == "state" {
        // "empty-state test": a word joined on by a hyphen.
        if index > 0,
          sentence.scalars[words[index - 1].end..<words[index].start].elementsEqual(["-"])
        {
          return false
        }
        return !["sovereign", "independent", "member", "nation", "united", "federated"].contains(
          previous)
      }
      // "island nations": a word describing countries.
      if index + 1 < words.count, sentence.countriesNouns[index + 1] { return false }
      // "countries and territories": the data has both.
      if ["territories", "dependencies"].contains(word), sentence.countriesNouns[index] {
        return false
      }
      // "my cat's name starts with M": someone's or something's name, not a country's.
      if ["name", "names"].contains(word), index > 0,
        (words[index - 1].isPossessive && !sentence.countriesNouns[index - 1])
          || ["my", "your", "his", "her", "their", "our"].contains(previous)
      {
        // "name" is itself one of the words for countries ("country names"): any other?
        return !words.indices.contains {
          sentence.countriesNouns[$0] && !["name", "names"].contains(words[$0].folded)
        }
      }
      return Self.otherThings.contains(word)
    }
  }

  private static let takeBackWords: Set<String> = [
    "sorry", "oops", "whoops", "actually", "scratch", "correction", "no", "nope",
  ]

  static let otherThings = Set<String>(
    words: """
      place places city cities town towns province provinces region regions island islands river
      rivers word words animal animals people person persons thing things capital capitals county
      counties territory territories language languages food foods fruit fruits team teams
      celebrity celebrities currency currencies continent continents ocean oceans sea seas mountain
      mountains planet planets brand brands car cars song songs movie movies
      """)

  /// Countries narrowed by words around "countries" ("African countries", "countries in
  /// Europe", "small island nations"), never by a fact about them ("countries whose capital").
  private func isQualifiedCountries(before verb: Int) -> Bool {
    guard let noun = (0..<verb).last(where: { sentence.countriesNouns[$0] }) else { return false }
    var isInPlace = false
    for index in labelEnd(before: verb)..<verb where index != noun {
      let word = sentence.words[index].folded
      if sentence.families[index] != nil || ["whose", "with", "where"].contains(word) {
        return false
      }
      if sentence.classes(of: index).contains(.topic), !(isInPlace || index < noun) {
        return false
      }
      if index > noun, ["in", "from", "of", "on"].contains(word) { isInPlace = true }
      if index > noun, !isInPlace,
        sentence.classes(of: index).isDisjoint(with: [
          .filler, .article, .preposition, .countries, .connector,
        ])
      {
        return false
      }
    }
    return true
  }

  /// "… in Africa", "… from Europe" right after the letters, in the same sentence.
  private func isPlaceAfter(_ prefixIndex: Int) -> Bool {
    let words = sentence.words
    guard !words[prefixIndex].gapBefore.contains(.quote) else { return false }
    let next = prefixIndex + 1
    return next + 1 < words.count && !sentence.isStop(before: next)
      && ["in", "from", "on"].contains(words[next].folded)
  }

  /// "… and ending with A", "… and end in N": a condition on the name's end, not read here.
  private func asksAboutTheEnd(after prefixIndex: Int) -> Bool {
    let words = sentence.words
    for index in prefixIndex + 1..<words.count {
      if sentence.isStop(before: index) { return false }
      if Self.endVerbs.contains(words[index].folded) { return true }
    }
    return false
  }

  private static let endVerbs: Set<String> = [
    "end", "ends", "ending", "ended", "finish", "finishes", "finishing",
  ]

  private func mentionsCountries(before verb: Int) -> Bool {
    (0..<verb).contains { index in
      let word = sentence.words[index].folded
      return sentence.countriesNouns[index]
        || ["which", "what", "list", "any", "all"].contains(word)
    }
  }

  private func looksLikeLetters(at index: Int, after start: Int) -> Bool {
    let word = sentence.words[index]
    if word.gapBefore.contains(.quote) || word.folded.count <= 3 { return true }
    return (start..<index).contains {
      sentence.classes(of: $0).contains(.prefixIntro) && sentence.words[$0].folded != "the"
    }
  }

  private func isStartVerb(at index: Int) -> Bool {
    Keywords.isStartVerb(sentence.words[index].folded) || isFirstLetter(at: index)
  }

  /// "whose first letter is K".
  private func isFirstLetter(at index: Int) -> Bool {
    let word = sentence.words[index].folded
    guard index > 0, word == "letter" || word == "letters" else { return false }
    return ["first", "initial", "starting", "opening"].contains(sentence.words[index - 1].folded)
  }

  /// "begin for 'Es'", "starting for the letter P": a learner's "por", "par" or "für", only
  /// where a few quoted letters or the word "letter" follow ("start for the World Cup" is
  /// no list).
  private func isLearnersFor(at index: Int) -> Bool {
    let words = sentence.words
    guard index + 1 < words.count, words[index].folded == "for" else { return false }
    let next = words[index + 1]
    if next.gapBefore.contains(.quote), next.folded.count <= 3 { return true }
    let letterWord = next.folded == "the" ? index + 2 : index + 1
    return letterWord < words.count && ["letter", "letters"].contains(words[letterWord].folded)
  }

  private func hasLetterIntroduction(at index: Int) -> Bool {
    guard index < sentence.words.count else { return false }
    return sentence.words[index].gapBefore.contains(.quote)
      || sentence.classes(of: index).contains(.prefixIntro)
  }

  /// Only countries (or nothing at all) may be what starts with the letters.
  private func asksAboutCountries(before verb: Int) -> Bool {
    let allowed: WordClass = [.filler, .article, .preposition, .countries, .connector]
    for index in labelEnd(before: verb)..<verb {
      let word = sentence.words[index].folded
      if sentence.countriesNouns[index] || (index == verb - 1 && isFirstLetter(at: verb)) {
        continue
      }
      if word == "first" || word == "initial" { continue }
      // "anything starting with 'X'? need it for Scattergories": to a quiz of countries,
      // anything is any country.
      if word == "anything" || word == "anywhere" { continue }
      if sentence.classes(of: index).isDisjoint(with: allowed) { return false }
    }
    return true
  }

  private func prefix(from start: Int) -> (String, Int)? {
    let words = sentence.words
    var index = start
    while index + 1 < words.count {
      let word = words[index].folded
      // "with capital letter J", "a small letter z", "with lowercase 'l'": the letter's case
      // says nothing.
      let describesTheLetter = describesTheCase(at: index)
      let introduces = sentence.classes(of: index).contains(.prefixIntro) || describesTheLetter
      // "a" after "the letter" is the letter itself.
      let afterLetter = index > start && ["letter", "letters"].contains(words[index - 1].folded)
      // "starting with A in Africa", "with A or B": before a preposition or a connector, "a"
      // is the letter.
      let isIndefinite =
        (word == "a" || word == "an") && !afterLetter
        && (looksLikePrefix(at: index + 1)
          && sentence.classes(of: index + 1).isDisjoint(with: [.preposition, .connector])
          || describesTheCase(at: index + 1) || isArticle(at: index))
      // "start with, uh, Tr": a hesitation before the letters.
      let hesitates = Self.hesitations.contains(word)
      guard (introduces && !words[index].gapBefore.contains(.quote)) || isIndefinite || hesitates
      else { break }
      index += 1
    }
    guard index < words.count, !sentence.isStop(before: index) || index == start else {
      return nil
    }
    var last = index
    if words[index].gapBefore.contains(.quote) {
      // A quoted prefix may hold several words: take them up to the closing quote.
      while last + 1 < words.count, !words[last + 1].gapBefore.contains(.quote),
        !sentence.isStop(before: last + 1)
      {
        last += 1
      }
    }
    // "the letter jay", "the letter zed", "starting with zee": a letter said by its name,
    // as speech writes it. Quoted or with a capital it is the letters: "the letters 'Ar'".
    if index == last, index > 0, ["letter", "letters"].contains(words[index - 1].folded),
      !words[index].gapBefore.contains(.quote),
      !sentence.scalars[words[index].start].properties.isUppercase,
      let letter = SpelledLetters.names[words[index].folded]
    {
      return (letter, index)
    }
    if index == last, !words[index].gapBefore.contains(.quote),
      let letter = SpelledLetters.unmistakableName(words[index].folded)
    {
      return (letter, index)
    }
    let prefix = sentence.typed(from: index, through: last)
    return prefix.isEmpty ? nil : (prefix, index)
  }

  /// "start with an E", "start with a U": an article before one letter, which "an" always is
  /// and "a" is when the letter alone is typed as a capital; "b u" and "a u" are spelt out.
  private func isArticle(at index: Int) -> Bool {
    let words = sentence.words
    guard index + 1 < words.count, words[index + 1].folded.utf8.count == 1,
      words[index + 1].gapBefore.isEmpty
    else { return false }
    if words[index].folded == "an" { return true }
    let article = sentence.typed(words[index])
    let letter = sentence.typed(words[index + 1])
    return article == "a" && letter.unicodeScalars.allSatisfy(\.properties.isUppercase)
  }

  private static let hesitations: Set<String> = [
    "uh", "um", "umm", "er", "erm", "hmm", "uhh", "like", "basically", "maybe",
  ]

  /// A word for the letters' case before the letters, or before "letter".
  private func describesTheCase(at index: Int) -> Bool {
    let words = sentence.words
    guard index + 1 < words.count, Self.caseWords.contains(words[index].folded) else {
      return false
    }
    let next = words[index + 1]
    return ["letter", "letters"].contains(next.folded) || sentence.opensWithQuote(index + 1)
      || (next.folded.count == 1 && !sentence.isStop(before: index + 1))
  }

  private static let caseWords: Set<String> = [
    "capital", "small", "upper", "lower", "uppercase", "lowercase", "big", "capitalised",
    "capitalized",
  ]

  private func looksLikePrefix(at index: Int) -> Bool {
    guard index < sentence.words.count else { return false }
    let word = sentence.words[index]
    return word.gapBefore.contains(.quote) || sentence.classes(of: index).contains(.prefixIntro)
      || (word.folded.count <= 3 && sentence.classes(of: index).isDisjoint(with: .filler))
  }
}
