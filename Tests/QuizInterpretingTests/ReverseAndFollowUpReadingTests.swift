import QuizEngine
import Testing

@testable import QuizInterpreting

/// How questions asked the other way round, and follow-ups, are read.
@Suite("Reading reverse questions and follow-ups")
struct ReverseAndFollowUpReadingTests {
  private let interpreter = LocalQuestionInterpreter()

  @Test(
    "reads a capital asked the other way round",
    arguments: [
      ("Which country has Lima as its capital?", "Lima"),
      ("Lima is the capital of which country?", "Lima"),
      ("whose capital is Ulan Bator", "Ulan Bator"),
      ("of which country is Sofia the capital", "Sofia"),
      ("Which country's capital is Nairobi?", "Nairobi"),
      ("what country is Ottawa the capital of?", "Ottawa"),
      ("the country whose capital is Canberra", "Canberra"),
      ("which country has the capital Port of Spain", "Port of Spain"),
      ("Which country has Mexico City as its capital city?", "Mexico City"),
      ("Tokyo is the capital of?", "Tokyo"),
      ("what is Cairo the capital of?", "Cairo"),
      ("Which African country has Yaounde as its capital?", "Yaounde"),
      // A crossword's count in brackets is no part of the name.
      ("country with capital Vaduz (13)", "Vaduz"),
      // The one name quoted, not the word beside the keyword.
      ("mapping capital -> country: 'Roseau'", "Roseau"),
    ])
  func capital(text: String, capital: String) {
    #expect(interpreter.interpret(text) == .countryWithCapital(capital))
  }

