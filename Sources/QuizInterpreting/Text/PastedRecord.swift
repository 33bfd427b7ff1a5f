/// A record pasted from a spreadsheet or a program: a header line and a row
/// ("capital,country\nAccra,"), or a flat JSON object (`{"query":"flag","country":"Brazil"}`,
/// `{"country":"Peru","capital":null}`). The field left empty or marked "?" is what is asked,
/// or the one a "query" field names; another field names the place. Read as the question it
/// stands for.
enum PastedRecord {
  /// The question `text` stands for, in words; nil when it is no record of one.
  static func question(in text: String) -> String? {
    let trimmed = text.utf8.drop { $0 == 32 || $0 == 9 }
    guard let first = trimmed.first else { return nil }
    let fields: [(name: String, value: String?)]
    if first == UInt8(ascii: "{") {
      fields = jsonFields(in: Substring(text))
    } else if text.utf8.contains(10) {
      fields = tableFields(in: text)
    } else {
      return nil
    }
    return question(from: fields)
  }

  private enum Role { case country, capital, code, flag }

  private static func question(from fields: [(name: String, value: String?)]) -> String? {
    var asked: Role?
    var given: (role: Role, value: String)?
    for (name, value) in fields {
      let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
      if askingKeys.contains(key), let value,
        let role = roles[value.lowercased().filter { $0.isLetter || $0.isNumber }]
      {
        asked = asked ?? role
        continue
      }
      guard let role = roles[key] else { continue }
      if let value, !isBlank(value) {
        if given == nil { given = (role, value) }
      } else if asked == nil {
        asked = role
      }
    }
    guard let asked, let given, asked != given.role else { return nil }
    switch (asked, given.role) {
    case (.capital, .country): return "capital of \(given.value)"
    case (.code, .country): return "ISO code of \(given.value)"
    case (.flag, .country): return "flag of \(given.value)"
    case (.country, .capital): return "which country has the capital \(given.value)"
    case (.country, .code): return "which country has the code '\(given.value)'"
    case (.country, .flag): return "whose flag is \(given.value)"
    default: return nil
    }
  }

  private static func isBlank(_ value: String) -> Bool {
    let marks = value.filter { !$0.isWhitespace }
    return marks.isEmpty || marks.allSatisfy { $0 == "?" || $0 == "_" || $0 == "-" }
      || ["null", "none", "na", "n/a", "tbd", "todo", "unknown", "(blank)", "blank"].contains(
        marks.lowercased())
  }

  /// A header line and the row under it, split by the mark the header uses. Lines of words
  /// around them ("fill this in pls", "what do i put in the second column") and a Markdown
  /// table's rule are passed over.
  private static func tableFields(in text: String) -> [(name: String, value: String?)] {
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
      .filter { line in !line.allSatisfy { "|-:+ \t".contains($0) } }
    guard lines.count <= 6,
      let header = lines.indices.dropLast().first(where: { index in
        guard let mark = mark(of: lines[index]) else { return false }
        return fields(of: lines[index], by: mark).contains { roles[plain($0)] != nil }
      }),
      let mark = mark(of: lines[header]),
      // A row's empty last cell may have lost its mark ("Tashkent⇥" pasted as "Tashkent").
      lines[header + 1].contains(mark) || header + 2 == lines.count
    else { return [] }
    let names = fields(of: lines[header], by: mark)
    let values = fields(of: lines[header + 1], by: mark)
    guard names.count >= 2, names.count <= 8, values.count <= names.count,
      names.allSatisfy({ $0.count <= 24 && roles[plain($0)] != nil || plain($0).count <= 24 })
    else { return [] }
    return names.indices.map { index in
      (
        String(names[index]).trimmingCharacters(),
        index < values.count ? String(values[index]).trimmingCharacters() : ""
      )
    }
  }

  private static func mark(of line: Substring) -> Character? {
    [",", ";", "\t", "|"].first(where: { line.contains($0) })
  }

  /// A line's fields; a Markdown row's outer bars ("| KG | ??? |") open and close no field.
  private static func fields(of line: Substring, by mark: Character) -> [Substring] {
    var fields = line.split(separator: mark, omittingEmptySubsequences: false)
    if mark == "|" {
      if fields.first?.allSatisfy(\.isWhitespace) == true { fields.removeFirst() }
      if fields.last?.allSatisfy(\.isWhitespace) == true { fields.removeLast() }
    }
    return fields
  }

  /// `"key": "value"` and `"key": null` pairs, one level deep.
  private static func jsonFields(in text: Substring) -> [(name: String, value: String?)] {
    var fields: [(name: String, value: String?)] = []
    var rest = text.dropFirst()
    while let open = rest.firstIndex(of: "\""), fields.count < 8 {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: "\"") else { break }
      let name = String(rest[..<close])
      rest = rest[rest.index(after: close)...].drop { $0 == " " }
      guard rest.first == ":" else { break }
      rest = rest.dropFirst().drop { $0 == " " }
      if rest.first == "\"" {
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: "\"") else { break }
        fields.append((name, String(rest[..<end])))
        rest = rest[rest.index(after: end)...]
      } else if rest.hasPrefix("null") {
        fields.append((name, nil))
        rest = rest.dropFirst(4)
      } else {
        break
      }
    }
    return fields
  }

  private static func plain(_ text: Substring) -> String {
    text.lowercased().filter { $0.isLetter || $0.isNumber }
  }

  /// Fields that name what is wanted: `"query": "flag"`, `"return": "country_name"`.
  private static let askingKeys: Set<String> = [
    "query", "field", "want", "wanted", "ask", "get", "return", "returns", "lookup", "find",
  ]

  private static let roles: [String: Role] = {
    var table: [String: Role] = [:]
    for name in [
      "country", "countryname", "name", "nation", "commonname", "region", "state", "province",
      "territory", "place",
    ] {
      table[name] = .country
    }
    for name in ["capital", "capitalcity", "capitals"] { table[name] = .capital }
    for name in [
      "alpha2", "iso2", "iso", "isocode", "code", "cca2", "countrycode", "cc", "iso31661",
      "alpha2code", "isoalpha2",
    ] {
      table[name] = .code
    }
    for name in ["flag", "emoji", "flagemoji"] { table[name] = .flag }
    return table
  }()
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
