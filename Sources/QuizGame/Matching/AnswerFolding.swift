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
}
