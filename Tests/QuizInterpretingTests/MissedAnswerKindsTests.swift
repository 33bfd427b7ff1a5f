import QuizEngine
import Testing

@testable import QuizInterpreting

/// Kinds of question that once went unanswered though the quiz knows the answer.
@Suite("Answers once missed, kind by kind")
struct MissedAnswerKindsTests {
  private let interpreter = LocalQuestionInterpreter()

  // MARK: - Flag questions carrying details

  @Test(
    "answers a question about a flag's colours with the flag, whatever detail it carries",
    arguments: [
      ("what colour is the crescent on the flag of Turkey", "TR"),
      ("which colours are the stripes on the national flag of Colombia", "CO"),
      ("the colors of the flag of Kenya, adopted in 1963", "KE"),
      ("what color is the background of the Japanese flag?", "JP"),
      ("Flags of the Baltic states are tricolours. What colours are on the Latvian one?", "LV"),
      (
        "Many flags have a red cross. What colours are the cross and the field of the Swiss flag?",
        "CH"
      ),
    ])
  func flagDetails(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .flag)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "still refuses what a flag means, and a question asked before a remark",
    arguments: [
      "what do the colours on the Irish flag stand for",
      "what does the colour of the Ghanaian flag mean",
      "How many people live in Lima? It's the capital of Peru.",
    ])
  func flagMeaning(text: String) throws {
    #expect(try answer(text).outcome == .unrecognized)
  }

  @Test func flagAndItsMeaning_showsTheFlagAndSaysTheMeaningIsNotAnswered() throws {
    let answer = try answer("which colours are on the flag of Peru, and what do they stand for")

    #expect(answer.intent == .flag)
    #expect(answer.match?.country.code == "PE")
    #expect(ReplyWording.text(for: answer).hasSuffix("I can't tell you its meaning."))
  }

  // MARK: - "Where is the capital of …?"

  @Test(
    "answers where the capital is with the capital",
    arguments: [
      ("Where is the capital of Uruguay?", "UY"), ("where's the capital of norway", "NO"),
      ("so where is the capital of Laos", "LA"),
    ])
  func whereIsTheCapital(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .capital)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "still refuses questions plainly about where",
    arguments: [
      "where is the capital of Brazil located", "where is the capital of Chile on the map",
      "in which part of the country is the capital of Mali",
      "how far is the capital of Spain from the sea",
      "what region is the capital of Italy in",
    ])
  func plainlyWhere(text: String) throws {
    #expect(try answer(text).outcome == .unrecognized)
  }

  @Test(
    "answers a capital or code question that carries a hint about the letters",
    arguments: [
      ("what is the capital of Kenya that starts with N", "KE"),
      ("capital of the US, it begins with W", "US"),
      ("crossword help: ISO country code for Switzerland, 2 letters, starts with C", "CH"),
    ])
  func capitalWithAHint(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == (text.contains("code") ? .isoCode : .capital))
    #expect(answer.match?.country.code == code)
  }

  // MARK: - Typos in the small words

  @Test(
    "reads a slip on a question word as that word, never as a place",
    arguments: [
      ("whta is the capitl of chile", Question.capital(of: "chile")),
      ("waht is the flag of Peru", .flag(of: "Peru")),
      ("wich is the capital of Spain", .capital(of: "Spain")),
      ("waht about its capital", .followUp(.asking(.capital))),
      ("adn teh flag?", .followUp(.asking(.flag))),
      ("and hte iso code", .followUp(.asking(.isoCode))),
      ("whats teh capital of Peru", .capital(of: "Peru")),
      ("tell me abotu the flag of Chad", .flag(of: "Chad")),
    ])
  func functionWordTypo(text: String, question: Question) {
    #expect(interpreter.interpret(text) == question)
  }

  @Test("takes no country's or capital's name for a slip on a small word")
  func noCountryIsASlip() throws {
    let catalog = try #require(bundledCatalog)
    for country in catalog.countries {
      for name in [country.name] + country.alternateNames + country.demonyms + country.capitals {
        let key = NameKey(name)
        guard key.words.count == 1, let word = key.words.first else { continue }
        #expect(Lexicon.functionWord(slippedAs: word) == nil, "\(name)")
      }
    }
  }

  // MARK: - Follow-ups that are only letters

  @Test(
    "reads letters alone after a prefix question as new letters",
    arguments: [
      ("and U?", "U"), ("ok now N", "N"), ("and 'so'?", "so"), ("what about K?", "K"),
      ("now \"ba\"", "ba"),
    ])
  func lettersFollowUp(text: String, letters: String) throws {
    let answer = try answerInContext(text, after: "countries starting with A")
    #expect(answer.intent == .countriesByPrefix)
    #expect(answer.prefix == letters.uppercased())
  }

  // MARK: - More ways of asking the other way round

  @Test(
    "reads more ways of asking the other way round",
    arguments: [
      ("NZ is which country", Question.countryWithCode("NZ")),
      ("FR is what country?", .countryWithCode("FR")),
      ("which country is MV actually?", .countryWithCode("MV")),
      ("what country is CV really", .countryWithCode("CV")),
      ("capital: Nairobi. country?", .countryWithCapital("Nairobi")),
      ("capital - Lima - which country?", .countryWithCapital("Lima")),
      ("Bamako is the capital of where?", .countryWithCapital("Bamako")),
      ("country in asia the capital of which is Hanoi", .countryWithCapital("Hanoi")),
      ("what does the code CH stand for", .countryWithCode("CH")),
      ("what does EE stand for as a country code", .countryWithCode("EE")),
      ("what does 'LT' stand for in ISO country codes", .countryWithCode("LT")),
      ("what's the country for the code BR", .countryWithCode("BR")),
    ])
  func otherWayRound(text: String, question: Question) {
    #expect(interpreter.interpret(text) == question)
  }

  @Test("follows a code asked the other way round with another code")
  func codeFollowUp() throws {
    let answer = try answerInContext("and PL?", after: "DE is which country")
    #expect(answer.intent == .countryByCode)
    #expect(answer.match?.country.code == "PL")
  }

  // MARK: - Run-together and misspelt names

  @Test(
    "reads names and keywords run together or misspelt",
    arguments: [
      ("capitalofperu", Intent.capital, "PE"), ("flagofnewzealand", .flag, "NZ"),
      ("isocodeofjapan", .isoCode, "JP"), ("kenyaflag", .flag, "KE"),
      ("whatisthecapitalofchile", .capital, "CL"), ("showmetheflagofghana", .flag, "GH"),
      ("whichcountryhascapitalyerevan", .countryByCapital, "AM"),
      ("whosecapitaliskabul", .countryByCapital, "AF"), ("thebahamasflag", .flag, "BS"),
      ("capital of untied kingdom", .capital, "GB"),
      ("iso code of the untied states", .isoCode, "US"),
      ("flag of newzealand", .flag, "NZ"), ("capital of southafrica", .capital, "ZA"),
      ("flag of saudia arabia", .flag, "SA"), ("capital of new zeland", .capital, "NZ"),
      ("capital of the u.s.", .capital, "US"), ("flag of the u.k.", .flag, "GB"),
      ("capital of n korea", .capital, "KP"), ("capital of s africa", .capital, "ZA"),
      ("capital of png", .capital, "PG"), ("capital of the irish republic", .capital, "IE"),
    ])
  func runTogether(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "reads the name before the keyword when what follows 'for' is an occasion",
    arguments: [
      ("holland flag emoji for king's day", Intent.flag, "NL"),
      ("peru flag for the carnival parade", .flag, "PE"),
      ("flag for Peru", .flag, "PE"),
    ])
  func occasion(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "leaves everyday words that start with a keyword whole",
    arguments: ["flagship", "capitalism", "codebase"])
  func everydayWord(text: String) {
    #expect(Sentence.runTogetherParts(text) == nil)
  }
}
