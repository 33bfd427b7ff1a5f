import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizInterpreting

/// Alpha-3 codes typed where a name, or a two-letter code, is asked.
@Suite("Alpha-3 codes")
struct AlphaThreeCodeTests {
  @Test("the table holds every alpha-3 code of the data set the snapshot is made from")
  func tableMatchesTheData() throws {
    struct Record: Decodable {
      let cca2: String
      let cca3: String
    }
    let records = try JSONDecoder().decode(
      [Record].self, from: RepositoryFiles.contents(of: RepositoryFiles.restCountriesV31))
    #expect(records.count == AlphaThreeCodes.table.count)
    for record in records {
      #expect(AlphaThreeCodes.table[record.cca3] == record.cca2, "\(record.cca3)")
    }
  }

  @Test(
    "an alpha-3 code typed as the place names its country",
    arguments: [
      ("code jpn", "The ISO alpha-2 code for Japan is JP."),
      ("flag of DEU", "The flag of Germany is 🇩🇪"),
      ("capital of NLD?", "The capital of the Netherlands is Amsterdam."),
      ("what country has the code ZAF", "ZA is the ISO alpha-2 code for South Africa."),
    ])
  func typedAsThePlace(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test(
    "an alpha-3 code typed in capitals, in a message asking for the two-letter code, is its place",
    arguments: [
      ("visa sticker says nationality 'GHA' — what is that as a two letter code", "GH"),
      ("scoreboard shows 'NZL' — that's New Zealand right? whats the proper iso code", "NZ"),
    ])
  func askedAsATwoLetterCode(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .isoCode)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "a small English word is no code, and a mixed-case one is typed as a name",
    arguments: ["can", "per", "and", "Arm", "gab"])
  func wordsAreNoCodes(typed: String) {
    #expect(AlphaThreeCodes.alpha2(ofTyped: typed) == nil)
  }

  @Test("Bosnia and Herzegovina goes by its abbreviation BiH")
  func bih() throws {
    #expect(
      ReplyWording.text(for: try answer("BiH iso code"))
        == "The ISO alpha-2 code for Bosnia and Herzegovina is BA.")
  }
}
