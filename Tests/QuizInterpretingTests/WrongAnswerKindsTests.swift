import QuizEngine
import Testing

@testable import QuizInterpreting

/// Kinds of question that once drew a confident wrong answer: each is now answered right, or
/// refused, whatever the phrasing.
@Suite("Never a wrong answer, kind by kind")
struct WrongAnswerKindsTests {
  // MARK: - A part of a country named with its country

  @Test(
    "says a state, province or region named with its country is not a country",
    arguments: [
      ("whats the capital of the american state of iowa", "Iowa", "a US state"),
      ("capital city of the canadian province of alberta?", "Alberta", "a Canadian province"),
      ("flag of the US state of georgia", "Georgia", "a US state"),
      ("state flag of washington", "Washington", "a US state"),
      ("what's the state capital of vermont", "Vermont", "a US state"),
      ("capital of kano state nigeria", "Kano", "a Nigerian state"),
      ("Capital of Bauchi State?", "Bauchi", "a Nigerian state"),
      ("what is the provincial capital of saskatchewan", "Saskatchewan", "a Canadian province"),
      ("state capital of queensland", "Queensland", "an Australian state"),
      ("capital of India's Kerala state", "Kerala", "an Indian state"),
      ("capital of germany's state of saxony", "Saxony", "a German state"),
      (
        "capital of the northern territory of australia", "Northern Territory",
        "an Australian territory"
      ),
      ("the capital of Ekiti state in Nigeria", "Ekiti", "a Nigerian state"),
      ("what is the capital of the italian region of tuscany", "Tuscany", "an Italian region"),
      ("capital of Niger State", "Niger", "a Nigerian state"),
      ("capital of the mexican state of jalisco", "Jalisco", "a Mexican state"),
      ("what is the capital of the state of mexico", "Mexico", "a Mexican state"),
      ("texas state flag", "Texas", "a US state"),
      ("capital of Sichuan province, China", "Sichuan", "a Chinese province"),
      // A breakaway region holds a country's name, and is not that country.
      ("Send me Northern Cyprus flag", "Northern Cyprus", "a breakaway region"),
    ])
  func partOfACountry(text: String, place: String, description: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .countryNotFound)
    #expect(answer.match == nil)
    guard case .notACountry(_, let named, let kind) = answer else {
      Issue.record("\(text) gave \(answer)")
      return
    }
    #expect(named == place)
    #expect(kind == description)
    #expect(ReplyWording.text(for: answer) == "\(place) is \(description), not a country.")
  }

  @Test(
    "says an unknown part of a country is not a country, never the country",
    arguments: [
      "capital of Zamfara state, nigeria",
      "what is the capital of the canadian province of nunavik",
      "capital of the french department of Lozere", "capital of Oyo state",
    ])
  func unknownPartOfACountry(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .countryNotFound)
    #expect(answer.match == nil)
  }

  @Test(
    "still finds countries whose names hold the word state, or that share a state's name",
    arguments: [
      ("capital of the State of Israel", "IL"), ("capital of the united states", "US"),
      ("flag of the Federated States of Micronesia", "FM"), ("capital of Georgia", "GE"),
      ("capital of Mexico", "MX"), ("capital of Niger", "NE"),
      ("capital of the Independent State of Samoa", "WS"), ("state of kuwait capital", "KW"),
      ("flag of the untied states", "US"), ("capital of the unitd states of amercia", "US"),
      ("capital of the country georgia", "GE"), ("capital of the State of Qatar", "QA"),
    ])
  func countryWithStateInName(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  @Test(
    "says a part named with its own country is that part, and a region of a country is one",
    arguments: [
      "capital of georgia usa", "flag of punjab, pakistan", "capital of the south of france",
      "capital of the north of italy", "capital of the french riviera",
      "what is the capital of the scottish highlands", "capital of the netherlands antilles",
      "capital of the soviet union", "flag of yugoslavia", "capital of crete, greece",
      "capital of jutland denmark", "flag of madeira portugal",
    ])
  func partOrRegion(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .countryNotFound)
    #expect(answer.match == nil)
  }

  @Test(
    "still finds a country named with what it is made of",
    arguments: [
      ("capital of the fiji islands", "FJ"), ("flag of the bahamas islands", "BS"),
      ("capital of georgia the country", "GE"), ("flag of french polynesia", "PF"),
      ("capital of the US territory of Guam", "GU"),
      ("flag of the british overseas territory of Bermuda", "BM"),
      ("capital of the united states of mexico", "MX"),
    ])
  func countryWithItsParts(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  // MARK: - A country's name inside another's

  @Test(
    "takes the longest name that fits, missing apostrophes and typos included",
    arguments: [
      ("capital of the Peoples Republic of China", "CN"),
      ("flag of peoples republic china", "CN"),
      ("capital of the Democratic Peoples Republic of Korea", "KP"),
      ("flag of the democratic people's republic of korea", "KP"),
      ("capital of the Democratc Peoples Repblic of Korea", "KP"),
      ("capital of the peoples repulbic of china", "CN"),
      ("capital of the Lao Peoples Democratic Republic", "LA"),
      ("capital of the Republic of China", "TW"), ("capital of the Republic of Korea", "KR"),
    ])
  func longestName(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  @Test("finds every country by any of its English names, however another country's sits inside")
  func everyNameHoldingAnother() throws {
    let catalog = try #require(bundledCatalog)
    let resolver = try #require(bundledResolver)
    var checked = 0
    for country in catalog.countries {
      let names = [country.name, country.officialName] + country.alternateNames
      for name in names where name.utf8.count > 3 && name.contains(" ") {
        let key = NameKey(name).compact
        let holdsAnother = catalog.countries.contains { other in
          other.code != country.code
            && ([other.name] + [other.officialName]).contains { otherName in
              let inner = NameKey(otherName).compact
              return inner.count >= 4 && inner.count < key.count && key.contains(inner)
            }
        }
        guard holdsAnother else { continue }
        checked += 1
        let plain = String(name.unicodeScalars.filter { !NameKey.isApostrophe($0) && $0 != "," })
        for variant in [name, plain] {
          guard case .found(let match) = resolver.resolve(variant) else {
            Issue.record("\(variant) not found")
            continue
          }
          // Some names are shared ("Congo"); the country must be among those meant.
          let meant: [Country] =
            if case .likeliestOf(let all) = match.certainty { all } else { [match.country] }
          #expect(
            meant.contains { $0.code == country.code }, "\(variant) gave \(match.country.code)")
        }
      }
    }
    #expect(checked > 20)
  }

  // MARK: - Lists of things that are not countries

  @Test(
    "does not list countries for a list of states, places, cities or other things",
    arguments: [
      "american states beginning with N", "how many US states start with the letter I",
      "list the states that begin with M", "a place that starts with Q",
      "what places begin with the letter x", "give me a city starting with K",
      "towns beginning with Ab", "rivers that start with the letter D",
      "which capitals start with B",
    ])
  func listOfOtherThings(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .unrecognized)
    #expect(answer.prefix == nil)
  }

  @Test(
    "still lists countries when the countries are described",
    arguments: [
      ("island nations starting with T", "T"), ("sovereign states beginning with Z", "Z"),
      ("name a country starting with Y", "Y"), ("names of countries that begin with Q", "Q"),
    ])
  func describedCountries(text: String, prefix: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .countriesByPrefix)
    #expect(answer.prefix == prefix)
  }

  // MARK: - A region, a common noun or a demonym is never a near country

  @Test(
    "reads 'which <region> country' as asked the other way round",
    arguments: [
      ("Quito is the capital of which South American country?", "EC"),
      ("Bamako is the capital of what west african country", "ML"),
      ("Suva is the capital of which island nation", "FJ"),
      ("which island's capital is Valletta?", "MT"),
      ("Vientiane is the capital of which southeast asian country?", "LA"),
      // A cataloguer's words for a country or a territory.
      ("Which jurisdiction has its capital at Douglas?", "IM"),
      ("which dependency has Stanley as its capital", "FK"),
    ])
  func regionBeforeCountry(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .countryByCapital)
    #expect(answer.match?.country.code == code)
  }

  @Test func aCodeAssignedToAnEntity_isTheCodeAskedAbout() throws {
    let answer = try answer("Which entity is assigned the ISO code SH?")
    #expect(answer.intent == .countryByCode)
    #expect(answer.match?.country.code == "SH")
  }

  @Test(
    "never corrects a region word or a common noun to a country",
    arguments: [
      "island", "islands", "South American", "central american", "Channel Island", "pacific",
      "asian", "Scandinavian", "caribbean",
    ])
  func describingWordIsNoCountry(subject: String) throws {
    let resolver = try #require(bundledResolver)
    guard case .found(let match) = resolver.resolve(subject) else { return }
    Issue.record("\(subject) was taken for \(match.country.name)")
  }

  @Test(
    "does not answer for a region, a superlative or one of many",
    arguments: [
      "capital flags of asian countries", "african country flags", "the coldest capital city",
      "whats the hottest capital in africa", "name one capital in south america",
      "what are the countries and their capitals in western europe",
    ])
  func regionOrMany(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome != .answered)
  }

  @Test(
    "a capital described by a superlative is no name to look up",
    arguments: [
      "which country's capital is the highest above sea level",
      "what country has its capital the furthest north",
    ])
  func superlativeCapital(text: String) throws {
    let answer = try answer(text)
    guard case .unrecognized = answer else {
      Issue.record("\(text) gave \(answer)")
      return
    }
  }

  // MARK: - A capital or a country inside a question about something else

  @Test(
    "does not answer a question about something in a capital or a country",
    arguments: [
      "what is the biggest stadium in the capital of Brazil",
      "which university is located in the capital of Kenya",
      "name a museum in Peru's capital", "best restaurants in the capital city of Japan",
      "what language do they speak in the country whose capital is Riga",
      "what is the population of the country with the capital Lima",
      "how many US states begin with N", "what river runs through the capital of Hungary",
    ])
  func somethingElse(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .unrecognized)
    #expect(answer.match == nil)
  }

  @Test(
    "does not answer for a flag's name, or a capital of a country described another way",
    arguments: [
      "what is the British flag called", "whats the nickname of the australian flag",
      "what is the capital of the country with the largest population",
      "capital of the country that won the 2010 world cup",
    ])
  func nameOrDescribedCountry(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .unrecognized)
    #expect(answer.match == nil)
  }

  // MARK: - Hypotheticals and yes/no questions

  @Test(
    "does not answer a hypothetical or a yes/no question built on a capital",
    arguments: [
      "could Mumbai become the capital of India?", "should Sydney be Australia's capital",
      "will Nusantara become Indonesia's capital", "would Toronto make a better capital for Canada",
      "can Lagos be the capital of nigeria again", "what if Rio became the capital of Brazil",
      "might Almaty be Kazakhstan's capital", "cant rio be the capital of brazil",
    ])
  func hypothetical(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .unrecognized)
    #expect(answer.match == nil)
  }

  @Test(
    "what the person cannot do is no other world",
    arguments: [
      ("cant sleep so random question what is the capital of mongolia", "MN"),
      ("couldnt find the flag of Chad anywhere?", "TD"),
    ])
  func whatThePersonCannotDo(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  @Test(
    "does not answer how a capital came to be, a comparison, a name in another language or a remark",
    arguments: [
      "who made Ankara the capital of Turkey",
      "which is older, the flag of Norway or Denmark",
      "what is the capital of Italy in Italian",
      "is the flag of Indonesia the same as Monaco's",
      "suppose Lagos was still the capital of Nigeria", "we visited the capital of Peru in May",
    ])
  func claimOrChoice(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome != .answered)
    #expect(answer.match == nil)
  }

  @Test(
    "still answers questions that look a little like claims",
    arguments: [
      ("Which of the following is the capital of Lebanon?", "LB"),
      ("Whayt is the capital of Peru?", "PE"), ("what is the correct capital of Australia", "AU"),
      ("capital of Trinidad and Tobago", "TT"), ("flag of Bosnia and Herzegovina", "BA"),
      ("i want to know the capital of Ghana", "GH"), ("I need the flag of Chile", "CL"),
      ("I was wondering what the capital of Oman is", "OM"),
    ])
  func notAClaim(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  @Test(
    "still answers a request that opens with a modal verb",
    arguments: [
      ("can you tell me the capital of Chile", "CL"), ("could u give me the flag of Peru", "PE"),
      ("would you know the capital of Norway", "NO"),
    ])
  func request(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  // MARK: - Another time's capital

  @Test(
    "does not answer for another time's country or capital",
    arguments: [
      "what was the capital of Germany in 1955", "capital of ancient Egypt",
      "capital of Russia in the 18th century", "the flag of medieval England",
      "what was Japan's capital in the 1700s",
    ])
  func anotherTime(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .unrecognized)
    #expect(answer.match == nil)
  }

  @Test(
    "answers a question whose description is of the capital asked for",
    arguments: [
      ("Which city, founded in 1536, is the capital of Paraguay?", "PY"),
      ("What city, lying on the Danube, is the capital of Slovakia?", "SK"),
      ("which city located on the river Seine is the capital of France", "FR"),
    ])
  func describedCapital(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .capital)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "never takes a short capital for a closing word, or a territory's name for a keyword",
    arguments: [
      ("which country has Male as its capital", "MV"),
      ("Malé is the capital of which country", "MV"),
    ])
  func shortCapital(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  @Test("reads 'Capital Territory' as a name, not the question")
  func capitalTerritory() throws {
    let answer = try answer("capital of the Australian Capital Territory")
    #expect(answer.outcome == .countryNotFound)
    #expect(answer.match == nil)
  }
}

