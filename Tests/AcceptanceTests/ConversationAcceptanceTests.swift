import Foundation
import QuizTestSupport
import Testing

/// The built `quiz`, piped a conversation: follow-ups and reverse questions, as a person types.
@Suite("quiz in conversation", .onThreadsOfItsOwn)
struct ConversationAcceptanceTests {
  @Test func followUpsAndReverseQuestions_eachGetTheRightAnswer() throws {
    let result = try QuizProcess.run(
      [],
      lines: [
        "What is the capital of France?", "and Spain?", "what about its flag?",
        "Which country has Lima as its capital?", "🇯🇵", "what's their capital?",
      ])

    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 7)
    #expect(lines.first == "The capital of France is Paris.")
    #expect(lines.dropFirst().first == "The capital of Spain is Madrid.")
    #expect(lines.dropFirst(2).first == "The flag of Spain is 🇪🇸")
    // A flag answer goes on with the data's description of the flag, on a line of its own.
    #expect(
      lines.dropFirst(3).first?.hasPrefix("  It is composed of three horizontal bands") == true)
    #expect(
      Array(lines.dropFirst(4)) == [
        "Lima is the capital of Peru.",
        "🇯🇵 is the flag of Japan.",
        "The capital of Japan is Tokyo.",
      ])
    #expect(result.status == 0)
  }

  @Test func json_namesTheNewIntents_andHowEachTurnUsedTheContext() throws {
    let result = try QuizProcess.run(
      ["--json"], lines: ["whose capital is Ulan Bator", "and its code?", "what country is DE?"])

    let objects = try result.output.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      objects.map { $0["intent"] as? String } == [
        "country_by_capital", "iso_code", "country_by_code",
      ])
    #expect(objects.map { $0["context"] as? String } == [nil, "previous_country", nil])
    try #require(objects.count == 3)
    #expect(objects[0]["context"] is NSNull)
    #expect(objects[1]["answer"] as? String == "The ISO alpha-2 code for Mongolia is MN.")
  }

  @Test func ask_isOneQuestion_withNoContext() throws {
    let result = try QuizProcess.run(["ask", "and Spain?"], lines: [])

    #expect(result.output.contains("please ask the full question"))
    #expect(result.status == 0)
  }
}
