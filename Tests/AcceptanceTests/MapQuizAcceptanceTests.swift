import Foundation
import QuizTestSupport
import Testing

/// "Where is it?" end to end: `quiz play map …` piped, in `--json`, listed, recorded, and full
/// screen in tmux at 80×24 and 200×50. Piped games use an area of one country (the countries
/// starting with Q: Qatar), as the order is shuffled.
@Suite("map quiz end to end", .serialized, .timeLimit(.minutes(2)), .onThreadsOfItsOwn)
struct MapQuizAcceptanceTests {
  @Test func piped_drawsTheMap_thenAnswersEachName() throws {
    let result = try QuizProcess.run(
      ["play", "map", "starting", "with", "q"], lines: ["Qwerty", "Bahrain", "Qatar"])

    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "Name the countries starting with Q on the map: 1 country, one at a time.")
    #expect(lines.filter { $0.unicodeScalars.contains { isBraille($0) } }.count >= 20)
    let asked = try #require(lines.firstIndex(of: "Which country is this? (1 of 1)"))
    #expect(
      lines[(asked + 1)...].map(withSecondsBlurred) == [
        "Qwerty is not a country.",
        "Bahrain is northwest of the country shown. 2 tries left.",
        "Right: Qatar, at try 2.",
        "All 1 asked in 0:0•: 0 right first time, 1 after tries, 0 shown.",
      ])
    #expect(result.status == 0)
  }

  @Test func piped_showAndTheEndOfInput() throws {
    let result = try QuizProcess.run(["play", "map", "starting", "with", "q"], lines: ["show"])

    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.suffix(3).map(withSecondsBlurred) == [
        "It was Qatar.", "All 1 asked in 0:0•: 0 right first time, 0 after tries, 1 shown.",
        "Shown: Qatar",
      ])
  }

  @Test func json_carriesEachQuestion_eachGuess_andTheEnd() throws {
    let result = try QuizProcess.run(
      ["play", "map", "starting", "with", "q", "--json"], lines: ["Qwerty", "Bahrain", "Qatar"])

    let objects = try result.output.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    try #require(objects.count == 5, "\(result.output)")
    #expect(objects[0]["question"] as? String == "Which country is this?")
    #expect(objects[0]["number"] as? Int == 1)
    #expect(objects[0]["total"] as? Int == 1)
    #expect((objects[0]["map"] as? [String])?.count ?? 0 >= 20)
    #expect(objects[0]["code"] == nil)
    #expect(objects[1]["result"] as? String == "not_a_country")
    #expect(objects[2]["result"] as? String == "wrong")
    #expect(
      objects[2]["message"] as? String == "Bahrain is northwest of the country shown. 2 tries left."
    )
    #expect(objects[2]["answer"] is NSNull)
    #expect(objects[3]["result"] as? String == "right")
    #expect(objects[3]["code"] as? String == "QA")
    #expect(objects[4]["finished"] as? String == "complete")
    #expect(objects[4]["right_after_tries"] as? Int == 1)
    #expect(objects[4]["shown"] as? Int == 0)
  }

  @Test func theList_offersTheMapQuiz_untimed() throws {
    let result = try QuizProcess.run(["play"])

    #expect(
      result.output.contains("  map of europe") && result.output.contains("on the map, untimed"))
  }

  @Test func aRound_isRecorded_andPractisedAsTheMapQuiz() throws {
    let state = FileManager.default.temporaryDirectory.appending(
      path: "quiz-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["XDG_STATE_HOME": state.path]

    _ = try QuizProcess.run(
      ["play", "map", "starting", "with", "q"], lines: ["show"], environment: environment)
    let practice = try QuizProcess.run(
      ["play", "--practice", "--plain"], lines: ["Qatar"], environment: environment)
    let stats = try QuizProcess.run(["stats"], environment: environment)

    #expect(practice.output.contains("Which country is this? (1 of 1)"))
    #expect(practice.output.contains("Right: Qatar."))
    #expect(stats.output.contains("on the map"))
  }

  @Test(arguments: [(80, 24), (200, 50)])
  func fullScreen_threeRight_oneWrong_theRestShown_toTheEnd(width: Int, height: Int) throws {
    let quiz = try #require(QuizProcess.executableURL)
    let session = try TmuxSession.game(
      quiz, ["play", "map", "of", "central", "america"], width: width, height: height,
      started: true)
    defer { session.kill() }
    #expect(try session.rows()[0].hasSuffix("1 of 7"))
    #expect(try session.screen().unicodeScalars.filter(isBraille).count > 100)
    var left = [
      "Belize", "Costa Rica", "El Salvador", "Guatemala", "Honduras", "Nicaragua", "Panama",
    ]

    var named: [String] = []
    for number in 1...3 {
      let name = try nameTheCountryShown(session, candidates: left)
      named.append(name)
      left.removeAll { $0 == name }
      try session.waitUntil("question \(number + 1)") {
        $0.components(separatedBy: "\n")[0].hasSuffix("\(number + 1) of 7")
      }
    }
    try session.type(named[0])
    try session.waitFor("› \(named[0])")
    try session.press("Enter")
    let wrong = try session.waitFor("of the country shown. 2 tries left.")
    try session.press("Tab")
    try session.waitFor("It was ")
    for _ in 0..<3 {
      try session.press("Tab")
      Thread.sleep(forTimeInterval: 0.1)
    }

    let end = try session.waitFor("All 7 asked in ")
    #expect(wrong.contains("\(named[0]) is "))
    #expect(end.contains("3 right first time, 0 after tries, 4 shown."))
    #expect(try session.statusBar().contains("Enter play again"))
    try session.press("Escape")
    #expect(try session.waitForExit() == 0)
  }

  /// Types each candidate until one is named at once; Esc clears the others, which cost nothing.
  private func nameTheCountryShown(_ session: TmuxSession, candidates: [String]) throws -> String {
    for name in candidates {
      try session.type(name)
      let screen = try session.waitUntil("\(name) named or left typed") {
        $0.contains("Right: \(name).") || $0.contains("› \(name)")
      }
      if screen.contains("Right: \(name).") { return name }
      try session.press("Escape")
      try session.waitUntil("the line cleared") {
        $0.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "›" }
      }
    }
    throw NoCountryNamed()
  }

  private struct NoCountryNamed: Error {}
}

private func isBraille(_ scalar: Unicode.Scalar) -> Bool {
  (0x2801...0x28FF).contains(scalar.value)
}

/// A line with the units of its seconds hidden ("in 0:0•"): on a loaded machine a game that
/// takes no time can take a second.
private func withSecondsBlurred(_ line: String) -> String {
  line.replacingOccurrences(of: #"in 0:0\d"#, with: "in 0:0•", options: .regularExpression)
}
