import QuizEngine
import Synchronization

/// A typed question split into words, each folded for comparison but still pointing at
/// what was typed, so a subject can be handed on exactly as the person wrote it.
struct Sentence {
  /// Work is bounded whatever is pasted in: questions are short, and a country's name
  /// is never far from the start.
  static let maximumScalars = 400
  static let maximumWords = 64

  struct Word {
    /// Lower-cased and accent-folded, apostrophes and a possessive "'s" removed.
    let folded: String
    /// Scalar offsets of the word as typed (without a possessive "'s").
    let start: Int
    let end: Int
    let isPossessive: Bool
    /// Punctuation between this word and the one before it.
    let gapBefore: Gap
    /// Capitals that stand for a name: two letters in a sentence that is not all capitals
    /// ("US", "UK", "DE"), or one followed by a full stop ("U.S.").
    let isInitials: Bool

    /// One letter A to Z, typed alone: "d" in "which country is d k".
    var isOneLetter: Bool {
      end - start == 1 && folded.utf8.count == 1
        && folded.utf8.allSatisfy { (97...122).contains($0) }
    }

    /// Two letters joined by a full stop or a hyphen: "s.g.", "g-q".
    var isLetterPair: Bool { isInitials && end - start == 3 && folded.utf8.count == 2 }

    /// Two letters A to Z, as a code is: "DE", "gb".
    var isTwoLetters: Bool {
      folded.utf8.count == 2 && folded.utf8.allSatisfy { (97...122).contains($0) }
    }
  }

  struct Gap: OptionSet {
    let rawValue: UInt8
    /// , — names can hold one ("Saint Helena, Ascension and Tristan da Cunha").
    static let comma = Gap(rawValue: 1 << 0)
    /// : or a dash between spaces: "Peru: flag?"
    static let pause = Gap(rawValue: 1 << 1)
    /// . ? ! ; or a line break: the end of a sentence.
    static let stop = Gap(rawValue: 1 << 2)
    static let quote = Gap(rawValue: 1 << 3)
    static let bracket = Gap(rawValue: 1 << 4)
  }

  let scalars: [Unicode.Scalar]
  let words: [Word]
  /// What the lexicon knows of each word, in context; worked out once per sentence.
  private let wordClasses: [WordClass]
  /// The kind of question each word names, if any ("captial" names the capital).
  let families: [Keywords.Family?]
  /// Which words are "countries", "nations" and their typos.
  let countriesNouns: [Bool]
  /// Whether speech-to-text wrote the punctuation at the end as words ("question mark"),
  /// which the words leave out.
  let hasDictatedEnding: Bool

  /// The text up to its last word, when its dictated punctuation is left out; else nil.
  var textWithoutDictatedEnding: String? {
    guard hasDictatedEnding, let last = words.last else { return nil }
    return String(String.UnicodeScalarView(scalars[..<last.end]))
  }

