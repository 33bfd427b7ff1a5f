/// A locale's words for a country, in a message about locale tags: in "zh-Hant-HK", "HK" is
/// the region subtag, an ISO alpha-2 code. "which region is HK" and "the region subtag for
/// Switzerland" ask what "which country is HK" and "the country code for Switzerland" ask.
/// Without a tag or the words of locales, "region" stays a part of the world.
enum LocaleTagWords {
  /// `text` with the locale's words said as a country's; nil when it has none, or is about
  /// no locale.
  static func written(in text: String) -> String? {
    // Most messages have no tag's mark, nor the words of regions.
    let hasRegionWords =
      ASCIIWords.contain("region", in: text) || ASCIIWords.contain("subtag", in: text)
    guard
      hasRegionWords || text.utf8.contains(UInt8(ascii: "-"))
        || text.utf8.contains(UInt8(ascii: "_"))
    else { return nil }
    let scalars = Array(text.unicodeScalars.prefix(Sentence.maximumScalars))
    // "what country is en-GB?": the tag's region is the code asked about.
    if !hasRegionWords, ASCIIWords.contain("country", in: text), let tag = tag(in: scalars),
      scalars[tag.region] != "?"
    {
      var written = String.UnicodeScalarView(scalars[..<tag.start])
      written.append(contentsOf: scalars[tag.region...])
      return String(written)
    }
    guard hasRegionWords,
      tag(in: scalars) != nil || ASCIIWords.contain("locale", in: text)
        || ASCIIWords.contain("subtag", in: text)
    else { return nil }
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var changed = false
    for index in words.indices {
      let word = words[index].lowercased()
      let next = index + 1 < words.count ? words[index + 1].lowercased() : ""
      if word == "region", next.hasPrefix("subtag") || next.hasPrefix("code") {
        words[index] = "country"
        words[index + 1] = "code" + words[index + 1].dropFirst(next.hasPrefix("subtag") ? 6 : 4)
        changed = true
      } else if word.hasPrefix("region"), word.dropFirst(6).allSatisfy({ !$0.isLetter }) {
        words[index] = "country" + words[index].dropFirst(6)
        changed = true
      }
    }
    return changed ? words.joined(separator: " ") : nil
  }

  /// The first locale tag in `scalars`: a language subtag of two or three small letters, maybe
  /// a script of four letters, and a region of two capitals or "??" ("pt-BR", "zh-Hant-HK",
  /// "de-??", "en_GB"); where it starts, and where its region does.
  private static func tag(in scalars: [Unicode.Scalar]) -> (start: Int, region: Int)? {
    func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    for start in scalars.indices where isLower(scalars[start]) {
      guard start == 0 || !scalars[start - 1].properties.isAlphabetic else { continue }
      var index = start
      while index < scalars.count, isLower(scalars[index]) { index += 1 }
      guard (2...3).contains(index - start), index < scalars.count,
        scalars[index] == "-" || scalars[index] == "_"
      else { continue }
      index += 1
      // A script: "Hant", "Latn".
      if index + 4 < scalars.count, isUpper(scalars[index]),
        (index + 1...index + 3).allSatisfy({ isLower(scalars[$0]) }),
        scalars[index + 4] == "-" || scalars[index + 4] == "_"
      {
        index += 5
      }
      guard index + 1 < scalars.count else { continue }
      let region = (scalars[index], scalars[index + 1])
      guard (isUpper(region.0) && isUpper(region.1)) || (region.0 == "?" && region.1 == "?")
      else { continue }
      if index + 2 == scalars.count || !scalars[index + 2].properties.isAlphabetic {
        return (start, index)
      }
    }
    return nil
  }
}
