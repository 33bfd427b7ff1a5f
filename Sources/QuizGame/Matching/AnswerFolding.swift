import QuizEngine

/// The one form in which a guess and an answer are compared: `NameFolding`'s, so a game folds
/// as the accepted-names table does. "The Gambia", "gambia" and " GAMBIA!" fold alike.
public enum AnswerFolding {
  public static func fold(_ text: some StringProtocol) -> String {
    NameFolding.fold(text)
  }

  /// The folded words, "&" read as "and" and "st" as "saint"; a leading "the" is kept.
  public static func words(_ text: some StringProtocol) -> [String] {
    NameFolding.words(text)
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
