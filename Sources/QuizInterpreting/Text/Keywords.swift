import QuizEngine

/// The words that name each kind of question, and the words next to them that turn them into
/// something else ("capital gains", "red flag", "zip code").
enum Keywords {
  enum Family: Sendable, Hashable {
    case capital
    case flag
    case code

    /// The question a place's fact of this kind answers.
    var intent: Intent {
      switch self {
      case .capital: .capital
      case .flag: .flag
      case .code: .isoCode
      }
    }
  }

  static func family(of word: String) -> Family? {
    if let known = exactFamilies[word] { return known }
    if let foreign = ForeignCues.family(of: word) { return foreign }
    // Spelt by sound ("kapital", "phlag", "kode", "capitle"), or run into "the" or "of"
    // ("thecapital", "flagof").
    if mayBeSoundedOut(word) {
      let heard = soundedOut(word)
      // A slip on what is already a guess at the sound is one change too many: "coffee".
      if heard != word, let family = spelledFamily(of: heard, nextKey: false) { return family }
    }
    if word.count > 6, word.hasPrefix("the"), let family = exactFamilies[String(word.dropFirst(3))]
    {
      return family
    }
    if word.count > 5, word.hasSuffix("of"), let family = exactFamilies[String(word.dropLast(2))] {
      return family
    }
    return spelledFamily(of: word)
  }

  /// Most words are not keywords: rewriting only those that could sound like one ("kapital",
  /// "phlag", "flagg") keeps every other word free of work.
  private static func mayBeSoundedOut(_ word: String) -> Bool {
    var utf8 = word.utf8.makeIterator()
    guard let first = utf8.next(), "cfkp".utf8.contains(first) else { return false }
    var previous = first
    var changes = first == UInt8(ascii: "k")
    while let byte = utf8.next() {
      if byte == previous || byte == UInt8(ascii: "k")
        || (previous == UInt8(ascii: "p") && byte == UInt8(ascii: "h"))
      {
        changes = true
      }
      previous = byte
    }
    return changes
  }

