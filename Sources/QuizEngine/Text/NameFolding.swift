/// The one form in which a typed name and a known name are compared, so that what a player
/// cannot see or does not care about never decides a match: case, accents, punctuation,
/// spacing, "&" for "and", "St"/"St." for "Saint", and a leading "the".
///
/// "The Gambia", "gambia" and " GAMBIA!" fold alike, as do "Saint Kitts & Nevis" and
/// "St. Kitts and Nevis" ("saintkittsandnevis"). Words are joined without spaces, so a folded
/// guess that is a prefix of a folded name is what typing that name so far looks like. Here
/// rather than in the game so that the accepted-names table and its readers (the games and the
/// interpreter) fold alike. Inlinable: a game folds at every keystroke, from another module.
public enum NameFolding {
  @inlinable
  public static func fold(_ text: some StringProtocol) -> String {
    var words = words(text)
    if words.count > 1, words[0] == "the" { words.removeFirst() }
    return words.joined()
  }

  /// The folded words, "&" read as "and" and "st" as "saint"; a leading "the" is kept.
  @inlinable
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
