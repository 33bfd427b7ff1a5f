import QuizEngine

/// Questions asked the other way round: from a capital, a code or a flag to the country.
///
/// A flag emoji is enough on its own ("🇯🇵", "whose flag is 🇧🇷"). A capital or a code needs
/// both the keyword and words asking for a country: "which/what country", "whose", "of which
/// nation", "country with", or the keyword left hanging ("Lima is the capital of?"). The
/// capital or code is then the run of words left once those are set aside, as typed.
///
/// Returns nil when the question is not asked this way round, and `.unrecognized` for the
/// ones this way round that the quiz does not answer: capitals of states or provinces
/// ("Perth is the capital of which Australian state?") and flags described in words.
struct ReverseQuestionReader {
  let text: String
  let sentence: Sentence

  private typealias Span = ClosedRange<Int>

  func question() -> Question? {
    if let flag = flagEmoji() {
      // "🇫🇷🇫🇷 allez les bleus!!!": a cheer under a flag asks nothing.
      return isACheer ? .unrecognized : question(aboutFlag: flag)
    }
    if let choice = flagChoice() { return choice }
    let words = sentence.words
    guard !words.isEmpty else { return nil }
    // "which country is this flag 🏴‍☠️": a flag emoji that is no country's.
    // "what does the checkered flag mean in racing 🏁" asks no country.
    if let flag = otherFlagEmoji(),
      sentence.countriesNouns.contains(true) || words.contains(where: { $0.folded == "whose" })
    {
      return .countryWithFlag(flag)
    }
    // "whose flag is the Union Jack", "the stars and stripes belong to which country": a
    // flag's own name.
    if let flag = flagNamedByItsNickname() { return .countryWithFlag(flag) }
    // "countries whose capital starts with B" asks for letters, not for a country.
    guard !words.contains(where: { Keywords.isStartVerb($0.folded) }) else { return nil }
    guard let keywordIndex = words.indices.first(where: { family(at: $0) != nil }),
      let family = family(at: keywordIndex)
    else {
      return codeWithoutKeyword()
    }
    // "what does the code NZ stand for": the country a code means.
    if family == .code,
      let code = codeAskedToStandFor() ?? codeTakenAsACode(keywordIndex) ?? codeAskedForItsName()
        ?? codePointedBack() ?? codeAssigned()
    {
      return .countryWithCode(code)
    }
    // Nearly every question is asked the usual way round: look no further unless it has
    // words that can turn it round.
    guard mayBeTurnedRound(keyword: keywordIndex) else { return nil }
    // "Milan is the fashion capital of which country", "which states still have capital
    // punishment": a capital in another sense.
    if family == .capital,
      keywordIndex > 0 && Keywords.isNegatedBefore(.capital, by: words[keywordIndex - 1].folded)
        || keywordIndex + 1 < words.count
          && Keywords.isNegatedAfter(.capital, by: words[keywordIndex + 1].folded)
    {
      return .unrecognized
    }
    if asksForStateLikePlace() { return .unrecognized }
    let families = words.indices.map { self.family(at: $0) }
    guard let marker = countryMarker(keyword: keywordIndex) else {
      // "which flag is red with a white cross": a description is no flag we can look up.
      if family == .flag, keywordIndex > 0,
        Self.whichWords.contains(words[keywordIndex - 1].folded), describesFlag()
      {
        return .unrecognized
      }
      return nil
    }
    if family == .flag { return .unrecognized }
    // "Which country is 'Sakartvelo'? Give me its capital": the country asked about first,
    // then its capital, in a sentence of its own.
    if family == .capital, keywordIndex > 0,
      ["its", "their"].contains(words[keywordIndex - 1].folded),
      marker.upperBound < keywordIndex,
      (marker.upperBound + 1...keywordIndex).contains(where: { sentence.isStop(before: $0) })
    {
      return nil
    }
    // "the capital of the country with the most people" asks for a capital, of a country
    // described in other words than its capital.
    if marker.lowerBound > keywordIndex + 1, words[keywordIndex + 1].folded == "of",
      (keywordIndex + 2..<marker.lowerBound).allSatisfy({
        sentence.classes(of: $0).contains(.article)
      }), sentence.countriesNouns[marker.lowerBound]
    {
      return .unrecognized
    }
    // "what currency is used in the country whose capital is Hanoi": the country is only the
    // way to something else.
    // "The minister is from the country whose capital is Asmara — which country is that?": a
    // clause that asks only for the country says what is asked.
    if asksAboutSomethingElse(before: min(marker.lowerBound, keywordIndex)),
      !words.indices.contains(where: { index in
        index > keywordIndex && sentence.countriesNouns[index]
          && asksOnlyForACountry(around: index) != nil
      })
    {
      return .unrecognized
    }
    guard
      let run = runAfterOfWhich(keyword: keywordIndex, marker: marker)
        ?? subjectRun(keyword: keywordIndex, families: families, marker: marker)
    else {
      return nil
    }
    let typed = sentence.typed(from: run.lowerBound, through: run.upperBound)
    guard !typed.isEmpty else { return nil }
    // "which country's capital is the highest above sea level": a capital described by a
    // superlative, not named.
    if (min(keywordIndex, run.lowerBound)...run.upperBound).contains(where: {
      Keywords.superlatives.contains(words[$0].folded)
    }) {
      return .unrecognized
    }
    switch family {
    // "which country is BT and what's its capital": no capital is two capital letters; the
    // code typed is what is asked about.
    case .capital
    where run.count == 1 && words[run.lowerBound].isInitials
      && words[run.lowerBound].folded.utf8.count == 2:
      return .countryWithCode(typed)
    case .capital:
      return .countryWithCapital(typed)
    case .code:
      // A code is one short word: "which country has the code for dialling 44" is not one,
      // and one with digits ("+44") is a telephone code, which the quiz does not answer.
      if words[run].contains(where: { $0.folded.contains(where: \.isNumber) }) {
        return .unrecognized
      }
      guard run.count == 1, (2...3).contains(words[run.lowerBound].folded.count) else {
        return nil
      }
      // "which country is that per ISO": three small letters are a word; an alpha-3 code is
      // typed in capitals ("PER").
      if words[run.lowerBound].folded.count == 3,
        typed.unicodeScalars.contains(where: { $0.properties.isLowercase })
      {
        return nil
      }
      return .countryWithCode(typed)
    case .flag:
      return .unrecognized
    }
  }

