/// The words that name each kind of question, and the words next to them that turn them into
/// something else ("capital gains", "red flag", "zip code").
enum Keywords {
  enum Family: Sendable, Hashable {
    case capital
    case flag
    case code
  }

  static func family(of word: String) -> Family? {
    if let known = exactFamilies[word] { return known }
    // Typos keep a word's first letter, or swap it with the second: nothing else is worth
    // comparing.
    guard let first = word.utf8.first,
      "cfl".utf8.contains(first)
        || word.utf8.dropFirst().first.map({ "cfl".utf8.contains($0) }) == true
    else {
      return nil
    }
    let bytes = Array(word.utf8)
    if bytes.count >= 5, capitalForms.contains(where: { Edits.withinOne(bytes, $0) }),
      !notCapital.contains(word)
    {
      return .capital
    }
    if (3...6).contains(bytes.count) {
      if flagForms.contains(where: { Edits.isSlip(bytes, of: $0) }), word != "fag" {
        return .flag
      }
      if codeForms.contains(where: { Edits.isSlip(bytes, of: $0) }), word != "ode" {
        return .code
      }
    }
    return nil
  }

  /// Words that, right before the keyword, make it mean something else.
  static func isNegatedBefore(_ family: Family, by word: String) -> Bool {
    switch family {
    case .capital: capitalBefore.contains(word)
    case .flag: flagBefore.contains(word) || verbBefore.contains(word)
    case .code: codeBefore.contains(word) || verbBefore.contains(word)
    }
  }

  /// Words that, right after the keyword, make it mean something else.
  static func isNegatedAfter(_ family: Family, by word: String) -> Bool {
    switch family {
    case .capital: capitalAfter.contains(word)
    case .flag: flagAfter.contains(word)
    case .code: codeAfter.contains(word)
    }
  }

  /// Verbs of a prefix question: "start", "begin", in any form, typos allowed.
  static func isStartVerb(_ word: String) -> Bool {
    if startForms.contains(word) { return true }
    let bytes = Array(word.utf8)
    guard (4...12).contains(bytes.count),
      bytes[0] == 115 || bytes[0] == 98 || bytes[1] == 115 || bytes[1] == 98
    else { return false }
    return startFormBytes.contains { form in
      form.count >= 5
        && (Edits.withinOne(bytes, form) || (form.count >= 8 && Edits.withinTwo(bytes, form)))
    }
  }

  static func isCountriesNoun(_ word: String) -> Bool {
    if Lexicon.classes(of: word).contains(.countries) { return true }
    let bytes = Array(word.utf8)
    guard (6...11).contains(bytes.count),
      "cn".utf8.contains(bytes[0]) || "cn".utf8.contains(bytes[1])
    else { return false }
    return countriesForms.contains { Edits.withinOne(bytes, $0) }
  }

  private static let exactFamilies: [String: Family] = [
    "capital": .capital, "capitals": .capital, "capitol": .capital, "capitols": .capital,
    "captial": .capital, "capitl": .capital, "capial": .capital, "capitale": .capital,
    "flag": .flag, "flags": .flag, "flga": .flag, "falg": .flag,
    "code": .code, "codes": .code, "coed": .code, "cdoe": .code, "iso": .code, "isocode": .code,
    "abbreviation": .code, "abbreviations": .code, "abbrev": .code, "abbr": .code,
    "abbreviated": .code,
    "alpha2": .code,
  ]

  private static let capitalForms: [[UInt8]] = ["capital", "capitals", "capitol", "capitols"].map {
    Array($0.utf8)
  }
  private static let notCapital: Set<String> = ["capita", "capitan", "capitalism", "capitalist"]
  private static let flagForms: [[UInt8]] = ["flag", "flags"].map { Array($0.utf8) }
  private static let codeForms: [[UInt8]] = ["code", "codes"].map { Array($0.utf8) }
  private static let startForms: Set<String> = [
    "start", "starts", "starting", "started", "begin", "begins", "beginning", "began", "begun",
  ]
  private static let startFormBytes: [[UInt8]] = [
    "start", "starts", "starting", "started", "begin", "begins", "beginning", "began", "begun",
  ].map { Array($0.utf8) }
  private static let countriesForms: [[UInt8]] = ["countries", "country", "nations"].map {
    Array($0.utf8)
  }