  @Test(
    "reads a code asked the other way round",
    arguments: [
      ("what country is DE?", "DE"),
      ("which country has the ISO code KP", "KP"),
      ("whose code is 'gb'", "GB"),
      ("JP is the ISO code of which country?", "JP"),
      ("which country is \"nz\"", "nz"),
      ("country code QQ belongs to?", "QQ"),
      ("can you decode the country code XQ", "XQ"),
      ("code=PE, country=?", "PE"),
      ("FJ in ISO country codes is?", "FJ"), ("which country is CR, sorry, CU", "CU"),
      ("what country has the code AM... oops AZ", "AZ"),
      ("which country has the code MU no scratch that MV", "MV"),
      ("what country is the code ke", "KE"), ("country KE", "KE"), ("DK country", "DK"),
      // A state with an ISO code is a sovereign one.
      ("Which state's ISO alpha-2 code is 'MK'?", "MK"),
      ("Say again, country code CV belongs to which state?", "CV"),
      // A code, and names it may stand for; a code, and its country's name asked for.
      ("Does 'MK' refer to North Macedonia or Montenegro in the protocol list?", "MK"),
      (#"{"iso2": "QA", "return": "country_name"}"#, "QA"),
      // A code ruled out in quotes is not the one asked about.
      ("Which country has ZA as its code, because it sure isn't 'SA'", "ZA"),
    ])
  func code(text: String, code: String) {
    #expect(interpreter.interpret(text) == .countryWithCode(code))
  }

  @Test(
    "reads a code marked as one in a message that then asks which country",
    arguments: [
      ("the shipping label just says 'DK', which country?", "DK"),
      ("es-MX — which country is MX", "MX"),
      ("our logs show `country: \"PE\"` for this user. what country", "PE"),
      ("customs stamp reads 'TZ' where is that", "TZ"),
      ("the form has 'GH' as the origin, which country is that?", "GH"),
      ("de_AT, what country is the AT part", "AT"),
      ("the country dropdown shows 'KE' — which one is that", "KE"),
      ("which country is LV — and why not LA?", "LV"), ("which country is CH — why not SZ?", "CH"),
      ("en-IE: the IE is which country", "IE"),
      ("which country is 'MT' in the medal table", "MT"), ("what country is KW on the form", "KW"),
      // Letters spelt with full stops or a hyphen are one code.
      ("which country is s.g. on this label", "s.g"), ("which country has code g-q", "GQ"),
      ("Shipment label says 'HK' destination, which country code is that?", "HK"),
      // A code spelt out letter by letter.
      ("which country is d k", "d k"), ("Quizbot, which country is H T", "H T"),
      // After the word "code", wherever the question puts it.
      ("which country has the code k r", "KR"), ("country code: c h — which country is that", "CH"),
      ("which country has code ng", "NG"), ("WHICH COUNTRY HAS CODE NG", "NG"),
      ("WHICH COUNTRY HAS THE CODE DE?", "DE"),
      ("the code n.z. belongs to which country", "NZ"), ("what country uses the code d e", "DE"),
    ])
  func codeInContext(text: String, code: String) {
    #expect(interpreter.interpret(text) == .countryWithCode(code))
  }

  @Test(
    "reads no code out of letters that spell on, or are another kind of code",
    arguments: ["what is the code a b c", "zip code a b", "the code is a secret"])
  func noSpelledCode(text: String) {
    guard case .countryWithCode = interpreter.interpret(text) else { return }
    Issue.record("\(text) read as a code")
  }

  @Test(
    "reads no code out of capitals that ask something else of a country",
    arguments: [
      "which country is US in", "I'm in the UK, which country should I visit next",
      "the US and the UK, which country is bigger", "OK which country has the most people",
      "we flew from 'LA' to 'NY', which country is cheaper",
      "which country is 'DE' in",
      "which country is 'FR' in the population ranking", "Kigali or Kampala for DR Congo?",
    ])
  func noCodeInContext(text: String) {
    if case .countryWithCode = interpreter.interpret(text) {
      Issue.record("read a code in \(text)")
    }
  }

  @Test(
    "reads a flag emoji, alone or asked about",
    arguments: [
      "🇯🇵", "🇯🇵?", "whose flag is 🇯🇵", "which country's flag is 🇯🇵", "  🇯🇵 !! ",
      "no idea about this one 🇯🇵", "I love flags, whose is 🇯🇵",
    ])
  func flag(text: String) {
    #expect(interpreter.interpret(text) == .countryWithFlag("🇯🇵"))
  }

  @Test(
    "reads a flag typed by its chat short code as the emoji",
    arguments: [
      ("which country is :flag_jp:", Question.countryWithFlag("🇯🇵")),
      (":flag-br: whose flag is this", .countryWithFlag("🇧🇷")),
      ("capital of :FLAG_FR: ?", .capital(of: "🇫🇷")),
    ])
  func flagShortcode(text: String, question: Question) {
    #expect(interpreter.interpret(text) == question)
  }

  @Test(
    "leaves out another emoji's short code, a feeling that says nothing of the question",
    arguments: [
      ("who has capital Quito :thinking:", Question.countryWithCapital("Quito")),
      (":wave: capital of peru :pray:", .capital(of: "peru")),
      ("flag of chile :+1:", .flag(of: "chile")),
    ])
  func emoteShortcode(text: String, question: Question) {
    #expect(interpreter.interpret(text) == question)
  }

  @Test func aColonThatOpensNoFlagShortcode_leavesTheTextAsTyped() {
    #expect(interpreter.interpret("Peru:capital:") == .capital(of: "Peru"))
    #expect(interpreter.interpret("capital: peru") == .capital(of: "peru"))
    #expect(interpreter.interpret(":flag_x: of peru") != .countryWithFlag("🇽"))
  }

  @Test func aFlagEmojiInAQuestionAboutTheCapital_asksForThatCountrysCapital() {
    #expect(interpreter.interpret("what is the capital of 🇫🇷") == .capital(of: "🇫🇷"))
  }

  @Test(
    "does not answer state capitals, flags described in words, or several flags",
    arguments: [
      "Perth is the capital of which Australian state?",
      "Sacramento is the capital of which US state?",
      "which province has Quebec City as its capital",
      "which state has the code TX", "which state's ISO capital is Austin",
      "which flag is red with a white cross",
      "Which country has a green, white and red flag?",
      "🇯🇵🇫🇷",
    ])
  func notUnderstood(text: String) {
    #expect(interpreter.interpret(text) == .unrecognized)
  }

  @Test(
    "reads a follow-up that names only a place",
    arguments: [
      ("and Spain?", "Spain"), ("what about Italy", "Italy"), ("same for Peru", "Peru"),
      ("how about japan then", "japan"), ("ok and for germany", "germany"),
      ("nd kenya?", "kenya"), ("And the Netherlands?", "Netherlands"),
      ("and in Germany?", "Germany"), ("same question for Austria", "Austria"),
    ])
  func place(text: String, place: String) {
    #expect(interpreter.interpret(text) == .followUp(.about(place)))
  }

  @Test(
    "reads a follow-up that names only what to ask",
    arguments: [
      ("what about its flag?", Intent.flag), ("and the ISO code?", .isoCode),
      ("its capital?", .capital), ("and the code", .isoCode), ("show me their flag", .flag),
      ("what's their capital?", .capital), ("flag?", .flag), ("capital", .capital),
      ("what's the code?", .isoCode), ("what does their flag look like?", .flag),
      ("show me the flag too", .flag), ("its capital as well", .capital),
    ])
  func asking(text: String, intent: Intent) {
    #expect(interpreter.interpret(text) == .followUp(.asking(intent)))
  }

  @Test func readsAPrefixFollowUp() {
    #expect(interpreter.interpret("and with C?") == .followUp(.startingWith("C")))
    #expect(interpreter.interpret("what about B") == .followUp(.about("B")))
    #expect(interpreter.interpret("and ones with I?") == .followUp(.startingWith("I")))
  }

  @Test(
    "leaves full questions and chat alone",
    arguments: [
      ("and what is the capital of Spain?", Question.capital(of: "Spain")),
      ("what time is it?", .unrecognized),
      ("and what is the weather like?", .unrecognized),
      ("thanks", .unrecognized),
      ("I collect flags", .unrecognized),
      ("what is the population of the capital?", .unrecognized),
      ("what is a flag", .unrecognized),
      ("what does the code do", .unrecognized),
      ("Peru's capital is what?", .capital(of: "Peru")),
      ("What colours are on the flag of Peru?", .flag(of: "Peru")),
      ("DE is the code of what country", .countryWithCode("DE")),
      ("Which city is the capital of France?", .capital(of: "France")),
    ])
  func notFollowUps(text: String, question: Question) {
    #expect(interpreter.interpret(text) == question)
  }

  @Test(
    "finds the country from a capital however it is typed",
    arguments: [
      ("Canberrra", "AU"), ("Nairobbi", "KE"), ("Bogota", "CO"), ("Brasilia", "BR"),
      ("Asuncion", "PY"), ("Kiev", "UA"), ("Peking", "CN"), ("Ulaanbaatar", "MN"),
      ("Washington", "US"), ("Kuwait", "KW"), ("San Marino", "SM"),
      ("Cape Town", "ZA"),
    ])
  func capitalSpellings(typed: String, code: String) throws {
    let answer = try answer(.countryWithCapital(typed))

    #expect(answer.match?.country.code == code)
  }

  @Test func aSharedCapital_listsItsCountries_andAnUnknownOneIsNotFound() throws {
    guard case .countriesWithCapital(let countries, _) = try answer(.countryWithCapital("Kingston"))
    else {
      Issue.record("Kingston is two countries' capital")
      return
    }
    #expect(countries.map(\.code) == ["JM", "NF"])
    #expect(try answer(.countryWithCapital("Gotham")).outcome == .countryNotFound)
    #expect(try answer(.countryWithCapital("Perth")).outcome == .countryNotFound)
  }

  @Test(
    "two capitals spelled apart but folded alike: the spelling typed decides",
    arguments: [
      ("Georgetown", ["GY"]), ("George Town", ["KY"]), ("georgetown", ["GY"]),
      ("Basseterre", ["KN"]), ("Basse-Terre", ["GP"]),
    ])
  func aSpellingThatMatchesOneCapitalExactly_namesOnlyItsCountries(
    typed: String, codes: [String]
  ) throws {
    let answer = try answer(.countryWithCapital(typed))

    switch answer {
    case .countriesWithCapital(let countries, _):
      #expect(countries.map(\.code) == codes)
    default:
      #expect(answer.match.map { [$0.country.code] } == codes)
    }
  }

  // MARK: - Helpers

  private func answer(_ question: Question) throws -> Answer {
    let catalog = try #require(bundledCatalog)
    let resolver = try #require(bundledResolver)
    return AnswerQuestion.answer(question, in: catalog, resolver: resolver)
  }
}