  init(_ text: String) {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(min(text.utf8.count, Self.maximumScalars))
    for scalar in text.unicodeScalars {
      if scalars.count == Self.maximumScalars { break }
      scalars.append(scalar)
    }
    let split = Self.joiningLetterPairs(Self.split(scalars), in: scalars)
    let words = Self.withoutDictatedPunctuation(split)
    hasDictatedEnding = words.count < split.count
    self.scalars = scalars
    self.words = words
    wordClasses = words.indices.map { index in
      let word = words[index]
      if word.isInitials { return [] }
      // "see" is a verb, except in the Holy See.
      if word.folded == "see", index > 0, words[index - 1].folded == "holy" { return [] }
      // "us" is a pronoun, except as "the us": the United States typed in lower case.
      if word.folded == "us", index > 0, words[index - 1].folded == "the" { return [] }
      if Self.isTheStates(index, in: words, scalars) { return [] }
      // "I would be most grateful": politeness, not a superlative; "most of it is
      // straightforward": a part of the person's thing.
      if word.folded == "most", index + 1 < words.count,
        Self.gratitude.contains(words[index + 1].folded)
          || (words[index + 1].folded == "of" && index + 2 < words.count
            && Self.things.contains(words[index + 2].folded))
      {
        return .filler
      }
      return Lexicon.classes(of: word.folded)
    }
    families = words.indices.map { index in
      let word = words[index]
      // "cap city belize", "cap. of Tajikistan", "cap of DRC?", "cap of ksa": "cap" is short
      // for capital only before "city", with its full stop before "of", or opening the message
      // before "of" and a question mark or a word no lexicon has, ending a short message.
      if word.folded == "cap", index + 1 < words.count,
        words[index + 1].folded == "city"
          || (words[index + 1].folded == "of"
            && (scalars[word.end..<words[index + 1].start].first == "."
              || (index == 0
                && (scalars.last == "?"
                  || words.count <= 4 && index + 2 < words.count
                    && Lexicon.classes(of: words[index + 2].folded).isEmpty))))
      {
        return .capital
      }
      // "cap. bavaria", "who has cap. Quito": cut short with its full stop, before a name, at
      // the start or after words that ask for one.
      if word.folded == "cap", index + 1 < words.count,
        scalars[word.end..<words[index + 1].start].first == ".",
        index == 0 || Self.beforeACapital.contains(words[index - 1].folded)
      {
        return .capital
      }
      // "ctry w/ cap Riga?", "country with cap Riga": a country asked for by its capital.
      if word.folded == "cap", index >= 2, ["w", "with", "wit"].contains(words[index - 1].folded),
        Keywords.isCountriesNoun(words[index - 2].folded)
      {
        return .capital
      }
      // "Comoros cap.", "Laos cap?": after a name, ending a message of a few words with its
      // mark.
      if word.folded == "cap", index > 0, index <= 3, index + 1 == words.count,
        Lexicon.classes(of: words[index - 1].folded).isEmpty,
        let mark = scalars[word.end...].first, mark == "." || mark == "?"
      {
        return .capital
      }
      if index > 0, ForeignCues.isSecondWordOfCapital(word.folded, after: words[index - 1].folded) {
        return .capital
      }
      // "What are the letters for Portugal on the parcel form": on a form, the letters written
      // for a country are its code.
      if word.folded == "letters", index + 2 < words.count,
        ["for", "of"].contains(words[index + 1].folded),
        scalars[words[index + 2].start].properties.isUppercase,
        words.contains(where: { Self.formsToFill.contains($0.folded) })
      {
        return .code
      }
      guard !word.isInitials, let family = Keywords.family(of: word.folded) else { return nil }
      // "the Australian Capital Territory", "a Capital District": part of a name.
      if family == .capital, index + 1 < words.count,
        ["territory", "district"].contains(words[index + 1].folded)
      {
        return nil
      }
      // "flag this message as spam", "please flag these comments": to flag is to report.
      if family == .flag, index + 1 < words.count,
        index == 0 || words[index].gapBefore.contains(.stop)
          || ["please", "pls", "plz"].contains(words[index - 1].folded),
        Self.reportedThings.contains(words[index + 1].folded)
      {
        return nil
      }
      // "another word for capital", "a synonym of capital": the word itself is asked about.
      if index >= 2, ["for", "of"].contains(words[index - 1].folded),
        ["word", "words", "synonym", "synonyms", "term", "antonym", "opposite"].contains(
          words[index - 2].folded)
      {
        return nil
      }
      return family
    }
    var countriesNouns = words.indices.map { index in
      Keywords.isCountriesNoun(words[index].folded) && !Self.isTheStates(index, in: words, scalars)
    }
    // "countries/territories", "countries and territories": the data has both, so the second
    // noun names what the first does.
    for index in words.indices.dropFirst()
    where ["territories", "dependencies"].contains(words[index].folded) {
      let before = index - 1
      countriesNouns[index] =
        countriesNouns[before]
        || before > 0 && ["and", "or"].contains(words[before].folded)
          && countriesNouns[before - 1]
    }
    // "list the territories whose names begin with 'Saint'": the data has territories too.
    for index in words.indices where words[index].folded == "territories" && !countriesNouns[index]
    {
      if index == 0 || Self.beforeTerritories.contains(words[index - 1].folded) {
        countriesNouns[index] = true
      }
    }
    // "Which land has as capital Paramaribo?": "land" is "country" in Dutch and German.
    for index in words.indices.dropFirst() where words[index].folded == "land" {
      if ["which", "what"].contains(words[index - 1].folded) { countriesNouns[index] = true }
    }
    // "which state's capital is Pretoria", "the state whose capital is Valletta": a state
    // asked for by its national capital is a country.
    let found = families
    for index in words.indices where words[index].folded == "state" {
      let asks = index > 0 && ["which", "what", "the"].contains(words[index - 1].folded)
      let byItsCapital =
        index + 1 < words.count
        && (words[index].isPossessive || words[index + 1].folded == "whose")
        && (index + 1..<min(words.count, index + 3)).contains { found[$0] == .capital }
      if asks, byItsCapital { countriesNouns[index] = true }
    }
    self.countriesNouns = countriesNouns
  }

