import QuizEngine

/// Reads a prefix question by its evidence when the reader of its shape cannot: letters typed
/// as letters ("Qu-", "Sl...", "'Ta'", "Ug*", "W.", "Ba" after "countries w/") beside the word
/// "countries", or letters after a verb of starting among words nobody wrote a rule for ("I'm
/// not good with computers. Which countries begin with 'Sw'?"), or after examples that share
/// them ("Niger, Nigeria... what else starts with Ni?").
///
/// It refuses on positive evidence: another fact asked, or other things than countries
/// ("cities w/ Ba", "words starting with Qu").
struct PrefixEvidenceReader {
  let sentence: Sentence

  func question() -> Question? {
    let words = sentence.words
    // Letters are asked of countries, or of more names like the ones given.
    guard !words.isEmpty, !sentence.families.contains(where: { $0 != nil }),
      sentence.countriesNouns.contains(true)
        || words.contains(where: { Self.more.contains($0.folded) })
    else { return nil }
    // "countries with 'land' in the name": letters inside a name, not at its start.
    if asksForLettersInside { return .unrecognized }
    let asides = sentence.bracketed()
    if let (letters, index) = lettersAfterAStartVerb(skipping: asides),
      sentence.countriesNouns.contains(true) || sharesTheLetters(letters, before: index)
    {
      return namesOtherThings(around: index) ? nil : .countriesStarting(with: letters)
    }
    if let (letters, index) = markedLettersBesideCountries(skipping: asides) {
      return namesOtherThings(around: index) ? nil : .countriesStarting(with: letters)
    }
    return nil
  }

  private var asksForLettersInside: Bool {
    let words = sentence.words
    return words.indices.contains { index in
      let word = words[index].folded
      if ["contain", "contains", "containing", "inside", "anywhere", "middle"].contains(word) {
        return true
      }
      return word == "in" && index + 2 < words.count
        && ["the", "their", "its", "a"].contains(words[index + 1].folded)
        && ["name", "names"].contains(words[index + 2].folded)
    }
  }

  /// "cities w/ Ba", "US states with Al at the start", "Qu- words for scrabble", "population of
  /// countries w/ Ba": the sentence of the letters asks about other things than countries.
  private func namesOtherThings(around index: Int) -> Bool {
    let words = sentence.words
    var range = sentence.sentenceRange(around: index)
    // "playing a word game, give me countries…", "…, so could you list the countries…": a
    // clause before the request sets the scene.
    if let request = (range.lowerBound..<index).last(where: { start in
      !words[start].gapBefore.isDisjoint(with: [.comma, .pause])
        && (start..<min(start + 4, index)).contains {
          EvidenceReader.askingWords.contains(words[$0].folded)
        }
    }) {
      range = request..<range.upperBound
    }
    return range.contains { index in
      let word = words[index].folded
      // "my name", "your name", "my cat's name": someone's; "whose name", "country names",
      // "a country's name" are countries'.
      let isSomeones =
        ["name", "names"].contains(word) && index > 0
        && (["my", "your", "his", "her", "our", "their"].contains(words[index - 1].folded)
          || (words[index - 1].isPossessive && !Keywords.isCountriesNoun(words[index - 1].folded)))
      return PrefixQuestionReader.otherThings.contains(word)
        || EvidenceReader.otherFacts.contains(word) || isSomeones
        || ["state", "states", "words", "word"].contains(word)
    }
  }

  /// "… begin with the letters 'Sw'", "anything starting with Oz?", "with Fr at the start":
  /// a short word after a verb of starting and its link, or before "at the start".
  private func lettersAfterAStartVerb(skipping asides: [Bool]) -> (String, Int)? {
    let words = sentence.words
    let spelling = SpelledLetters(sentence: sentence)
    for index in words.indices where !asides[index] {
      let word = words[index].folded
      var next = index + 1
      if Keywords.isStartVerb(word) || Self.openings.contains(word) {
        // "names beginning E-A": letters spelt out need no "with".
        if next < words.count, let spelled = spelling.letters(from: next) {
          return (spelled.letters, next)
        }
        guard next < words.count, sentence.classes(of: next).contains(.startLink) else { continue }
        next += 1
        while next < words.count, ["the", "letter", "letters"].contains(words[next].folded) {
          next += 1
        }
        guard next < words.count, !sentence.isStop(before: next) else { continue }
        if let spelled = spelling.letters(from: next) {
          return (spelled.letters, next)
        }
        if let letters = letters(at: next, allowingInitials: true) { return (letters, next) }
      }
      // "with Fr at the start".
      if index + 3 < words.count, Self.starts.contains(words[index + 3].folded),
        words[index + 1].folded == "at", words[index + 2].folded == "the",
        index > 0, sentence.classes(of: index - 1).contains(.startLink),
        let letters = letters(at: index, allowingInitials: false)
      {
        return (letters, index)
      }
    }
    return nil
  }