  /// "ph" as "f", "k" as "c", doubled letters once: how a word sounds, roughly.
  static func soundedOut(_ word: String) -> String {
    var result: [UInt8] = []
    let bytes = Array(word.utf8)
    var index = 0
    while index < bytes.count {
      var byte = bytes[index]
      if byte == UInt8(ascii: "p"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "h") {
        byte = UInt8(ascii: "f")
        index += 1
      } else if byte == UInt8(ascii: "k") {
        byte = UInt8(ascii: "c")
      }
      if result.last != byte { result.append(byte) }
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The letters of a word without its vowels after the first: "capetal" and "capitle" are
  /// both "cptl".
  private static func skeleton(_ word: String) -> [UInt8] {
    var result: [UInt8] = []
    for (index, byte) in word.utf8.enumerated() where index == 0 || !"aeiouy".utf8.contains(byte) {
      result.append(byte)
    }
    return result
  }

  private static func spelledFamily(of word: String, nextKey: Bool = true) -> Family? {
    if let known = exactFamilies[word] { return known }
    let shape = skeleton(word)
    let count = word.utf8.count
    // "cptl", "flg": texting drops every vowel, and the skeleton alone is the word.
    if (6...9).contains(count) || (4...5).contains(count) && shape.count == count,
      shape == Array("cptl".utf8) || shape == Array("cptls".utf8),
      !notCapital.contains(word)
    {
      return .capital
    }
    if (4...6).contains(count) || count == 3 && shape.count == count,
      shape == Array("flg".utf8) || shape == Array("flgs".utf8),
      !["flog", "flogs", "flug", "fling", "flung"].contains(word)
    {
      return .flag
    }
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
      // "fkag", "flsg", "cpde": a key next to the right one, in a word that is no word.
      func slips(on forms: [[UInt8]]) -> Bool {
        forms.contains { form in
          Edits.isSlip(bytes, of: form)
            || (nextKey && Edits.hitsTheNextKey(bytes, of: form) && !nextKeyWords.contains(word)
              && Lexicon.classes(of: word).isEmpty)
        }
      }
      if slips(on: flagForms), word != "fag" { return .flag }
      if slips(on: codeForms), word != "ode" { return .code }
    }
    return nil
  }

  /// What a topic word asks about, for "I can tell you the capital of Peru, not its …"; nil
  /// when it is no one thing ("why", "many").
  static func topicNoun(_ word: String, family: Family) -> String? {
    switch word {
    case "population", "populace", "inhabitants", "live", "lives", "living": "population"
    case "mayor", "mayors": "mayor"
    case "pronounce", "pronounced", "pronunciation": "pronunciation"
    case "founded", "founding", "founder", "built", "established": "founding"
    case "located", "location", "where": "location"
    case "meaning", "mean", "means", "represent", "represents", "symbolize", "symbolise",
      "symbolizes", "symbolises", "symbolism", "signify", "significance", "stand", "stands":
      family == .flag ? "meaning" : nil
    case "adopted", "adopt", "adoption", "designed", "designer", "invented", "history", "when":
      "history"
    case "currency", "currencies": "currency"
    case "language", "languages", "spoken", "speak", "speaks": "language"
    case "weather", "climate", "temperature": "weather"
    case "time", "timezone": "time zone"
    case "president", "leader", "leaders", "minister": "leader"
    case "area", "size", "big", "large": "size"
    case "anthem": "anthem"
    case "motto": "motto"
    default: nil
    }
  }

  /// Whether the topic word at `index` only says what kind of thing the next word is: "a
  /// history podcast", "my language class", "the weather app".
  static func namesAThingAfterATopic(_ sentence: Sentence, at index: Int) -> Bool {
    index + 1 < sentence.words.count && !sentence.isStop(before: index + 1)
      && thingsATopicNames.contains(sentence.words[index + 1].folded)
  }

  private static let thingsATopicNames = Set<String>(
    words: """
      pod podcast podcasts class classes lesson lessons teacher book books exam exams test homework
      project buff buffs channel show documentary essay assignment society club nerd geek video
      videos course module lecture app exchange tutor group program programme
      """)

  /// Topic words that, in a code question, are the question itself ("what two letters
  /// stand for Switzerland").
  static let codeMeaningWords: Set<String> = [
    "stand", "stands", "mean", "means", "represent",
    "represents",
  ]

  /// Words before the question proper: "hey", "ok", "quick question".
  static func isOpening(_ word: String) -> Bool {
    [
      "hey", "hi", "hello", "ok", "okay", "so", "um", "uh", "quick", "question", "alexa", "siri",
      "google", "and", "but", "well", "oh", "yo", "btw", "trivia", "quiz",
    ].contains(word)
  }

  static let yesNoOpenings: Set<String> = [
    "is", "was", "are", "were", "isnt", "wasnt", "arent", "does", "do", "did", "doesnt", "didnt",
    "has", "have", "had", "hasnt",
    // "could Chennai become India's capital?", "should Sydney be the capital": unless a
    // request follows ("can you tell me…").
    "can", "could", "will", "would", "should", "might", "may", "shall", "must", "cant",
    "couldnt", "wont", "wouldnt", "shouldnt",
  ]
  /// "do you know…", "does anyone know…": a request, not a yes/no question.
  static let requestersAfterAuxiliary: Set<String> = [
    "you", "u", "ya", "anyone", "anybody", "someone", "somebody", "i", "we", "ye",
  ]
  static let manyDeterminers: Set<String> = Set(
    words: """
      all every each any a an one some several many most few both these those lots plenty
      """)
  /// "which flag has a dragon", "flags with a cross".
  static let featureVerbs: Set<String> = Set(
    words: """
      has have with contains contain features feature shows show showing featuring containing having
      """)
  /// "the capital of Spain in Spanish": a language a name is asked in ("English" is not
  /// here: the answers are in English).
  static let languages: Set<String> = Set(
    words: """
      french german spanish italian portuguese russian chinese mandarin japanese arabic dutch korean
      hindi greek turkish polish swedish latin hebrew persian farsi swahili native local
      """)

  static let regions: Set<String> = Set(
    words: """
      europe africa asia oceania scandinavia antarctica world balkans baltic caribbean americas
      continent continents region eu earth nordic g7 g20 nato asean commonwealth
      """)
  /// "how many", "how old": a measure, never the capital, flag or code itself.
  static let measures: Set<String> = [
    "many", "much", "old", "big", "large", "far", "long", "tall", "high", "populated", "populous",
  ]
  /// Words of a comparison: they make another question only in the question's own sentence
  /// ("is the flag of Chad the same as Romania's"), not in a remark after it ("Ulan Bator?
  /// Ulaanbaatar? same thing?").
  static let comparisons: Set<String> = [
    "same", "similar", "alike", "identical", "different", "difference",
  ]

  /// "people confuse it with India's", "I always mix them up": one place taken for another.
  static let confusions: Set<String> = [
    "confuse", "confuses", "confused", "confusing", "mix", "mixes", "mixing", "mistake",
    "mistakes", "mistaken", "muddle", "muddled",
  ]

  static let superlatives: Set<String> = Set(
    words: """
      northernmost southernmost easternmost westernmost highest lowest largest biggest smallest
      oldest newest youngest closest nearest farthest furthest coldest hottest richest poorest most
      least longest shortest busiest
      """)
  /// Words for a region or its people, never one country: "asian", "pacific", "island".
  static func isRegionWord(_ word: String) -> Bool {
    regions.contains(word) || regionAdjectives.contains(word)
  }

  private static let regionAdjectives: Set<String> = Set(
    words: """
      african asian european oceanian caribbean pacific atlantic island scandinavian nordic balkan
      arab arabian latin mediterranean islamic muslim western eastern southern northern central
      """)

  /// "the warmest capital", "noisiest": a superlative, even one no list has.
  static func isSuperlative(_ word: String) -> Bool {
    if superlatives.contains(word) { return true }
    guard word.utf8.count >= 6, word.hasSuffix("est") else { return false }
    return !notSuperlatives.contains(word) && !word.hasSuffix("west") && !word.hasSuffix("east")
  }

  private static let notSuperlatives: Set<String> = Set(
    words: """
      budapest bucharest forest interest honest request harvest contest protest modest suggest
      everest manifest digest conquest arrest invest biggest unrest inquest bequest quest
      """)

  /// Everyday words one slip from "start" ("the stars on the US flag"), and names a slip or
  /// two from "begin" (a test keeps every name in the data off this path).
  private static let notStartVerbs: Set<String> = Set(
    words: """
      star stars stare stares stared stark smart stats stat sort sorts benin beijing
      """)
  /// Groups of countries, which have no one capital or flag here.
  static let groups: Set<String> = [
    "g7", "g8", "g20", "nato", "asean", "commonwealth", "opec", "brics", "un", "eu",
  ]
  static let remarkPrepositions: Set<String> = [
    "in", "from", "on", "at", "with", "during", "since", "near", "off", "for", "about", "to",
  ]
  static let remarkOpenings: Set<String> = [
    "the", "a", "an", "not", "aka", "formerly", "which", "that", "also", "known", "ie", "eg",
    "or", "its", "it", "now",
    // "the Faroe Islands, they're in our group": a clause about someone, never a name.
    "they", "theyre", "thats", "who", "where", "i", "im", "we", "were", "our", "my", "he",
    "she", "hes", "shes",
  ]
  static let timeQualifiers: Set<String> = [
    "present", "modern", "day", "current", "currently", "today", "todays", "former", "formerly",
    "contemporary",
  ]

  /// Words that, right before the keyword, make it mean something else.
  static func isNegatedBefore(_ family: Family, by word: String) -> Bool {
    switch family {
    case .capital: capitalBefore.contains(word)
    case .flag: flagBefore.contains(word) || verbBefore.contains(word)
    case .code: codeBefore.contains(word) || verbBefore.contains(word)
    }
  }

  /// Whether `word` makes the keyword a verb, as it does only right before it: "learn to
  /// code", but not "ship-to country code".
  static func makesAVerb(_ word: String) -> Bool { verbBefore.contains(word) }

  /// Words that, right after the keyword, make it mean something else.
  /// The word after "of" (and "the") that gives the keyword another sense: "flag of
  /// convenience", "capital of the world", "capital of culture".
  static func isNegatedAfterOf(_ family: Family, by word: String) -> Bool {
    switch family {
    case .capital: ["world", "universe", "culture"].contains(word)
    case .flag: ["convenience", "truce", "surrender"].contains(word)
    case .code: ["conduct", "practice", "honor", "honour", "ethics", "silence"].contains(word)
    }
  }

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
    if bytes.count >= 5, ForeignCues.mayBeStartVerb(bytes), ForeignCues.isStartVerb(word) {
      return true
    }
    guard (4...12).contains(bytes.count),
      bytes[0] == 115 || bytes[0] == 98 || bytes[1] == 115 || bytes[1] == 98,
      !notStartVerbs.contains(word)
    else { return false }
    return startFormBytes.contains { form in
      form.count >= 5
        && (Edits.withinOne(bytes, form) || (form.count >= 8 && Edits.withinTwo(bytes, form)))
    }
  }

