import QuizEngine
import Testing

@testable import QuizInterpreting

/// Questions typed as database queries, names in other languages inside checks, a whole
/// question taken back, and words that are not what they look like: "per", "a bird", "after
/// all".
@Suite("Queries, other languages' names, and words that look like something else")
struct QueriesAndOtherLanguagesTests {
  @Test(
    "an SQL query asks what its columns and its condition say",
    arguments: [
      ("SELECT name FROM countries WHERE name LIKE 'Ar%';", "Argentina, Armenia, Aruba"),
      ("SELECT flag_emoji FROM countries WHERE name = 'Nepal';", "The flag of Nepal is 🇳🇵"),
      ("select name from countries where capital_city = 'Lima'", "Lima is the capital of Peru."),
      ("SELECT country FROM iso WHERE cca2 = \"BT\"", "BT is the ISO alpha-2 code for Bhutan."),
      ("SELECT iso2, name FROM t WHERE name = 'Chile'", "The ISO alpha-2 code for Chile is CL."),
      (
        "[c for c in countries if c.startswith('Tu')]  # what's in this list?",
        "Tunisia, Turkey, Turkmenistan, Turks and Caicos Islands, Tuvalu"
      ),
      ("countries.filter { $0.hasPrefix(\"Sw\") }", "Sweden, Switzerland"),
    ])
  func sqlQuery(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a query that asks nothing of ours, or over another table's columns, is not read",
    arguments: [
      "select * from countries", "SELECT population FROM countries WHERE name = 'Peru'",
      "SELECT name FROM countries WHERE name LIKE '%ar%'",
    ])
  func sqlQueryNotOurs(text: String) throws {
    #expect(try answer(text).match == nil)
  }

  @Test("a state that no longer exists, asked in a query, says so")
  func sqlQueryFormerState() throws {
    let reply = ReplyWording.text(
      for: try answer("SELECT capital FROM countries WHERE name = 'Austria-Hungary';"))
    #expect(reply.hasPrefix("Austria-Hungary no longer exists"))
  }

  @Test(
    "a name in another language is found in a check, beside a city that is no capital",
    arguments: [
      ("The capital of Estados Unidos is New York, no?", "US"),
      ("Is the capital of Zwitserland Zürich?", "CH"),
      ("Which country is 'Sakartvelo'? Give me its capital", "GE"),
      ("Which country is 'Peru'? Give me its capital", "PE"),
    ])
  func otherLanguagesInAChecks(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.match?.country.code == code)
    #expect(answer.outcome == .answered)
  }

  @Test("another language's exact name beats a slip on an English one")
  func exactForeignNameBeatsASlip() throws {
    #expect(try answer("capital of Saint-Marin").match?.country.code == "SM")
    // A slip with no other language's name behind it is still the English name's.
    #expect(try answer("capital of Swedan").match?.country.code == "SE")
  }

  @Test(
    "a word that is not a name, a fact or a time is not read as one",
    arguments: [
      (
        "Per ISO 3166-1, which entity is assigned 'EH'?",
        "EH is the ISO alpha-2 code for Western Sahara."
      ),
      (
        "which country was allocated the code BQ",
        "BQ is the ISO alpha-2 code for the Caribbean Netherlands."
      ),
      ("Ringed a bird on Mayotte last year — what's its flag?", "The flag of Mayotte is 🇾🇹"),
      (
        "capital of Slovenia — no wait, Slovakia — no, sorry, Slovenia after all",
        "The capital of Slovenia is Ljubljana."
      ),
      (
        "which country's capital is phnom penh, crossing the border tmrw",
        "Phnom Penh is the capital of Cambodia."
      ),
      ("whixh countey has thr capitsl kabul", "Kabul is the capital of Afghanistan."),
    ])
  func notWhatItLooksLike(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a label read off goods, a guess at a code's country, and a name's qualifier",
    arguments: [
      ("origin says 'Made in PRC' — what's the ISO code?", "The ISO alpha-2 code for China is CN."),
      (
        "Got a crate of olives marked 'GR'. Greece innit?", "GR is the ISO alpha-2 code for Greece."
      ),
      ("box marked DE, Germany right?", "DE is the ISO alpha-2 code for Germany."),
      (
        "What are the letters for Portugal on the parcel form",
        "The ISO alpha-2 code for Portugal is PT."
      ),
      (
        "flying into Tbilisi next week — that's the capital of Georgia the country, right?",
        "The capital of Georgia is Tbilisi."
      ),
    ])
  func labelsGuessesAndQualifiers(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a clue that describes a country and names its capital, where the person is, an old name",
    arguments: [
      ("clue: Asian country, capital Thimphu", "Thimphu is the capital of Bhutan."),
      ("just landed in Vientiane, which country am i in lol", "Vientiane is the capital of Laos."),
      ("What is capital of Turkmenia", "The capital of Turkmenistan is Ashgabat."),
      (
        "In English is it 'Czechia' or 'Czech Republic'? Either way, what's its ISO code?",
        "The ISO alpha-2 code for Czechia is CZ."
      ),
      ("Baptism record just says 'Éire' — which flag is that?", "The flag of Ireland is 🇮🇪"),
      (
        "Need the ISO 2-letter for Vietnam on a commercial invoice",
        "The ISO alpha-2 code for Vietnam is VN."
      ),
    ])
  func cluesPlacesAndOldNames(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test("a city that is no capital says nothing of where the person is")
  func notACapital() throws {
    // A commercial capital is still another sense of the word.
    #expect(try answer("what is the commercial capital of Vietnam").match == nil)
    #expect(try answer("just landed in Sydney, which country am i in").match == nil)
  }

  @Test("a code typed without a word of marking, or without a guess to check, is not guessed at")
  func codeNotGuessed() throws {
    // Without a form to fill, the letters of a name are no code.
    #expect(try answer("how many letters for Portugal").match == nil)
    #expect(try answer("Got a crate of olives, GR. Greece innit?").match == nil)
    #expect(try answer("crate marked 'GR'. lovely olives").match == nil)
  }

  @Test("a fact asked of the place still refuses beside a thing met there")
  func factStillRefuses() throws {
    #expect(try answer("what is the national bird of Mayotte").match == nil)
  }

  @Test("a question taken back whole, for one that is not ours, is not answered")
  func questionTakenBack() throws {
    let text =
      "what's the capital of Sweden — actually no, scratch that, what's a good recipe for meatballs"
    #expect(try answer(text).match == nil)
    #expect(
      ReplyWording.text(
        for: try answer(
          "which country has capital Niamey. never mind that, which country has Abuja"))
        == "Abuja is the capital of Nigeria.")
  }

  @Test("a name told as where someone is from, that no country has, is quoted")
  func nameToldAsAPlace() throws {
    let reply = ReplyWording.text(
      for: try answer("Guest says he's from Puntland, what's the flag?"))
    #expect(reply.contains("Puntland"))
    #expect(try answer("Guest says he's from Puntland, what's the flag?").match == nil)
  }
}