  /// "Qu- countries?", "countries: 'Ta'", "Kh — any countries?", "countries w/ Ba": letters
  /// marked as letters, a word or two from "countries".
  private func markedLettersBesideCountries(skipping asides: [Bool]) -> (String, Int)? {
    let words = sentence.words
    // "cntries b-u", "countries: m a l": letters spelt out right after "countries".
    if let noun = words.indices.first(where: { sentence.countriesNouns[$0] && !asides[$0] }),
      noun + 1 < words.count, !asides[noun + 1],
      let spelled = SpelledLetters(sentence: sentence).letters(from: noun + 1),
      spelled.last + 1 == words.count
    {
      return (spelled.letters, noun + 1)
    }
    for index in words.indices where !asides[index] && isMarkedAsLetters(index) {
      guard let letters = letters(at: index, allowingInitials: false) else { continue }
      let near = max(0, index - 3)...min(words.count - 1, index + 2)
      guard near.contains(where: { sentence.countriesNouns[$0] && !asides[$0] }) else { continue }
      // "country field says 'SV'": two capitals beside one country are its code.
      if letters.utf8.count == 2, letters.utf8.allSatisfy({ (65...90).contains($0) }),
        !near.contains(where: { index in
          sentence.countriesNouns[index] && words[index].folded != "country"
        })
      {
        continue
      }
      return (letters, index)
    }
    return nil
  }

  /// The letters word `index` stands for: one to three letters, or a few more quoted; never
  /// initials that could be a code ("DE"), and never "a" or "I" unless marked.
  private func letters(at index: Int, allowingInitials: Bool) -> String? {
    let word = sentence.words[index]
    let isQuoted = sentence.opensWithQuote(index)
    let limit = isQuoted ? 4 : 3
    guard !word.isPossessive, (1...limit).contains(word.folded.utf8.count),
      word.folded.utf8.allSatisfy({ (97...122).contains($0) }),
      !word.isInitials || allowingInitials || isQuoted || word.folded.utf8.count == 1
    else { return nil }
    if ["a", "i"].contains(word.folded), !isQuoted, !isMarkedAsLetters(index) { return nil }
    // A word the lexicon knows is letters only when marked so: "with 'in'", not "with it".
    if !sentence.classes(of: index).isEmpty, !isQuoted, !isTypedCapitalised(index),
      word.folded.utf8.count > 1
    {
      return nil
    }
    return sentence.typed(from: index, through: index)
  }

  /// Quoted, or followed at once by a hyphen, a star or dots ("Qu-", "Ug*", "Sl..."), a single
  /// letter with a full stop ("W."), or a capitalised fragment no word is ("countries w/ Ba").
  private func isMarkedAsLetters(_ index: Int) -> Bool {
    let words = sentence.words
    let word = words[index]
    if sentence.opensWithQuote(index) { return true }
    // "countries w letter N".
    if index > 0, ["letter", "letters"].contains(words[index - 1].folded) { return true }
    let after = sentence.scalars[word.end...].prefix(3)
    if let first = after.first {
      if first == "*" || first == "…" { return true }
      if first == "-" || first == "\u{2010}" {
        return after.dropFirst().first.map { $0 == " " || $0 == "?" } ?? true
      }
      if first == "." {
        return word.folded.utf8.count == 1 || after.starts(with: ["." as Unicode.Scalar, "."])
      }
    }
    if isLetterEndingARequest(index) { return true }
    return isTypedCapitalised(index) && !word.isInitials && sentence.classes(of: index).isEmpty
      && sentence.families[index] == nil && word.folded.utf8.count <= 3
  }

  /// "countries w/ b", "nations starting z": one letter, typed small, that ends the message
  /// right after "with" or a start verb. Never "a" or "I", which are words.
  private func isLetterEndingARequest(_ index: Int) -> Bool {
    let words = sentence.words
    guard index > 0, index == words.count - 1, words[index].folded.utf8.count == 1,
      !["a", "i"].contains(words[index].folded)
    else { return false }
    let before = words[index - 1].folded
    return ["with", "w"].contains(before) || Keywords.isStartVerb(before)
  }

  /// "Ba", "Qu": a capital letter, then small ones.
  private func isTypedCapitalised(_ index: Int) -> Bool {
    let word = sentence.words[index]
    return sentence.scalars[word.start].properties.isUppercase
      && !sentence.scalars[(word.start + 1)..<word.end].contains { $0.properties.isUppercase }
  }

  /// "Niger, Nigeria... what else starts with Ni?": names before the letters that begin with
  /// them are examples, and the question asks for the rest.
  private func sharesTheLetters(_ letters: String, before index: Int) -> Bool {
    let folded = letters.lowercased()
    let examples = (0..<index).filter { example in
      isTypedCapitalised(example) && sentence.words[example].folded.utf8.count > folded.utf8.count
        && sentence.words[example].folded.hasPrefix(folded)
    }
    return !examples.isEmpty && sentence.words.contains { Self.more.contains($0.folded) }
  }

  private static let more: Set<String> = ["else", "others", "other", "more"]

  private static let openings: Set<String> = ["open", "opens", "opening"]
  private static let starts: Set<String> = ["start", "beginning", "front"]
}