  static func isCountriesNoun(_ word: String) -> Bool {
    // A word the lexicon knows is no other language's noun: one lookup for most words.
    if let classes = Lexicon.table[word] {
      if classes.contains(.countries) { return true }
    } else if ForeignCues.isCountriesNoun(word) {
      return true
    }
    let bytes = Array(word.utf8)
    guard (6...11).contains(bytes.count),
      "cnk".utf8.contains(bytes[0]) || "cn".utf8.contains(bytes[1])
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
    "alpha2": .code, "iso2": .code, "isoalpha2": .code, "iso3166": .code,
    // "the sigla 'AO'": a learner's word for an abbreviation, in Italian, Spanish, Portuguese.
    "sigla": .code, "siglas": .code,
  ]

  private static let capitalForms: [[UInt8]] = ["capital", "capitals", "capitol", "capitols"].map {
    Array($0.utf8)
  }
  private static let notCapital: Set<String> = ["capita", "capitan", "capitalism", "capitalist"]
  private static let flagForms: [[UInt8]] = ["flag", "flags"].map { Array($0.utf8) }
  private static let codeForms: [[UInt8]] = ["code", "codes"].map { Array($0.utf8) }
  private static let startForms: Set<String> = [
    "start", "starts", "starting", "started", "begin", "begins", "beginning", "began", "begun",
    "commence", "commences", "commencing",
  ]
  private static let startFormBytes: [[UInt8]] = [
    "start", "starts", "starting", "started", "begin", "begins", "beginning", "began", "begun",
  ].map { Array($0.utf8) }
  // "countrys" is no word, but its slips are: "cuntrys", "contrys".
  private static let countriesForms: [[UInt8]] = ["countries", "country", "countrys", "nations"]
    .map {
      Array($0.utf8)
    }