extension [UInt8] {
  fileprivate func contains(_ other: [UInt8]) -> Bool {
    guard other.count <= count else { return false }
    return (0...(count - other.count)).contains {
      self[$0..<($0 + other.count)].elementsEqual(other)
    }
  }
}

extension WrongAnswerKindsTests {
  @Test(
    "never answers for a place ruled out with 'not', nor for a word pointing back",
    arguments: [
      ("ISO code for the country Georgia, not the US state", "US"),
      ("niger flag not nigeria 🇳🇬", "NG"),
      ("a guest says he's from Narnia, what's the flag of that", "TH"),
      ("she says she's from Freedonia, what's the capital of that", "TH"),
    ])
  func ruledOutPlace(text: String, ruledOut: String) throws {
    #expect(try answer(text).match?.country.code != ruledOut, "\(text)")
  }
}

/// Kinds that drew a wrong answer or none from messages in new voices (session 20's sets).
@Suite("Places of another time, places pointed back to, and requests said politely")
struct PlacesOfOtherTimesTests {
  @Test(
    "says a kingdom or a former state is no country, in any frame",
    arguments: [
      (
        "'Mercia was one of the kingdoms of the Heptarchy' — what was the capital of Mercia?",
        "Mercia"
      ),
      ("capital of Yugoslavia in 1985, for an obituary", "Yugoslavia"),
      ("Need the capital of the Danish West Indies for an 1890s cover.", "The Danish West Indies"),
      (
        "State the capital of the Confederate States of America.",
        "The Confederate States of America"
      ),
      ("flag of Wessex", "Wessex"),
    ])
  func formerStates(text: String, place: String) throws {
    let answer = try answer(text)
    guard case .formerCountry(_, let named, _) = answer else {
      Issue.record("expected a former state, got \(answer)")
      return
    }
    #expect(named == place)
  }

