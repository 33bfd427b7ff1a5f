import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@testable import QuizInterpreting

/// A reply quotes back only what could be a place's name: a phrase of everyday words, typed in
/// lower case, is none.
@Suite("Everyday words are no place's name")
struct EverydayWordsTests {
  @Test func theCompiledFilterHoldsEveryWordOfTheList() throws {
    let list = try String(
      contentsOf: RepositoryFiles.root.appendingPathComponent("Assets/SCOWL/everyday-words.txt"),
      encoding: .utf8)
    let words = list.split(separator: "\n")
    #expect(words.count > 40_000)
    let missing = words.filter { !EverydayWords.filter.contains(Array($0.utf8)) }
    #expect(missing.isEmpty, "regenerate with swift run make-everyday-words: \(missing.prefix(5))")
  }

  @Test func wordsLeftOutAreRarelyFound() {
    // Made-up words, from a fixed generator: the filter's size promises about 1 in 500.
    var generator = SplitMix(seed: 2026)
    let letters = Array("bcdfghjklmnpqrstvwxz".utf8)
    var found = 0
    for _ in 0..<20_000 {
      let word = (0..<9).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }
      if EverydayWords.filter.contains(word) { found += 1 }
    }
    #expect(found < 100, "\(found) of 20,000 made-up words found")
  }

  @Test func base64RoundTrips() {
    for count in 0..<7 {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 97 + 13) }
      let encoded = Base64.encode(bytes)
      #expect(Array(encoded.utf8).withUnsafeBufferPointer(Base64.decode) == bytes)
    }
    #expect(Base64.encode(Array("Man".utf8)) == "TWFu")
    #expect(Base64.encode(Array("Ma".utf8)) == "TWE=")
  }

  @Test(
    "a phrase of everyday words in lower case is everyday; a name, a capital or a code is not",
    arguments: [
      ("font renders", true), ("the moon", true), ("hungry kids", true), ("keyboard", true),
      ("wakanda", false), ("Moon", false), ("capital city fc", false), ("narnia", false),
      ("", false), ("côte", false),
    ])
  func everyday(text: String, expected: Bool) {
    #expect(EverydayWords.areAll(in: text) == expected)
  }

  @Test(
    "a question about everyday words is not answered as a place not found",
    arguments: [
      "what font renders flag emojis on windows", "whats the capital of the moon lol",
      "the flag emoji keyboard isn't working on my android, any fix?",
      "what country is the capital can bearer in",
      "capitals game tonight? who are they playing",
    ])
  func notQuoted(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .unrecognized, "\(text) gave \(answer)")
  }

  @Test(
    "a name told before the cue points back to it is quoted, not the words the cue meets",
    arguments: [
      ("doing a bit about Ruritania for the next episode, what's its capital", "Ruritania"),
      ("customer says he's from Molvania, what's the capital of that", "Molvania"),
    ])
  func toldBefore(text: String, name: String) throws {
    guard case .countryNotFound(_, let typed, _) = try answer(text) else {
      Issue.record("\(text) was not a place not found")
      return
    }
    #expect(typed == name)
  }

  @Test("a made-up place's name is still quoted back", arguments: ["wakanda", "Genovia"])
  func madeUpStillQuoted(name: String) throws {
    guard case .countryNotFound(_, let typed, _) = try answer("capital of \(name)") else {
      Issue.record("capital of \(name) was not a place not found")
      return
    }
    #expect(typed == name)
  }
}