@Suite("Function words typed with the key next to the right one")
struct NextKeyFunctionWordTests {
  @Test("a word no list knows, one key off a question word, is that word")
  func nextKey() {
    #expect(Lexicon.functionWord(slippedAs: "whixh") == "which")
    #expect(Lexicon.functionWord(slippedAs: "countey") == "country")
    #expect(Lexicon.functionWord(slippedAs: "thr") == "the")
  }

  @Test("an everyday word, or a short one, one key off is still itself")
  func everydayWordStays() {
    #expect(Lexicon.functionWord(slippedAs: "shoe") == nil)
    // "hòa", in Vietnam's own name: a short word one key from "how" is no slip on it.
    #expect(Lexicon.functionWord(slippedAs: "hoa") == nil)
  }
}

@Suite("A country renamed, asked of today")
struct RenamedAskedOfTodayTests {
  @Test("a name changed, and the fact asked as it is now, is today's country's")
  func renamedNow() throws {
    let answer = try answer("Swaziland changed its name a few years back, what's its ISO code now")
    #expect(ReplyWording.text(for: answer) == "The ISO alpha-2 code for Eswatini is SZ.")
  }

  @Test("why a name changed is still another question")
  func whyRenamed() throws {
    #expect(try answer("Swaziland changed its name, why?").match == nil)
  }
}

@Suite("Corrections with an asterisk, names that look like codes, and flags refused as emoji")
struct StarNamesAndEmojiTests {
  @Test(
    "a word after an asterisk corrects the words before it that it is spelled like",
    arguments: [
      ("capital of Turkey men Stan* Turkmenistan", "The capital of Turkmenistan is Ashgabat."),
      ("capital of Turkey men Stan *Turkmenistan", "The capital of Turkmenistan is Ashgabat."),
      ("capital of Niger* Nigeria", "The capital of Nigeria is Abuja."),
      ("capital of Austira *Austria", "The capital of Austria is Vienna."),
    ])
  func starCorrection(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test("an asterisk before words spelled nothing like the one it marks corrects nothing")
  func starEmphasis() throws {
    #expect(
      ReplyWording.text(for: try answer("the capital* of Peru")) == "The capital of Peru is Lima.")
  }

  @Test("two capitals after \"the\" name a country; without it they are a code typed")
  func theUS() throws {
    #expect(
      ReplyWording.text(for: try answer("ISO code for the US"))
        == "The ISO alpha-2 code for the United States is US.")
    #expect(
      ReplyWording.text(for: try answer("what country has the code US"))
        == "US is the ISO alpha-2 code for the United States.")
  }

  @Test("a flag asked for without its emoji is not answered with it")
  func noEmoji() throws {
    let text = "describe the colours of the flag of Lithuania in words please, no emoji"
    #expect(try answer(text).match == nil)
    #expect(try answer("flag of Lithuania, emoji please").match?.country.code == "LT")
  }
}
