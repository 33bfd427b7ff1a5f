import QuizEngine

/// Several groups of letters asked for at once: "B and C", "B, C or D", "'so' & 'sa'", "B/C".
///
/// A group is one word of one to three letters, and only letters are read as groups: a short
/// word the lexicon knows ("the", "its") counts only when quoted or typed in capitals, so
/// "starting with b and ending with a" and "with a and the capital" stay what they were.
struct LetterGroups {
  let sentence: Sentence

  /// The groups, in the order typed, when the words from `first` through `last` are nothing but
  /// two or more groups with a separator before each after the first; otherwise nil.
  /// `firstIsRead` says the first word is already known to be letters (the prefix reader
  /// has decided), so only its length is checked.
  func groups(from first: Int, through last: Int, firstIsRead: Bool = false) -> [String]? {
    let words = sentence.words
    guard first < last, last < words.count else { return nil }
    guard firstIsRead ? isShort(first) : isGroup(first) else { return nil }
    var groups = [sentence.typed(from: first, through: first)]
    var index = first + 1
    while index <= last {
      var isSeparated = hasSeparatorSymbol(before: index)
      while index < last, !words[index].isInitials,
        Self.separatorWords.contains(words[index].folded)
      {
        isSeparated = true
        index += 1
      }
      guard isSeparated, !sentence.isStop(before: index), isGroup(index) else { return nil }
      groups.append(sentence.typed(from: index, through: index))
      index += 1
    }
    return groups.count > 1 ? groups : nil
  }

  /// The last word of the sentence `start` is in, closing words ("please", "thanks") aside.
  func sentenceEnd(from start: Int) -> Int {
    let words = sentence.words
    var end = start
    while end + 1 < words.count, !sentence.isStop(before: end + 1) { end += 1 }
    while end > start,
      Self.closingWords.contains(words[end].folded)
        || Lexicon.isClosingPoliteness(words[end].folded)
    {
      end -= 1
    }
    return end
  }

  private func isShort(_ index: Int) -> Bool {
    let word = sentence.words[index]
    return !word.isPossessive && (1...3).contains(word.folded.count)
      && word.folded.allSatisfy(\.isLetter)
  }

  private func isGroup(_ index: Int) -> Bool {
    guard isShort(index) else { return false }
    let word = sentence.words[index]
    if word.folded.count == 1 || word.isInitials || word.gapBefore.contains(.quote) {
      return true
    }
    let typed = sentence.scalars[word.start..<word.end]
    if typed.allSatisfy({ ("A"..."Z").contains($0) }) { return true }
    return sentence.classes(of: index).isEmpty && sentence.families[index] == nil
      && !sentence.countriesNouns[index] && !Keywords.isStartVerb(word.folded)
  }

  /// ",", "&" or "/" between word `index` and the one before it.
  private func hasSeparatorSymbol(before index: Int) -> Bool {
    let words = sentence.words
    guard index > 0, index < words.count else { return false }
    if words[index].gapBefore.contains(.comma) { return true }
    return sentence.scalars[words[index - 1].end..<words[index].start].contains {
      $0 == "&" || $0 == "/"
    }
  }

  private static let separatorWords: Set<String> = ["and", "or"]
  private static let closingWords: Set<String> = ["please", "pls", "plz", "thanks", "thx", "too"]
}
