import Foundation
import QuizTestSupport
import Testing

/// The `quiz` executable end to end on the bundled data, offline, as the README promises.
@Suite("quiz end to end", .onThreadsOfItsOwn)
struct QuizAcceptanceTests {
  @Test func pipedSpecQuestions_printTheFourExactAnswers() throws {
    let result = try QuizProcess.run(
      [],
      lines: [
        "What is the capital of Belgium?", "Which countries start with CH?",
        "What is the ISO alpha-2 code for Greece?", "What is the flag of Brazil?",
      ])

    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6)
    #expect(
      Array(lines.prefix(4)) == [
        "The capital of Belgium is Brussels.", "Chad, Chile, China, Christmas Island",
        "The ISO alpha-2 code for Greece is GR.", "The flag of Brazil is 🇧🇷",
      ])
    // The data's description of the flag, indented, without "The flag of Brazil" again.
    #expect(
      lines.count > 4
        && lines[4].hasPrefix("  It has a green field with a large yellow rhombus in the center."))
    #expect(result.status == 0)
  }

  @Test func askJSON_understandsATypoInTheQuestionAndTheCountry() throws {
    let result = try QuizProcess.run(["ask", "--json", "whats the capitl of Frnace?"])

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["intent"] as? String == "capital")
    #expect(object["outcome"] as? String == "answered")
    #expect((object["country"] as? [String: Any])?["code"] as? String == "FR")
    #expect(object["answer"] as? String == "The capital of France is Paris.")
    #expect((object["source"] as? [String: Any])?["kind"] as? String == "bundled")
    #expect(result.status == 0)
  }

  @Test func answersFromTheBundledData_forEveryKindOfOutcome() throws {
    let result = try QuizProcess.run(
      [],
      lines: [
        "capital of South Africa", "capital of Antarctica", "countries starting with ZZZ",
        "capital of Atlantis", "what time is it?",
      ])

    let lines = result.output.split(separator: "\n").map(String.init)
    try #require(lines.count >= 5, "\(lines)")
    #expect(lines[0] == "The capitals of South Africa are Pretoria, Bloemfontein and Cape Town.")
    #expect(lines[1] == "Antarctica has no capital.")
    #expect(lines[2] == "No countries found starting with ZZZ.")
    #expect(lines[3].hasPrefix("I couldn't find a country named Atlantis."))
    #expect(lines[4].contains("didn't understand"))
    #expect(result.status == 0)
  }

  @Test func badInput_neverCrashes_andNothingRawIsEchoed() throws {
    var input = Data()
    input.append(contentsOf: Array("\n   \n".utf8))
    input.append(contentsOf: Array((String(repeating: "flag of Chad ", count: 80_000) + "\n").utf8))
    input.append(contentsOf: Array("capital of \u{1B}[31mAtlantis\u{07}\n".utf8))
    input.append(contentsOf: [0xFF, 0xFE, 0x63, 0x61, 0x70, 0x0A])
    input.append(contentsOf: Array("What is the capital of Belgium?\n".utf8))

    let result = try QuizProcess.run([], input: input)

    #expect(result.status == 0)
    #expect(!result.output.contains("\u{1B}"))
    #expect(!result.output.contains("\u{07}"))
    #expect(result.output.hasSuffix("The capital of Belgium is Brussels.\n"))
  }

  @Test func noColour_whenOutputIsNotATerminal() throws {
    let result = try QuizProcess.run(["ask", "flag of Brazil"])

    #expect(result.output.hasPrefix("The flag of Brazil is 🇧🇷\n  It has a green field"))
    #expect(result.output.hasSuffix(".\n"))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test func usageErrors_exitWith64() throws {
    let result = try QuizProcess.run(["--no-such-option"])

    #expect(result.status == 64)
    #expect(result.errorOutput.contains("Unknown option"))
  }
}
