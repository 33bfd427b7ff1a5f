import Foundation
import QuizStorage
import Testing

@Suite("JSONStateStore")
struct JSONStateStoreTests {
  @Test func load_isNil_forAMissingFile_andTheFirstUpdateWritesItOwnerOnly() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sut = makeSUT(folder.appending(path: "state/quiz/counter.json"))

    let (before, seen) = try loadThenCountOne(sut)

    #expect(before == nil)
    #expect(seen == .some(nil))
    #expect(sut.load() == Counter(count: 1))
    #expect(try permissions(sut.url) == 0o600)
    #expect(
      try names(in: sut.url.deletingLastPathComponent()) == [".counter.json.lock", "counter.json"])
  }

  @Test func update_seesTheDocumentWritten_andWritesJSONWithSortedKeys() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sut = makeSUT(folder.appending(path: "counter.json"))
    try sut.update { _ in Counter(count: 1) }

    try sut.update { current in Counter(count: (current?.count ?? 0) + 41) }

    #expect(sut.load() == Counter(count: 42))
    #expect(try String(contentsOf: sut.url, encoding: .utf8) == #"{"count":42,"version":1}"#)
  }

  @Test(arguments: [
    "", "not json", "{", "[]", #"{"version": 2, "count": 1}"#, #"{"version": 1, "count": "one"}"#,
  ])
  func aFileThatIsNotADocument_loadsAsNil_andIsKeptAsideByTheNextUpdate(content: String) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sut = makeSUT(folder.appending(path: "counter.json"))
    try Data(content.utf8).write(to: sut.url)

    let (before, seen) = try loadThenCountOne(sut)

    #expect(before == nil)
    #expect(seen == .some(nil))
    #expect(sut.load() == Counter(count: 1))
    #expect(try Data(contentsOf: corrupt(sut.url)) == Data(content.utf8))
  }

  @Test func anOversizedFile_isNotRead_andIsKeptAsideWhole_notOverwritten() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sut = makeSUT(folder.appending(path: "counter.json"), maximumSize: 64)
    let big = Data((#"{"version": 1, "count": 7}"# + String(repeating: " ", count: 100)).utf8)
    try big.write(to: sut.url)

    let before = sut.load()
    try sut.update { current in Counter(count: (current?.count ?? 0) + 1) }

    #expect(before == nil)
    #expect(sut.load() == Counter(count: 1))
    #expect(try Data(contentsOf: corrupt(sut.url)) == big)
  }

  @Test func aValidFile_isNeverKeptAside() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sut = makeSUT(folder.appending(path: "counter.json"))

    try sut.update { _ in Counter(count: 1) }
    try sut.update { _ in Counter(count: 2) }

    #expect(try names(in: folder) == [".counter.json.lock", "counter.json"])
  }

  @Test func update_returningNil_leavesTheFileAsItIs_evenADamagedOne() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sut = makeSUT(folder.appending(path: "counter.json"))
    try Data("damaged".utf8).write(to: sut.url)

    try sut.update { _ in nil }

    #expect(try Data(contentsOf: sut.url) == Data("damaged".utf8))
    #expect(try names(in: folder) == [".counter.json.lock", "counter.json"])
  }

  @Test func twoWritersAtOnce_underTheLock_neitherLosesTheOthersChange() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appending(path: "quiz/counter.json")
    let writers = 24

    // A store each, as separate processes have: only the file lock orders them. Each waits
    // between its read and its write, as a slow disk would.
    DispatchQueue.concurrentPerform(iterations: writers) { _ in
      try? makeSUT(url).update { current in
        usleep(1_000)
        return Counter(count: (current?.count ?? 0) + 1)
      }
    }

    #expect(makeSUT(url).load() == Counter(count: writers))
  }

  @Test func update_throwsCannotWrite_whenTheFolderCannotBeMade() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appending(path: "file")
    try Data("x".utf8).write(to: blocker)
    let sut = makeSUT(blocker.appending(path: "quiz/counter.json"))

    #expect(throws: JSONStateStoreError.cannotWrite) {
      try sut.update { _ in Counter(count: 1) }
    }
  }

  @Test func aFolderInTheFilesPlace_isLeftAlone() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sut = makeSUT(folder.appending(path: "counter.json"))
    try FileManager.default.createDirectory(
      at: sut.url.appending(path: "inside"), withIntermediateDirectories: true)

    #expect(throws: JSONStateStoreError.cannotWrite) {
      try sut.update { _ in Counter(count: 1) }
    }

    #expect(sut.load() == nil)
    #expect(try names(in: sut.url) == ["inside"])
    #expect(!FileManager.default.fileExists(atPath: corrupt(sut.url).path))
  }

  // MARK: - Helpers

  /// A document that knows its version, as the stores' documents do.
  struct Counter: Codable, Equatable {
    static let version = 1
    let count: Int

    init(count: Int) { self.count = count }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      _ = try container.version(forKey: .version, readable: Self.version...Self.version)
      count = try container.decode(Int.self, forKey: .count)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(Self.version, forKey: .version)
      try container.encode(count, forKey: .count)
    }

    private enum CodingKeys: String, CodingKey { case version, count }
  }

  /// What `sut` loads, then what an update sees before it writes a count of one.
  private func loadThenCountOne(_ sut: JSONStateStore<Counter>) throws -> (
    before: Counter?, seen: Counter??
  ) {
    let before = sut.load()
    var seen: Counter?? = .none
    try sut.update { current in
      seen = current
      return Counter(count: 1)
    }
    return (before, seen)
  }

  private func corrupt(_ url: URL) -> URL { url.appendingPathExtension("corrupt") }

  private func permissions(_ url: URL) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?
      .intValue
  }

  private func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}

private func makeSUT(_ url: URL, maximumSize: Int = 1 << 20) -> JSONStateStore<
  JSONStateStoreTests.Counter
> {
  JSONStateStore(url: url, maximumSize: maximumSize)
}
