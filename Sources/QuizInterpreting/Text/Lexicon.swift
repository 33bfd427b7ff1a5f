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
    table[word] ?? (formWords[word] ?? ForeignCues.functionWords[word]).map(WordClass.init) ?? []
  }

  /// The words of filling in a form ("what code do I put in the country box"), searched in
  /// order rather than hashed into `table`: start-up builds the table for every run, and
  /// `quiz ask` has no instructions to spare.
  static let formWords = SortedWords(
    ["box", "dropdown", "enter", "field", "fill", "form", "forms", "put"],
    values: [common, common, filler, common, filler, common, common, filler])
  private static let common = WordClass.common.rawValue
  private static let filler = WordClass.filler.rawValue

  static let table = makeTable()

  @_optimize(speed)
  private static func makeTable() -> WordTable {
    var table = WordTable()
    func add(_ words: String, _ wordClass: WordClass) {
      // Split as bytes: splitting by Character breaks graphemes, and this runs at every start.
      for word in words.utf8.split(separator: UInt8(ascii: " ")) {
        table.insert(wordClass, for: word)
      }
    }
    add(fillerWords, .filler)
    add("the a an", .article)
    add(
      "of for in from about on at to with by per regarding re concerning fo od fro ofr fr",
      .preposition)
    add("of and da de del y e et du des dos das und n", .connector)
    add(
      "city cities iso alpha alpah aplha alhpa alfa 2 two letter letters lettered digit country "
        + "countrys country's national "
        + "official current emoji 3166 1 character characters international standard abbreviation "
        + "abbreviated nation's nations designation designator identifier",
      .modifier)
    add(topicWords, .topic)
    add(commonWords, .common)
    add(
      "countries country nations nation contries countires coutries countrys cuntries countris "
        + "coutnries conutries countreis countriess nation's states sovereign places names name ones "
        + "realms realm lands",
      .countries)
    add(
      "with wiht wtih whit wth wit w wih witth by in from on using",
      .startLink)
    add(
      "the letter letters word words prefix prefixes string characters character chars syllable "
        + "sequence combination",
      .prefixIntro)
    add("iso abbreviation abbreviations abbrev abbr abbreviated", .codeWord)
    return table
  }

  private static let fillerWords =
    "what whats which who whos whose whom where wheres when why how hows "
    + "is are was were be been being am do does did dont doesnt didnt can could would should will "
    + "shall may might must isnt arent im ive id its it thats theres heres lets cant wont "
    + "i me my mine myself you your yours u ur we us our ours he him his she her hers they them their "
    + "this these those that there here someone anyone anybody somebody "
    + "tell show give know find say see display look looks looking like want wants wanna need needs requires "
    + "please pls plz thanks thank thx ty cheers get got let list print send share bring fetch "
    + "explain describe recall remember wonder wondering curious think guess help kindly "
    + "quick quickly question answer ask asking asked mean means called call "
    + "represent represents representing used use uses has have had having "
    + "hi hello hey hiya howdy yo greetings good morning afternoon evening dear mate buddy "
    + "friend pal folks guys bot quizbot assistant "
    + "again also plus just actually really exactly currently now nowadays today then so ok okay okey "
    + "well um "
    + "uh hmm hm oh ah btw anyway maybe perhaps precisely right correct sure yes yeah yep "
    + "any some all every each only or but if whether "
    + "named called known go going gonna located situated found "
    + "lol lmao lmfao rofl lolz haha hahaha hehe idk tbh sorry excuse pardon wondered wonders curious interested up stand stands "

  private static let topicWords =
    "population populace inhabitants currency currencies money language languages spoken speak "
    + "speaks time timezone weather temperature climate president leader leaders prime minister "
    + "gdp economy religion anthem motto area size distance far border borders neighbour neighbours "
    + "neighbor neighbors continent founded independence history tall height elevation "
    + "mountain mountains river rivers lake lakes "
    // What else is asked about a capital, a flag or a code.
    + "mayor mayors pronounce pronounced pronunciation founded founding founder built "
    + "established located location where age big large live lives living why move moved "
    + "moving change changed changes financial commercial cultural economic business "
    + "religious animal animals bird birds symbol symbols emblem star stars meaning mean means "
    + "represent represents stand stands symbolize symbolise symbolizes symbolises symbolism signify "
    + "significance adopted adopt adoption designed designer invented hotel hotels draw buy when "
    + "alike similar same different identical compare versus vs difference story stories behind "
    + "older newer bigger larger smaller prettier nicer better worse declared designated "
    + "proclaimed chose chosen choose selected "
    + "origin origins inspiration postcode postcodes zipcode elevation altitude "
    + "proportion proportions ratio dimensions "
    // Rules and feelings about a flag: "what is it illegal to do with the Canadian flag".
    + "illegal legal law laws rule rules etiquette protocol burn burning burned burnt fold "
    + "folding folded salute saluting desecrate desecration afraid scared fear hate "
    // Hypotheticals: "could Chennai become India's capital?"
    + "become becomes became becoming "
    // Another capital than today's.
    + "previous ancient original first second before until during "
    // Many countries at once: superlatives.
    + "northernmost southernmost easternmost westernmost highest lowest largest biggest smallest "
    + "oldest newest youngest closest nearest farthest furthest coldest hottest richest poorest "
    + "most least longest shortest busiest"

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

