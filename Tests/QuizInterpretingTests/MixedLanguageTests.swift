import QuizEngine
import Testing

@testable import QuizInterpreting

/// Learners and travellers ask in their own language, or mix it into English: the words for
/// capital, flag, code and country, the small words around them, and names with their case
/// endings or elided articles.
@Suite("Questions in other languages, or mixed into English")
struct MixedLanguageTests {
  @Test(
    "answers what is asked with another language's words, either way round",
    arguments: [
      ("qual é a capital do Chile?", Intent.capital, "CL"),
      ("cuál es la capital de Ecuador", .capital, "EC"),
      ("quelle est la capitale de l'Autriche ?", .capital, "AT"),
      ("wat is de hoofdstad van Noorwegen", .capital, "NO"),
      ("Macaristan'ın başkenti neresi?", .capital, "HU"),
      ("mji mkuu wa Uganda ni nini?", .capital, "UG"),
      ("ano ang kabisera ng Vietnam", .capital, "VN"),
      ("Anong bansa ang may capital na Manila?", .countryByCapital, "PH"),
      ("bandeira da Argentina pls", .flag, "AR"),
      ("bandiera dell'Ucraina?", .flag, "UA"),
      ("drapeau du Maroc svp", .flag, "MA"),
      ("bendera ya Tanzania", .flag, "TZ"),
      ("codice ISO della Svezia", .isoCode, "SE"),
      // Hindi typed in Latin letters: "of" after the name, "which" as "kaunsa".
      ("Pakistan ki capital Karachi hai na?", .capital, "PK"),
      ("kaunsa country ka capital Dhaka hai?", .countryByCapital, "BD"),
      ("India ki rajdhani kya hai", .capital, "IN"),
      ("Nepal ka jhanda dikhao", .flag, "NP"),
      // "yaar" is a friend addressed, no part of the name before it.
      ("which desh has capital Dhaka yaar", .countryByCapital, "BD"),
      // A capital named in another language.
      ("which paese has Lubiana as capital", .countryByCapital, "SI"),
      ("which kraj has stolica Kijów", .countryByCapital, "UA"),
      ("Varsovia es la capital de qué país?", .countryByCapital, "PL"),
      ("which country has capital Dhaka yaar", .countryByCapital, "BD"),
      ("código ISO de Colombia?", .isoCode, "CO"),
      // A country named in its own language anywhere, and no language taken as a place.
      ("Polska - stolica? (the capital)", .capital, "PL"),
      ("Suomi pääkaupunki? the capital please, in english", .capital, "FI"),
      // Which country a capital belongs to, asked in a mixed message.
      ("Dodoma hangi ülkenin başkenti? which country", .countryByCapital, "TZ"),
      ("Lusaka ni mji mkuu wa nchi gani? which country", .countryByCapital, "ZM"),
    ])
  func answered(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "lists the countries starting with letters asked with another language's words",
    arguments: [
      ("please the list of pays which begin by 'Ca'", "CA"),
      ("countries yang mulai dengan huruf 'P' apa aja", "P"),
      ("pays qui commencent par 'Mo'", "MO"),
      // Hindi's "with" after the letters.
      ("'Bh' se start hone wale countries kaun se hain?", "BH"),
      ("Yaar 'In' se shuru hone wale countries batao", "IN"),
      // Tagalog: "sa" links the verb to the letters.
      ("mga bansa na nagsisimula sa 'Ma'", "MA"),
      ("anong mga countries ang nagsisimula sa letter B", "B"),
      ("países que empiezan con... sorry, countries that start with letter C", "C"),
    ])
  func prefix(text: String, letters: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .countriesByPrefix, "\(text) gave \(answer)")
    #expect(answer.prefix == letters)
  }

  @Test(
    "still refuses another fact asked in another language",
    arguments: [
      "qual è la moneta della Svizzera? currency",
      "Almanya'nın nüfusu ne kadar? population",
    ])
  func otherFacts(text: String) throws {
    #expect(try answer(text).outcome == .unrecognized)
  }

  @Test func aTurkishCaseEnding_isNoPartOfTheName() {
    let words = Sentence.of("Türkiye'nin başkenti").words
    #expect(words.map(\.folded) == ["turkiye", "baskenti"])
    #expect(words[0].isPossessive)
  }

  @Test func anElidedArticle_isNoPartOfTheName() {
    #expect(Sentence.of("bandiera dell'Irlanda").words.map(\.folded) == ["bandiera", "irlanda"])
    #expect(Sentence.of("Côte d'Ivoire").words.map(\.folded) == ["cote", "divoire"])
  }

  @Test func theTablesAreSortedForTheirBinarySearch() {
    let tables = [
      ForeignCues.cueWords.keys, ForeignCues.countriesNouns.keys, ForeignCues.functionWords.keys,
      ForeignCues.startVerbs.keys, Lexicon.formWords.keys,
    ]
    for keys in tables {
      #expect(keys == keys.sorted())
      #expect(Set(keys).count == keys.count)
    }
  }

  @Test func noForeignWordIsAWordOfAnEnglishCountryName() throws {
    let catalog = try #require(bundledCatalog)
    let nameWords = Set(
      catalog.countries.flatMap { country in
        country.name.split(whereSeparator: { !$0.isLetter }).map { TextFolding.fold($0) }
      })
    let foreign =
      ForeignCues.cueWords.keys + ForeignCues.functionWords.keys + ForeignCues.countriesNouns.keys
      + ForeignCues.startVerbs.keys
    #expect(nameWords.intersection(foreign).isEmpty)
  }
}
