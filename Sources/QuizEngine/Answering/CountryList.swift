/// "France, Germany and Italy": the countries a subject lists, when it lists more than one.
///
/// A subject is cut at commas, "and" and "&", and put back together into the fewest names
/// that each resolve, so that "Trinidad and Tobago" stays one country and "Bosnia and
/// Herzegovina and Serbia" is two. A piece that spans a cut is a name only if the country's
/// own name has as many: a resolver also finds a country mentioned inside longer words, and
/// "France, Germany and Italy" must not be France alone.
enum CountryList {
  /// The countries, in the order named and each once; nil unless there are two or more and
  /// every piece names one. `whole` is what the whole subject resolves to: a country whose own
  /// name has every cut ("Sao Tome and Principe") is one country, with no more to try.
  static func matches(
    in subject: String, whole: CountryResolution, resolver: some CountryResolver
  ) -> [CountryMatch]? {
    guard mayList(subject) else { return nil }
    let cut = segments(of: subject)
    // "Kansas, USA" is a place and its country, the way an address is written; a list of two
    // is joined by a word.
    guard cut.joinedByAWord || cut.segments.count > 2 else { return nil }
    if case .found(let match) = whole,
      cut.segments.count <= 1 + separatorCount(in: match.country)
    {
      return nil
    }
    let segments = completingDirections(cut.segments)
    guard segments.count >= 2, segments.count <= maximumSegments else { return nil }

    // fewest[end]: the fewest names that cover segments[0..<end], with the last one's start.
    var fewest: [(count: Int, start: Int, match: CountryMatch)?] = Array(
      repeating: nil, count: segments.count + 1)
    for end in 1...segments.count {
      for start in max(0, end - maximumSegmentsInAName)..<end {
        let before = start == 0 ? 0 : fewest[start]?.count
        guard let before, before + 1 < (fewest[end]?.count ?? .max) else { continue }
        let text = segments[start..<end].joined(separator: " and ")
        guard case .found(let match) = resolver.resolve(text),
          end - start <= 1 + separatorCount(in: match.country)
        else { continue }
        fewest[end] = (before + 1, start, match)
      }
    }

    var matches: [CountryMatch] = []
    var end = segments.count
    while end > 0 {
      guard let piece = fewest[end] else { return nil }
      matches.append(piece.match)
      end = piece.start
    }
    var seen: Set<String> = []
    let distinct = matches.reversed().filter { seen.insert($0.country.code).inserted }
    guard distinct.count >= 2 else { return nil }
    // "the Congo and the DRC": beside the other it could mean, a short name means this one.
    return distinct.map { match in
      guard case .likeliestOf(let candidates) = match.certainty,
        candidates.allSatisfy({ seen.contains($0.code) })
      else { return match }
      return CountryMatch(country: match.country, certainty: .exact)
    }
  }

  /// "North and South Korea": a direction alone takes the name the last piece gives its own.
  private static func completingDirections(_ segments: [String]) -> [String] {
    guard let last = segments.last else { return segments }
    let words = last.split(separator: " ")
    guard words.count >= 2, directions.contains(words[0].lowercased()) else { return segments }
    let name = words.dropFirst().joined(separator: " ")
    return segments.map { directions.contains($0.lowercased()) ? "\($0) \(name)" : $0 }
  }

  private static let directions: Set<String> = [
    "north", "south", "east", "west", "northern", "southern", "eastern", "western",
  ]

  /// Whether the subject has a comma, an "&" or the word "and": a scan of its bytes, as
  /// nearly every subject has none, and cutting it by characters costs far more.
  static func mayList(_ subject: String) -> Bool {
    let and: UInt32 = 0x61_6E64
    var word: UInt32 = 0
    var length = 0
    for byte in subject.utf8 {
      if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "&") { return true }
      let lower = byte | 0x20
      if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
        length += 1
        if length <= 3 { word = word << 8 | UInt32(lower) }
      } else {
        if length == 3, word == and { return true }
        length = 0
        word = 0
      }
    }
    return length == 3 && word == and
  }

  /// Long enough for any list a person types; a longer one is not read as a list.
  private static let maximumSegments = 12
  /// "Saint Helena, Ascension and Tristan da Cunha".
  private static let maximumSegmentsInAName = 3

  /// The subject's words between commas, "and" and "&"; empty segments dropped. Also whether
  /// a word ("and", "&") cuts it, not only commas.
  static func segments(of subject: String) -> (segments: [String], joinedByAWord: Bool) {
    var segments: [String] = []
    var words: [Substring] = []
    var joinedByAWord = false
    func cut() {
      if !words.isEmpty { segments.append(words.joined(separator: " ")) }
      words.removeAll()
    }
    for word in subject.split(whereSeparator: \.isWhitespace) {
      for (index, part) in word.split(separator: ",", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 { cut() }
        switch part.lowercased() {
        case "": continue
        case "and", "&":
          joinedByAWord = true
          cut()
        default: words.append(part)
        }
      }
    }
    cut()
    return (segments, joinedByAWord)
  }

  /// How many cuts a country's own name holds: "Saint Helena, Ascension and Tristan da Cunha"
  /// two, "Trinidad and Tobago" one.
  private static func separatorCount(in country: Country) -> Int {
    max(
      segments(of: country.name).segments.count, segments(of: country.officialName).segments.count)
      - 1
  }
}