  private static let formsToFill: Set<String> = Set(
    words: "form forms parcel package label customs envelope address shipping postage")

  private static let beforeTerritories: Set<String> = [
    "the", "all", "list", "which", "what", "any", "some", "name", "many",
  ]

  private static let beforeACapital: Set<String> = [
    "has", "have", "with", "w", "whose", "the", "its", "what", "whats", "is", "and",
  ]

  private static let things: Set<String> = ["it", "this", "that", "them", "these", "those"]
  private static let gratitude: Set<String> = [
    "grateful", "thankful", "obliged", "appreciative", "kind", "appreciated", "welcome",
  ]

  private static let reportedThings: Set<String> = Set(
    words: """
      this these those that him her me my your his their our message messages comment comments post
      posts email emails spam user users account accounts review reviews issue issues
      """)

  /// "the flag of the States": the United States, typed with its capital, and no states that
  /// are asked about ("the States that start with N", "the States of Brazil"). "united
  /// states" is the name, however it is typed.
  private static func isTheStates(_ index: Int, in words: [Word], _ scalars: [Unicode.Scalar])
    -> Bool
  {
    if words[index].folded == "states", index > 0, words[index - 1].folded == "united" {
      return true
    }
    guard words[index].folded == "states", index > 0, words[index - 1].folded == "the",
      scalars[words[index].start] == "S"
    else { return false }
    guard index + 1 < words.count else { return true }
    return ![
      "of", "that", "which", "whose", "with", "starting", "beginning", "in", "where", "who",
    ].contains(words[index + 1].folded)
  }

  func classes(of index: Int) -> WordClass {
    wordClasses[index]
  }

  /// The words from `first` through `last` as typed, punctuation between them included.
  /// One word as it was typed, capitals and all.
  func typed(_ word: Word) -> String {
    String(String.UnicodeScalarView(scalars[word.start..<word.end]))
  }

  func typed(from first: Int, through last: Int) -> String {
    let start = words[first].start
    let end = words[last].end
    guard start < end else { return "" }
    return String(String.UnicodeScalarView(scalars[start..<end]))
  }

  /// Which words sit in brackets: a remark ("South Sudan (newest country)") asks nothing.
  func bracketed() -> [Bool] {
    var depth = 0
    var previousEnd = 0
    return words.map { word in
      for scalar in scalars[previousEnd..<word.start] {
        if scalar == "(" || scalar == "[" { depth += 1 }
        if scalar == ")" || scalar == "]" { depth = max(0, depth - 1) }
      }
      previousEnd = word.end
      return depth > 0
    }
  }

  /// The words of the sentence word `index` stands in, from stop to stop.
  func sentenceRange(around index: Int) -> Range<Int> {
    var start = index
    while start > 0, !isStop(before: start) { start -= 1 }
    var end = index + 1
    while end < words.count, !isStop(before: end) { end += 1 }
    return start..<end
  }

  /// "Been living in Calgary for 6 years now. Could you show me the Irish flag?", "The Republic
  /// of Djibouti is a country in the Horn of Africa, bordered by Somalia... what's its code": a
  /// sentence before the question's that tells, closed by a full stop, with nothing in it that
  /// asks. Its words ask no other question.
  func isInAStatement(_ index: Int, before question: Int) -> Bool {
    let statement = sentenceRange(around: index)
    guard statement.upperBound <= question, statement.upperBound < words.count,
      !statement.contains(where: { EvidenceReader.askingWords.contains(words[$0].folded) })
    else { return false }
    return !scalars[words[statement.upperBound - 1].end..<words[statement.upperBound].start]
      .contains("?")
  }

