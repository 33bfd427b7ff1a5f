/// The words for capital, flag and code, and for country, in the languages learners and
/// travellers mix into English: "bandeira de Portugal pls", "Bishkek hangi ülkenin başkenti?
/// which country", "codice ISO dell'Irlanda?". Folded as the sentence folds words (accents
/// off, "ı" as "i"), sorted so a lookup is a binary search: a table built at start-up would
/// cost every run, and most messages have none of these words.
enum ForeignCues {
  static func family(of word: String) -> Keywords.Family? {
    guard let index = position(of: word, in: cueWords) else { return nil }
    return cueWords[index].family
  }

  /// "ülke", "país", "nchi": the word for country, in a question asking which one.
  static func isCountriesNoun(_ word: String) -> Bool {
    position(of: word, in: countriesNouns) != nil
  }

  /// "della", "ng", "qual", "hangi", "svp": the small words of those languages, read as their
  /// English counterparts (a preposition before the name, a question word or politeness), so
  /// they are no part of a name.
  static func classes(of word: String) -> WordClass {
    guard let index = position(of: word, in: functionWords) else { return [] }
    return functionWords[index].classes
  }

  /// "of" in the Romance languages, as in "a capital do Brasil", "la bandera de México".
  static let ofWords: [String] = ["da", "de", "del", "della", "di", "do", "du"]

  /// "mji mkuu" (Swahili), "glavni grad" (Croatian, Serbian), "ibu kota" (Indonesian): a
  /// capital named in two words, the second of which carries the cue.
  static func isSecondWordOfCapital(_ word: String, after previous: String) -> Bool {
    switch (previous, word) {
    case ("mji", "mkuu"), ("glavni", "grad"), ("ibu", "kota"), ("hlavni", "mesto"),
      ("thu", "do"):
      true
    default: false
    }
  }

  private static func position<Entry: Keyed>(of word: String, in entries: [Entry]) -> Int? {
    var (low, high) = (0, entries.count)
    while low < high {
      let middle = (low + high) / 2
      let key = entries[middle].key
      if key == word { return middle }
      if key < word { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  protocol Keyed { var key: String { get } }

  struct Cue: Keyed {
    let key: String
    let family: Keywords.Family
  }

  struct FunctionWord: Keyed {
    let key: String
    let classes: WordClass
  }

  struct Noun: Keyed {
    let key: String
  }

  /// Sorted by `key`; a test checks the order.
  static let cueWords: [Cue] = [
    Cue(key: "bandeira", family: .flag),
    Cue(key: "bandera", family: .flag),
    Cue(key: "bandiera", family: .flag),
    Cue(key: "baskent", family: .capital),
    Cue(key: "baskenti", family: .capital),
    Cue(key: "bayragi", family: .flag),
    Cue(key: "bayrak", family: .flag),
    Cue(key: "bendera", family: .flag),
    Cue(key: "capitala", family: .capital),
    Cue(key: "codice", family: .code),
    Cue(key: "codigo", family: .code),
    Cue(key: "drapeau", family: .flag),
    Cue(key: "flaga", family: .flag),
    Cue(key: "flagga", family: .flag),
    Cue(key: "flagge", family: .flag),
    Cue(key: "fovaros", family: .capital),
    Cue(key: "fovarosa", family: .capital),
    Cue(key: "hauptstadt", family: .capital),
    Cue(key: "hoofdstad", family: .capital),
    Cue(key: "hovedstad", family: .capital),
    Cue(key: "hovedstaden", family: .capital),
    Cue(key: "huvudstad", family: .capital),
    Cue(key: "huvudstaden", family: .capital),
    Cue(key: "ibukota", family: .capital),
    Cue(key: "kabisera", family: .capital),
    Cue(key: "kodu", family: .code),
    Cue(key: "kokki", family: .flag),
    Cue(key: "koodi", family: .code),
    Cue(key: "lippu", family: .flag),
    Cue(key: "msimbo", family: .code),
    Cue(key: "paakaupunki", family: .capital),
    Cue(key: "shuto", family: .capital),
    Cue(key: "stolica", family: .capital),
    Cue(key: "vlag", family: .flag),
    Cue(key: "vlajka", family: .flag),
    Cue(key: "watawat", family: .flag),
    Cue(key: "zastava", family: .flag),
    Cue(key: "zaszlo", family: .flag),
  ]

  /// Sorted by `key`; a test checks the order.
  static let countriesNouns: [Noun] = [
    "bansa", "kraj", "kuni", "nchi", "negara", "paese", "paesi", "pais", "paises", "ulke",
    "ulkeler", "ulkenin", "ulkesi",
  ].map(Noun.init)

  /// Sorted by `key`; a test checks the order.
  static let functionWords: [FunctionWord] = [
    FunctionWord(key: "anong", classes: .filler),
    FunctionWord(key: "apa", classes: .filler),
    FunctionWord(key: "bitte", classes: .filler),
    FunctionWord(key: "cual", classes: .filler),
    FunctionWord(key: "cuales", classes: .filler),
    FunctionWord(key: "degli", classes: .preposition),
    FunctionWord(key: "dei", classes: .preposition),
    FunctionWord(key: "della", classes: .preposition),
    FunctionWord(key: "delle", classes: .preposition),
    FunctionWord(key: "dello", classes: .preposition),
    FunctionWord(key: "di", classes: .preposition),
    FunctionWord(key: "es", classes: .filler),
    FunctionWord(key: "est", classes: .filler),
    FunctionWord(key: "favor", classes: .filler),
    FunctionWord(key: "favore", classes: .filler),
    FunctionWord(key: "gani", classes: .filler),
    FunctionWord(key: "gli", classes: .article),
    FunctionWord(key: "hangi", classes: .filler),
    FunctionWord(key: "het", classes: .article),
    FunctionWord(key: "il", classes: .article),
    FunctionWord(key: "ist", classes: .filler),
    FunctionWord(key: "jaka", classes: .filler),
    FunctionWord(key: "jaki", classes: .filler),
    FunctionWord(key: "jakie", classes: .filler),
    FunctionWord(key: "jest", classes: .filler),
    FunctionWord(key: "kadar", classes: .filler),
    FunctionWord(key: "kudasai", classes: .filler),
    FunctionWord(key: "la", classes: .article),
    FunctionWord(key: "las", classes: .article),
    FunctionWord(key: "lazim", classes: .filler),
    FunctionWord(key: "le", classes: .article),
    FunctionWord(key: "lo", classes: .article),
    FunctionWord(key: "los", classes: .article),
    FunctionWord(key: "nedir", classes: .filler),
    FunctionWord(key: "neresi", classes: .filler),
    FunctionWord(key: "ng", classes: .preposition),
    FunctionWord(key: "nini", classes: .filler),
    FunctionWord(key: "onegai", classes: .filler),
    FunctionWord(key: "qual", classes: .filler),
    FunctionWord(key: "quale", classes: .filler),
    FunctionWord(key: "quel", classes: .filler),
    FunctionWord(key: "quelle", classes: .filler),
    FunctionWord(key: "svp", classes: .filler),
    FunctionWord(key: "upi", classes: .filler),
    FunctionWord(key: "van", classes: .preposition),
    FunctionWord(key: "von", classes: .preposition),
    FunctionWord(key: "wa", classes: .preposition),
    FunctionWord(key: "welche", classes: .filler),
    FunctionWord(key: "welcher", classes: .filler),
    FunctionWord(key: "welches", classes: .filler),
    FunctionWord(key: "ya", classes: .preposition),
  ]
}