  private func mayBeTurnedRound(keyword: Int) -> Bool {
    let words = sentence.words
    if sentence.countriesNouns.contains(true) { return true }
    if words.contains(where: { Self.startsWithWho($0.folded) }) { return true }
    if keyword + 1 < words.count, words[keyword + 1].folded == "of" {
      // "the capital of which …", "the capital of?", "the capital of where?"
      if keyword + 2 == words.count || Self.isWhich(words[keyword + 2].folded)
        || words[keyword + 2].folded == "where"
      {
        return true
      }
    }
    if keyword > 0, Self.isWhich(words[keyword - 1].folded) { return true }
    if whereItIsTheCapital(keyword: keyword) != nil { return true }
    // "which French island in the Caribbean has Fort-de-France as its capital".
    if words.indices.contains(where: { describedCountry(at: $0) != nil }) { return true }
    // "which island's capital is Suva", "which entity is assigned the code SH".
    if keyword > 1,
      (1..<keyword).contains(where: { index in
        Self.countryLikeNouns.contains(words[index].folded) && Self.isWhich(words[index - 1].folded)
      })
    {
      return true
    }
    return asksForStateLikePlace()
  }

  // MARK: - Flags

  /// The one flag emoji in the text, if there is exactly one, typed once or more ("🇧🇷🇧🇷 who?").
  private func flagEmoji() -> String? {
    let flags = flagEmojis()
    guard let first = flags.first, flags.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// The emoji of a flag named by its nickname, when the message asks whose it is.
  private func flagNamedByItsNickname() -> String? {
    let words = sentence.words
    guard words.count >= 3,
      words.contains(where: { $0.folded == "whose" || $0.folded == "whos" })
        || sentence.countriesNouns.contains(true)
    else { return nil }
    for index in words.indices {
      for (nickname, code) in Self.flagNicknames
      where index + nickname.count <= words.count
        && nickname.indices.allSatisfy({ words[index + $0].folded == nickname[$0] })
        // A name, said with "the": "has a union flag on it" describes one.
        && index > 0 && words[index - 1].folded == "the"
      {
        return String(
          String.UnicodeScalarView(
            code.unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }))
      }
    }
    return nil
  }

  /// Names flags go by, with their countries' codes; none that several countries' flags share
  /// ("the Tricolour", "the Southern Cross"), and none that is also what a flag shows ("a maple
  /// leaf" describes Canada's, which real questions ask as a description, not as a name).
  private static let flagNicknames: [([String], String)] = [
    (["union", "jack"], "GB"), (["union", "flag"], "GB"), (["stars", "and", "stripes"], "US"),
    (["star", "spangled", "banner"], "US"), (["old", "glory"], "US"), (["hinomaru"], "JP"),
    (["dannebrog"], "DK"),
  ]

  /// Every flag emoji in the text, in order: pairs of regional indicators.
  private func flagEmojis() -> [String] {
    var flags: [String] = []
    var pending: Unicode.Scalar?
    for scalar in sentence.scalars where (0x1F1E6...0x1F1FF).contains(scalar.value) {
      if let first = pending {
        flags.append(String(String.UnicodeScalarView([first, scalar])))
        pending = nil
      } else {
        pending = scalar
      }
      if flags.count > 8 { break }
    }
    return pending == nil ? flags : []
  }

  /// Words after a flag that end in "!" and ask nothing: no "?", no question word, no kind of
  /// question and no "country".
  private var isACheer: Bool {
    let words = sentence.words
    // "I love Italy so much 🇮🇹❤️": love, like an exclamation, says the flag is no question.
    let feels =
      sentence.scalars.contains("!")
      || sentence.scalars.contains(where: { Self.feelingEmoji($0.value) })
      || words.contains(where: { Self.feelingWords.contains($0.folded) })
    return words.count >= 2 && feels && !sentence.scalars.contains("?")
      && words.indices.allSatisfy { index in
        sentence.families[index] == nil && !sentence.countriesNouns[index]
          && !Self.isWhich(words[index].folded) && !Self.startsWithWho(words[index].folded)
          && !["what", "whats", "where", "name", "tell"].contains(words[index].folded)
          || isExclamation(at: index)
      }
  }

  private static let feelingWords: Set<String> = [
    "love", "loves", "loved", "adore", "miss", "proud", "allez", "forza", "vamos", "hup",
  ]

  /// Hearts, heart eyes, a party, raised hands, a flexed arm: feelings, not questions.
  private static func feelingEmoji(_ value: UInt32) -> Bool {
    switch value {
    case 0x2764, 0x1F490...0x1F49F, 0x1F9E1, 0x1F90D, 0x1F90E, 0x1F5A4, 0x1F60D, 0x1F970,
      0x1F389, 0x1F38A, 0x1F64C, 0x1F4AA, 0x1F618, 0x1F973:
      true
    default: false
    }
  }

  /// "what a goal!": "what" exclaims, and asks nothing.
  private func isExclamation(at index: Int) -> Bool {
    let words = sentence.words
    return words[index].folded == "what" && index + 1 < words.count
      && ["a", "an"].contains(words[index + 1].folded)
  }

  /// The first flag emoji that stands for no country (pirate, rainbow, chequered, a black or
  /// white flag, a region's), with the scalars joined to it.
  private func otherFlagEmoji() -> String? {
    let scalars = sentence.scalars
    guard
      let start = scalars.firstIndex(where: {
        [0x1F3F4, 0x1F3F3, 0x1F3C1, 0x1F6A9, 0x1F38C].contains($0.value)
      })
    else { return nil }
    var end = start + 1
    while end < scalars.count,
      [0xFE0F, 0x200D].contains(scalars[end].value)
        || (0xE0000...0xE007F).contains(
          scalars[end].value)
        || (end > 0 && scalars[end - 1].value == 0x200D)
    {
      end += 1
    }
    return String(String.UnicodeScalarView(scalars[start..<end]))
  }

  /// "🇸🇪 or 🇫🇮 — which one is Finland?": flags to choose from, and the country named.
  private func flagChoice() -> Question? {
    guard Set(flagEmojis()).count > 1 else { return nil }
    let words = sentence.words
    guard
      let which = words.indices.first(where: { index in
        Self.isWhich(words[index].folded) && index + 2 < words.count
          && ["one", "flag", "is"].contains(words[index + 1].folded)
      })
    else { return flagChoiceNamed() }
    var start = which + 1
    while start < words.count, ["one", "flag", "is", "of", "for"].contains(words[start].folded) {
      start += 1
    }
    var end = start
    while end + 1 < words.count, !sentence.isStop(before: end + 1),
      !words[end + 1].gapBefore.contains(.pause)
    {
      end += 1
    }
    guard start < words.count, start > which + 1 else { return nil }
    return .flag(of: sentence.typed(from: start, through: end))
  }

  /// "🇮🇪 or 🇨🇮 for Ireland?", "Ireland: 🇮🇪 or 🇨🇮": flags offered as a choice, and the one
  /// name around them the person means.
  private func flagChoiceNamed() -> Question? {
    let words = sentence.words
    guard words.contains(where: { $0.folded == "or" || $0.folded == "vs" }) else { return nil }
    let named = words.indices.filter { !Self.aroundAFlagChoice.contains(words[$0].folded) }
    guard let first = named.first, let last = named.last, last - first < 4,
      named.count == last - first + 1
    else { return nil }
    return .flag(of: sentence.typed(from: first, through: last))
  }