  /// The text of `range`, in scalar offsets, as typed: a clause cut out to be read alone.
  func text(_ range: some RangeExpression<Int>) -> String {
    String(String.UnicodeScalarView(scalars[range]))
  }

  /// Whether a quote opens right before word `index` ("'LK'"), not one that closed the word
  /// before it ("'LK' as").
  func opensWithQuote(_ index: Int) -> Bool {
    let word = words[index]
    guard word.gapBefore.contains(.quote), word.start > 0 else { return false }
    return Self.gapKind(of: scalars[word.start - 1], at: word.start - 1, in: scalars, after: nil)
      == .quote
  }

  /// True when a sentence-ending mark separates word `index` from the one before it.
  func isStop(before index: Int) -> Bool {
    words[index].gapBefore.contains(.stop)
  }

  /// Whether a clause of its own, after a comma or a stop, opens with "what" between the words
  /// at `range`, and the cue at `cue` asks "… of" something: "I didn't even catch which
  /// country, what is the capital of Tajikistan".
  func asksInAClauseOfItsOwn(within range: Range<Int>, cue: Int) -> Bool {
    guard cue + 2 < words.count, words[cue + 1].folded == "of" else { return false }
    return range.contains { index in
      !words[index].gapBefore.isDisjoint(with: [.comma, .stop])
        && ["what", "whats", "wat", "wats"].contains(words[index].folded)
    }
  }

  // MARK: - Splitting

