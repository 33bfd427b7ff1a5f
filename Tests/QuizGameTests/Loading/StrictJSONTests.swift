import Testing

@testable import QuizGame

@Suite("StrictJSON")
struct StrictJSONTests {
  @Test(arguments: [
    #"{"question": "Q", "answer": ["A", "B"]}"#,
    "[]", "{}", "[[], {}]", "0", "-0.5e+10", "1E3", #""\u00e9\n\"""#, "true", "null",
    " \n\t\r[1]\n", #"{"a": [1, {"b": false}], "c": "é ☃ 🇫🇷"}"#,
  ])
  func check_acceptsJSON(_ text: String) {
    #expect(throws: Never.self) { try StrictJSON.check(Array(text.utf8)[...]) }
  }

  @Test(arguments: [
    (#"["a","b",]"#, "line 1, column 9: a comma before ]"),
    (
      "{\n  \"question\": \"Q\",\n  \"answer\": [\"A\", \"B\",]\n}",
      "line 3, column 22: a comma before ]"
    ),
    (#"{"a": 1,}"#, "line 1, column 8: a comma before }"),
    ("[1, // the first\n2]", "line 1, column 5: a comment, which JSON does not allow"),
    ("/* pack */ {}", "line 1, column 1: a comment, which JSON does not allow"),
    ("['a']", "line 1, column 2: a single quote: JSON strings take double quotes"),
    (#"{question: "Q"}"#, #"line 1, column 2: "question" where a name in double quotes should be"#),
    (#"{"a" 1}"#, #"line 1, column 6: "1" where a colon should be"#),
    (#"["a" "b"]"#, "line 1, column 6: a string where a comma or ] should be"),
    ("[1,,2]", "line 1, column 4: a comma where a value should be"),
    ("", "line 1, column 1: an empty document"),
    ("<html>Not found</html>", #"line 1, column 1: "<" where a value should be"#),
    (#"{"a": [1"#, "line 1, column 9: the end, where a comma or ] should be"),
    (#"{"a": 1"#, "line 1, column 8: the end, where a comma or } should be"),
    (#"["abc"#, "line 1, column 2: a string that is never closed"),
    ("[\"a\nb\"]", "line 1, column 4: a line break inside a string"),
    ("[\"a\u{7}\"]", "line 1, column 4: a control character inside a string"),
    (#"["\x"]"#, "line 1, column 3: a backslash before a character JSON does not escape"),
    (#"["\u12"]"#, #"line 1, column 3: a \u escape without four hexadecimal digits"#),
    ("[01]", "line 1, column 2: a number that starts with 0"),
    ("[1.]", "line 1, column 2: a number with no digit after its point"),
    ("[1e]", "line 1, column 2: a number with no digit in its exponent"),
    ("[-]", "line 1, column 2: a minus sign without a number after it"),
    ("[+1]", #"line 1, column 2: "+" where a value should be"#),
    ("[NaN]", #"line 1, column 2: "NaN" where a value should be"#),
    ("[tru]", #"line 1, column 2: "tru" where a value should be"#),
    ("[1] [2]", "line 1, column 5: more after the end of the JSON"),
    ("[\"é\", x]", #"line 1, column 7: "x" where a value should be"#),
    ("[\u{1B}[31m]", "line 1, column 2: a control character where a value should be"),
  ])
  func check_saysWhereAndWhatIsNotJSON(_ text: String, _ expected: String) {
    #expect(throws: (any Error).self) { try StrictJSON.check(Array(text.utf8)[...]) }
    do {
      try StrictJSON.check(Array(text.utf8)[...])
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func check_refusesBytesThatAreNotUTF8_sayingWhere() {
    let bytes = Array(#"["ok", ""#.utf8) + [0xFF, 0xFE] + Array(#""]"#.utf8)

    #expect(throws: StrictJSON.SyntaxError(line: 1, column: 9, problem: "bytes that are not UTF-8"))
    {
      try StrictJSON.check(bytes[...])
    }
  }

  @Test func check_refusesNestingDeeperThanAnyQuiz_withoutExhaustingTheStack() {
    let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)

    #expect(throws: (any Error).self) { try StrictJSON.check(deep[...]) }
    let hundred = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: Never.self) { try StrictJSON.check(Array(hundred.utf8)[...]) }
  }

  @Test func withoutByteOrderMark_dropsALeadingMarkOnly() {
    #expect(StrictJSON.withoutByteOrderMark([0xEF, 0xBB, 0xBF, 0x5B, 0x5D]) == [0x5B, 0x5D])
    #expect(StrictJSON.withoutByteOrderMark([0x5B, 0x5D]) == [0x5B, 0x5D])
  }
}