  private static let aroundAFlagChoice: Set<String> = Set(
    words: """
      or vs for of is it the flag one right correct which this that pls please
      """)

  /// "🇯🇵", "whose flag is 🇧🇷"; "capital of 🇯🇵" asks about the country the flag stands for.
  private func question(aboutFlag flag: String) -> Question {
    // "drop the 🇨🇦-style emoji but for Mexico": the flag shown is an example of the one asked.
    if let other = placeInsteadOfTheFlag() { return .flag(of: other) }
    // "flag of Indonesia is 🇲🇨?", "flag for Indonesia, 🇲🇨 maybe?": an emoji offered as a
    // guess at a place's flag; the place's own flag settles it.
    if let guessed = placeWhoseFlagIsGuessed() { return .flag(of: guessed) }
    // The flag is the subject, not the code its letters spell: "iso code 4 🇳🇴?" asks
    // Norway's code, where "iso code NO?" asks whose code NO is.
    for index in sentence.words.indices {
      // "alpha-2 for 🇨🇭": "alpha" names the code on its own.
      let isCodeWord =
        sentence.classes(of: index).contains(.codeWord)
        || (["alpha", "alfa"].contains(sentence.words[index].folded)
          && index + 1 < sentence.words.count && sentence.words[index + 1].folded == "2")
      switch family(at: index) ?? (isCodeWord ? .code : nil) {
      case .capital: return .capital(of: flag)
      case .code: return .isoCode(of: flag)
      case .flag, nil: continue
      }
    }
    return .countryWithFlag(flag)
  }

  /// The place after "but for" ("… but for Mexico"), as typed; nil when there is none.
  private func placeInsteadOfTheFlag() -> String? {
    let words = sentence.words
    guard
      let but = words.indices.first(where: { index in
        words[index].folded == "but" && index + 2 < words.count
          && ["for", "of"].contains(words[index + 1].folded)
      })
    else { return nil }
    let start = words[but + 2].folded == "the" ? but + 3 : but + 2
    guard start < words.count else { return nil }
    var end = start
    while end < words.count, !sentence.isStop(before: end) || end == start,
      sentence.classes(of: end).isEmpty || (end > start && sentence.classes(of: end) == .connector)
    {
      end += 1
    }
    while end > start, sentence.classes(of: end - 1) == .connector { end -= 1 }
    guard end > start, family(at: start) == nil else { return nil }
    return sentence.typed(from: start, through: end - 1)
  }

  /// The name after "flag of" or "flag for", when the emoji comes after it.
  private func placeWhoseFlagIsGuessed() -> String? {
    let words = sentence.words
    guard
      let keyword = words.indices.first(where: { family(at: $0) == .flag }),
      keyword + 2 < words.count, ["of", "for"].contains(words[keyword + 1].folded)
    else { return nil }
    let start = words[keyword + 2].folded == "the" ? keyword + 3 : keyword + 2
    guard start < words.count, sentence.classes(of: start).isEmpty else { return nil }
    var end = start
    while end + 1 < words.count,
      words[end + 1].gapBefore.isDisjoint(with: [.comma, .pause, .stop]),
      sentence.classes(of: end + 1).isEmpty || sentence.classes(of: end + 1) == .connector
    {
      end += 1
    }
    let emoji = sentence.scalars.firstIndex { (0x1F1E6...0x1F1FF).contains($0.value) }
    guard let emoji, emoji >= words[end].end else { return nil }
    return sentence.typed(from: start, through: end)
  }

  private func describesFlag() -> Bool {
    sentence.words.contains { Self.flagDescriptionWords.contains($0.folded) }
  }

  static let flagDescriptionWords = Set<String>(
    words: """
      red white blue green yellow black orange gold golden purple maroon pink colour colours color
      colors coloured colored stripe stripes striped cross crescent star stars tricolour tricolor
      triangle maple leaf eagle circle dot horizontal vertical diagonal band bands
      """)

  // MARK: - Codes without the word "code"

  /// "the parcel says destination 'BY'. what country is that": one code typed as a code, and a
  /// question that ends the message asking which country it is.
  private func codePointedBack() -> String? {
    let words = sentence.words
    var end = words.count
    // "… which country is that per ISO?": the list it is read by closes the question.
    while end > 0,
      Lexicon.isClosingPoliteness(words[end - 1].folded)
        || Self.byTheList.contains(words[end - 1].folded)
    {
      end -= 1
    }
    // "… which country code is that?": the code's name may follow the noun.
    var noun = end - 3
    if noun >= 2, sentence.families[noun] == .code, sentence.countriesNouns[noun - 1] {
      noun -= 1
    }
    guard end >= 5, noun >= 2, ["that", "this", "it"].contains(words[end - 1].folded),
      words[end - 2].folded == "is", sentence.countriesNouns[noun],
      Self.whichWords.contains(words[noun - 1].folded)
    else { return nil }
    let codes = (0..<(noun - 1)).filter { index in
      let word = words[index]
      return word.isTwoLetters && (word.isInitials || sentence.opensWithQuote(index))
    }
    guard codes.count == 1, let code = codes.first else { return nil }
    return sentence.typed(from: code, through: code)
  }

  /// "tracking shows it's in 'NL' now, what country", "pt-BR, which country is BR", "the
  /// label says 'AE', where is that": one code, marked as a code (typed in capitals, quoted,
  /// or a locale's region), in a message whose asking words ask only which country it is.
  private func codeInContext() -> String? {
    let words = sentence.words
    let candidates = words.indices.filter(isMarkedCode)
    guard !candidates.isEmpty,
      let ask = words.indices.last(where: { index in
        Self.isWhich(words[index].folded) || words[index].folded == "where"
      })
    else { return nil }
    var end = ask + 1
    while end < words.count, words[end].gapBefore.isDisjoint(with: [.stop, .pause, .comma]) {
      end += 1
    }
    // "which country is GB — why isn't it UK?": the one the question names.
    let named = candidates.first { index in
      index > ask && index <= ask + 4
        && (ask + 1..<index).allSatisfy { between in
          sentence.countriesNouns[between] || ["is", "the"].contains(words[between].folded)
        }
    }
    // "what country is MK on the list", "which country is 'NZ' in the results": where the
    // code was seen.
    if let named, named + 2 < end, ["on", "in", "at", "from"].contains(words[named + 1].folded),
      !(named + 2..<end).contains(where: { index in
        sentence.countriesNouns[index] || sentence.classes(of: index).contains(.topic)
      })
    {
      end = named + 1
    }
    let asking = ask..<end
    // "which country is it" or "where is that": a country, or a place, is what is asked.
    let asksACountry = asking.contains { index in
      sentence.countriesNouns[index] || words[index].folded == "where"
        || (words[index].folded == "one" && sentence.countriesNouns.contains(true))
    }
    guard asksACountry,
      asking.allSatisfy({ index in
        sentence.countriesNouns[index] || candidates.contains(index)
          || Self.isWhich(words[index].folded) || Self.askingACountry.contains(words[index].folded)
      }),
      // "which country is NZ, and how many people live there" asks another fact; "why not
      // LA?" asks about the code.
      !(end..<words.count).contains(where: { index in
        sentence.classes(of: index).contains(.topic) && words[index].folded != "why"
      })
    else { return nil }
    var codes: [Int] = []
    // "col 'cc' has value 'VG'": a column's name is no code.
    for index in candidates
    where !codes.contains(where: { words[$0].folded == words[index].folded })
      && !(index > 0 && Self.columnWords.contains(words[index - 1].folded))
    {
      codes.append(index)
    }
    guard let code = named ?? (codes.count == 1 ? codes.first : nil) else { return nil }
    return sentence.typed(from: code, through: code)
  }

