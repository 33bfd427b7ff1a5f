import QuizEngine

/// "the seat of government of Australia" asks for its capital, where the government sits in
/// the capital. Where it sits elsewhere (The Hague, not Amsterdam; La Paz, not Sucre;
/// Putrajaya, not Kuala Lumpur), the capital would be a wrong answer: a message that may name
/// one of those countries is left as it is, and asks nothing the quiz answers.
enum SeatOfGovernment {
  /// `text` with "seat of government" said as "capital"; nil when it has no such words, or may
  /// be about a country whose government sits outside its capital.
  static func asCapital(in text: String) -> String? {
    guard ASCIIWords.contain("seat of", in: text),
      !mayNameACountryGovernedElsewhere(text.lowercased())
    else { return nil }
    let phrases: [StaticString] = ["seat of government", "seat of the government"]
    for phrase in phrases {
      guard let start = ASCIIWords.offset(of: phrase, in: text) else { continue }
      let bytes = Array(text.utf8)
      let end = start + phrase.utf8CodeUnitCount
      return String(
        decoding: bytes[..<start] + Array("capital".utf8) + bytes[end...], as: UTF8.self)
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
  private static let elsewhere = Set<String>(
    words: """
      netherlands holland dutch nederland bolivia benin ivory ivoire malaysia lanka ceylon
      swaziland eswatini africa burundi tanzania
      """)
}
