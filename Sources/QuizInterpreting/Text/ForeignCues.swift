/// The words for capital, flag and code, and for country, in the languages learners and
/// travellers mix into English: "bandeira de Portugal pls", "Bishkek hangi ülkenin başkenti?
/// which country", "codice ISO dell'Irlanda?". Folded as the sentence folds words (accents
/// off, "ı" as "i"), in sorted tables: a table hashed at start-up would cost every run, and
/// most messages have none of these words.
enum ForeignCues {
  static func family(of word: String) -> Keywords.Family? {
    switch cueWords[word] {
    case 0: .capital
    case 1: .flag
    case 2: .code
    default: nil
    }
  }

  /// "ülke", "país", "nchi": the word for country, in a question asking which one.
  static func isCountriesNoun(_ word: String) -> Bool { countriesNouns[word] != nil }

  /// "países que começam com 'Ch'", "paesi che iniziano con": the verbs of a prefix question.
  static func isStartVerb(_ word: String) -> Bool { startVerbs[word] != nil }

  /// Whether `bytes` begin as one of `startVerbs` does: most words are spared the search.
  static func mayBeStartVerb(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 3 else { return false }
    // The first three letters, packed: no table to build at start-up.
    switch (UInt32(bytes[0]) << 16) | (UInt32(bytes[1]) << 8) | UInt32(bytes[2]) {
    // "bas", "beg", "com", "dim", "emp", "ini", "mul", "nag", "shu", "zac".
    case 0x62_6173, 0x62_6567, 0x63_6F6D, 0x64_696D, 0x65_6D70, 0x69_6E69, 0x6D_756C, 0x6E_6167,
      0x73_6875, 0x7A_6163:
      return true
    default: return false
    }
  }

  static let startVerbs = SortedWords(
    [
      "baslayan", "beginnen", "beginnend", "comecam", "comecando", "comecem", "comienza",
      "comienzan", "comienzen", "commencant", "commencent", "dimulai", "empezando", "empieza",
      "empiezan", "inizia", "iniziano", "mulai", "nagsisimula", "nagsisimulang", "shuru",
      "zaczynaja",
    ], values: Array(repeating: 0, count: 22))

  /// "of" in the Romance languages, as in "a capital do Brasil", "la bandera de México".
  static let ofWords: [String] = ["da", "de", "del", "della", "di", "do", "du"]

  /// "mji mkuu" (Swahili), "glavni grad" (Croatian, Serbian), "ibu kota" (Indonesian): a
  /// capital named in two words, the second of which carries the cue.
  static func isSecondWordOfCapital(_ word: String, after previous: String) -> Bool {
    // Asked of every word: the length first, as most words are longer or shorter.
    guard (2...5).contains(word.utf8.count), (3...6).contains(previous.utf8.count) else {
      return false
    }
    return switch (previous, word) {
    case ("mji", "mkuu"), ("glavni", "grad"), ("ibu", "kota"), ("hlavni", "mesto"),
      ("thu", "do"):
      true
    default: false
    }
  }

  static let cueWords = SortedWords(
    [
      "bandeira", "bandera", "bandiera", "baskent", "baskenti", "bayragi", "bayrak", "bendera",
      "capitala", "codice", "codigo", "drapeau", "flaga", "flagga", "flagge", "fovaros", "fovarosa",
      "hauptstadt", "hoofdstad", "hovedstad", "hovedstaden", "huvudstad", "huvudstaden", "ibukota",
      "jhanda", "jhandaa", "kabisera", "kodu", "kokki", "koodi", "kurzel", "lippu", "msimbo",
      "paakaupunki", "rajdhani", "shuto", "stolica", "vlag", "vlajka", "watawat", "zastava",
      "zaszlo",
    ],
    values: [
      flag, flag, flag, capital, capital, flag, flag, flag, capital, code, code, flag, flag, flag,
      flag, capital, capital, capital, capital, capital, capital, capital, capital, capital, flag,
      flag, capital, code, flag, code, code, flag, code, capital, capital, capital, capital, flag,
      flag, flag, flag, flag,
    ])
  private static let (capital, flag, code): (UInt32, UInt32, UInt32) = (0, 1, 2)

  static let countriesNouns = SortedWords(
    [
      "bansa", "cntries", "cntry", "cntrys", "ctries", "ctry", "ctrys", "cuntrys", "desh", "kraj",
      "krajach", "kraje", "krajow", "kuni", "laender", "landen", "lander", "mulk", "nchi", "negara",
      "paese", "paesi", "pais", "paises", "pays", "stran", "strany", "ulke", "ulkeler", "ulkenin",
      "ulkesi",
    ], values: Array(repeating: 0, count: 31))

  /// "della", "ng", "qual", "hangi", "svp", "taba3", "kya": the small words of those languages,
  /// Arabic and Hindi typed in Latin letters among them, read as their English counterparts (a
  /// preposition before the name, a question word or politeness), so they are no part of a name.
  static let functionWords = SortedWords(
    [
      "ang", "anong", "apa", "avec", "beta3", "bitte", "bta3", "com", "con", "cual", "cuales",
      "degli", "dei", "della", "delle", "dello", "dengan", "di", "eish", "es", "est", "favor",
      "favore", "gani", "gli", "hai", "hangi", "het", "hiya", "huruf", "huwa", "il", "ist", "jaka",
      "jaki", "jakie", "jest", "ka", "kadar", "kaun", "kaunsa", "ki", "kon", "konsa", "kudasai",
      "kya", "la", "las", "lazim", "le", "lo", "los", "met", "mga", "mit", "na", "nedir", "neresi",
      "ng", "nini", "onegai", "par", "por", "qual", "quale", "que", "quel", "quelle", "sa", "shou",
      "shu", "svp", "ta3", "tab3", "taba3", "tiene", "upi", "van", "von", "wa", "welche", "welcher",
      "welches", "ya", "yang",
    ],
    values: [
      article, filler, filler, startLink, preposition, filler, preposition, startLink, startLink,
      filler, filler, preposition, preposition, preposition, preposition, preposition, startLink,
      preposition, filler, filler, filler, filler, filler, filler, article, filler, filler, article,
      filler, prefixIntro, filler, article, filler, filler, filler, filler, filler, preposition,
      filler, filler, filler, preposition, filler, filler, filler, filler, article, article, filler,
      article, article, article, startLink, article, startLink, preposition, filler, filler,
      preposition, filler, filler, startLink, startLink, filler, filler, filler, filler, filler,
      startLink, filler, filler, filler, preposition, preposition, preposition, filler, filler,
      preposition, preposition, preposition, filler, filler, filler, preposition, filler,
    ])
  private static let filler = WordClass.filler.rawValue
  private static let preposition = WordClass.preposition.rawValue
  private static let article = WordClass.article.rawValue
  private static let startLink = WordClass.startLink.rawValue
  private static let prefixIntro = WordClass.prefixIntro.rawValue
}
