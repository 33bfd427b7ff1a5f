import Foundation
import QuizCLI
import Testing

@MainActor
@Suite("quiz ask")
struct AskCommandTests {
  @Test func answersOneQuestion() async {
    let result = await runCLI(["ask", "What is the capital of Belgium?"])

    #expect(result.output == "The capital of Belgium is Brussels.\n")
    #expect(result.status == 0)
  }

  @Test func joinsUnquotedWords() async {
    let result = await runCLI(["ask", "Show", "me", "the", "flag", "of", "Brazil"])

    #expect(
      result.output
        == "The flag of Brazil is 🇧🇷\n  It has a green field with a large yellow rhombus.\n")
  }

  @Test func json_printsOneLine() async {
    let result = await runCLI(["ask", "--json", "Which countries start with CH?"])

    #expect(
      result.output.hasPrefix(
        #"{"question":"Which countries start with CH?","intent":"countries_by_prefix""#))
    #expect(result.output.filter { $0 == "\n" }.count == 1)
  }

  @Test func onATerminal_showsTheFlagImageURLToo() async {
    let result = await runCLI(["ask", "Show me the flag of Brazil"], interactive: true)

    #expect(
      result.output == """
        The flag of Brazil is 🇧🇷
          It has a green field with a large yellow rhombus.
        Flag image: https://flagcdn.com/w320/br.png

        """)
  }

  @Test func json_answerIsTheSpecSentence_andTheDescriptionStaysInTheFlag() async {
    let result = await runCLI(["ask", "--json", "Show me the flag of Brazil"])

    #expect(result.output.contains(#""answer":"The flag of Brazil is 🇧🇷","#))
    #expect(
      result.output.contains(
        #""description":"The flag of Brazil has a green field with a large yellow rhombus.""#))
  }

  @Test func severalGroups_eachHaveALineOfTheirOwn() async {
    let result = await runCLI(["ask", "countries starting with B, CH or X"])

    #expect(
      result.output
        == "B: Belgium, Brazil\nCH: Chad, Chile, China, Christmas Island\nX: no countries found\n")
  }

  @Test func json_severalGroups_keepsTheFirstAsPrefix_andListsEachGroup() async throws {
    let result = await runCLI(["ask", "--json", "countries starting with B, CH or X"])

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["intent"] as? String == "countries_by_prefix")
    #expect(object["outcome"] as? String == "answered")
    #expect(object["prefix"] as? String == "B")
    #expect(object["prefixes"] as? [String] == ["B", "CH", "X"])
    let groups = try #require(object["groups"] as? [[String: Any]])
    #expect(groups.map { $0["prefix"] as? String } == ["B", "CH", "X"])
    let names = groups.map { group in
      (group["countries"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
    }
    #expect(names == [["Belgium", "Brazil"], chCountries.map(\.name), []])
  }

  @Test func json_severalCountries_keepsTheFirstAsCountry_andListsEachWithItsFact() async throws {
    let result = await runCLI(["ask", "--json", "capitals of Greece and Belgium"])

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["intent"] as? String == "capital")
    #expect(object["outcome"] as? String == "answered")
    #expect((object["country"] as? [String: Any])?["code"] as? String == "GR")
    let countries = try #require(object["countries"] as? [[String: Any]])
    #expect(countries.map { $0["code"] as? String } == ["GR", "BE"])
    #expect(countries.map { $0["capitals"] as? [String] } == [["Athens"], ["Brussels"]])
    #expect(
      object["answer"] as? String
        == "The capital of Greece is Athens.\nThe capital of Belgium is Brussels.")
  }

  @Test func unavailable_exitsWithTheDocumentedStatus() async {
    let result = await runCLI(["ask", specQuestions[0]], loads: [.failure(.invalidData)])

    #expect(
      result.output == "The country data service sent invalid data, so I can't answer that.\n")
    #expect(result.status == ExitStatus.dataUnavailable)
  }

  @Test func withoutAQuestion_isAUsageError() async {
    let result = await runCLI(["ask", "  "])

    #expect(result.status == 64)
    #expect(result.errorOutput.contains("Please give a question"))
    #expect(result.output.isEmpty)
  }

  @Test func unknownOption_isAUsageError() async {
    let result = await runCLI(["--frobnicate"])

    #expect(result.status == 64)
    #expect(result.errorOutput.contains("Unknown option '--frobnicate'"))
  }

  @Test func help_printsUsageAndTheExitStatuses() async {
    let result = await runCLI(["--help"])

    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: quiz"))
    #expect(result.output.contains("Exit status"))
    #expect(result.output.contains("69"))
  }

  @Test func help_wrapsItsProse_withoutGapsInsideSentences() async {
    let result = await runCLI(["--help"])
    let overview = result.output.components(separatedBy: "USAGE:")[0]

    let gaps = overview.split(separator: "\n").filter { line in
      line.trimmingCharacters(in: .whitespaces).contains("  ")
    }
    #expect(gaps.isEmpty, "help text has runs of spaces: \(gaps)")
  }
}
