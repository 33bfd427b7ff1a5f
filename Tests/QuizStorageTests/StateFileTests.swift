import Foundation
import QuizStorage
import Testing

@Suite("StateFile")
struct StateFileTests {
  @Test func replace_writesTheFileWhole_ownerOnly_inAFolderItMakes() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appending(path: "state/quiz/history")

    let replaced = StateFile.replace(url, with: Data("one\ntwo\n".utf8), sync: true)

    #expect(replaced)
    #expect(StateFile.read(url, maximumSize: 1024) == Data("one\ntwo\n".utf8))
    #expect(try permissions(url) == 0o600)
    #expect(try permissions(url.deletingLastPathComponent()) == 0o700)
    #expect(try names(in: url.deletingLastPathComponent()) == ["history"])
  }

  @Test func replace_leavesAFolderThatExists_asItIs() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)

    #expect(StateFile.replace(folder.appending(path: "scores.json"), with: Data(), sync: false))

    #expect(try permissions(folder) == 0o755)
  }

  @Test func replace_fails_withoutLeavingATemporaryFile_whenTheTargetIsAFolder() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appending(path: "scores.json")
    try FileManager.default.createDirectory(
      at: target.appending(path: "inside"), withIntermediateDirectories: true)

    let replaced = StateFile.replace(target, with: Data("{}".utf8), sync: false)

    #expect(!replaced)
    #expect(try names(in: folder) == ["scores.json"])
  }

  @Test func read_isNil_forAMissingFile_aFolder_orAFileOverTheLimit() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let big = folder.appending(path: "big")
    try Data(repeating: 0x41, count: 11).write(to: big)

    #expect(StateFile.read(folder.appending(path: "missing"), maximumSize: 10) == nil)
    #expect(StateFile.read(folder, maximumSize: 10) == nil)
    #expect(StateFile.read(big, maximumSize: 10) == nil)
    #expect(StateFile.read(big, maximumSize: 11)?.count == 11)
  }

  @Test func keepAside_movesTheFileToDotCorrupt_replacingAnOlderOne() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appending(path: "scores.json")
    try Data("old damage".utf8).write(to: folder.appending(path: "scores.json.corrupt"))
    try Data("new damage".utf8).write(to: url)

    let moved = StateFile.keepAside(url)

    #expect(moved)
    #expect(try names(in: folder) == ["scores.json.corrupt"])
    #expect(
      try Data(contentsOf: folder.appending(path: "scores.json.corrupt"))
        == Data("new damage".utf8))
    #expect(!StateFile.keepAside(url))
  }

  @Test func withExclusiveLock_letsManyWritersChangeOneFile_withoutLosingAChange() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appending(path: "quiz/counter")
    let writers = 24

    // Each writer reads, waits a little (as a slow disk would), then writes what it read plus
    // one: without the lock, writers read the same count and all but one change is lost.
    DispatchQueue.concurrentPerform(iterations: writers) { _ in
      StateFile.withExclusiveLock(on: url) {
        let count =
          StateFile.read(url, maximumSize: 64).flatMap { Int(String(decoding: $0, as: UTF8.self)) }
          ?? 0
        usleep(2_000)
        _ = StateFile.replace(url, with: Data("\(count + 1)".utf8), sync: false)
      }
    }

    #expect(StateFile.read(url, maximumSize: 64) == Data("\(writers)".utf8))
    #expect(try permissions(folder.appending(path: "quiz/.counter.lock")) == 0o600)
    #expect(try names(in: folder.appending(path: "quiz")) == [".counter.lock", "counter"])
  }

  @Test func withExclusiveLock_stillRuns_whenNoLockFileCanBeMade() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appending(path: "file")
    try Data("x".utf8).write(to: blocker)

    let result = StateFile.withExclusiveLock(on: blocker.appending(path: "quiz/scores.json")) {
      42
    }

    #expect(result == 42)
  }

  // MARK: - Helpers

  private func permissions(_ url: URL) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?
      .intValue
  }

  private func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}