extension Lexicon {
  /// The question or function word `word` is a slip of the fingers on ("waht", "teh", "abotu",
  /// "whcih"), or nil. Only words the lexicon does not know are read as slips, and no country's
  /// name is one (a test checks that against the data).
  static func functionWord(slippedAs word: String) -> String? {
    let bytes = Array(word.utf8)
    guard (3...7).contains(bytes.count), table[word] == nil,
      let first = bytes.first, (97...122).contains(first)
    else { return nil }
    for (candidate, candidateBytes) in slippable
    where abs(candidateBytes.count - bytes.count) <= 1 && Edits.isSlip(bytes, of: candidateBytes) {
      return candidate
    }
    // "whixh countey has thr capitsl kabul": the key next to the right one, in a word that is
    // no other everyday word ("hoe" is not "how"). Of three letters, only "the" is so read:
    // names in other languages have short words one key from "how" ("hòa").
    for (candidate, candidateBytes) in slippable + slippableByTheNextKey
    where (bytes.count >= 4 || candidate == "the")
      && Edits.hitsTheNextKey(bytes, of: candidateBytes)
    {
      return EverydayWords.areAll(in: word) ? nil : candidate
    }
    return nil
  }

  /// Words typed fast that only a key next to the right one turns into another.
  private static let slippableByTheNextKey: [(String, [UInt8])] = [
    "country", "countries",
  ].map { ($0, Array($0.utf8)) }

  /// Words people type fast at the start of a question or a follow-up. Not "from" ("form"),
  /// "there" ("three") or "said": their slips are words too.
  private static let slippable: [(String, [UInt8])] = [
    "what", "whats", "which", "where", "wheres", "when", "who", "whose", "how", "the", "and",
    "about", "are", "was", "its", "their", "for", "with", "tell", "show", "give", "this",
    "that", "does", "know", "same", "also", "please",
  ].map { ($0, Array($0.utf8)) }

  /// Politeness at the end of a question, recognised even when mistyped ("pleease", "thnaks").
  static func isClosingPoliteness(_ word: String) -> Bool {
    let bytes = Array(word.utf8)
    guard bytes.count >= 4 else { return false }
    // A short word one letter from "mate" is as likely a name: Malé, the Maldives' capital.
    if bytes.count == 4 { return closingPoliteness.contains { $0 == bytes } }
    return closingPoliteness.contains { Edits.withinOne(bytes, $0) }
  }

  private static let closingPoliteness: [[UInt8]] = [
    "please", "thanks", "thank", "cheers", "again", "exactly", "actually", "really", "quickly",
    "today", "mate", "buddy", "friend", "thankyou", "thanx",
    // Hindi and Urdu "friend", "brother"; "dude".
    "yaar", "bhai", "dude",
  ].map { Array($0.utf8) }
}

/// The lexicon's ~700 words and their classes, built at every start. A word of eight bytes or
/// fewer (nearly all of them) is packed into one integer, which hashes without a `String`
/// being made for it: built as `[String: WordClass]`, the table cost a million instructions
/// of `quiz ask`'s twenty.
struct WordTable: Sendable {
  private var short: [UInt64: WordClass] = Dictionary(minimumCapacity: 1024)
  private var long: [String: WordClass] = [:]

  @_optimize(speed)
  mutating func insert(_ wordClass: WordClass, for word: some Collection<UInt8>) {
    if let packed = Self.packed(word) {
      short[packed, default: []].insert(wordClass)
    } else {
      long[String(decoding: word, as: UTF8.self), default: []].insert(wordClass)
    }
  }

  @_optimize(speed)
  subscript(word: String) -> WordClass? {
    if let packed = Self.packed(word.utf8) { return short[packed] }
    return long[word]
  }

  /// The bytes in one integer, the first lowest; nil when there are more than eight, or a NUL
  /// (which would read as padding).
  @_optimize(speed)
  private static func packed(_ bytes: some Collection<UInt8>) -> UInt64? {
    guard bytes.count <= 8 else { return nil }
    var packed: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
      guard byte != 0 else { return nil }
      packed |= UInt64(byte) << shift
      shift += 8
    }
    return packed
  }
}

/// A few words and a number for each, sorted, found by binary search: nothing is hashed at
/// start-up, which matters to tables most messages never need. Plain arrays of strings and
/// numbers, whose types every run has made already: a generic table or an array of tuples
/// would have its type made at run time, which costs more than the lookups it serves.
struct SortedWords: Sendable {
  let keys: [String]
  private let values: [UInt32]

  /// `keys` must be sorted, with one value each; a test checks each table.
  init(_ keys: [String], values: [UInt32]) {
    self.keys = keys
    self.values = values
  }

  subscript(key: String) -> UInt32? {
    var (low, high) = (0, keys.count)
    while low < high {
      let middle = (low + high) / 2
      let found = keys[middle]
      if found == key { return values[middle] }
      if found < key { low = middle + 1 } else { high = middle }
    }
    return nil
  }
}
