import Foundation
import QuizEngine
import QuizTestSupport
import Testing

/// A flag answer is the spec's sentence, then the data's description of the flag as a line of
/// its own that does not say "The flag of Brazil" again.
@Suite("The flag's description under a flag answer")
struct FlagDescriptionTests {
  @Test func theAnswer_isTheSpecSentenceAlone() {
    let answer = flagAnswer("Brazil", "The flag of Brazil has a green field.")

    #expect(ReplyWording.text(for: answer) == "The flag of Brazil is 🇽🇦")
  }

  @Test(arguments: [
    (
      "The flag of Brazil has a green field with a large yellow rhombus in the center.",
      "It has a green field with a large yellow rhombus in the center."
    ),
    (
      "The flag of Greece is composed of nine equal horizontal bands of blue alternating with "
        + "white.",
      "It is composed of nine equal horizontal bands of blue alternating with white."
    ),
    (
      "The flag of the Islamic Emirate of Afghanistan has a white field. The flag of it is x.",
      "It has a white field. The flag of it is x."
    ),
    (
      "The flag of Saint Helena, Ascension and Tristan da Cunha is blue with the UK flag.",
      "It is blue with the UK flag."
    ),
    (
      "The flag of the United Kingdom — the Union Jack — has a blue field.",
      "The Union Jack has a blue field."
    ),
    (
      "The flag of French Guiana divides diagonally with green in the upper fly.",
      "It divides diagonally with green in the upper fly."
    ),
    ("Nine horizontal stripes of blue and white.", "Nine horizontal stripes of blue and white."),
    ("The flag of", "The flag of"),
  ])
  func theDetail_isTheDescription_withoutTheFlagOfItsCountryAgain(
    description: String, expected: String
  ) {
    #expect(ReplyWording.detail(for: flagAnswer("Brazil", description)) == expected)
  }

  @Test func theDetail_isShortened_toSixHundredCharacters() {
    let detail = ReplyWording.detail(
      for: flagAnswer("Examplia", String(repeating: "Red and white. ", count: 100)))

    #expect(detail?.count == 601)
    #expect(detail?.hasSuffix("…") == true)
  }

  @Test func noDetail_withoutADescription_orForAnotherAnswer() {
    let plain = makeCountry(code: "XA", name: "Examplia")

    #expect(ReplyWording.detail(for: .flag(CountryMatch(country: plain))) == nil)
    #expect(ReplyWording.detail(for: flagAnswer("Examplia", " \n ")) == nil)
    #expect(ReplyWording.detail(for: .capital(CountryMatch(country: plain))) == nil)
    #expect(Reply(question: "q", answer: .unrecognized, source: nil).detail == nil)
  }

  @Test func theReply_carriesTheDetail() {
    let reply = Reply(
      question: "flag of brazil", answer: flagAnswer("Brazil", "The flag of Brazil is green."),
      source: nil)

    #expect(reply.text == "The flag of Brazil is 🇽🇦")
    #expect(reply.detail == "It is green.")
  }

  @Test func everyDescriptionInTheData_becomesADetailThatDoesNotRepeatTheFlagOf() throws {
    let data = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV31)
    let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let described = records.compactMap { record -> (String, String)? in
      guard let name = (record["name"] as? [String: Any])?["common"] as? String,
        let alt = (record["flags"] as? [String: Any])?["alt"] as? String
      else { return nil }
      return (name, alt)
    }

    #expect(described.count > 200)
    for (name, description) in described {
      let detail = try #require(ReplyWording.detail(for: flagAnswer(name, description)))
      #expect(!detail.hasPrefix("The flag of"), "\(name): \(detail.prefix(60))")
      #expect(detail.first?.isUppercase == true, "\(name): \(detail.prefix(60))")
    }
  }

  // MARK: - Helpers

  private func flagAnswer(_ name: String, _ description: String) -> Answer {
    let country = Country(
      code: "XA", name: name, officialName: name, capitals: [],
      flag: Flag(emoji: "🇽🇦", description: description))
    return .flag(CountryMatch(country: country))
  }
}
