/// Whether the words a "not found" reply would quote could be a place's name. "I couldn't find
/// a country named served by Heathrow" makes no sense: a name holds no verb, no question word,
/// no negation, none of a flag's own words ("half mast"), and runs to five words at most ("Saint Helena, Ascension and Tristan da Cunha" is the
/// longest the data has, without its punctuation). Such a subject is a question the quiz did
/// not understand, and is answered so.
public enum NotFoundSense {
  public static func isNonsense(_ quoted: String) -> Bool {
    let words = quoted.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    if words.count > 5 { return true }
    // "the state", "the island", "the region": a kind of place, not a place's name.
    if !words.isEmpty, words.allSatisfy({ genericWords.contains(String($0)) }) { return true }
    return words.contains { word in
      let word = String(word)
      if questionWords.contains(word) || verbs.contains(word) || negations.contains(word)
        || flagWords.contains(word) || pronouns.contains(word)
      {
        return true
      }
      // "served", "located": a past participle, on a word long enough to be one; no place's
      // name ends so but "United …". ("-ing" would take Wyoming and Beijing for verbs.)
      return word.count >= 6 && word != "united" && word.hasSuffix("ed")
    }
  }

  private static let genericWords: Set<String> = Set(
    words: """
      the a an this that my our your their its state states province region island islands
      empire kingdom republic nation country city town territory continent place team area
      capital world county district village planet land
      """)

  /// "my homework", "your place": a name is nobody's.
  private static let pronouns: Set<String> = [
    "my", "your", "our", "his", "her", "their", "me", "you", "i", "we", "us", "it", "them",
  ]

  /// "not showing", "isn't": no place's name says no.
  private static let negations: Set<String> = ["not", "no", "never", "isn", "aren", "doesn", "don"]

  /// "half mast", "emoji": how a flag is flown or drawn, never a place.
  private static let flagWords: Set<String> = [
    "half", "mast", "staff", "emoji", "emojis", "unicode", "rendering",
  ]

  private static let questionWords: Set<String> = [
    "what", "which", "who", "whom", "whose", "where", "when", "why", "how", "whats",
  ]

  private static let verbs: Set<String> = Set(
    words: """
      is are was were be been being has have had does do did serve serves flow flows run
      runs lie lies sit sits host hosts win won play plays make makes made become becomes
      became called named known built founded located home can could would should will go
      goes went get gets got see saw visit live lives use uses used mean means say says said
      look looks stand stands show shows fly flies
      """)
}