  @Test(
    "quotes a made-up place named sentences before the question, not the words nearest it",
    arguments: [
      (
        "So I was reading about Atlantis, fascinating stuff, the whole Plato thing, and I wondered what its capital city was supposed to be?",
        "Atlantis"
      ),
      ("I read a book set in Narnia. What's its flag?", "Narnia"),
    ])
  func madeUpPlacesPointedBackTo(text: String, place: String) throws {
    #expect(
      ReplyWording.text(for: try answer(text)) == "I couldn't find a country named \(place).")
  }

  @Test func lettersTakenBackAsAJoke_theLettersNamedAfterAreAsked() throws {
    let answer = try answer("countries starting with 'Stan'? joke, I mean starting with 'T'")
    #expect(answer.intent == .countriesByPrefix)
    #expect(ReplyWording.text(for: answer).hasPrefix("Taiwan, Tajikistan"))
  }

  @Test(
    "never reads a nickname's near spelling as the nickname, nor another time's capital as today's",
    arguments: ["capital of Mercia", "capital of Germany in 1985", "capital of Peru in 1900"])
  func noNearNicknamesOrOtherTimes(text: String) throws {
    #expect(try answer(text).match == nil)
  }

  @Test(
    "answers a request said politely, a question before a remark, and a purpose said last",
    arguments: [
      (
        "I should like to see the flag of New Zealand, if that is possible. Thank you in advance.",
        Intent.flag, "NZ"
      ),
      ("I would like the capital of Peru", .capital, "PE"),
      ("we would love to see the flag of Chile", .flag, "CL"),
      ("flag of the Faroe Islands, they're in our group", .flag, "FO"),
      ("Capital of Ghana, for a story", .capital, "GH"),
      ("worked a station in Antarctica last night, what's its ISO code", .isoCode, "AQ"),
      (
        "My grandmother grew up in Kenya, and I was curious, what was its capital? I assume you'd know?",
        .capital, "KE"
      ),
      ("capital of Dominica... hang on, Dominican Republic", .capital, "DO"),
      ("flag of Iran, wait, Iraq", .flag, "IQ"),
    ])
  func politeAndRemarked(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "still refuses a statement of taste",
    arguments: [
      "I like the flag of Peru"
    ])
  func refused(text: String) throws {
    #expect(try answer(text).outcome == .unrecognized)
  }

  @Test(
    "reads a state asked for by its capital as a country, and a code said in the radio alphabet",
    arguments: [
      (
        "Counsel has asked which state's capital is Pretoria. Please advise.",
        Intent.countryByCapital, "ZA"
      ),
      ("Identify the state whose capital is Valletta.", .countryByCapital, "MT"),
      ("Delta Echo -- that's Germany right?", .countryByCode, "DE"),
      ("which country is Sierra Lima", .countryByCode, "SL"),
    ])
  func statesAndRadioLetters(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }
}

