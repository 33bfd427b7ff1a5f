import Testing

@testable import QuizEngine

/// One fact asked of several countries at once: "the capitals of Spain and Portugal".
@Suite("Questions about several countries")
struct CountryListQuestionTests {
  @Test(
    "answers each country named, in the order asked",
    arguments: [
      ("capital of france and germany", Intent.capital, ["FR", "DE"]),
      ("what are the capitals of spain, portugal and italy?", .capital, ["ES", "PT", "IT"]),
      ("iso codes for france, germany and italy", .isoCode, ["FR", "DE", "IT"]),
      ("flags of japan & china", .flag, ["JP", "CN"]),
      // Nearly one flag: both, side by side, are the answer to tell them apart.
      ("flags of chad and romania", .flag, ["TD", "RO"]),
      ("capital of bosnia and herzegovina and serbia", .capital, ["BA", "RS"]),
      ("capitals of trinidad and tobago, and jamaica", .capital, ["TT", "JM"]),
      ("capitals of niger and nigeria", .capital, ["NE", "NG"]),
      ("what is the capital of austria and australia", .capital, ["AT", "AU"]),
      ("capital of north and south korea", .capital, ["KP", "KR"]),
    ])
  func eachCountry(question: String, intent: Intent, codes: [String]) throws {
    let answer = try answer(question)

    guard case .eachCountry(let asked, let matches) = answer else {
      Issue.record("\(question): \(answer)")
      return
    }
    #expect(asked == intent)
    #expect(matches.map(\.country.code) == codes)
    #expect(answer.outcome == .answered)
    #expect(answer.intent == intent)
  }

  @Test(
    "reads a name that holds \"and\" or a comma as one country",
    arguments: [
      ("capital of trinidad and tobago", "TT"), ("flag of bosnia and herzegovina", "BA"),
      ("capital of saint helena, ascension and tristan da cunha", "SH"),
      ("capital of france and france", "FR"), ("capital of antigua & barbuda", "AG"),
    ])
  func oneCountry(question: String, code: String) throws {
    let answer = try answer(question)

    #expect(answer.match?.country.code == code, "\(answer)")
  }

  @Test func eachCountry_isWordedAsItsOwnAnswer_aLineEach() throws {
    let answer = try answer("capitals of belgium and the netherlands")

    #expect(
      ReplyWording.text(for: answer)
        == "The capital of Belgium is Brussels.\nThe capital of the Netherlands is Amsterdam.")
  }

  @Test func aShortNameBesideTheOtherItCouldMean_needsNoNote() throws {
    let answer = try answer("capitals of the congo and the drc")

    guard case .eachCountry(_, let matches) = answer else {
      Issue.record("\(answer)")
      return
    }
    #expect(matches.map(\.country.code) == ["CG", "CD"])
    #expect(matches.map(\.certainty) == [.exact, .exact])
  }

  @Test(
    "looks for a list only where a comma, \"&\" or the word \"and\" is",
    arguments: [
      ("France and Germany", true), ("France AND Germany", true), ("France, Germany", true),
      ("Antigua & Barbuda", true), ("and", true), ("Spain and", true), ("Rwanda", false),
      ("Andorra", false), ("Sandland", false), ("the Netherlands", false), ("", false),
    ])
  func mayList(subject: String, expected: Bool) {
    #expect(CountryList.mayList(subject) == expected)
  }

  @Test func theContextAfterSeveralCountries_keepsTheQuestionAndTheCountries() throws {
    let answer = try answer("capital of france and germany")

    let context = ConversationContext.after(answer, previous: nil)

    #expect(context?.intent == .capital)
    #expect(context?.country == nil)
    #expect(context?.countries.map(\.code) == ["FR", "DE"])
  }

  @Test(
    "asks another fact of the same countries, or the same fact of another",
    arguments: [
      ("and their flags?", Intent.flag, ["ES", "PT"]),
      ("what about the iso codes", .isoCode, ["ES", "PT"]),
      ("and italy?", .capital, ["IT"]),
    ])
  func followUp(text: String, intent: Intent, codes: [String]) throws {
    let answer = try answerInContext(text, after: "capitals of spain and portugal")

    switch answer {
    case .eachCountry(let asked, let matches):
      #expect(asked == intent)
      #expect(matches.map(\.country.code) == codes)
    default:
      #expect(answer.intent == intent, "\(text): \(answer)")
      #expect(answer.match.map { [$0.country.code] } == codes, "\(text): \(answer)")
    }
  }
}
