import CountryData
import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@Suite("FileCountryStore", .onThreadsOfItsOwn)
struct FileCountryStoreTests {
  @Test func save_createsTheDirectory_andLeavesOnlyTheEntryFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileCountryStore(directory: directory.url.appendingPathComponent("nested/quiz"))

    try await sut.save(anyEntry(), for: anyKey())
    try await sut.save(anyEntry(label: "again"), for: anyKey())

    let names = try FileManager.default.contentsOfDirectory(atPath: sut.directory.path)
    #expect(names == [sut.fileURL(for: anyKey()).lastPathComponent])
  }

  @Test func fileURL_isNamedAfterAStableHash_neverTheURL() throws {
    let sut = FileCountryStore(directory: URL(fileURLWithPath: "/cache"))
    let key = CountryStoreKey(
      kind: .restCountriesV3, baseURL: try url("https://countries.example.org/v3.1?token=s3cret"))

    let name = sut.fileURL(for: key).lastPathComponent

    #expect(name.hasPrefix("countries-v3-"))
    #expect(name.hasSuffix(".cache"))
    #expect(!name.contains("example") && !name.contains("s3cret"))
    #expect(name == sut.fileURL(for: key).lastPathComponent)
  }

  @Test func identifier_isStableAcrossRunsAndPlatforms_andDiffersPerKindAndURL() throws {
    let v3 = CountryStoreKey(
      kind: .restCountriesV3, baseURL: try url("https://api.restcountries.com/countries/v5"))
    let otherURL = CountryStoreKey(
      kind: .restCountriesV5, baseURL: try url("https://api.restcountries.com/countries/v5/"))

    #expect(anyKey().identifier == "v5-4a948a3b162c51f9")
    #expect(v3.identifier.hasPrefix("v3-"))
    #expect(
      Set([anyKey().identifier, v3.identifier.dropFirst(3) + "", otherURL.identifier]).count == 3)
  }

  @Test(arguments: CorruptFile.allCases)
  func retrieve_deliversNothing_forADamagedOrForeignFile(_ corruption: CorruptFile) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileCountryStore(directory: directory.url)
    try await sut.save(anyEntry(), for: anyKey())
    let path = sut.fileURL(for: anyKey())
    let valid = try Data(contentsOf: path)
    try corruption.bytes(from: valid).write(to: path)

    #expect(try await sut.retrieve(anyKey()) == nil)
  }

  @Test func retrieve_deliversNothing_forEveryTruncation() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileCountryStore(directory: directory.url)
    try await sut.save(anyEntry(), for: anyKey())
    let path = sut.fileURL(for: anyKey())
    let valid = try Data(contentsOf: path)

    for length in 0..<valid.count {
      try valid.prefix(length).write(to: path)
      #expect(try await sut.retrieve(anyKey()) == nil, "cut at \(length) of \(valid.count)")
    }
  }

  @Test func retrieve_deliversNothing_forAnotherEntrysFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileCountryStore(directory: directory.url)
    let other = CountryStoreKey(kind: .restCountriesV3, baseURL: try url("https://b.test/v3.1"))
    try await sut.save(anyEntry(), for: other)

    try FileManager.default.copyItem(at: sut.fileURL(for: other), to: sut.fileURL(for: anyKey()))

    #expect(try await sut.retrieve(anyKey()) == nil)
    #expect(try await sut.retrieve(other) == anyEntry())
  }

  @Test func retrieve_deliversNothing_whenADirectoryTakesTheFilesPlace() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileCountryStore(directory: directory.url)

    try FileManager.default.createDirectory(
      at: sut.fileURL(for: anyKey()), withIntermediateDirectories: true)

    #expect(try await sut.retrieve(anyKey()) == nil)
  }

  @Test func save_replacesADamagedFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileCountryStore(directory: directory.url)
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: sut.fileURL(for: anyKey()))

    try await sut.save(anyEntry(), for: anyKey())

    #expect(try await sut.retrieve(anyKey()) == anyEntry())
  }

  @Test func save_throws_whenTheDirectoryCannotBeCreated() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.url.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: blocker)
    let sut = FileCountryStore(directory: blocker.appendingPathComponent("cache"))

    await #expect(throws: FileCountryStore.Error.cannotCreateDirectory) {
      try await sut.save(anyEntry(), for: anyKey())
    }
  }

  @Test func concurrentSavesAndReads_neverSeeADamagedFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileCountryStore(directory: directory.url)
    let entries = (0..<40).map { index in
      CachedCountries(
        countries: (0..<(5 + index)).map {
          makeCountry(code: twoLetters($0), name: "Country \(index)-\($0)")
        },
        label: "writer \(index)",
        fetchedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(index)))
    }
    try await sut.save(entries[0], for: anyKey())

    let sawDamage = try await withThrowingTaskGroup(of: Bool.self) { group in
      for entry in entries {
        group.addTask {
          try await sut.save(entry, for: anyKey())
          return false
        }
        group.addTask {
          guard let read = try await sut.retrieve(anyKey()) else { return true }
          return !entries.contains(read)
        }
      }
      return try await group.reduce(false) { $0 || $1 }
    }

    #expect(!sawDamage)
    let final = try #require(try await sut.retrieve(anyKey()))
    #expect(entries.contains(final))
    #expect(try directory.contents() == [sut.fileURL(for: anyKey()).lastPathComponent])
  }

  @Test func concurrentSaves_fromSeparateStoreValues_leaveOneWholeEntry() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url

    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        group.addTask {
          try await FileCountryStore(directory: url).save(
            anyEntry(label: "writer \(index)"), for: anyKey())
        }
      }
      try await group.waitForAll()
    }

    let final = try await FileCountryStore(directory: url).retrieve(anyKey())
    #expect(final?.label.hasPrefix("writer ") == true)
    #expect(try directory.contents().count == 1)
  }

  @Test func save_removesLeftoversOfDeadOrOldWriters_keepingLiveOnes() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sut = FileCountryStore(directory: directory.url)
    let entryName = sut.fileURL(for: anyKey()).lastPathComponent
    let deadPID = try pidOfAFinishedProcess()
    let crashed = ".\(entryName).\(deadPID).\(UUID().uuidString).tmp"
    // pid 1 always runs; a fresh file of a live process may be a save in progress.
    let inProgress = ".\(entryName).1.\(UUID().uuidString).tmp"
    let oldAndNameless = ".countries-v5-0123456789abcdef.cache.\(UUID().uuidString).tmp"
    let unrelated = ".other.tmp"
    for name in [crashed, inProgress, oldAndNameless, unrelated] {
      try Data("half a cache".utf8).write(to: directory.url.appendingPathComponent(name))
    }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7_200)],
      ofItemAtPath: directory.url.appendingPathComponent(oldAndNameless).path)

    try await sut.save(anyEntry(), for: anyKey())

    #expect(try directory.contents() == [inProgress, unrelated, entryName].sorted())
    #expect(try await sut.retrieve(anyKey()) == anyEntry())
  }

  // MARK: - Helpers

  /// The id of a process that has exited and been reaped: no process has it (until reused).
  private func pidOfAFinishedProcess() throws -> Int32 {
    try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 0"]).processIdentifier
  }

  private func twoLetters(_ index: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return "\(letters[index / 26 % 26])\(letters[index % 26])"
  }
}

