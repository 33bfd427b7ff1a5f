import QuizEngine
import Testing

@testable import QuizInterpreting

/// Messages that set a scene around the question, or state a claim in shorthand: the scene's
/// words are no other fact asked, and the claim is checked.
@Suite("Reading the scene around a question, and claims in shorthand")
struct SceneAndClaimReadingTests {
  @Test(
    "a topic word that only names the person's thing, or where they go, asks nothing else",
    arguments: [
      (
        "was listening to a history podcast, is Kigali the capital of Rwanda?",
        "Yes: the capital of Rwanda is Kigali."
      ),
      (
        "what's the capital of Portugal, working out where to fly into",
        "The capital of Portugal is Lisbon."
      ),
      ("flag of Chile, for the weather app I'm building", "The flag of Chile is 🇨🇱"),
      ("I wonder as to the capital of Norway", "The capital of Norway is Oslo."),
      (
        "most of this form is easy, but what is the two letter code for Chile?",
        "The ISO alpha-2 code for Chile is CL."
      ),
      (
        "it wants the code, not the name: what do I put for Ghana",
        "The ISO alpha-2 code for Ghana is GH."
      ),
    ])
  func sceneWords(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "where a topic word asks about the country, it still refuses",
    arguments: [
      "where is the capital of Portugal located",
      "what is the history of the flag of Chile",
      "what language do they speak in the capital of Norway",
    ])
  func topicStillRefuses(text: String) throws {
    #expect(try answer(text).match == nil)
  }

  @Test(
    "\"what is its capital\" asks the capital of the place named before it; a clue that tells its capital asks whose",
    arguments: [
      (
        "Sticker reads 'Polska' — I gather that's Poland. What is its capital?",
        "The capital of Poland is Warsaw."
      ),
      ("Crossword: 'Its capital is Vientiane' (4)", "Vientiane is the capital of Laos."),
    ])
  func itsCapital(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a name typed in a quoted clue, or before a dash, that no country has, is not found",
    arguments: [
      "crossword clue 'flag of Genovia' — is that a thing?", "capital of Freedonia – real or not?",
    ])
  func quotedNameNotFound(text: String) throws {
    guard case .countryNotFound = try answer(text) else {
      Issue.record("\(text) was not read as a name not found")
      return
    }
  }

  @Test("a name with an apostrophe in it is read whole")
  func apostropheInAName() throws {
    #expect(try answer("capital of Côte d’Ivoire — is it Abidjan?").match?.country.code == "CI")
  }

  @Test(
    "\"which country\" said in passing does not turn round a question asked in a clause of its own",
    arguments: [
      (
        "she never said which country, what is the capital of Kyrgyzstan then",
        "The capital of Kyrgyzstan is Bishkek."
      ),
      ("I forget which country exactly. What's the flag of Nauru?", "The flag of Nauru is 🇳🇷"),
      // Still turned round: the clause asks which country has the capital.
      (
        "which country, if you know, has the capital Bishkek",
        "Bishkek is the capital of Kyrgyzstan."
      ),
    ])
  func whichCountryInPassing(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "in a message about locale tags, the region is the country and its subtag the code",
    arguments: [
      ("en-NZ — which region is that?", "NZ is the ISO alpha-2 code for New Zealand."),
      ("sr-Latn-RS: which region is RS", "RS is the ISO alpha-2 code for Serbia."),
      ("what country is fr-CA?", "CA is the ISO alpha-2 code for Canada."),
      ("region subtag for Austria, for an de-?? locale", "The ISO alpha-2 code for Austria is AT."),
    ])
  func localeTags(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "without a locale, a region stays a part of the world",
    arguments: ["which region is Bavaria in", "what region code does Peru use for DVDs"])
  func regionWithoutALocale(text: String) throws {
    #expect(LocaleTagWords.written(in: text) == nil)
  }

