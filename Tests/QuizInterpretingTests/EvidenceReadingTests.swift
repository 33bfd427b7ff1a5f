import QuizEngine
import Testing

@testable import QuizInterpreting

/// Messages read by their evidence: the place and the cue found anywhere in what people type,
/// on the bundled data, as the chat answers them (a second reading included).
@Suite("Reading a message by its evidence")
struct EvidenceReadingTests {
  @Test(
    "a question inside a longer message is answered",
    arguments: [
      ("we're doing Africa in class this week, what's the capital of Ghana", Intent.capital, "GH"),
      ("Quick one before my exam tomorrow — what is the flag of Slovenia? thx", .flag, "SI"),
      ("i love pandas whats the capital of china", .capital, "CN"),
      ("Which country has KE as its code? Many thanks.", .countryByCode, "KE"),
      ("whose capital is Quito? Thanks so much in advance!", .countryByCapital, "EC"),
      ("Hi there!! my daughter asked me and I have no idea... capital of Laos??", .capital, "LA"),
      (
        "Two points if you know it: Windhoek is the capital of which country?", .countryByCapital,
        "NA"
      ),
      ("Capitals round, number 4: Turkmenistan", .capital, "TM"),
      ("whats the flag of brazil i want to draw it", .flag, "BR"),
      ("Round 2, capitals. First up: Peru.", .capital, "PE"),
      (
        "Sorry, silly one: what's the two letter ISO code for Chile? It's for a form", .isoCode,
        "CL"
      ),
      ("what's the capital of Congo, the big one — DR Congo", .capital, "CD"),
      ("Flags round! Number one: Jamaica.", .flag, "JM"),
      // A worksheet's instruction: the flag is what to copy.
      ("10. Draw the flag of Zambia: ______", .flag, "ZM"),
      // The person's own thing, named by a fact, is no fact asked of the country.
      ("flag emoji for Japan please, for my i18n language dropdown", .flag, "JP"),
      // "The same" asked for a question of its own.
      ("great, same for the flag of Greece", .flag, "GR"),
      // A code, and names it may stand for: whose code it is.
      ("card says code 'NA' — is that Namibia or North America lol", .countryByCode, "NA"),
      // A sentence before the question that tells, and asks nothing.
      (
        "Been living in Calgary for 6 years now and I miss home. Could you show me the Irish flag?",
        .flag, "IE"
      ),
      // A pasted text that opens with the country's name is about it.
      (
        "Tuvalu, formerly known as the Ellice Islands, is an island country in the Polynesian "
          + "subregion of Oceania. capital?", .capital, "TV"
      ),
      (
        "The Republic of Djibouti is a country in the Horn of Africa, bordered by Somalia to the "
          + "south, Ethiopia to the southwest... what's its ISO code", .isoCode, "DJ"
      ),
      // Someone has to draw it: the flag is what to copy.
      ("He needs to draw the flag of Italy for his project, can you show it?", .flag, "IT"),
      ("She has to colour in the flag of Mali, can you show it to me", .flag, "ML"),
      // A code typed after the word for it names the country whose flag or capital is asked.
      ("emoji flag for country code JP", .flag, "JP"),
      ("what's the flag for code 'ES'?", .flag, "ES"),
      ("capital for the ISO code SE", .capital, "SE"),
      // A code typed after the cue, with no other place, asks whose code it is.
      ("consignee country code 'MU'?", .countryByCode, "MU"),
      ("shipper country code DE", .countryByCode, "DE"),
      // But a place named between them, in any words, is the one asked about.
      ("the code of Suíça is CH or SW? i am confuse", .isoCode, "CH"),
      // A name quoted whole in a spreadsheet's order is one place.
      ("capital for 'Congo, Dem. Rep.' -- column E", .capital, "CD"),
      ("flag of 'Korea, Dem. People's Rep.' - row 12", .flag, "KP"),
      // Said in slang, as "Murica" is.
      ("I want the flag of Naija", .flag, "NG"),
      ("what's the capital of the Brits", .capital, "GB"),
      ("flag of the Yanks for the barbecue", .flag, "US"),
      // A capital a slip from "beginning" is still the capital.
      ("what country's capital is beijing", .countryByCapital, "CN"),
      // A scene set after the question, not another time.
      (
        "coworker swears the capital of Australia is Sydney. its not right? settle this before rounds",
        .capital, "AU"
      ),
      // What the answer is for, after "for the", is no place when one is named before the cue.
      ("what's Japan's two-letter code for the scoreboard", .isoCode, "JP"),
      ("Socceroos vs Samurai Blue tonight — what's Japan's code for the graphic", .isoCode, "JP"),
      ("Kenya flag for the poster", .flag, "KE"),
      // "which country?" asked in a clause of its own, about a capital named before it.
      ("Customer is in Windhoek, which country?", .countryByCapital, "NA"),
      (
        "Customer is in Windhoek, which country do I select in the dropdown?", .countryByCapital,
        "NA"
      ),
      ("my client lives in Nairobi - what country do I pick", .countryByCapital, "KE"),
    ])
  func wrapped(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test(
    "a remark beside the question gives its cue no other sense",
    arguments: [
      ("what's the flag of Chile, want to compare it with a postcard", Intent.flag, "CL"),
      ("give me the capital of Fiji, thanks team", .capital, "FJ"),
      ("flag of Portugal please, need it for my football drawing", .flag, "PT"),
      ("flag of Ghana for my insta story", .flag, "GH"),
      ("flag of Spain for our team page", .flag, "ES"),
      ("How do you spell the capital of Kyrgyzstan? my son doubts me", .capital, "KG"),
      ("how do I write the code for Peru on the label", .isoCode, "PE"),
      ("need a flag icon for Malta on the website, what's the emoji", .flag, "MT"),
      ("capital of Chad + how old is the city", .capital, "TD"),
      (
        "what's the capital of Kuwait, customer typed the same word for city and country", .capital,
        "KW"
      ),
      ("had a contact in Tuvalu last night, capital please", .capital, "TV"),
      ("whats the capital of kazakstan my squad says almaty", .capital, "KZ"),
      ("Chile's flag has a white star, right?", .flag, "CL"),
      ("my son has to draw the flag of Kenya but forgot what it looks like", .flag, "KE"),

      ("puzzle hint: 'Tbilisi is its capital' (7)", .countryByCapital, "GE"),
    ])
  func remarkBesideTheQuestion(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test(
    "a word beside the cue, or in a clause that asks, still gives it another sense",
    arguments: [
      "show me Brazil's flag, what does the star represent",
      "capital of Peru, financial capital I mean",
      "Peru, zip code", "rate my flag design: blue with a yellow star in the corner",
      "what are the proportions of the Swiss flag", "what is my country's population, Peru",
      "how do I draw the flag of Japan", "what does the star on the flag of Vietnam mean",
      "is Sydney in Australia or Austria?", "what is the da vinci code about",
    ])
  func senseBesideTheCue(text: String) throws {
    #expect(try answer(text).outcome != .answered, "\(text)")
  }

  @Test("a name typed as one that no country has is quoted, whatever reader found the question")
  func unknownNameInAClaim() throws {
    let answer = try answer(
      "my friend swears there's a country called Freedonia and I said that's from a film, so "
        + "what's the capital of Freedonia")
    #expect(ReplyWording.text(for: answer) == "I couldn't find a country named Freedonia.")
  }

  @Test("a place named before the cue is the subject, not what the answer is for")
  func purposeAfterAProvince() throws {
    let answer = try answer("Quebec flag for the hockey graphic")
    guard case .notACountry(.flag, "Quebec", _) = answer else {
      Issue.record("gave \(answer)")
      return
    }
  }

  @Test("politeness after a name no country has is not quoted as part of it")
  func politenessAfterAnUnknownName() throws {
    let answer = try answer("capital of Ruritania please, is it Strelsau?")
    #expect(answer.outcome == .countryNotFound)
    #expect(ReplyWording.text(for: answer).hasPrefix("I couldn't find a country named Ruritania."))
  }

  @Test("three small letters after 'which country is' are a word, not an alpha-3 code")
  func smallWordIsNoCode() {
    #expect(
      LocalQuestionInterpreter().interpret("'ZA' - which country is that per ISO?")
        != .countryWithCode("per"))
  }

  @Test(
    "two capitals quoted beside a country field, then names or a question pointing back, are a code",
    arguments: [
      ("the country box says 'SV' - El Salvador or Sweden?", "SV"),
      ("address country field says 'SV' - El Salvador or Sweden?", "SV"),
      ("My logbook has 'ZA' in the country field - which country is that per ISO?", "ZA"),
      ("oh sure, 'DJ' is a country code. for which country, genius?", "DJ"),
    ])
  func codeInACountryField(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .countryByCode, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code)
  }