  /// Two letters that a message marks as a code: typed in capitals, quoted, or the region of a
  /// locale ("pt-BR", "en_GB"); not capitals that are a word of their own ("OK", "TV") unless
  /// quoted.
  private func isMarkedCode(_ index: Int) -> Bool {
    let word = sentence.words[index]
    guard word.isTwoLetters else { return false }
    if sentence.opensWithQuote(index) { return true }
    if word.isInitials { return !Self.capitalsOfTheirOwn.contains(word.folded) }
    guard index > 0, word.start > 0, ["-", "_"].contains(sentence.scalars[word.start - 1])
    else { return false }
    let language = sentence.words[index - 1]
    return language.end == word.start - 1 && (2...3).contains(language.folded.utf8.count)
      && sentence.scalars[word.start].properties.isUppercase
  }

  private static let columnWords: Set<String> = ["col", "column", "field", "key", "header"]

  /// Words of a question that asks only which country: "which country or territory uses that
  /// one", "what country label should I show", "the CA part is which country".
  // "the parcel label says 'bn', where is that going?": where a parcel goes is a country.
  // "which nation is designated by 'LI'?": what a code names.
  // "customer address says 'AE' — which country do I ship to?"
  private static let askingACountry = Set<String>(
    words: """
      is that this it the one or territory uses use part label name should i show where now then
      please pls exactly again so ok belongs belong to stand stands for lol actually really going
      headed heading bound from sent shipped designated denoted represented indicated identified
      meant by do ship send mail post
      """)

  /// Capitals that are words or titles ("OK", "Dr"), or everyday names ("UK", "US"), before
  /// they are codes.
  private static let capitalsOfTheirOwn: Set<String> = Set(
    words: """
      ok tv pc am pm ps oh hi mr ms dr st mt no id it un eu ad ai ny la dc uk us vs
      """)

  /// "what country is DE?", "which country is 'gb'", "DE is which country", "PL: what
  /// country?": a country asked for a two-letter word, and nothing else.
  /// "SK is that South Korea or Slovakia", "is MW malawi or maldives", "AR is Argentina, not
  /// Armenia, yes?": one code typed, and names offered or ruled out for it; nothing else.
  private func codeOfferedNames() -> String? {
    let words = sentence.words
    // "AR is Argentina right?": one name offered, to check.
    guard (4...10).contains(words.count),
      words.contains(where: { ["or", "not", "right", "correct"].contains($0.folded) }),
      !sentence.families.contains(where: { $0 != nil }),
      let code = words.indices.first(where: { words[$0].isInitials }),
      words[code].folded.utf8.count == 2,
      // "Brazzaville or Kinshasa for DR Congo?": "DR", "St", "Mt" begin a name.
      !(["dr", "st", "mt"].contains(words[code].folded) && code + 1 < words.count),
      words.indices.allSatisfy({ index in
        index == code
          || !words[index].isInitials
            // "address country field says 'SV'": words of a form beside the code.
            && (sentence.classes(of: index).isSubset(of: [.common, .countries, .modifier])
              || Self.aroundOfferedNames.contains(words[index].folded))
      }),
      // "is US or Canada bigger": a comparison of two places, not a code's country.
      !words.contains(where: { word in
        Keywords.comparisons.contains(word.folded) || Keywords.isSuperlative(word.folded)
          || Self.comparatives.contains(word.folded)
      })
    else { return nil }
    return sentence.typed(from: code, through: code)
  }

  /// "my permit says 'Staatsangehörigkeit: TR'. is that Turkey?", "made in 'ME' - that's
  /// Montenegro or what?": one code, marked as a code, then a clause pointing back to it with
  /// a name to check, asking.
  private func codeCheckedAsAName() -> String? {
    let words = sentence.words
    guard
      let point = words.indices.last(where: { index in
        index > 0 && index + 1 < words.count
          && (["thats", "its"].contains(words[index].folded)
            // "Does 'MK' refer to North Macedonia or Montenegro?"
            || Self.referring.contains(words[index].folded)
              && ["to", "for"].contains(words[index + 1].folded)
            || ["that", "it"].contains(words[index].folded)
              && (words[index].isPossessive || words[index - 1].folded == "is"))
      })
    else { return nil }
    // "made in IE, is that Ireland or Israel": a clause that opens with "is" asks, marked or not.
    guard
      sentence.scalars.contains("?") || words.last?.folded == "what"
        || (point > 1 && words[point - 1].folded == "is"
          && !words[point - 1].gapBefore.isDisjoint(with: [.comma, .stop, .pause]))
    else { return nil }
    let named =
      words[point + 1].folded == "is" || Self.referring.contains(words[point].folded)
      ? point + 2 : point + 1
    let codes = (0..<point).filter(isMarkedCode)
    guard named < words.count, sentence.classes(of: named).isEmpty, !words[named].isInitials,
      codes.count == 1, let code = codes.first
    else { return nil }
    return sentence.typed(from: code, through: code)
  }

  private static let referring: Set<String> = ["refer", "refers", "stand", "stands"]
  private static let byTheList: Set<String> = [
    "per", "iso", "3166", "in", "according", "to", "under", "by", "the", "standard", "list",
  ]

  private static let comparatives: Set<String> = Set(
    words: """
      bigger larger smaller richer poorer older newer closer nearer further farther better worse
      higher lower colder hotter warmer
      """)

  private static let aroundOfferedNames: Set<String> = [
    "is", "that", "it", "the", "or", "not", "yes", "right", "correct", "for", "and", "of",
  ]