enum CorruptFile: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case empty, garbage, bundledSnapshotWithoutHeader, futureVersion, otherMagic, badDate, noLabel,
    flippedRecordByte, extraLine, invalidUTF8, noCountries

  func bytes(from valid: Data) -> Data {
    let text = String(decoding: valid, as: UTF8.self)
    let lines = text.components(separatedBy: "\n")
    func replacing(line index: Int, with replacement: String) -> Data {
      var changed = lines
      changed[index] = replacement
      return Data(changed.joined(separator: "\n").utf8)
    }
    switch self {
    case .empty: return Data()
    case .garbage: return Data("{\"not\": \"a cache\"}\n".utf8)
    case .bundledSnapshotWithoutHeader: return Data(lines.dropFirst(4).joined(separator: "\n").utf8)
    case .futureVersion: return replacing(line: 0, with: "quizengine-country-cache\t2")
    case .otherMagic: return replacing(line: 0, with: "somebody-else\t1")
    case .badDate: return replacing(line: 3, with: "fetched\tyesterday")
    case .noLabel: return replacing(line: 2, with: "label\t")
    case .flippedRecordByte:
      return replacing(line: 11, with: lines[11].replacingOccurrences(of: "\t", with: " "))
    case .extraLine: return valid + Data("XX\tExtra\n".utf8)
    case .invalidUTF8: return valid.prefix(valid.count - 10) + Data([0xFF, 0xFE]) + valid.suffix(8)
    case .noCountries:
      return Data(
        (lines[0..<8] + ["count\t0", lines[9], ""]).joined(separator: "\n").utf8)
    }
  }

  var testDescription: String { rawValue }
}