  @Test("a word that makes a cue a verb does so only right before it, not before its noun")
  func verbOnlyRightBefore() throws {
    #expect(try answer("Ship-to country code 'SZ' - Swaziland?").match?.country.code == "SZ")
    #expect(try answer("I want to learn to code").outcome == .unrecognized)
  }

  @Test("a long message that tells a story first is read at its end, where it asks")
  func longMessageAsksAtTheEnd() throws {
    let story =
      "my uncle has told the same story at every family dinner for years, about the summer he "
      + "spent driving across three countries in a van with no radio and a dog that hated him, "
      + "and each time the van gets older and the dog gets bigger. "
    let text =
      story + story + "so what is the capital of Mongolia? thanks, sorry for the wall of text"
    #expect(text.unicodeScalars.count > 400)
    let answer = try answer(text)
    #expect(answer.intent == .capital, "\(answer)")
    #expect(answer.match?.country.code == "MN", "\(answer)")
  }

  @Test(
    "a city and the word country ask whose capital it is",
    arguments: [
      ("Lusaka which country", "ZM"), ("Riga?? country", "LV"), ("Bishkek = which country?", "KG"),
      ("Maputo city is the capital of?", "MZ"), ("Vilnius is the capital of who?", "LT"),
      ("Dodoma city, capital of which country?", "TZ"),
      ("My teacher said Windhoek is a capital but not of which country, do you know?", "NA"),
      ("clue 12 down: its capital is Tegucigalpa (8)", "HN"),
      ("Kinshasa is the capital of which Congo?", "CD"),
      ("Pyongyang is the capital of which korea", "KP"),
      ("capital = Lusaka, country = ?", "ZM"), ("Bamako, which country?", "ML"),
      ("Pax destination: Addis Ababa. Country?", "ET"),
      ("which country has two capitals, Amsterdam and The Hague?", "NL"),
      ("que pais tiene la capital Tegucigalpa? my son ask me", "HN"),
      ("¿De qué país es capital Asunción?", "PY"), ("ctry w/ cap Riga?", "LV"),
      (
        "The visiting minister is from the country whose capital is Asmara — which country is that?",
        "ER"
      ),
    ])
  func reverseFragment(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .countryByCapital, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test(
    "a capital named in one clause and 'which country is that' in the next asks whose it is",
    arguments: [
      ("my pen pal writes from Tbilisi, which country is that in?", "GE"),
      ("landing in Canberra soon, what country is this again", "AU"),
      ("the postcard says Asmara — what country is that?", "ER"),
      ("Our next show is in Vientiane. Which country is it in?", "LA"),
    ])
  func capitalThenWhichCountryIsThat(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .countryByCapital, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test(
    "'which country is that' after no capital, or asking something else, answers nothing",
    arguments: [
      "we drove through Lagos, what country is that",
      "I love that song, which country is it from",
      "Tbilisi is lovely, which country is the cheapest to fly to",
    ])
  func whichCountryIsThatWithoutACapital(text: String) throws {
    #expect(try answer(text).outcome != .answered, "\(text)")
  }

  @Test(
    "a claim about a capital is answered with the fact and whether it holds",
    arguments: [
      ("Is Almaty the capital of Kazakhstan?", "No: the capital of Kazakhstan is Astana."),
      ("I think the capital of Morocco is Rabat?", "Yes: the capital of Morocco is Rabat."),
      ("the capital of Turkey is Istanbul right?", "No: the capital of Turkey is Ankara."),
      ("capital of Switzerland is Zurich isn't it", "No: the capital of Switzerland is Bern."),
      ("my teacher said the capital of Brazil is Rio", "No: the capital of Brazil is Brasília."),
      ("Lima is the capital of Peru, right?", "Yes: the capital of Peru is Lima."),
      (
        "hi! we're doing Africa in class, is Accra the capital of Ghana?",
        "Yes: the capital of Ghana is Accra."
      ),
      ("my ex says Sydney is Australia's capital 🚩🚩", "No: the capital of Australia is Canberra."),
      // A capital stated and asked with its mark, of the country named before "its" or "their".
      (
        "Croatia through to the final — remind me, their capital is Zagreb?",
        "Yes: the capital of Croatia is Zagreb."
      ),
      ("Peru, its capital is Cusco?", "No: the capital of Peru is Lima."),
      ("the capital of Peru is Cusco?", "No: the capital of Peru is Lima."),
      ("the capital of Peru is called?", "The capital of Peru is Lima."),
      // The country named in another language, after a city claimed.
      ("is Zurich the capital of Suisse?", "The capital of Switzerland is Bern."),
      // A claim doubted as out of date: today's fact answers it.
      (
        "Is Bonn still the capital of Germany or was that before?",
        "No: the capital of Germany is Berlin."
      ),
      // "United States" is a name, never the noun "states".
      (
        "The capital of United States is New York, correct?",
        "No: the capital of the United States is Washington, D.C."
      ),
    ])
  func capitalCheck(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  /// People who say or ask something are no question about how many people live there.
  @Test(
    "a claim people make is checked, and people are not the population then",
    arguments: [
      ("people say the capital of Peru is Cusco", "No: the capital of Peru is Lima."),
      (
        "people at work always ask me if the capital of Canada is Toronto",
        "No: the capital of Canada is Ottawa."
      ),
      (
        "people keep telling me Bern is the capital of Switzerland",
        "Yes: the capital of Switzerland is Bern."
      ),
    ])
  func peopleWhoSaySomething(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  /// A question someone else asked, reported: "asked (me) if …" asks it again.
  @Test(
    "a question reported with 'asked if' is answered",
    arguments: [
      ("my son asked me if the capital of Peru is Lima", "Yes: the capital of Peru is Lima."),
      (
        "they asked whether the capital of Canada is Toronto",
        "No: the capital of Canada is Ottawa."
      ),
      ("my teacher asks if Kenya's code is KE", "The ISO alpha-2 code for Kenya is KE."),
    ])
  func reportedQuestion(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test("a story about asking for something else still tells")
  func askedForSomethingElse() throws {
    #expect(try answer("my friend asked me to visit the capital of Peru").outcome == .unrecognized)
  }

  @Test(
    "how many people live somewhere is still another fact",
    arguments: ["how many people live in the capital of Peru", "people in Peru, how many?"])
  func peopleAsACount(text: String) throws {
    #expect(try answer(text).outcome == .unrecognized)
  }

  /// A claim taken back by the right capital is no claim to deny: the fact alone answers it.
  @Test(
    "a wrong capital claimed, then the right one named, is answered with the fact",
    arguments: [
      "my friend thinks the capital of Australia is Sydney. It's Canberra, isn't it?",
      "the capital of Australia is Sydney. No, it's Canberra, right?",
    ])
  func wrongClaimThenTheRightCapital(text: String) throws {
    #expect(
      ReplyWording.text(for: try answer(text)) == "The capital of Australia is Canberra.")
  }

  @Test("a choice of capitals for one country is answered with its capital")
  func choiceOfCapitals() throws {
    let answer = try answer("is Dar es Salaam or Dodoma the capital of Tanzania")
    #expect(ReplyWording.text(for: answer) == "The capital of Tanzania is Dodoma.")
  }

  @Test(
    "a name taken back counts no more: the place after the correction is asked about",
    arguments: [
      ("capital of Austria, no wait, Australia", Intent.capital, "AU"),
      ("flag of Slovakia — oops, Slovenia", .flag, "SI"),
      ("what's the code for Iran? I mean Iraq, sorry", .isoCode, "IQ"),
      ("capital of Iceland... sorry, I meant Ireland", .capital, "IE"),
      ("flag of Guinea-Bissau, no, actually just Guinea", .flag, "GN"),
      ("Chad's flag is blue, yellow and red — what's Romania's?", .flag, "RO"),
      ("I know Kenya's capital is Nairobi, but what about Uganda?", .capital, "UG"),
      ("What's the capital of Dominica — the island, not the Dominican Republic?", .capital, "DM"),
      ("which country's capital is Riga, no sorry, Vilnius", .countryByCapital, "LT"),
      ("what country has the capital Tirana, I mean Skopje", .countryByCapital, "MK"),
      ("capital of Slovakia. Slovenia. my keyboard hates me", .capital, "SI"),
      ("flag of Nigeria... Niger. the country Niger. autocorrect again", .flag, "NE"),
      ("flag for Slovakia... nope, Slovenia", .flag, "SI"),
      ("code of Austria, er, Australia", .isoCode, "AU"),
      ("capital of Iran, Iraq I meant", .capital, "IQ"),
      ("Which country is Bern the capital of? BERLIN. typo", .countryByCapital, "DE"),
      ("capital of Latvia? or Lithuania? Lithuania, sorry", .capital, "LT"),
      ("flag of jamaica pls 🙏 jk jk i need barbados 😅", .flag, "BB"),
      // A place compared with the one asked about corrects nothing.
      ("code for Austria — people always mix it up with Australia", .isoCode, "AT"),
      ("flag of Chad please — kids confuse it with Romania's", .flag, "TD"),
    ])
  func correction(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test(
    "of two questions, the one the person keeps is answered",
    arguments: [
      (
        "capital of Chile and also the flag of Peru — actually just the capital", Intent.capital,
        "CL"
      ),
      ("Two things: code for Norway and flag for Finland... nah, just the flag", .flag, "FI"),
      ("flag of Peru and capital of Chile? forget the flag", .capital, "CL"),
      ("code of Peru or flag of Peru, whichever — ok flag", .flag, "PE"),
      // The kind kept said alone, or what the person needs.
      ("flag or code for Greece? code please", .isoCode, "GR"),
      ("what's Jordan's capital, or its ISO code — I really only need the code", .isoCode, "JO"),
      ("capital or flag of Chile? flag", .flag, "CL"),
      // Of two places offered, the one picked by its order.
      ("code for Tuvalu or Nauru — the second one", .isoCode, "NR"),
      ("capital of Kenya or Uganda, the first one please", .capital, "KE"),
      ("flag of Niger or Nigeria... the latter", .flag, "NG"),
    ])
  func questionKept(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test(
    "letters spelt out one by one are one group",
    arguments: [
      ("countries that begin with b u", "BU"), ("list countries beginning with C-H", "CH"),
      ("show countries that begin with M-A-L", "MAL"),
      ("countries that start with M followed by O", "MO"),
      ("countries that begin with G as in golf, A as in alpha", "GA"),
      ("countries starting with B-U", "BU"), ("countries starting with A-R", "AR"),
      ("which countries start with the letter jay", "J"),
      ("countries that start with the letter Z i know only a few", "Z"),
      ("P countries", "P"), ("S countries list", "S"),
      ("countries beginning with double l", "LL"), ("starting with L-I, which countries?", "LI"),
      ("countries that start with s double w", "SWW"),
      ("which nations begin with kay", "K"), ("countries starting with tee", "T"),
      ("countries that start with em ay, like malta", "MA"),
      ("countries beginning with bee eye e.g. bissau", "BI"),
      ("countries beginning with sierra alpha", "SA"),
      ("radio check: nations starting with charlie hotel", "CH"),
      ("nations that begin with, um, Gu?", "GU"), ("countries starting with Be... sorry, Bo", "BO"),
      ("countries beginning with my initials: J.A.", "JA"),
      ("countriesss that start with Sw", "SW"),
      ("countries starting with 'Ca' - actually make it 'Co'", "CO"),
      ("countries starting with 'Ma', no scratch that, 'Mo'", "MO"),
      ("countries that start with B and then U", "BU"),
      ("countries starting with bee you, I'm settling an argument", "BU"),
      (
        "For my fantasy football team the theme is words with Ca (long story), so could you list "
          + "the countries starting with Ca so I can pick one", "CA"
      ),
      ("nations starting with see aitch for my homework", "CH"),
      ("> countries beginning with Ma\nsame but with Mo instead", "MO"),
      // A fragment: the letter after the noun, and the data's territories beside its countries.
      ("countries w", "W"), ("which countries/territories start with 'Sai'?", "SAI"),
      ("countries and territories beginning with Gu", "GU"),
      ("Which realms begin with 'Mon', like mountains at dawn?", "MON"),
      // Single letters after "the letters", joined by "and", are one run of letters.
      ("countries beginning with the letters S and A", "SA"),
      ("countries that start w the letters f and i", "FI"),
      // A word joined on by a hyphen is no list of states.
      ("empty-state test: countries starting with 'Zx'", "ZX"),
    ])
  func spelledLetters(text: String, prefix: String) throws {
    let answer = try answer(text)
    #expect(answer.prefix == prefix, "\(text) gave \(answer)")
  }

  @Test(
    "a word that is also a letter's name, or one word of the spelling alphabet, stays a word",
    arguments: [
      ("countries starting with el", "EL"), ("countries starting with india", "INDIA"),
      ("countries that start with you", "YOU"),
    ])
  func wordsNotSpelt(text: String, prefix: String) throws {
    let answer = try answer(text)
    #expect(answer.prefix?.uppercased() == prefix, "\(text) gave \(answer)")
  }

  @Test(
    "letters that start someone's or something's name list no countries",
    arguments: [
      "my dog's name begins with the letter R, ideas?",
      "her name starts with Z, is that rare?",
    ])
  func someonesName(text: String) throws {
    #expect(try answer(text).outcome == .unrecognized, "\(text)")
  }

  @Test func noLetterNameReadAloneStartsACountrysName() throws {
    let catalog = try #require(bundledCatalog)
    let names = catalog.countries.map { TextFolding.fold($0.name) }
    for name in SpelledLetters.names.keys where SpelledLetters.unmistakableName(name) != nil {
      #expect(!names.contains { $0.hasPrefix(name) }, "\(name)")
    }
  }

  @Test("letters joined by or, and or a comma stay groups of their own")
  func lettersStillGroups() throws {
    #expect(try answer("countries starting with b or u").prefixes == ["B", "U"])
  }

  @Test(
    "a name heard rather than spelt, split or run together, is the country it sounds like",
    arguments: [
      ("what's the capital of tie land", "TH"), ("show me the flag of grease", "GR"),
      ("what's the capital of cutter", "QA"), ("flag of sigh prus", "CY"),
      ("what is the flag of germ any", "DE"), ("what is the capital of you gone da", "UG"),
      ("the capitol of keen ya", "KE"), ("the capital of pole and", "PL"),
      ("cap city belize", "BZ"), ("show the flag of ma la wee", "MW"),
      ("what's the capital of mol dover", "MD"),
      // A name cut short, that begins one country's name and no other's.
      ("flag Kyrg?", "KG"), ("capital of switz", "CH"), ("flag of Madag", "MG"),
      ("cap of Arg?", "AR"), ("capital of Lux", "LU"), ("cap of ksa", "SA"),
    ])
  func heard(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test func aMadeUpNameInCode_isQuotedWithoutTheCode() throws {
    let answer = try answer("getCapital('Narnia') // expect error?")
    #expect(ReplyWording.text(for: answer) == "I couldn't find a country named Narnia.")
  }

  @Test("a place heard that is no country says what it is")
  func heardPlace() throws {
    #expect(try answer("what's the capital of tex us").outcome == .countryNotFound)
  }

  @Test(
    "made-up names that sound like real ones stay unknown",
    arguments: ["Utopia", "Elbonia", "Genovia", "Ruritania", "Mars", "Germ"])
  func madeUp(name: String) throws {
    #expect(try answer("capital of \(name)").outcome == .countryNotFound)
  }

  @Test(
    "a place joined to the cue that is no country is answered as what it is, not its country",
    arguments: [
      "Hello, we're doing the US this week in class. What's the capital of Nebraska?",
      "capital of ontario canada", "What is the capital of Navassa Island?",
      "what's the capital of Georgia? the US state, not the country",
    ])
  func placeBeforeItsCountry(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome != .answered, "\(text) gave \(answer)")
  }

  @Test(
    "two countries that fit equally are asked about, never the first by default",
    arguments: ["Kenya Uganda capital?", "hey so Chad Niger flag please"])
  func whichCountry(text: String) throws {
    let answer = try answer(text)
    guard case .whichCountry(_, let candidates) = answer else {
      Issue.record("\(text) gave \(answer)")
      return
    }
    #expect(candidates.count == 2)
    #expect(ReplyWording.text(for: answer).hasPrefix("Which country do you mean: "))
  }

  @Test("countries offered as a choice are each answered")
  func choiceOfCountries() throws {
    let answer = try answer("capital of Kenya or Uganda?")
    guard case .eachCountry(.capital, let matches) = answer else {
      Issue.record("gave \(answer)")
      return
    }
    #expect(matches.map(\.country.code) == ["KE", "UG"])
  }

  @Test(
    "refuses on positive evidence: another fact, another sense, many places, another time",
    arguments: [
      "hi! what's the population of the capital of Ghana", "we need capital letters here",
      "what time is it in the capital of Chile", "all the capitals of Europe thanks",
      "What was the capital of Brazil before Brasilia?", "us state flags",
      "capital of a column in greek architecture", "what is a flag", "raise the flag",
      "Is Peru a country?", "we visited the capital of Peru in May",
      "best restaurants in the capital city of Japan", "guinea pig lifespan",
      "how long is the flight to the capital of Japan", "do they fly the Danish flag at night",
      "what's the country code to call Peru from Canada", "country code for dialling Japan",
      "I'm phoning Chile tonight, which country code do I use",
      "what is the code of Chile for call by phone", "how to draw the flag of Germany",
      // Words that begin a name but are words, or begin several names.
      "capital of germ", "flag of Roma", "capital of Aust", "flag of union",
      // Letters inside a name, and a team called the Capitals.
      "countries with 'land' in the name", "Washington Capitals score last night?",
    ])
  func refuses(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome != .answered, "\(text) gave \(answer)")
  }

  @Test("a neighbour named is no question about neighbours: the reply asks which of the two")
  func neighbourNamed() throws {
    let answer = try answer("I live in Kenya, what's the capital of our neighbour Uganda")
    #expect(ReplyWording.text(for: answer).hasPrefix("Which country do you mean: Kenya or Uganda?"))
  }

  @Test(
    "a country named only as whose neighbour the next one is is not asked about",
    arguments: [
      ("What's the capital of Serbia's neighbour Croatia?", "HR"),
      ("flag of Peru's neighbor Bolivia", "BO"),
    ])
  func neighbourOfANamedCountry(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  @Test("a message with a cue and no place asks which country, quoting nothing")
  func noPlace() throws {
    let answer = try answer("any idea what the capital is, for my geography homework?")
    #expect(answer.outcome == .unrecognized)
    #expect(ReplyWording.text(for: answer).hasPrefix("Which country do you mean?"))
  }

  @Test(
    "a bare phrase after a question is a follow-up only when it is a name and nothing more",
    arguments: ["guinea pig lifespan", "georgia tech mascot", "jordan shoes price"])
  func bareNameIsWhole(text: String) throws {
    #expect(try answerInContext(text, after: "flag of Peru") == .unrecognized)
  }

  @Test("a bare name after a question still asks the same of it")
  func bareNameFollowUp() throws {
    #expect(try answerInContext("Netherlands", after: "flag of Peru").match?.country.code == "NL")
  }

  @Test(
    "a qualifier after a comma or in brackets says which place is meant",
    arguments: ["capital of Georgia, the US state", "capital of Georgia (the US state)"])
  func qualifiedName(text: String) throws {
    let answer = try answer(text)
    guard case .notACountry(.capital, "Georgia", "a US state") = answer else {
      Issue.record("\(text) gave \(answer)")
      return
    }
  }

  @Test("a qualifier that names the country keeps the country")
  func qualifiedCountry() throws {
    #expect(try answer("flag of Georgia, the country").match?.country.code == "GE")
  }

  @Test("a name sent after \"Which country do you mean?\" answers the question asked")
  func nameAfterWhichCountry() throws {
    let answer = try answerInContext(
      "Ghana", after: "any idea what the capital is, for my geography homework?")
    #expect(answer.intent == .capital)
    #expect(answer.match?.country.code == "GH")
  }

  @Test(
    "codes offered for a place named ask its code; a choice of places for one code asks whose",
    arguments: [
      (
        "What's the country code for Germany - is it GE or DE?",
        "The ISO alpha-2 code for Germany is DE."
      ),
      (
        "ISO code for Puerto Rico - do they just use US?",
        "The ISO alpha-2 code for Puerto Rico is PR."
      ),
      ("is NE the code for Niger or Nigeria", "NE is the ISO alpha-2 code for Niger."),
      ("is GE the code for Georgia or Germany?", "GE is the ISO alpha-2 code for Georgia."),
    ])
  func codesOffered(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "the people's word before the cue says which of the places named, and an email's RE: is none",
    arguments: [
      ("Couple is from Sri Lanka and Greece - need the Greek flag emoji", "GR"),
      ("RE: flags for the website footer — need the Irish flag emoji", "IE"),
    ])
  func peoplesWord(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  @Test(
    "what the answer is for, where a claim was read, or a polite frame asks nothing else",
    arguments: [
      ("capital of Peru for the history test", "The capital of Peru is Lima."),
      // Where a claim was read is no story behind the capital.
      (
        "Story says Mogadishu is Somalia's capital, can you confirm?",
        "The capital of Somalia is Mogadishu."
      ),
      // An occasion, not a time zone.
      ("ok for real this time, capital of Peru", "The capital of Peru is Lima."),
      (
        "capital of the soviet union for the history part??",
        "The Soviet Union no longer exists: it broke up into 15 countries in 1991."
      ),
      (
        "Might I trouble you for the country code of Ireland?",
        "The ISO alpha-2 code for Ireland is IE."
      ),
    ])
  func purposeSaidLast(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a capital heard, not spelt, is found by the sound its words make together",
    arguments: [
      ("what country has the capital of bang cock", "Bangkok is the capital of Thailand."),
      ("which country has the capital kwala lumpur", "Kuala Lumpur is the capital of Malaysia."),
    ])
  func capitalHeard(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test("a city that is no capital, typed with \"city\", is quoted without it")
  func cityWord() throws {
    let answer = try answer("Toronto city is the capital of which country?")
    #expect(ReplyWording.text(for: answer) == "I couldn't find a country whose capital is Toronto.")
  }
}
