/// "the seat of government of Australia" asks for its capital, where the government sits in
/// the capital. Where it sits elsewhere (The Hague, not Amsterdam; La Paz, not Sucre;
/// Putrajaya, not Kuala Lumpur), the capital would be a wrong answer: a message that may name
/// one of those countries is left as it is, and asks nothing the quiz answers.
enum SeatOfGovernment {
  /// `text` with "seat of government" said as "capital"; nil when it has no such words, or may
  /// be about a country whose government sits outside its capital.
  static func asCapital(in text: String) -> String? {
    let lowered = text.lowercased()
    guard lowered.contains("seat of") else { return nil }
    guard !mayNameACountryGovernedElsewhere(lowered) else { return nil }
    for start in text.indices {
      for phrase in ["seat of government", "seat of the government"] {
        var end = start
        var matched = true
        for expected in phrase {
          guard end < text.endIndex, text[end].lowercased() == String(expected) else {
            matched = false
            break
          }
          end = text.index(after: end)
        }
        if matched { return String(text[..<start]) + "capital" + String(text[end...]) }
      }
    }
    return nil
  }

  /// Whether a word of `lowered` is, or is two slips from, a name of a country whose
  /// government sits outside the capital the data gives; a typo of one counts as naming it.
  private static func mayNameACountryGovernedElsewhere(_ lowered: String) -> Bool {
    let words = lowered.split(whereSeparator: { !$0.isLetter }).map { Array($0.utf8) }
    return elsewhere.contains { name in
      let known = Array(name.utf8)
      return words.contains { word in
        word.count >= 4
          && (word.starts(with: known.prefix(max(4, known.count - 2)))
            || TypoDistance.distance(word, known, limit: 2 * TypoDistance.edit) != nil)
      }
    }
  }

  /// The Netherlands, Bolivia, Benin, Ivory Coast, Malaysia, Sri Lanka, Eswatini, South
  /// Africa, Burundi and Tanzania, by the names people type.
  private static let elsewhere = [
    "netherlands", "holland", "dutch", "nederland", "bolivia", "benin", "ivory", "ivoire",
    "malaysia", "lanka", "ceylon", "swaziland", "eswatini", "africa", "burundi", "tanzania",
  ]
}