  private func codeWithoutKeyword() -> Question? {
    let words = sentence.words
    if let code = codePointedBack() ?? codeInContext() ?? codeAssigned() ?? codeGuessed() {
      return .countryWithCode(code)
    }
    // "ZA on a car sticker — which country?": two capitals, told about, then a clause that
    // only asks for a country.
    if let first = words.first, first.isInitials, first.folded.utf8.count == 2,
      let noun = words.indices.last(where: { sentence.countriesNouns[$0] }), noun > 1,
      let asking = asksOnlyForACountry(around: noun), asking.lowerBound > 1
    {
      return .countryWithCode(sentence.typed(from: 0, through: 0))
    }
    // "who is ES in the alpha-2 list": a code is no person.
    if words.count >= 3, words[0].folded == "who", words[1].folded == "is", words[2].isInitials,
      words[2].folded.utf8.count == 2,
      words.contains(where: { ["alpha", "iso", "codes", "list"].contains($0.folded) })
    {
      return .countryWithCode(sentence.typed(from: 2, through: 2))
    }
    // "'FJ' — country?", "country DK": a code and the word asking for its country.
    if words.count == 2,
      let code = words.first(where: { word in
        word.folded.utf8.count == 2
          && (word.isInitials || word.gapBefore.contains(.quote) && sentence.scalars.contains("?"))
      }),
      let noun = words.indices.first(where: { sentence.countriesNouns[$0] }),
      ["country", "nation"].contains(words[noun].folded)
    {
      return .countryWithCode(
        sentence.typed(code))
    }
    if let code = codeOfferedNames() ?? codeCheckedAsAName() { return .countryWithCode(code) }
    // "which country is d k", "Quizbot, which country is H T": a code spelt out letter by
    // letter, closing the question.
    if let which = words.indices.first(where: { Self.whichWords.contains(words[$0].folded) }),
      which <= 1, which + 5 == words.count, sentence.countriesNouns[which + 1],
      words[which + 2].folded == "is", words[which + 4].gapBefore.isEmpty,
      words[which + 3].isOneLetter, words[which + 4].isOneLetter
    {
      return .countryWithCode(sentence.typed(from: which + 3, through: which + 4))
    }
    guard words.count >= 3, words.count <= 7 else { return nil }
    var code: Sentence.Word?
    var asksWhich = false
    var namesCountry = false
    for (index, word) in words.enumerated() where !Self.trailingWords.contains(word.folded) {
      if Self.whichWords.contains(word.folded) {
        asksWhich = true
        // "Wat land is NL?": "land" is "country" in Dutch, German and the Nordic languages.
      } else if sentence.countriesNouns[index] || word.folded == "land" {
        namesCountry = true
      } else if ["is", "the", "for", "does", "belong", "belongs", "to", "stand", "stands"]
        .contains(word.folded), !word.isInitials
      {
        continue
      } else if word.isTwoLetters, code == nil,
        word.isInitials || word.gapBefore.contains(.quote)
          || (index == 0 && Lexicon.classes(of: word.folded).isEmpty)
          || (index == words.count - 1 && asksWhich && words[index - 1].folded == "is")
      {
        code = word
      } else {
        return nil
      }
    }
    guard asksWhich, namesCountry, let code else { return nil }
    return .countryWithCode(
      sentence.typed(code))
  }

  /// "what's 'HR' as a country code?": two letters read as a code, not as whatever else they
  /// stand for.
  private func codeTakenAsACode(_ keyword: Int) -> String? {
    let words = sentence.words
    guard
      let code = (0..<keyword).last(where: { index in
        words[index].folded.utf8.count == 2
          && (words[index].isInitials || sentence.opensWithQuote(index))
      }),
      code + 2 <= keyword
    else { return nil }
    // "'HR' as a country code", "HR in ISO country codes is?".
    let asACode =
      words[code + 1].folded == "as" && code + 3 <= keyword
      && ["a", "an"].contains(words[code + 2].folded)
      && (code + 3..<keyword).allSatisfy({ sentence.classes(of: $0).contains(.modifier) })
    // Only a code that opens its sentence: "Austria = AU in ISO codes, right?" checks one.
    let amongCodes =
      (code == 0 || sentence.isStop(before: code)) && words[code + 1].folded == "in"
      && (code + 2..<keyword).allSatisfy({ index in
        sentence.countriesNouns[index] || words[index].folded == "the"
          || sentence.classes(of: index).contains(.modifier)
      })
    guard asACode || amongCodes else { return nil }
    return sentence.typed(from: code, through: code)
  }

  /// "code=SE country=?": a form's country field, left for the answer.
  private var asksForTheCountryField: Bool {
    guard let last = sentence.words.last, Keywords.isCountriesNoun(last.folded) else {
      return false
    }
    let after = sentence.scalars[last.end...]
    return after.contains("?") && (after.contains(":") || after.contains("="))
  }

  /// `{"iso2": "QA", "return": "country_name"}`, "code QA, country name?": the name of the
  /// country a code marked as one stands for.
  private func codeAskedForItsName() -> String? {
    let words = sentence.words
    guard
      words.indices.dropLast().contains(where: { index in
        words[index].folded == "country" && words[index + 1].folded == "name"
          && !sentence.isStop(before: index + 1)
      })
    else { return nil }
    let codes = words.indices.filter(isMarkedCode)
    guard codes.count == 1, let code = codes.first else { return nil }
    return sentence.typed(from: code, through: code)
  }

  private func codeAskedToStandFor() -> String? {
    let words = sentence.words.filter { !Self.trailingWords.contains($0.folded) }
    guard let last = words.last?.folded else { return nil }
    let before = words.count >= 2 ? words[words.count - 2].folded : ""
    // "country code JJ belongs to?", "decode this country code: XZ", "code:SE, country:?".
    // "what does LV stand for as a country code": the code's list may close the question.
    let standsFor = words.indices.dropLast().contains { index in
      ["stand", "stands", "short"].contains(words[index].folded)
        && words[index + 1].folded == "for"
        && words[(index + 2)...].allSatisfy { Self.codeListWords.contains($0.folded) }
    }
    guard
      (last == "for" && ["stand", "stands", "short"].contains(before)) || standsFor
        || ["mean", "means", "represent", "represents"].contains(last)
        || (last == "to" && ["belong", "belongs"].contains(before))
        // "lookup: alpha2=XK", "look up code XK": a code looked up is a code given.
        || words.contains(where: { ["decode", "decipher", "lookup"].contains($0.folded) })
        || words.indices.dropLast().contains(where: {
          words[$0].folded == "look" && words[$0 + 1].folded == "up"
        })
        || asksForTheCountryField
    else { return nil }
    let codes = words.filter { word in
      (word.isInitials || word.gapBefore.contains(.quote)) && word.isTwoLetters
    }
    guard codes.count == 1, let code = codes.first else { return nil }
    return sentence.typed(code)
  }

  /// "Per ISO 3166-1, which entity is assigned 'EH'?": a code given to a country asked for,
  /// the one code typed after the verb.
  private func codeAssigned() -> String? {
    let words = sentence.words
    guard
      let verb = words.indices.dropFirst(2).first(where: {
        Self.assigning.contains(words[$0].folded)
      }),
      (1..<verb).contains(where: { index in
        Self.isWhich(words[index - 1].folded)
          && (sentence.countriesNouns[index] || Self.countryLikeNouns.contains(words[index].folded))
      })
    else { return nil }
    let codes = (verb + 1..<words.count).filter(isMarkedCode)
    guard codes.count == 1, let code = codes.first else { return nil }
    return sentence.typed(from: code, through: code)
  }

