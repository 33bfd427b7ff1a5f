import QuizEngine

@testable import QuizTUI

typealias Entry = ChatScreenModel.Entry

func question(_ id: Int, _ text: String) -> Entry {
  Entry(id: id, kind: .question, text: text, details: [])
}

func answer(_ id: Int, _ text: String, details: [String] = []) -> Entry {
  Entry(id: id, kind: .answer, text: text, details: details)
}

/// A conversation with the cases that break layouts: a flag, CJK, a combining accent and
/// right-to-left text.
let sampleEntries: [Entry] = [
  question(0, "What is the capital of Belgium?"),
  answer(1, "The capital of Belgium is Brussels."),
  question(2, "flag of brazil"),
  answer(3, "The flag of Brazil is 🇧🇷", details: ["It has a green field with a yellow rhombus."]),
  question(4, "capital of 中国"),
  answer(5, "The capital of China is Beijing (北京)."),
  question(6, "capital of Cote d'Ivoire"),
  answer(7, "The capital of Ivory Coast is Yamoussoukro. Côte d\u{301}"),
  question(8, "capital of ישראל"),
  answer(9, "The capital of Israel is Jerusalem (ירושלים)."),
]

func numberedEntries(_ count: Int) -> [Entry] {
  (0..<count).flatMap { number in
    [question(number * 2, "question \(number)"), answer(number * 2 + 1, "answer \(number)")]
  }
}

extension Frame {
  /// Rows without trailing spaces, for readable expectations.
  var trimmedLines: [String] {
    lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Every row is exactly as wide as the screen, counted the way the terminal counts.
  var everyRowFits: Bool {
    rows.allSatisfy { row in
      row.count == size.columns
        && row.filter { !$0.isContinuation }.reduce(0) {
          $0 + max(1, DisplayWidth.of(Character($1.text.isEmpty ? " " : $1.text)))
        } == size.columns
    }
  }
}
