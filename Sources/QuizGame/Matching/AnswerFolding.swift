import QuizEngine

/// The one form in which a guess and an answer are compared, so that what a player cannot see
/// or does not care about never decides a hit: case, accents, punctuation, spacing, "&" for
/// "and", "St"/"St." for "Saint", and a leading "the".
///
/// "The Gambia", "gambia" and " GAMBIA!" fold alike, as do "Saint Kitts & Nevis" and
/// "St. Kitts and Nevis" ("saintkittsandnevis"). Words are joined without spaces, so a folded
/// guess that is a prefix of a folded answer is what typing that answer so far looks like.
public enum AnswerFolding {
  public static func fold(_ text: some StringProtocol) -> String {
    var words = words(text)
    if words.count > 1, words[0] == "the" { words.removeFirst() }
    return words.joined()
  }

  /// The folded words, "&" read as "and" and "st" as "saint"; a leading "the" is kept.
  public static func words(_ text: some StringProtocol) -> [String] {
    var words: [String] = []
    var word = ""
    func endWord() {
      guard !word.isEmpty else { return }
      words.append(word == "st" ? "saint" : word)
      word = ""
    }
    for character in TextFolding.fold(text) {
      if character == "&" {
        endWord()
        words.append("and")
      } else if character.isLetter || character.isNumber {
        word.append(character)
      } else {
        endWord()
      }
    }
    endWord()
    return words
  }

  /// `detail` with every mention of `answer` (whole words, folded as guesses are) replaced by
  /// "…": "The flag of Argentina features…" must not give the answer away.
  public static func hiding(_ answer: String, in detail: String) -> String {
    let wanted = AnswerFolding.words(answer)
    guard !wanted.isEmpty else { return detail }
    let tokens = detail.split(separator: " ", omittingEmptySubsequences: false)
    var words: [(token: Int, word: String)] = []
    for (index, token) in tokens.enumerated() {
      words += AnswerFolding.words(token).map { (index, $0) }
    }
    var hidden = Set<Int>()
    var start = 0
    while start + wanted.count <= words.count {
      if words[start..<start + wanted.count].map(\.word) == wanted {
        for position in start..<start + wanted.count { hidden.insert(words[position].token) }
        start += wanted.count
      } else {
        start += 1
      }
    }
    guard !hidden.isEmpty else { return detail }
    var result: [Substring] = []
    for (index, token) in tokens.enumerated() {
      if hidden.contains(index) {
        if !hidden.contains(index - 1) { result.append("…") }
      } else {
        result.append(token)
      }
    }
    return result.joined(separator: " ")
  }

}