  private static let assigning: Set<String> = ["assigned", "allocated", "given", "issued"]

  /// "Got a crate of olives marked 'GR'. Greece innit?": a code read off a thing, and a guess
  /// at its country to check; the one code typed after a word of marking.
  private func codeGuessed() -> String? {
    let words = sentence.words
    guard let last = words.last, Self.checkTags.contains(last.folded) else { return nil }
    let codes = words.indices.filter(isMarkedCode)
    guard codes.count == 1, let code = codes.first, code > 0,
      Self.markingWords.contains(words[code - 1].folded)
        || code > 1 && Self.markingWords.contains(words[code - 2].folded)
    else { return nil }
    return sentence.typed(from: code, through: code)
  }

  private static let checkTags: Set<String> = Set(words: "right innit yes correct yeah yh")
  private static let markingWords: Set<String> = Set(
    words: "marked labelled labeled says reads stamped printed shows tagged coded")

  private static let codeListWords: Set<String> = Set(
    words: """
      as in a an the country iso code codes alpha 2 two letter list standard
      """)

  // MARK: - Asking for a country

  private func family(at index: Int) -> Keywords.Family? {
    let word = sentence.words[index]
    guard !word.isInitials else { return nil }
    // "which country has its seat of government in La Paz": asked the other way round, a
    // seat of government is answered from the table of capitals' roles.
    if word.folded == "seat", index + 2 < sentence.words.count,
      sentence.words[index + 1].folded == "of", sentence.words[index + 2].folded == "government"
    {
      return .capital
    }
    return sentence.families[index]
  }

  /// Where the words asking for a country are, or nil when none do.
  private func countryMarker(keyword: Int) -> Span? {
    let words = sentence.words
    for index in words.indices {
      let folded = words[index].folded
      let isWhich = Self.isWhich(folded)
      // "whose capital is …", "who's flag".
      if folded == "whose" || folded == "whos" || (folded == "who" && words[index].isPossessive) {
        return index...index
      }
      // "who has capital Vilnius", "who uses the code KE": no person has one.
      if folded == "who", index + 1 < keyword,
        ["has", "have", "had", "uses", "owns", "got"].contains(words[index + 1].folded)
      {
        return index...(index + 1)
      }
      if let whereWord = whereItIsTheCapital(keyword: keyword), whereWord == index {
        return index...index
      }
      // "clue: Asian country, capital Thimphu": a country described, then its capital named.
      if index + 1 == keyword, sentence.countriesNouns[index], !words[index].isPossessive,
        words[keyword].gapBefore.contains(.comma), keyword + 1 < words.count,
        !sentence.isStop(before: keyword + 1)
      {
        return index...index
      }
      // "Ouagadougou is the capital of where?"
      if folded == "where", index == keyword + 2, words[index - 1].folded == "of",
        index == words.count - 1 || sentence.isStop(before: index + 1)
      {
        return index...index
      }
      // "capital: Dodoma. country?", "Dodoma is the capital - which country?": the country
      // asked for in a few words of its own.
      // "The capital of Eritrea, what is the name?": the name asked is the capital's.
      if sentence.countriesNouns[index], words[index].folded != "name",
        let part = asksOnlyForACountry(around: index),
        !asksOfAPlaceInAClauseOfItsOwn(after: index, keyword: keyword)
      {
        return part
      }
      if let described = describedCountry(at: index),
        !asksOfAPlaceInAClauseOfItsOwn(after: described.upperBound, keyword: keyword)
      {
        return described
      }
      if isWhich {
        // "which country", "what African country", "which South American country",
        // "which island's".
        for next in (index + 1)...min(index + 4, words.count) where next < words.count {
          if sentence.countriesNouns[next] || Self.countryLikeNouns.contains(words[next].folded) {
            if asksOfAPlaceInAClauseOfItsOwn(after: next, keyword: keyword) { break }
            return index...next
          }
          // "what's the country…" still asks for one; "what is the state capital…" does not.
          if family(at: next) != nil || sentence.isStop(before: next)
            || !sentence.classes(of: next).isDisjoint(with: [.filler, .preposition])
          {
            break
          }
        }
        // "Lima is the capital of what?"
        if index == words.count - 1 || sentence.isStop(before: index + 1), index > keyword,
          words[index - 1].folded == "of"
        {
          return index...index
        }
        // "Kinshasa is the capital of which Congo?": which of the places by that name, told by
        // the city before.
        if index == keyword + 2, keyword >= 2, words[index - 1].folded == "of",
          index + 1 < words.count, !sentence.isStop(before: index + 1),
          ["is", "was"].contains(words[keyword - 1].folded)
            || (words[keyword - 1].folded == "the"
              && ["is", "was"].contains(words[keyword - 2].folded))
        {
          let end = sentence.sentenceRange(around: index).upperBound - 1
          if end - index <= 3 { return index...end }
        }
        // "the country in Europe the capital of which is Belgrade".
        if index == keyword + 2, words[index - 1].folded == "of", index + 1 < words.count,
          ["is", "was"].contains(words[index + 1].folded),
          (0..<keyword).contains(where: { sentence.countriesNouns[$0] })
        {
          return index...index
        }
      }
      // "the country with the capital Lima", "a country whose code is DE"; not "Georgia (the
      // country), which city", where the bracket closed on the noun.
      if sentence.countriesNouns[index], index + 1 < words.count,
        words[index + 1].gapBefore.isDisjoint(with: [.stop, .bracket]),
        Self.relativeWords.contains(words[index + 1].folded)
      {
        return index...(index + 1)
      }
      // "country for capital Bishkek", "country for code BT", "ctry w/ cap Riga": the keyword
      // right after.
      if sentence.countriesNouns[index], index + 2 < words.count,
        !sentence.isStop(before: index + 1), ["for", "by", "w"].contains(words[index + 1].folded),
        family(at: index + 2) != nil
          || (words[index + 2].folded == "the" && index + 3 < words.count
            && family(at: index + 3) != nil)
      {
        return index...(index + 1)
      }
    }
    // "Lima is the capital of?"
    if keyword + 2 == words.count, words[keyword + 1].folded == "of" {
      return (keyword + 1)...(keyword + 1)
    }
    return nil
  }