  private static func split(_ scalars: [Unicode.Scalar]) -> [Word] {
    let isShouting = isMostlyCapitals(scalars)
    var words: [Word] = []
    var gap: Gap = []
    var index = 0
    let count = scalars.count
    while index < count, words.count < maximumWords {
      let scalar = scalars[index]
      // "U.S.'s": a possessive after an abbreviation's full stop belongs to the word before.
      // "What country 's capital is Lima ?": old corpora were tokenised, the possessive cut
      // off as a word of its own; it still belongs to the word before.
      // "start with 'S-A'" opens a quote: the cut-off possessive stands alone between spaces.
      // The letter after the apostrophe is read first: a quote closing the message has none.
      if NameKey.isApostrophe(scalar), index > 0, index + 1 < count, let last = words.last,
        scalars[index + 1] == "s" || scalars[index + 1] == "S",
        index + 2 == count || !NameKey.isWordScalar(scalars[index + 2]),
        (scalars[index - 1] == "." && last.end == index - 1)
          || (scalars[index - 1] == " " && gap.isDisjoint(with: [.stop, .comma, .pause])
            && (index + 2 == count || scalars[index + 2].properties.isWhitespace))
      {
        words[words.count - 1] = Word(
          folded: last.folded, start: last.start, end: last.end, isPossessive: true,
          gapBefore: last.gapBefore, isInitials: last.isInitials)
        index += 2
        continue
      }
      // "Sri Lanka 🏳️ ?": a flag drawn is the word; a rainbow or pirate flag (joined to
      // another picture) is not.
      if Self.isFlagPicture(scalar.value) {
        var next = index + 1
        while next < count, scalars[next].value == 0xFE0F { next += 1 }
        if next == count || scalars[next].value != 0x200D {
          words.append(
            Word(
              folded: "flag", start: index, end: index + 1, isPossessive: false, gapBefore: gap,
              isInitials: false))
          gap = []
        }
        index = next
        continue
      }
      guard NameKey.isWordScalar(scalar) else {
        gap.formUnion(gapKind(of: scalar, at: index, in: scalars, after: words.last))
        index += 1
        continue
      }
      var start = index
      var end = index
      var isPossessive = false
      var folded = ""
      var needsFolding = false
      while index < count {
        let current = scalars[index]
        if NameKey.isWordScalar(current) || isMark(current) {
          if current.isASCII {
            let value = UInt8(current.value)
            folded.unicodeScalars.append(
              Unicode.Scalar((65...90).contains(value) ? value + 32 : value))
          } else {
            folded.unicodeScalars.append(current)
            needsFolding = true
          }
          index += 1
          end = index
        } else if NameKey.isApostrophe(current) {
          let next = index + 1 < count ? scalars[index + 1] : " "
          let afterNext = index + 2 < count ? scalars[index + 2] : " "
          if (next == "s" || next == "S") && !NameKey.isWordScalar(afterNext) {
            isPossessive = true
            index += 2
            break
          }
          if NameKey.isWordScalar(next) {
            // "dell'Irlanda", "de l'Autriche": an article run into the name is no part of it.
            if Self.elidedArticles.contains(folded) {
              index += 1
              (start, folded, needsFolding) = (index, "", false)
              continue
            }
            // "Türkiye'nin", "Türkiye'de": a case ending is no part of the name, as "'s" is not.
            if let ending = Self.caseEnding(in: scalars, from: index + 1), folded.count >= 3 {
              isPossessive = true
              index = ending
              break
            }
            index += 1  // inside a name: "d'Ivoire"
            continue
          }
          // A closing apostrophe: a plural possessive ("Islands'") or a closing quote; a
          // letter alone ("'S'"), or letters a quote opened ("'Es'"), are always quoted.
          isPossessive =
            folded.hasSuffix("s") && folded.utf8.count > 1
            && !(start > 0 && NameKey.isApostrophe(scalars[start - 1]))
          break
        } else {
          break
        }
      }
      if needsFolding {
        folded = TextFolding.fold(folded)
      }
      // "countriessss", "capitallll": a letter held down is typed once.
      if folded.utf8.count >= 4 { folded = Self.withoutHeldLetters(folded) }
      // "waht about its flag", "and teh iso code": a slip on a small word is that word, never
      // a place to look for.
      if let meant = Lexicon.functionWord(slippedAs: folded) { folded = meant }
      let letters = scalars[start..<end]
      let isCapitals = letters.allSatisfy { ("A"..."Z").contains($0) }
      // "u.s.", "u.k.": letters with full stops stand for a name, whatever their case.
      let isDotted =
        letters.count == 1 && end < count && scalars[end] == "."
        && ((end + 2 < count && NameKey.isWordScalar(scalars[end + 1]) && scalars[end + 2] == ".")
          || (start >= 2 && scalars[start - 1] == "." && NameKey.isWordScalar(scalars[start - 2])))
      let isInitials =
        isDotted
        || isCapitals
          && ((!isShouting && letters.count == 2)
            || (letters.count == 1 && end < count && scalars[end] == "."))
      // "#CountryCodes", "#FlagFriday": a hashtag's words start with their capitals, as a
      // function's do in code ("getCapital('Peru')").
      if start > 0 && scalars[start - 1] == "#" || end < count && scalars[end] == "(",
        !isInitials,
        let parts = Self.hashtagParts(scalars[start..<end]), parts.count > 1
      {
        for (position, part) in parts.enumerated() {
          words.append(
            Word(
              folded: TextFolding.fold(String(String.UnicodeScalarView(scalars[part]))),
              start: part.lowerBound, end: part.upperBound,
              isPossessive: position == parts.count - 1 && isPossessive,
              gapBefore: position == 0 ? gap : [], isInitials: false))
        }
        gap = []
        continue
      }
      // "capitalofbelgium", "perucapital": words run together are read apart, each still
      // pointing at its own letters.
      if !isInitials, end - start == folded.utf8.count,
        let parts = runTogetherParts(folded), parts.count > 1
      {
        var offset = start
        for (position, part) in parts.enumerated() {
          let length = part.utf8.count
          words.append(
            Word(
              folded: part, start: offset, end: offset + length,
              isPossessive: position == parts.count - 1 && isPossessive,
              gapBefore: position == 0 ? gap : [], isInitials: false))
          offset += length
        }
        gap = []
        continue
      }
      words.append(
        Word(
          folded: folded, start: start, end: end, isPossessive: isPossessive, gapBefore: gap,
          isInitials: isInitials))
      gap = []
    }
    return words
  }

