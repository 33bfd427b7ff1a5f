/// Letters spelt out one by one, as people type or dictate them: "b u", "C-H", "M.A.L",
/// "M followed by O", "G as in golf, A as in alpha". Letters joined by "and", "or" or a comma
/// alone are groups of their own ("B or C"), read by `LetterGroups`.
struct SpelledLetters {
  let sentence: Sentence

  /// The letters from word `first` on, run together in upper case, and the last word read;
  /// nil unless two letters or more are spelt out.
  func letters(from first: Int) -> (letters: String, last: Int)? {
    let words = sentence.words
    guard let (firstLetters, firstLast) = letter(at: first) else { return nil }
    var letters = firstLetters
    var last = firstLast
    var index = firstLast + 1
    while index < words.count, !sentence.isStop(before: index) {
      // "G as in golf": the word after "as in" only says which letter was meant.
      if index + 2 < words.count, words[index].folded == "as", words[index + 1].folded == "in",
        words[index + 2].folded.first == words[last].folded.first
      {
        last = index + 2
        index += 3
        // "…, A as in alpha": after a spelling word, a comma goes on to the next letter.
        if index < words.count, words[index].gapBefore.contains(.comma), isLetter(index) {
          letters += words[index].folded.uppercased()
          last = index
          index += 1
        }
        continue
      }
      // "M then O", "M and then O", "M followed by O".
      if index + 1 < words.count, words[index].folded == "then", isLetter(index + 1) {
        index += 1
      } else if index + 2 < words.count, words[index].folded == "and",
        words[index + 1].folded == "then", isLetter(index + 2)
      {
        index += 2
      } else if index + 2 < words.count, words[index].folded == "followed",
        words[index + 1].folded == "by", isLetter(index + 2)
      {
        index += 2
      }
      guard isJoined(before: index), let (more, end) = letter(at: index) else { break }
      // "Z i only know…": "i" or "a" that goes on into a sentence is a word, not a letter,
      // unless a hyphen or a dot joins it on ("L-I, which countries…").
      if ["i", "a"].contains(words[index].folded), index + 1 < words.count,
        sentence.scalars[words[index - 1].end..<words[index].start].allSatisfy({ $0 == " " }),
        !sentence.isStop(before: index + 1), sentence.classes(of: index + 1).contains(.filler)
      {
        break
      }
      letters += more
      last = end
      index = end + 1
    }
    return letters.count >= 2 ? (letters, last) : nil
  }

  /// "em ay", "tee eye", "bee are": two letters or more said by their names, as speech turns
  /// them into words, up to the end of the sentence.
  func saidByName(from first: Int) -> (letters: String, last: Int)? {
    let words = sentence.words
    var letters = ""
    var index = first
    var named = 0
    while index < words.count, index == first || !sentence.isStop(before: index),
      !isForExample(index)
    {
      if let letter = Self.names[words[index].folded] {
        named += 1
        letters += letter
      } else if isLetter(index) {
        letters += words[index].folded.uppercased()
      } else {
        break
      }
      index += 1
    }
    // "gee are like greece and stuff": an example after the letters shows what they start.
    let givesAnExample =
      index < words.count
      && (["like", "eg", "such"].contains(words[index].folded) || isForExample(index))
    // "why why, I'm trying to win a bet": a remark after the letters is no more of them.
    let remarkFollows =
      index < words.count
      && (!words[index].gapBefore.isDisjoint(with: [.comma, .pause])
        || Self.remarkOpenings.contains(words[index].folded))
    guard named > 0, letters.count >= 2,
      givesAnExample || remarkFollows
        || (index..<words.count).allSatisfy({
          sentence.isStop(before: $0) || Lexicon.isClosingPoliteness(words[$0].folded)
            || ["pls", "plz"].contains(words[$0].folded)
        })
    else { return nil }
    return (letters, index - 1)
  }

  private static let remarkOpenings: Set<String> = [
    "im", "ive", "my", "we", "because", "cause", "cuz", "so", "for",
  ]

  /// "e.g.": two letters, but no letters asked for.
  private func isForExample(_ index: Int) -> Bool {
    let words = sentence.words
    return words[index].folded == "e" && index + 1 < words.count
      && words[index + 1].folded == "g"
      && sentence.scalars[words[index].end..<words[index + 1].start].elementsEqual(["."])
  }

  /// "golf uniform", "sierra alpha": two letters or more in the spelling alphabet pilots and
  /// radio operators use. One word alone is a word ("India", "Lima", "golf").
  func saidInTheSpellingAlphabet(from first: Int) -> (letters: String, last: Int)? {
    let words = sentence.words
    var letters = ""
    var index = first
    while index < words.count, index == first || !sentence.isStop(before: index),
      let letter = PhoneticAlphabet.letter(of: words[index].folded)
    {
      letters.append(letter)
      index += 1
    }
    return letters.count >= 2 ? (letters, index - 1) : nil
  }

  /// A letter by a name that is no English word and starts no country's name ("zee", "gee",
  /// "aitch"): alone after "starting with", it is the letter.
  static func unmistakableName(_ word: String) -> String? {
    unmistakableNames.contains(word) ? names[word] : nil
  }

  private static let unmistakableNames: Set<String> = Set(
    words: """
      aitch bee cee dee ef eff gee jay kay em en pee ess tee vee double-u ex wye zed zee
      """)

  /// Letters by their names; "are", "eye", "you" are how speech writes R, I and U.
  static let names: [String: String] = [
    "aitch": "H", "bee": "B", "cee": "C", "dee": "D", "ee": "E", "ef": "F", "eff": "F",
    "gee": "G", "jay": "J", "kay": "K", "el": "L", "ell": "L", "em": "M", "en": "N",
    "pee": "P", "cue": "Q", "queue": "Q", "ar": "R", "ess": "S", "tee": "T", "vee": "V",
    "double-u": "W", "ex": "X", "wye": "Y", "zed": "Z", "zee": "Z", "are": "R", "ay": "A",
    "eye": "I", "you": "U", "oh": "O", "why": "Y", "see": "C", "sea": "C", "tea": "T", "pea": "P",
  ]

  /// The letter at word `index` in upper case, or twice after "double" ("double w" is WW),
  /// and the last word it takes.
  private func letter(at index: Int) -> (String, Int)? {
    let words = sentence.words
    if words[index].folded == "double", index + 1 < words.count, isLetter(index + 1),
      !sentence.isStop(before: index + 1)
    {
      let letter = words[index + 1].folded.uppercased()
      return (letter + letter, index + 1)
    }
    return isLetter(index) || words[index].isLetterPair
      ? (words[index].folded.uppercased(), index) : nil
  }

  private func isLetter(_ index: Int) -> Bool {
    let word = sentence.words[index]
    return !word.isPossessive && word.folded.count == 1
      && word.folded.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
  }

  /// Only spaces, hyphens, full stops or quotes ("'T' 'O'") between a letter and the one
  /// before it: a comma, "&" or "/" makes another group.
  private func isJoined(before index: Int) -> Bool {
    let words = sentence.words
    guard index > 0 else { return false }
    let gap = sentence.scalars[words[index - 1].end..<words[index].start]
    return gap.allSatisfy { Self.joiners.contains($0) }
  }

  private static let joiners: Set<Unicode.Scalar> = [
    " ", "-", ".", "\u{2010}", "'", "\"", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}",
  ]
}
