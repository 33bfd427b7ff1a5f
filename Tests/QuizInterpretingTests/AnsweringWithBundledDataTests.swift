import QuizEngine
import Testing

@testable import QuizInterpreting

/// The interpreter and resolver together, answering from the bundled data as the quiz does.
@Suite("Answering typed questions from the bundled data")
struct AnsweringWithBundledDataTests {
  @Test(
    "answers questions about one country however they are typed",
    arguments: [
      ("Do you know Peru's capital?", Intent.capital, "PE"),
      ("show me the Swedish flag", .flag, "SE"),
      ("2-letter code for Kenya", .isoCode, "KE"),
      ("Peru: flag?", .flag, "PE"),
      ("whats the capitl of Frnace?", .capital, "FR"),
      ("capital of kenyaa is which city", .capital, "KE"),
      ("hello there, I wonder what the capital of Peru is, cheers", .capital, "PE"),
      ("what is the Irish capital?", .capital, "IE"),
      ("the French flag", .flag, "FR"),
      ("the German capital", .capital, "DE"),
      ("flag of Sverige", .flag, "SE"),
      ("capital of España", .capital, "ES"),
      ("Deutschland flag", .flag, "DE"),
      ("iso code for Turkiye", .isoCode, "TR"),
      ("capital of Cote d'Ivoire", .capital, "CI"),
      ("flag of southafrica", .flag, "ZA"),
      ("capital of Holland", .capital, "NL"),
      ("iso code of the DRC", .isoCode, "CD"),
      ("flag of Great Britain", .flag, "GB"),
      ("What's the capital of America?", .capital, "US"),
      ("luefhtenstein capital", .capital, "LI"),
      ("alpha-2 code of cspe vede", .isoCode, "CV"),
      ("Show me the flag of walllis snd futuna", .flag, "WF"),
      ("What is the capital of Srii LLanka?", .capital, "LK"),
      ("capitol of Niger", .capital, "NE"),
      ("flga of Nigeria", .flag, "NG"),
      ("code of Slovakia", .isoCode, "SK"),
      ("code of Slovenia", .isoCode, "SI"),
    ])
  func oneCountry(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)

    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "lists countries by the letters they start with",
    arguments: [
      ("Which countries start with CH?", ["TD", "CL", "CN", "CX"]),
      ("which nations begin with 'Uk'", ["UA"]),
      ("countries beginning with the letter Z", ["ZM", "ZW"]),
    ])
  func prefix(text: String, codes: [String]) throws {
    guard case .countries(let countries, _) = try answer(text) else {
      Issue.record("no countries for \(text)")
      return
    }
    #expect(countries.map(\.code) == codes)
  }

  @Test(
    "says there is no such country for made-up places, with the question understood",
    arguments: [
      ("capital of Lilliput", Intent.capital), ("iso code for Oz", .isoCode),
      ("flag of Mordor", .flag),
    ])
  func madeUp(text: String, intent: Intent) throws {
    let answer = try answer(text)

    #expect(answer.outcome == .countryNotFound)
    #expect(answer.intent == intent)
  }

  @Test(
    "asks which country is meant when a slip is as near one name as another",
    arguments: [("Capital of Toga?", ["TO", "TG"])])
  func eitherOf(text: String, codes: [String]) throws {
    guard case .whichCountry(.capital, let countries) = try answer(text) else {
      Issue.record("\(text) gave \(try answer(text))")
      return
    }
    #expect(countries.map(\.code) == codes)
  }

  @Test("names South Africa's three capitals and knows Antarctica has none")
  func capitals() throws {
    #expect(try answer("capital of South Africa").match?.country.capitals.count == 3)
    #expect(try answer("capital of Antarctica").match?.country.capitals.isEmpty == true)
  }
}