  private static let capitalBefore: Set<String> = [
    "venture", "working", "human", "social", "share", "equity", "raise", "raising", "raised",
    "seed", "risk", "private", "intellectual", "start", "startup", "initial", "paid", "debt",
  ]
  private static let capitalAfter: Set<String> = [
    "gains", "gain", "letter", "letters", "punishment", "one", "markets", "market",
    "expenditure", "expenditures", "investment", "investments", "requirements", "ratio",
    "flight", "ship", "ships", "crime", "crimes", "offence", "offense", "allowance", "allowances",
    "loss", "losses", "structure", "cost", "costs", "asset", "assets", "stock", "account",
    "budget", "goods", "raising", "improvements", "reserve", "reserves", "tax", "taxes",
    "i", "t", "case", "gearing", "spending", "outlay", "fund", "funds", "funding",
  ]
  /// "how do I flag a post", "learn to code": the word as a verb.
  private static let verbBefore: Set<String> = [
    "to", "i", "we", "you", "u", "they", "can", "cant", "could", "should", "will", "learn",
    "learning",
  ]
  private static let flagBefore: Set<String> = [
    "red", "white", "green", "yellow", "checkered", "chequered", "pirate", "rainbow", "pride",
    "warning", "penalty", "foul", "race", "racing", "false", "black", "amber", "surrender",
  ]
  private static let flagAfter: Set<String> = [
    "football", "pole", "poles", "day", "bearer", "bearers", "ship", "down", "up", "it", "them",
    "as", "officer", "stone", "stones", "waving", "burning", "planting",
  ]
  private static let codeBefore: Set<String> = [
    "area", "zip", "postal", "post", "dialing", "dialling", "calling", "phone", "telephone",
    "morse", "source", "dress", "promo", "discount", "qr", "bar", "currency", "airport", "language",
    "iata", "icao", "tax", "vat", "sort", "swift", "iban", "cheat", "secret", "access", "error",
    "status", "http", "html", "fifa", "ioc", "olympic", "vehicle", "plate", "domain", "internet",
    "da", "vinci", "genetic", "zipcode", "trunk", "international", "dial", "telephony", "mobile",
    "color", "colour", "hex", "html", "css", "unicode", "emoji", "timezone", "time",
  ]
  private static let codeAfter: Set<String> = ["review", "reviews", "snippet", "editor", "base"]
}

/// Small edit checks for keywords: cheap, and stricter than the name distance.
enum Edits {
  /// One insertion, deletion, substitution or transposition at most.
  static func withinOne(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    if a == b { return true }
    let n = a.count
    let m = b.count
    if abs(n - m) > 1 { return false }
    var i = 0
    while i < min(n, m), a[i] == b[i] { i += 1 }
    if n == m {
      if a[(i + 1)...] == b[(i + 1)...] { return true }  // substitution
      return i + 1 < n && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
    }
    return n > m ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
  }

  /// Two edits at most (unit costs, transpositions count one).
  static func withinTwo(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    TypoDistance.distance(a, b, limit: 2 * TypoDistance.edit) != nil
  }

  /// A slip of the fingers on a short word: two letters swapped, one letter doubled or left
  /// out, but never a different letter ("flat" is not "flag") and never a lost first letter.
  static func isSlip(_ typed: [UInt8], of word: [UInt8]) -> Bool {
    if typed == word { return true }
    let n = typed.count
    let m = word.count
    if n == m {
      var i = 0
      while i < n, typed[i] == word[i] { i += 1 }
      return i + 1 < n && typed[i] == word[i + 1] && typed[i + 1] == word[i]
        && typed[(i + 2)...] == word[(i + 2)...]
    }
    if n == m - 1 {
      // A letter left out, not the first one.
      return typed.first == word.first && withinOne(typed, word)
    }
    if n == m + 1 {
      // A letter typed twice.
      var i = 0
      while i < m, typed[i] == word[i] { i += 1 }
      return i > 0 && typed[i] == typed[i - 1] && typed[(i + 1)...] == word[i...]
    }
    return false
  }
}
