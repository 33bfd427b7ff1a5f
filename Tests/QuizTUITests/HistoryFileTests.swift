import Foundation
import Testing

@testable import QuizTUI

@Suite("HistoryFile")
struct HistoryFileTests {
  @Test func resolves_XDGStateHome_thenHome() {
    let xdg = HistoryFile.resolve(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
    let home = HistoryFile.resolve(environment: ["HOME": "/h"])
    let relative = HistoryFile.resolve(environment: ["XDG_STATE_HOME": "s", "HOME": "/h"])

    #expect(xdg?.url.path == "/s/quiz/history")
    #expect(home?.url.path == "/h/.local/state/quiz/history")
    #expect(relative?.url.path == "/h/.local/state/quiz/history")
    #expect(HistoryFile.resolve(environment: [:]) == nil)
  }

  @Test func savesAndLoads_entriesInOrder_inAFileOnlyItsOwnerCanRead() throws {
    let directory = try TemporaryDirectory()
    let sut = HistoryFile(url: directory.url.appending(path: "state/quiz/history"))

    #expect(sut.save(["capital of Peru", "flag of Japan"]))

    #expect(sut.load() == ["capital of Peru", "flag of Japan"])
    let attributes = try FileManager.default.attributesOfItem(atPath: sut.url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func keepsOnlyTheNewest1000() throws {
    let directory = try TemporaryDirectory()
    let sut = HistoryFile(url: directory.url.appending(path: "history"))

    sut.save((1...1_500).map { "question \($0)" })

    let loaded = sut.load()
    #expect(loaded.count == 1_000)
    #expect(loaded.first == "question 501")
    #expect(loaded.last == "question 1500")
  }

  @Test func anEntryWithControlCharacters_neverBecomesTwo() throws {
    let directory = try TemporaryDirectory()
    let sut = HistoryFile(url: directory.url.appending(path: "history"))

    sut.save(["one\ntwo\u{1B}[2J", "   "])

    #expect(sut.load() == ["onetwo[2J"])
  }

  @Test(
    arguments: [
      Data([0xFF, 0xFE, 0x00, 0x41]), Data("ok\0bad\n".utf8), Data(count: 2 << 20),
    ])
  func aCorruptFile_isIgnored(_ contents: Data) throws {
    let directory = try TemporaryDirectory()
    let sut = HistoryFile(url: directory.url.appending(path: "history"))
    try contents.write(to: sut.url)

    #expect(sut.load() == [])
  }

  @Test func aMissingOrUnreadableFile_isIgnored() throws {
    let directory = try TemporaryDirectory()
    let missing = HistoryFile(url: directory.url.appending(path: "none/history"))
    let folder = HistoryFile(url: directory.url)

    #expect(missing.load() == [])
    #expect(folder.load() == [])
  }
}

/// A fresh directory, removed when the test's last reference goes.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "quiz-tui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
