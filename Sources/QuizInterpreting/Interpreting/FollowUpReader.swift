import QuizEngine

/// Turns that lean on the question before: "and Spain?", "what about its flag?", "and with C?".
///
/// Two shapes, and nothing else, so a new question is never mistaken for a follow-up:
/// - what to ask and nothing to ask it about ("its capital?", "and the ISO code?", "show me
///   their flag"): every other word is a question word, a pronoun or a follow-up opener;
/// - an opener ("and", "what about", "same for", "how about … then") and then only a place or
///   letters ("and Spain?", "ok and for germany", "nd kenya?", "and with C?").
///
/// The place comes back as typed; which kind of question it continues is the context's to say.
struct FollowUpReader {
  let sentence: Sentence

  private typealias Span = ClosedRange<Int>

  func followUp() -> FollowUp? {
    let words = sentence.words
    guard !words.isEmpty, words.count <= 12 else { return nil }
    if let region = regionOnly() { return .about(region) }
    var end = words.count - 1
    var start = 0
    var opened = false
    // An opener is never the last word: in "ok now N", "n" is the letter, not "and".
    while start < end, let length = openerLength(at: start, end: end) {
      start += length
      opened = true
    }
    while end >= start, isTrailing(end) { end -= 1 }
    guard start <= end else { return nil }
    let families = (start...end).compactMap { family(at: $0) }
    if let asked = families.first {
      return asking(asked, in: start...end)
    }
    guard opened else { return bareName(start...end) }
    return about(start...end)
  }

  /// "in Oceania?", "only the ones in Europe", "which of those are in South America": a part
  /// of the world and nothing else but words pointing back. As typed, for the context to read.
  private func regionOnly() -> String? {
    let words = sentence.words
    let named = words.indices.filter { !Self.regionPointers.contains(words[$0].folded) }
    guard let first = named.first, let last = named.last,
      words[...first].contains(where: { ["in", "from", "within"].contains($0.folded) }),
      named.count <= RegionFilter.longestName,
      RegionFilter.named(named.map { words[$0].folded }) != nil
    else { return nil }
    return sentence.typed(from: first, through: last)
  }

  private static let regionPointers: Set<String> = Set(
    words: """
      and only just the ones one those them these which of are is any in from within what about how
      ok now then there some all that so
      """)

  /// Whether a subject read from a full question is only words a follow-up ends or points
  /// back with ("too", "as well", "it"): then the question may be a follow-up after all.
  static func isLeftover(_ subject: String?) -> Bool {
    // Checked for every question understood, so the length first: these are all short.
    guard let subject, subject.utf8.count <= 8 else { return false }
    return leftoverSubjects.contains(subject.lowercased())
  }

  /// What the full-question reader leaves as a "country" in a follow-up: the words it does not
  /// know as question words ("show me the flag too").
  private static let leftoverSubjects: Set<String> = [
    "too", "instead", "as well", "as", "same", "then", "also", "again", "it", "its", "them", "that",
    "this", "one", "there",
  ]

  // MARK: - What to ask

  private func asking(_ asked: Keywords.Family, in span: Span) -> FollowUp? {
    let pointsBack = span.contains { Self.pointerWords.contains(sentence.words[$0].folded) }
    // "flag for to go": the words "of" or "for" introduces are a name, heard as other words,
    // unless they point back ("the flag of it").
    if let keyword = span.first(where: { family(at: $0) != nil }), keyword + 2 <= span.upperBound,
      ["of", "for"].contains(sentence.words[keyword + 1].folded),
      !((keyword + 2)...span.upperBound).contains(where: {
        Self.pointerWords.contains(sentence.words[$0].folded)
      })
    {
      return nil
    }
    // "capital of ??? lol": a place left out on purpose, not one asked about before.
    if let keyword = span.first(where: { family(at: $0) != nil }), keyword + 1 == span.upperBound,
      ["of", "for"].contains(sentence.words[keyword + 1].folded)
    {
      return nil
    }
    for index in span where family(at: index) == nil {
      let word = sentence.words[index]
      if word.isInitials { return nil }
      // "what is a flag", "what does the code do": about the thing itself, not a country's.
      if !pointsBack, Self.genericWords.contains(word.folded) { return nil }
      if Self.pointerWords.contains(word.folded) { continue }
      let classes = sentence.classes(of: index)
      if classes.contains(.topic) || classes.contains(.common) { return nil }
      if classes.isDisjoint(with: [.filler, .article, .preposition, .modifier, .connector]) {
        return nil
      }
    }
    switch asked {
    case .capital: return .asking(.capital)
    case .flag: return .asking(.flag)
    case .code: return .asking(.isoCode)
    }
  }

  private func family(at index: Int) -> Keywords.Family? {
    sentence.words[index].isInitials ? nil : sentence.families[index]
  }

  // MARK: - A place or letters

