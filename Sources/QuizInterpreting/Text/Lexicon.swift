/// What the interpreter knows about ordinary words: which ones frame a question, which ones
/// say what is asked, and which ones cannot be (part of) a country's name.
///
/// Nothing here names a country, and no word here is part of a country's English name
/// (a test checks that against the real data), so trimming these never cuts into a name.
struct WordClass: OptionSet, Sendable, Hashable {
  let rawValue: UInt32

  /// Question words, auxiliaries, pronouns, verbs of asking, greetings, politeness.
  static let filler = WordClass(rawValue: 1 << 0)
  static let article = WordClass(rawValue: 1 << 1)
  /// Introduces the subject: "capital of", "code for".
  static let preposition = WordClass(rawValue: 1 << 2)
  /// Joins the words of a name: "Isle of Man", "Trinidad and Tobago".
  static let connector = WordClass(rawValue: 1 << 3)
  /// Sits between a subject and the keyword without being either: "national", "city".
  static let modifier = WordClass(rawValue: 1 << 4)
  /// Another subject altogether: a question about these is not one this quiz answers.
  static let topic = WordClass(rawValue: 1 << 5)
  /// Everyday words that are not place names; a "subject" made only of these is no subject.
  static let common = WordClass(rawValue: 1 << 6)
  /// "countries", "nations".
  static let countries = WordClass(rawValue: 1 << 7)
  /// What follows "start": "with", "by", "in".
  static let startLink = WordClass(rawValue: 1 << 8)
  /// Introduces the letters of a prefix question: "the letter", "the word".
  static let prefixIntro = WordClass(rawValue: 1 << 9)
  /// Counts as a code keyword on its own: "iso", "abbreviation".
  static let codeWord = WordClass(rawValue: 1 << 10)

  /// None of these can start or end a country's name.
  static let edge: WordClass = [.filler, .article, .preposition, .connector, .topic]
  /// Words that say nothing about which country is meant.
  static let notName: WordClass = [.filler, .article, .preposition, .topic, .common, .countries]
}

enum Lexicon {
  static func classes(of word: String) -> WordClass {
    table[word] ?? []
  }

  static let table: [String: WordClass] = {
    var table: [String: WordClass] = [:]
    func add(_ words: String, _ wordClass: WordClass) {
      for word in words.split(separator: " ") { table[String(word), default: []].insert(wordClass) }
    }
    add(fillerWords, .filler)
    add("the a an", .article)
    add(
      "of for in from about on at to with by regarding re concerning fo od fro ofr fr",
      .preposition)
    add("of and da de del y e et du des dos das und n", .connector)
    add(
      "city iso alpha 2 two letter letters lettered digit country countrys country's national "
        + "official current emoji 3166 1 character characters international standard abbreviation "
        + "abbreviated nation's nations",
      .modifier)
    add(topicWords, .topic)
    add(commonWords, .common)
    add(
      "countries country nations nation contries countires coutries countrys cuntries countris "
        + "coutnries conutries countreis countriess nation's states sovereign places names name ones",
      .countries)
    add("with wiht wtih whit wth wit w wih witth by in from on using", .startLink)
    add(
      "the letter letters word words prefix prefixes string characters character chars syllable "
        + "sequence combination",
      .prefixIntro)
    add("iso abbreviation abbreviations abbrev abbr abbreviated", .codeWord)
    return table
  }()

  private static let fillerWords =
    "what whats which who whos whose whom where wheres when why how hows "
    + "is are was were be been being am do does did dont doesnt didnt can could would should will "
    + "shall may might must isnt arent im ive id its it thats theres heres lets cant wont "
    + "i me my mine myself you your yours u ur we us our ours he him his she her hers they them their "
    + "this these those that there here someone anyone anybody somebody "
    + "tell show give know find say see display look looks looking like want wanna need needs "
    + "please pls plz thanks thank thx ty cheers get got let list print send share bring fetch "
    + "explain describe recall remember wonder wondering curious think guess help kindly "
    + "quick quickly question answer ask asking asked mean means called call "
    + "represent represents representing used use uses has have had having "
    + "hi hello hey hiya howdy yo greetings good morning afternoon evening dear mate buddy "
    + "friend pal folks guys bot quizbot assistant "
    + "again also just actually really exactly currently now today then so ok okay okey well um "
    + "uh hmm hm oh ah btw anyway maybe perhaps precisely right correct sure yes yeah yep "
    + "any some all every each only or but if whether "
    + "named called known go going gonna located situated found "
    + "lol haha sorry excuse pardon wondered wonders curious interested "


  private static let topicWords =
    "population populace inhabitants currency currencies money language languages spoken speak "
    + "speaks time timezone weather temperature climate president leader leaders prime minister "
    + "gdp economy religion anthem motto area size distance far border borders neighbour neighbours "
    + "neighbor neighbors continent founded independence history tall height elevation "
    + "mountain mountains river rivers lake lakes"

  private static let commonWords =
    "collect collecting collection collector love loves hate draw drawing drawn wave waving buy sell "
    + "design designs make made colors colours color colour colored coloured meaning meanings "
    + "world football game games story stories joke jokes song songs movie movies film films "
    + "book books music tax taxes gains gain rules rule law laws punishment market markets "
    + "investment investments thing things stuff one ones icon icons image images picture "
    + "pictures photo photos red white blue green yellow black orange purple pink "
    + "pole poles football day days bearer waving raised raise raising burn burning fly flying "
    + "venture expenditure requirements ratio crime offence offense allowance loss losses "
    + "structure cost costs asset assets stock account budget goods letter letters "
    + "area zip postal post postcode dialing dialling calling phone telephone morse source dress "
    + "promo discount qr bar airport iata icao vat sort swift iban cheat secret access error "
    + "status http html fifa ioc olympic vehicle licence license plate domain internet "
    + "number numbers code codes week weekend year years month months "
    + "random fun funny cool nice best worst favorite favourite biggest smallest largest "
    + "oldest newest richest poorest message messages comment comments email emails"
}

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
    guard let first = word.utf8.first, "cfl".utf8.contains(first) || word.utf8.dropFirst().first.map({ "cfl".utf8.contains($0) }) == true else {
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
    case .flag: flagBefore.contains(word)
    case .code: codeBefore.contains(word)
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
    guard (4...12).contains(bytes.count), bytes[0] == 115 || bytes[0] == 98 || bytes[1] == 115 || bytes[1] == 98
    else { return false }
    return startFormBytes.contains { form in
      form.count >= 5 && (Edits.withinOne(bytes, form) || (form.count >= 8 && Edits.withinTwo(bytes, form)))
    }
  }

  static func isCountriesNoun(_ word: String) -> Bool {
    if Lexicon.classes(of: word).contains(.countries) { return true }
    let bytes = Array(word.utf8)
    guard (6...11).contains(bytes.count), "cn".utf8.contains(bytes[0]) || "cn".utf8.contains(bytes[1])
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

extension Lexicon {
  /// Politeness at the end of a question, recognised even when mistyped ("pleease", "thnaks").
  static func isClosingPoliteness(_ word: String) -> Bool {
    let bytes = Array(word.utf8)
    guard bytes.count >= 4 else { return false }
    return closingPoliteness.contains { Edits.withinOne(bytes, $0) }
  }

  private static let closingPoliteness: [[UInt8]] = [
    "please", "thanks", "thank", "cheers", "again", "exactly", "actually", "really", "quickly",
    "today", "mate", "buddy", "friend", "thankyou", "thanx",
  ].map { Array($0.utf8) }
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