  @Test(
    "a form's label before a name is no part of it",
    arguments: [
      (
        "consignee: Turks & Caicos — ISO2?",
        "The ISO alpha-2 code for the Turks and Caicos Islands is TC."
      ),
      ("nationality: Trinidad & Tobago, flag?", "The flag of Trinidad and Tobago is 🇹🇹"),
    ])
  func formLabel(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a code on a label, checked against two names without a question mark, asks whose it is",
    arguments: [
      (
        "packet of tea says made in LK, is that Sri Lanka or Lebanon",
        "LK is the ISO alpha-2 code for Sri Lanka."
      )
    ])
  func codeCheckedWithoutAMark(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a table pasted with lines of words around it, or as Markdown, asks its empty cell",
    arguments: [
      ("Nation\tCapital\nCzechoslovakia\t\nwhich city goes in the gap?", Intent.capital, nil),
      ("can you finish my table\n| Country | ISO2 |\n|:--|:--|\n| Mongolia | ? |", .isoCode, "MN"),
      ("| Capital | Country |\n| --- | --- |\n| Ouagadougou | (blank) |", .countryByCapital, "BF"),
      // The empty cell's tab, trimmed away with the line's end.
      ("Capital\tCountry\nBishkek", .countryByCapital, "KG"),
    ] as [(String, Intent, String?)])
  func pastedTables(text: String, intent: Intent, code: String?) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    if let code {
      #expect(answer.match?.country.code == code)
    } else {
      #expect(answer.outcome == .countryNotFound)
    }
  }

  @Test(
    "the seat of government is asked as the capital where the government sits in it",
    arguments: [
      ("what is the seat of government of Canada?", "The capital of Canada is Ottawa."),
      (
        "is Wellington or Auckland the seat of government of New Zealand?",
        "The capital of New Zealand is Wellington."
      ),
    ])
  func seatOfGovernment(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "the seat of government is not answered with a capital it is not in",
    arguments: [
      "what is the seat of government of the Netherlands", "seat of government of Bolivia",
      "Is Kuala Lumpur the seat of government of Malaysia?",
      "seat of the government in Nehterlands?",
    ])
  func seatElsewhere(text: String) throws {
    #expect(try answer(text).match == nil)
  }

  @Test(
    "a run-on message longer than a sentence is read a stretch of clauses at a time",
    arguments: [
      (
        "so my aunt, who has been to about forty countries and never lets anyone forget it, was "
          + "telling the whole table at dinner about the markets and the buses and the food and "
          + "how the capital was so green, and I was too embarrassed to ask which country she "
          + "meant, she said Paraguay I think, anyway if it was Paraguay what is the capital of "
          + "it, and also is it rude that I zoned out",
        "The capital of Paraguay is Asunción."
      ),
      (
        "ok so I am sending a parcel of books to my cousin and the courier website is very "
          + "fussy, there is a field for the country and it only takes the two letter code, not "
          + "the name, and my cousin lives in Portugal, Porto actually but that should not "
          + "matter, the website keeps rejecting what I type, what should go in that field? "
          + "thanks and sorry it is long",
        "The ISO alpha-2 code for Portugal is PT."
      ),
    ])
  func runOnMessage(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a label or a verb before a capital asked the other way round is no part of its name",
    arguments: [
      (
        "Q4: Tórshavn is the capital of which territory?",
        "Tórshavn is the capital of the Faroe Islands."
      ),
      ("which polity claims Vaduz as its capital?", "Vaduz is the capital of Liechtenstein."),
    ])
  func wordsBeforeACapital(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test("a message that keeps only the other fact it asked is not answered with ours")
  func keepsOnlyTheOtherFact() throws {
    let other = try answer("Peru's flag and its population? I only care about the population")
    #expect(other.match == nil)
    #expect(other.outcome == .unrecognized)
    let kept = try answer("Peru's population and its flag? just the flag")
    #expect(kept.match?.country.code == "PE")
  }

  @Test(
    "a code, an origin, a designation: words of forms and lists around the question",
    arguments: [
      (
        "which country is MV and what's its capital", "MV is the ISO alpha-2 code for the Maldives."
      ),
      ("origin code for Peru on the shipping manifest", "The ISO alpha-2 code for Peru is PE."),
      (
        "please confirm the ISO 3166-1 alpha-2 designation for the Republic of Chile.",
        "The ISO alpha-2 code for Chile is CL."
      ),
      (
        "Hello. The capital of Mongolia, what is the name?",
        "The capital of Mongolia is Ulan Bator."
      ),
    ])
  func formAndListWords(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "a sign-off after a flag, and an edit that takes a name back",
    arguments: [
      ("what flag is 🇳🇵? many thanks", "🇳🇵 is the flag of Nepal."),
      ("capital of Niger\n\nedit: Nigeria", "The capital of Nigeria is Abuja."),
    ])
  func signOffAndEdit(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }
}