  private func about(_ span: Span) -> FollowUp? {
    var lower = span.lowerBound
    var startsWith = false
    // "with C", "starting with B", "those beginning with M", "the letter K".
    while lower <= span.upperBound {
      let word = sentence.words[lower]
      let folded = word.folded
      if Keywords.isStartVerb(folded) || Self.prefixLeadWords.contains(folded)
        || (sentence.countriesNouns[lower] && lower < span.upperBound)
      {
        startsWith =
          startsWith || Keywords.isStartVerb(folded) || Self.prefixLinkWords.contains(folded)
        lower += 1
      } else if Self.withWords.contains(folded), !word.isInitials, lower < span.upperBound {
        startsWith = true
        lower += 1
      } else if !word.isInitials,
        sentence.classes(of: lower).contains(.article)
          || sentence.classes(of: lower).contains(.preposition), lower < span.upperBound
      {
        lower += 1
      } else {
        break
      }
    }
    guard lower <= span.upperBound else { return nil }
    // A place has no question words, no topics ("and the population?") and few words.
    guard span.upperBound - lower < 6 else { return nil }
    for index in lower...span.upperBound {
      let word = sentence.words[index]
      // "and with I?": after "with", a letter is a letter, not a pronoun; so is a capital
      // letter alone ("and U?") or a quoted word ("and 'so'?").
      if word.isInitials || (startsWith && word.folded.count <= 3) || isLetters(index) {
        continue
      }
      let classes = sentence.classes(of: index)
      if !classes.isDisjoint(with: [.filler, .topic, .common]) { return nil }
    }
    let typed = sentence.typed(from: lower, through: span.upperBound)
    guard !typed.isEmpty else { return nil }
    // "what about B and C": each group its own list, or, after a question about a country,
    // the words as typed.
    if let groups = LetterGroups(sentence: sentence).groups(from: lower, through: span.upperBound) {
      return startsWith ? .startingWithEach(groups) : .aboutEach(groups, typed: typed)
    }
    return startsWith ? .startingWith(typed) : .about(typed)
  }

  private func isLetters(_ index: Int) -> Bool {
    let word = sentence.words[index]
    if word.gapBefore.contains(.quote) && word.folded.count <= 3 { return true }
    guard word.end - word.start == 1 else { return false }
    return ("A"..."Z").contains(sentence.scalars[word.start])
  }

  /// "Spain?", "south korea": one to three words that are no question words at all.
  private func bareName(_ span: Span) -> FollowUp? {
    guard span.count <= 3 else { return nil }
    for index in span {
      let word = sentence.words[index]
      if index > span.lowerBound, sentence.isStop(before: index) { return nil }
      if word.isInitials { continue }
      let classes = sentence.classes(of: index)
      let inside = index > span.lowerBound && index < span.upperBound
      if inside, classes.contains(.connector) { continue }
      if !classes.isEmpty || sentence.countriesNouns[index] || Keywords.isStartVerb(word.folded) {
        return nil
      }
    }
    let typed = sentence.typed(from: span.lowerBound, through: span.upperBound)
    return typed.isEmpty ? nil : .bareName(typed)
  }

  // MARK: - Openers and closers

  /// How many words open a follow-up at `index`: "and", "what about", "same for", "ok".
  private func openerLength(at index: Int, end: Int) -> Int? {
    let words = sentence.words
    let word = words[index].folded
    let next = index + 1 <= end ? words[index + 1].folded : ""
    // "and 'so'?": a quoted word is what is asked about.
    if Self.singleOpeners.contains(word), !words[index].isInitials,
      !words[index].gapBefore.contains(.quote)
    {
      return 1
    }
    if ["what", "wat", "wht", "waht", "whta", "how", "hwo", "hw", "whats"].contains(word),
      ["about", "abt", "bout", "of"].contains(next)
    {
      return 2
    }
    if word == "same", ["for", "with", "question", "thing", "again", "but"].contains(next) {
      return next == "question" || next == "thing" ? 2 + (isFor(index + 2, end: end) ? 1 : 0) : 2
    }
    if ["as", "now", "then"].contains(word), next == "for" { return 2 }
    return nil
  }

  private func isFor(_ index: Int, end: Int) -> Bool {
    index <= end && ["for", "with"].contains(sentence.words[index].folded)
  }

  private func isTrailing(_ index: Int) -> Bool {
    let word = sentence.words[index]
    return !word.isInitials
      && (Self.closingWords.contains(word.folded) || Lexicon.isClosingPoliteness(word.folded))
  }

  private static let singleOpeners: Set<String> = Set(
    words: """
      and nd an n adn annd amd snd ans ok okay okey k so also now then cool great thanks thx nice
      right alright hmm oh ah well plus next
      """)
  private static let closingWords: Set<String> = Set(
    words: """
      then too please pls plz instead now also as well again thanks thx bye goodbye cya later lol
      haha ty tysm
      """)
  /// Words that point back at the last country: "its flag", "their capital", "that one's code".
  private static let pointerWords: Set<String> = Set(
    words: """
      its it their them they his her that this same one ones country countrys place there theirs
      those these
      """)
  private static let genericWords: Set<String> = Set(
    words: """
      a an do does did mean means stand stands work works every any all each
      """)
  private static let prefixLeadWords: Set<String> = [
    "those", "ones", "countries", "letter", "letters", "the", "that", "which", "start", "begin",
  ]
  /// "in", "from", "on" also link a prefix in a full question, but "and in Peru?" is a place.
  private static let withWords: Set<String> = ["with", "wiht", "wtih", "whit", "wth", "wit", "w"]
  private static let prefixLinkWords: Set<String> = ["letter", "letters", "start", "begin"]
}