  /// "where is Bamako the capital", "where's Lusaka the capital of": the country is the place
  /// asked for. The word "where".
  private func whereItIsTheCapital(keyword: Int) -> Int? {
    let words = sentence.words
    guard keyword >= 3, family(at: keyword) == .capital, words[keyword - 1].folded == "the",
      keyword == words.count - 1
        || (keyword + 2 == words.count && words[keyword + 1].folded == "of"),
      let start = (0..<keyword).last(where: { $0 == 0 || sentence.isStop(before: $0) }),
      words[start].folded == "where",
      words[start].isPossessive || words[start + 1].folded == "is"
    else { return nil }
    return start
  }

  private func asksAboutSomethingElse(before end: Int) -> Bool {
    let words = sentence.words
    // Only in the marker's clause: "First, which country…" opens with a word, not a topic.
    var start = min(end, words.count - 1)
    while start > 0, words[start].gapBefore.isDisjoint(with: [.stop, .comma, .pause]) { start -= 1 }
    // "Where is Lima the capital of?" asks for the country.
    return (start..<end).contains { index in
      (sentence.classes(of: index).contains(.topic) && words[index].folded != "where")
        || (words[index].folded == "how" && index + 1 < words.count
          && Keywords.measures.contains(words[index + 1].folded))
    }
  }

  private func asksOnlyForACountry(around index: Int) -> Span? {
    let words = sentence.words
    // "Dodoma, which country?", "capital = Hanoi, country = ?".
    func bounds(_ at: Int) -> Bool {
      !words[at].gapBefore.isDisjoint(with: [.stop, .pause, .comma])
    }
    var start = index
    while start > 0, !bounds(start) { start -= 1 }
    var end = index
    while end + 1 < words.count, !bounds(end + 1) { end += 1 }
    guard start > 0 || end + 1 < words.count else { return nil }
    let onlyAsking = (start...end).allSatisfy { at in
      at == index || Self.isWhich(words[at].folded)
        || ["the", "is", "its", "which", "what", "and", "so", "ok", "that", "this"].contains(
          words[at].folded)
    }
    // "flag of Georgia, the country": after a comma, a clause asks only with a question word,
    // or with the noun alone.
    let asksAfterComma =
      start == 0 || !words[start].gapBefore.isDisjoint(with: [.stop, .pause]) || start == end
      || (start...end).contains { Self.isWhich(words[$0].folded) }
    // "capital of Georgia - the country, not the state": "the country" without a question
    // word or mark says which place is meant.
    let saysWhichIsMeant =
      words[start].folded == "the" && !(start...end).contains { Self.isWhich(words[$0].folded) }
      && sentence.scalars[words[end].end...].first(where: { $0 != " " }) != "?"
    return onlyAsking && asksAfterComma && !saysWhichIsMeant ? start...end : nil
  }

  /// "which Gulf state", "what territory", "which former Soviet republic": a country asked
  /// for by what kind of state it is. The span runs from the question word to the noun.
  private func describedCountry(at index: Int) -> Span? {
    let words = sentence.words
    guard Self.isWhich(words[index].folded) else { return nil }
    // "Vilnius is capital of which state?": a bare state, ending a question after "capital
    // of", is a sovereign state asked for by its capital. A city that is no country's capital
    // finds none ("Sacramento"); a state described is still a state ("which US state").
    if index >= 2, index + 1 < words.count, words[index + 1].folded == "state",
      words[index - 1].folded == "of", family(at: index - 2) == .capital,
      index + 2 == words.count || sentence.isStop(before: index + 2)
    {
      return index...(index + 1)
    }
    var next = index + 1
    while next < min(index + 5, words.count), !sentence.isStop(before: next) {
      let word = words[next].folded
      if sentence.countriesNouns[next] || Self.countryLikeNouns.contains(word) {
        return index...next
      }
      let between = (index + 1)..<next
      if Self.dependencyWords.contains(word),
        between.allSatisfy({ Self.dependencyDescriptions.contains(words[$0].folded) })
      {
        return index...next
      }
      // "which French overseas department", but not "which French region": the data has
      // overseas regions, not the regions of France.
      if ["department", "region", "collectivity"].contains(word),
        between.contains(where: { words[$0].folded == "overseas" }),
        between.allSatisfy({ Self.dependencyDescriptions.contains(words[$0].folded) })
      {
        return index...next
      }
      if Self.stateWords.contains(word), !between.isEmpty,
        between.allSatisfy({ Self.stateDescriptions.contains(words[$0].folded) })
      {
        return index...next
      }
      // "Which state's ISO code is 'MK'?": a state with an ISO code is a sovereign one.
      if ["state", "states"].contains(word), between.isEmpty, mentionsISO,
        sentence.families.contains(.code)
      {
        return index...next
      }
      guard Self.stateDescriptions.contains(word) || Self.dependencyDescriptions.contains(word)
      else { return nil }
      next += 1
    }
    return nil
  }

  /// "ISO code", "alpha-2", "country code": a code only a country has.
  private var mentionsISO: Bool {
    let words = sentence.words
    return words.indices.contains { index in
      ["iso", "alpha"].contains(words[index].folded)
        || words[index].folded == "country" && index + 1 < words.count
          && sentence.families[index + 1] == .code
    }
  }

  /// "which Australian state", "what province": not a country question.
  private func asksForStateLikePlace() -> Bool {
    let words = sentence.words
    for index in words.indices where Self.isWhich(words[index].folded) {
      if describedCountry(at: index) != nil { continue }
      for next in (index + 1)..<min(index + 4, words.count) {
        if Self.stateWords.contains(words[next].folded) { return true }
        // "what is the state capital of Utah" asks for no state: only words describing the
        // state may come between ("which Australian state").
        if sentence.countriesNouns[next] || family(at: next) != nil
          || !sentence.classes(of: next).isDisjoint(with: [.filler, .article, .preposition])
        {
          break
        }
      }
    }
    return false
  }

  // MARK: - The capital or code

  /// The run of words nearest the keyword once question words, the keyword and the marker
  /// are set aside; "of", "the" and their like stay only inside a name ("Port of Spain").
  private func subjectRun(keyword: Int, families: [Keywords.Family?], marker: Span) -> Span? {
    let words = sentence.words
    var runs: [Span] = []
    var start: Int?
    for index in words.indices {
      // "country with capital Vaduz (13)": no capital's name holds a bracket.
      let separates =
        families[index] != nil || marker.contains(index) || isHardSeparator(index)
        || (start != nil
          && (sentence.isStop(before: index) || words[index].gapBefore.contains(.bracket)))
      if separates {
        if let begin = start { runs.append(begin...(index - 1)) }
        start = nil
      } else if start == nil {
        start = index
      }
    }
    if let begin = start { runs.append(begin...(words.count - 1)) }
    var trimmed = runs.compactMap(trim)
    // "Which entity is assigned the ISO code SH?": a code is one word of two letters, typed as
    // a code, wherever the words nearer the keyword are.
    if families[keyword] == .code {
      let codes = trimmed.filter { run in
        run.count == 1 && sentence.words[run.lowerBound].isTwoLetters
          && (sentence.words[run.lowerBound].isInitials || sentence.opensWithQuote(run.lowerBound))
      }
      if !codes.isEmpty { trimmed = codes }
    }
    // "mapping capital -> country: 'Roseau'": the one name quoted is the one asked about.
    let quoted = trimmed.filter { sentence.opensWithQuote($0.lowerBound) }
    if families[keyword] == .capital, quoted.count == 1 { trimmed = quoted }
    return trimmed.min { distance($0, keyword) < distance($1, keyword) }
  }