  /// The ranges of a hashtag's words, cut before each capital that follows a small letter;
  /// nil when it has none.
  private static func hashtagParts(_ letters: ArraySlice<Unicode.Scalar>) -> [Range<Int>]? {
    var parts: [Range<Int>] = []
    var start = letters.startIndex
    for index in letters.indices.dropFirst()
    where letters[index].properties.isUppercase && letters[index - 1].properties.isLowercase {
      parts.append(start..<index)
      start = index
    }
    guard !parts.isEmpty else { return nil }
    parts.append(start..<letters.endIndex)
    return parts
  }

  /// The word with each run of three or more of the same letter typed once; no English word
  /// has one.
  private static func withoutHeldLetters(_ word: String) -> String {
    // Looked for in place first: nearly every word has none, and this runs for every word.
    var run = 0
    var previous: UInt8 = 0
    var held = false
    for byte in word.utf8 {
      run = byte == previous ? run + 1 : 1
      previous = byte
      if run == 3 {
        held = true
        break
      }
    }
    guard held else { return word }
    let bytes = Array(word.utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      var end = index + 1
      while end < bytes.count, bytes[end] == bytes[index] { end += 1 }
      result.append(
        contentsOf: repeatElement(bytes[index], count: end - index >= 3 ? 1 : end - index))
      index = end
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Italian and French articles elided before a vowel: "dell'Irlanda", "de l'Algérie".
  private static let elidedArticles: Set<String> = [
    "l", "dell", "dall", "nell", "all", "sull", "quell",
  ]

  /// Turkish endings written after an apostrophe on a name: of ("Türkiye'nin"), in, from, to.
  private static let caseEndings: Set<String> = Set(
    words: """
      nin nın nun nün in ın un ün de da te ta den dan ten tan ye ya yi yı
      """)

  /// Where the word ends when the letters from `start` are only a case ending; nil otherwise.
  private static func caseEnding(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var end = start
    while end < scalars.count, NameKey.isWordScalar(scalars[end]), end - start <= 3 { end += 1 }
    guard end - start <= 3 else { return nil }
    let ending = String(String.UnicodeScalarView(scalars[start..<end])).lowercased()
    return caseEndings.contains(ending) ? end : nil
  }

  /// "capital of oh man question mark", "flag for togo period": speech-to-text writes the
  /// punctuation said at the end as words.
  private static func withoutDictatedPunctuation(_ words: [Word]) -> [Word] {
    var words = words
    while words.count > 2, let last = words.last?.folded {
      let before = words[words.count - 2].folded
      if ["mark", "point"].contains(last), ["question", "exclamation"].contains(before) {
        words.removeLast(2)
      } else if last == "stop", before == "full" {
        words.removeLast(2)
      } else if last == "period",
        !["the", "that", "this", "a", "which", "what", "time", "same", "soviet", "colonial"]
          .contains(before)
      {
        words.removeLast()
      } else {
        break
      }
    }
    return words
  }

  /// "s.g.", "g-q", "S-G": two letters joined by a full stop or a hyphen, and no third, are
  /// one pair of initials, as a code is typed on a label. "e.g." and "i.e." abbreviate, and
  /// "a-z" runs through the alphabet.
  private static func joiningLetterPairs(_ words: [Word], in scalars: [Unicode.Scalar]) -> [Word] {
    func isLetter(_ index: Int) -> Bool {
      index >= 0 && index < words.count && words[index].isOneLetter
    }
    func joins(_ index: Int) -> Bool {
      isLetter(index) && isLetter(index + 1) && words[index].end + 1 == words[index + 1].start
        && [".", "-"].contains(scalars[words[index].end])
    }
    guard words.indices.contains(where: joins) else { return words }
    var joined: [Word] = []
    var index = 0
    while index < words.count {
      let pair = index + 1 < words.count ? words[index].folded + words[index + 1].folded : ""
      if joins(index), !joins(index - 1), !joins(index + 1),
        !["eg", "ie", "nb", "ps", "am", "pm", "az", "vs"].contains(pair)
      {
        let (first, second) = (words[index], words[index + 1])
        joined.append(
          Word(
            folded: pair, start: first.start, end: second.end, isPossessive: second.isPossessive,
            gapBefore: first.gapBefore, isInitials: true))
        index += 2
      } else {
        joined.append(words[index])
        index += 1
      }
    }
    return joined
  }

  /// 🏳 🏴 🎌. Not 🚩: people send it for a red flag, a warning, never for a country's flag.
  /// A switch, not a set: building a set at the first question costs a runtime search for
  /// its element's conformances, over a million instructions at startup.
  private static func isFlagPicture(_ value: UInt32) -> Bool {
    switch value {
    case 0x1F3F3, 0x1F3F4, 0x1F38C: true
    default: false
    }
  }

  /// A keyword run into "of" and a name ("capitalofbelgium", "flagofchina", "isocodefrance"),
  /// or a name run into a keyword ("perucapital", "kenyaflag"): the words, or nil.
  static func runTogetherParts(_ word: String) -> [String]? {
    let bytes = Array(word.utf8)
    guard bytes.count >= 8, bytes.count <= 40, bytes.allSatisfy({ (97...122).contains($0) }),
      hasKeywordStart(bytes), Lexicon.classes(of: word).isEmpty
    else { return nil }
    // "whatsthecapitalofperu", "whichcountryhascapitalyerevan": the question's opening words
    // run in too.
    var opening: [String] = []
    var rest = bytes[...]
    while let word = runTogetherOpeningWords.first(where: { rest.starts(with: $0.utf8) }),
      rest.count - word.utf8.count >= 4
    {
      opening.append(word)
      rest = rest.dropFirst(word.utf8.count)
    }
    if !opening.isEmpty {
      if let parts = runTogetherParts(String(decoding: rest, as: UTF8.self)) {
        return opening + parts
      }
      // "which country has capital", "whose capital is": the capital named follows unlinked.
      if opening.contains("country") || opening.contains("whose"),
        let keyword = runTogetherKeywords.first(where: { rest.starts(with: $0.utf8) })
      {
        var name = rest.dropFirst(keyword.utf8.count)
        var parts = opening + [keyword]
        if opening.contains("whose"), name.starts(with: "is".utf8), name.count >= 6 {
          parts.append("is")
          name = name.dropFirst(2)
        }
        if name.count >= 4 { return parts + [String(decoding: name, as: UTF8.self)] }
      }
    }
    for keyword in runTogetherKeywords where bytes.starts(with: keyword.utf8) {
      var rest = bytes.dropFirst(keyword.utf8.count)
      var parts = [keyword]
      if rest.starts(with: "city".utf8) {
        parts.append("city")
        rest = rest.dropFirst(4)
      }
      var linked = keyword == "isocode"
      for link in ["of", "for"]
      where rest.starts(with: link.utf8) && rest.count - link.utf8.count >= 4 {
        parts.append(link)
        rest = rest.dropFirst(link.utf8.count)
        linked = true
        break
      }
      guard linked, rest.count >= 4 else { continue }
      parts.append(String(decoding: rest, as: UTF8.self))
      return parts
    }
    if let parts = runTogetherPrefixQuestion(bytes) { return parts }
    for keyword in ["capital", "flag"] where bytes.count >= keyword.utf8.count + 4 {
      guard bytes.reversed().starts(with: keyword.utf8.reversed()) else { continue }
      let name = bytes.dropLast(keyword.utf8.count)
      return [String(decoding: name, as: UTF8.self), keyword]
    }
    return nil
  }

  private static let runTogetherKeywords = ["capital", "capitol", "isocode", "flag", "code"]
  /// Whether "cap", "cod", "cou" or "fla" stands anywhere in `bytes`: every question run
  /// together holds a keyword or "countries", and most long words hold none of these.
  private static func hasKeywordStart(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 3 else { return false }
    for index in 0..<(bytes.count - 2) {
      switch (bytes[index], bytes[index + 1], bytes[index + 2]) {
      case (0x63, 0x61, 0x70), (0x63, 0x6F, 0x64), (0x63, 0x6F, 0x75), (0x66, 0x6C, 0x61):
        return true
      default: continue
      }
    }
    return false
  }

  /// Longest first, so that "whats" is not read as "what" and an "s".
  private static let runTogetherOpeningWords = [
    "country", "whats", "which", "whose", "what", "show", "tell", "has", "the", "me", "is",
  ]

  /// "countriesstartingwithko": "countries", a verb of starting, "with" and up to four letters.
  private static func runTogetherPrefixQuestion(_ bytes: [UInt8]) -> [String]? {
    for noun in ["countries", "country"] where bytes.starts(with: noun.utf8) {
      var rest = bytes.dropFirst(noun.utf8.count)
      var parts = [noun]
      if rest.starts(with: "that".utf8) {
        parts.append("that")
        rest = rest.dropFirst(4)
      }
      for verb in ["starting", "beginning", "starts", "begins", "start", "begin"]
      where rest.starts(with: (verb + "with").utf8) {
        let letters = rest.dropFirst(verb.utf8.count + 4)
        guard (1...4).contains(letters.count) else { return nil }
        return parts + [verb, "with", String(decoding: letters, as: UTF8.self)]
      }
    }
    return nil
  }

  private static func gapKind(
    of scalar: Unicode.Scalar, at index: Int, in scalars: [Unicode.Scalar], after word: Word?
  ) -> Gap {
    switch scalar {
    case ",", "،", "、", "，": return .comma
    // "capital = Hanoi, country = ?": a form's field and its value.
    case ":", "—", "–", "→", "⇒", "➡", "=": return .pause
    case "-":
      // Between spaces a dash is a pause; inside a word ("Guinea-Bissau") it joins.
      let before = index > 0 ? scalars[index - 1] : " "
      let after = index + 1 < scalars.count ? scalars[index + 1] : " "
      return before.properties.isWhitespace || after.properties.isWhitespace ? .pause : []
    case ".":
      // "St. Lucia", "U.S.A." are abbreviations, not the end of a sentence.
      if let word, word.end == index, word.folded.count == 1 || abbreviations.contains(word.folded)
      {
        // "Cook Is." after a name, but "what its capital is. Thanks!" ends a sentence.
        let isIslands = word.folded == "is" || word.folded == "isl"
        return isIslands && !followsAName(word, in: scalars) ? .stop : []
      }
      return .stop
    case "?", "!", ";", "\n", "\r", "¿", "¡", "。", "？", "！", "\u{2028}", "\u{2029}": return .stop
    case "\"", "'", "`", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "«", "»", "„", "‹", "›":
      return .quote
    case "(", ")", "[", "]", "{", "}": return .bracket
    // "getCapital('Narnia') // expect error?": a comment in code, after what it asks.
    case "/":
      let after = index + 1 < scalars.count ? scalars[index + 1] : " "
      let before = index > 0 ? scalars[index - 1] : " "
      return after == "/" || before == "/" ? .stop : []
    default: return []
    }
  }

  /// Whether the word before `word` starts with a capital letter.
  private static func followsAName(_ word: Word, in scalars: [Unicode.Scalar]) -> Bool {
    var index = word.start - 1
    while index >= 0, scalars[index].properties.isWhitespace { index -= 1 }
    guard index >= 0, scalars[index].properties.isAlphabetic else { return false }
    while index > 0, scalars[index - 1].properties.isAlphabetic { index -= 1 }
    return scalars[index].properties.isUppercase
  }

  private static let abbreviations: Set<String> = [
    "st", "ste", "mt", "dr", "rep", "dem", "fed", "is", "isl", "no", "vs", "etc",
  ]

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  private static func isMostlyCapitals(_ scalars: [Unicode.Scalar]) -> Bool {
    var upper = 0
    var lower = 0
    for scalar in scalars {
      switch scalar.value {
      case 0x41...0x5A: upper += 1
      case 0x61...0x7A: lower += 1
      default: break
      }
    }
    return upper > 3 * lower && upper >= 4
  }
}

extension Sentence {
  /// The last message split, kept: a message the first reading could not answer is read
  /// again by its evidence, and its places spotted, and each would split it anew.
  private static let last = Mutex<(text: String, sentence: Sentence)?>(nil)

  /// `text` split, from the last split when it is the same text.
  static func of(_ text: String) -> Sentence {
    if let kept = last.withLock({ $0 }), kept.text == text { return kept.sentence }
    let sentence = Sentence(text)
    last.withLock { $0 = (text, sentence) }
    return sentence
  }
}