@Suite("Codes looked up, places a letter off, flags put right")
struct LookedUpAndPutRightTests {
  @Test(
    "answers the country of a code looked up or seen on a parcel, and of a flag put right",
    arguments: [
      ("lookup: alpha2=XK", Intent.countryByCode, "XK"),
      ("look up country code BT", .countryByCode, "BT"),
      ("parcel label says 'bn', where is that going?", .countryByCode, "BN"),
      ("whose flag is 🇮🇪 — wait no, 🇨🇮", .countryByFlag, "CI"),
      ("flag 🇸🇰 no wait i mean 🇸🇮, which country", .countryByFlag, "SI"),
      ("what is the capitol of new zeeland", .capital, "NZ"),
    ])
  func answered(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  // MARK: - A country's abbreviation after "code for"

  @Test(
    "answers the code of a place named by its abbreviation, however the question opens",
    arguments: [
      ("what's the country code for the USA", "US"), ("what's the country code for UAE", "AE"),
      ("whats the country code for the DRC", "CD"),
      ("what's the country code for the UAE for the landing cards", "AE"),
    ])
  func codeOfAnAbbreviation(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .isoCode)
    #expect(answer.match?.country.code == code)
  }

  // MARK: - Letters typed in small letters, alone at the end

  @Test(
    "reads one small letter ending a request for countries as the letter",
    arguments: [
      ("countries w/ b", "Bahamas"), ("countries with b", "Bahamas"),
      ("countries beginning b", "Bahamas"), ("nations starting z", "Zambia"),
      ("list countries w/ z", "Zambia"),
    ])
  func smallLetterAlone(text: String, first: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .countriesByPrefix)
    #expect(ReplyWording.text(for: answer).hasPrefix(first))
  }

  @Test(
    "reads no letters in a small word or a letter that asks of one country",
    arguments: ["which country is k", "countries with a coast", "country w/ the k2 mountain"])
  func noSmallLetter(text: String) {
    if case .countriesStarting = LocalQuestionInterpreter().interpret(text) {
      Issue.record("\(text) read as letters")
    }
  }

  // MARK: - A country taken back for another

  @Test(
    "answers about the country named last when the first is taken back, with or without a stop",
    arguments: [
      ("capital of latvia, no estonia", Intent.capital, "EE"),
      ("flag of peru no chile", .flag, "CL"),
      ("capital of latvia.. no estonia", .capital, "EE"),
      ("capital of latvia.. no estonia sry", .capital, "EE"),
      ("code for Sudan. South Sudan actually", .isoCode, "SS"),
      ("code for Sudan, South Sudan actually", .isoCode, "SS"),
      ("capital of Niger. no, Nigeria sorry", .capital, "NG"),
    ])
  func theCountryMeant(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "keeps the question when what follows a stop takes nothing back",
    arguments: [
      ("capital of peru. no hurry at all", "PE"),
      ("flag of chile. no rush", "CL"),
      ("capital of Ghana. thanks actually", "GH"),
    ])
  func nothingTakenBack(text: String, code: String) throws {
    #expect(try answer(text).match?.country.code == code)
  }

  @Test func anythingStartingWithLetters_listsTheCountries() throws {
    let answer = try answer("anything starting with 'Z'? need it for Scattergories")
    #expect(ReplyWording.text(for: answer) == "Zambia, Zimbabwe")
  }

  @Test(
    "keeps two flags offered as a choice, and a place inside a name no country's is near",
    arguments: ["whose flag is 🇮🇪 or 🇨🇮", "capital of upper bavaria"])
  func notPutRight(text: String) throws {
    #expect(try answer(text).match == nil)
  }
}