  /// Words a key away from "flag" or "code" that are words of their own.
  private static let nextKeyWords: Set<String> = [
    "flat", "flab", "flay", "core", "cote", "cope", "flats", "flays", "cores", "copes", "flak",
  ]

  // Another capital than today's ("the former capital of Brazil"); "former" is also part of
  // a name ("The former Yugoslav Republic of Macedonia"), so it only counts here.
  // "the fashion capital of Italy", "the world capital of jazz": a city famous for
  // something, not a seat of government.
  private static let capitalBefore = Set<String>(
    words: """
      venture working human social share equity raise raising raised seed risk private intellectual
      start startup initial paid debt former old previous ancient original historic historical
      colonial imperial royal summer winter new world fashion sporting sports sport entertainment
      financial finance cultural culture culinary gastronomic gastronomy food foodie music musical
      jazz blues wine beer coffee tea chocolate cheese gambling murder crime tech technology
      innovation film movie art arts design party shopping tourist tourism surf surfing ski skiing
      adventure gay wedding divorce motor motorsport racing oil energy industrial economic
      commercial business banking literary religious spiritual cycling football soccer rugby
      cricket golf tennis education university student medical fitness nightlife honeymoon seafood
      barbecue bbq comedy dance theatre theater media publishing fishing hunting diving hiking
      festival carnival tango salsa opera fashionable biking car automotive aviation space diamond
      diamonds gold silver steel textile rock gospel
      """)
  // Names of firms and services: "Capital Metro", "Capital FM", "Capital One".
  // "Washington Capitals score last night?", "capitals game tonight": a team.
  private static let capitalAfter = Set<String>(
    words: """
      gains gain letter letters punishment one markets market expenditure expenditures investment
      investments requirements ratio flight ship ships crime crimes offence offense allowance
      allowances loss losses structure cost costs asset assets stock account budget goods raising
      improvements reserve reserves tax taxes i t case gearing spending outlay fund funds funding
      metro fm radio cities bank group partners management grille region regions district fc score
      scores scored game games roster tickets hockey playoffs
      """)
  /// "how do I flag a post", "learn to code": the word as a verb.
  private static let verbBefore: Set<String> = Set(
    words: """
      to i we you u they can cant could should will learn learning
      """)
  // "how to set a feature flag": a switch in software.
  private static let flagBefore = Set<String>(
    words: """
      red white green yellow checkered chequered pirate rainbow pride warning penalty foul race
      racing false black amber surrender former old previous original historic historical colonial
      blue semaphore signal maritime nautical capture feature
      """)
  private static let flagAfter = Set<String>(
    words: """
      carrier carriers half game games rugby raising football pole poles day bearer bearers ship
      down up it them as officer stone stones waving burning planting
      """)
  // Customs and trade classify goods, not countries.
  private static let codeBefore = Set<String>(
    words: """
      area zip postal post dialing dialling calling phone telephone morse source dress promo
      discount qr bar currency airport language iata icao tax vat sort swift iban cheat secret
      access error status http html fifa ioc olympic vehicle plate domain internet vinci genetic
      zipcode trunk international dial telephony mobile color colour hex css unicode emoji timezone
      time state airline stock ticker three 3 alpha3 numeric compile compiling write writing run
      running debug program programming python java javascript typescript js ruby php rust kotlin
      sql bash shell computer machine assembly haskell golang perl scala hs hts tariff sic naics
      commodity harmonized harmonised
      """)
  private static let codeAfter: Set<String> = [
    "review", "reviews", "snippet", "editor", "base", "3", "three", "alpha3",
  ]
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

  /// One letter typed with the key next to it on a QWERTY keyboard, not the first: "fkag".
  static func hitsTheNextKey(_ typed: [UInt8], of word: [UInt8]) -> Bool {
    guard typed.count == word.count, typed.first == word.first else { return false }
    var differences = 0
    var neighbours = true
    for (a, b) in zip(typed, word) where a != b {
      differences += 1
      neighbours = neighbours && Keyboard.areNeighbours(a, b)
    }
    return differences == 1 && neighbours
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
