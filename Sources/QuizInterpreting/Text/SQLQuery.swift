/// A question typed as an SQL query over a table of countries, as people who write queries
/// all day type them: "SELECT capital FROM countries WHERE name = 'Peru';" asks what "capital
/// of Peru" asks, and "… WHERE name LIKE 'Ar%'" asks for the countries starting with "Ar".
/// Column names are read by what they hold ("flag_emoji", "iso2", "capital_city"), whatever
/// the table is called.
enum SQLQuery {
  /// The question the query asks, in words; nil when `text` is no such query.
  static func question(in text: String) -> String? {
    // Most messages are no query: only one that opens with SELECT is read.
    let opening = text.utf8.drop { $0 == UInt8(ascii: " ") }.prefix(7).map { $0 | 0x20 }
    guard opening.elementsEqual("select ".utf8) else { return startsWithCall(in: text) }
    let typed = Array(text.unicodeScalars.prefix(Sentence.maximumScalars))
    // Only ASCII letters are lowered, so that a position in one is the same in the other.
    let lowered = typed.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value | 0x20)! : $0 }
    guard let select = find("select ", in: lowered, from: 0),
      let from = find(" from ", in: lowered, from: select.upperBound),
      let whereClause = find(" where ", in: lowered, from: from.upperBound),
      let condition = condition(typed, lowered, from: whereClause.upperBound)
    else { return nil }
    let selected = lowered[select.upperBound..<from.lowerBound]
      .split(separator: ",").compactMap { column(named: $0) }
    switch condition.column {
    case .name:
      if condition.isPattern {
        let letters = condition.value.dropLast()
        guard condition.value.hasSuffix("%"), !letters.isEmpty, letters.allSatisfy(\.isLetter),
          selected.allSatisfy({ $0 == .name })
        else { return nil }
        return "countries starting with \(letters)"
      }
      guard let asked = selected.first(where: { $0 != .name }) else { return nil }
      return "\(asked.words) of \(condition.value)"
    case .capital, .code:
      guard !condition.isPattern, selected.contains(.name) else { return nil }
      return "which country has the \(condition.column.words) \(condition.value)"
    case .flag:
      return nil
    }
  }

  /// "[c for c in countries if c.startswith('Tu')]", "names.filter { $0.hasPrefix("Tu") }":
  /// a call that keeps the countries starting with the letters quoted.
  private static func startsWithCall(in text: String) -> String? {
    guard
      let call = ASCIIWords.offset(of: "startswith(", in: text)
        ?? ASCIIWords.offset(of: "starts_with(", in: text)
        ?? ASCIIWords.offset(of: "hasprefix(", in: text),
      ASCIIWords.contain("countr", in: text)
    else { return nil }
    let after = text.utf8.dropFirst(call).drop { $0 != UInt8(ascii: "(") }.dropFirst()
    guard let quote = after.first, quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"")
    else { return nil }
    let letters = after.dropFirst().prefix { $0 != quote }
    guard (1...4).contains(letters.count),
      letters.allSatisfy({ (0x61...0x7A).contains($0 | 0x20) })
    else { return nil }
    return "countries starting with \(String(decoding: letters, as: UTF8.self))"
  }

  private enum Column {
    case name, capital, flag, code

    var words: String {
      switch self {
      case .name: "name"
      case .capital: "capital"
      case .flag: "flag"
      case .code: "ISO code"
      }
    }
  }

  /// The column a name means: "country_name", "capital_city", "flag_emoji", "cca2".
  private static func column(named raw: ArraySlice<Unicode.Scalar>) -> Column? {
    var folded = ""
    for scalar in raw where ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
      folded.unicodeScalars.append(scalar)
    }
    if folded.hasPrefix("capital") { return .capital }
    if folded.hasPrefix("flag") || folded == "emoji" { return .flag }
    if codeColumns.contains(folded) { return .code }
    if nameColumns.contains(folded) { return .name }
    return nil
  }

  private static let codeColumns: Set<String> = Set(
    words: "code iso iso2 isocode isoalpha2 alpha2 cca2 countrycode iso31661 a2")
  private static let nameColumns: Set<String> = Set(
    words: "name country countryname commonname namecommon")

  /// The first condition of the WHERE clause: a column, and a quoted value compared to it with
  /// "=" or LIKE, as typed.
  private static func condition(
    _ typed: [Unicode.Scalar], _ lowered: [Unicode.Scalar], from start: Int
  ) -> (column: Column, value: String, isPattern: Bool)? {
    let like = find(" like ", in: lowered, from: start)
    let equals = lowered[start...].firstIndex(of: "=").map { $0..<($0 + 1) }
    let isPattern = like != nil && (equals.map { like!.lowerBound < $0.lowerBound } ?? true)
    guard let comparison = isPattern ? like : equals,
      let column = column(named: lowered[start..<comparison.lowerBound])
    else { return nil }
    guard
      let open = lowered[comparison.upperBound...].firstIndex(where: { $0 != " " }),
      lowered[open] == "'" || lowered[open] == "\"",
      let close = lowered[(open + 1)...].firstIndex(of: lowered[open]), close > open + 1
    else { return nil }
    var value = ""
    value.unicodeScalars.append(contentsOf: typed[(open + 1)..<close])
    return (column, value, isPattern)
  }

  /// Where `needle`, in small letters, first stands in `scalars` from `start`.
  private static func find(_ needle: String, in scalars: [Unicode.Scalar], from start: Int)
    -> Range<Int>?
  {
    let pattern = Array(needle.unicodeScalars)
    guard scalars.count >= pattern.count, start <= scalars.count - pattern.count else {
      return nil
    }
    for index in start...(scalars.count - pattern.count)
    where scalars[index..<(index + pattern.count)].elementsEqual(pattern) {
      return index..<(index + pattern.count)
    }
    return nil
  }
}