@Suite("Guesses, labels, cries and pasted records")
struct GuessesLabelsAndRecordsTests {
  @Test(
    "answers about the place meant, whatever guess, label, cry or abbreviation comes with it",
    arguments: [
      ("flag for Indonesia, 🇲🇨 maybe?", Intent.flag, "ID"),
      ("flag of Indonesia is 🇲🇨?", .flag, "ID"),
      ("capital of Georgia - the country, not the state", .capital, "GE"),
      ("ISO code for Slovenia, ugh no, Slovakia", .isoCode, "SK"),
      ("who has cap. Quito", .countryByCapital, "EC"),
      ("cap. peru", .capital, "PE"),
      ("Which land has as capital Paramaribo? My oma was born there", .countryByCapital, "SR"),
      ("what's the population of Iceland — never mind, just the capital", .capital, "IS"),
      ("Independence Day post: flag of India", .flag, "IN"),
      (
        "Thank you ever so much. One final query: which nation is designated by 'LI'?",
        .countryByCode, "LI"
      ),
      ("customer address says 'AE' — which country do I ship to?", .countryByCode, "AE"),
      ("{\"query\":\"flag\",\"country\":\"Brazil\"}", .flag, "BR"),
      ("{\"country\":\"Peru\",\"capital\":null}", .capital, "PE"),
      ("capital,country\nAccra,", .countryByCapital, "GH"),
      ("name,alpha2\nMorocco,", .isoCode, "MA"),
      ("code;country\nIS;???", .countryByCode, "IS"),
      ("capital of Deutschland is Berlin, yes?", .capital, "DE"),
      ("col 'cc' has value 'VG' — which country?", .countryByCode, "VG"),
      ("whose flag is the Union Jack dear", .countryByFlag, "GB"),
      ("the stars and stripes belong to which country", .countryByFlag, "US"),
      ("Malabo — which country? (or is it Ciudad de la Paz now)", .countryByCapital, "GQ"),
      ("Tarawa, which country?", .countryByCapital, "KI"),
    ])
  func answered(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "reads letters spelt after 'countries' or named after 'prefix' as the prefix",
    arguments: [
      "cntries b-u", "!prefix Bu", "countries with the prefix Bu", "territories starting with Bu",
    ])
  func prefixes(text: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == "Bulgaria, Burkina Faso, Burundi")
  }

  @Test(
    "still refuses a record asking another fact, and a cap that is a hat",
    arguments: [
      "name,population\nMorocco,", "I lost my cap. Quito was lovely",
      "whose flag has a union flag on it",
    ])
  func refused(text: String) throws {
    #expect(try answer(text).match == nil)
  }
}

@Suite("Letters typed, not said")
struct LettersTypedNotSaidTests {
  @Test(
    "reads letters quoted or capitalised as letters, and slang as no take-back",
    arguments: [
      (
        "Which countries begin with the letters 'Ar'? I can only think of Argentina and Armenia.",
        "Ar"
      ),
      ("countries beginning with the letter Ar", "Ar"),
      ("which countries starts on 'Sł'... sorry, on 'Sl'", "Sl"),
      ("countries that start w/ 'Ug' no cap", "Ug"),
      ("countries beginning with the letter ar", "R"),
    ])
  func letters(text: String, prefix: String) {
    #expect(LocalQuestionInterpreter().interpret(text) == .countriesStarting(with: prefix))
  }
}
