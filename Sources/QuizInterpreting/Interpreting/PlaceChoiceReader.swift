import QuizEngine

/// Names and a choice between two of them, with no word for what is asked: "Peru: Lima or
/// Cusco?", "Bratislava - Slovakia or Slovenia?", "Brazzaville or Kinshasa for DR Congo?". Only
/// a capital among the names says the question is about capitals; the answer looks for one.
struct PlaceChoiceReader {
  let sentence: Sentence
  let text: String

  func question() -> Question? {
    let words = sentence.words
    // "is Lusaka in Zambia or Malawi", "Port Moresby is Papua New Guinea or Equatorial
    // Guinea?": "is" and "in" join the place to the choice as a dash does.
    let joins: Set<String> = ["for", "is", "in"]
    guard (3...10).contains(words.count),
      sentence.scalars.last == "?" || words.first?.folded == "is",
      !sentence.families.contains(where: { $0 != nil }),
      let or = words.indices.first(where: { words[$0].folded == "or" }),
      or > 0, or + 1 < words.count,
      words.indices.filter({ words[$0].folded == "or" }).count == 1,
      words.indices.allSatisfy({ index in
        index == or || isPartOfAName(index) || joins.contains(words[index].folded)
      })
    else { return nil }
    // The place the choice is about stands apart from it: before a colon or dash, or a word
    // that joins it.
    let setApart = words.indices.contains { index in
      index > 0 && index != or
        && (words[index].gapBefore.contains(.pause) || joins.contains(words[index].folded))
    }
    guard setApart else { return nil }
    return .spotted(
      SpottedQuestion(
        intent: .capital, message: text, cue: words[or].start..<words[or].end,
        needsACapitalNamed: true))
  }

  /// A word of a name: one the lexicon does not know, initials, or "city", "the", "of".
  private func isPartOfAName(_ index: Int) -> Bool {
    let word = sentence.words[index]
    return word.isInitials || sentence.classes(of: index).isEmpty
      || ["city", "the", "of", "de", "la", "el", "san", "santo", "saint", "st", "port"].contains(
        word.folded)
  }
}