  /// "…the capital of which is Belgrade": the capital is what follows.
  private func runAfterOfWhich(keyword: Int, marker: Span) -> Span? {
    let words = sentence.words
    let start = marker.upperBound + 2
    guard marker.lowerBound == keyword + 2, words[keyword + 1].folded == "of",
      start < words.count, ["is", "was"].contains(words[marker.upperBound + 1].folded)
    else { return nil }
    var end = start
    while end + 1 < words.count, !sentence.isStop(before: end + 1) { end += 1 }
    return trim(start...end)
  }

  private func distance(_ span: Span, _ index: Int) -> Int {
    span.upperBound < index ? index - span.upperBound : span.lowerBound - index
  }

  private func trim(_ span: Span) -> Span? {
    var lower = span.lowerBound
    var upper = span.upperBound
    while lower <= upper, isSoft(lower, atStart: true),
      !(lower < upper && Self.foreignArticles.contains(sentence.words[lower].folded))
    {
      lower += 1
    }
    while upper >= lower, isSoft(upper, atStart: false) { upper -= 1 }
    guard lower <= upper else { return nil }
    return lower...upper
  }

  private func isHardSeparator(_ index: Int) -> Bool {
    let word = sentence.words[index]
    if word.isInitials { return false }
    if Self.softWords.contains(word.folded) { return false }
    if sentence.countriesNouns[index] { return true }
    if Self.separatorWords.contains(word.folded) { return true }
    // "ISO", "alpha-2", "national": they go with the keyword. "Mexico City" keeps its city.
    if word.folded != "city", sentence.classes(of: index).contains(.modifier) { return true }
    return !sentence.classes(of: index).isDisjoint(with: [.filler, .topic, .preposition])
      || Lexicon.isClosingPoliteness(word.folded)
  }

  /// Words a capital's name may hold inside, but not at its ends.
  private func isSoft(_ index: Int, atStart: Bool) -> Bool {
    let word = sentence.words[index]
    if word.isInitials { return false }
    if Self.softWords.contains(word.folded) { return true }
    // "capital city": a trailing city belongs to the keyword, a leading one to the question.
    return word.folded == "city" && (atStart || index == 0)
  }

  /// "I didn't even catch which country, what is the capital of Tajikistan": after the
  /// country asked about, a clause of its own asks the capital of a place it names.
  private func asksOfAPlaceInAClauseOfItsOwn(after marker: Int, keyword: Int) -> Bool {
    marker + 1 < keyword
      && sentence.asksInAClauseOfItsOwn(within: (marker + 1)..<keyword, cue: keyword)
  }

  /// Every question has some of these words: a byte check spares most of them a hash.
  private static func isWhich(_ folded: String) -> Bool {
    switch folded.utf8.first {
    case UInt8(ascii: "w"): whichWords.contains(folded)
    // "kaunsa country ka capital Dhaka hai?": Hindi's "which", typed in Latin letters.
    case UInt8(ascii: "k"): ["kaunsa", "kaunsi", "konsa", "konsi", "kis"].contains(folded)
    // "que pais tiene la capital …", "quel pays", "cual pais": the Romance languages' "which".
    case UInt8(ascii: "q"): ["que", "qual", "quale", "quel", "quelle"].contains(folded)
    case UInt8(ascii: "c"): folded == "cual"
    // "Anong bansa ang may capital na Manila?": Tagalog's.
    case UInt8(ascii: "a"): folded == "anong"
    default: false
    }
  }

  private static func startsWithWho(_ folded: String) -> Bool {
    var bytes = folded.utf8.makeIterator()
    return bytes.next() == UInt8(ascii: "w") && bytes.next() == UInt8(ascii: "h")
      && bytes.next() == UInt8(ascii: "o")
  }

  private static let whichWords: Set<String> = [
    "which", "what", "wich", "whcih", "whihc", "witch", "wat", "waht", "whta", "wht", "whats",
  ]
  /// What a country can be called when asking which one: "which island's capital is Suva".
  private static let countryLikeNouns: Set<String> = [
    "island", "islands", "archipelago", "kingdom", "republic", "principality", "monarchy",
    "sultanate", "duchy", "federation", "confederation", "commonwealth", "theocracy",
    // A cataloguer's or a form's words for a country or a territory.
    "jurisdiction", "entity", "dependency", "polity",
  ]
  private static let relativeWords: Set<String> = [
    "with", "whose", "having", "that", "which", "where", "wich", "has",
  ]
  private static let stateWords: Set<String> = Set(
    words: """
      state states province provinces region regions territory county canton prefecture oblast
      emirate department
      """)
  /// Words that make "state" a country: "which Gulf state", "what former Soviet republic".
  /// A people's word is not one of them: "which Australian state" is a state.
  private static let stateDescriptions = Set<String>(
    words: """
      gulf baltic balkan arab arabian island city sovereign independent member african european
      asian caribbean pacific middle eastern western northern southern central former soviet small
      smallest tiny landlocked oil rich himalayan nordic scandinavian alpine mediterranean andean
      persian latin sahel saharan east west north south coastal desert mountain mountainous buffer
      micro
      """)
  /// Territories the data has are answered: "Hagatna is the capital of what territory",
  /// "which British overseas territory". Not Australia's or Canada's, whose territories it
  /// lacks ("Darwin", "Whitehorse"), nor India's.
  private static let dependencyWords: Set<String> = [
    "territory", "territories", "dependency", "dependencies", "colony", "possession",
  ]
  private static let dependencyDescriptions = Set<String>(
    words: """
      british french dutch danish american us norwegian chinese overseas unincorporated external
      self governing autonomous island pacific caribbean atlantic crown former small tiny special
      administrative new zealand
      """)
  /// Words that end a capital's name wherever they are.
  private static let separatorWords = Set<String>(
    words: """
      as is was are has have had its it their belong belongs does do called named known having
      whose which what with in to for this that main official national seat government
      """)
  private static let softWords: Set<String> = [
    "of", "the", "a", "an", "and", "de", "la", "le", "el", "es", "da", "al",
    // Tagalog's "the", "has", "that is".
    "ang", "may", "na", "ay",
  ]
  /// Articles that start capitals' names: "La Paz", "El Aaiún", "Al Manamah".
  private static let foreignArticles: Set<String> = ["la", "le", "el", "al", "de", "da", "es"]
  private static let trailingWords: Set<String> = ["please", "pls", "then", "now"]
}
